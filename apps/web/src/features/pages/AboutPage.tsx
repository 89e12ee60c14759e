import { HOME_CROPS_COUNT } from '@farm/contract/constants';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBestYieldsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Reveal } from '../../shared/ui/Reveal';
import { CropCard } from '../../shared/ui/CropCard';
import { mostHarvestPath } from '../../shared/lib/extraHarvestGroups';
import styles from './AboutPage.module.css';
import { PageHtml } from './PageHtml';
import { pageInLanguage, usePageQuery } from './pagesApi';
import { ShopWords } from '../../layout/shopFacts';
import { ContactEmail, ContactPhones, useShopContact } from './shopContact';

const PRACTICES = [
  {
    title: msg`We feed the soil, not the plant`,
    text: msg`Cow dung, compost, green leaves, wood ash and jeevamrutham brewed on the farm go back into the ground every season. No chemical fertiliser has been used on our land for years.`,
  },
  {
    title: msg`Many crops on one piece of land`,
    text: msg`Pepper climbs the trees, bananas and tubers grow between the coconut palms, and herbs fill the gaps. A mixed farm keeps the soil covered and pests confused.`,
  },
  {
    title: msg`Pests handled the old way`,
    text: msg`Neem, pheromone traps, Trichoderma, clean crowns and a healthy population of birds and frogs do the work that chemical sprays do elsewhere.`,
  },
  {
    title: msg`Every drop of rain kept`,
    text: msg`The farm pond and the ditches between the rows catch the monsoon. Thick mulch and drip lines make that water last through the dry months.`,
  },
  {
    title: msg`Seeds from our own plants`,
    text: msg`We save seed and planting material from our best plants every year, so our crops stay suited to our soil and our weather.`,
  },
  {
    title: msg`Animals in the cycle`,
    text: msg`Our cows, goats and hens eat what the fields give them and return it as manure, biogas and compost. Nothing on the farm is waste.`,
  },
];

/** /aboutus: the farm's story, what it grows, how it farms organically, and the outlet. */
export function AboutPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { name, tagline, farmAddress, outletAddress } = useShopContact();
  // The farm's texts in the page's language, or in English (marked so) where it has not written them in Malayalam.
  const story = pageInLanguage(usePageQuery('story').data);
  const grow = pageInLanguage(usePageQuery('about').data);
  // A few of the farm's crops to show what grows here; the page reads fully without them.
  const { data: crops } = useBestYieldsQuery({ all: false });
  const someCrops = (crops?.data ?? []).slice(0, HOME_CROPS_COUNT);

  return (
    <div className={styles.page}>
      <PageMeta
        title={t`About Us`}
        description={t`The story of our organic family farm in Malappuram district, Kerala: what we grow, how we farm without chemicals, and the food outlet where we sell what we make.`}
      />
      <div className={styles.hero}>
        <div className="container">
          <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`About Us` }]} />
          <p className={styles.eyebrow}>
            <Trans>About us</Trans>
          </p>
          <h1 className={styles.title}>
            {name ? (
              <Trans>
                Welcome to <ShopWords value={name} />
              </Trans>
            ) : (
              <Trans>Welcome to our farm</Trans>
            )}
          </h1>
          {/* The tagline in the page's language, or the English (marked so) where the farm wrote no Malayalam one. */}
          <p className={styles.tagline} lang={tagline?.lang}>
            {tagline?.text ?? (
              <Trans>
                A family farm in Kerala that grows its food the old way and turns it into good things to eat.
              </Trans>
            )}
          </p>
        </div>
      </div>

      <div className="container">
        <section className={styles.story} aria-labelledby="about-story">
          <div>
            <h2 id="about-story" lang={story?.lang}>
              {story?.title ?? t`Our story`}
            </h2>
            {/* The farm writes this text in its console (Pages: our story). */}
            {story ? <PageHtml html={story.html} lang={story.lang} /> : null}
          </div>
          <ul className={styles.facts} aria-label={t`The farm at a glance`}>
            <li>
              <Trans>
                <strong>Organic</strong> No chemical fertilisers or pesticides
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Mixed farm</strong> Crops, trees, animals and a pond working together
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Hand-made</strong> Oils, spices, pickles and snacks made in small batches
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>50+ varieties</strong> Of fresh produce through the year
              </Trans>
            </li>
          </ul>
        </section>

        <Reveal className={styles.block} aria-labelledby="about-grow">
          <h2 id="about-grow" lang={grow?.lang}>
            {grow?.title ?? t`What we grow`}
          </h2>
          {grow ? <PageHtml className={styles.lead} html={grow.html} lang={grow.lang} /> : null}
          {someCrops.length > 0 ? (
            <ul className={styles.crops}>
              {someCrops.map((crop) => (
                <li key={crop.id}>
                  <CropCard crop={crop} to={mostHarvestPath(crop.id)} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.links}>
            <Link to="/mostharvestfromfarm" className="button">
              <Trans>Our best yields plants</Trans>
            </Link>
            <Link to="/extraharvestfromfarm" className="button button-outline">
              <Trans>Everything else on the farm</Trans>
            </Link>
          </p>
        </Reveal>

        <Reveal className={styles.block} aria-labelledby="about-organic">
          <h2 id="about-organic">
            <Trans>How we farm organically</Trans>
          </h2>
          <p className={styles.lead}>
            <Trans>
              Organic farming for us is not a label but a daily routine. These are the habits that keep our
              land healthy.
            </Trans>
          </p>
          <ul className={styles.practices}>
            {PRACTICES.map((practice) => {
              const title = i18n._(practice.title);
              return (
                <li key={title}>
                  <h3>{title}</h3>
                  <p>{i18n._(practice.text)}</p>
                </li>
              );
            })}
          </ul>
        </Reveal>

        <Reveal className={`${styles.block} ${styles.outlet}`} aria-labelledby="about-outlet">
          <div>
            <h2 id="about-outlet">
              <Trans>From our farm to your kitchen</Trans>
            </h2>
            <p>
              <Trans>
                What we do not eat ourselves goes to our food outlet: cold-pressed coconut and sesame oil from
                our wooden chakku, sun-dried spices, pickles, banana chips, rice products and honey, all made
                in small batches from the farm’s own harvest. Everything in the outlet is also in our online
                shop, packed by hand and sent anywhere in India.
              </Trans>
            </p>
            <p>
              <Trans>
                Come and see us, taste before you buy, and ask us anything about how it was grown. You can
                also reach us at <ContactEmail /> or on <ContactPhones />.
              </Trans>
            </p>
            <p className={styles.links}>
              <Link to="/productsbycategory" className="button">
                <Trans>Shop our products</Trans>
              </Link>
            </p>
          </div>
          <dl className={styles.addresses}>
            <div>
              <dt>
                <Trans>Our food outlet</Trans>
              </dt>
              <dd>
                {outletAddress ? <ShopWords value={outletAddress} /> : t`In Malappuram district, Kerala`}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>The farm</Trans>
              </dt>
              <dd>{farmAddress ? <ShopWords value={farmAddress} /> : t`In Malappuram district, Kerala`}</dd>
            </div>
          </dl>
        </Reveal>
      </div>
    </div>
  );
}

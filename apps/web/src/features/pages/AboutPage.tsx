import { HOME_CROPS_COUNT } from '@farm/contract/constants';
import { Link } from 'react-router';
import { useBestYieldsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Reveal } from '../../shared/ui/Reveal';
import { CropCard } from '../../shared/ui/CropCard';
import { mostHarvestPath } from '../../shared/lib/extraHarvestGroups';
import styles from './AboutPage.module.css';
import { PageHtml } from './PageHtml';
import { usePageQuery } from './pagesApi';
import { ContactEmail, ContactPhones, useShopContact } from './shopContact';

const PRACTICES = [
  {
    title: 'We feed the soil, not the plant',
    text: 'Cow dung, compost, green leaves, wood ash and jeevamrutham brewed on the farm go back into the ground every season. No chemical fertiliser has been used on our land for years.',
  },
  {
    title: 'Many crops on one piece of land',
    text: 'Pepper climbs the trees, bananas and tubers grow between the coconut palms, and herbs fill the gaps. A mixed farm keeps the soil covered and pests confused.',
  },
  {
    title: 'Pests handled the old way',
    text: 'Neem, pheromone traps, Trichoderma, clean crowns and a healthy population of birds and frogs do the work that chemical sprays do elsewhere.',
  },
  {
    title: 'Every drop of rain kept',
    text: 'The farm pond and the ditches between the rows catch the monsoon. Thick mulch and drip lines make that water last through the dry months.',
  },
  {
    title: 'Seeds from our own plants',
    text: 'We save seed and planting material from our best plants every year, so our crops stay suited to our soil and our weather.',
  },
  {
    title: 'Animals in the cycle',
    text: 'Our cows, goats and hens eat what the fields give them and return it as manure, biogas and compost. Nothing on the farm is waste.',
  },
] as const;

const DESCRIPTION =
  'The story of our organic family farm in Malappuram district, Kerala: what we grow, how we farm without chemicals, and the food outlet where we sell what we make.';

/** /aboutus: the farm's story, what it grows, how it farms organically, and the outlet. */
export function AboutPage() {
  const { name, tagline, farmAddress, outletAddress } = useShopContact();
  const { data: story } = usePageQuery('story');
  const { data: grow } = usePageQuery('about');
  // A few of the farm's crops to show what grows here; the page reads fully without them.
  const { data: crops } = useBestYieldsQuery({ all: false });
  const someCrops = (crops?.data ?? []).slice(0, HOME_CROPS_COUNT);

  return (
    <div className={styles.page}>
      <PageMeta title="About Us" description={DESCRIPTION} />
      <div className={styles.hero}>
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
          <p className={styles.eyebrow}>About us</p>
          <h1 className={styles.title}>{name ? `Welcome to ${name}` : 'Welcome to our farm'}</h1>
          <p className={styles.tagline}>
            {tagline ??
              'A family farm in Kerala that grows its food the old way and turns it into good things to eat.'}
          </p>
        </div>
      </div>

      <div className="container">
        <section className={styles.story} aria-labelledby="about-story">
          <div>
            <h2 id="about-story">{story?.title ?? 'Our story'}</h2>
            {/* The farm writes this text in its console (Pages: our story). */}
            {story ? <PageHtml html={story.html} /> : null}
          </div>
          <ul className={styles.facts} aria-label="The farm at a glance">
            <li>
              <strong>Organic</strong> No chemical fertilisers or pesticides
            </li>
            <li>
              <strong>Mixed farm</strong> Crops, trees, animals and a pond working together
            </li>
            <li>
              <strong>Hand-made</strong> Oils, spices, pickles and snacks made in small batches
            </li>
            <li>
              <strong>50+ varieties</strong> Of fresh produce through the year
            </li>
          </ul>
        </section>

        <Reveal className={styles.block} aria-labelledby="about-grow">
          <h2 id="about-grow">{grow?.title ?? 'What we grow'}</h2>
          {grow ? <PageHtml className={styles.lead} html={grow.html} /> : null}
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
              Our best yields plants
            </Link>
            <Link to="/extraharvestfromfarm" className="button button-outline">
              Everything else on the farm
            </Link>
          </p>
        </Reveal>

        <Reveal className={styles.block} aria-labelledby="about-organic">
          <h2 id="about-organic">How we farm organically</h2>
          <p className={styles.lead}>
            Organic farming for us is not a label but a daily routine. These are the habits that keep our land
            healthy.
          </p>
          <ul className={styles.practices}>
            {PRACTICES.map((practice) => (
              <li key={practice.title}>
                <h3>{practice.title}</h3>
                <p>{practice.text}</p>
              </li>
            ))}
          </ul>
        </Reveal>

        <Reveal className={`${styles.block} ${styles.outlet}`} aria-labelledby="about-outlet">
          <div>
            <h2 id="about-outlet">From our farm to your kitchen</h2>
            <p>
              What we do not eat ourselves goes to our food outlet: cold-pressed coconut and sesame oil from
              our wooden chakku, sun-dried spices, pickles, banana chips, rice products and honey, all made in
              small batches from the farm’s own harvest. Everything in the outlet is also in our online shop,
              packed by hand and sent anywhere in India.
            </p>
            <p>
              Come and see us, taste before you buy, and ask us anything about how it was grown. You can also
              reach us at <ContactEmail /> or on <ContactPhones />.
            </p>
            <p className={styles.links}>
              <Link to="/productsbycategory" className="button">
                Shop our products
              </Link>
            </p>
          </div>
          <dl className={styles.addresses}>
            <div>
              <dt>Our food outlet</dt>
              <dd>{outletAddress ?? 'In Malappuram district, Kerala'}</dd>
            </div>
            <div>
              <dt>The farm</dt>
              <dd>{farmAddress ?? 'In Malappuram district, Kerala'}</dd>
            </div>
          </dl>
        </Reveal>
      </div>
    </div>
  );
}

import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup, IMAGE_BASES, MAIN_CROP_CATEGORY, uploadUrl } from '@farm/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useCropQuery } from './farmApi';
import { Breadcrumbs, type Crumb } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Reveal } from '../../shared/ui/Reveal';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import styles from './CropDetail.module.css';
import { CropGallery } from './CropGallery';
import { parseCropId } from '../../shared/lib/extraHarvestGroups';
import { inPageLanguage } from '../../shared/i18n/content';
import { groupName } from './groups';
import { CropProducts, SeasonLine } from '../../shared/ui/Season';

type Section = { field: keyof Crop; malayalam: keyof Crop; heading: MessageDescriptor };

/** The four longer texts of a crop, each under its own heading, in the order the farm writes them. */
const SECTIONS = [
  { field: 'description1', malayalam: 'description1_mal', heading: msg`How we grow it` },
  { field: 'description2', malayalam: 'description2_mal', heading: msg`Harvest` },
  { field: 'description3', malayalam: 'description3_mal', heading: msg`What we make of it` },
  { field: 'description4', malayalam: 'description4_mal', heading: msg`Care through the year` },
] as const satisfies readonly Section[];

/** The farm's animals are raised, not grown: their texts get headings of their own. */
const ANIMAL_SECTIONS = [
  { field: 'description1', malayalam: 'description1_mal', heading: msg`How we raise them` },
  { field: 'description2', malayalam: 'description2_mal', heading: msg`What they give us` },
  { field: 'description3', malayalam: 'description3_mal', heading: msg`What we make of it` },
  { field: 'description4', malayalam: 'description4_mal', heading: msg`Care through the year` },
] as const satisfies readonly Section[];

export function sectionsFor(crop: Pick<Crop, 'category'>) {
  return findExtraHarvestGroup(crop.category) === 'Animal Care and Maintenance' ? ANIMAL_SECTIONS : SECTIONS;
}

/** Plain text with blank lines between paragraphs (single line breaks are kept by CSS). */
function Paragraphs({ text, lang }: { text: string; lang?: string | undefined }) {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => (
      <p key={index} className={styles.text} lang={lang}>
        {part}
      </p>
    ));
}

/** "Best Yields Plants" for the farm's main crops, otherwise the name of the crop's group (as the farm wrote it if unknown). */
export function cropGroupLabel(category: string): MessageDescriptor | string {
  if (category === MAIN_CROP_CATEGORY) return msg`Best Yields Plants`;
  const group = findExtraHarvestGroup(category);
  return group ? groupName(group) : category;
}

/**
 * The crop detail screen shared by /mostharvestfromfarm/:id and /extraharvestfromfarm/detail/:id. `trail` gives
 * the crumbs between Home and the crop's name (called without a crop while loading or when there is none); its
 * last crumb is also the "Back to ..." link.
 */
export function CropDetail({
  idParam,
  trail,
}: {
  idParam: string | undefined;
  trail: (crop?: Crop) => Crumb[];
}) {
  const { i18n, t } = useLingui();
  const home: Crumb = { label: t`Home`, to: '/' };
  const id = parseCropId(idParam);
  const { data, error, isLoading, isFetching } = useCropQuery(id ?? 0, { skip: id === undefined });
  const crop = data?.data;
  const parents = trail(crop);
  const back = parents.at(-1) ?? home;

  if (id === undefined || (error as FetchBaseQueryError | undefined)?.status === 404) {
    return <CropNotFound crumbs={[home, ...trail()]} back={trail().at(-1) ?? home} />;
  }

  if (isLoading || (isFetching && crop?.id !== id)) {
    return (
      <div className="container page">
        <PageMeta title={back.label} />
        <Breadcrumbs items={[home, ...parents]} />
        <Spinner />
      </div>
    );
  }

  if (error || !crop) {
    return (
      <div className="container page">
        <PageMeta title={back.label} />
        <Breadcrumbs items={[home, ...parents]} />
        <ErrorState message={errorMessage(error, t`We could not load this crop. Please try again.`)} />
      </div>
    );
  }

  const gallery = [
    ...(crop.image ? [uploadUrl(IMAGE_BASES.crop, crop.image)] : []),
    ...crop.images.filter((item) => item.image).map((item) => uploadUrl(IMAGE_BASES.cropGallery, item.image)),
  ];
  // Each of the farm's texts in the page's language, the English where the Malayalam is not written yet.
  const name = inPageLanguage(crop.name, crop.name_mala);
  // The name in the other language under the title: the Malayalam on English pages, the English under a Malayalam one.
  const otherName = name.text === crop.name ? crop.name_mala : crop.name;
  const about = inPageLanguage(crop.description, crop.description_mal);
  const keyFeatures = inPageLanguage(crop.description5.trim(), crop.description5_mal.trim());
  const group = cropGroupLabel(crop.category);
  const cropName = name.text;
  const label = back.label;

  return (
    <article className="container page">
      <PageMeta title={[cropName, label].join(' | ')} description={about.text} />
      <Breadcrumbs items={[home, ...parents, { label: cropName }]} />

      <div className={styles.top}>
        <CropGallery key={crop.id} name={cropName} pictures={gallery} />

        <div className={styles.summary}>
          <p className={styles.kicker}>{typeof group === 'string' ? group : i18n._(group)}</p>
          <h1 className={styles.title} lang={name.lang}>
            {cropName}
          </h1>
          {otherName ? (
            <p className={styles.mal} lang={otherName === crop.name ? 'en' : 'ml'}>
              {otherName}
            </p>
          ) : null}
          <SeasonLine season={crop.season} />

          {about.text.trim() ? (
            <section aria-labelledby="crop-about" className={styles.about}>
              <h2 id="crop-about" className={styles.aboutHeading}>
                <Trans>About {cropName}</Trans>
              </h2>
              <Paragraphs text={about.text} lang={about.lang} />
            </section>
          ) : null}

          {keyFeatures.text ? (
            <section aria-labelledby="crop-features" className={styles.features}>
              <h2 id="crop-features">
                <Trans>Key features</Trans>
              </h2>
              {/*
                Safe to inject: description5 and description5_mal are the server's sanitised copies
                (apps/server/src/modules/farm/sanitize.ts keeps only simple formatting tags and http(s)/mailto/tel
                links and drops scripts, event handlers and styles before it is stored), and the API only ever
                returns those stored copies.
              */}
              <div
                className={styles.featuresBody}
                lang={keyFeatures.lang}
                dangerouslySetInnerHTML={{ __html: keyFeatures.text }}
              />
            </section>
          ) : null}
        </div>
      </div>

      <Reveal as="div" className={styles.sections}>
        {sectionsFor(crop)
          .map((section) => ({
            ...section,
            body: inPageLanguage(crop[section.field], crop[section.malayalam]),
          }))
          .filter(({ body }) => body.text.trim())
          .map(({ field, heading, body }) => (
            <section key={field} aria-labelledby={`crop-${field}`} className={styles.section}>
              <h2 id={`crop-${field}`}>{i18n._(heading)}</h2>
              <Paragraphs text={body.text} lang={body.lang} />
            </section>
          ))}
      </Reveal>

      <CropProducts cropName={cropName} products={data.products} />

      <p className={styles.back}>
        <Link to={back.to ?? '/'} className="button button-outline">
          <span aria-hidden="true">←</span> <Trans>Back to {label}</Trans>
        </Link>
      </p>
    </article>
  );
}

function CropNotFound({ crumbs, back }: { crumbs: Crumb[]; back: Crumb }) {
  const { t } = useLingui();
  const label = back.label;
  return (
    <div className="container page">
      <PageMeta title={t`Crop not found`} />
      <Breadcrumbs items={[...crumbs, { label: t`Not found` }]} />
      <div className={styles.notFound}>
        <h1>
          <Trans>We could not find that crop</Trans>
        </h1>
        <p>
          <Trans>
            The link may be mistyped, or this crop is no longer on our pages. There is plenty more growing on
            the farm, though.
          </Trans>
        </p>
        <Link to={back.to ?? '/'} className="button">
          <Trans>Back to {label}</Trans>
        </Link>
      </div>
    </div>
  );
}

import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup, IMAGE_BASES, MAIN_CROP_CATEGORY, uploadUrl } from '@farm/contract/constants';
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

const HOME: Crumb = { label: 'Home', to: '/' };

/** The four longer texts of a crop, each under its own heading, in the order the farm writes them. */
const SECTIONS = [
  { field: 'description1', heading: 'How we grow it' },
  { field: 'description2', heading: 'Harvest' },
  { field: 'description3', heading: 'What we make of it' },
  { field: 'description4', heading: 'Care through the year' },
] as const satisfies readonly { field: keyof Crop; heading: string }[];

/** The farm's animals are raised, not grown: their texts get headings of their own. */
const ANIMAL_SECTIONS = [
  { field: 'description1', heading: 'How we raise them' },
  { field: 'description2', heading: 'What they give us' },
  { field: 'description3', heading: 'What we make of it' },
  { field: 'description4', heading: 'Care through the year' },
] as const satisfies readonly { field: keyof Crop; heading: string }[];

export function sectionsFor(crop: Pick<Crop, 'category'>) {
  return findExtraHarvestGroup(crop.category) === 'Animal Care and Maintenance' ? ANIMAL_SECTIONS : SECTIONS;
}

/** Plain text with blank lines between paragraphs (single line breaks are kept by CSS). */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => (
      <p key={index} className={styles.text}>
        {part}
      </p>
    ));
}

/** "Best Yields Plants" for the farm's main crops, otherwise the canonical name of the crop's group. */
export function cropGroupLabel(category: string): string {
  if (category === MAIN_CROP_CATEGORY) return 'Best Yields Plants';
  return findExtraHarvestGroup(category) ?? category;
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
  const id = parseCropId(idParam);
  const { data, error, isLoading, isFetching } = useCropQuery(id ?? 0, { skip: id === undefined });
  const crop = data?.data;
  const parents = trail(crop);
  const back = parents.at(-1) ?? HOME;

  if (id === undefined || (error as FetchBaseQueryError | undefined)?.status === 404) {
    return <CropNotFound crumbs={[HOME, ...trail()]} back={trail().at(-1) ?? HOME} />;
  }

  if (isLoading || (isFetching && crop?.id !== id)) {
    return (
      <div className="container page">
        <PageMeta title={back.label} />
        <Breadcrumbs items={[HOME, ...parents]} />
        <Spinner />
      </div>
    );
  }

  if (error || !crop) {
    return (
      <div className="container page">
        <PageMeta title={back.label} />
        <Breadcrumbs items={[HOME, ...parents]} />
        <ErrorState message={errorMessage(error, 'We could not load this crop. Please try again.')} />
      </div>
    );
  }

  const gallery = [
    ...(crop.image ? [uploadUrl(IMAGE_BASES.crop, crop.image)] : []),
    ...crop.images.filter((item) => item.image).map((item) => uploadUrl(IMAGE_BASES.cropGallery, item.image)),
  ];
  const keyFeatures = crop.description5.trim();

  return (
    <article className="container page">
      <PageMeta title={`${crop.name} | ${back.label}`} description={crop.description} />
      <Breadcrumbs items={[HOME, ...parents, { label: crop.name }]} />

      <div className={styles.top}>
        <CropGallery key={crop.id} name={crop.name} pictures={gallery} />

        <div className={styles.summary}>
          <p className={styles.kicker}>{cropGroupLabel(crop.category)}</p>
          <h1 className={styles.title}>{crop.name}</h1>
          {crop.name_mala ? (
            <p className={styles.mal} lang="ml">
              {crop.name_mala}
            </p>
          ) : null}

          {crop.description.trim() ? (
            <section aria-labelledby="crop-about" className={styles.about}>
              <h2 id="crop-about" className={styles.aboutHeading}>
                About {crop.name}
              </h2>
              <Paragraphs text={crop.description} />
            </section>
          ) : null}

          {keyFeatures ? (
            <section aria-labelledby="crop-features" className={styles.features}>
              <h2 id="crop-features">Key features</h2>
              {/*
                Safe to inject: description5 is the server's sanitised copy (apps/server/src/modules/farm/sanitize.ts
                keeps only simple formatting tags and http(s)/mailto/tel links and drops scripts, event handlers and
                styles before it is stored), and the API only ever returns that stored copy.
              */}
              <div className={styles.featuresBody} dangerouslySetInnerHTML={{ __html: keyFeatures }} />
            </section>
          ) : null}
        </div>
      </div>

      <Reveal as="div" className={styles.sections}>
        {sectionsFor(crop)
          .filter(({ field }) => crop[field].trim())
          .map(({ field, heading }) => (
            <section key={field} aria-labelledby={`crop-${field}`} className={styles.section}>
              <h2 id={`crop-${field}`}>{heading}</h2>
              <Paragraphs text={crop[field]} />
            </section>
          ))}
      </Reveal>

      <p className={styles.back}>
        <Link to={back.to ?? '/'} className="button button-outline">
          <span aria-hidden="true">←</span> Back to {back.label}
        </Link>
      </p>
    </article>
  );
}

function CropNotFound({ crumbs, back }: { crumbs: Crumb[]; back: Crumb }) {
  return (
    <div className="container page">
      <PageMeta title="Crop not found" />
      <Breadcrumbs items={[...crumbs, { label: 'Not found' }]} />
      <div className={styles.notFound}>
        <h1>We could not find that crop</h1>
        <p>
          The link may be mistyped, or this crop is no longer on our pages. There is plenty more growing on
          the farm, though.
        </p>
        <Link to={back.to ?? '/'} className="button">
          Back to {back.label}
        </Link>
      </div>
    </div>
  );
}

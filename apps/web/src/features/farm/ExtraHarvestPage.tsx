import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup, IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { Link } from 'react-router';
import { useFurtherCropsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import styles from './ExtraHarvestPage.module.css';
import { EXTRA_HARVEST_INFO, groupPath } from '../../shared/lib/extraHarvestGroups';
import list from './FarmList.module.css';

const DESCRIPTION =
  'Beyond our main crops: fruits, herbs, vegetables, tubers and spices, animals, ornamental, garden and aquatic plants on our organic farm in Kerala.';

/** One picture per group, borrowed from the first of its crops; a group without crops keeps its plain tile. */
function picturesByGroup(crops: readonly Crop[] | undefined): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const crop of crops ?? []) {
    const group = findExtraHarvestGroup(crop.category);
    if (group && crop.image && !pictures.has(group))
      pictures.set(group, uploadUrl(IMAGE_BASES.crop, crop.image));
  }
  return pictures;
}

/** /extraharvestfromfarm: the eight extra-harvest groups, each with a description and three key features. */
export function ExtraHarvestPage() {
  // Only for the pictures: the page reads fully without them, so a failed load just leaves the plain tiles.
  const { data } = useFurtherCropsQuery({ all: true });
  const pictures = picturesByGroup(data?.data);

  return (
    <div className="container page">
      <PageMeta title="Extra Harvest" description={DESCRIPTION} />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Extra Harvest' }]} />
      <header className={list.intro}>
        <p className={list.eyebrow}>More from the farm</p>
        <h1>Extra Harvest</h1>
        <p className={list.lead}>
          Around our main crops grows a whole mixed farm: fruit trees, herbs, vegetable beds, animals, a pond
          and flowering hedges. Each part feeds another. Pick a group to meet the plants and animals in it.
        </p>
      </header>

      <ul className={styles.grid}>
        {EXTRA_HARVEST_INFO.map(({ group, description, features }, index) => {
          const picture = pictures.get(group);
          const headingId = `group-${index}`;
          return (
            <li key={group}>
              <article className={styles.card} aria-labelledby={headingId}>
                <div className={styles.picture}>
                  {picture ? (
                    <img
                      src={picture}
                      alt=""
                      width={1200}
                      height={800}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.initial} aria-hidden="true">
                      {group.charAt(0)}
                    </span>
                  )}
                </div>
                <div className={styles.body}>
                  <h2 id={headingId} className={styles.name}>
                    <Link to={groupPath(group)} className={styles.link}>
                      {group}
                    </Link>
                  </h2>
                  <p className={styles.description}>{description}</p>
                  <h3 className="visually-hidden">Key features</h3>
                  <ul className={styles.features}>
                    {features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <span className={styles.more} aria-hidden="true">
                    Explore this group <span className={styles.arrow}>→</span>
                  </span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup, IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFurtherCropsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import styles from './ExtraHarvestPage.module.css';
import { groupPath } from '../../shared/lib/extraHarvestGroups';
import list from './FarmList.module.css';
import { EXTRA_HARVEST_INFO } from './groups';

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
  const { i18n, t } = useLingui();
  // Only for the pictures: the page reads fully without them, so a failed load just leaves the plain tiles.
  const { data } = useFurtherCropsQuery({ all: true });
  const pictures = picturesByGroup(data?.data);

  return (
    <div className="container page">
      <PageMeta
        title={t`Extra Harvest`}
        description={t`Beyond our main crops: fruits, herbs, vegetables, tubers and spices, animals, ornamental, garden and aquatic plants on our organic farm in Kerala.`}
      />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Extra Harvest` }]} />
      <header className={list.intro}>
        <p className={list.eyebrow}>
          <Trans>More from the farm</Trans>
        </p>
        <h1>
          <Trans>Extra Harvest</Trans>
        </h1>
        <p className={list.lead}>
          <Trans>
            Around our main crops grows a whole mixed farm: fruit trees, herbs, vegetable beds, animals, a
            pond and flowering hedges. Each part feeds another. Pick a group to meet the plants and animals in
            it.
          </Trans>
        </p>
      </header>

      <ul className={styles.grid}>
        {EXTRA_HARVEST_INFO.map(({ group, name: groupName, description, features }, index) => {
          const name = i18n._(groupName);
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
                      {name.charAt(0)}
                    </span>
                  )}
                </div>
                <div className={styles.body}>
                  <h2 id={headingId} className={styles.name}>
                    <Link to={groupPath(group)} className={styles.link}>
                      {name}
                    </Link>
                  </h2>
                  <p className={styles.description}>{i18n._(description)}</p>
                  <h3 className="visually-hidden">
                    <Trans>Key features</Trans>
                  </h3>
                  <ul className={styles.features}>
                    {features.map((feature) => (
                      <li key={feature.id}>{i18n._(feature)}</li>
                    ))}
                  </ul>
                  <span className={styles.more} aria-hidden="true">
                    <Trans>Explore this group</Trans> <span className={styles.arrow}>→</span>
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

import { EXTRA_HARVEST_GROUPS, findExtraHarvestGroup } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useCropsOfGroupQuery } from './farmApi';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { CropGrid } from '../../shared/ui/CropCard';
import { extraHarvestPath, groupPath } from '../../shared/lib/extraHarvestGroups';
import styles from './FarmList.module.css';
import { groupInfo, groupName } from './groups';

const EXTRA_HARVEST_PATH = '/extraharvestfromfarm';

/**
 * /extraharvestfromfarm/:category: the crops of one group. The header spells some groups differently
 * ("Animal care and maintenance"), so the page shows the group's canonical name whatever the address says.
 */
export function ExtraHarvestCategoryPage() {
  const { i18n, t } = useLingui();
  const { category = '' } = useParams();
  const group = findExtraHarvestGroup(category);
  const { data, error, isLoading } = useCropsOfGroupQuery(group ?? '', { skip: !group });

  if (!group) return <UnknownGroup name={category} />;

  const info = groupInfo(group);
  const name = i18n._(info.name);
  const description = i18n._(info.description);
  const crops = data?.data ?? [];
  const extraHarvest = { label: t`Extra Harvest`, to: EXTRA_HARVEST_PATH };

  return (
    <div className="container page">
      <PageMeta title={t`${name} | Extra Harvest`} description={description} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, extraHarvest, { label: name }]} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          <Trans>Extra Harvest</Trans>
        </p>
        <h1>{name}</h1>
        <p className={styles.lead}>{description}</p>
        <ul className={styles.chips} aria-label={t`Key features`}>
          {info.features.map((feature) => (
            <li key={feature.id}>{i18n._(feature)}</li>
          ))}
        </ul>
      </header>

      {isLoading ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={errorMessage(error, t`We could not load the crops. Please try again.`)} />
      ) : crops.length === 0 ? (
        <EmptyState message={MESSAGES.noData}>
          <Link to={EXTRA_HARVEST_PATH}>
            <Trans>See all Extra Harvest groups</Trans>
          </Link>
        </EmptyState>
      ) : (
        <CropGrid crops={crops} pathOf={extraHarvestPath} />
      )}

      <div className={styles.actions}>
        <Link to={EXTRA_HARVEST_PATH} className="button button-outline">
          <span aria-hidden="true">←</span> <Trans>All Extra Harvest groups</Trans>
        </Link>
      </div>
    </div>
  );
}

function UnknownGroup({ name }: { name: string }) {
  const { i18n, t } = useLingui();
  return (
    <div className="container page">
      <PageMeta title={t`Group not found | Extra Harvest`} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Extra Harvest`, to: EXTRA_HARVEST_PATH },
          { label: t`Not found` },
        ]}
      />
      <section className={styles.notFound} aria-labelledby="group-not-found">
        <h1 id="group-not-found">
          <Trans>We could not find that group</Trans>
        </h1>
        <p>
          <Trans>
            There is no group called <q>{name}</q> on our farm pages. These are the groups you can explore:
          </Trans>
        </p>
        <ul className={styles.groupLinks}>
          {EXTRA_HARVEST_GROUPS.map((group) => (
            <li key={group}>
              <Link to={groupPath(group)}>{i18n._(groupName(group))}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { EXTRA_HARVEST_GROUPS, findExtraHarvestGroup } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useCropsOfGroupQuery } from './farmApi';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { CropGrid } from '../../shared/ui/CropCard';
import { extraHarvestPath, groupInfo, groupPath } from '../../shared/lib/extraHarvestGroups';
import styles from './FarmList.module.css';

const EXTRA_HARVEST = { label: 'Extra Harvest', to: '/extraharvestfromfarm' };

/**
 * /extraharvestfromfarm/:category: the crops of one group. The header spells some groups differently
 * ("Animal care and maintenance"), so the page shows the group's canonical name whatever the address says.
 */
export function ExtraHarvestCategoryPage() {
  const { category = '' } = useParams();
  const group = findExtraHarvestGroup(category);
  const { data, error, isLoading } = useCropsOfGroupQuery(group ?? '', { skip: !group });

  if (!group) return <UnknownGroup name={category} />;

  const { description, features } = groupInfo(group);
  const crops = data?.data ?? [];

  return (
    <div className="container page">
      <PageMeta title={`${group} | Extra Harvest`} description={description} />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, EXTRA_HARVEST, { label: group }]} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Extra Harvest</p>
        <h1>{group}</h1>
        <p className={styles.lead}>{description}</p>
        <ul className={styles.chips} aria-label="Key features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </header>

      {isLoading ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={errorMessage(error, 'We could not load the crops. Please try again.')} />
      ) : crops.length === 0 ? (
        <EmptyState message={MESSAGES.noData}>
          <Link to={EXTRA_HARVEST.to}>See all Extra Harvest groups</Link>
        </EmptyState>
      ) : (
        <CropGrid crops={crops} pathOf={extraHarvestPath} />
      )}

      <div className={styles.actions}>
        <Link to={EXTRA_HARVEST.to} className="button button-outline">
          <span aria-hidden="true">←</span> All Extra Harvest groups
        </Link>
      </div>
    </div>
  );
}

function UnknownGroup({ name }: { name: string }) {
  return (
    <div className="container page">
      <PageMeta title="Group not found | Extra Harvest" />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, EXTRA_HARVEST, { label: 'Not found' }]} />
      <section className={styles.notFound} aria-labelledby="group-not-found">
        <h1 id="group-not-found">We could not find that group</h1>
        <p>
          There is no group called <q>{name}</q> on our farm pages. These are the groups you can explore:
        </p>
        <ul className={styles.groupLinks}>
          {EXTRA_HARVEST_GROUPS.map((group) => (
            <li key={group}>
              <Link to={groupPath(group)}>{group}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

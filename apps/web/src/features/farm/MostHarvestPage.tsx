import { MESSAGES } from '@farm/contract/messages';
import { errorMessage } from '../../shared/api/errors';
import { useBestYieldsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { CropGrid } from '../../shared/ui/CropCard';
import { mostHarvestPath } from '../../shared/lib/extraHarvestGroups';
import styles from './FarmList.module.css';

const DESCRIPTION =
  'The crops our farm grows the most of, raised organically in Kerala. See how each one is planted, harvested and turned into what we sell.';

/** /mostharvestfromfarm: every best-yield crop of the farm as a card. */
export function MostHarvestPage() {
  const { data, error, isLoading } = useBestYieldsQuery({ all: true });
  const crops = data?.data ?? [];

  return (
    <div className="container page">
      <PageMeta title="Best Yields Plants" description={DESCRIPTION} />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Most Harvest' }]} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>From our fields</p>
        <h1>Best Yields Plants</h1>
        <p className={styles.lead}>
          These are the crops we grow the most of and know the best. Each one has its own season and its own
          way of being looked after; open a crop to see how we grow it, when we harvest it and what it
          becomes.
        </p>
      </header>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={errorMessage(error, 'We could not load the crops. Please try again.')} />
      ) : crops.length === 0 ? (
        <EmptyState message={MESSAGES.noData} />
      ) : (
        <CropGrid crops={crops} pathOf={mostHarvestPath} />
      )}
    </div>
  );
}

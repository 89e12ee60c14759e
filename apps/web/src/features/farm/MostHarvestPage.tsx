import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../shared/api/errors';
import { useBestYieldsQuery } from '../../shared/api/crops';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { CropGrid } from '../../shared/ui/CropCard';
import { mostHarvestPath } from '../../shared/lib/extraHarvestGroups';
import styles from './FarmList.module.css';

/** /mostharvestfromfarm: every best-yield crop of the farm as a card. */
export function MostHarvestPage() {
  const { t } = useLingui();
  const { data, error, isLoading } = useBestYieldsQuery({ all: true });
  const crops = data?.data ?? [];

  return (
    <div className="container page">
      <PageMeta
        title={t`Best Yields Plants`}
        description={t`The crops our farm grows the most of, raised organically in Kerala. See how each one is planted, harvested and turned into what we sell.`}
      />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: t`Most Harvest` }]} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          <Trans>From our fields</Trans>
        </p>
        <h1>
          <Trans>Best Yields Plants</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            These are the crops we grow the most of and know the best. Each one has its own season and its own
            way of being looked after; open a crop to see how we grow it, when we harvest it and what it
            becomes.
          </Trans>
        </p>
      </header>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <ErrorState message={errorMessage(error, t`We could not load the crops. Please try again.`)} />
      ) : crops.length === 0 ? (
        <EmptyState message={MESSAGES.noData} />
      ) : (
        <CropGrid crops={crops} pathOf={mostHarvestPath} />
      )}
    </div>
  );
}

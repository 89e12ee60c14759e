import type { SeasonsResponse } from '@farm/contract';
import { storefrontPaths } from '@farm/contract/routes';
import { MONTHS, SEASON_WORDS, monthName } from '@farm/contract/season-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { inPageLanguage } from '../../shared/i18n/content';
import { currentLanguage } from '../../shared/i18n/language';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useSeasonsQuery } from './seasonsApi';
import styles from './SeasonsPage.module.css';

type Month = SeasonsResponse['months'][number];

/** The months from this one on, round the year: this month first, then the ones to come, in order. */
function fromThisMonth(months: Month[], now: number): Month[] {
  return MONTHS.map((_, i) => ((now - 1 + i) % 12) + 1).flatMap((month) =>
    months.filter((m) => m.month === month),
  );
}

/** A month's crops as links to their pages, by name in the page's language. */
function CropLinks({ crops, label }: { crops: Month['crops']; label: string }) {
  if (crops.length === 0) return null;
  return (
    <p className={styles.crops}>
      <span className={styles.label}>{label}:</span>{' '}
      {crops.map((crop) => {
        const name = inPageLanguage(crop.name, crop.name_mala);
        return (
          <Link key={crop.id} to={storefrontPaths.crop(crop)} lang={name.lang} className={styles.chip}>
            {name.text}
          </Link>
        );
      })}
    </p>
  );
}

/**
 * /seasons, "What's in season": the month it is now in Kerala first (the server's answer says which), with its
 * products as cards and its crops, then the months to come, each with the products and crops in season then.
 */
export function SeasonsPage() {
  const { t } = useLingui();
  const language = currentLanguage();
  const words = SEASON_WORDS[language];
  const { data, error, isLoading } = useSeasonsQuery();
  const crumbs = [{ label: t`Home`, to: '/' }, { label: words.pageTitle }];

  return (
    <div className="container page">
      <PageMeta
        title={words.pageTitle}
        description={t`What the farm harvests each month in Kerala, and the products made from it.`}
      />
      <Breadcrumbs items={crumbs} />
      <h1>{words.pageTitle}</h1>
      <p className={styles.intro}>
        <Trans>
          The farm follows Kerala’s seasons: here is what is ready this month, and what comes next.
        </Trans>
      </p>
      {isLoading ? <Spinner /> : null}
      {error ? (
        <ErrorState message={errorMessage(error, t`We could not load the seasons. Please try again.`)} />
      ) : null}
      {data
        ? fromThisMonth(data.months, data.month).map((month, index) => {
            const id = `month-${month.month}`;
            const current = index === 0;
            const empty = month.products.length === 0 && month.crops.length === 0;
            return (
              <section
                key={month.month}
                aria-labelledby={id}
                className={current ? `${styles.month} ${styles.current}` : styles.month}
              >
                <h2 id={id}>{words.inSeasonIn(monthName(month.month, language))}</h2>
                {empty ? <p className={styles.empty}>{words.nothingInSeason}</p> : null}
                {current && month.products.length > 0 ? (
                  <div className={styles.grid}>
                    {month.products.map((product, i) => (
                      <ProductCard key={product.id} product={product} eager={i < 4} />
                    ))}
                  </div>
                ) : null}
                {!current && month.products.length > 0 ? (
                  <p className={styles.crops}>
                    <span className={styles.label}>{words.products}:</span>{' '}
                    {month.products.map((product) => {
                      const name = inPageLanguage(product.product_name, product.product_name_mal);
                      return (
                        <Link
                          key={product.id}
                          to={storefrontPaths.product(product)}
                          lang={name.lang}
                          className={styles.chip}
                        >
                          {name.text}
                        </Link>
                      );
                    })}
                  </p>
                ) : null}
                <CropLinks crops={month.crops} label={words.crops} />
              </section>
            );
          })
        : null}
    </div>
  );
}

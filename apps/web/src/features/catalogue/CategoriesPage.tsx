import { storefrontPaths } from '@farm/contract/routes';
import { CATEGORY_OVERVIEW_PRODUCTS } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useText } from '../../shared/i18n/useText';
import { inPageLanguage } from '../../shared/i18n/content';
import { useCategoriesWithProductsQuery } from './catalogueApi';
import { ChipBar } from '../../shared/ui/ChipBar';
import { PageMeta } from '../../shared/ui/PageMeta';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import styles from '../../shared/ui/Catalogue.module.css';

/** /productsbycategory: a link bar of every category, then each category with its first 4 products and View All. */
export function CategoriesPage() {
  const { t } = useLingui();
  const text = useText();
  const { data, isLoading, error } = useCategoriesWithProductsQuery();
  // Each category's name in the page's language (the English where the farm wrote no Malayalam).
  const categories = data?.map((category) => ({
    ...category,
    shown: inPageLanguage(category.name, category.name_mal),
  }));
  return (
    <div className="container page">
      <PageMeta
        title={t`Shop our farm products`}
        description={t`Cold-pressed oils, spices, honey, pickles, chips and more, made on our organic farm in Kerala.`}
      />
      <h1>
        <Trans>Our products</Trans>
      </h1>
      {isLoading ? <Spinner /> : null}
      {error ? <ErrorState message={text(errorMessage(error, t`Failed to load products`))} /> : null}
      {categories && categories.length === 0 ? <EmptyState message={text(MESSAGES.noData)} /> : null}
      {categories && categories.length > 0 ? (
        <>
          <ChipBar label={t`Categories`}>
            {categories.map((category) => (
              <a
                key={category.id}
                href={`#category-${category.id}`}
                className={styles.chip}
                lang={category.shown.lang}
              >
                {category.shown.text}
              </a>
            ))}
          </ChipBar>
          {categories.map((category, index) => {
            const categoryName = category.shown.text;
            return (
              <section
                key={category.id}
                id={`category-${category.id}`}
                className={styles.section}
                aria-labelledby={`heading-${category.id}`}
              >
                <div className={styles.sectionHead}>
                  <h2 id={`heading-${category.id}`} lang={category.shown.lang}>
                    {categoryName}
                  </h2>
                  <Link
                    to={storefrontPaths.category(category.id)}
                    state={{ categoryName }}
                    className={styles.viewAll}
                  >
                    <Trans>
                      View All<span className="visually-hidden"> {categoryName}</span> →
                    </Trans>
                  </Link>
                </div>
                {category.products.length === 0 ? (
                  <EmptyState message={text(MESSAGES.noProductsInCategory)} />
                ) : (
                  <div className={styles.grid}>
                    {category.products.slice(0, CATEGORY_OVERVIEW_PRODUCTS).map((product) => (
                      <ProductCard
                        key={product.id}
                        product={product}
                        categoryName={categoryName}
                        eager={index === 0}
                      />
                    ))}
                  </div>
                )}
              </section>
            );
          })}
        </>
      ) : null}
    </div>
  );
}

import { CATEGORY_OVERVIEW_PRODUCTS } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { useCategoriesWithProductsQuery } from './catalogueApi';
import { ChipBar } from '../../shared/ui/ChipBar';
import { PageMeta } from '../../shared/ui/PageMeta';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import styles from '../../shared/ui/Catalogue.module.css';

/** /productsbycategory: a link bar of every category, then each category with its first 4 products and View All. */
export function CategoriesPage() {
  const { data, isLoading, error } = useCategoriesWithProductsQuery();
  return (
    <div className="container page">
      <PageMeta
        title="Shop our farm products"
        description="Cold-pressed oils, spices, honey, pickles, chips and more, made on our organic farm in Kerala."
      />
      <h1>Our products</h1>
      {isLoading ? <Spinner /> : null}
      {error ? <ErrorState message={errorMessage(error, 'Failed to load products')} /> : null}
      {data && data.length === 0 ? <EmptyState message={MESSAGES.noData} /> : null}
      {data && data.length > 0 ? (
        <>
          <ChipBar label="Categories">
            {data.map((category) => (
              <a key={category.id} href={`#category-${category.id}`} className={styles.chip}>
                {category.name}
              </a>
            ))}
          </ChipBar>
          {data.map((category, index) => (
            <section
              key={category.id}
              id={`category-${category.id}`}
              className={styles.section}
              aria-labelledby={`heading-${category.id}`}
            >
              <div className={styles.sectionHead}>
                <h2 id={`heading-${category.id}`}>{category.name}</h2>
                <Link
                  to={`/productsbycategory/${category.id}`}
                  state={{ categoryName: category.name }}
                  className={styles.viewAll}
                >
                  View All<span className="visually-hidden"> {category.name}</span> →
                </Link>
              </div>
              {category.products.length === 0 ? (
                <EmptyState message={MESSAGES.noProductsInCategory} />
              ) : (
                <div className={styles.grid}>
                  {category.products.slice(0, CATEGORY_OVERVIEW_PRODUCTS).map((product) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      categoryName={category.name}
                      eager={index === 0}
                    />
                  ))}
                </div>
              )}
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}

import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, MEDIA_SIZES, uploadSrcSet, uploadUrl } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Link } from 'react-router';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Reveal } from '../../shared/ui/Reveal';
import { EmptyState } from '../../shared/ui/States';
import styles from './Home.module.css';
import { ArrowRight } from './bits';

/** How many of the homepage call's featured products the home page shows (two rows of four on a wide screen). */
export const FEATURED_ON_HOME = 8;

/** Value-added products: the categories as tiles, then featured products as the shared product cards. */
export function ValueAdded({
  categories,
  products,
}: {
  categories: HomepageResponse['categories'];
  products: HomepageResponse['products'];
}) {
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const featured = products.slice(0, FEATURED_ON_HOME);
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-products">
      <div className="container">
        <div className={styles.headingRow}>
          <div className={styles.heading}>
            <p className={styles.eyebrow}>From our farm kitchen</p>
            <h2 id="home-products">Value-Added Products</h2>
            <p className={styles.lead}>
              What we grow, pressed, dried, roasted and pickled in small batches. Pick a shelf to browse.
            </p>
          </div>
          <Link to="/productsbycategory" className={styles.textLink}>
            All categories
            <ArrowRight />
          </Link>
        </div>

        {categories.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <ul className={styles.categoryGrid} aria-label="Product categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/productsbycategory/${category.id}`}
                  state={{ categoryName: category.name }}
                  className={styles.categoryTile}
                >
                  <img
                    src={uploadUrl(IMAGE_BASES.category, category.image)}
                    srcSet={uploadSrcSet(IMAGE_BASES.category, category.image)}
                    sizes={MEDIA_SIZES.categoryTile}
                    alt=""
                    width={600}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}

        <h3 className={styles.subheading}>Featured products</h3>
        {featured.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <ul className={styles.productGrid}>
            {featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} categoryName={categoryName.get(product.category_id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Reveal>
  );
}

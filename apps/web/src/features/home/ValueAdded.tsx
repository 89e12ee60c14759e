import { storefrontPaths } from '@farm/contract/routes';
import type { HomepageResponse } from '@farm/contract';
import { IMAGE_BASES, MEDIA_SIZES, uploadSrcSet, uploadUrl } from '@farm/contract/constants';
import { MESSAGES } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Reveal } from '../../shared/ui/Reveal';
import { EmptyState } from '../../shared/ui/States';
import styles from './Home.module.css';
import { ArrowRight } from './bits';
import { inPageLanguage } from '../../shared/i18n/content';

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
  const { t } = useLingui();
  // Each category's name in the page's language (the English where the farm has not written a Malayalam one).
  const names = new Map(
    categories.map((category) => [category.id, inPageLanguage(category.name, category.name_mal)]),
  );
  const featured = products.slice(0, FEATURED_ON_HOME);
  return (
    <Reveal className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-products">
      <div className="container">
        <div className={styles.headingRow}>
          <div className={styles.heading}>
            <p className={styles.eyebrow}>
              <Trans>From our farm kitchen</Trans>
            </p>
            <h2 id="home-products">
              <Trans>Value-Added Products</Trans>
            </h2>
            <p className={styles.lead}>
              <Trans>
                What we grow, pressed, dried, roasted and pickled in small batches. Pick a shelf to browse.
              </Trans>
            </p>
          </div>
          <Link to="/productsbycategory" className={styles.textLink}>
            <Trans>All categories</Trans>
            <ArrowRight />
          </Link>
        </div>

        {categories.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <ul className={styles.categoryGrid} aria-label={t`Product categories`}>
            {categories.map((category) => {
              const name = names.get(category.id) ?? { text: category.name, lang: undefined };
              return (
                <li key={category.id}>
                  <Link
                    to={storefrontPaths.category(category.id)}
                    state={{ categoryName: name.text }}
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
                    <span lang={name.lang}>{name.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}

        <h3 className={styles.subheading}>
          <Trans>Featured products</Trans>
        </h3>
        {featured.length === 0 ? (
          <EmptyState message={MESSAGES.noData} />
        ) : (
          <ul className={styles.productGrid}>
            {featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} categoryName={names.get(product.category_id)?.text} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Reveal>
  );
}

import type { ProductSummary } from '@farm/contract';
import { CARD_DESCRIPTION_LENGTH, IMAGE_BASES, MEDIA_SIZES, uploadSrcSet } from '@farm/contract/constants';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { inPageLanguage, namesInPageLanguage } from '../i18n/content';
import { useText } from '../i18n/useText';
import { cutText, productPath } from '../lib/text';
import { Price, payablePrice } from './Price';
import styles from './ProductCard.module.css';

/** The size a list shows the price of: the cheapest to pay (the first of equals), or none when there are no sizes. */
function cheapestSize(product: ProductSummary) {
  return product.baseprices.reduce<ProductSummary['baseprices'][number] | undefined>(
    (cheapest, size) => (cheapest && payablePrice(cheapest) <= payablePrice(size) ? cheapest : size),
    undefined,
  );
}

/**
 * A product in a list: picture, names, description cut at 200 characters, the cheapest size's price and that size
 * ("from ₹225 · 250 ml"; "₹225 · 250 ml" for a product with one size), Shop Now.
 */
export function ProductCard({
  product,
  categoryName,
  eager = false,
  headingLevel = 3,
}: {
  product: ProductSummary;
  categoryName?: string | undefined;
  eager?: boolean;
  /** 2 where the list sits right under the page's h1 (headings must not skip a level). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cheapest = cheapestSize(product);
  const size = cheapest?.size;
  const to = productPath(product);
  const text = useText();
  const names = namesInPageLanguage(product.product_name, product.product_name_mal);
  const name = names.main.text;
  const description = inPageLanguage(product.description, product.description_mal);
  return (
    <article className={styles.card}>
      <Link to={to} state={{ categoryName }} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          src={product.image_url}
          srcSet={uploadSrcSet(IMAGE_BASES.product, product.image)}
          sizes={MEDIA_SIZES.productCard}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {!product.in_stock ? <span className={styles.soldOut}>{text(STOCK_MESSAGES.soldOut)}</span> : null}
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={to} state={{ categoryName }} lang={names.main.lang}>
            {names.main.text}
          </Link>
        </Heading>
        {names.other ? (
          <p className={styles.mal} lang={names.other.lang}>
            {names.other.text}
          </p>
        ) : null}
        <p className={styles.description} lang={description.lang}>
          {cutText(description.text, CARD_DESCRIPTION_LENGTH)}
        </p>
        <div className={styles.footer}>
          {cheapest ? (
            <p className={styles.price}>
              {product.baseprices.length > 1 ? (
                <Trans>
                  from <Price original={cheapest.original_price} offer={cheapest.offer_price} />{' '}
                  <span className={styles.size}>· {size}</span>
                </Trans>
              ) : (
                <>
                  <Price original={cheapest.original_price} offer={cheapest.offer_price} />{' '}
                  <span className={styles.size}>· {size}</span>
                </>
              )}
            </p>
          ) : (
            <Price original={product.price} offer={0} />
          )}
          <Link to={to} state={{ categoryName }} className={`button ${styles.shop}`}>
            <Trans>
              Shop Now<span className="visually-hidden">: {name}</span>
            </Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}

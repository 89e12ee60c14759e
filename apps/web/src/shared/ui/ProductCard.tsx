import type { ProductSummary } from '@farm/contract';
import { CARD_DESCRIPTION_LENGTH, IMAGE_BASES, MEDIA_SIZES, uploadSrcSet } from '@farm/contract/constants';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { inLanguage } from '@farm/contract/languages';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/language';
import { useText } from '../i18n/useText';
import { cutText, productPath } from '../lib/text';
import { Price } from './Price';
import styles from './ProductCard.module.css';

/** A product in a list: picture, names, description cut at 200 characters, the first size's price, Shop Now. */
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
  const name = product.product_name;
  const first = product.baseprices[0] ?? { original_price: product.price, offer_price: 0 };
  const to = productPath(product);
  const text = useText();
  const language = currentLanguage();
  const description = inLanguage(language, product.description, product.description_mal);
  // The English stands in for a description the farm has not written in Malayalam yet.
  const descriptionLang = language === 'ml' && description === product.description ? 'en' : undefined;
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
          <Link to={to} state={{ categoryName }} lang={language === 'ml' ? 'en' : undefined}>
            {product.product_name}
          </Link>
        </Heading>
        {product.product_name_mal ? (
          <p className={styles.mal} lang="ml">
            {product.product_name_mal}
          </p>
        ) : null}
        <p className={styles.description} lang={descriptionLang}>
          {cutText(description, CARD_DESCRIPTION_LENGTH)}
        </p>
        <div className={styles.footer}>
          <Price original={first.original_price} offer={first.offer_price} />
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

import { storefrontPaths } from '@farm/contract/routes';
import type { ProductDetail } from '@farm/contract';
import { IMAGE_BASES, MAX_QUANTITY, MEDIA_SIZES, uploadSrcSet, uploadUrl } from '@farm/contract/constants';
import { CHECKOUT_MESSAGES, MESSAGES, NEEDS_JAVASCRIPT } from '@farm/contract/messages';
import { STOCK_DEFAULTS, STOCK_MESSAGES } from '@farm/contract/stock-words';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useSiteQuery } from '../../shared/api/api';
import { useCategoryNames } from '../../shared/api/categoryNames';
import { useText } from '../../shared/i18n/useText';
import { errorMessage } from '../../shared/api/errors';
import { useProductQuery } from './catalogueApi';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Price, payablePrice } from '../../shared/ui/Price';
import { ProductCard } from '../../shared/ui/ProductCard';
import { Spinner } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { idFromSlug } from '../../shared/lib/text';
import { currentLanguage } from '../../shared/i18n/language';
import { useAfterFirstPaint } from '../../shared/lib/useAfterFirstPaint';
import { addToCart, capToStock } from '../../shared/cart/cartSlice';
import { lineName } from '../../shared/cart/cartStock';
import { inPageLanguage } from '../../shared/i18n/content';
import styles from './ProductPage.module.css';
import { Declarations, OrganicBadge, SizeDeclarations } from './Declarations';
import { Reviews } from './Reviews';
import { BuyButtonLabel, PreorderBuyNote } from '../../shared/preorders/PreorderBuy';
import { BackInStock } from '../../shared/waitlist/BackInStock';
import { ProductSeason } from '../../shared/ui/Season';

/** The pictures; `name` is the product's name as the page shows it. */
function Gallery({ product, name }: { product: ProductDetail; name: string }) {
  const { t } = useLingui();
  const pictures = [product.image, ...product.images.map((i) => i.image)];
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? product.image;
  const number = index + 1;
  const count = pictures.length;
  return (
    <div className={styles.gallery}>
      <img
        className={styles.mainImage}
        src={uploadUrl(IMAGE_BASES.product, current)}
        srcSet={uploadSrcSet(IMAGE_BASES.product, current)}
        sizes={MEDIA_SIZES.productPicture}
        alt={index === 0 ? name : t`${name}, picture ${number}`}
        width={800}
        height={800}
        fetchPriority="high"
      />
      {pictures.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label={t`More pictures`}>
          {pictures.map((file, i) => {
            const shown = i + 1;
            return (
              <button
                key={`${file}-${i}`}
                type="button"
                className={styles.thumb}
                aria-label={t`Show picture ${shown} of ${count}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img
                  src={uploadUrl(IMAGE_BASES.product, file)}
                  srcSet={uploadSrcSet(IMAGE_BASES.product, file)}
                  sizes={MEDIA_SIZES.productThumb}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

type Size = ProductDetail['sizes'][number];

/** Sold out: marked so, or counted and none left (docs/domain.md "Stock"). */
const soldOut = (size: Size) => !size.in_stock || size.stock_left === 0;

/**
 * Sizes with their prices (sold-out ones disabled) and the chosen one's stock ("Only 3 left"), quantity (never more
 * than is left, nor MAX_QUANTITY), and Add to cart (same size adds up, never beyond what is left: docs/domain.md
 * "Stock").
 */
function BuyBox({ product, name }: { product: ProductDetail; name: string }) {
  const { t } = useLingui();
  const text = useText();
  const dispatch = useAppDispatch();
  const { data: site } = useSiteQuery();
  const threshold = site?.stock?.low_threshold ?? STOCK_DEFAULTS.lowStockThreshold;
  const cart = useAppSelector((state) => state.cart.items);
  const firstInStock = Math.max(
    0,
    product.sizes.findIndex((size) => !soldOut(size)),
  );
  const [selected, setSelected] = useState(firstInStock);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const size = product.sizes[selected];
  const price = product.prices[selected];
  const available = Boolean(size && !soldOut(size) && price);
  const stockLeft = size?.stock_left ?? null;
  const most = Math.min(MAX_QUANTITY, stockLeft ?? MAX_QUANTITY);
  const atStockLimit = stockLeft !== null && stockLeft < MAX_QUANTITY && quantity >= stockLeft;
  // "Only 3 left" under the threshold; above it, said once the quantity reaches what is left. A sold-out size says so
  // in its own label and on the disabled button: the note does not say it a third time. The English is
  // STOCK_MESSAGES.onlyLeft's (the contract's stockNote), word for word.
  const note =
    available && stockLeft !== null && (stockLeft <= threshold || atStockLimit)
      ? t`Only ${stockLeft} left`
      : null;
  // Which limit the + button stops at: what is left (the note says it) or the shop's quantity limit.
  const limitId = quantity < most ? undefined : atStockLimit ? 'stock-note' : 'quantity-limit';

  const add = () => {
    if (!size || !price || soldOut(size)) return;
    const line = {
      id: product.id,
      sizeId: size.id,
      priceId: price.id,
      product_name: product.product_name,
      product_name_mal: product.product_name_mal,
      image: product.image,
      size: size.size,
      selectPrice: payablePrice(price),
      // The original price too, so the cart can show it struck through beside an offer.
      price: price.original_price,
      ...(size.preorder ? { preorder: size.preorder } : {}),
    };
    const inCart = cart.find((held) => held.sizeId === size.id)?.quantity ?? 0;
    // The line as the page names it.
    const shownLine = lineName({ product_name: name, size: size.size });
    // More than is left, counting what the cart already holds of this size: the cart holds what is left, and says so
    // (STOCK_MESSAGES.cartCapped's English; a size on sale here has at least one left).
    if (stockLeft !== null && inCart + quantity > stockLeft) {
      if (inCart < stockLeft) dispatch(addToCart({ ...line, quantity: stockLeft - inCart }));
      else dispatch(capToStock([{ sizeId: size.id, left: stockLeft }]));
      setAdded(
        t`${plural(stockLeft, {
          one: `Only # of ${shownLine} is left, so your cart now holds #.`,
          other: `Only # of ${shownLine} are left, so your cart now holds #.`,
        })}`,
      );
      return;
    }
    dispatch(addToCart({ ...line, quantity }));
    setAdded(t`${quantity} × ${shownLine} added to your cart.`);
  };

  return (
    <div className={styles.buy}>
      {price ? <Price original={price.original_price} offer={price.offer_price} size="large" mrp /> : null}
      {size && price ? <SizeDeclarations size={size} price={price} name={name} /> : null}
      <fieldset className={styles.sizes}>
        <legend>
          <Trans>Size</Trans>
        </legend>
        <div className={styles.sizeOptions}>
          {product.sizes.map((option, i) => {
            const optionPrice = product.prices[i];
            return (
              <label
                key={option.id}
                className={`${styles.sizeOption} ${soldOut(option) ? styles.sizeOut : ''}`}
              >
                <input
                  type="radio"
                  name="size"
                  value={option.id}
                  checked={i === selected}
                  disabled={soldOut(option)}
                  onChange={() => {
                    setSelected(i);
                    // A new size starts again at one: three of the 500 ml must not become three of the 250 ml.
                    setQuantity(1);
                    setAdded(null);
                  }}
                />
                <span className={styles.sizeName}>{option.size}</span>
                {optionPrice ? (
                  <span className={styles.sizePrice}>
                    <Price original={optionPrice.original_price} offer={optionPrice.offer_price} />
                  </span>
                ) : null}
                {soldOut(option) ? (
                  <span className={styles.outLabel}>{text(STOCK_MESSAGES.soldOut)}</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* The chosen size's stock, said again when another size is chosen. */}
      <p className={styles.stockNote} id="stock-note" aria-live="polite">
        {note}
      </p>
      <PreorderBuyNote preorder={size?.preorder} />
      <noscript>
        <p className={styles.stockNote}>{text(NEEDS_JAVASCRIPT.cart)}</p>
      </noscript>
      <div className={styles.actions} data-needs-js>
        <div className={styles.quantity} role="group" aria-label={t`Quantity`}>
          <button
            type="button"
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={!available || quantity <= 1}
            aria-label={t`One less`}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t`Quantity`}>
            {quantity}
          </output>
          <button
            type="button"
            onClick={() => setQuantity((q) => Math.min(most, q + 1))}
            disabled={!available || quantity >= most}
            aria-label={t`One more`}
            aria-describedby={limitId}
          >
            +
          </button>
        </div>
        <button type="button" className="button" onClick={add} disabled={!available}>
          {available ? <BuyButtonLabel preorder={size?.preorder} /> : text(STOCK_MESSAGES.soldOut)}
        </button>
      </div>
      {limitId === 'quantity-limit' ? (
        <p className={styles.limit} id="quantity-limit">
          {text(CHECKOUT_MESSAGES.quantity)}
        </p>
      ) : null}
      <p className={styles.added} role="status">
        {added ? (
          <>
            {added}{' '}
            <Link to="/cart">
              <Trans>View cart</Trans>
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** /product/:slug (the id is the last dash-separated part): gallery, names, sizes and prices, cart, reviews. */
export function ProductPage() {
  const { t } = useLingui();
  const text = useText();
  const { slug } = useParams();
  const id = idFromSlug(slug);
  const location = useLocation();
  const { data, isLoading, error, refetch } = useProductQuery(id ?? 0, { skip: id === undefined });
  const product = data?.product;
  // A counted size's figures move with every payment's hold, and the page may have arrived with the server's cached
  // answer: once on screen it is asked again, so "Only N left" says what is there now.
  const counted = product?.sizes.some((size) => size.stock_left != null) ?? false;
  useEffect(() => {
    if (counted) void refetch();
  }, [counted, refetch]);
  // A product no longer sold names its category in English only: its Malayalam name from the categories at hand.
  const { categories } = useCategoryNames({ skip: true });
  const categoryIn = (id: number | undefined, english: string) => {
    const known = categories?.find((category) => category.id === id);
    return known ? inPageLanguage(known.name, known.name_mal).text : english;
  };
  // The category's name in the page's language: as the link here passed it, else as the product's answer gives it.
  const categoryName =
    (location.state as { categoryName?: string } | null)?.categoryName ??
    (product ? inPageLanguage(product.category_name, product.category_name_mal).text : undefined);
  const notFound = id === undefined || (error && 'status' in error && error.status === 404);
  // Reviews and related products (further down) come just after the picture, names and prices have been painted.
  const rest = useAfterFirstPaint(product !== undefined);

  if (isLoading) return <Spinner />;
  // A hidden product (410): the server says it is no longer sold and names the category to go to instead.
  const gone =
    error && 'status' in error && error.status === 410
      ? (error.data as { message?: string; category?: { id: number; name: string } | null } | undefined)
      : undefined;
  if (gone) {
    const goneCategory = gone.category ? categoryIn(gone.category.id, gone.category.name) : undefined;
    return (
      <div className="container page">
        <PageMeta title={t`No longer sold`} />
        <EmptyState message={text(gone.message ?? MESSAGES.noProductData)}>
          {gone.category ? (
            <Link
              to={storefrontPaths.category(gone.category.id)}
              state={{ categoryName: goneCategory }}
              className="button"
            >
              <Trans>See more {goneCategory}</Trans>
            </Link>
          ) : (
            <Link to="/productsbycategory" className="button">
              <Trans>See all products</Trans>
            </Link>
          )}
        </EmptyState>
      </div>
    );
  }
  if (notFound) {
    return (
      <div className="container page">
        <PageMeta title={t`Product not found`} />
        <EmptyState message={text(MESSAGES.noProductData)}>
          <Link to="/productsbycategory" className="button">
            <Trans>See all products</Trans>
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (error || !product) {
    return (
      <div className="container page">
        <ErrorState message={text(errorMessage(error, MESSAGES.noProductData))} />
      </div>
    );
  }

  // The name in the page's language leads. The other language's name follows it: on an English page the Malayalam
  // one, as always; on a Malayalam page the English one, unless it already leads for want of a Malayalam name.
  const name = inPageLanguage(product.product_name, product.product_name_mal);
  const otherName = name.lang
    ? null
    : currentLanguage() === 'ml'
      ? { text: product.product_name, lang: 'en' }
      : product.product_name_mal
        ? { text: product.product_name_mal, lang: 'ml' }
        : null;
  // Plain text for the meta description; the rendered Markdown for the page.
  const description = inPageLanguage(product.description, product.description_mal);
  const descriptionHtml = inPageLanguage(product.description_html, product.description_mal_html);
  const average = product.rating.average.toFixed(1);
  const reviewCount = product.rating.count;
  const sku = product.sku;

  return (
    <div className="container page">
      <PageMeta title={name.text} description={description.text} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: categoryName ?? t`Products`, to: storefrontPaths.category(product.category_id) },
          { label: name.text },
        ]}
      />
      <div className={styles.top}>
        <Gallery product={product} name={name.text} />
        <div className={styles.summary}>
          <h1 className={styles.title} lang={name.lang}>
            {name.text}
          </h1>
          {otherName ? (
            <p className={styles.mal} lang={otherName.lang}>
              {otherName.text}
            </p>
          ) : null}
          <OrganicBadge organic={product.organic} />
          <ProductSeason product={product} />
          <p className={styles.meta}>
            {reviewCount > 0 ? (
              <a href="#reviews">
                ★ {average} · <Plural value={reviewCount} one="# review" other="# reviews" />
              </a>
            ) : (
              <a href="#reviews">
                <Trans>No reviews yet</Trans>
              </a>
            )}
            <span aria-hidden="true"> · </span>
            <span>
              <Trans>SKU {sku}</Trans>
            </span>
          </p>
          <BuyBox product={product} name={name.text} />
          <BackInStock product={product} soldOut={soldOut} />
          {/* The server rendered the farm's Markdown and sanitised it as it does the farm's pages (no scripts,
              handlers or styles survive), so the page needs no Markdown code of its own. */}
          <div
            className={styles.description}
            lang={descriptionHtml.lang}
            dangerouslySetInnerHTML={{ __html: descriptionHtml.text }}
          />
          {product.video_link ? (
            <p>
              <a href={product.video_link} target="_blank" rel="noopener noreferrer">
                <Trans>Watch how we make it ↗</Trans>
              </a>
            </p>
          ) : null}
          <Declarations product={product} />
        </div>
      </div>
      {rest ? <Reviews product={product} /> : null}
      {rest && data.related_products.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">
            <Trans>You may also like</Trans>
          </h2>
          <div className={styles.relatedGrid}>
            {data.related_products.map((related) => (
              <ProductCard key={related.id} product={related} categoryName={categoryName} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

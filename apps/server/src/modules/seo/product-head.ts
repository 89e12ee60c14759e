import {
  decimalRupees,
  CURRENCY,
  IMAGE_BASES,
  MEDIA_SIZES,
  RATING_MAX,
  RATING_MIN,
  inLanguage,
  pathInLanguage,
  payableAmount,
  stockNote,
  uploadUrl,
  type Language,
  type ProductDetail,
} from '@farm/contract';
import { API, type HeadParts } from './head.js';
import { plainText } from './html.js';
import { pagePaths } from './paths.js';
import { HEAD_TEXTS } from './texts.js';

/** A product page's tags, with its schema.org Product (offers per size, rating) for search results. */
export function productHead(
  product: ProductDetail,
  shop: string,
  base: string,
  lowStock: number,
  language: Language,
): HeadParts {
  const path = pagePaths.product(product);
  const name = inLanguage(language, product.product_name, product.product_name_mal);
  const description = plainText(inLanguage(language, product.description, product.description_mal));
  const url = base + pathInLanguage(path, language);
  const payable = new Map(
    product.prices.map((price) => [
      price.product_size_id,
      payableAmount(price.original_price, price.offer_price),
    ]),
  );
  // As the page says it (docs/domain.md "Stock"): sold out, "Only N left" (limited), or in stock.
  const sizeAvailability = (size: ProductDetail['sizes'][number]) => {
    const note = stockNote(size, lowStock);
    return note === null
      ? 'InStock'
      : size.in_stock && size.stock_left !== 0
        ? 'LimitedAvailability'
        : 'OutOfStock';
  };
  const availability = (kind: 'InStock' | 'LimitedAvailability' | 'OutOfStock') =>
    `https://schema.org/${kind}`;
  const offers = product.sizes.flatMap((size) => {
    const price = payable.get(size.id);
    return price === undefined
      ? []
      : [
          {
            '@type': 'Offer',
            name: size.size,
            price: decimalRupees(price),
            priceCurrency: CURRENCY,
            availability: availability(sizeAvailability(size)),
            url,
          },
        ];
  });
  const prices = offers.map((offer) => Number(offer.price));
  // The product as a whole: in stock when any size is, else limited when any size is, else sold out.
  const kinds = new Set(product.sizes.map(sizeAvailability));
  const overall = kinds.has('InStock')
    ? 'InStock'
    : kinds.has('LimitedAvailability')
      ? 'LimitedAvailability'
      : 'OutOfStock';
  const offer =
    offers.length === 0
      ? undefined
      : offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: CURRENCY,
            lowPrice: decimalRupees(Math.min(...prices)),
            highPrice: decimalRupees(Math.max(...prices)),
            offerCount: offers.length,
            availability: availability(overall),
            offers,
          };
  const images = [product.image_url, ...product.images.map((i) => uploadUrl(IMAGE_BASES.product, i.image))];
  return {
    name,
    description: description || HEAD_TEXTS[language].productDescription(name, shop),
    path,
    type: 'product',
    image: product.image_url,
    imageAlt: name,
    preload: {
      image: product.image_url,
      imageSizes: MEDIA_SIZES.productPicture,
      fetches: [API.product(product.id)],
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description: description || undefined,
      image: images.map((image) => base + image),
      sku: product.sku,
      category: product.category_name || undefined,
      brand: { '@type': 'Brand', name: shop },
      url,
      offers: offer,
      // Search engines reject a rating with no reviews behind it.
      aggregateRating:
        product.rating.count > 0
          ? {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            }
          : undefined,
    },
  };
}

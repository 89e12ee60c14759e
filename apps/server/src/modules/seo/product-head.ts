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
  STOREFRONT_ROUTES,
  SHIPPING_ZONES,
  stockNote,
  uploadUrl,
  type ShippingZone,
  type Language,
  type ProductDetail,
} from '@farm/contract';
import { API, type HeadParts } from './head.js';
import { plainText } from './html.js';
import { pagePaths } from './paths.js';
import { HEAD_TEXTS } from './texts.js';

/** A zone's shipping slabs, lightest first (the checkout's own, from its read cache). */
export type ZoneSlabs = Record<
  ShippingZone,
  readonly { minWeightGrams: number; maxWeightGrams: number | null; chargePaise: number }[]
>;

/**
 * The return policy as the Return and Cancellation Policy page says it (docs/domain.md "What each product declares"):
 * an exchange (a refund when there is no replacement) for goods damaged in delivery, wrong or defective, asked for
 * within 24 hours of delivery, sent back by courier at the customer's cost.
 */
export const RETURN_POLICY = { days: 1, country: 'IN' } as const;
/**
 * Days from order to door as the Shipping Policy says them: dispatched 2-4 business days after payment, delivered
 * within 5-10 business days in all, so 3-6 in transit.
 */
export const DELIVERY_DAYS = { handling: [2, 4], transit: [3, 6] } as const;

const days = ([min, max]: readonly [number, number]) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/**
 * schema.org OfferShippingDetails for the lightest size, per zone: Kerala (region KL) and the rest of India. A zone
 * whose slabs do not cover that weight is left out.
 */
function shippingDetails(product: ProductDetail, slabs: ZoneSlabs | undefined) {
  if (!slabs || product.sizes.length === 0) return undefined;
  const lightest = Math.min(...product.sizes.map((size) => size.weight));
  const details = SHIPPING_ZONES.flatMap((zone) => {
    const slab = slabs[zone].find(
      (s) => s.minWeightGrams <= lightest && (s.maxWeightGrams === null || lightest <= s.maxWeightGrams),
    );
    if (!slab) return [];
    return [
      {
        '@type': 'OfferShippingDetails',
        shippingRate: {
          '@type': 'MonetaryAmount',
          value: decimalRupees(slab.chargePaise / 100),
          currency: CURRENCY,
        },
        shippingDestination: {
          '@type': 'DefinedRegion',
          addressCountry: 'IN',
          ...(zone === 'kerala' ? { addressRegion: 'KL' } : {}),
        },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: days(DELIVERY_DAYS.handling),
          transitTime: days(DELIVERY_DAYS.transit),
        },
      },
    ];
  });
  return details.length === 0 ? undefined : details;
}

/** schema.org MerchantReturnPolicy from the shop's return rules, linking to the page that says them in full. */
function returnPolicy(base: string, language: Language) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: RETURN_POLICY.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_POLICY.days,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    refundType: 'https://schema.org/ExchangeRefund',
    merchantReturnLink: base + pathInLanguage(STOREFRONT_ROUTES.refunds, language),
  };
}

/**
 * A product page's tags, with its schema.org Product (offers per size with their shipping and return policy, rating,
 * country of origin) for search results. `slabs` are the shop's shipping charges (absent: no shipping details).
 */
export function productHead(
  product: ProductDetail,
  shop: string,
  base: string,
  lowStock: number,
  language: Language,
  slabs?: ZoneSlabs,
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
  const shipping = shippingDetails(product, slabs);
  const policy = returnPolicy(base, language);
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
            shippingDetails: shipping,
            hasMerchantReturnPolicy: policy,
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
            shippingDetails: shipping,
            hasMerchantReturnPolicy: policy,
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
      countryOfOrigin: { '@type': 'Country', name: product.country_of_origin },
      hasMerchantReturnPolicy: policy,
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

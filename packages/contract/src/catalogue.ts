import { z } from 'zod';
import { idString, rupees, text } from './common.js';

export const basePrice = z.object({
  original_price: rupees,
  offer_price: rupees,
  /** The size's label ("250 ml"), so a card can say which size its price is for (issue 32). */
  size: z.string(),
});

/**
 * A product as lists show it; `price` / `selling_price` / `baseprices[0]` are the first size's. The descriptions are
 * plain text here (the farm's Markdown with its marks taken out), for cards, search results and meta descriptions;
 * the product's own answer adds them rendered (`description_html`).
 */
export const productSummary = z
  .object({
    id: z.number().int(),
    product_name: z.string(),
    product_name_mal: z.string(),
    product_slug: z.string(),
    image: z.string(),
    image_url: z.string(),
    description: z.string(),
    /** The Malayalam description; empty when the farm has not written one (the English shows). */
    description_mal: z.string(),
    sku: z.string(),
    category_id: z.number().int(),
    price: rupees,
    selling_price: rupees,
    in_stock: z.boolean(),
    baseprices: z.array(basePrice),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummary>;

export const searchResult = productSummary
  .extend({
    category_name: z.string(),
    /** Empty when the farm has not named the category in Malayalam. */
    category_name_mal: z.string(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const review = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    user_id: z.number().int().nullable(),
    name: z.string(),
    review: z.string(),
    start_ratings: z.number(),
    created_at: z.string(),
    /** The author bought this product: a delivered order of theirs, not fully refunded, holds it. */
    verified_purchase: z.boolean(),
    /** The farm's public answer, shown under the review. */
    reply: z.string().nullable().optional(),
    replied_at: z.string().nullable().optional(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const productSize = z.object({
  id: z.number().int(),
  size: z.string(),
  weight: z.number().int(),
  in_stock: z.boolean(),
  /** How many can be bought now when the farm counts this size (docs/domain.md "Stock"); null or absent = not counted. */
  stock_left: z.number().int().nullable().optional(),
});
export const productPrice = z.object({
  id: z.number().int(),
  product_size_id: z.number().int(),
  original_price: rupees,
  offer_price: rupees,
});

export const productDetail = productSummary
  .extend({
    category_name: z.string(),
    /** Empty when the farm has not named the category in Malayalam. */
    category_name_mal: z.string(),
    /** The English description's Markdown as sanitised HTML (as the farm's pages are rendered). */
    description_html: z.string(),
    /** The Malayalam description's, or empty when the farm has not written one (the English shows). */
    description_mal_html: z.string(),
    images: z.array(z.object({ id: z.number().int(), image: z.string() })),
    sizes: z.array(productSize),
    prices: z.array(productPrice),
    video: z.string().nullable(),
    video_link: z.string().nullable(),
    reviews: z.array(review),
    rating: z.object({ average: z.number(), count: z.number().int() }),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetail>;

export const productResponse = z.object({
  product: productDetail,
  related_products: z.array(productSummary),
});
export type ProductResponse = z.infer<typeof productResponse>;

export const categoryBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Malayalam name; empty when the farm has not written one (the English shows). */
  name_mal: z.string(),
  image: z.string(),
});
export const categoryWithProducts = categoryBrief
  .extend({ products: z.array(productSummary) })
  .meta({ id: 'CategoryWithProducts' });
export type CategoryWithProducts = z.infer<typeof categoryWithProducts>;
export const categoriesWithProducts = z.array(categoryWithProducts);

export const homepageResponse = z.object({
  currency: z.literal('INR'),
  homeVideoInGallary: z.array(
    z.object({ id: z.number().int(), video: z.string().nullable(), image: z.string() }),
  ),
  products: z.array(productSummary),
  certificates: z.array(z.object({ id: z.number().int(), title: z.string().nullable(), image: z.string() })),
  videoYoutube: z.array(
    z.object({ id: z.number().int(), title: z.string().nullable(), image: z.string(), video: z.string() }),
  ),
  categories: z.array(categoryBrief),
});
export type HomepageResponse = z.infer<typeof homepageResponse>;

export const productReviewsQuery = z.object({ product_id: idString });
export const productReviewsResponse = z.object({ reviews: z.array(review) });

/** Longest search text accepted; product names are far shorter. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_LIMIT = 100;
export const productSearchQuery = z.object({
  q: text()
    .max(SEARCH_MAX_LENGTH, `Search text can be at most ${SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `The limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SEARCH_MAX_LIMIT, `The limit must be at most ${SEARCH_MAX_LIMIT}.`))
    .optional(),
});
export const productSearchResponse = z.array(searchResult);

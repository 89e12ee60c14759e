import {
  IMAGE_BASES,
  paiseToRupees,
  payableAmount,
  stepsToRating,
  uploadUrl,
  type ProductSummary,
  type Review,
} from '@farm/contract';
import { describe } from './description.js';
import type { ProductRow, ReviewRow, SizeRow } from './repository.js';

/** The price a customer pays for a size: the offer when there is one (DOMAIN.md "Catalogue"). */
export function payablePaise(size: Pick<SizeRow, 'originalPricePaise' | 'offerPricePaise'>): number {
  return payableAmount(size.originalPricePaise, size.offerPricePaise);
}

export function toProductSummary(product: ProductRow, sizes: SizeRow[]): ProductSummary {
  const first = sizes[0];
  return {
    id: product.id,
    product_name: product.name,
    product_name_mal: product.nameMal,
    product_slug: product.slug,
    image: product.image,
    image_url: uploadUrl(IMAGE_BASES.product, product.image),
    // Plain text: cards, search results and meta descriptions show no Markdown marks (the product page renders it).
    description: describe(product.description).text,
    description_mal: describe(product.descriptionMal).text,
    sku: product.sku,
    category_id: product.categoryId,
    price: first ? paiseToRupees(first.originalPricePaise) : 0,
    selling_price: first ? paiseToRupees(payablePaise(first)) : 0,
    // A counted size at zero is sold out (the stock module moves the content version when one gets there).
    in_stock: sizes.some((size) => size.inStock && size.stockCount !== 0),
    baseprices: sizes.map((size) => ({
      original_price: paiseToRupees(size.originalPricePaise),
      offer_price: paiseToRupees(size.offerPricePaise),
      size: size.size,
    })),
  };
}

export function toReview(row: ReviewRow & { verifiedPurchase: boolean }): Review {
  return {
    id: row.id,
    product_id: row.productId,
    user_id: row.userId,
    name: row.name,
    review: row.review,
    start_ratings: stepsToRating(row.ratingHalves),
    created_at: row.createdAt.toISOString(),
    verified_purchase: row.verifiedPurchase,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
  };
}

/** Average rounded to one decimal, 0 when there are no reviews. */
export function ratingOf(rows: ReviewRow[]): { average: number; count: number } {
  if (rows.length === 0) return { average: 0, count: 0 };
  const halves = rows.reduce((sum, row) => sum + row.ratingHalves, 0);
  return { average: Math.round((stepsToRating(halves) / rows.length) * 10) / 10, count: rows.length };
}

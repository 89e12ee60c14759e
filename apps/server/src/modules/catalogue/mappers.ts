import {
  IMAGE_BASES,
  maskToMonths,
  organicClaim,
  type NetUnit,
  type OrganicScheme,
  paiseToRupees,
  payableAmount,
  stepsToRating,
  uploadUrl,
  type AdminCategory,
  type AdminProduct,
  type ProductStatus,
  type ProductSummary,
  type Review,
} from '@farm/contract';
import { describe } from './description.js';
import type { CategoryRow, ProductRow, ReviewRow, SizeRow } from './repository.js';

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

/**
 * What the product's label declares, as the product's answer carries it (docs/domain.md "What each product
 * declares"): the organic claim is the one `organicClaim` allows on `today` (India's date).
 */
export function toDeclarations(product: ProductRow, today: string) {
  // The check constraint keeps the scheme one of ORGANIC_SCHEMES.
  const scheme = product.organicScheme as OrganicScheme;
  return {
    shelf_life_months: product.shelfLifeMonths,
    ingredients: product.ingredients,
    ingredients_mal: product.ingredientsMal,
    manufacturer: product.manufacturer,
    country_of_origin: product.countryOfOrigin,
    organic: {
      scheme,
      certificate_no: product.organicCertificateNo,
      certifier: product.organicCertifier,
      valid_until: product.organicValidUntil,
      claim: organicClaim(scheme, product.organicValidUntil, today),
    },
  };
}

/** A size as the console's product query reads it, with what payments under way hold of it. */
export interface AdminSizeRow {
  id: number;
  productId: number;
  label: string;
  weightGrams: number;
  netQuantity: number;
  netUnit: NetUnit;
  labelImage: string | null;
  inStock: boolean;
  stockCount: number | null;
  held: number;
  priceId: number;
  original: number;
  offer: number;
}

/** Draft until first published; then published, or hidden while withdrawn. */
export function statusOf(product: { publishedAt: Date | null; active: boolean }): ProductStatus {
  if (product.publishedAt === null) return 'draft';
  return product.active ? 'published' : 'hidden';
}

/** A product as the console shows it; `sizes` and `images` may hold other products' rows too. */
export function toAdminProduct(
  p: ProductRow,
  categoryName: string,
  sizes: AdminSizeRow[],
  images: { productId: number; image: string }[],
  cropLinks: { productId: number; cropId: number }[] = [],
): AdminProduct {
  return {
    id: p.id,
    name: p.name,
    name_mal: p.nameMal,
    slug: p.slug,
    sku: p.sku,
    description: p.description,
    description_mal: p.descriptionMal,
    category_id: p.categoryId,
    category_name: categoryName,
    hsn_code: p.hsnCode,
    gst_rate: p.gstRatePercent,
    featured: p.featured,
    hidden: !p.active,
    status: statusOf(p),
    published_at: p.publishedAt?.toISOString() ?? null,
    sort_order: p.sortOrder,
    shelf_life_months: p.shelfLifeMonths,
    ingredients: p.ingredients,
    ingredients_mal: p.ingredientsMal,
    manufacturer: p.manufacturer,
    country_of_origin: p.countryOfOrigin,
    organic: {
      scheme: p.organicScheme as OrganicScheme,
      certificate_no: p.organicCertificateNo,
      certifier: p.organicCertifier,
      valid_until: p.organicValidUntil,
    },
    season: { months: maskToMonths(p.seasonMonths), note: p.seasonNote, note_mal: p.seasonNoteMal },
    crop_ids: cropLinks.filter((link) => link.productId === p.id).map((link) => link.cropId),
    pictures: [
      p.image,
      ...images.filter((i) => i.productId === p.id && i.image !== p.image).map((i) => i.image),
    ],
    sizes: sizes
      .filter((s) => s.productId === p.id)
      .map((s) => ({
        id: s.id,
        price_id: s.priceId,
        label: s.label,
        weight_grams: s.weightGrams,
        net_quantity: s.netQuantity,
        net_unit: s.netUnit,
        label_image: s.labelImage,
        price: paiseToRupees(Number(s.original)),
        offer_price: Number(s.offer) > 0 ? paiseToRupees(Number(s.offer)) : null,
        in_stock: s.inStock,
        stock_count: s.stockCount,
        available: s.stockCount === null ? null : Math.max(0, s.stockCount - Number(s.held)),
      })),
  };
}

export function toAdminCategory(c: CategoryRow, products: number): AdminCategory {
  return {
    id: c.id,
    name: c.name,
    name_mal: c.nameMal,
    description: c.description,
    description_mal: c.descriptionMal,
    picture: c.image,
    sort_order: c.sortOrder,
    hidden: !c.active,
    products,
  };
}

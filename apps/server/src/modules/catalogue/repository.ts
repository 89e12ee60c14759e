import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bannerItems,
  categories,
  certificates,
  productImages,
  productPrices,
  productSizes,
  products,
  reviews,
  videoFeed,
} from '../../db/schema.js';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Whether a review's author has an order, not cancelled, with the reviewed product in it ("verified purchase").
 * Columns are named with their tables: Drizzle leaves them bare in a one-table select.
 */
export const authorBoughtIt = sql<boolean>`exists (
  select 1 from "order_items" join "orders" on "orders"."id" = "order_items"."order_id"
  where "orders"."user_id" = "reviews"."user_id" and "order_items"."product_id" = "reviews"."product_id"
    and "orders"."status" <> 'Cancelled'
)`.mapWith(Boolean);

export interface SizeRow {
  id: number;
  productId: number;
  size: string;
  weightGrams: number;
  inStock: boolean;
  /** On the shelf; null = not counted. What payments hold is read fresh per request (modules/stock). */
  stockCount: number | null;
  priceId: number;
  originalPricePaise: number;
  offerPricePaise: number;
}

/** Catalogue queries. Every method is a fixed number of statements, whatever the size of the catalogue. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  listCategories(): Promise<CategoryRow[]> {
    // A hidden category leaves every storefront list (its products' own pages stay).
    return this.db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
  }

  listActiveProducts(): Promise<ProductRow[]> {
    return this.db
      .select(getTableColumns(products))
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.active, true), eq(categories.active, true)))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }

  /** A hidden product's category (id and name; null when the category is hidden too), for the 410 answer. */
  async findHiddenProductCategory(
    id: number,
  ): Promise<{ category: { id: number; name: string } | null } | undefined> {
    const [row] = await this.db
      .select({ id: categories.id, name: categories.name, active: categories.active })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, id), eq(products.active, false)));
    if (!row) return undefined;
    return { category: row.active ? { id: row.id, name: row.name } : null };
  }

  async findActiveProduct(id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    return row;
  }

  /** Sizes with their price rows; all products when `productIds` is omitted. */
  listSizes(productIds?: number[]): Promise<SizeRow[]> {
    const query = this.db
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        size: productSizes.size,
        weightGrams: productSizes.weightGrams,
        inStock: productSizes.inStock,
        stockCount: productSizes.stockCount,
        priceId: productPrices.id,
        originalPricePaise: productPrices.originalPricePaise,
        offerPricePaise: productPrices.offerPricePaise,
      })
      .from(productSizes)
      .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id));
    const filtered = productIds ? query.where(inArray(productSizes.productId, productIds)) : query;
    return filtered.orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id));
  }

  listProductImages(productId: number) {
    return this.db
      .select({ id: productImages.id, image: productImages.image })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  }

  /** A product's shown reviews (not hidden by the farm), newest first, each marked when its author bought the product. */
  listReviews(productId: number): Promise<(ReviewRow & { verifiedPurchase: boolean })[]> {
    return this.db
      .select({ ...getTableColumns(reviews), verifiedPurchase: authorBoughtIt })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  listBanners() {
    return this.db
      .select({ id: bannerItems.id, video: bannerItems.video, image: bannerItems.image })
      .from(bannerItems)
      .orderBy(asc(bannerItems.sortOrder), asc(bannerItems.id));
  }

  listCertificates() {
    return this.db
      .select({ id: certificates.id, title: certificates.title, image: certificates.image })
      .from(certificates)
      .orderBy(asc(certificates.sortOrder), asc(certificates.id));
  }

  listVideos() {
    return this.db
      .select({ id: videoFeed.id, title: videoFeed.title, image: videoFeed.image, video: videoFeed.video })
      .from(videoFeed)
      .orderBy(asc(videoFeed.sortOrder), asc(videoFeed.id));
  }
}

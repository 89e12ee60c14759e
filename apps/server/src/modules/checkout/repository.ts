import { asc, eq, sql } from 'drizzle-orm';
import type { ShippingZone } from '@farm/contract';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { productPrices, productSizes, products, shippingSlabs } from '../../db/schema.js';

export interface SellableSize {
  productSizeId: number;
  productId: number;
  priceId: number;
  size: string;
  weightGrams: number;
  inStock: boolean;
  /** Null when the farm does not count this size (contract: stock.ts). */
  stockCount: number | null;
  productActive: boolean;
  productName: string;
  productNameMal: string;
  productSlug: string;
  image: string;
  originalPricePaise: number;
  offerPricePaise: number;
}

export interface SlabRow {
  minWeightGrams: number;
  maxWeightGrams: number | null;
  chargePaise: number;
}

// Every quote and gateway order prices its cart: built once, and parsed once per connection by PostgreSQL.
const prepareSizesQuery = (db: Db) =>
  db
    .select({
      productSizeId: productSizes.id,
      productId: productSizes.productId,
      priceId: productPrices.id,
      size: productSizes.size,
      weightGrams: productSizes.weightGrams,
      inStock: productSizes.inStock,
      stockCount: productSizes.stockCount,
      // On sale: shown in the shop (a draft never was, a hidden product is withdrawn).
      productActive: sql<boolean>`(${products.active} and ${products.publishedAt} is not null)`.mapWith(
        Boolean,
      ),
      productName: products.name,
      productNameMal: products.nameMal,
      productSlug: products.slug,
      image: products.image,
      originalPricePaise: productPrices.originalPricePaise,
      offerPricePaise: productPrices.offerPricePaise,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id))
    // One array parameter, so carts of any length share the statement.
    .where(sql`${productSizes.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('checkout_sizes');

/**
 * What checkout reads: today's sizes and prices and the shipping slabs. Sizes and prices are read fresh for every
 * cart; slabs change rarely and come from the read cache, which drops them
 * when the database's content version moves (within CONTENT_CHECK_MS of a change made anywhere).
 */
export class CheckoutRepository {
  private readonly sizesQuery: ReturnType<typeof prepareSizesQuery>;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
  ) {
    this.sizesQuery = prepareSizesQuery(db);
  }

  /** Every requested size with its product and price, in one statement however long the cart. */
  sizes(sizeIds: number[]): Promise<SellableSize[]> {
    if (sizeIds.length === 0) return Promise.resolve([]);
    return this.sizesQuery.execute({ ids: sizeIds });
  }

  slabs(zone: ShippingZone): Promise<SlabRow[]> {
    return this.cache.get(`checkout:slabs:${zone}`, () => this.readSlabs(zone));
  }

  private readSlabs(zone: ShippingZone): Promise<SlabRow[]> {
    return this.db
      .select({
        minWeightGrams: shippingSlabs.minWeightGrams,
        maxWeightGrams: shippingSlabs.maxWeightGrams,
        chargePaise: shippingSlabs.chargePaise,
      })
      .from(shippingSlabs)
      .where(eq(shippingSlabs.zone, zone))
      .orderBy(asc(shippingSlabs.minWeightGrams));
  }
}

import { asc, eq, sql } from 'drizzle-orm';
import type { ProductStatus } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { categories, productPrices, products, productSizes } from '../../db/schema.js';
import { statusOf } from './mappers.js';

/** One size of a category's products with its prices, as a bulk change reads it. */
export interface CategorySize {
  sizeId: number;
  productId: number;
  productName: string;
  productStatus: ProductStatus;
  size: string;
  mrp: number;
  offer: number;
}

/**
 * The queries of a category's prices in bulk (issue 36): every size of the category's products with its prices, and
 * the new prices written in one statement. Built on the pool or on one transaction (withTransaction).
 */
export class BulkPricesRepository {
  constructor(private readonly db: Db) {}

  async categoryName(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, id));
    return row?.name;
  }

  /**
   * Every size of the category's products, drafts and hidden ones too, in the shop's order. `lock` takes the price
   * rows' locks until the transaction ends, so no product save or other change moves them between this read and the
   * write.
   */
  async categorySizes(
    categoryId: number,
    { lock = false }: { lock?: boolean } = {},
  ): Promise<CategorySize[]> {
    const query = this.db
      .select({
        sizeId: productSizes.id,
        productId: products.id,
        productName: products.name,
        publishedAt: products.publishedAt,
        active: products.active,
        size: productSizes.size,
        mrp: productPrices.originalPricePaise,
        offer: productPrices.offerPricePaise,
      })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .innerJoin(productPrices, eq(productPrices.productSizeId, productSizes.id))
      .where(eq(products.categoryId, categoryId))
      .orderBy(asc(products.sortOrder), asc(products.id), asc(productSizes.sortOrder), asc(productSizes.id));
    const rows = lock ? await query.for('update', { of: productPrices }) : await query;
    return rows.map(({ publishedAt, active, ...row }) => ({
      ...row,
      productStatus: statusOf({ publishedAt, active }),
    }));
  }

  /** Writes these sizes' new prices in one statement. */
  async setPrices(prices: { sizeId: number; mrp: number; offer: number }[]): Promise<void> {
    const rows = prices.map(({ sizeId, mrp, offer }) => ({ size_id: sizeId, mrp, offer }));
    await this.db.execute(sql`
      update product_prices set original_price_paise = v.mrp, offer_price_paise = v.offer
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(size_id int, mrp bigint, offer bigint)
      where product_prices.product_size_id = v.size_id`);
  }
}

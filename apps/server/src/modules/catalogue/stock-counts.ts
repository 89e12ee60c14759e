import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSizes } from '../../db/schema.js';

/**
 * A size's stock count is a column of the catalogue's sizes (the storefront reads it with the size), but the stock
 * module decides it: these are the only writes of it, which the stock module makes inside its own transaction, with
 * the size locked and the movement that explains the change.
 */
export class StockCounts {
  constructor(private readonly db: Db) {}

  /** Moves a size's count by `change` (a size not counted starts from zero); answers the count after. */
  async add(sizeId: number, change: number): Promise<number> {
    const [row] = await this.db
      .update(productSizes)
      .set({ stockCount: sql`coalesce(${productSizes.stockCount}, 0) + ${change}` })
      .where(eq(productSizes.id, sizeId))
      .returning({ count: productSizes.stockCount });
    return row!.count!;
  }

  /** Sets a size's count outright: null stops counting it, 0 starts. */
  async set(sizeId: number, count: number | null): Promise<void> {
    await this.db.update(productSizes).set({ stockCount: count }).where(eq(productSizes.id, sizeId));
  }
}

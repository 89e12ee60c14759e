import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shop } from '../../db/schema.js';

export type ShopRow = typeof shop.$inferSelect;

export class SiteRepository {
  constructor(private readonly db: Db) {}

  async findShop(): Promise<ShopRow | undefined> {
    const [row] = await this.db.select().from(shop).where(eq(shop.id, 1));
    return row;
  }

  /** Changes the shop's settings; answers the row as it was before, for the audit trail. */
  async update(values: Partial<Omit<ShopRow, 'id'>>): Promise<ShopRow | undefined> {
    const before = await this.db.select().from(shop).where(eq(shop.id, 1)).for('update');
    await this.db
      .update(shop)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shop.id, 1));
    return before[0];
  }

  /**
   * The stock settings (the hold in seconds, the low-stock threshold) are columns of the shop's row, which this module
   * owns: the stock module saves them through here, inside its own transaction with the audit row.
   */
  async saveStockSettings(holdSeconds: number, lowThreshold: number): Promise<void> {
    await this.db
      .update(shop)
      .set({ stockHoldSeconds: holdSeconds, lowStockThreshold: lowThreshold, updatedAt: new Date() })
      .where(eq(shop.id, 1));
  }
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/** The lines an order went short of stock, by size; the order's own column. */
export type StockShort = { productSizeId: number; short: number }[];

/**
 * Records which of an order's lines went short of stock. The column is the order's, but the stock module and the
 * flows decide it (inside their own transactions), so they write it through here rather than into the table.
 */
export async function recordStockShort(db: Db, orderId: number, short: StockShort): Promise<void> {
  await db.update(orders).set({ stockShort: short }).where(eq(orders.id, orderId));
}

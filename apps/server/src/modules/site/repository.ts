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
}

import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema.js';
import { authorBoughtIt, type ReviewRow } from '../catalogue/index.js';

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes the customer's review of the product, or rewrites the one they wrote before (one per customer and
   * product, by unique index, also when two arrive at once). `created` tells which happened.
   */
  async upsert(values: {
    productId: number;
    userId: number;
    name: string;
    review: string;
    ratingHalves: number;
  }): Promise<{ row: ReviewRow & { verifiedPurchase: boolean }; created: boolean }> {
    const [written] = await this.db
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        targetWhere: sql`${reviews.userId} IS NOT NULL`,
        set: {
          name: values.name,
          review: values.review,
          ratingHalves: values.ratingHalves,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 for a row this statement inserted, and set for one it updated.
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)`.mapWith(Boolean) });
    const [row] = await this.db
      .select({ ...getTableColumns(reviews), verifiedPurchase: authorBoughtIt })
      .from(reviews)
      .where(sql`${reviews.id} = ${written!.id}`);
    return { row: row!, created: written!.created };
  }
}

import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { ratingToSteps, stepsToRating, type AdminReview, type AdminReviewsQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { products, reviews } from '../../db/schema.js';

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  name: reviews.name,
  review: reviews.review,
  ratingHalves: reviews.ratingHalves,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};
interface Row {
  id: number;
  productId: number;
  productName: string;
  name: string;
  review: string;
  ratingHalves: number;
  createdAt: Date;
  hiddenAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
}

function toAdminReview(row: Row): AdminReview {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    name: row.name,
    review: row.review,
    start_ratings: stepsToRating(row.ratingHalves),
    created_at: row.createdAt.toISOString(),
    hidden_at: row.hiddenAt?.toISOString() ?? null,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
  };
}

/** Reviews as the console sees them: hidden ones too, with the product's name. */
export class ReviewAdminRepository {
  constructor(private readonly db: Db) {}

  async list(query: AdminReviewsQuery): Promise<{ data: AdminReview[]; total: number }> {
    const filters: SQL[] = [];
    if (query.product_id !== undefined) filters.push(eq(reviews.productId, query.product_id));
    if (query.rating !== undefined) {
      // Whole stars: 4 finds 4 and 4.5 (ratings are kept in half stars).
      filters.push(
        gte(reviews.ratingHalves, ratingToSteps(query.rating)),
        lt(reviews.ratingHalves, ratingToSteps(query.rating + 1)),
      );
    }
    const where = filters.length ? and(...filters) : undefined;
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(where);
    const rows = await this.db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return { data: rows.map(toAdminReview), total: counted?.n ?? 0 };
  }

  /** The review, locked until the transaction ends. */
  async lock(id: number): Promise<AdminReview | undefined> {
    const [locked] = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    return locked ? this.find(id) : undefined;
  }

  async find(id: number): Promise<AdminReview | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, id));
    return row ? toAdminReview(row) : undefined;
  }

  async update(
    id: number,
    values: Partial<{ hiddenAt: Date | null; reply: string | null; repliedAt: Date | null }>,
  ): Promise<void> {
    await this.db.update(reviews).set(values).where(eq(reviews.id, id));
  }
}

/**
 * The tables the reviews module owns: product reviews. Only this module writes them (test/table-owners.test.ts);
 * db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from '../../db/columns.js';
import { products } from '../catalogue/schema.js';
import { users } from '../customers/schema.js';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The customer who wrote it; kept (as null) if the account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    review: text('review').notNull(),
    /** Rating in half stars (0..10) so 4.5 stars is exactly 9, with no floating point in the database. */
    ratingHalves: smallint('rating_halves').notNull(),
    /** Hidden by the farm: gone from the product page and from its rating; shown again by clearing it. */
    hiddenAt: moment('hidden_at'),
    /** The farm's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: moment('replied_at'),
    ...timestamps,
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer and product: writing again edits it.
    uniqueIndex('reviews_one_per_customer')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    check('reviews_rating_range', sql`${t.ratingHalves} BETWEEN 0 AND 10`),
  ],
);

/**
 * The tables the preorders module owns (issue 37): pre-orders against a harvest. Only this module writes them
 * (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns.js';
import { productSizes } from '../catalogue/schema.js';
import { staff } from '../staff/schema.js';

/**
 * A size sold ahead of its harvest: up to the expected yield, until the closing time, to be sent in the dispatch
 * window. While it is open the size sells from it and not from the shelf (docs/domain.md "Pre-orders"). Sold units are
 * counted on the row in the transaction of each sale, and the database refuses more than the expected quantity even if
 * the code that prevents it were wrong. Recording the harvest (the real yield) ends it.
 */
export const preorders = pgTable(
  'preorders',
  {
    id: id(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'restrict' }),
    expectedQuantity: integer('expected_quantity').notNull(),
    /** Units sold by paid orders (less none: a short harvest's refunds are counted by `actual_quantity`). */
    soldQuantity: integer('sold_quantity').notNull().default(0),
    /** The dispatch window, days in Kerala: "ships 12–18 January". */
    dispatchFrom: date('dispatch_from', { mode: 'string' }).notNull(),
    dispatchTo: date('dispatch_to', { mode: 'string' }).notNull(),
    /** No sale after this moment (nor once the expected quantity is sold). */
    closesAt: moment('closes_at').notNull(),
    /** Closed early by the farm; null while it runs to its date. */
    closedAt: moment('closed_at'),
    /** The real yield, recorded when the harvest is in; null until then. */
    actualQuantity: integer('actual_quantity'),
    harvestedAt: moment('harvested_at'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One pre-order at a time per size: the one not yet harvested.
    uniqueIndex('preorders_size_open_unique')
      .on(t.productSizeId)
      .where(sql`${t.harvestedAt} IS NULL`),
    index('preorders_size_idx').on(t.productSizeId, t.id),
    check('preorders_expected_positive', sql`${t.expectedQuantity} > 0`),
    check('preorders_sold_valid', sql`${t.soldQuantity} >= 0 AND ${t.soldQuantity} <= ${t.expectedQuantity}`),
    check('preorders_window_valid', sql`${t.dispatchFrom} <= ${t.dispatchTo}`),
    check('preorders_actual_valid', sql`${t.actualQuantity} IS NULL OR ${t.actualQuantity} >= 0`),
  ],
);

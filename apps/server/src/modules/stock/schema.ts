/**
 * The tables the stock module owns: the stock ledger (movements) and the holds of payments under way. Only this module
 * writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database
 * client.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns.js';
import { productSizes } from '../catalogue/schema.js';
import { orders } from '../orders/schema.js';
import { paymentOrders } from '../payments/schema.js';
import { staff } from '../staff/schema.js';

/**
 * Every change to a counted size's stock, so the count is always the sum of its movements: a count taken (the
 * difference), a batch received, a correction with its reason, an order's sale, stock given back by a cancel or a
 * full refund. Written in the same transaction as the count it changes.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    change: integer('change').notNull(),
    countAfter: integer('count_after').notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_size_idx').on(t.productSizeId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check(
      'stock_movements_kind_valid',
      sql`${t.kind} IN ('count', 'received', 'correction', 'sale', 'returned')`,
    ),
    check('stock_movements_change_not_zero', sql`${t.change} <> 0`),
  ],
);

/**
 * Jars held for a payment under way (docs/domain.md "Stock"): held until `expires_at`, then simply no longer
 * counted against the shelf, whoever was supposed to release them and whether or not the server survived. A paid
 * order turns its hold into a sale; a failed or refunded payment releases it; the reconciliation pass marks the
 * expired ones released.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: id(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** held → sold | released. */
    state: varchar('state', { length: 10 }).notNull().default('held'),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_holds_payment_size_unique').on(t.paymentOrderId, t.productSizeId),
    index('stock_holds_size_held_idx')
      .on(t.productSizeId, t.expiresAt)
      .where(sql`${t.state} = 'held'`),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_holds_state_valid', sql`${t.state} IN ('held', 'sold', 'released')`),
  ],
);

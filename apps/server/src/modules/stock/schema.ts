/**
 * The tables the stock module owns: the stock ledger (movements) and the holds of payments under way. Only this module
 * writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database
 * client.
 */
import { sql } from 'drizzle-orm';
import { STOCK_MOVEMENT_KINDS, LOT_PROCESSES } from '@farm/contract';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, moment, oneOf } from '../../db/columns.js';
import { productSizes } from '../catalogue/schema.js';
import { crops } from '../farm/schema.js';
import { media } from '../media/schema.js';
import { orders } from '../orders/schema.js';
import { recalls } from '../recalls/schema.js';
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
    /** The lot the units came into or out of (issue 38); null only for movements written before lots. */
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_size_idx').on(t.productSizeId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_lot_idx').on(t.lotId),
    check('stock_movements_kind_valid', oneOf(t.kind, STOCK_MOVEMENT_KINDS)),
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

/**
 * A lot (issue 38, docs/domain.md "Lots"): units of a size that came in together, with where they were grown and
 * when they were harvested, processed and are best before. A counted size's count is always the sum of its lots'
 * `on_hand`: every movement names its lot and moves both in one transaction, with the size's row locked.
 */
export const lots = pgTable(
  'lots',
  {
    id: id(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** The farm's own code or one generated; printed on the jar and in the QR's address, so unique in the shop. */
    code: varchar('code', { length: 40 }).notNull(),
    /** How many came in. */
    received: integer('received').notNull(),
    /** How many are on the shelf now (not sold, not written off). */
    onHand: integer('on_hand').notNull(),
    cropId: integer('crop_id').references(() => crops.id, { onDelete: 'set null' }),
    /** The plot it was grown on, or the supplier it came from. */
    source: varchar('source', { length: 200 }).notNull().default(''),
    harvestedOn: date('harvested_on', { mode: 'string' }),
    processedOn: date('processed_on', { mode: 'string' }),
    /** What was done on `processed_on` (contract: LOT_PROCESSES). */
    process: varchar('process', { length: 20 }),
    /** Null only for the stock that was on the shelf before lots (migration 0025): its dates were never recorded. */
    bestBefore: date('best_before', { mode: 'string' }),
    /** A lab test or certificate picture (the media library). */
    certificateMediaId: integer('certificate_media_id').references(() => media.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** Blocked from packing and selling by a recall; never unblocked (the recall is on record). */
    blockedAt: moment('blocked_at'),
    recallId: integer('recall_id').references(() => recalls.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_code_unique').on(sql`upper(${t.code})`),
    index('lots_size_idx').on(t.productSizeId, t.bestBefore),
    check('lots_on_hand_valid', sql`${t.onHand} >= 0`),
    check('lots_received_valid', sql`${t.received} >= 0`),
    check('lots_process_valid', sql`${t.process} IS NULL OR ${oneOf(t.process, LOT_PROCESSES)}`),
  ],
);

/**
 * Which lots an order's units came from (issue 38): taken first-expiry-first when the order is placed, confirmed or
 * changed when it is packed (`packed_at`). A recall finds its orders here.
 */
export const orderLots = pgTable(
  'order_lots',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    packedAt: moment('packed_at'),
  },
  (t) => [
    uniqueIndex('order_lots_unique').on(t.orderId, t.productSizeId, t.lotId),
    index('order_lots_lot_idx').on(t.lotId),
    check('order_lots_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

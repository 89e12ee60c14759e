/**
 * The tables the payments module owns: payment orders, refunds and their lines, the gateway's webhook deliveries, the
 * sandbox and the shop's own secrets. Only this module writes them (test/table-owners.test.ts); db/schema.ts gathers
 * every module's tables for drizzle-kit and the database client.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, moment, money, timestamps } from '../../db/columns.js';
import { users } from '../customers/schema.js';
import { orderItems, orders } from '../orders/schema.js';

/** A cart line as priced when its payment started: the order is written from this copy. */
export interface RememberedLine {
  productId: number;
  productSizeId: number;
  productName: string;
  productNameMal: string;
  productSlug: string;
  image: string;
  size: string;
  weightGrams: number;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  /** The size was counted when the cart was priced: its order takes it from the shelf (docs/domain.md "Stock"). */
  counted?: boolean;
  /** Sold from this pre-order (issue 37): its order line names it and its hold counts against the pre-order. */
  preorderId?: number;
}

export interface RememberedAddress {
  firstName: string;
  lastName: string;
  address: string;
  landmark: string | null;
  city: string;
  stateId: number;
  pincode: string;
  phoneNumber: string;
}

/**
 * A payment started with the gateway (a Razorpay order, or a sandbox one). It remembers the cart, address, amounts
 * and delivery note it was created for, so the order can be completed from it alone (by the webhook, the redirect
 * or the reconciliation pass) if the browser never comes back.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    /** sandbox, test (rzp_test_ keys) or live: a gateway order is only ever completed in the mode that made it. */
    gatewayMode: varchar('gateway_mode', { length: 10 }).notNull().default('sandbox'),
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The priced lines and delivery address it was created for; null for an older storefront's amount-only payment. */
    cart: jsonb('cart').$type<RememberedLine[] | null>(),
    address: jsonb('address').$type<RememberedAddress | null>(),
    subtotalPaise: money('subtotal_paise'),
    shippingPaise: money('shipping_paise'),
    amountPaise: money('amount_paise').notNull(),
    specialInstructions: text('special_instructions'),
    /** The shopper's choice for a cart mixing pre-order and ready goods (orders.delivery_plan); null otherwise. */
    deliveryPlan: varchar('delivery_plan', { length: 10 }),
    /** What the attempt was for (customer, cart, address, total): a retry of the same attempt reuses the order. */
    attemptKey: varchar('attempt_key', { length: 64 }),
    /**
     * created → paid (its payment captured) | failed (a failed attempt; another may follow) → refunded (paid, but
     * it could not become an order, so the money went back).
     */
    status: varchar('status', { length: 20 }).notNull().default('created'),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }),
    capturedAt: moment('captured_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_unique').on(t.gatewayOrderId),
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_attempt_idx').on(t.userId, t.attemptKey),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_status_valid', sql`${t.status} IN ('created', 'paid', 'failed', 'refunded')`),
    check('payment_orders_mode_valid', sql`${t.gatewayMode} IN ('sandbox', 'test', 'live')`),
  ],
);

/**
 * The refunds ledger: every refund, full or partial, from a customer's cancel, the farm's console, or a payment that
 * could not become an order. A row is written (pending) and committed before the gateway is called, with a key the
 * gateway uses to refuse a second refund for the same row; the gateway's answer, its webhooks and the
 * reconciliation pass move it to processed or failed. Never more in total than was captured (RefundService).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** The order refunded; null for a payment that never became an order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** Who asked: `customer:12`, `staff:3` or `system`. */
    requestedBy: varchar('requested_by', { length: 40 }).notNull(),
    /** pending → processed | failed. */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** Sent as X-Refund-Idempotency: the gateway answers a repeat with the refund it already made. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    gatewayRefundId: varchar('gateway_refund_id', { length: 100 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: moment('processed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_unique').on(t.gatewayRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_order_idx').on(t.paymentOrderId),
    index('refunds_status_idx').on(t.status, t.updatedAt),
    check('refunds_status_valid', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The order lines a refund gives back (issue 32): a refund with lines refunds those units; one without is a goodwill
 * amount with its reason. `restock` puts the units back on the shelf (not for a jar that arrived broken).
 */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: id(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    restock: boolean('restock').notNull().default(true),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.refundId),
    index('refund_lines_item_idx').on(t.orderItemId),
    check('refund_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Razorpay's webhook deliveries already handled, by `x-razorpay-event-id` (it delivers at least once). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  event: varchar('event', { length: 60 }).notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/** Secrets the shop makes for itself on its first start and keeps (the sandbox's signing secret). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * The sandbox gateway's payments (test mode only), kept in the database like Razorpay keeps its own, so a test
 * payment can be verified, captured, refunded or reconciled by any process and after a restart.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    orderId: varchar('order_id', { length: 100 }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    /** created, authorized, captured, refunded or failed, as Razorpay names them. */
    status: varchar('status', { length: 20 }).notNull(),
    refundedPaise: money('refunded_paise').notNull().default(0),
    /** Refunds made, by idempotency key: [{id, key, amount}]. */
    refunds: jsonb('refunds').$type<{ id: string; key: string; amount: number }[]>().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

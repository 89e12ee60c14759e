/**
 * The tables the orders module owns: orders, their lines and their events. Only this module writes them (test/table-
 * owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { DELIVERY_PLANS, LANGUAGES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@farm/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, moment, money, oneOf, timestamps } from '../../db/columns.js';
import { productSizes, products } from '../catalogue/schema.js';
import { users } from '../customers/schema.js';
import { preorders } from '../preorders/schema.js';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: varchar('order_no', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('Placed'),
    paymentMethod: varchar('payment_method', { length: 10 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    subtotalPaise: money('subtotal_paise').notNull(),
    shippingPaise: money('shipping_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    itemsCount: integer('items_count').notNull(),
    specialInstructions: text('special_instructions'),
    // The delivery address as it was when the order was placed.
    shipFirstName: varchar('ship_first_name', { length: 80 }).notNull(),
    shipLastName: varchar('ship_last_name', { length: 80 }).notNull(),
    shipAddress: varchar('ship_address', { length: 255 }).notNull(),
    shipLandmark: varchar('ship_landmark', { length: 120 }),
    shipCity: varchar('ship_city', { length: 80 }).notNull(),
    shipStateId: smallint('ship_state_id').notNull(),
    shipPincode: varchar('ship_pincode', { length: 6 }).notNull(),
    shipPhone: varchar('ship_phone', { length: 10 }).notNull(),
    gateway: varchar('gateway', { length: 20 }),
    /** One order per gateway order: the unique index makes storing it twice, even at once, give the first. */
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }),
    /** What the refunds ledger has processed so far (the sum of its processed refunds); 0 when none. */
    refundedPaise: money('refunded_paise').notNull().default(0),
    cancelledAt: moment('cancelled_at'),
    /**
     * Paid after its hold ran out, when the stock had gone meanwhile: the sizes it is short of, for the farm's
     * attention (a refund in one click). Null for every other order.
     */
    stockShort: jsonb('stock_short').$type<{ productSizeId: number; short: number }[] | null>(),
    /** The storefront language the order was placed in: its e-mails and invoice are written in it (issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /**
     * With pre-order lines (issue 37): 'together' (one parcel once the harvest is in) or 'split' (the ready goods now,
     * the pre-order later, each parcel's shipping charged); null for an order of ready goods only.
     */
    deliveryPlan: varchar('delivery_plan', { length: 10 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    uniqueIndex('orders_gateway_order_unique').on(t.gatewayOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The order desk: newest first (read backwards), by status, found by the delivery phone.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_ship_phone_idx').on(t.shipPhone),
    check('orders_status_valid', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_valid', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_payment_method_valid', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_language_valid', oneOf(t.language, LANGUAGES)),
    check('orders_delivery_plan_valid', oneOf(t.deliveryPlan, DELIVERY_PLANS)),
    check('orders_total_valid', sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`),
  ],
);

/** Order lines with what was charged; the product may change or go later, the line keeps its own copy. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productNameMal: varchar('product_name_mal', { length: 300 }).notNull(),
    productSlug: varchar('product_slug', { length: 220 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    size: varchar('size', { length: 60 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: money('unit_price_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    /**
     * Units of this line given back by a refund that names its lines (pending or processed; a failed one gives them
     * back): they leave the packing list and the invoice. Changed only with the order's row locked.
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** The pre-order this line was sold from (issue 37); null for goods from the shelf. */
    preorderId: integer('preorder_id').references(() => preorders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_preorder_idx')
      .on(t.preorderId)
      .where(sql`${t.preorderId} IS NOT NULL`),
    check('order_items_quantity_valid', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_valid',
      sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * Each change of an order's status: who (a staff member or the customer), from, to, a note, and on Shipped the courier
 * and tracking number. Written in the same transaction as the change, with the order's row locked.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    userId: integer('user_id'),
    fromStatus: varchar('from_status', { length: 20 }).notNull(),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    note: text('note'),
    courier: varchar('courier', { length: 80 }),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

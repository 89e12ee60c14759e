import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether an order was paid in the payment sandbox or with Razorpay's test keys (issue 33): no money was received, so
 * the farm must not ship jars for it. Read from the mode its gateway order was made in, so an order the sandbox paid
 * stays a test payment after the shop goes live (the shop's current mode would say otherwise).
 *
 * The names are written out in full: drizzle leaves a column unqualified in a one-table select, and inside this
 * subquery an unqualified `gateway_order_id` would be payment_orders' own, matching every row.
 */
export const isTestPayment: SQL<boolean> = sql<boolean>`exists (select 1 from "payment_orders" as "po"
  where "po"."gateway_order_id" = "orders"."gateway_order_id" and "po"."gateway_mode" <> 'live')`;

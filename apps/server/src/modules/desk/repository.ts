import { isTestPayment } from './test-payment.js';
import {
  SHOP_UTC_OFFSET,
  SHOP_UTC_OFFSET_MINUTES,
  KERALA_STATE_ID,
  type DeskOrdersQuery,
  type OrderStatus,
} from '@farm/contract';
import { and, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orderItems, orders, refunds, users } from '../../db/schema.js';

/** The first moment of a day in Kerala. */
export function startOfShopDay(date: string): Date {
  return new Date(`${date}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** The first moment of the day after, so a range includes its last day. */
export function endOfShopDay(date: string): Date {
  const start = startOfShopDay(date);
  return new Date(start.getTime() + 86_400_000);
}

/** A search typed into the desk, safe inside LIKE: its own % and _ mean themselves. */
function likeAny(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type DeskFilters = Omit<DeskOrdersQuery, 'page' | 'per_page'>;

/** The order desk's reading side: lists, counts and reports over orders, their lines, customers and refunds. */
export class DeskRepository {
  constructor(private readonly db: Db) {}

  private where(filters: DeskFilters): SQL | undefined {
    return and(
      filters.status ? eq(orders.status, filters.status) : undefined,
      filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
      filters.from ? gte(orders.createdAt, startOfShopDay(filters.from)) : undefined,
      filters.to ? lt(orders.createdAt, endOfShopDay(filters.to)) : undefined,
      filters.zone === 'kerala'
        ? eq(orders.shipStateId, KERALA_STATE_ID)
        : filters.zone === 'rest_of_india'
          ? ne(orders.shipStateId, KERALA_STATE_ID)
          : undefined,
      filters.q ? this.search(filters.q) : undefined,
    );
  }

  /**
   * The desk's search, each kind by an index so 100,000 orders stay quick (bench/desk.mjs): an order number exactly
   * (any case), a customer by e-mail exactly or by a part of their name or e-mail (the customers, a fifth as many,
   * are read first), a mobile by its last ten digits (the account's or the delivery's).
   */
  private search(q: string): SQL {
    const digits = q.replace(/\D/g, '');
    const mobile = digits.length >= 10 ? digits.slice(-10) : undefined;
    const customers = this.db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, q.toLowerCase()),
          ilike(users.name, likeAny(q)),
          ilike(users.email, likeAny(q)),
          mobile ? eq(users.mobile, mobile) : undefined,
        ),
      );
    // One index per kind, joined by UNION: an OR across them would read every order.
    const byNumber = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNo, q.toUpperCase()));
    const byCustomer = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.userId, customers));
    const matching = mobile
      ? union(
          byNumber,
          byCustomer,
          this.db.select({ id: orders.id }).from(orders).where(eq(orders.shipPhone, mobile)),
        )
      : union(byNumber, byCustomer);
    return inArray(orders.id, matching);
  }

  /** Whether the order was paid in the sandbox or with test keys (see isTestPayment). */
  async testPayment(orderId: number): Promise<boolean> {
    const [row] = await this.db.select({ test: isTestPayment }).from(orders).where(eq(orders.id, orderId));
    return Boolean(row?.test);
  }

  /** One page of orders, newest first, with who ordered; and how many match in all. */
  async list(filters: DeskFilters, page: number, perPage: number) {
    const where = this.where(filters);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({
          order: orders,
          customer: { id: users.id, name: users.name, email: users.email, mobile: users.mobile },
          // The shop refunded what the shelf no longer had when the payment arrived (its key: shortRefundKey).
          shortRefunded: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id}
            and ${refunds.idempotencyKey} = 'order-' || ${orders.id} || '-short' and ${refunds.status} <> 'failed')`,
          testPayment: isTestPayment,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /** The orders in these statuses, by status (each a range of the status index: the waiting ones are few). */
  async statusCounts(statuses: readonly OrderStatus[]): Promise<Map<OrderStatus, number>> {
    const rows = await this.db
      .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(inArray(orders.status, [...statuses]))
      .groupBy(orders.status);
    return new Map(rows.map((row) => [row.status as OrderStatus, row.n]));
  }

  async customer(userId: number) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  refunds(orderId: number) {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
  }

  /** Orders and revenue since a moment (cancelled orders are not revenue). */
  async totalsSince(since: Date): Promise<{ orders: number; revenuePaise: number }> {
    const [row] = await this.db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, since), ne(orders.status, 'Cancelled')));
    return { orders: row?.orders ?? 0, revenuePaise: row?.revenue ?? 0 };
  }

  /** Orders and revenue per day in Kerala since a moment. */
  async byDay(since: Date) {
    // The day in Kerala: the UTC time moved by the shop's offset (a constant number, written into the statement).
    const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + ${sql.raw(
      `interval '${SHOP_UTC_OFFSET_MINUTES} minutes'`,
    )}, 'YYYY-MM-DD')`;
    return this.db
      .select({
        date: day,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, since), ne(orders.status, 'Cancelled')))
      .groupBy(day);
  }

  /** The best sellers since a moment, by quantity. */
  topProducts(since: Date, limit: number) {
    return this.db
      .select({
        productId: orderItems.productId,
        name: sql<string>`min(${orderItems.productName})`,
        quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
        revenue: sql<number>`sum(${orderItems.totalPaise})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(gte(orders.createdAt, since), ne(orders.status, 'Cancelled')))
      .groupBy(orderItems.productId)
      .orderBy(sql`sum(${orderItems.quantity}) desc`)
      .limit(limit);
  }

  /** The orders of these ids that exist (a bulk action answers the others as not found). */
  async existing(ids: number[]): Promise<Set<number>> {
    const rows = await this.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    return new Set(rows.map((row) => row.id));
  }
}

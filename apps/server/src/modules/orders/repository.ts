import { isLanguage, type Language } from '@farm/contract';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
// The staff table is read for names only (an order's history says who moved it).
import { staff } from '../../db/schema.js';
import { orderEvents, orderItems, orders, preorders, refundLines, refunds, users } from '../../db/schema.js';
import { rememberLanguage, rememberPlacedLanguage } from '../customers/index.js';
import { placedMessages, type PendingMessage } from '../messages/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNo'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventValues = typeof orderEvents.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRefundRow = typeof refunds.$inferSelect & {
  lines: { orderItemId: number; quantity: number; restock: boolean }[];
};

// Asked by every store and webhook call: built once, parsed once per connection.
const prepareByGatewayOrder = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    .prepare('find_order_by_gateway_order');

export class OrderRepository {
  private readonly byGatewayOrder: ReturnType<typeof prepareByGatewayOrder>;

  constructor(private readonly db: Db) {
    this.byGatewayOrder = prepareByGatewayOrder(db);
  }

  /**
   * Writes the order and its lines in one statement. An order for a gateway order that already has one is not
   * written again: the first one is answered with `created: false` (also when both arrive at the same moment).
   * A new order comes back with the lines just written. Callers look for an existing order first: a conflict
   * here still uses up an order number.
   */
  async place(
    order: NewOrder,
    items: NewOrderItem[],
    orderPrefix: string,
    /** The order's messages (outbox), written by the same statement: their number and id slots are filled there. */
    messages: readonly Omit<PendingMessage, 'dedupeKey'>[] = [],
    /** The order's language becomes the customer's too (it was the language of the call that placed it). */
    rememberLanguage = false,
  ): Promise<
    { order: OrderRow; created: true; items: OrderItemRow[] } | { order: OrderRow; created: false }
  > {
    const insertOrder = this.db
      .insert(orders)
      .values({
        ...order,
        orderNo: sql`${orderPrefix} || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`,
      })
      .onConflictDoNothing({ target: orders.gatewayOrderId })
      .returning();
    // One statement instead of BEGIN, two inserts and COMMIT: a statement is atomic on its own, and under load each
    // round trip to the database costs more than the work it carries. The lines arrive as one JSON parameter.
    // A new line has nothing refunded yet: that column keeps its default.
    const lineColumns = Object.entries(getTableColumns(orderItems)).filter(
      ([key]) => key !== 'id' && key !== 'orderId' && key !== 'refundedQuantity',
    );
    const statement = sql`
      with placed as (${insertOrder.getSQL()}),
      lines as (
        insert into ${orderItems} (${sql.identifier(orderItems.orderId.name)}, ${sql.join(
          lineColumns.map(([, column]) => sql.identifier(column.name)),
          sql`, `,
        )})
        select placed.id, ${sql.join(
          lineColumns.map(([key]) => sql`line.${sql.identifier(key)}`),
          sql`, `,
        )}
        from placed
        cross join jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as line(${sql.join(
          lineColumns.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
          sql`, `,
        )})
        returning *
      )${messages.length > 0 ? sql`, ${placedMessages(messages)}` : sql``}${
        rememberLanguage ? sql`, ${rememberPlacedLanguage()}` : sql``
      }
      select
        (select row_to_json(placed) from placed) as "order",
        coalesce((select json_agg(lines order by lines.id) from lines), '[]'::json) as "items"`;
    // node-postgres and PGlite both answer with `rows`; the two columns are JSON that the statement built.
    const { rows } = (await this.db.execute(statement)) as unknown as {
      rows: { order: Record<string, unknown> | null; items: Record<string, unknown>[] }[];
    };
    const written = rows[0];
    const placed = written?.order
      ? {
          row: rowFromJson(orders, written.order),
          items: written.items.map((item) => rowFromJson(orderItems, item)),
        }
      : undefined;
    if (placed) return { order: placed.row, created: true, items: placed.items };
    const existing = await this.findByGatewayOrder(order.gatewayOrderId!);
    return { order: existing!, created: false };
  }

  /** The storefront language the customer last used ('en' for a customer unknown here). */
  async customerLanguage(userId: number): Promise<Language> {
    const [row] = await this.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return isLanguage(row?.language) ? row.language : 'en';
  }

  /** Remembers the language of the customer's latest call (a write only when it changed). */
  async rememberLanguage(userId: number, language: Language): Promise<void> {
    await rememberLanguage(this.db, userId, language);
  }

  async findByGatewayOrder(gatewayOrderId: string): Promise<OrderRow | undefined> {
    const [row] = await this.byGatewayOrder.execute({ gatewayOrderId });
    return row;
  }

  async findOwn(userId: number, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row;
  }

  async findAny(orderId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  }

  /** The newest orders for the staff, optionally of one status. */
  listAll(status: string | undefined, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(status === undefined ? undefined : eq(orders.status, status))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  /** Records a status change (in the caller's transaction, with the change itself). */
  async addEvent(event: OrderEventValues): Promise<void> {
    await this.db.insert(orderEvents).values(event);
  }

  events(orderId: number) {
    return this.eventsOf([orderId]);
  }

  /** Staff members by id with their names and roles, for an order's history (past members too). */
  async staffNames(ids: number[]): Promise<Map<number, { name: string; role: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: staff.id, name: staff.name, role: staff.role })
      .from(staff)
      .where(inArray(staff.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The status changes of several orders, oldest first: one statement. */
  /** The pre-orders the lines of these orders were sold from: window, and whether the harvest is in (issue 37). */
  async preordersOf(orderIds: readonly number[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .select({
        itemId: orderItems.id,
        id: preorders.id,
        dispatchFrom: preorders.dispatchFrom,
        dispatchTo: preorders.dispatchTo,
        harvested: sql<boolean>`(${preorders.harvestedAt} is not null)`.mapWith(Boolean),
      })
      .from(orderItems)
      .innerJoin(preorders, eq(preorders.id, orderItems.preorderId))
      .where(inArray(orderItems.orderId, [...orderIds]));
  }

  eventsOf(orderIds: number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .orderBy(orderEvents.id);
  }

  listForUser(userId: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  items(orderIds: number[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.id);
  }

  /**
   * Moves a line's refunded units by `change` (a refund naming it: +; that refund failing: −), with the order's row
   * locked by the caller. The database refuses more than the line's quantity or fewer than none.
   */
  async addRefunded(orderId: number, itemId: number, change: number): Promise<void> {
    await this.db
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${change}` })
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  }

  /** The refunds of several orders, oldest first, each with the lines it named: two statements. */
  async refundsOf(orderIds: number[]): Promise<OrderRefundRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(refunds.id);
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(refundLines)
      .where(
        inArray(
          refundLines.refundId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(refundLines.id);
    return rows.map((row) => ({
      ...row,
      lines: lines
        .filter((line) => line.refundId === row.id)
        .map(({ orderItemId, quantity, restock }) => ({ orderItemId, quantity, restock })),
    }));
  }

  /** Adds the delivery note to an order that has none (the webhook may have stored the order before the browser). */
  async addInstructions(orderId: number, instructions: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ specialInstructions: instructions, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), sql`coalesce(${orders.specialInstructions}, '') = ''`))
      .returning();
    return row;
  }

  /**
   * The order's refunded total and payment status, from the refunds ledger: Refund pending while a refund is on its
   * way, then Refunded or Partially refunded by what was processed, else Paid. One statement.
   */
  async applyRefunds(orderId: number): Promise<void> {
    const processed = sql`(select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds}
      where ${refunds.orderId} = ${orderId} and ${refunds.status} = 'processed')`;
    await this.db
      .update(orders)
      .set({
        refundedPaise: processed,
        paymentStatus: sql`case
          when exists (select 1 from ${refunds} where ${refunds.orderId} = ${orderId} and ${refunds.status} = 'pending')
            then 'Refund pending'
          when ${processed} >= ${orders.totalPaise} then 'Refunded'
          when ${processed} > 0 then 'Partially refunded'
          else 'Paid' end`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'RAZORPAY')));
  }

  /**
   * The order with its row locked until the transaction ends (a repository bound by withTransaction): the customer's
   * own (userId), or any order (null: staff). Two cancellations of one order wait for each other, so they cannot both
   * open a refund.
   */
  async lock(userId: number | null, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
      .for('update');
    return row;
  }

  async update(orderId: number, values: Partial<OrderRow>): Promise<OrderRow> {
    const [updated] = await this.db
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  }
}

import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, preorders, productSizes, products, stockHolds } from '../../db/schema.js';

export type PreorderRow = typeof preorders.$inferSelect;

/** A pre-order as a decision needs it: its row, and whether it takes orders now (by the database's clock). */
export interface LockedPreorder {
  id: number;
  productSizeId: number;
  expected: number;
  sold: number;
  dispatchFrom: string;
  dispatchTo: string;
  /** Not harvested, not closed early, before its closing time and not sold out. */
  open: boolean;
}

/** A size's open pre-order with what can still be pre-ordered (holds of payments under way taken off). */
export interface OpenPreorder {
  id: number;
  productSizeId: number;
  dispatchFrom: string;
  dispatchTo: string;
  closesAt: Date;
  left: number;
}

/** Holds still counting: held and not expired by the database's clock (as the stock module counts them). */
const activeHold = and(eq(stockHolds.state, 'held'), gt(stockHolds.expiresAt, sql`now()`));
const isOpen = sql<boolean>`(${preorders.harvestedAt} is null and ${preorders.closedAt} is null and ${preorders.closesAt} > now() and ${preorders.soldQuantity} < ${preorders.expectedQuantity})`;

/** The pre-orders table: only this module writes it (test/table-owners.test.ts). */
export class PreorderRepository {
  constructor(private readonly db: Db) {}

  /** Held units of these sizes now (every payment's, or all but one payment's). */
  private async heldBySize(sizeIds: readonly number[]): Promise<Map<number, number>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        sizeId: stockHolds.productSizeId,
        quantity: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int`,
      })
      .from(stockHolds)
      .where(and(inArray(stockHolds.productSizeId, [...sizeIds]), activeHold))
      .groupBy(stockHolds.productSizeId);
    return new Map(rows.map((row) => [row.sizeId, Number(row.quantity)]));
  }

  /** The open pre-orders of these sizes, with what is left (no lock: the product page, the cart, pricing). */
  async openFor(sizeIds: readonly number[]): Promise<Map<number, OpenPreorder>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(preorders)
      .where(and(inArray(preorders.productSizeId, [...sizeIds]), isOpen));
    if (rows.length === 0) return new Map();
    const held = await this.heldBySize(rows.map((row) => row.productSizeId));
    return new Map(
      rows.map((row) => [
        row.productSizeId,
        {
          id: row.id,
          productSizeId: row.productSizeId,
          dispatchFrom: row.dispatchFrom,
          dispatchTo: row.dispatchTo,
          closesAt: row.closesAt,
          left: Math.max(0, row.expectedQuantity - row.soldQuantity - (held.get(row.productSizeId) ?? 0)),
        },
      ]),
    );
  }

  /**
   * Locks the not-harvested pre-orders of these sizes until the transaction ends, in size order (after the sizes'
   * own locks, as every sale and hold takes them), and says which take orders now.
   */
  async lock(sizeIds: readonly number[]): Promise<Map<number, LockedPreorder>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: preorders.id,
        productSizeId: preorders.productSizeId,
        expected: preorders.expectedQuantity,
        sold: preorders.soldQuantity,
        dispatchFrom: preorders.dispatchFrom,
        dispatchTo: preorders.dispatchTo,
        open: isOpen.mapWith(Boolean),
      })
      .from(preorders)
      .where(and(inArray(preorders.productSizeId, [...sizeIds]), isNull(preorders.harvestedAt)))
      .orderBy(asc(preorders.productSizeId))
      .for('update');
    return new Map(rows.map((row) => [row.productSizeId, row]));
  }

  async lockById(id: number): Promise<PreorderRow | undefined> {
    const [row] = await this.db.select().from(preorders).where(eq(preorders.id, id)).for('update');
    return row;
  }

  /** A sale's units, counted on the locked row (the database refuses more than expected). */
  async addSold(id: number, quantity: number): Promise<void> {
    await this.db
      .update(preorders)
      .set({ soldQuantity: sql`${preorders.soldQuantity} + ${quantity}` })
      .where(eq(preorders.id, id));
  }

  /**
   * Brings the sold count of an order's not-harvested pre-orders to what their orders still take: every line's units
   * less those refunded, in orders not cancelled (`cancelled`: this order is being cancelled). Counted again from the lines (not moved by a difference), so a cancel,
   * a refund and a failed refund may come in any order and asked twice it changes nothing. A harvested pre-order is
   * not changed: its harvest settled it.
   */
  async settleOrder(orderId: number, cancelled: boolean): Promise<void> {
    const ids = await this.db
      .selectDistinct({ id: orderItems.preorderId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.preorderId)));
    const preorderIds = ids.map((row) => row.id!).sort((a, b) => a - b);
    if (preorderIds.length === 0) return;
    // Locked first, then counted by a new statement: it sees every sale that committed before the lock was ours.
    await this.db
      .select({ id: preorders.id })
      .from(preorders)
      .where(and(inArray(preorders.id, preorderIds), isNull(preorders.harvestedAt)))
      .orderBy(asc(preorders.productSizeId))
      .for('update');
    const netSold = this.db
      .select({
        n: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.refundedQuantity}), 0)::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.preorderId, preorders.id),
          ne(orders.status, 'Cancelled'),
          // Being cancelled in this transaction: its row may not say so yet.
          cancelled ? ne(orders.id, orderId) : undefined,
        ),
      );
    await this.db
      .update(preorders)
      .set({ soldQuantity: sql`least(${preorders.expectedQuantity}, (${netSold}))` })
      .where(and(inArray(preorders.id, preorderIds), isNull(preorders.harvestedAt)));
  }

  async insert(row: typeof preorders.$inferInsert): Promise<PreorderRow> {
    const [created] = await this.db.insert(preorders).values(row).returning();
    return created!;
  }

  async close(id: number): Promise<void> {
    await this.db
      .update(preorders)
      .set({ closedAt: sql`now()` })
      .where(eq(preorders.id, id));
  }

  async markHarvested(id: number, actual: number): Promise<void> {
    await this.db
      .update(preorders)
      .set({
        actualQuantity: actual,
        harvestedAt: sql`now()`,
        closedAt: sql`coalesce(${preorders.closedAt}, now())`,
      })
      .where(eq(preorders.id, id));
  }

  /** The size's not-harvested pre-order, if any. */
  async current(sizeId: number): Promise<PreorderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(preorders)
      .where(and(eq(preorders.productSizeId, sizeId), isNull(preorders.harvestedAt)));
    return row;
  }

  /** The size as the console names it; undefined when there is no such size. */
  async size(sizeId: number) {
    const [row] = await this.db
      .select({
        id: productSizes.id,
        productName: products.name,
        size: productSizes.size,
        count: productSizes.stockCount,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(productSizes.id, sizeId));
    return row;
  }

  /** Every pre-order for the console, newest first, with names, holds and the units waiting to be sent. */
  async list(ids?: readonly number[]) {
    const rows = await this.db
      .select({
        row: preorders,
        productId: productSizes.productId,
        productName: products.name,
        size: productSizes.size,
        shelf: productSizes.stockCount,
        open: isOpen.mapWith(Boolean),
        waiting:
          sql<number>`(select coalesce(sum(${orderItems.quantity} - ${orderItems.refundedQuantity}), 0)::int
          from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
          where ${orderItems.preorderId} = ${preorders.id}
            and ${orders.status} in ('Placed', 'Accepted', 'Packed'))`.mapWith(Number),
      })
      .from(preorders)
      .innerJoin(productSizes, eq(productSizes.id, preorders.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(ids ? inArray(preorders.id, [...ids]) : undefined)
      .orderBy(desc(preorders.id));
    const held = await this.heldBySize(rows.map((r) => r.row.productSizeId));
    return rows.map((r) => ({ ...r, held: r.row.harvestedAt ? 0 : (held.get(r.row.productSizeId) ?? 0) }));
  }

  /**
   * The lines of a pre-order in paid orders not cancelled, with what is left of each (units less refunded), latest
   * order first (by order time, then id): a short harvest refunds from the top of this list.
   */
  async linesLatestFirst(preorderId: number) {
    return this.db
      .select({
        orderId: orders.id,
        itemId: orderItems.id,
        language: orders.language,
        status: orders.status,
        left: sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})::int`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.preorderId, preorderId),
          ne(orders.status, 'Cancelled'),
          eq(orders.paymentMethod, 'RAZORPAY'),
          isNotNull(orders.gatewayPaymentId),
          sql`${orderItems.quantity} > ${orderItems.refundedQuantity}`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderItems.id));
  }

  /** The not-harvested pre-orders among an order's lines, with the line's name (the desk's rule). */
  async waitingLines(orderId: number) {
    return this.db
      .select({
        itemId: orderItems.id,
        name: sql<string>`${orderItems.productName} || ' ' || ${orderItems.size}`,
        from: preorders.dispatchFrom,
        to: preorders.dispatchTo,
        left: sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})::int`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(preorders, eq(preorders.id, orderItems.preorderId))
      .where(and(eq(orderItems.orderId, orderId), isNull(preorders.harvestedAt)))
      .orderBy(asc(orderItems.id));
  }

  /**
   * The window an order's later parcel ships in: the latest among its pre-order lines with units left (harvested or
   * not), or undefined when it has none (docs/domain.md "Pre-orders", Parcels).
   */
  async laterWindow(orderId: number): Promise<{ from: string; to: string } | undefined> {
    const [row] = await this.db
      .select({ from: preorders.dispatchFrom, to: preorders.dispatchTo })
      .from(orderItems)
      .innerJoin(preorders, eq(preorders.id, orderItems.preorderId))
      .where(
        and(eq(orderItems.orderId, orderId), sql`${orderItems.quantity} > ${orderItems.refundedQuantity}`),
      )
      .orderBy(desc(preorders.dispatchTo), desc(preorders.dispatchFrom))
      .limit(1);
    return row;
  }

  /** The pre-order lines of orders still to be sent, by dispatch window (the packing list). */
  async packing() {
    return this.db
      .select({
        dispatchFrom: preorders.dispatchFrom,
        dispatchTo: preorders.dispatchTo,
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        name: sql<string>`${orders.shipFirstName} || ' ' || ${orders.shipLastName}`,
        city: orders.shipCity,
        pincode: orders.shipPincode,
        productName: orderItems.productName,
        size: orderItems.size,
        quantity: sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})::int`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(preorders, eq(preorders.id, orderItems.preorderId))
      .where(
        and(
          inArray(orders.status, ['Placed', 'Accepted', 'Packed']),
          sql`${orderItems.quantity} > ${orderItems.refundedQuantity}`,
        ),
      )
      .orderBy(asc(preorders.dispatchFrom), asc(preorders.dispatchTo), asc(orders.id), asc(orderItems.id));
  }
}

import { STOCK_DEFAULTS, type StockMovementKind } from '@farm/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentVersion,
  lots,
  orders,
  paymentOrders,
  productSizes,
  products,
  shop,
  staff,
  stockHolds,
  stockMovements,
} from '../../db/schema.js';
import { StockCounts } from '../catalogue/index.js';
import { recordStockShort, type StockShort } from '../orders/index.js';

export interface LevelRow {
  productSizeId: number;
  productId: number;
  productName: string;
  size: string;
  inStock: boolean;
  productActive: boolean;
  stockCount: number | null;
  held: number;
}

/** A hold still counted against the shelf: held, and not yet expired (by the database's clock, for every process). */
const activeHold = and(eq(stockHolds.state, 'held'), gt(stockHolds.expiresAt, sql`now()`));

/**
 * What stock is kept in (docs/domain.md "Stock"): the count on each size, its movements, and the holds of payments
 * under way. Every write here runs inside the caller's transaction with the sizes locked (`lockCounted`).
 */
export class StockRepository {
  /** The count on each size is the catalogue's column: written through the catalogue, in this transaction. */
  private readonly counts: StockCounts;

  constructor(private readonly db: Db) {
    this.counts = new StockCounts(db);
  }

  /**
   * The counted sizes among these, locked until the transaction ends, in id order so two carts that share sizes
   * always wait for each other instead of deadlocking.
   */
  async lockCounted(sizeIds: readonly number[]): Promise<Map<number, number>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: productSizes.id, count: productSizes.stockCount })
      .from(productSizes)
      .where(and(inArray(productSizes.id, [...sizeIds]), isNotNull(productSizes.stockCount)))
      .orderBy(asc(productSizes.id))
      .for('update');
    return new Map(rows.map((row) => [row.id, row.count!]));
  }

  /** Locks one size (counted or not) and answers its count; undefined when there is no such size. */
  async lockOne(sizeId: number): Promise<{ count: number | null } | undefined> {
    const [row] = await this.db
      .select({ count: productSizes.stockCount })
      .from(productSizes)
      .where(eq(productSizes.id, sizeId))
      .for('update');
    return row;
  }

  /**
   * What unexpired holds take from each size, leaving out one payment's own holds when given, and with `exceptUserId`
   * the holds of that customer's unpaid gateway orders (which their new gateway order is about to release).
   */
  async held(
    sizeIds: readonly number[],
    exceptPaymentOrderId?: number,
    exceptUserId?: number,
  ): Promise<Map<number, number>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        sizeId: stockHolds.productSizeId,
        quantity: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int`,
      })
      .from(stockHolds)
      .where(
        and(
          inArray(stockHolds.productSizeId, [...sizeIds]),
          activeHold,
          exceptPaymentOrderId === undefined
            ? undefined
            : ne(stockHolds.paymentOrderId, exceptPaymentOrderId),
          exceptUserId === undefined
            ? undefined
            : notInArray(stockHolds.paymentOrderId, this.unpaidOf(exceptUserId)),
        ),
      )
      .groupBy(stockHolds.productSizeId);
    return new Map(rows.map((row) => [row.sizeId, Number(row.quantity)]));
  }

  /** A customer's gateway orders not paid (yet): opened, or with failed attempts only. */
  private unpaidOf(userId: number) {
    return this.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, ['created', 'failed'])));
  }

  /**
   * Releases the holds of a customer's other unpaid gateway orders: they started a new one (or came back to this
   * one), so the earlier widget is closed. A paid one keeps its holds for its order.
   */
  async releaseOthersOf(userId: number, keepPaymentOrderId: number): Promise<void> {
    await this.db
      .update(stockHolds)
      .set({ state: 'released' })
      .where(
        and(
          eq(stockHolds.state, 'held'),
          ne(stockHolds.paymentOrderId, keepPaymentOrderId),
          inArray(stockHolds.paymentOrderId, this.unpaidOf(userId)),
        ),
      );
  }

  /** Holds (or holds again, for a retried payment) a size for a payment until `seconds` from now. */
  async hold(paymentOrderId: number, sizeId: number, quantity: number, seconds: number): Promise<void> {
    const expiresAt = sql`now() + make_interval(secs => ${seconds})`;
    await this.db
      .insert(stockHolds)
      .values({ paymentOrderId, productSizeId: sizeId, quantity, expiresAt })
      .onConflictDoUpdate({
        target: [stockHolds.paymentOrderId, stockHolds.productSizeId],
        // `created_at` is when it was last held.
        set: { quantity, state: 'held', expiresAt, createdAt: sql`now()` },
      });
  }

  /** Ends a payment's holds (sold: its order took them; released: the jars go back on the shelf). */
  async endHolds(paymentOrderId: number, state: 'sold' | 'released'): Promise<void> {
    await this.db
      .update(stockHolds)
      .set({ state })
      .where(and(eq(stockHolds.paymentOrderId, paymentOrderId), eq(stockHolds.state, 'held')));
  }

  /** The payment order behind a gateway order id (a paid order's holds are found through it). */
  async paymentOrderId(gatewayOrderId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
    return row?.id;
  }

  /** Marks holds that ran out as released (they stopped counting when they expired; this tidies the record). */
  async releaseExpired(limit = 1000): Promise<number> {
    const rows = await this.db
      .update(stockHolds)
      .set({ state: 'released' })
      .where(
        inArray(
          stockHolds.id,
          this.db
            .select({ id: stockHolds.id })
            .from(stockHolds)
            .where(and(eq(stockHolds.state, 'held'), lt(stockHolds.expiresAt, sql`now()`)))
            .limit(limit),
        ),
      )
      .returning({ id: stockHolds.id });
    return rows.length;
  }

  /** Deletes holds that ended (sold or released) before `before`: the movements are the history, not the holds. */
  async pruneEnded(before: Date): Promise<void> {
    await this.db
      .delete(stockHolds)
      .where(and(ne(stockHolds.state, 'held'), lt(stockHolds.createdAt, before)));
  }

  /**
   * Moves a locked size's count by `change` (or sets it, for a count taken: `change` is then the difference) and
   * writes the movement. Answers the count after.
   */
  async move(entry: {
    sizeId: number;
    kind: StockMovementKind;
    change: number;
    note: string;
    orderId?: number | null;
    staffId?: number | null;
    /** The lot it moves (its `on_hand` is moved by the caller, StockLedger); null only where no lot can be named. */
    lotId: number | null;
  }): Promise<number> {
    const countAfter = await this.counts.add(entry.sizeId, entry.change);
    await this.db.insert(stockMovements).values({
      productSizeId: entry.sizeId,
      kind: entry.kind,
      change: entry.change,
      countAfter,
      note: entry.note,
      orderId: entry.orderId ?? null,
      staffId: entry.staffId ?? null,
      lotId: entry.lotId,
    });
    return countAfter;
  }

  /** Stops counting a size (its count was brought to zero by a movement first, so the sum still holds). */
  async stopCounting(sizeId: number): Promise<void> {
    await this.counts.set(sizeId, null);
  }

  /** Starts counting a size at zero (the first count's movement then brings it to what is on the shelf). */
  async startCounting(sizeId: number): Promise<void> {
    await this.counts.set(sizeId, 0);
  }

  /**
   * Tells every process's caches that a size sold out or came back: the lists' "Out of stock" follows. A sale alone
   * does not (migration 0017), or every order would empty every cache.
   */
  async catalogueChanged(): Promise<void> {
    await this.db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1`, updatedAt: sql`now()` })
      .where(eq(contentVersion.id, 1));
  }

  /** What an order took and has not given back, by size (its sales less what came back). */
  async outFor(orderId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({
        sizeId: stockMovements.productSizeId,
        net: sql<number>`sum(${stockMovements.change})::int`,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), inArray(stockMovements.kind, ['sale', 'returned'])))
      .groupBy(stockMovements.productSizeId);
    return new Map(rows.filter((row) => Number(row.net) < 0).map((row) => [row.sizeId, -Number(row.net)]));
  }

  /** What an order's sale took from the shelf, by size (its 'sale' movements; a line sold short took nothing). */
  async soldFor(orderId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({
        sizeId: stockMovements.productSizeId,
        sold: sql<number>`-sum(${stockMovements.change})::int`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.orderId, orderId),
          eq(stockMovements.kind, 'sale'),
          lt(stockMovements.change, 0),
        ),
      )
      .groupBy(stockMovements.productSizeId);
    return new Map(rows.filter((row) => Number(row.sold) > 0).map((row) => [row.sizeId, Number(row.sold)]));
  }

  async setShort(orderId: number, short: StockShort): Promise<void> {
    await recordStockShort(this.db, orderId, short);
  }

  /**
   * Sizes with their counts and what is held, for the console; `sizeIds` narrows, `countedOnly` skips the sizes not
   * counted, `activeOnly` the products hidden from the shop (both lists of the console skip those).
   */
  async levels(filter: {
    sizeIds?: readonly number[];
    countedOnly?: boolean;
    activeOnly?: boolean;
  }): Promise<LevelRow[]> {
    const held = this.db
      .select({
        sizeId: stockHolds.productSizeId,
        quantity: sql<number>`sum(${stockHolds.quantity})::int`.as('quantity'),
      })
      .from(stockHolds)
      .where(
        and(activeHold, filter.sizeIds ? inArray(stockHolds.productSizeId, [...filter.sizeIds]) : undefined),
      )
      .groupBy(stockHolds.productSizeId)
      .as('held');
    const rows = await this.db
      .select({
        productSizeId: productSizes.id,
        productId: productSizes.productId,
        productName: products.name,
        size: productSizes.size,
        inStock: productSizes.inStock,
        productActive: products.active,
        stockCount: productSizes.stockCount,
        held: sql<number>`coalesce(${held.quantity}, 0)::int`,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .leftJoin(held, eq(held.sizeId, productSizes.id))
      .where(
        and(
          filter.sizeIds ? inArray(productSizes.id, [...filter.sizeIds]) : undefined,
          filter.countedOnly ? isNotNull(productSizes.stockCount) : undefined,
          filter.countedOnly || filter.activeOnly ? eq(products.active, true) : undefined,
        ),
      )
      .orderBy(asc(products.name), asc(productSizes.sortOrder), asc(productSizes.id));
    return rows.map((row) => ({ ...row, held: Number(row.held) }));
  }

  /** A size's newest movements, with the order number and the staff member's name. */
  movements(sizeId: number, limit: number) {
    return this.db
      .select({
        id: stockMovements.id,
        kind: stockMovements.kind,
        change: stockMovements.change,
        countAfter: stockMovements.countAfter,
        note: stockMovements.note,
        orderId: stockMovements.orderId,
        orderNo: orders.orderNo,
        staffName: staff.name,
        lotCode: lots.code,
        at: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(lots, eq(lots.id, stockMovements.lotId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(staff, eq(staff.id, stockMovements.staffId))
      .where(eq(stockMovements.productSizeId, sizeId))
      .orderBy(desc(stockMovements.id))
      .limit(limit);
  }

  /** The sum of a size's movements (the count must always equal it; the race test and bench check). */
  async movementSum(sizeId: number): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.productSizeId, sizeId));
    return Number(row?.sum ?? 0);
  }

  async settings(): Promise<{ holdSeconds: number; lowThreshold: number }> {
    const [row] = await this.db
      .select({ holdSeconds: shop.stockHoldSeconds, lowThreshold: shop.lowStockThreshold })
      .from(shop)
      .where(eq(shop.id, 1));
    return (
      row ?? { holdSeconds: STOCK_DEFAULTS.holdMinutes * 60, lowThreshold: STOCK_DEFAULTS.lowStockThreshold }
    );
  }
}

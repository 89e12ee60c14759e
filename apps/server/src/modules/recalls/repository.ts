import { SHOP_UTC_OFFSET_MINUTES, isLanguage, type OrderStatus, type RecallLot } from '@farm/contract';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  lots,
  orderLots,
  orders,
  productSizes,
  products,
  recalls,
  staff,
  stockMovements,
  users,
} from '../../db/schema.js';

/**
 * The day a lot was made, as text (YYYY-MM-DD): processed, else harvested, else the day in Kerala it was received
 * (the contract's `madeOn`; the offset is a constant written into the statement). Text compares as dates do.
 */
const madeOn = sql<string>`coalesce(${lots.processedOn}::text, ${lots.harvestedOn}::text, to_char((${lots.createdAt} at time zone 'UTC') + ${sql.raw(
  `interval '${SHOP_UTC_OFFSET_MINUTES} minutes'`,
)}, 'YYYY-MM-DD'))`;

/** A lot with its product, as a search answers it (the Malayalam name for the customers' messages). */
export interface LotRow extends RecallLot {
  productNameMal: string;
}

/** One order's units of one lot, with the customer to write to. */
export interface OrderLotRow {
  orderId: number;
  orderNo: string;
  placedAt: Date;
  status: OrderStatus;
  language: 'en' | 'ml';
  userId: number;
  customerName: string;
  email: string;
  phone: string;
  firstName: string;
  lotId: number;
  quantity: number;
  packed: boolean;
}

export interface RecallRow {
  id: number;
  reason: string;
  reasonMal: string;
  customersTold: number;
  staffName: string | null;
  createdAt: Date;
}

/**
 * The recalls module's queries. It writes only its own table (`recalls`); it reads the lots and which orders got them
 * (the stock module's tables), the orders and their customers, to find whom a recall is about. Blocking the lots is
 * the stock module's (`StockService.blockLots`), called by flows/recall.ts in the same transaction.
 */
export class RecallRepository {
  constructor(private readonly db: Db) {}

  private lotQuery(where: SQL | undefined, lock = false) {
    const query = this.db
      .select({
        id: lots.id,
        code: lots.code,
        product_id: products.id,
        product_name: products.name,
        productNameMal: products.nameMal,
        product_size_id: productSizes.id,
        size: productSizes.size,
        made_on: madeOn,
        best_before: lots.bestBefore,
        received: lots.received,
        on_hand: lots.onHand,
        recall_id: lots.recallId,
      })
      .from(lots)
      .innerJoin(productSizes, eq(productSizes.id, lots.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(where)
      .orderBy(asc(products.name), asc(productSizes.id), asc(madeOn), asc(lots.id));
    // The lots' rows locked (a recall of the same lot at the same moment waits, then sees it blocked).
    return lock ? query.for('update', { of: lots }) : query;
  }

  /** The lots with these codes (compared without case, as the unique index does). */
  byCodes(codes: readonly string[]): Promise<LotRow[]> {
    return this.lotQuery(
      inArray(
        sql`upper(${lots.code})`,
        codes.map((code) => code.toUpperCase()),
      ),
    );
  }

  /** Every lot of a product (or one of its sizes) made from `from` to `to`, both days included. */
  madeIn(productId: number, sizeId: number | null, from: string, to: string): Promise<LotRow[]> {
    return this.lotQuery(
      and(
        eq(products.id, productId),
        sizeId === null ? undefined : eq(productSizes.id, sizeId),
        sql`${madeOn} between ${from} and ${to}`,
      ),
    );
  }

  /**
   * Locks the sizes of these lots, in id order, before their lots: the order the stock module takes them in (a sale,
   * a count, a packing lock the size, then its lots), so a recall waits for them instead of deadlocking with one.
   */
  async lockSizesOf(lotIds: readonly number[]): Promise<void> {
    await this.db
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(
        inArray(
          productSizes.id,
          this.db
            .select({ id: lots.productSizeId })
            .from(lots)
            .where(inArray(lots.id, [...lotIds])),
        ),
      )
      .orderBy(asc(productSizes.id))
      .for('update');
  }

  /** The lots with these ids; `lock`: their rows locked for the transaction (lock their sizes first). */
  byIds(ids: readonly number[], lock = false): Promise<LotRow[]> {
    return this.lotQuery(inArray(lots.id, [...ids]), lock);
  }

  /**
   * Each order's units of these lots, newest order first, cancelled orders left out (an order is cancelled only
   * before it ships: its jars never left the farm).
   */
  async ordersOf(lotIds: readonly number[]): Promise<OrderLotRow[]> {
    if (lotIds.length === 0) return [];
    const rows = await this.db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        placedAt: orders.createdAt,
        status: orders.status,
        language: orders.language,
        userId: users.id,
        customerName: users.name,
        email: users.email,
        phone: orders.shipPhone,
        firstName: orders.shipFirstName,
        lotId: orderLots.lotId,
        quantity: orderLots.quantity,
        packedAt: orderLots.packedAt,
      })
      .from(orderLots)
      .innerJoin(orders, eq(orders.id, orderLots.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(inArray(orderLots.lotId, [...lotIds]), ne(orders.status, 'Cancelled')))
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLots.lotId));
    return rows.map(({ packedAt, ...row }) => ({
      ...row,
      status: row.status as OrderStatus,
      language: isLanguage(row.language) ? row.language : 'en',
      packed: packedAt !== null,
    }));
  }

  /** How many cancelled orders had units of these lots (left out of a recall). */
  async cancelledWith(lotIds: readonly number[]): Promise<number> {
    if (lotIds.length === 0) return 0;
    const [row] = await this.db
      .select({ n: sql<number>`count(distinct ${orders.id})`.mapWith(Number) })
      .from(orderLots)
      .innerJoin(orders, eq(orders.id, orderLots.orderId))
      .where(and(inArray(orderLots.lotId, [...lotIds]), eq(orders.status, 'Cancelled')));
    return row?.n ?? 0;
  }

  async insert(values: { reason: string; reasonMal: string; staffId: number }): Promise<number> {
    const [row] = await this.db.insert(recalls).values(values).returning({ id: recalls.id });
    return row!.id;
  }

  async setCustomersTold(id: number, customers: number): Promise<void> {
    await this.db.update(recalls).set({ customersTold: customers }).where(eq(recalls.id, id));
  }

  /** The newest recalls (or the one with `id`), with who started them. */
  list(limit: number, id?: number): Promise<RecallRow[]> {
    return this.db
      .select({
        id: recalls.id,
        reason: recalls.reason,
        reasonMal: recalls.reasonMal,
        customersTold: recalls.customersTold,
        staffName: staff.name,
        createdAt: recalls.createdAt,
      })
      .from(recalls)
      .leftJoin(staff, eq(staff.id, recalls.staffId))
      .where(id === undefined ? undefined : eq(recalls.id, id))
      .orderBy(desc(recalls.id))
      .limit(limit);
  }

  /** The lots these recalls blocked, each with the units its recall wrote off the shelf. */
  async lotsOf(recallIds: readonly number[]) {
    if (recallIds.length === 0) return [];
    const writtenOff = this.db
      .select({
        lotId: stockMovements.lotId,
        units: sql<number>`-sum(${stockMovements.change})`.as('units'),
      })
      .from(stockMovements)
      .where(eq(stockMovements.kind, 'recalled'))
      .groupBy(stockMovements.lotId)
      .as('written_off');
    return this.db
      .select({
        recallId: sql<number>`${lots.recallId}`.mapWith(Number),
        id: lots.id,
        code: lots.code,
        product_name: products.name,
        size: productSizes.size,
        writtenOff: sql<number>`coalesce(${writtenOff.units}, 0)`.mapWith(Number),
      })
      .from(lots)
      .innerJoin(productSizes, eq(productSizes.id, lots.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .leftJoin(writtenOff, eq(writtenOff.lotId, lots.id))
      .where(inArray(lots.recallId, [...recallIds]))
      .orderBy(asc(lots.code));
  }
}

import type { LotProcess } from '@farm/contract';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crops, lots, media, orderItems, orderLots, productSizes, products } from '../../db/schema.js';

/** A lot as the stock module works with it. */
export interface LotRow {
  id: number;
  productSizeId: number;
  code: string;
  received: number;
  onHand: number;
  cropId: number | null;
  source: string;
  harvestedOn: string | null;
  processedOn: string | null;
  process: LotProcess | null;
  bestBefore: string | null;
  certificateMediaId: number | null;
  notes: string;
  blockedAt: Date | null;
  createdAt: Date;
}

/** A lot with what the console shows beside it. */
export interface LotListRow extends LotRow {
  productId: number;
  productName: string;
  size: string;
  cropName: string | null;
  certificateKey: string | null;
}

/** Units of an order held in a lot. */
export interface OrderLotRow {
  id: number;
  orderId: number;
  productSizeId: number;
  lotId: number;
  quantity: number;
  packedAt: Date | null;
}

const LOT_COLUMNS = {
  id: lots.id,
  productSizeId: lots.productSizeId,
  code: lots.code,
  received: lots.received,
  onHand: lots.onHand,
  cropId: lots.cropId,
  source: lots.source,
  harvestedOn: lots.harvestedOn,
  processedOn: lots.processedOn,
  process: sql<LotProcess | null>`${lots.process}`,
  bestBefore: lots.bestBefore,
  certificateMediaId: lots.certificateMediaId,
  notes: lots.notes,
  blockedAt: lots.blockedAt,
  createdAt: lots.createdAt,
};

/**
 * First expiry first: the earliest best-before leads; a lot from before lots (no best-before) leads them all, as the
 * oldest stock on the shelf; then the lot received first.
 */
const FIRST_EXPIRY_FIRST = [sql`${lots.bestBefore} asc nulls first`, asc(lots.id)];

/**
 * Lots and the units orders hold in them (docs/domain.md "Lots"). Every write runs in the caller's transaction with
 * the size's row locked (StockRepository.lockCounted / lockOne), so a lot's `on_hand` and the size's count move
 * together and never race.
 */
export class LotRepository {
  constructor(private readonly db: Db) {}

  async create(entry: {
    sizeId: number;
    code: string;
    received: number;
    cropId: number | null;
    source: string;
    harvestedOn: string | null;
    processedOn: string | null;
    process: LotProcess | null;
    bestBefore: string | null;
    certificateMediaId: number | null;
    notes: string;
    staffId: number | null;
  }): Promise<number> {
    const [row] = await this.db
      .insert(lots)
      .values({
        productSizeId: entry.sizeId,
        code: entry.code,
        received: entry.received,
        onHand: 0,
        cropId: entry.cropId,
        source: entry.source,
        harvestedOn: entry.harvestedOn,
        processedOn: entry.processedOn,
        process: entry.process,
        bestBefore: entry.bestBefore,
        certificateMediaId: entry.certificateMediaId,
        notes: entry.notes,
        staffId: entry.staffId,
      })
      .returning({ id: lots.id });
    return row!.id;
  }

  /** Moves a lot's units on the shelf by `change`; the database refuses below zero. Answers what it has after. */
  async addOnHand(lotId: number, change: number): Promise<number> {
    const [row] = await this.db
      .update(lots)
      .set({ onHand: sql`${lots.onHand} + ${change}` })
      .where(eq(lots.id, lotId))
      .returning({ onHand: lots.onHand });
    return row!.onHand;
  }

  /** Whether a code is taken (compared without case, as the unique index does). */
  async codeTaken(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: lots.id })
      .from(lots)
      .where(sql`upper(${lots.code}) = upper(${code})`)
      .limit(1);
    return row !== undefined;
  }

  /** How many lots a size has (to number a generated code). */
  async countFor(sizeId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lots)
      .where(eq(lots.productSizeId, sizeId));
    return Number(row?.n ?? 0);
  }

  /** One lot of a size (undefined: no such lot, or another size's). */
  async one(lotId: number, sizeId?: number): Promise<LotRow | undefined> {
    const [row] = await this.db
      .select(LOT_COLUMNS)
      .from(lots)
      .where(and(eq(lots.id, lotId), sizeId === undefined ? undefined : eq(lots.productSizeId, sizeId)));
    return row;
  }

  /** Lots by id (any size). */
  byIds(lotIds: readonly number[]): Promise<LotRow[]> {
    if (lotIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(LOT_COLUMNS)
      .from(lots)
      .where(inArray(lots.id, [...lotIds]));
  }

  /** The lots of these sizes with units on the shelf and not blocked, first expiry first. */
  onShelf(sizeIds: readonly number[]): Promise<LotRow[]> {
    if (sizeIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(LOT_COLUMNS)
      .from(lots)
      .where(and(inArray(lots.productSizeId, [...sizeIds]), gt(lots.onHand, 0), isNull(lots.blockedAt)))
      .orderBy(...FIRST_EXPIRY_FIRST);
  }

  /** The newest unblocked lot of a size (units that came back from an order without lots go there). */
  async newest(sizeId: number): Promise<LotRow | undefined> {
    const [row] = await this.db
      .select(LOT_COLUMNS)
      .from(lots)
      .where(and(eq(lots.productSizeId, sizeId), isNull(lots.blockedAt)))
      .orderBy(desc(lots.id))
      .limit(1);
    return row;
  }

  private listed() {
    return this.db
      .select({
        ...LOT_COLUMNS,
        productId: products.id,
        productName: products.name,
        size: productSizes.size,
        cropName: crops.name,
        certificateKey: media.key,
      })
      .from(lots)
      .innerJoin(productSizes, eq(productSizes.id, lots.productSizeId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .leftJoin(crops, eq(crops.id, lots.cropId))
      .leftJoin(media, eq(media.id, lots.certificateMediaId));
  }

  /** A size's lots for the console: those with units first (first expiry first), then the emptied, newest first. */
  forSize(sizeId: number, limit: number): Promise<LotListRow[]> {
    return this.listed()
      .where(eq(lots.productSizeId, sizeId))
      .orderBy(desc(sql`${lots.onHand} > 0`), ...FIRST_EXPIRY_FIRST)
      .limit(limit);
  }

  /** Lots with units on the shelf, not blocked, best before `until` at the latest (the dashboard narrows further). */
  expiringBy(until: string, limit: number): Promise<LotListRow[]> {
    return this.listed()
      .where(and(gt(lots.onHand, 0), isNull(lots.blockedAt), sql`${lots.bestBefore} <= ${until}`))
      .orderBy(...FIRST_EXPIRY_FIRST)
      .limit(limit);
  }

  /** The product's shelf life in months (null: not set), for a lot's best-before when none is given. */
  async shelfLifeMonths(sizeId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ months: products.shelfLifeMonths })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(productSizes.id, sizeId));
    return row?.months ?? null;
  }

  /** The farm's crops by name, for a lot to name where it was grown. */
  cropNames(): Promise<{ id: number; name: string }[]> {
    return this.db.select({ id: crops.id, name: crops.name }).from(crops).orderBy(asc(crops.name));
  }

  async cropExists(cropId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: crops.id }).from(crops).where(eq(crops.id, cropId));
    return row !== undefined;
  }

  async mediaExists(mediaId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
    return row !== undefined;
  }

  /** The units an order holds in lots, by size then first expiry first. */
  ofOrder(orderId: number): Promise<OrderLotRow[]> {
    return this.db
      .select({
        id: orderLots.id,
        orderId: orderLots.orderId,
        productSizeId: orderLots.productSizeId,
        lotId: orderLots.lotId,
        quantity: orderLots.quantity,
        packedAt: orderLots.packedAt,
      })
      .from(orderLots)
      .innerJoin(lots, eq(lots.id, orderLots.lotId))
      .where(eq(orderLots.orderId, orderId))
      .orderBy(asc(orderLots.productSizeId), ...FIRST_EXPIRY_FIRST);
  }

  /**
   * The lot codes of an order's lines from the shelf (invoices and packing slips), by order item id: a pre-order line
   * of the same size holds none.
   */
  async codesOf(orderId: number): Promise<Map<number, string[]>> {
    const rows = await this.db
      .select({ itemId: orderItems.id, code: lots.code })
      .from(orderLots)
      .innerJoin(lots, eq(lots.id, orderLots.lotId))
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.orderId, orderLots.orderId),
          eq(orderItems.productSizeId, orderLots.productSizeId),
          isNull(orderItems.preorderId),
        ),
      )
      .where(eq(orderLots.orderId, orderId))
      .orderBy(...FIRST_EXPIRY_FIRST);
    const codes = new Map<number, string[]>();
    for (const row of rows) codes.set(row.itemId, [...(codes.get(row.itemId) ?? []), row.code]);
    return codes;
  }

  /** Adds units to what an order holds in a lot. */
  async allot(orderId: number, sizeId: number, lotId: number, quantity: number): Promise<void> {
    await this.db
      .insert(orderLots)
      .values({ orderId, productSizeId: sizeId, lotId, quantity })
      .onConflictDoUpdate({
        target: [orderLots.orderId, orderLots.productSizeId, orderLots.lotId],
        set: { quantity: sql`${orderLots.quantity} + ${quantity}` },
      });
  }

  /** Takes units off what an order holds in a lot; a holding brought to nothing goes. */
  async unallot(orderId: number, sizeId: number, lotId: number, quantity: number): Promise<void> {
    const holding = and(
      eq(orderLots.orderId, orderId),
      eq(orderLots.productSizeId, sizeId),
      eq(orderLots.lotId, lotId),
    );
    const [kept] = await this.db
      .update(orderLots)
      .set({ quantity: sql`${orderLots.quantity} - ${quantity}` })
      .where(and(holding, gt(orderLots.quantity, quantity)))
      .returning({ id: orderLots.id });
    if (!kept) await this.db.delete(orderLots).where(holding);
  }

  /** Marks what an order holds in lots as packed (once: a second packing finds nothing unpacked). */
  async markPacked(orderId: number): Promise<void> {
    await this.db
      .update(orderLots)
      .set({ packedAt: new Date() })
      .where(and(eq(orderLots.orderId, orderId), isNull(orderLots.packedAt)));
  }

  /** Blocks lots for a recall (answers the lots newly blocked; one blocked already is left as it was). */
  block(lotIds: readonly number[], recallId: number): Promise<LotRow[]> {
    if (lotIds.length === 0) return Promise.resolve([]);
    return this.db
      .update(lots)
      .set({ blockedAt: new Date(), recallId })
      .where(and(inArray(lots.id, [...lotIds]), isNull(lots.blockedAt)))
      .returning(LOT_COLUMNS);
  }
}

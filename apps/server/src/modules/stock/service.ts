import {
  LOT_MESSAGES,
  LOT_RULES,
  MEDIA_REF_PREFIX,
  STOCK_MESSAGES,
  addDays,
  deliverByFor,
  keralaDate,
  uploadUrl,
  type Lot,
  type StockChangeBody,
  type StockDetail,
  type StockLevel,
  type StockSettings,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { PreorderRepository, type LockedPreorder, type OpenPreorder } from '../preorders/index.js';
import { SiteRepository } from '../site/index.js';
import { StockLedger } from './ledger.js';
import { LotRepository } from './lot-repository.js';
import { deliverByToday, lotView } from './lots.js';
import { PackingService } from './packing.js';
import { StockRepository, type LevelRow } from './repository.js';

const STOCK = {
  stock: StockRepository,
  ledger: StockLedger,
  audit: AuditRepository,
  site: SiteRepository,
  preorders: PreorderRepository,
};

/** A cart line as stock sees it: a size, how many, and what to call it in a message. */
export interface StockLine {
  productSizeId: number;
  quantity: number;
  /** "Wild honey (250 g)". */
  name: string;
  /**
   * Sold from this pre-order (issue 37): held and sold against its expected quantity, never from the shelf
   * (docs/domain.md "Pre-orders").
   */
  preorderId?: number | undefined;
}

/** What shoppers can buy now of a size (null `left`: not counted), and its open pre-order if it sells from one. */
export interface Availability {
  inStock: boolean;
  left: number | null;
  preorder: OpenPreorder | null;
}

/** What a placement did with its counted lines: sold from the shelf, or short (paid after the hold ran out). */
export interface SaleOutcome {
  short: { productSizeId: number; short: number }[];
}

const MOVEMENTS_SHOWN = 100;
const LOTS_SHOWN = 50;

/** A certificate picture's address (the media store's default width). */
const pictureUrl = (key: string) => uploadUrl('products', `${MEDIA_REF_PREFIX}${key}`);

/** Ended holds are kept this long (for a question about a payment), then deleted. */
const HOLDS_KEPT_DAYS = 30;

/** Order or cart lines as stock sees them. */
export function stockLines(
  lines: readonly {
    productSizeId: number;
    quantity: number;
    productName: string;
    size: string;
    counted?: boolean | undefined;
    preorderId?: number | undefined;
  }[],
): StockLine[] {
  // Only the sizes the farm counted when the cart was priced, and those sold from a pre-order (which counts them): a
  // shop that counts nothing never waits on stock.
  return lines
    .filter((line) => line.counted || line.preorderId !== undefined)
    .map((line) => ({
      productSizeId: line.productSizeId,
      quantity: line.quantity,
      name: `${line.productName} (${line.size})`,
      ...(line.preorderId !== undefined ? { preorderId: line.preorderId } : {}),
    }));
}

const fromShelf = (lines: readonly StockLine[]) => lines.filter((line) => line.preorderId === undefined);
const fromPreorder = (lines: readonly StockLine[]) => lines.filter((line) => line.preorderId !== undefined);

/**
 * What a pre-order line may take now (docs/domain.md "Pre-orders"): an open pre-order, its expected quantity less what
 * is sold and what other payments hold; one that stopped taking orders (closed, its date passed) only what this
 * payment itself still holds, taken while it was open; a harvested one (not locked: gone from `locked`) or another
 * pre-order than the line's, nothing.
 */
function preorderFree(
  line: StockLine,
  locked: ReadonlyMap<number, LockedPreorder>,
  othersHold: number,
  ownHold: number,
): number {
  const preorder = locked.get(line.productSizeId);
  if (!preorder || preorder.id !== line.preorderId) return 0;
  const unsold = preorder.expected - preorder.sold;
  return Math.max(0, preorder.open ? unsold - othersHold : Math.min(ownHold, unsold));
}

function notEnough(lines: { name: string; left: number }[]): RuleViolationError {
  const message = STOCK_MESSAGES.notEnough(lines);
  return new RuleViolationError(message, { cart: [message] });
}

function levelOf(row: LevelRow, lowThreshold: number, waiting = 0): StockLevel {
  const available = row.stockCount === null ? null : Math.max(0, row.stockCount - row.held);
  return {
    product_size_id: row.productSizeId,
    product_id: row.productId,
    product_name: row.productName,
    size: row.size,
    stock_count: row.stockCount,
    held: row.held,
    available,
    low: available !== null && available <= lowThreshold,
    waiting,
  };
}

/**
 * Stock (docs/domain.md "Stock"): counts per size that never oversell. A payment under way holds its cart's jars
 * for the shop's hold time; a paid order turns the hold into a sale; an expired hold, or the customer's next gateway
 * order, gives them back. A failed attempt does not: the customer may pay again on the same gateway order inside the
 * widget (docs/decisions/2026-11-26-holds-survive-failed-attempts.md). Each decision runs in a transaction with the
 * sizes locked, so two shoppers racing for the last jar are told apart by the database, not by luck.
 */
export class StockService {
  /** Packing names the lot (issue 38): the packing screen, and the lots confirmed when an order is packed. */
  readonly packing: PackingService;

  constructor(
    private readonly db: Db,
    /** Drops this process's cached catalogue answers (the others follow the content version). */
    private readonly catalogueChanged: () => void = () => {},
    /**
     * How many shoppers wait to be told each size is back (issue 37): the waitlist module's answer, handed in, so this
     * module never reads that table. Sizes nobody waits for are absent.
     */
    private readonly waiting: (sizeIds?: readonly number[]) => Promise<Map<number, number>> = async () =>
      new Map(),
  ) {
    this.packing = new PackingService(db);
  }

  /**
   * Holds a cart's counted sizes for a payment (or holds them again, for a retried one), or refuses the cart before
   * any money moves, naming what is short. The customer's other unpaid gateway orders give their jars back in the
   * same transaction (they started this one instead); a refused cart leaves them as they were. A cart of sizes not
   * counted touches no stock at all (a shop that counts nothing pays no statement for it): an earlier hold of the
   * customer's then simply runs out.
   */
  async hold(paymentOrderId: number, userId: number, lines: readonly StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    await withTransaction(this.db, STOCK, async (tx) => {
      // Sizes first, then pre-orders, then hold rows, as a sale does: no two transactions wait in a circle.
      const counted = await tx.stock.lockCounted(fromShelf(lines).map((line) => line.productSizeId));
      const preordered = fromPreorder(lines);
      const locked = await tx.preorders.lock(preordered.map((line) => line.productSizeId));
      await tx.stock.releaseOthersOf(userId, paymentOrderId);
      if (counted.size === 0 && preordered.length === 0) return;
      const { holdSeconds } = await tx.stock.settings();
      const held = await tx.stock.held(
        lines.map((line) => line.productSizeId),
        paymentOrderId,
      );
      const short = [];
      for (const line of lines) {
        const othersHold = held.get(line.productSizeId) ?? 0;
        if (line.preorderId !== undefined) {
          // A new hold: only an open pre-order gives one (this payment's earlier hold is being replaced).
          const left = locked.get(line.productSizeId)?.open ? preorderFree(line, locked, othersHold, 0) : 0;
          if (line.quantity > left) short.push({ name: line.name, left });
          continue;
        }
        const count = counted.get(line.productSizeId);
        if (count === undefined) continue;
        const left = count - othersHold;
        if (line.quantity > left) short.push({ name: line.name, left: Math.max(0, left) });
      }
      if (short.length > 0) throw notEnough(short);
      for (const line of lines) {
        if (counted.has(line.productSizeId) || line.preorderId !== undefined)
          await tx.stock.hold(paymentOrderId, line.productSizeId, line.quantity, holdSeconds);
      }
    });
  }

  /**
   * Refuses a cart that asks for more than is free now (no lock: a quick answer before the gateway is called). The
   * customer's own unpaid holds do not count against them: their new gateway order releases those.
   */
  async check(userId: number, lines: readonly StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    const repo = new StockRepository(this.db);
    // A pre-order line is decided by its hold alone (below the gateway call, under the pre-order's lock).
    const sizeIds = fromShelf(lines).map((line) => line.productSizeId);
    if (sizeIds.length === 0) return;
    const [rows, held] = await Promise.all([repo.levels({ sizeIds }), repo.held(sizeIds, undefined, userId)]);
    const count = new Map(rows.map((row) => [row.productSizeId, row.stockCount]));
    const short = lines.flatMap((line) => {
      const stock = count.get(line.productSizeId);
      if (stock == null) return [];
      const left = Math.max(0, stock - (held.get(line.productSizeId) ?? 0));
      return line.quantity > left ? [{ name: line.name, left }] : [];
    });
    if (short.length > 0) throw notEnough(short);
  }

  /**
   * A payment refunded without an order gives its holds back at once (an expired one has stopped counting already).
   * A failed attempt does not call this: the same gateway order may still be paid.
   */
  async release(paymentOrderId: number): Promise<void> {
    await new StockRepository(this.db).endHolds(paymentOrderId, 'released');
  }

  /** The reconciliation pass: holds that ran out are marked released, and those ended a month ago go. */
  async releaseExpired(): Promise<number> {
    const repo = new StockRepository(this.db);
    const released = await repo.releaseExpired();
    await repo.pruneEnded(new Date(Date.now() - HOLDS_KEPT_DAYS * 86_400_000));
    return released;
  }

  /**
   * Sells an order's counted lines, inside the placement's transaction (`tx` holds the order's insert too). A line
   * its payment still holds is sold from the hold. Without a hold (cash on delivery, or a payment that arrived after
   * its hold ran out) it sells only what is free: cash on delivery is refused when short; a paid order is kept, takes
   * what is free of each line and is marked short of the rest, which the placement refunds (answered in `short`).
   */
  async sell(
    db: Db,
    lines: readonly StockLine[],
    how: { gatewayOrderId: string | null },
    place: () => Promise<{ orderId: number; created: boolean }>,
  ): Promise<{ orderId: number; created: boolean } & SaleOutcome> {
    const ledger = new StockLedger(db);
    const stock = ledger.stock;
    const preorders = new PreorderRepository(db);
    const counted = await stock.lockCounted(fromShelf(lines).map((line) => line.productSizeId));
    const preordered = fromPreorder(lines);
    const locked = await preorders.lock(preordered.map((line) => line.productSizeId));
    if (counted.size === 0 && preordered.length === 0) return { ...(await place()), short: [] };
    const paymentOrderId = how.gatewayOrderId ? await stock.paymentOrderId(how.gatewayOrderId) : undefined;
    const sizeIds = lines.map((line) => line.productSizeId);
    // Its own hold is left out of what others hold, so a line still held is always free to sell.
    // Everyone's holds too only for a pre-order line (what this payment holds itself): a shelf sale reads one.
    const [othersHold, allHeld] = await Promise.all([
      stock.held(sizeIds, paymentOrderId),
      paymentOrderId === undefined || preordered.length === 0 ? undefined : stock.held(sizeIds),
    ]);
    const sold: StockLine[] = [];
    const short: { productSizeId: number; short: number; name: string; left: number }[] = [];
    for (const line of lines) {
      const count = counted.get(line.productSizeId);
      if (count === undefined && line.preorderId === undefined) continue;
      const others = othersHold.get(line.productSizeId) ?? 0;
      const free =
        line.preorderId !== undefined
          ? preorderFree(line, locked, others, (allHeld?.get(line.productSizeId) ?? others) - others)
          : Math.max(0, count! - others);
      // What is free is taken (the customer gets that much), the rest is short: the count and the order agree.
      if (free > 0) sold.push({ ...line, quantity: Math.min(line.quantity, free) });
      if (line.quantity > free)
        short.push({
          productSizeId: line.productSizeId,
          short: line.quantity - free,
          name: line.name,
          left: free,
        });
    }
    if (short.length > 0 && how.gatewayOrderId === null) throw notEnough(short);
    const placed = await place();
    if (!placed.created) return { ...placed, short: [] };
    let crossedZero = false;
    const deliverBy = deliverByToday();
    for (const line of sold) {
      if (line.preorderId !== undefined) {
        // Counted on the pre-order, not taken from the shelf; the database refuses more than expected.
        await preorders.addSold(line.preorderId, line.quantity);
        continue;
      }
      // Taken from its lots first expiry first, held there for the order until it is packed (docs/domain.md "Lots").
      const after = await ledger.take(
        line.productSizeId,
        line.quantity,
        { kind: 'sale', note: '', orderId: placed.orderId },
        deliverBy,
      );
      if (after === 0) crossedZero = true;
    }
    if (paymentOrderId !== undefined)
      await stock.endHolds(paymentOrderId, short.length > 0 ? 'released' : 'sold');
    const shortRows = short.map(({ productSizeId, short: n }) => ({ productSizeId, short: n }));
    if (shortRows.length > 0) await stock.setShort(placed.orderId, shortRows);
    if (crossedZero) {
      await stock.catalogueChanged();
      this.catalogueChanged();
    }
    return { ...placed, short: shortRows };
  }

  /**
   * Brings the shelf to what an order still takes (docs/domain.md "Stock"): what its sale took, less the units refunded
   * back to the farm (`returned`, by size); once it is cancelled, only the units gone for good (`gone`: refunded as
   * broken). Units coming back are a `returned` movement naming the order and `note`; units it takes again (a refund
   * that failed) are a negative one, as far as the shelf has them: what it cannot take is answered as short. Asked
   * again with the same figures it moves nothing, so a cancel, a refund and its failure may come in any order.
   */
  async settleOrder(
    ledger: StockLedger,
    orderId: number,
    refunded: {
      cancelled: boolean;
      returned: ReadonlyMap<number, number>;
      gone: ReadonlyMap<number, number>;
    },
    note: string,
  ): Promise<{ short: { productSizeId: number; short: number }[] }> {
    const stock = ledger.stock;
    const sold = await stock.soldFor(orderId);
    if (sold.size === 0) return { short: [] };
    const [out, counted] = await Promise.all([stock.outFor(orderId), stock.lockCounted([...sold.keys()])]);
    const short: { productSizeId: number; short: number }[] = [];
    let crossedZero = false;
    for (const [sizeId, took] of sold) {
      // A size the farm stopped counting since: nothing to give back to or take from.
      const before = counted.get(sizeId);
      if (before === undefined) continue;
      const keep = refunded.cancelled
        ? Math.min(took, refunded.gone.get(sizeId) ?? 0)
        : Math.max(0, took - (refunded.returned.get(sizeId) ?? 0));
      const change = (out.get(sizeId) ?? 0) - keep;
      const moved = change > 0 ? change : -Math.min(-change, before);
      if (change < 0 && moved > change) short.push({ productSizeId: sizeId, short: moved - change });
      if (moved === 0) continue;
      // Back into the lots it came from; taken again (a failed refund) first expiry first, as a sale is.
      const after =
        moved > 0
          ? await ledger.giveBack(orderId, sizeId, moved, note)
          : await ledger.take(sizeId, -moved, { kind: 'returned', note, orderId }, deliverByToday());
      if ((before === 0) !== (after === 0)) crossedZero = true;
    }
    if (crossedZero) {
      await stock.catalogueChanged();
      this.catalogueChanged();
    }
    return { short };
  }

  /**
   * What shoppers can buy now of each size: null = not counted. A size with an open pre-order sells only from it
   * (docs/domain.md "Pre-orders"): its `left` is the pre-order's, and `preorder` says so. Not cached (holds move by the
   * minute).
   */
  async available(sizeIds: readonly number[]): Promise<Map<number, Availability>> {
    if (sizeIds.length === 0) return new Map();
    const [rows, open] = await Promise.all([
      new StockRepository(this.db).levels({ sizeIds }),
      new PreorderRepository(this.db).openFor(sizeIds),
    ]);
    return new Map(
      rows.map((row): [number, Availability] => {
        const preorder = open.get(row.productSizeId) ?? null;
        if (preorder)
          return [
            row.productSizeId,
            { inStock: row.productActive && preorder.left > 0, left: preorder.left, preorder },
          ];
        const left = row.stockCount === null ? null : Math.max(0, row.stockCount - row.held);
        return [
          row.productSizeId,
          { inStock: row.inStock && row.productActive && left !== 0, left, preorder: null },
        ];
      }),
    );
  }

  /** Whether any of these sizes sells from an open pre-order now (the product page then reads its figures fresh). */
  async anyPreorder(sizeIds: readonly number[]): Promise<boolean> {
    return (await new PreorderRepository(this.db).openFor(sizeIds)).size > 0;
  }

  // --- The console ---

  /**
   * The Stock page (issue 32): every size of the shop's products, counted or not, so counting can start from the list.
   * Counted sizes first, the fewest available first; then the sizes not counted, by product. `lowOnly`: the counted
   * sizes at or under the threshold (the dashboard's "Running low").
   */
  async list(lowOnly: boolean): Promise<StockLevel[]> {
    const repo = new StockRepository(this.db);
    const { lowThreshold } = await repo.settings();
    const waiting = await this.waiting();
    const levels = (await repo.levels({ countedOnly: lowOnly, activeOnly: true })).map((row) =>
      levelOf(row, lowThreshold, waiting.get(row.productSizeId)),
    );
    const counted = levels
      .filter((level) => level.available !== null && (!lowOnly || level.low))
      .sort((a, b) => (a.available ?? 0) - (b.available ?? 0));
    return [...counted, ...levels.filter((level) => level.available === null)];
  }

  async detail(sizeId: number, message?: string): Promise<StockDetail> {
    const repo = new StockRepository(this.db);
    const [row] = await repo.levels({ sizeIds: [sizeId] });
    if (!row) throw new NotFoundError(STOCK_MESSAGES.sizeUnknown);
    const { lowThreshold } = await repo.settings();
    const lotRepo = new LotRepository(this.db);
    const [movements, waiting, lots, crops] = await Promise.all([
      repo.movements(sizeId, MOVEMENTS_SHOWN),
      this.waiting([sizeId]),
      lotRepo.forSize(sizeId, LOTS_SHOWN),
      lotRepo.cropNames(),
    ]);
    const deliverBy = deliverByToday();
    return {
      level: levelOf(row, lowThreshold, waiting.get(sizeId)),
      lots: lots.map((lot) => lotView(lot, deliverBy, pictureUrl)),
      crops,
      movements: movements.map((m) => ({
        id: m.id,
        kind: m.kind as StockDetail['movements'][number]['kind'],
        change: m.change,
        count_after: m.countAfter,
        note: m.note,
        order_id: m.orderId,
        order_no: m.orderNo,
        staff_name: m.staffName,
        lot_code: m.lotCode,
        at: m.at.toISOString(),
      })),
      ...(message ? { message } : {}),
    };
  }

  /**
   * A count taken (of the size, or of one lot), a lot received or a correction of a lot: movements naming their lot,
   * with who and why, and an audit row (docs/domain.md "Lots").
   */
  async change(sizeId: number, body: StockChangeBody, by: StaffActor): Promise<StockDetail> {
    let received: string | undefined;
    const changed = await withTransaction(this.db, STOCK, async (tx) => {
      const size = await tx.stock.lockOne(sizeId);
      if (!size) throw new NotFoundError(STOCK_MESSAGES.sizeUnknown);
      const before = size.count;
      const staffId = by.staffId;
      const lotId = body.action === 'receive' ? undefined : body.lot_id;
      const lot = lotId === undefined ? undefined : await tx.ledger.lots.one(lotId, sizeId);
      if (lotId !== undefined && !lot)
        throw new RuleViolationError(LOT_MESSAGES.lotUnknown, { lot_id: [LOT_MESSAGES.lotUnknown] });
      if (body.action === 'count') {
        if (body.count === null && before === null) return false;
        if (lot && body.count === null)
          throw new RuleViolationError(STOCK_MESSAGES.countRequired, {
            count: [STOCK_MESSAGES.countRequired],
          });
        if (lot) await tx.ledger.setLotCount(lot, body.count!, body.reason, staffId);
        else await tx.ledger.setCount(sizeId, before, body.count, body.reason, staffId);
      } else {
        const notCounted = StockLedger.notCounted(before, body.action === 'receive' ? 'quantity' : 'change');
        if (notCounted) throw notCounted;
        if (body.action === 'receive') {
          const [level] = await tx.stock.levels({ sizeIds: [sizeId] });
          received = await tx.ledger.receive(sizeId, level!.productName, body, staffId);
        } else await tx.ledger.correct(lot!, body.change, body.reason, staffId);
      }
      const [after] = await tx.stock.levels({ sizeIds: [sizeId] });
      // Counting on or off, sold out or back: the storefront's cached lists must follow.
      const count = after!.stockCount;
      const storefrontChanged = (before === null) !== (count === null) || (before === 0) !== (count === 0);
      if (storefrontChanged) await tx.stock.catalogueChanged();
      await tx.audit.write({
        ...by,
        action: `stock.${body.action}`,
        entity: 'product_size',
        entityId: String(sizeId),
        before: { stock_count: before },
        after: { stock_count: count, ...body, ...(received ? { code: received } : {}) },
      });
      return storefrontChanged;
    });
    if (changed) this.catalogueChanged();
    return this.detail(sizeId, received ? LOT_MESSAGES.received(received) : STOCK_MESSAGES.saved);
  }

  /**
   * Sets a size's count to a count taken, inside the caller's transaction (`db`): the catalogue spreadsheet's import
   * writes its products and their counts in one transaction, with one audit row of its own. The movement is a `count`
   * of the difference with `note`; null stops counting. Other processes' cached lists follow the content version when
   * counting starts or stops or the size sells out or comes back; the caller drops this process's after its commit.
   */
  async countIn(db: Db, sizeId: number, count: number | null, note: string, staffId: number): Promise<void> {
    const ledger = new StockLedger(db);
    const stock = ledger.stock;
    const size = await stock.lockOne(sizeId);
    if (!size) throw new NotFoundError(STOCK_MESSAGES.sizeUnknown);
    const before = size.count;
    if (before === count) return;
    await ledger.setCount(sizeId, before, count, note, staffId);
    if ((before === null) !== (count === null) || (before === 0) !== (count === 0))
      await stock.catalogueChanged();
  }

  /** The lot codes of an order's shelf lines, by order item id (the invoice and the packing slip print them). */
  lotCodes(orderId: number): Promise<Map<number, string[]>> {
    return new LotRepository(this.db).codesOf(orderId);
  }

  /** The dashboard's lots nearing their shelf-life floor: units on the shelf, last packing day within the window. */
  async nearing(now = new Date()): Promise<Lot[]> {
    const today = keralaDate(now);
    const deliverBy = deliverByFor(today);
    const horizon = addDays(today, LOT_RULES.nearingDays);
    // A lot's last packing day is at most its best-before less the floor (45 days at least) and the transit days.
    const candidates = await new LotRepository(this.db).expiringBy(
      addDays(horizon, LOT_RULES.floorDays * 10),
      500,
    );
    return candidates
      .map((lot) => lotView(lot, deliverBy, pictureUrl))
      .filter((lot) => lot.last_pack_day !== null && lot.last_pack_day <= horizon);
  }

  /**
   * Blocks lots for a recall, inside the caller's transaction (`db`): never packed or sold again, and the units left
   * on the shelf written off as a `recalled` movement naming the lot. Units orders hold in them stay held: packing
   * takes other lots for them, or refuses in words.
   */
  async blockLots(db: Db, lotIds: readonly number[], recallId: number, staffId: number): Promise<void> {
    const ledger = new StockLedger(db);
    const sizes = await ledger.lots.byIds(lotIds);
    await ledger.stock.lockCounted([...new Set(sizes.map((lot) => lot.productSizeId))]);
    const blocked = await ledger.lots.block(lotIds, recallId);
    let crossedZero = false;
    for (const lot of blocked) {
      if (lot.onHand === 0) continue;
      const after = await ledger.move(lot.productSizeId, lot.id, -lot.onHand, {
        kind: 'recalled',
        note: LOT_MESSAGES.blocked(lot.code),
        staffId,
      });
      if (after === 0) crossedZero = true;
    }
    if (crossedZero) await ledger.stock.catalogueChanged();
  }

  async settings(): Promise<StockSettings> {
    const { holdSeconds, lowThreshold } = await new StockRepository(this.db).settings();
    return { hold_minutes: Math.max(1, Math.round(holdSeconds / 60)), low_stock_threshold: lowThreshold };
  }

  async saveSettings(body: StockSettings, by: StaffActor): Promise<StockSettings & { message: string }> {
    const before = await this.settings();
    await withTransaction(this.db, STOCK, async (tx) => {
      await tx.site.saveStockSettings(body.hold_minutes * 60, body.low_stock_threshold);
      await tx.audit.write({ ...by, action: 'settings.stock', entity: 'settings', before, after: body });
    });
    return { ...(await this.settings()), message: STOCK_MESSAGES.settingsSaved };
  }
}

import {
  CHECKOUT_MESSAGES,
  LOT_MESSAGES,
  type PackingBody,
  type PackingLine,
  type PackingResponse,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { OrderRepository, type OrderItemRow } from '../orders/index.js';
import { StockLedger } from './ledger.js';
import type { LotRow, OrderLotRow } from './lot-repository.js';
import { deliverByToday, firstExpiryFirst, packable } from './lots.js';

const PACKING = { orders: OrderRepository, ledger: StockLedger, audit: AuditRepository };

/** Statuses in which the goods have been packed: the lots packed are on record and no longer change. */
const PACKED_STATUSES = new Set(['Packed', 'Shipped', 'Delivered']);

/** The units an order holds in each lot of one size, by lot id. */
function heldBySize(held: readonly OrderLotRow[], sizeId: number): Map<number, number> {
  return new Map(held.filter((row) => row.productSizeId === sizeId).map((row) => [row.lotId, row.quantity]));
}

/**
 * Moves the units an order holds in one size's lots to `wanted` (lot id → units), as pairs of `lot_change`
 * movements that leave the size's count as it was: the units into lots given back first, so the count never dips.
 */
async function relot(
  ledger: StockLedger,
  orderId: number,
  sizeId: number,
  current: ReadonlyMap<number, number>,
  wanted: ReadonlyMap<number, number>,
  staffId: number | null,
): Promise<void> {
  const how = { kind: 'lot_change' as const, note: '', orderId, staffId };
  for (const [lotId, units] of current) {
    const less = units - (wanted.get(lotId) ?? 0);
    if (less <= 0) continue;
    await ledger.move(sizeId, lotId, less, how);
    await ledger.lots.unallot(orderId, sizeId, lotId, less);
  }
  for (const [lotId, units] of wanted) {
    const more = units - (current.get(lotId) ?? 0);
    if (more <= 0) continue;
    await ledger.move(sizeId, lotId, -more, how);
    await ledger.lots.allot(orderId, sizeId, lotId, more);
  }
}

/**
 * Packing names the lot (issue 38, docs/domain.md "Lots"): the lots an order's units were taken from when it was
 * placed (first expiry first) are proposed again at packing, where staff may choose others; a lot blocked by a recall
 * or too close to its best-before for the delivery is refused in words. Marking the order Packed confirms them.
 */
export class PackingService {
  constructor(private readonly db: Db) {}

  /** The packing screen of an order: each counted line, the lots it holds, what FEFO proposes today, the choices. */
  async view(orderId: number, message?: string): Promise<PackingResponse> {
    const ledger = new StockLedger(this.db);
    const orders = new OrderRepository(this.db);
    const row = await orders.findAny(orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const deliverBy = deliverByToday();
    const [items, held] = await Promise.all([orders.items([orderId]), ledger.lots.ofOrder(orderId)]);
    const sizeIds = [...new Set(held.map((h) => h.productSizeId))];
    const [shelf, heldLots] = await Promise.all([
      ledger.lots.onShelf(sizeIds),
      ledger.lots.byIds(held.map((h) => h.lotId)),
    ]);
    const packed = PACKED_STATUSES.has(row.status) || (held.length > 0 && held.every((h) => h.packedAt));
    return {
      packed,
      deliver_by: deliverBy,
      lines: sizeIds.map((sizeId) => this.line(sizeId, items, held, [...heldLots, ...shelf], deliverBy)),
      ...(message ? { message } : {}),
    };
  }

  private line(
    sizeId: number,
    items: readonly OrderItemRow[],
    held: readonly OrderLotRow[],
    lots: readonly LotRow[],
    deliverBy: string,
  ): PackingLine {
    const own = heldBySize(held, sizeId);
    const item = items.find((i) => i.productSizeId === sizeId && i.preorderId === null);
    const byId = new Map(lots.filter((lot) => lot.productSizeId === sizeId).map((lot) => [lot.id, lot]));
    // First expiry first, as the shelf query ordered them; the order's own lots keep their place among them.
    const choices = [...byId.values()]
      .sort((a, b) => (a.bestBefore ?? '').localeCompare(b.bestBefore ?? '') || a.id - b.id)
      .map((lot) => ({ lot, free: (lot.blockedAt ? 0 : lot.onHand) + (own.get(lot.id) ?? 0) }));
    const wanted = [...own.values()].reduce((a, b) => a + b, 0);
    const packableChoices = choices.filter((c) => packable(c.lot, deliverBy).ok);
    const proposal = firstExpiryFirst(packableChoices, wanted, null).takes;
    const codeOf = (lotId: number) => byId.get(lotId)?.code ?? '';
    return {
      product_size_id: sizeId,
      name: item?.productName ?? '',
      size: item?.size ?? '',
      quantity: item ? item.quantity - item.refundedQuantity : wanted,
      lots: [...own].map(([lotId, quantity]) => ({ lot_id: lotId, code: codeOf(lotId), quantity })),
      proposal: proposal.map((take) => ({
        lot_id: take.lot.id,
        code: take.lot.code,
        quantity: take.quantity,
      })),
      choices: choices.map(({ lot, free }) => {
        const rule = packable(lot, deliverBy);
        return {
          lot_id: lot.id,
          code: lot.code,
          best_before: lot.bestBefore,
          free,
          packable: rule.ok,
          refusal: rule.reason,
        };
      }),
    };
  }

  /**
   * Staff choose the lots an order's units are packed from: per size, as many units as the order holds, each from a
   * lot of that size that may be packed and has them free (its own units count as free for it).
   */
  async choose(orderId: number, body: PackingBody, by: StaffActor): Promise<PackingResponse> {
    const deliverBy = deliverByToday();
    await withTransaction(this.db, PACKING, async (tx) => {
      const row = await tx.orders.lock(null, orderId);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.status === 'Cancelled') throw new ConflictError(CHECKOUT_MESSAGES.alreadyCancelled);
      const held = await tx.ledger.lots.ofOrder(orderId);
      if (PACKED_STATUSES.has(row.status) || held.some((h) => h.packedAt))
        throw new ConflictError(LOT_MESSAGES.alreadyPacked);
      await tx.ledger.stock.lockCounted(body.lines.map((line) => line.product_size_id).sort((a, b) => a - b));
      const items = await tx.orders.items([orderId]);
      for (const line of body.lines) {
        const sizeId = line.product_size_id;
        const own = heldBySize(held, sizeId);
        const item = items.find((i) => i.productSizeId === sizeId && i.preorderId === null);
        const name = item ? `${item.productName} (${item.size})` : String(sizeId);
        if (own.size === 0) throw new RuleViolationError(LOT_MESSAGES.notCounted);
        const wanted = new Map<number, number>();
        for (const choice of line.lots)
          wanted.set(choice.lot_id, (wanted.get(choice.lot_id) ?? 0) + choice.quantity);
        const total = [...own.values()].reduce((a, b) => a + b, 0);
        const chosen = [...wanted.values()].reduce((a, b) => a + b, 0);
        if (chosen !== total) throw new RuleViolationError(LOT_MESSAGES.packingCovers(name, total));
        const lots = await tx.ledger.lots.byIds([...wanted.keys()]);
        for (const [lotId, units] of wanted) {
          const lot = lots.find((l) => l.id === lotId && l.productSizeId === sizeId);
          if (!lot) throw new RuleViolationError(LOT_MESSAGES.lotUnknown);
          const rule = packable(lot, deliverBy);
          if (!rule.ok) throw new RuleViolationError(rule.reason!);
          const free = lot.onHand + (own.get(lotId) ?? 0);
          if (units > free) throw new RuleViolationError(LOT_MESSAGES.notOnShelf(lot.code, free));
        }
        await relot(tx.ledger, orderId, sizeId, own, wanted, by.staffId);
      }
      await tx.audit.write({
        ...by,
        action: 'order.lots',
        entity: 'order',
        entityId: String(orderId),
        before: { lots: held.map((h) => ({ lot_id: h.lotId, quantity: h.quantity })) },
        after: { lines: body.lines },
      });
    });
    return this.view(orderId, LOT_MESSAGES.packingSaved);
  }

  /**
   * Packs an order's lots, inside the caller's transaction with the order's row locked (the move to Packed, a split
   * order's first parcel). A lot that may no longer be packed (blocked by a recall, too close to its best-before for
   * `deliverBy`) has its units moved to other lots first expiry first; when the shelf has not enough that may be
   * packed, the packing is refused naming the lot and why.
   */
  async packLocked(
    tx: { ledger: StockLedger; orders: OrderRepository },
    orderId: number,
    staffId: number | null,
    deliverBy = deliverByToday(),
  ): Promise<void> {
    const { ledger } = tx;
    const held = (await ledger.lots.ofOrder(orderId)).filter((h) => !h.packedAt);
    if (held.length === 0) return;
    const sizeIds = [...new Set(held.map((h) => h.productSizeId))].sort((a, b) => a - b);
    await ledger.stock.lockCounted(sizeIds);
    const lots = new Map((await ledger.lots.byIds(held.map((h) => h.lotId))).map((lot) => [lot.id, lot]));
    const items = await tx.orders.items([orderId]);
    for (const sizeId of sizeIds) {
      const own = heldBySize(held, sizeId);
      const bad = [...own.keys()].filter((lotId) => !packable(lots.get(lotId)!, deliverBy).ok);
      if (bad.length === 0) continue;
      const keep = new Map([...own].filter(([lotId]) => !bad.includes(lotId)));
      const moving = bad.reduce((sum, lotId) => sum + own.get(lotId)!, 0);
      const shelf = (await ledger.lots.onShelf([sizeId])).filter(
        (lot) => packable(lot, deliverBy).ok && !bad.includes(lot.id),
      );
      const { takes, missing } = firstExpiryFirst(
        shelf.map((lot) => ({ lot, free: lot.onHand })),
        moving,
        null,
      );
      if (missing > 0) {
        const first = lots.get(bad[0]!)!;
        const item = items.find((i) => i.productSizeId === sizeId && i.preorderId === null);
        const name = item ? `${item.productName} (${item.size})` : first.code;
        const packableUnits = moving - missing + [...keep.values()].reduce((a, b) => a + b, 0);
        const wanted = moving + [...keep.values()].reduce((a, b) => a + b, 0);
        throw new ConflictError(
          `${packable(first, deliverBy).reason} ${LOT_MESSAGES.notEnoughPackable(name, wanted, packableUnits)}`,
        );
      }
      for (const take of takes) keep.set(take.lot.id, (keep.get(take.lot.id) ?? 0) + take.quantity);
      await relot(ledger, orderId, sizeId, own, keep, staffId);
    }
    await ledger.lots.markPacked(orderId);
  }
}

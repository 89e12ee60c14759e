import {
  LOT_MESSAGES,
  MEDIA_MESSAGES,
  STOCK_MESSAGES,
  addMonths,
  daysBetween,
  keralaDate,
  type LotFields,
  type StockMovementKind,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { RuleViolationError } from '../../shared/errors.js';
import { LotRepository, type LotRow } from './lot-repository.js';
import { firstExpiryFirst, generatedLotCode } from './lots.js';
import { StockRepository } from './repository.js';

interface Movement {
  kind: StockMovementKind;
  note: string;
  orderId?: number | null;
  staffId?: number | null;
}

/** A refusal about one field of the form, said there and as the whole answer. */
function refused(field: string, message: string): RuleViolationError {
  return new RuleViolationError(message, { [field]: [message] });
}

/**
 * The stock ledger with lots (docs/domain.md "Lots"): every change to a counted size's count names the lot it comes
 * into or out of and moves that lot's `on_hand` in the same transaction, so the count is always the sum of the
 * lots. Built on the caller's transaction, with the size's row locked by the caller.
 */
export class StockLedger {
  readonly stock: StockRepository;
  readonly lots: LotRepository;

  constructor(db: Db) {
    this.stock = new StockRepository(db);
    this.lots = new LotRepository(db);
  }

  /** One movement of one lot: the lot's units and the size's count together. Answers the size's count after. */
  async move(sizeId: number, lotId: number, change: number, how: Movement): Promise<number> {
    await this.lots.addOnHand(lotId, change);
    return this.stock.move({ sizeId, lotId, change, ...how });
  }

  /**
   * A lot received (issue 38): its code (the farm's, or one generated), dates checked against each other and today,
   * best-before worked out from the product's shelf life when not given. Answers the lot's code.
   */
  async receive(
    sizeId: number,
    productName: string,
    fields: LotFields & { quantity: number; note: string },
    staffId: number,
    now = new Date(),
  ): Promise<string> {
    const today = keralaDate(now);
    const { harvested_on: harvested, processed_on: processed } = fields;
    if ((harvested && harvested > today) || (processed && processed > today))
      throw refused(harvested && harvested > today ? 'harvested_on' : 'processed_on', LOT_MESSAGES.inFuture);
    if (harvested && processed && processed < harvested)
      throw refused('processed_on', LOT_MESSAGES.processedBeforeHarvest);
    if (fields.process && !processed) throw refused('processed_on', LOT_MESSAGES.processWithoutDate);
    const made = processed ?? harvested ?? today;
    let bestBefore = fields.best_before;
    if (bestBefore === null) {
      const months = await this.lots.shelfLifeMonths(sizeId);
      if (months === null) throw refused('best_before', LOT_MESSAGES.bestBeforeRequired);
      bestBefore = addMonths(made, months);
    }
    if (daysBetween(made, bestBefore) <= 0) throw refused('best_before', LOT_MESSAGES.bestBeforeEarly);
    if (fields.crop_id !== null && !(await this.lots.cropExists(fields.crop_id)))
      throw refused('crop_id', LOT_MESSAGES.cropUnknown);
    if (fields.certificate_media_id !== null && !(await this.lots.mediaExists(fields.certificate_media_id)))
      throw refused('certificate_media_id', MEDIA_MESSAGES.pictureGone);
    const code = fields.code ?? (await this.freeCode(productName, today, sizeId));
    if (await this.lots.codeTaken(code)) throw refused('code', LOT_MESSAGES.codeTaken(code));
    const lotId = await this.lots.create({
      sizeId,
      code,
      received: fields.quantity,
      cropId: fields.crop_id,
      source: fields.source,
      harvestedOn: harvested,
      processedOn: processed,
      process: fields.process,
      bestBefore,
      certificateMediaId: fields.certificate_media_id,
      notes: fields.note,
      staffId,
    });
    await this.move(sizeId, lotId, fields.quantity, { kind: 'received', note: fields.note, staffId });
    return code;
  }

  /** A generated code no other lot has (the farm may have typed one like it). */
  private async freeCode(productName: string, today: string, sizeId: number): Promise<string> {
    let n = (await this.lots.countFor(sizeId)) + 1;
    let code = generatedLotCode(productName, today, sizeId, n);
    while (await this.lots.codeTaken(code)) code = generatedLotCode(productName, today, sizeId, ++n);
    return code;
  }

  /** A lot for units that belong to none (a count found more, units back from an order placed before lots). */
  private async lotForUnplaced(sizeId: number, note: string, staffId: number | null): Promise<LotRow> {
    const newest = await this.lots.newest(sizeId);
    if (newest) return newest;
    const code = await this.freeCode('', keralaDate(new Date()), sizeId);
    const lotId = await this.lots.create({
      sizeId,
      code,
      received: 0,
      cropId: null,
      source: '',
      harvestedOn: null,
      processedOn: null,
      process: null,
      bestBefore: null,
      certificateMediaId: null,
      notes: note,
      staffId,
    });
    return (await this.lots.one(lotId))!;
  }

  /**
   * Takes units of a size off the shelf first expiry first (an order's sale, a count that found fewer), preferring
   * lots that can still be packed for `deliverBy`. An order's units are recorded as held in their lots. Answers the
   * size's count after (undefined: nothing moved).
   */
  async take(
    sizeId: number,
    quantity: number,
    how: Movement,
    deliverBy: string | null,
  ): Promise<number | undefined> {
    const shelf = await this.lots.onShelf([sizeId]);
    const { takes, missing } = firstExpiryFirst(
      shelf.map((lot) => ({ lot, free: lot.onHand })),
      quantity,
      deliverBy,
    );
    let after: number | undefined;
    for (const take of takes) {
      after = await this.move(sizeId, take.lot.id, -take.quantity, how);
      if (how.orderId) await this.lots.allot(how.orderId, sizeId, take.lot.id, take.quantity);
    }
    // The count said more than the lots hold: only stock moved by hand in the database does that. The sale still
    // stands (the count allowed it), unnamed, rather than failing a paid order.
    if (missing > 0) after = await this.stock.move({ sizeId, lotId: null, change: -missing, ...how });
    return after;
  }

  /**
   * Gives units of a size an order holds back to their lots, the latest expiry first (a cancel, a refund back to the
   * farm). Units of a blocked lot come back and are written off again at once: a recalled jar is never sold. Units
   * the order held in no lot (placed before lots) go to the size's newest lot. Answers the size's count after.
   */
  async giveBack(orderId: number, sizeId: number, quantity: number, note: string): Promise<number> {
    const held = (await this.lots.ofOrder(orderId)).filter((row) => row.productSizeId === sizeId).reverse();
    const blocked = new Map(
      (await this.lots.byIds(held.map((row) => row.lotId)))
        .filter((lot) => lot.blockedAt !== null)
        .map((lot) => [lot.id, lot.code]),
    );
    let left = quantity;
    let after = 0;
    for (const row of held) {
      if (left <= 0) break;
      const units = Math.min(row.quantity, left);
      after = await this.move(sizeId, row.lotId, units, { kind: 'returned', note, orderId });
      await this.lots.unallot(orderId, sizeId, row.lotId, units);
      const code = blocked.get(row.lotId);
      if (code !== undefined)
        after = await this.move(sizeId, row.lotId, -units, {
          kind: 'recalled',
          note: LOT_MESSAGES.blocked(code),
          orderId,
        });
      left -= units;
    }
    if (left > 0) {
      const lot = await this.lotForUnplaced(sizeId, note, null);
      after = await this.move(sizeId, lot.id, left, { kind: 'returned', note, orderId });
    }
    return after;
  }

  /**
   * A count taken of a whole size (the console without a lot, the catalogue spreadsheet): more than the lots hold goes
   * to the newest lot (or a lot of its own when there is none), fewer is taken first expiry first; null stops
   * counting and empties the lots. The size is locked by the caller; `before` is its count.
   */
  async setCount(
    sizeId: number,
    before: number | null,
    count: number | null,
    note: string,
    staffId: number | null,
  ): Promise<void> {
    if (count === null) {
      if (before === null) return;
      for (const lot of await this.lots.onShelf([sizeId]))
        await this.move(sizeId, lot.id, -lot.onHand, { kind: 'count', note, staffId });
      const left = (await this.stock.lockOne(sizeId))?.count ?? 0;
      if (left > 0)
        await this.stock.move({ sizeId, lotId: null, kind: 'count', change: -left, note, staffId });
      await this.stock.stopCounting(sizeId);
      return;
    }
    if (before === null) await this.stock.startCounting(sizeId);
    const change = count - (before ?? 0);
    if (change > 0) {
      const lot = await this.lotForUnplaced(sizeId, note, staffId);
      await this.move(sizeId, lot.id, change, { kind: 'count', note, staffId });
    } else if (change < 0) await this.take(sizeId, -change, { kind: 'count', note, staffId }, null);
  }

  /** A count taken of one lot: its units become `count`, the size's count follows. */
  async setLotCount(lot: LotRow, count: number, note: string, staffId: number): Promise<void> {
    if (lot.blockedAt !== null && count > lot.onHand) throw refused('count', LOT_MESSAGES.blocked(lot.code));
    const change = count - lot.onHand;
    if (change !== 0) await this.move(lot.productSizeId, lot.id, change, { kind: 'count', note, staffId });
  }

  /** A correction of one lot (+ found, − broken or eaten), never below zero, never more into a blocked lot. */
  async correct(lot: LotRow, change: number, note: string, staffId: number): Promise<void> {
    if (lot.blockedAt !== null && change > 0) throw refused('change', LOT_MESSAGES.blocked(lot.code));
    if (lot.onHand + change < 0) throw refused('change', LOT_MESSAGES.lotBelowZero(lot.code, lot.onHand));
    await this.move(lot.productSizeId, lot.id, change, { kind: 'correction', note, staffId });
  }

  /** Answers why a size cannot take lots (not counted), or undefined. */
  static notCounted(count: number | null, field: string): RuleViolationError | undefined {
    return count === null ? refused(field, STOCK_MESSAGES.notCounted) : undefined;
  }
}

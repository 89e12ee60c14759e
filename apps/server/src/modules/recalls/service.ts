import {
  RECALL_LIMITS,
  RECALL_MESSAGES as M,
  type RecallOrder,
  type RecallSearchBody,
  type RecallSearchResponse,
  type RecallView,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { recallSheet } from './export.js';
import { RecallRepository, type LotRow, type OrderLotRow } from './repository.js';

/** The orders of a search, one per order with its lots, newest first (the rows come newest first). */
export function ordersOf(lots: readonly LotRow[], rows: readonly OrderLotRow[]): RecallOrder[] {
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const out = new Map<number, RecallOrder>();
  for (const row of rows) {
    const lot = byId.get(row.lotId);
    if (!lot) continue;
    let order = out.get(row.orderId);
    if (!order) {
      order = {
        id: row.orderId,
        order_no: row.orderNo,
        placed_at: row.placedAt.toISOString(),
        status: row.status,
        customer: { id: row.userId, name: row.customerName, email: row.email, phone: row.phone },
        language: row.language,
        lots: [],
      };
      out.set(row.orderId, order);
    }
    order.lots.push({
      lot_id: lot.id,
      code: lot.code,
      product_name: lot.product_name,
      size: lot.size,
      quantity: row.quantity,
      packed: row.packed,
    });
  }
  return [...out.values()];
}

/** A search's answer from its lots and their orders' rows. */
export function answerOf(
  lots: readonly LotRow[],
  rows: readonly OrderLotRow[],
  cancelled: number,
): RecallSearchResponse {
  return {
    lots: lots.map(({ productNameMal: _mal, ...lot }) => lot),
    orders: ordersOf(lots, rows),
    customers: new Set(rows.map((row) => row.userId)).size,
    on_hand: lots.reduce((sum, lot) => sum + lot.on_hand, 0),
    cancelled_left_out: cancelled,
  };
}

/**
 * Recalls in the console (issue 38; docs/domain.md "Recalls"): finding the orders that got lots (no side effects),
 * their export, and the recalls on record. The recall itself writes several modules' tables: flows/recall.ts.
 */
export class RecallService {
  private readonly repo: RecallRepository;

  constructor(db: Db) {
    this.repo = new RecallRepository(db);
  }

  /** The lots a search names: every code must be a lot (refused in words naming the first that is not). */
  async lotsOf(body: RecallSearchBody): Promise<LotRow[]> {
    if (body.by === 'range')
      return this.repo.madeIn(body.product_id, body.product_size_id, body.from, body.to);
    const found = await this.repo.byCodes(body.codes);
    const known = new Set(found.map((lot) => lot.code.toUpperCase()));
    const unknown = body.codes.find((code) => !known.has(code.toUpperCase()));
    if (unknown) {
      const message = M.lotUnknown(unknown);
      throw new RuleViolationError(message, { codes: [message] });
    }
    return found;
  }

  async search(body: RecallSearchBody): Promise<RecallSearchResponse> {
    const lots = await this.lotsOf(body);
    if (lots.length > RECALL_LIMITS.lots)
      throw new RuleViolationError(M.tooManyLots, { to: [M.tooManyLots] });
    const ids = lots.map((lot) => lot.id);
    return answerOf(lots, await this.repo.ordersOf(ids), await this.repo.cancelledWith(ids));
  }

  /** The orders of these lots as a spreadsheet (XLSX) or CSV: one row per order and lot. */
  async export(lotIds: readonly number[], format: 'xlsx' | 'csv', today: string) {
    const lots = await this.repo.byIds(lotIds);
    if (lots.length === 0) throw new NotFoundError(M.lotsUnknown);
    return recallSheet(lots, ordersOf(lots, await this.repo.ordersOf(lotIds)), format, today);
  }

  /** The recalls on record, newest first (or the one with `id`). */
  async list(id?: number): Promise<RecallView[]> {
    const rows = await this.repo.list(RECALL_LIMITS.listed, id);
    const lots = await this.repo.lotsOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = lots.filter((lot) => lot.recallId === row.id);
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        staff_name: row.staffName,
        reason: row.reason,
        reason_mal: row.reasonMal,
        lots: own.map(({ id, code, product_name, size }) => ({ id, code, product_name, size })),
        written_off: own.reduce((sum, lot) => sum + lot.writtenOff, 0),
        customers_told: row.customersTold,
      };
    });
  }

  async get(id: number): Promise<RecallView> {
    const [recall] = await this.list(id);
    if (!recall) throw new NotFoundError(M.notFound);
    return recall;
  }
}

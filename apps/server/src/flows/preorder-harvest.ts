import {
  PREORDER_MESSAGES as M,
  SHORT_HARVEST_REASON,
  isLanguage,
  type HarvestOutcome,
} from '@farm/contract';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { AuditRepository, type StaffActor } from '../modules/audit/index.js';
import {
  PreorderRepository,
  outcomeOf,
  shortfallPlan,
  type PreorderService,
} from '../modules/preorders/index.js';
import type { OrderChanges } from './order-changes.js';

const HARVEST = { preorders: PreorderRepository, audit: AuditRepository };

/**
 * Recording a pre-order's harvest (docs/domain.md "Pre-orders"). It stops taking orders first (so the figures below
 * cannot move under it), then refunds the shortfall, latest orders first, each order through the staff lines refund
 * (the refunds ledger, the credit note of an invoiced order and the customer's message in the order's language, the
 * gateway called after each commits), then marks it harvested: its other orders are ready to pack. Each order's refund
 * has one key per pre-order, so a harvest recorded again after a crash refunds nothing twice.
 */
export class PreorderHarvest {
  constructor(
    private readonly db: Db,
    private readonly preorders: PreorderService,
    private readonly changes: Pick<OrderChanges, 'refund'>,
  ) {}

  async record(id: number, actual: number, by: StaffActor) {
    const lines = await withTransaction(this.db, HARVEST, async (tx) => {
      const row = await tx.preorders.lockById(id);
      if (!row) throw new NotFoundError(M.notFound);
      if (row.harvestedAt) throw new ConflictError(M.harvested);
      if (!row.closedAt) await tx.preorders.close(id);
      return tx.preorders.linesLatestFirst(id);
    });
    const plan = shortfallPlan(lines, actual);
    const language = new Map(lines.map((line) => [line.orderId, line.language]));
    for (const [orderId, chosen] of plan.refunds) {
      const lang = language.get(orderId);
      await this.changes.refund(
        orderId,
        {
          lines: chosen.map((line) => ({ item_id: line.itemId, quantity: line.quantity, restock: false })),
          reason: SHORT_HARVEST_REASON[isLanguage(lang) ? lang : 'en'],
          key: `harvest-${id}`,
        },
        by,
      );
    }
    const outcome: HarvestOutcome = outcomeOf(plan, actual);
    await withTransaction(this.db, HARVEST, async (tx) => {
      const row = await tx.preorders.lockById(id);
      if (!row || row.harvestedAt) throw new ConflictError(M.harvested);
      await tx.preorders.markHarvested(id, actual);
      await tx.audit.write({
        ...by,
        action: 'preorder.harvest',
        entity: 'product_size',
        entityId: String(row.productSizeId),
        before: { preorder: id, expected: row.expectedQuantity, sold: outcome.sold },
        after: {
          preorder: id,
          actual,
          refunded_units: outcome.refund_units,
          refunded_orders: outcome.refund_orders,
        },
      });
    });
    return {
      preorder: await this.preorders.get(id),
      outcome,
      message: M.harvestRecorded(outcome.refund_units, outcome.refund_orders, outcome.left_over),
    };
  }
}

import { RECALL_MESSAGES as M, inLanguage, type RecallBody, type RecallView } from '@farm/contract';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { ConflictError, RuleViolationError } from '../shared/errors.js';
import { AuditRepository, type StaffActor } from '../modules/audit/index.js';
import {
  OutboxRepository,
  recallMessage,
  type PendingMessage,
  type ShopFacts,
} from '../modules/messages/index.js';
import {
  RecallRepository,
  type LotRow,
  type OrderLotRow,
  type RecallService,
} from '../modules/recalls/index.js';

/** The stock module's part of a recall: blocking the lots and writing off what is left of them on the shelf. */
export interface LotBlocker {
  /**
   * Inside the caller's transaction (`db`): sets each lot's `blocked_at` and `recall_id`, and writes the units left
   * on its shelf off as a `recalled` stock movement.
   */
  blockLots(db: Db, lotIds: readonly number[], recallId: number, staffId: number): Promise<void>;
}

/** The shop as the recall's message names it: its name and address, and how a customer reaches the farm. */
export type RecallShop = ShopFacts & { phone: string; email: string };

/** One message per customer, in the language of their newest order that got the lots (the rows are newest first). */
export function recallMessages(
  recallId: number,
  lots: readonly LotRow[],
  rows: readonly OrderLotRow[],
  reason: { en: string; ml: string },
  shop: RecallShop,
): PendingMessage[] {
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  const byCustomer = new Map<number, OrderLotRow[]>();
  for (const row of rows) byCustomer.set(row.userId, [...(byCustomer.get(row.userId) ?? []), row]);
  return [...byCustomer.entries()].map(([userId, own]) => {
    const language = own[0]!.language;
    const items = own.flatMap((row) => {
      const lot = lotById.get(row.lotId);
      return lot
        ? [
            {
              productName: inLanguage(language, lot.product_name, lot.productNameMal),
              size: lot.size,
              code: lot.code,
              orderNo: row.orderNo,
              quantity: row.quantity,
            },
          ]
        : [];
    });
    return {
      kind: 'lot-recall',
      to: { userId },
      dedupeKey: `lot-recall:${recallId}:${userId}`,
      ...recallMessage(
        {
          firstName: own[0]!.firstName,
          reason: language === 'ml' && reason.ml !== '' ? reason.ml : reason.en,
          items,
          contact: { phone: shop.phone, email: shop.email },
        },
        shop,
        language,
      ),
    };
  });
}

/**
 * A recall (issue 38 item 4; docs/domain.md "Recalls"), in one transaction: the lots locked (a second recall of the
 * same lot waits, then is refused in words), the recall written, the lots blocked and what is left of them on the
 * shelf written off (the stock module), one message to each customer who got them, in their order's language (the
 * outbox), and an audit row naming the staff member. Either all of it happens or none.
 */
export class RecallFlow {
  constructor(
    private readonly options: {
      db: Db;
      recalls: RecallService;
      stock: LotBlocker;
      shop: () => Promise<RecallShop>;
    },
  ) {}

  async start(
    body: RecallBody & { reason_mal: string },
    by: StaffActor,
  ): Promise<{ recall: RecallView; message: string }> {
    const ids = [...new Set(body.lot_ids)];
    const shop = await this.options.shop();
    const { recallId, lots, customers } = await withTransaction(this.options.db, async (tx) => {
      const repo = new RecallRepository(tx);
      await repo.lockSizesOf(ids);
      const lots = await repo.byIds(ids, true);
      if (lots.length !== ids.length)
        throw new RuleViolationError(M.lotsUnknown, { lot_ids: [M.lotsUnknown] });
      const recalled = lots.find((lot) => lot.recall_id !== null);
      if (recalled) throw new ConflictError(M.alreadyRecalled(recalled.code, recalled.recall_id!));
      const rows = await repo.ordersOf(ids);
      const recallId = await repo.insert({
        reason: body.reason,
        reasonMal: body.reason_mal,
        staffId: by.staffId,
      });
      await this.options.stock.blockLots(tx, ids, recallId, by.staffId);
      const messages = recallMessages(recallId, lots, rows, { en: body.reason, ml: body.reason_mal }, shop);
      await new OutboxRepository(tx).enqueue(messages);
      await repo.setCustomersTold(recallId, messages.length);
      await new AuditRepository(tx).write({
        ...by,
        action: 'recall.start',
        entity: 'recall',
        entityId: String(recallId),
        after: {
          lots: lots.map((lot) => lot.code),
          reason: body.reason,
          reason_mal: body.reason_mal,
          written_off: lots.reduce((sum, lot) => sum + lot.on_hand, 0),
          orders: new Set(rows.map((row) => row.orderId)).size,
          customers_told: messages.length,
        },
      });
      return { recallId, lots, customers: messages.length };
    });
    return {
      recall: await this.options.recalls.get(recallId),
      message: M.recalled(lots.length, customers),
    };
  }
}

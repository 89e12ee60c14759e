import type { Db } from '../db/client.js';
import { withTransaction, type Bound } from '../db/transaction.js';
import { OutboxRepository } from '../modules/messages/index.js';
import type { OrderMessages } from '../modules/messages/index.js';
import { OrderRepository, type OrderRow } from '../modules/orders/index.js';
import {
  refundKind,
  shortRefundKey,
  type RefundOutcome,
  type RefundRecorder,
  RefundRepository,
  type RefundRow,
} from '../modules/payments/index.js';
import { StockRepository } from '../modules/stock/index.js';
import type { StockService } from '../modules/stock/index.js';
import { settleOrderStock, shortAfter } from './order-changes.js';

const REFUND_OUTCOME = {
  refunds: RefundRepository,
  orders: OrderRepository,
  outbox: OutboxRepository,
  stock: StockRepository,
};

/**
 * A refund's outcome and what it causes, in one transaction, whichever answer (the gateway's, a webhook, the
 * reconciliation pass) recorded it: processed, the customer's "your refund is on its way" message (once), naming the
 * items and the reason; failed, the units a lines refund took off the order come back to it (on the packing list, on
 * the invoice still to be made) and the jars it put back on the shelf are taken off again.
 */
export class RefundMessages implements RefundRecorder {
  constructor(
    private readonly db: Db,
    private readonly messages: OrderMessages,
    private readonly stock: StockService,
  ) {}

  async record(row: RefundRow, values: RefundOutcome): Promise<RefundRow | undefined> {
    const shop =
      values.status === 'processed' && row.orderId !== null ? await this.messages.shopFacts() : undefined;
    return withTransaction(this.db, REFUND_OUTCOME, async (tx) => {
      // A failure changes the order's lines: its row is locked first, as every change to an order does.
      const locked =
        values.status === 'failed' && row.orderId !== null
          ? await tx.orders.lock(null, row.orderId)
          : undefined;
      const recorded = await tx.refunds.record(row.id, values);
      if (!recorded || recorded.orderId === null) return recorded;
      if (recorded.status === 'failed' && locked) {
        await this.giveUnitsBack(tx, recorded, locked);
        return recorded;
      }
      if (recorded.status !== 'processed' || !shop) return recorded;
      const order = await tx.orders.findAny(recorded.orderId);
      if (!order) return recorded;
      const [lines, refunded] = [await tx.orders.items([order.id]), await tx.refunds.linesOf(recorded.id)];
      await tx.outbox.enqueue(
        this.messages.refunded(shop, order, lines, recorded, {
          kind: refundKind(recorded, refunded.length),
          lines: refunded,
        }),
      );
      return recorded;
    });
  }

  /** A failed lines refund refunded nothing: its units are the order's again, and on the shelf no more. */
  private async giveUnitsBack(
    tx: Bound<typeof REFUND_OUTCOME>,
    refund: RefundRow,
    order: OrderRow,
  ): Promise<void> {
    const lines = await tx.refunds.linesOf(refund.id);
    if (lines.length === 0) return;
    for (const line of lines) await tx.orders.addRefunded(order.id, line.orderItemId, -line.quantity);
    const short = await settleOrderStock(
      tx,
      this.stock,
      { id: order.id, cancelled: order.status === 'Cancelled' },
      `Refund failed, so the order keeps these: ${refund.reason}`,
    );
    const owed = new Map(short.map((entry) => [entry.productSizeId, entry.short]));
    // The shop's own refund of units the shelf did not have: they are owed again, for the desk to act on.
    if (refund.idempotencyKey === shortRefundKey(order.id) && order.status !== 'Cancelled') {
      const sizeOf = new Map(
        (await tx.orders.items([order.id])).map((item) => [item.id, item.productSizeId]),
      );
      for (const line of lines) {
        const sizeId = sizeOf.get(line.orderItemId);
        if (sizeId != null) owed.set(sizeId, (owed.get(sizeId) ?? 0) + line.quantity);
      }
    }
    if (owed.size > 0) await tx.stock.setShort(order.id, shortAfter(order.stockShort, owed));
  }
}

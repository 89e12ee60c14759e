import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import type { OrderMessages } from '../modules/messages/compose.js';
import { OutboxRepository } from '../modules/messages/repository.js';
import { OrderRepository } from '../modules/orders/repository.js';
import type { RefundOutcome, RefundRecorder } from '../modules/payments/refunds.js';
import { RefundRepository, type RefundRow } from '../modules/payments/repository.js';

const REFUND_OUTCOME = { refunds: RefundRepository, orders: OrderRepository, outbox: OutboxRepository };

/**
 * A refund's outcome and the customer's "your refund is on its way" message, in one transaction: the message exists
 * exactly when the refund was recorded as processed, once, whichever answer (the gateway's, a webhook, the
 * reconciliation pass) recorded it.
 */
export class RefundMessages implements RefundRecorder {
  constructor(
    private readonly db: Db,
    private readonly messages: OrderMessages,
  ) {}

  async record(row: RefundRow, values: RefundOutcome): Promise<RefundRow | undefined> {
    const shop =
      values.status === 'processed' && row.orderId !== null ? await this.messages.shopFacts() : undefined;
    return withTransaction(this.db, REFUND_OUTCOME, async (tx) => {
      const recorded = await tx.refunds.record(row.id, values);
      if (!recorded || recorded.status !== 'processed' || recorded.orderId === null || !shop) return recorded;
      const order = await tx.orders.findAny(recorded.orderId);
      if (!order) return recorded;
      const lines = await tx.orders.items([order.id]);
      await tx.outbox.enqueue(this.messages.refunded(shop, order, lines, recorded));
      return recorded;
    });
  }
}

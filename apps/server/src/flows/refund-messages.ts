import { isLanguage } from '@farm/contract';
import type { Db } from '../db/client.js';
import { withTransaction, type Bound } from '../db/transaction.js';
import { InvoiceRepository, type InvoiceService } from '../modules/invoices/index.js';
import { CUSTOMER_WORDS, OutboxRepository } from '../modules/messages/index.js';
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
import type { SiteService } from '../modules/site/index.js';
import { PreorderRepository } from '../modules/preorders/index.js';
import { StockLedger, StockRepository } from '../modules/stock/index.js';
import type { StockService } from '../modules/stock/index.js';
import { settleOrderStock, shortAfter } from './order-changes.js';

const REFUND_OUTCOME = {
  refunds: RefundRepository,
  orders: OrderRepository,
  outbox: OutboxRepository,
  stock: StockRepository,
  ledger: StockLedger,
  invoices: InvoiceRepository,
  preorders: PreorderRepository,
};

/**
 * A refund's outcome and what it causes, in one transaction, whichever answer (the gateway's, a webhook, the
 * reconciliation pass) recorded it: processed, the GST credit note of a refund on an invoiced order (once, keyed by
 * the refund) and the customer's "your refund is on its way" message (once), naming the items, the reason and the
 * note; failed, the units a lines refund took off the order come back to it (on the packing list, on
 * the invoice still to be made) and the jars it put back on the shelf are taken off again.
 */
export class RefundMessages implements RefundRecorder {
  constructor(
    private readonly db: Db,
    private readonly messages: OrderMessages,
    private readonly stock: StockService,
    /** The credit note's issuer, and the order prefix its number starts with (the invoice's). */
    private readonly notes?: {
      invoices: Pick<InvoiceService, 'issueCreditNote'>;
      settings: Pick<SiteService, 'invoiceFacts'>;
    },
  ) {}

  async record(row: RefundRow, values: RefundOutcome): Promise<RefundRow | undefined> {
    const processed = values.status === 'processed' && row.orderId !== null;
    const shop = processed ? await this.messages.shopFacts() : undefined;
    const prefix =
      processed && this.notes ? (await this.notes.settings.invoiceFacts()).orderPrefix : undefined;
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
      const kind = refundKind(recorded, refunded.length);
      // The refund reduces an invoiced supply: its credit note is written with the refund's outcome (CGST Act s.34).
      const byId = new Map(lines.map((line) => [line.id, line]));
      const note =
        this.notes && prefix !== undefined
          ? await this.notes.invoices.issueCreditNote(
              tx,
              {
                id: recorded.id,
                orderId: order.id,
                createdAt: recorded.createdAt,
                amountPaise: recorded.amountPaise,
                // The shop's own reason for a short line, in the order's language (the note is printed in it).
                reason:
                  kind === 'short'
                    ? CUSTOMER_WORDS[isLanguage(order.language) ? order.language : 'en'].soldOutRefund
                    : recorded.reason,
                kind,
                lines: refunded.flatMap((given) => {
                  const line = byId.get(given.orderItemId);
                  return line
                    ? [
                        {
                          name: line.productName,
                          size: line.size,
                          unitPricePaise: line.unitPricePaise,
                          quantity: given.quantity,
                        },
                      ]
                    : [];
                }),
              },
              prefix,
            )
          : undefined;
      await tx.outbox.enqueue(
        this.messages.refunded(shop, order, lines, recorded, { kind, lines: refunded }, note?.creditNoteNo),
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

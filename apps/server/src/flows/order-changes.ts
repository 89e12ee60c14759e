import {
  CANCELLABLE_STATUSES,
  CHECKOUT_MESSAGES,
  STAFF_MESSAGES,
  canMoveOrder,
  paiseToRupees,
  rupeesToPaise,
  transitionRefused,
  type Order,
  type OrderStatus,
  type StaffOrderStatus,
  type StaffRefund,
} from '@farm/contract';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { withTransaction, type Bound } from '../db/transaction.js';
import { AuditRepository, type StaffActor } from '../modules/audit/repository.js';
import { OrderRepository, type OrderRow } from '../modules/orders/repository.js';
import type { OrderEventView, OrderService } from '../modules/orders/service.js';
import type { RefundService } from '../modules/payments/refunds.js';
import { INVOICE_REPOSITORIES, type InvoiceService } from '../modules/invoices/service.js';
import { LEDGER_REPOSITORIES, type RefundRow } from '../modules/payments/repository.js';
import type { SiteService } from '../modules/site/service.js';
import type { OrderMessages, ShopContext } from '../modules/messages/compose.js';
import { OutboxRepository } from '../modules/messages/repository.js';
import { StockRepository } from '../modules/stock/repository.js';
import type { StockService } from '../modules/stock/service.js';

/** What changing an order writes in one transaction: the order and its events, the refunds ledger, the audit row. */
const ORDER_CHANGE = {
  orders: OrderRepository,
  audit: AuditRepository,
  outbox: OutboxRepository,
  stock: StockRepository,
  ...LEDGER_REPOSITORIES,
  ...INVOICE_REPOSITORIES,
};
type OrderChangeTx = Bound<typeof ORDER_CHANGE>;

/** How a refund's state after sending is said: to the customer who cancelled, or to the staff who refunded. */
type RefundWords = Record<'processed' | 'failed' | 'pending', string>;
const CANCEL_REFUND_WORDS: RefundWords = {
  processed: CHECKOUT_MESSAGES.cancelledRefunded,
  failed: CHECKOUT_MESSAGES.refundNotStarted,
  pending: CHECKOUT_MESSAGES.cancelledRefundPending,
};
const STAFF_REFUND_WORDS: RefundWords = {
  processed: STAFF_MESSAGES.refundSent,
  failed: STAFF_MESSAGES.refundFailed,
  pending: STAFF_MESSAGES.refundPending,
};

type StaffAnswer = { order: Order; message: string; events: OrderEventView[] };

/**
 * Changes to an order that may move money (docs/domain.md "Orders" and "Payments and refunds"): a customer's cancel,
 * a staff move along the order's life, a staff refund. Each is one transaction with the order's row locked (a double
 * click cannot refund twice): the change, its order event, the refund opened on the ledger and the audit row. A
 * refund is sent to the gateway after the transaction commits, outside any lock.
 */
export class OrderChanges {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
    private readonly refunds: RefundService,
    /** The gateway the shop pays through now: an order paid through another is refunded by hand. */
    private readonly gatewayName: string,
    private readonly invoices: InvoiceService,
    private readonly settings: Pick<SiteService, 'invoiceFacts'>,
    /** Gives an order's jars back to the shelf when it is cancelled or refunded in full. */
    private readonly stock: StockService,
    /** The customer's message for each change, written to the outbox in the change's transaction. */
    private readonly messages?: OrderMessages,
  ) {}

  /** Writes the customer's message about a move of a locked order, in the caller's transaction. */
  private async tell(
    tx: OrderChangeTx,
    shop: ShopContext | undefined,
    row: OrderRow,
    status: OrderStatus,
    tracking: { courier: string | null; trackingNumber: string | null } = {
      courier: null,
      trackingNumber: null,
    },
  ): Promise<void> {
    if (!this.messages || !shop || !this.messages.sends(status)) return;
    const lines = await tx.orders.items([row.id]);
    await tx.outbox.enqueue(this.messages.statusChanged(shop, row, lines, status, tracking));
  }

  /** A customer cancels their own order until it is shipped; a paid one is refunded in full. */
  async cancel(userId: number, orderId: number): Promise<{ order: Order; message: string }> {
    const shop = await this.messages?.shopFacts();
    const refund = await withTransaction(this.db, ORDER_CHANGE, async (tx) => {
      const row = await tx.orders.lock(userId, orderId);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.status === 'Cancelled') throw new ConflictError(CHECKOUT_MESSAGES.alreadyCancelled);
      if (!CANCELLABLE_STATUSES.includes(row.status as OrderStatus)) {
        throw new ConflictError(CHECKOUT_MESSAGES.alreadyShipped);
      }
      const opened = await this.cancelLocked(tx, row, {
        reason: 'Cancelled by the customer',
        requestedBy: `customer:${userId}`,
      });
      await tx.orders.addEvent({ orderId, userId, fromStatus: row.status, toStatus: 'Cancelled' });
      await this.tell(tx, shop, row, 'Cancelled');
      return opened;
    });
    const message = refund ? await this.send(refund, CANCEL_REFUND_WORDS) : CHECKOUT_MESSAGES.cancelled;
    const order = await this.orders.get(userId, orderId);
    this.orders.announceCancelled(order, { id: userId });
    return { order, message };
  }

  /**
   * Staff move an order along its life (contract: ORDER_TRANSITIONS); a move not in the table is refused naming both
   * states. A cancelled paid order is refunded through the ledger, as a customer's cancel is.
   */
  async move(orderId: number, body: StaffOrderStatus, by: StaffActor): Promise<StaffAnswer> {
    const facts = body.status === 'Accepted' ? await this.settings.invoiceFacts() : undefined;
    const shop = await this.messages?.shopFacts();
    const { refund, customerId } = await withTransaction(this.db, ORDER_CHANGE, async (tx) => {
      const row = await tx.orders.lock(null, orderId);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const from = row.status as OrderStatus;
      if (!canMoveOrder(from, body.status)) throw new ConflictError(transitionRefused(from, body.status));
      const opened =
        body.status === 'Cancelled'
          ? await this.cancelLocked(tx, row, {
              reason: `Cancelled by the farm: ${body.note ?? ''}`,
              requestedBy: `staff:${by.staffId}`,
            })
          : await tx.orders.update(orderId, { status: body.status }).then(() => undefined);
      // Accepting an order issues its tax invoice, numbered in the same transaction (docs/domain.md "Invoices").
      if (facts) await this.issueInvoice(tx, row, facts);
      const details = {
        note: body.note ?? null,
        courier: body.courier ?? null,
        trackingNumber: body.tracking_number ?? null,
      };
      await tx.orders.addEvent({
        orderId,
        staffId: by.staffId,
        fromStatus: from,
        toStatus: body.status,
        ...details,
      });
      await this.tell(tx, shop, row, body.status, details);
      await tx.audit.write({
        ...by,
        action: 'order.status',
        entity: 'order',
        entityId: String(orderId),
        before: { status: from },
        after: { status: body.status, ...details },
      });
      return { refund: opened, customerId: row.userId };
    });
    const message = refund ? await this.send(refund, CANCEL_REFUND_WORDS) : STAFF_MESSAGES.orderMoved;
    const view = await this.orders.staffView(orderId, message);
    if (body.status === 'Cancelled') this.orders.announceCancelled(view.order, { id: customerId });
    return view;
  }

  /**
   * Several orders accepted or marked packed at once (the packing shed's morning): each is moved on its own, so one
   * refused (already moved on, cancelled meanwhile) does not hold the others back; each answer says what happened.
   */
  async moveMany(
    ids: readonly number[],
    status: 'Accepted' | 'Packed',
    by: StaffActor,
  ): Promise<{ id: number; ok: boolean; message: string }[]> {
    const results = [];
    for (const id of new Set(ids)) {
      try {
        const { message } = await this.move(
          id,
          { status, note: undefined, courier: undefined, tracking_number: undefined },
          by,
        );
        results.push({ id, ok: true, message });
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
        results.push({ id, ok: false, message: error.message });
      }
    }
    return results;
  }

  /** A staff refund of part or all of a paid order; the ledger refuses more than was captured. */
  async refund(orderId: number, body: StaffRefund, by: StaffActor): Promise<StaffAnswer> {
    const opened = await withTransaction(this.db, ORDER_CHANGE, async (tx) => {
      const row = await tx.orders.lock(null, orderId);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.paymentMethod !== 'RAZORPAY' || !row.gatewayOrderId || !row.gatewayPaymentId) {
        throw new ConflictError(STAFF_MESSAGES.notPaidOnline);
      }
      const paymentOrder = await tx.paymentOrders.findByGatewayId(row.gatewayOrderId);
      if (!paymentOrder) throw new ConflictError(STAFF_MESSAGES.notPaidOnline);
      const key = body.key ? `staff-${row.id}-${body.key}` : undefined;
      // A repeated submit (same key) is the refund already made: nothing new to record.
      const repeat = key ? await this.refunds.existing(tx, paymentOrder.id, key) : undefined;
      if (repeat) return repeat;
      const refund = await this.refunds.open(tx, {
        paymentOrder,
        orderId: row.id,
        amountPaise: rupeesToPaise(body.amount),
        reason: body.reason,
        requestedBy: `staff:${by.staffId}`,
        idempotencyKey: key,
      });
      if (refund.status === 'pending') await tx.orders.update(orderId, { paymentStatus: 'Refund pending' });
      // Refunded in full, the order's jars go back on the shelf; a partial refund (a broken jar) keeps them sold.
      if (row.refundedPaise + refund.amountPaise >= row.totalPaise) {
        await this.stock.giveBack(tx.stock, row.id, `Refunded in full: ${body.reason}`);
      }
      await tx.audit.write({
        ...by,
        action: 'order.refund',
        entity: 'order',
        entityId: String(orderId),
        before: { refunded_rupees: paiseToRupees(row.refundedPaise) },
        after: { refund_rupees: body.amount, reason: body.reason, refund: refund.id },
      });
      return refund;
    });
    return this.orders.staffView(orderId, await this.send(opened, STAFF_REFUND_WORDS));
  }

  private async issueInvoice(
    tx: OrderChangeTx,
    row: OrderRow,
    facts: Awaited<ReturnType<SiteService['invoiceFacts']>>,
  ): Promise<void> {
    const lines = await tx.orders.items([row.id]);
    await this.invoices.issue(
      tx,
      {
        id: row.id,
        prefix: facts.orderPrefix,
        orderNo: row.orderNo,
        placedAt: row.createdAt,
        shippingPaise: row.shippingPaise,
        totalPaise: row.totalPaise,
        paymentMethod: row.paymentMethod,
        buyer: {
          name: `${row.shipFirstName} ${row.shipLastName}`,
          address: row.shipAddress,
          landmark: row.shipLandmark,
          city: row.shipCity,
          stateId: row.shipStateId,
          pincode: row.shipPincode,
          phone: row.shipPhone,
        },
      },
      lines.map((line) => ({
        productId: line.productId,
        name: line.productName,
        nameMal: line.productNameMal,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        totalPaise: line.totalPaise,
      })),
      facts.seller,
    );
  }

  /** Cancels a locked order; a paid one gets its refund opened in the same transaction (sent after it commits). */
  private async cancelLocked(
    tx: OrderChangeTx,
    row: OrderRow,
    who: { reason: string; requestedBy: string },
  ): Promise<RefundRow | undefined> {
    const now = new Date();
    await this.stock.giveBack(tx.stock, row.id, who.reason);
    const paid = row.paymentMethod === 'RAZORPAY' && row.gatewayOrderId && row.gatewayPaymentId;
    if (!paid || row.refundedPaise >= row.totalPaise) {
      await tx.orders.update(row.id, { status: 'Cancelled', cancelledAt: now });
      return undefined;
    }
    if (row.gateway !== this.gatewayName) {
      throw new ConflictError(`This order was paid through ${row.gateway}; the farm will refund it by hand.`);
    }
    const paymentOrder = await tx.paymentOrders.findByGatewayId(row.gatewayOrderId!);
    const refund = await this.refunds.open(tx, {
      paymentOrder: paymentOrder!,
      orderId: row.id,
      amountPaise: row.totalPaise - row.refundedPaise,
      reason: who.reason,
      requestedBy: who.requestedBy,
      idempotencyKey: `order-${row.id}-cancel`,
    });
    await tx.orders.update(row.id, {
      status: 'Cancelled',
      cancelledAt: now,
      paymentStatus: 'Refund pending',
    });
    return refund;
  }

  /** Sends an opened refund (outside any lock) and says in the caller's words where it stands. */
  private async send(refund: RefundRow, words: RefundWords): Promise<string> {
    const { status } = await this.refunds.send(refund);
    return words[status === 'processed' || status === 'failed' ? status : 'pending'];
  }
}

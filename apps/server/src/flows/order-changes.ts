import {
  CANCELLABLE_STATUSES,
  CHECKOUT_MESSAGES,
  FIRST_PARCEL_NOTE,
  PREORDER_MESSAGES,
  isFirstParcelEvent,
  type FirstParcelBody,
  ORDER_NEXT_STEP,
  REFUND_MESSAGES,
  STAFF_MESSAGES,
  WAITING_STATUSES,
  canMoveOrder,
  linesRefundPrice,
  shippingRefundedOf,
  paiseToRupees,
  rupeesToPaise,
  transitionRefused,
  type Order,
  type OrderCancellation,
  type OrderStatus,
  type StaffOrderStatus,
  type StaffRefund,
} from '@farm/contract';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../shared/errors.js';
import { withTransaction, type Bound } from '../db/transaction.js';
import { AuditRepository, type StaffActor } from '../modules/audit/index.js';
import { OrderRepository, type OrderItemRow, type OrderRow } from '../modules/orders/index.js';
import type { OrderEventView, OrderService } from '../modules/orders/index.js';
import {
  cancelRefundKey,
  shortRefundKey,
  type RefundService,
  LEDGER_REPOSITORIES,
  type PaymentOrderRow,
  type RefundLineRow,
  type RefundRepository,
  type RefundRow,
} from '../modules/payments/index.js';
import { INVOICE_REPOSITORIES, type InvoiceService } from '../modules/invoices/index.js';
import type { SiteService } from '../modules/site/index.js';
import { OutboxRepository } from '../modules/messages/index.js';
import type { OrderMessages, ShopContext } from '../modules/messages/index.js';
import { StockLedger, StockRepository } from '../modules/stock/index.js';
import type { StockService } from '../modules/stock/index.js';
import {
  PreorderRepository,
  parcelLines,
  refuseFirstParcel,
  refuseWhileWaiting,
} from '../modules/preorders/index.js';

/** What changing an order writes in one transaction: the order and its events, the refunds ledger, the audit row. */
const ORDER_CHANGE = {
  orders: OrderRepository,
  audit: AuditRepository,
  outbox: OutboxRepository,
  stock: StockRepository,
  ledger: StockLedger,
  preorders: PreorderRepository,
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
 * Moves that send the order's goods on: refused once every unit of it is refunded (nothing is left to send). Each is
 * a step forward into a status that still waits on the farm (contract: ORDER_NEXT_STEP, WAITING_STATUSES): Accepted,
 * Packed and Shipped; Delivered ends the journey and Cancelled sends nothing.
 */
const SENDING_MOVES: readonly OrderStatus[] = Object.values(ORDER_NEXT_STEP).filter((to) =>
  (WAITING_STATUSES as readonly OrderStatus[]).includes(to),
);

/** Units of a line not refunded: what is packed, sent and billed. */
const unitsLeft = (line: OrderItemRow) => line.quantity - line.refundedQuantity;

/** The refunded lines that still count: those of refunds pending or processed (a failed one gave its units back). */
const standing = <L extends RefundLineRow & { status: string }>(lines: readonly L[]) =>
  lines.filter((line) => line.status !== 'failed');

/** The part of the shipping charge an order's lines refunds have refunded (contract: shippingRefundedOf). */
export function shippingRefunded(
  refunds: readonly RefundRow[],
  refundLines: readonly RefundLineRow[],
  items: readonly OrderItemRow[],
): number {
  const price = new Map(items.map((item) => [item.id, item.unitPricePaise]));
  return shippingRefundedOf(
    refunds.map((refund) => ({
      amount: refund.amountPaise,
      status: refund.status,
      lines: refundLines
        .filter((line) => line.refundId === refund.id)
        .map((line) => ({ unitPrice: price.get(line.orderItemId) ?? 0, quantity: line.quantity })),
    })),
  );
}

/**
 * Brings the shelf to what the order's refunds and status say (StockService.settleOrder): the units refunded back to
 * the farm come back, those refunded as broken stay gone, a cancel gives back the rest. In the caller's transaction,
 * with the order's row locked. Answers what the shelf could not give for the order (a failed refund's units).
 */
export async function settleOrderStock(
  tx: {
    orders: OrderRepository;
    refunds: RefundRepository;
    stock: StockRepository;
    ledger: StockLedger;
    preorders: PreorderRepository;
  },
  stock: StockService,
  order: { id: number; cancelled: boolean },
  note: string,
): Promise<{ productSizeId: number; short: number }[]> {
  const items = await tx.orders.items([order.id]);
  // Units refunded because the shelf did not have them when the payment arrived were never taken: nothing moves.
  const refundLines = standing(await tx.refunds.linesForOrder(order.id)).filter(
    (line) => line.key !== shortRefundKey(order.id),
  );
  const sizeOf = new Map(items.map((item) => [item.id, item.productSizeId]));
  const returned = new Map<number, number>();
  const gone = new Map<number, number>();
  for (const line of refundLines) {
    const sizeId = sizeOf.get(line.orderItemId);
    if (sizeId === null || sizeId === undefined) continue;
    const into = line.restock ? returned : gone;
    into.set(sizeId, (into.get(sizeId) ?? 0) + line.quantity);
  }
  const { short } = await stock.settleOrder(
    tx.ledger,
    order.id,
    { cancelled: order.cancelled, returned, gone },
    note,
  );
  // Units of pre-order lines given back (cancelled, refunded) go back to their pre-order while it is not harvested.
  await tx.preorders.settleOrder(order.id, order.cancelled);
  return short;
}

/** An order's "short of stock" list after `change` units of some sizes (+ short again, − refunded, so not needed). */
export function shortAfter(
  current: readonly { productSizeId: number; short: number }[] | null,
  change: ReadonlyMap<number, number>,
): { productSizeId: number; short: number }[] {
  const merged = new Map((current ?? []).map((entry) => [entry.productSizeId, entry.short]));
  for (const [sizeId, units] of change) merged.set(sizeId, (merged.get(sizeId) ?? 0) + units);
  return [...merged]
    .filter(([, short]) => short > 0)
    .map(([productSizeId, short]) => ({ productSizeId, short }));
}

/** What OrderChanges is built from (one options object, named, rather than positional arguments). */
export interface OrderChangesOptions {
  db: Db;
  orders: OrderService;
  refunds: RefundService;
  /** The gateway the shop pays through now: an order paid through another is refunded by hand. */
  gatewayName: string;
  invoices: InvoiceService;
  settings: Pick<SiteService, 'invoiceFacts'>;
  /** Gives an order's jars back to the shelf when it is cancelled, or its lines are refunded back to the farm. */
  stock: StockService;
  /** The customer's message for each change, written to the outbox in the change's transaction. */
  messages?: OrderMessages;
}

/**
 * Changes to an order that may move money (docs/domain.md "Orders" and "Payments and refunds"): a customer's cancel,
 * a staff move along the order's life, a staff refund. Each is one transaction with the order's row locked (a double
 * click cannot refund twice): the change, its order event, the refund opened on the ledger and the audit row. A
 * refund is sent to the gateway after the transaction commits, outside any lock.
 */
export class OrderChanges {
  private readonly db: Db;
  private readonly orders: OrderService;
  private readonly refunds: RefundService;
  private readonly gatewayName: string;
  private readonly invoices: InvoiceService;
  private readonly settings: Pick<SiteService, 'invoiceFacts'>;
  private readonly stock: StockService;
  private readonly messages: OrderMessages | undefined;

  constructor(options: OrderChangesOptions) {
    this.db = options.db;
    this.orders = options.orders;
    this.refunds = options.refunds;
    this.gatewayName = options.gatewayName;
    this.invoices = options.invoices;
    this.settings = options.settings;
    this.stock = options.stock;
    this.messages = options.messages;
  }

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
    cancellation?: Pick<OrderCancellation, 'by' | 'reason'>,
  ): Promise<void> {
    if (!this.messages || !shop || !this.messages.sends(status)) return;
    const lines = await tx.orders.items([row.id]);
    await tx.outbox.enqueue(this.messages.statusChanged(shop, row, lines, status, tracking, cancellation));
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
      await this.tell(tx, shop, row, 'Cancelled', undefined, { by: 'customer', reason: null });
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
      if (
        SENDING_MOVES.includes(body.status) &&
        (await tx.orders.items([row.id])).every((l) => unitsLeft(l) <= 0)
      ) {
        throw new ConflictError(REFUND_MESSAGES.nothingLeftToSend);
      }
      // Pre-order lines are packed once their harvest is in (docs/domain.md "Pre-orders").
      if (body.status === 'Packed' || body.status === 'Shipped') {
        await refuseWhileWaiting(tx.preorders, row.id);
        // Packing names the lots: those held, or others first expiry first when one may no longer be packed.
        await this.stock.packing.packLocked(tx, row.id, by.staffId);
      }
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
      await this.tell(
        tx,
        shop,
        row,
        body.status,
        details,
        body.status === 'Cancelled' ? { by: 'farm', reason: body.note ?? null } : undefined,
      );
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
   * "First parcel sent" of a split order (docs/domain.md "Pre-orders"): the ready goods leave ahead of the pre-order
   * lines. The status does not change (the order still waits for its harvest); an order event from = to records the
   * courier and tracking number, with the order's row locked so a double click cannot send it twice. The customer is
   * told in the order's language, with the window the pre-order follows in.
   */
  async firstParcel(orderId: number, body: FirstParcelBody, by: StaffActor): Promise<StaffAnswer> {
    const shop = await this.messages?.shopFacts();
    await withTransaction(this.db, ORDER_CHANGE, async (tx) => {
      const row = await tx.orders.lock(null, orderId);
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const lines = await tx.orders.items([row.id]);
      const events = await tx.orders.events(row.id);
      const sent = events.some((e) =>
        isFirstParcelEvent({ from: e.fromStatus, to: e.toStatus, note: e.note }),
      );
      refuseFirstParcel(row, lines, sent);
      // The ready goods leave now: their lots are packed (pre-order lines hold none).
      await this.stock.packing.packLocked(tx, row.id, by.staffId);
      const details = {
        note: FIRST_PARCEL_NOTE,
        courier: body.courier,
        trackingNumber: body.tracking_number,
      };
      await tx.orders.addEvent({
        orderId,
        staffId: by.staffId,
        fromStatus: row.status,
        toStatus: row.status,
        ...details,
      });
      if (this.messages && shop) {
        // The later parcel ships in the latest window among its pre-orders (a split order always has one).
        const follows = await tx.preorders.laterWindow(row.id);
        if (follows)
          await tx.outbox.enqueue(
            this.messages.firstParcel(shop, row, parcelLines(row, lines, false), details, follows),
          );
      }
      await tx.audit.write({
        ...by,
        action: 'order.first-parcel',
        entity: 'order',
        entityId: String(orderId),
        before: { status: row.status },
        after: { status: row.status, courier: body.courier, tracking_number: body.tracking_number },
      });
    });
    return this.orders.staffView(orderId, PREORDER_MESSAGES.firstParcelSent);
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

  /**
   * A staff refund (docs/domain.md "Payments and refunds"): order lines with their units, priced from the lines'
   * unit prices (the shipping charge with the last units, or when asked), or a goodwill amount; never more units than
   * are left on a line, never more money than is left of the payment. The lines' refunded units move in the same
   * transaction: they leave the packing list and the invoice, and those put back go back on the shelf.
   */
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
      const items = await tx.orders.items([row.id]);
      const chosen = body.lines
        ? await this.priceLines(tx, row, items, body.lines, body.shipping === true, paymentOrder)
        : undefined;
      const refund = await this.refunds.open(tx, {
        paymentOrder,
        orderId: row.id,
        amountPaise: chosen ? chosen.amountPaise : rupeesToPaise(body.amount ?? 0),
        reason: body.reason,
        requestedBy: `staff:${by.staffId}`,
        idempotencyKey: key,
        lines: body.lines?.map((line) => ({
          orderItemId: line.item_id,
          quantity: line.quantity,
          restock: line.restock,
        })),
      });
      if (refund.status === 'pending') await tx.orders.update(orderId, { paymentStatus: 'Refund pending' });
      if (body.lines) {
        for (const line of body.lines) await tx.orders.addRefunded(row.id, line.item_id, line.quantity);
        await settleOrderStock(tx, this.stock, { id: row.id, cancelled: false }, `Refunded: ${body.reason}`);
        // Units refunded are no longer owed: an order short of them is short of that much less.
        if (row.stockShort?.length) {
          const sizeOf = new Map(items.map((item) => [item.id, item.productSizeId]));
          const refunded = new Map<number, number>();
          for (const line of body.lines) {
            const sizeId = sizeOf.get(line.item_id);
            if (sizeId != null) refunded.set(sizeId, (refunded.get(sizeId) ?? 0) - line.quantity);
          }
          await tx.stock.setShort(row.id, shortAfter(row.stockShort, refunded));
        }
      }
      await tx.audit.write({
        ...by,
        action: 'order.refund',
        entity: 'order',
        entityId: String(orderId),
        before: { refunded_rupees: paiseToRupees(row.refundedPaise) },
        after: {
          refund_rupees: paiseToRupees(refund.amountPaise),
          reason: body.reason,
          refund: refund.id,
          ...(body.lines
            ? { lines: body.lines, shipping_rupees: paiseToRupees(chosen?.shippingPaise ?? 0) }
            : {}),
        },
      });
      return refund;
    });
    return this.orders.staffView(orderId, await this.send(opened, STAFF_REFUND_WORDS));
  }

  /** The price of a lines refund (contract: linesRefundPrice), or its refusal in words naming the line. */
  private async priceLines(
    tx: OrderChangeTx,
    row: OrderRow,
    items: readonly OrderItemRow[],
    chosen: NonNullable<StaffRefund['lines']>,
    includeShipping: boolean,
    paymentOrder: PaymentOrderRow,
  ): Promise<{ amountPaise: number; shippingPaise: number }> {
    const { leftPaise, earlier } = await this.refunds.left(tx, { paymentOrder });
    const price = linesRefundPrice({
      lines: items.map((item) => ({
        id: item.id,
        unitPrice: item.unitPricePaise,
        quantity: item.quantity,
        refundedQuantity: item.refundedQuantity,
      })),
      chosen: chosen.map((line) => ({ id: line.item_id, quantity: line.quantity })),
      shipping: row.shippingPaise,
      // The payment order's refunds are this order's (a payment that never became an order has no lines).
      shippingRefunded: shippingRefunded(earlier, await tx.refunds.linesForOrder(row.id), items),
      includeShipping,
      left: leftPaise,
    });
    if (price.ok) return { amountPaise: price.amount, shippingPaise: price.shipping };
    const item = items.find((candidate) => candidate.id === chosen[price.index]?.item_id);
    const [field, message] =
      price.problem === 'unknown-line' || !item
        ? ['item_id', REFUND_MESSAGES.unknownLine]
        : ['quantity', REFUND_MESSAGES.tooMany(item.productName, item.size, price.left)];
    throw new RuleViolationError(message, { [`lines.${price.index}.${field}`]: [message] });
  }

  private async issueInvoice(
    tx: OrderChangeTx,
    row: OrderRow,
    facts: Awaited<ReturnType<SiteService['invoiceFacts']>>,
  ): Promise<void> {
    // It bills what is left: units refunded before it is issued are not sold (an issued invoice is never changed).
    const items = await tx.orders.items([row.id]);
    const lines = items.filter((line) => unitsLeft(line) > 0);
    const shippingPaise = Math.max(
      0,
      row.shippingPaise -
        shippingRefunded(await tx.refunds.forOrder(row.id), await tx.refunds.linesForOrder(row.id), items),
    );
    await this.invoices.issue(
      tx,
      {
        id: row.id,
        prefix: facts.orderPrefix,
        orderNo: row.orderNo,
        placedAt: row.createdAt,
        shippingPaise,
        totalPaise: lines.reduce((sum, line) => sum + line.unitPricePaise * unitsLeft(line), shippingPaise),
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
        itemId: line.id,
        name: line.productName,
        nameMal: line.productNameMal,
        size: line.size,
        quantity: unitsLeft(line),
        unitPricePaise: line.unitPricePaise,
        totalPaise: line.unitPricePaise * unitsLeft(line),
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
    // A split order's ready goods already sent cannot come back by a cancel: the pre-order is refunded by its lines.
    const events = await tx.orders.events(row.id);
    if (events.some((e) => isFirstParcelEvent({ from: e.fromStatus, to: e.toStatus, note: e.note }))) {
      throw new ConflictError(CHECKOUT_MESSAGES.firstParcelGone);
    }
    const now = new Date();
    await settleOrderStock(tx, this.stock, { id: row.id, cancelled: true }, who.reason);
    const paid = row.paymentMethod === 'RAZORPAY' && row.gatewayOrderId && row.gatewayPaymentId;
    if (!paid) {
      await tx.orders.update(row.id, { status: 'Cancelled', cancelledAt: now });
      return undefined;
    }
    if (row.gateway !== this.gatewayName) {
      throw new ConflictError(`This order was paid through ${row.gateway}; the farm will refund it by hand.`);
    }
    const paymentOrder = await tx.paymentOrders.findByGatewayId(row.gatewayOrderId!);
    // The rest of the payment: refunds still on their way (a lines refund not yet confirmed) are not paid twice.
    const { leftPaise } = await this.refunds.left(tx, { paymentOrder: paymentOrder! });
    if (leftPaise <= 0) {
      await tx.orders.update(row.id, { status: 'Cancelled', cancelledAt: now });
      return undefined;
    }
    const refund = await this.refunds.open(tx, {
      paymentOrder: paymentOrder!,
      orderId: row.id,
      amountPaise: leftPaise,
      reason: who.reason,
      requestedBy: who.requestedBy,
      idempotencyKey: cancelRefundKey(row.id),
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

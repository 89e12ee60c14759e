import {
  CHECKOUT_MESSAGES,
  paiseToRupees,
  type Language,
  type Order,
  type PaymentOutcome,
} from '@farm/contract';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import type { OrderService } from '../modules/orders/index.js';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayPayment,
  type PaymentGateway,
  LEDGER_REPOSITORIES,
  type PaymentOrderRepository,
  type PaymentOrderRow,
} from '../modules/payments/index.js';
import type { RefundService } from '../modules/payments/index.js';
import { ConflictError, NotFoundError, RuleViolationError } from '../shared/errors.js';
import type { StockService } from '../modules/stock/index.js';
import type { OrderPlacement, StoreOrderInput } from './order-placement.js';

export type VerifyOutcome = { ok: true } | { ok: false; message: string };

/** How a payment report was settled, for the webhook's log line. */
export type Settled = 'placed' | 'known' | 'refunded' | 'waiting' | 'ignored';

export interface SettlementLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What PaymentSettlement is built from (one options object, named, rather than positional arguments). */
export interface PaymentSettlementOptions {
  db: Db;
  paymentOrders: PaymentOrderRepository;
  gateway: PaymentGateway;
  orders: OrderService;
  placement: OrderPlacement;
  refunds: RefundService;
  log: SettlementLog;
  stock: StockService;
}

/**
 * The flow from a payment to an order (docs/domain.md "Payments and refunds"): every captured payment ends as an
 * order or as a refund, never neither, whoever reports it (the browser's verify and store calls, Razorpay's
 * redirect, its webhooks, or the reconciliation pass), and nothing happens twice.
 *
 * - A payment is paid when the gateway says it is captured; an authorised one is captured first.
 * - A gateway order is only ever completed in the gateway and mode (sandbox, test or live) that made it.
 * - A signature alone is not enough: when the gateway cannot be asked, the answer is "not confirmed yet".
 */
export class PaymentSettlement {
  private readonly db: Db;
  private readonly paymentOrders: PaymentOrderRepository;
  private readonly gateway: PaymentGateway;
  private readonly orders: OrderService;
  private readonly placement: OrderPlacement;
  private readonly refunds: RefundService;
  private readonly log: SettlementLog;
  private readonly stock: StockService;

  constructor(options: PaymentSettlementOptions) {
    this.db = options.db;
    this.paymentOrders = options.paymentOrders;
    this.gateway = options.gateway;
    this.orders = options.orders;
    this.placement = options.placement;
    this.refunds = options.refunds;
    this.log = options.log;
    this.stock = options.stock;
  }

  /** Whether the shop's gateway now is the one that made this gateway order. */
  ownGateway(paymentOrder: PaymentOrderRow): boolean {
    return paymentOrder.gateway === this.gateway.name && paymentOrder.gatewayMode === this.gateway.mode;
  }

  /**
   * Checks a payment the browser reports: its signature, then with the gateway that it belongs to this order, for
   * its amount, and is captured (capturing it when it is only authorised). Records it as paid. Throws
   * GatewayUnavailableError when the gateway cannot be asked.
   */
  private async confirm(paymentOrder: PaymentOrderRow, paymentId: string, signature: string | undefined) {
    const recorded = paymentOrder.status !== 'created' && paymentOrder.gatewayPaymentId === paymentId;
    // Without a signature, only a payment already checked and recorded (verify came first) will do.
    if (signature === undefined) return recorded;
    if (!this.gateway.verifyPaymentSignature(paymentOrder.gatewayOrderId, paymentId, signature)) return false;
    if (recorded) return true;
    let payment: GatewayPayment;
    try {
      payment = await this.gateway.fetchPayment(paymentId);
    } catch (error) {
      if (error instanceof GatewayRefusedError) return false;
      throw new GatewayUnavailableError('payment look-up failed', {
        cause: error,
        customerMessage: CHECKOUT_MESSAGES.paymentNotConfirmed,
      });
    }
    return (await this.recordCaptured(paymentOrder, payment)) !== undefined;
  }

  /** A payment of this gateway order for its amount, captured if it was only authorised, recorded as paid. */
  private async recordCaptured(paymentOrder: PaymentOrderRow, payment: GatewayPayment) {
    if (payment.orderId !== paymentOrder.gatewayOrderId || payment.amount !== paymentOrder.amountPaise)
      return undefined;
    let current = payment;
    if (current.status === 'authorized') current = await this.gateway.capture(payment.id, payment.amount);
    if (current.status !== 'captured' && current.status !== 'refunded') return undefined;
    await this.paymentOrders.markPaid(paymentOrder.id, payment.id);
    return current;
  }

  /** POST /verify-payment. */
  async verify(
    userId: number,
    input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ): Promise<VerifyOutcome> {
    const failed = { ok: false as const, message: CHECKOUT_MESSAGES.verificationFailed };
    const paymentOrder = await this.paymentOrders.findByGatewayId(input.razorpay_order_id);
    if (!paymentOrder || paymentOrder.userId !== userId) return failed;
    if (!this.ownGateway(paymentOrder)) return { ok: false, message: CHECKOUT_MESSAGES.otherGateway };
    const ok = await this.confirm(paymentOrder, input.razorpay_payment_id, input.razorpay_signature);
    return ok ? { ok: true } : failed;
  }

  /**
   * POST /store_order_user for an online payment: the order its gateway order was made for, once. An older
   * storefront's amount-only payment becomes the order it sends now only if that comes to exactly what was paid;
   * otherwise the payment is refunded in full and the customer is told why.
   */
  async storeFromBrowser(
    userId: number,
    input: StoreOrderInput,
    /** The language of the page the call came from: the order is written in it. */
    language?: Language,
  ): Promise<{ order: Order; created: boolean }> {
    const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId } = input;
    if (!gatewayOrderId || !paymentId) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.paymentNotVerified, {
        ...(gatewayOrderId ? {} : { razorpay_order_id: ['This field is required.'] }),
        ...(paymentId ? {} : { razorpay_payment_id: ['This field is required.'] }),
      });
    }
    const paymentOrder = await this.paymentOrders.findByGatewayId(gatewayOrderId);
    if (!paymentOrder || paymentOrder.userId !== userId)
      throw new NotFoundError(CHECKOUT_MESSAGES.gatewayOrderUnknown);

    const existing = await this.orders.findByGatewayOrder(gatewayOrderId);
    if (existing)
      return {
        order: await this.orders.addInstructions(existing, input.special_instructions),
        created: false,
      };
    if (!this.ownGateway(paymentOrder)) throw new ConflictError(CHECKOUT_MESSAGES.otherGateway);
    if (!(await this.confirm(paymentOrder, paymentId, input.razorpay_signature))) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.paymentNotVerified, {
        razorpay_payment_id: [CHECKOUT_MESSAGES.paymentNotVerified],
      });
    }
    const paid = (await this.paymentOrders.findByGatewayId(gatewayOrderId))!;
    const instructions = input.special_instructions || paid.specialInstructions || null;
    if (paid.cart && paid.address)
      return this.placement.placeFromPaymentOrder(paid, paid.gatewayPaymentId!, instructions, language);

    // An older storefront's amount-only payment: the cart it sends now must come to exactly what was paid.
    const priced = await this.placement.priceForPayload(userId, input).catch(async (error: unknown) => {
      await this.refundUnplaceable(
        paid,
        error instanceof Error ? error.message : 'the cart could not be priced',
      );
      throw new ConflictError(
        `${CHECKOUT_MESSAGES.paymentRefunded} (${error instanceof Error ? error.message : ''})`,
      );
    });
    if (priced.cart.payablePaise !== paid.amountPaise) {
      await this.refundUnplaceable(paid, CHECKOUT_MESSAGES.amountMismatch);
      throw new ConflictError(`${CHECKOUT_MESSAGES.amountMismatch} ${CHECKOUT_MESSAGES.paymentRefunded}`, {
        subtotal: paiseToRupees(priced.cart.subtotalPaise),
        shipping_charge: paiseToRupees(priced.cart.shippingPaise),
        payable: paiseToRupees(priced.cart.payablePaise),
        refunded: paiseToRupees(paid.amountPaise),
      });
    }
    return this.placement.placePriced(userId, priced, paid, paid.gatewayPaymentId!, instructions, language);
  }

  /** GET /orders/by-payment/{id}: what became of one of the customer's payments. */
  async outcome(userId: number, gatewayOrderId: string): Promise<PaymentOutcome> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(gatewayOrderId);
    if (!paymentOrder || paymentOrder.userId !== userId)
      throw new NotFoundError(CHECKOUT_MESSAGES.gatewayOrderUnknown);
    const order = await this.orders.findByGatewayOrder(gatewayOrderId);
    if (order) return { status: 'placed', order };
    const status =
      paymentOrder.status === 'failed'
        ? 'failed'
        : paymentOrder.status === 'refunded'
          ? 'refunded'
          : 'waiting';
    return { status, order: null };
  }

  /**
   * The gateway reports a captured payment (webhook `payment.captured` / `order.paid`, or the reconciliation pass).
   * The order is written from what the gateway order remembers; a second payment for an order already paid is
   * refunded; an amount-only payment waits for the browser (the reconciliation pass refunds it if it never comes).
   */
  async reportCaptured(payment: GatewayPayment): Promise<Settled> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(payment.orderId);
    if (!paymentOrder || !this.ownGateway(paymentOrder) || payment.amount !== paymentOrder.amountPaise)
      return 'ignored';
    if (
      paymentOrder.gatewayPaymentId &&
      paymentOrder.gatewayPaymentId !== payment.id &&
      paymentOrder.status !== 'created'
    ) {
      return this.refundSecondPayment(paymentOrder, payment);
    }
    if (!(await this.recordCaptured(paymentOrder, payment))) return 'ignored';
    if (await this.orders.findByGatewayOrder(payment.orderId)) return 'known';
    if (!paymentOrder.cart || !paymentOrder.address) return 'waiting';
    const paid = (await this.paymentOrders.findByGatewayId(payment.orderId))!;
    const { created } = await this.placement.placeFromPaymentOrder(paid, payment.id, null);
    return created ? 'placed' : 'known';
  }

  /** Webhook `payment.authorized` (a late UPI authorisation, say): captured now, then settled as captured. */
  async reportAuthorized(payment: GatewayPayment): Promise<Settled> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(payment.orderId);
    if (!paymentOrder || !this.ownGateway(paymentOrder) || payment.amount !== paymentOrder.amountPaise)
      return 'ignored';
    const captured = await this.gateway.capture(payment.id, payment.amount);
    return captured.status === 'captured' ? this.reportCaptured(captured) : 'ignored';
  }

  /**
   * Webhook `payment.failed`: the attempt failed, and the customer may pay again on the same gateway order inside
   * Razorpay's widget, without a new create-order. Its jars stay held (docs/decisions/
   * 2026-11-26-holds-survive-failed-attempts.md): they go back when the hold runs out or the customer starts another
   * gateway order, never here, so a retry that succeeds sells jars that are still its own.
   */
  async reportFailed(gatewayOrderId: string): Promise<void> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(gatewayOrderId);
    if (paymentOrder && this.ownGateway(paymentOrder)) await this.paymentOrders.markFailed(paymentOrder.id);
  }

  /**
   * Razorpay's redirect after payment (in-app browsers that never return to the page's handler): the signed payment
   * settled like a webhook's, and where to send the customer next.
   */
  async completeRedirect(input: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }): Promise<{ orderNo: string } | { pending: string } | { failed: string }> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(input.razorpay_order_id);
    if (!paymentOrder || !this.ownGateway(paymentOrder))
      return { failed: CHECKOUT_MESSAGES.verificationFailed };
    try {
      if (!(await this.confirm(paymentOrder, input.razorpay_payment_id, input.razorpay_signature))) {
        return { failed: CHECKOUT_MESSAGES.verificationFailed };
      }
    } catch (error) {
      if (error instanceof GatewayUnavailableError) return { pending: paymentOrder.gatewayOrderId };
      throw error;
    }
    const paid = (await this.paymentOrders.findByGatewayId(input.razorpay_order_id))!;
    if (!paid.cart || !paid.address) return { pending: paid.gatewayOrderId };
    const { order } = await this.placement.placeFromPaymentOrder(paid, paid.gatewayPaymentId!, null);
    return { orderNo: order.order_no };
  }

  /**
   * A gateway order nobody reported (the reconciliation pass): its payments as the gateway knows them, an
   * authorised one captured, a captured one settled.
   */
  async askGateway(paymentOrder: PaymentOrderRow): Promise<Settled> {
    const payments = await this.gateway.fetchOrderPayments(paymentOrder.gatewayOrderId);
    let outcome: Settled = 'ignored';
    for (const payment of payments) {
      if (payment.status === 'authorized') outcome = await this.reportAuthorized(payment);
      else if (payment.status === 'captured') outcome = await this.reportCaptured(payment);
    }
    return outcome;
  }

  /**
   * A captured payment that became neither an order nor a refund (the reconciliation pass): the order it was made
   * for, or, for an amount-only payment nobody came back to store, a refund.
   */
  async settleOrphan(paymentOrder: PaymentOrderRow): Promise<Settled> {
    if (await this.orders.findByGatewayOrder(paymentOrder.gatewayOrderId)) return 'known';
    if (paymentOrder.cart && paymentOrder.address) {
      const { created } = await this.placement.placeFromPaymentOrder(
        paymentOrder,
        paymentOrder.gatewayPaymentId!,
        null,
      );
      return created ? 'placed' : 'known';
    }
    await this.refundUnplaceable(paymentOrder, 'No order was stored for this payment.');
    return 'refunded';
  }

  /** A captured payment that cannot become an order is refunded in full, once (its key is the payment's). */
  private async refundUnplaceable(paymentOrder: PaymentOrderRow, reason: string): Promise<void> {
    const refund = await withTransaction(this.db, LEDGER_REPOSITORIES, async (tx) => {
      const row = await this.refunds.open(tx, {
        paymentOrder,
        orderId: null,
        amountPaise: paymentOrder.amountPaise,
        reason,
        requestedBy: 'system',
        idempotencyKey: `payment-${paymentOrder.id}-unplaceable`,
      });
      await tx.paymentOrders.markRefunded(paymentOrder.id);
      return row;
    });
    await this.stock.release(paymentOrder.id);
    this.log.warn(
      { gatewayOrder: paymentOrder.gatewayOrderId, reason },
      'captured payment refunded: no order',
    );
    await this.refunds.send(refund);
  }

  /** Razorpay lets a customer pay an order twice (two tabs, a late UPI): the second payment goes back. */
  private async refundSecondPayment(
    paymentOrder: PaymentOrderRow,
    payment: GatewayPayment,
  ): Promise<Settled> {
    let current = payment;
    if (current.status === 'authorized') current = await this.gateway.capture(payment.id, payment.amount);
    if (current.status !== 'captured') return 'ignored';
    const refund = await withTransaction(this.db, LEDGER_REPOSITORIES, (tx) =>
      this.refunds.open(tx, {
        paymentOrder,
        orderId: null,
        payment: { id: payment.id, amountPaise: payment.amount },
        amountPaise: payment.amount,
        reason: 'A second payment for an order already paid',
        requestedBy: 'system',
        idempotencyKey: `payment-${payment.id}-second`,
      }),
    );
    this.log.warn(
      { gatewayOrder: paymentOrder.gatewayOrderId, payment: payment.id },
      'second payment refunded',
    );
    await this.refunds.send(refund);
    return 'refunded';
  }
}

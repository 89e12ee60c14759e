import {
  CANCELLABLE_STATUSES,
  CHECKOUT_MESSAGES,
  MAX_QUANTITY,
  paiseToRupees,
  type CartItem,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  STAFF_MESSAGES,
  canMoveOrder,
  transitionRefused,
  type StaffOrderStatus,
  type StaffRefund,
  rupeesToPaise,
  type orderEvent,
} from '@farm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { RememberedAddress, RememberedLine } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { groupBy } from '../../shared/group-by.js';
import type { AddressService } from '../addresses/service.js';
import { payablePaise } from '../catalogue/mappers.js';
import type { Pricing } from '../checkout/pricing.js';
import type { CheckoutRepository } from '../checkout/repository.js';
import { checkClaimedTotal, rememberAddress, rememberLines } from '../checkout/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { RefundService } from '../payments/refunds.js';
import type { PaymentOrderRepository, PaymentOrderRow, RefundRow } from '../payments/repository.js';
import type { OrderEvents } from './events.js';
import { toOrder } from './mappers.js';
import type { NewOrder, OrderRepository, OrderRow } from './repository.js';

export interface StoreOrderInput {
  payment_method: PaymentMethod;
  amount?: number | undefined;
  address?: number | undefined;
  special_instructions?: string | null | undefined;
  cart?: { product_id: number; product_size_id: number; quantity: number }[] | undefined;
  razorpay_order_id?: string | undefined;
  razorpay_payment_id?: string | undefined;
  razorpay_signature?: string | undefined;
}

interface Placement {
  userId: number;
  lines: RememberedLine[];
  address: RememberedAddress;
  shippingPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  specialInstructions: string | null;
  gateway?: { name: string; orderId: string; paymentId: string };
}

/** Orders: placing them (once, whoever reports the payment), reading, cancelling with refund, and reordering. */
type OpenedRefund = RefundRow;
type OrderEventView = z.output<typeof orderEvent>;

export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly paymentOrders: PaymentOrderRepository,
    private readonly checkout: CheckoutRepository,
    private readonly pricing: Pricing,
    private readonly addresses: AddressService,
    private readonly gateway: PaymentGateway,
    private readonly events: OrderEvents,
    private readonly refunds: RefundService,
  ) {}

  /** POST /store_order_user with COD: a cash-on-delivery order, when the shop allows it. */
  async storeCashOnDelivery(userId: number, input: StoreOrderInput) {
    const settings = await this.checkout.shopSettings();
    if (!settings.codEnabled) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.codDisabled, {
        payment_method: [CHECKOUT_MESSAGES.codDisabled],
      });
    }
    const { address, cart } = await this.priceForPayload(userId, input);
    checkClaimedTotal(input.amount, cart, CHECKOUT_MESSAGES.priceChanged);
    return this.place({
      userId,
      lines: rememberLines(cart),
      address: rememberAddress(address),
      shippingPaise: cart.shippingPaise,
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      specialInstructions: input.special_instructions ?? null,
    });
  }

  /** Prices the cart a store call sends (cash on delivery, or an older storefront's amount-only payment). */
  async priceForPayload(userId: number, input: StoreOrderInput) {
    if (input.address === undefined) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.selectAddress, {
        address: [CHECKOUT_MESSAGES.selectAddress],
      });
    }
    if (!input.cart)
      throw new RuleViolationError(CHECKOUT_MESSAGES.emptyCart, { cart: [CHECKOUT_MESSAGES.emptyCart] });
    const address = await this.addresses.get(userId, input.address);
    const cart = await this.pricing.cart(
      input.cart.map((line) => ({
        productId: line.product_id,
        productSizeId: line.product_size_id,
        quantity: line.quantity,
      })),
      address.state_id,
    );
    return { address, cart };
  }

  /** The order a captured payment was made for, written from what its gateway order remembers (once). */
  placeFromPaymentOrder(paymentOrder: PaymentOrderRow, paymentId: string, instructions: string | null) {
    return this.place({
      userId: paymentOrder.userId,
      lines: paymentOrder.cart!,
      address: paymentOrder.address!,
      shippingPaise: paymentOrder.shippingPaise ?? 0,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      specialInstructions: instructions ?? paymentOrder.specialInstructions,
      gateway: { name: paymentOrder.gateway, orderId: paymentOrder.gatewayOrderId, paymentId },
    });
  }

  /** An amount-only payment's order, from the cart the browser sent, once it was checked to match what was paid. */
  placePriced(
    userId: number,
    priced: Awaited<ReturnType<OrderService['priceForPayload']>>,
    paymentOrder: PaymentOrderRow,
    paymentId: string,
    instructions: string | null,
  ) {
    return this.place({
      userId,
      lines: rememberLines(priced.cart),
      address: rememberAddress(priced.address),
      shippingPaise: priced.cart.shippingPaise,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      specialInstructions: instructions,
      gateway: { name: paymentOrder.gateway, orderId: paymentOrder.gatewayOrderId, paymentId },
    });
  }

  async findByGatewayOrder(gatewayOrderId: string): Promise<Order | undefined> {
    const row = await this.orders.findByGatewayOrder(gatewayOrderId);
    return row ? this.withItems(row) : undefined;
  }

  /** The delivery note, for an order stored before the browser's own store call brought it. */
  async addInstructions(order: Order, instructions: string | null | undefined): Promise<Order> {
    if (!instructions || order.special_instructions) return order;
    const row = await this.orders.addInstructions(order.id, instructions);
    return row ? this.withItems(row) : order;
  }

  /** The refunds ledger changed for this order: its payment status and refunded total follow. */
  async refundsChanged(orderId: number): Promise<void> {
    await this.orders.applyRefunds(orderId);
  }

  private async place(p: Placement): Promise<{ order: Order; created: boolean }> {
    const subtotalPaise = p.lines.reduce((sum, line) => sum + line.totalPaise, 0);
    const row: NewOrder = {
      userId: p.userId,
      status: 'Placed',
      paymentMethod: p.paymentMethod,
      paymentStatus: p.paymentStatus,
      subtotalPaise,
      shippingPaise: p.shippingPaise,
      totalPaise: subtotalPaise + p.shippingPaise,
      itemsCount: p.lines.reduce((sum, line) => sum + line.quantity, 0),
      specialInstructions: p.specialInstructions || null,
      shipFirstName: p.address.firstName,
      shipLastName: p.address.lastName,
      shipAddress: p.address.address,
      shipLandmark: p.address.landmark,
      shipCity: p.address.city,
      shipStateId: p.address.stateId,
      shipPincode: p.address.pincode,
      shipPhone: p.address.phoneNumber,
      gateway: p.gateway?.name ?? null,
      gatewayOrderId: p.gateway?.orderId ?? null,
      gatewayPaymentId: p.gateway?.paymentId ?? null,
    };
    // A remembered line already holds exactly what an order line keeps.
    const items = p.lines;
    const { orderPrefix } = await this.checkout.shopSettings();
    const placed = await this.orders.place(row, items, orderPrefix);
    const order = placed.created ? toOrder(placed.order, placed.items) : await this.withItems(placed.order);
    if (placed.created) this.events.placed(order, { id: p.userId });
    return { order, created: placed.created };
  }

  private async withItems(row: OrderRow): Promise<Order> {
    return toOrder(row, await this.orders.items([row.id]));
  }

  /** A customer's orders, newest first, each with its lines (two statements however many orders). */
  async list(callerId: number, userId: number): Promise<Order[]> {
    if (callerId !== userId) throw new ForbiddenError(CHECKOUT_MESSAGES.notYourOrders);
    const rows = await this.orders.listForUser(userId);
    const items = groupBy(await this.orders.items(rows.map((row) => row.id)), (item) => item.orderId);
    return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
  }

  async get(userId: number, orderId: number): Promise<Order> {
    const row = await this.orders.findOwn(userId, orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    return this.withItems(row);
  }

  /**
   * Cancels until the order is shipped. A paid order's refund is opened in the same transaction, with the order's row
   * locked (a double click cannot refund twice), and sent to the gateway after it commits, outside any lock.
   */
  async cancel(userId: number, orderId: number): Promise<{ order: Order; message: string }> {
    const { refund } = await this.orders.withLockedOrder(userId, orderId, async (row, update, tx) => {
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.status === 'Cancelled') throw new ConflictError(CHECKOUT_MESSAGES.alreadyCancelled);
      if (!CANCELLABLE_STATUSES.includes(row.status as OrderStatus)) {
        throw new ConflictError(CHECKOUT_MESSAGES.alreadyShipped);
      }
      const result = await this.cancelLocked(row, update, tx, {
        reason: 'Cancelled by the customer',
        requestedBy: `customer:${userId}`,
      });
      await this.orders.recordMove(tx, { orderId, userId, fromStatus: row.status, toStatus: 'Cancelled' });
      return result;
    });
    const message = refund ? await this.sendRefund(refund) : CHECKOUT_MESSAGES.cancelled;
    const order = await this.get(userId, orderId);
    this.events.cancelled(order, { id: userId });
    return { order, message };
  }

  /**
   * Staff move an order along its life (contract: ORDER_TRANSITIONS); a move not in the table is refused naming both
   * states. The change, its order event and the audit row are one transaction with the order's row locked; a
   * cancelled paid order is refunded through the ledger, as a customer's cancel is.
   */
  async move(
    orderId: number,
    body: StaffOrderStatus,
    by: { staffId: number; actor: string; address: string },
  ): Promise<{ order: Order; message: string; events: OrderEventView[] }> {
    const { refund } = await this.orders.withLockedOrder(null, orderId, async (row, update, tx) => {
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      const from = row.status as OrderStatus;
      if (!canMoveOrder(from, body.status)) throw new ConflictError(transitionRefused(from, body.status));
      const result =
        body.status === 'Cancelled'
          ? await this.cancelLocked(row, update, tx, {
              reason: `Cancelled by the farm: ${body.note ?? ''}`,
              requestedBy: `staff:${by.staffId}`,
            })
          : await update({ status: body.status }).then(() => ({ refund: undefined }));
      const details = {
        note: body.note ?? null,
        courier: body.courier ?? null,
        trackingNumber: body.tracking_number ?? null,
      };
      await this.orders.recordMove(
        tx,
        { orderId, staffId: by.staffId, fromStatus: from, toStatus: body.status, ...details },
        {
          staffId: by.staffId,
          actor: by.actor,
          action: 'order.status',
          entity: 'order',
          entityId: String(orderId),
          before: { status: from },
          after: { status: body.status, ...details },
          address: by.address,
        },
      );
      return result;
    });
    const message = refund ? await this.sendRefund(refund) : STAFF_MESSAGES.orderMoved;
    const row = await this.orders.findAny(orderId);
    const order = await this.withItems(row!);
    if (body.status === 'Cancelled') this.events.cancelled(order, { id: row!.userId });
    return { order, message, events: await this.eventsOf(orderId) };
  }

  /**
   * A staff refund of part or all of a paid order, on the refunds ledger (which refuses more than was captured), with
   * its audit row in the same transaction; sent to the gateway after it commits.
   */
  async refund(
    orderId: number,
    body: StaffRefund,
    by: { staffId: number; actor: string; address: string },
  ): Promise<{ order: Order; message: string; events: OrderEventView[] }> {
    const opened = await this.orders.withLockedOrder(null, orderId, async (row, update, tx) => {
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.paymentMethod !== 'RAZORPAY' || !row.gatewayOrderId || !row.gatewayPaymentId) {
        throw new ConflictError(STAFF_MESSAGES.notPaidOnline);
      }
      const paymentOrder = await this.paymentOrders.findByGatewayId(row.gatewayOrderId, tx);
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
      if (refund.status === 'pending') await update({ paymentStatus: 'Refund pending' });
      await this.orders.recordMove(tx, undefined, {
        staffId: by.staffId,
        actor: by.actor,
        action: 'order.refund',
        entity: 'order',
        entityId: String(orderId),
        before: { refunded_rupees: paiseToRupees(row.refundedPaise) },
        after: { refund_rupees: body.amount, reason: body.reason, refund: refund.id },
        address: by.address,
      });
      return refund;
    });
    const sent = await this.refunds.send(opened);
    const message =
      sent.status === 'processed'
        ? STAFF_MESSAGES.refundSent
        : sent.status === 'failed'
          ? STAFF_MESSAGES.refundFailed
          : STAFF_MESSAGES.refundPending;
    const row = await this.orders.findAny(orderId);
    return { order: await this.withItems(row!), message, events: await this.eventsOf(orderId) };
  }

  /** The newest orders, for the staff. */
  async listAll(status: OrderStatus | undefined): Promise<Order[]> {
    const rows = await this.orders.listAll(status, 100);
    const items = groupBy(await this.orders.items(rows.map((row) => row.id)), (item) => item.orderId);
    return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
  }

  async eventsOf(orderId: number): Promise<OrderEventView[]> {
    return (await this.orders.events(orderId)).map((event) => ({
      from: event.fromStatus as OrderStatus,
      to: event.toStatus as OrderStatus,
      by: event.staffId !== null ? `staff:${event.staffId}` : 'customer',
      note: event.note,
      courier: event.courier,
      tracking_number: event.trackingNumber,
      at: event.createdAt.toISOString(),
    }));
  }

  /** Cancels a locked order; a paid one gets its refund opened in the same transaction (sent after it commits). */
  private async cancelLocked(
    row: OrderRow,
    update: (values: Partial<OrderRow>) => Promise<OrderRow>,
    tx: Db,
    who: { reason: string; requestedBy: string },
  ): Promise<{ refund: OpenedRefund | undefined }> {
    const now = new Date();
    const paid = row.paymentMethod === 'RAZORPAY' && row.gatewayOrderId && row.gatewayPaymentId;
    if (!paid || row.refundedPaise >= row.totalPaise) {
      await update({ status: 'Cancelled', cancelledAt: now });
      return { refund: undefined };
    }
    if (row.gateway !== this.gateway.name) {
      throw new ConflictError(`This order was paid through ${row.gateway}; the farm will refund it by hand.`);
    }
    const paymentOrder = await this.paymentOrders.findByGatewayId(row.gatewayOrderId!, tx);
    const refund = await this.refunds.open(tx, {
      paymentOrder: paymentOrder!,
      orderId: row.id,
      amountPaise: row.totalPaise - row.refundedPaise,
      reason: who.reason,
      requestedBy: who.requestedBy,
      idempotencyKey: `order-${row.id}-cancel`,
    });
    await update({ status: 'Cancelled', cancelledAt: now, paymentStatus: 'Refund pending' });
    return { refund };
  }

  /** Sends an opened refund (outside any lock) and says in words where it stands. */
  private async sendRefund(refund: OpenedRefund): Promise<string> {
    const sent = await this.refunds.send(refund);
    return sent.status === 'processed'
      ? CHECKOUT_MESSAGES.cancelledRefunded
      : sent.status === 'failed'
        ? CHECKOUT_MESSAGES.refundNotStarted
        : CHECKOUT_MESSAGES.cancelledRefundPending;
  }

  /** The old order's lines at today's prices, for the normal checkout; sizes no longer sold are listed apart. */
  async reorder(userId: number, orderId: number) {
    const row = await this.orders.findOwn(userId, orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const lines = await this.orders.items([row.id]);
    const sizes = new Map(
      (
        await this.checkout.sizes(lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])))
      ).map((s) => [s.productSizeId, s]),
    );
    const items: CartItem[] = [];
    const unavailable = [];
    for (const line of lines) {
      const size = line.productSizeId === null ? undefined : sizes.get(line.productSizeId);
      if (!size || !size.productActive || !size.inStock || size.productId !== line.productId) {
        unavailable.push({
          product_id: line.productId,
          product_size_id: line.productSizeId,
          product_name: line.productName,
          size: line.size,
        });
        continue;
      }
      items.push({
        id: size.productId,
        sizeId: size.productSizeId,
        priceId: size.priceId,
        product_name: size.productName,
        image: size.image,
        size: size.size,
        selectPrice: paiseToRupees(payablePaise(size)),
        // The original price, as a cart line keeps it, so an offer shows struck through.
        price: paiseToRupees(size.originalPricePaise),
        quantity: Math.min(line.quantity, MAX_QUANTITY),
      });
    }
    return { items, unavailable };
  }
}

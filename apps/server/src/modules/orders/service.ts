import {
  CANCELLABLE_STATUSES,
  CHECKOUT_MESSAGES,
  paiseToRupees,
  type CartItem,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@farm/contract';
import type { RememberedAddress, RememberedLine } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolationError } from '../../shared/errors.js';
import { groupBy } from '../../shared/group-by.js';
import type { AddressService } from '../addresses/service.js';
import { payablePaise } from '../catalogue/mappers.js';
import type { Pricing } from '../checkout/pricing.js';
import type { CheckoutRepository } from '../checkout/repository.js';
import { checkClaimedTotal, rememberAddress, rememberLines } from '../checkout/service.js';
import { GatewayUnavailableError, type PaymentGateway } from '../payments/gateway.js';
import type { PaymentOrderRepository, PaymentOrderRow } from '../payments/repository.js';
import type { OrderEvents } from './events.js';
import { toOrder } from './mappers.js';
import type { NewOrder, OrderRepository, OrderRow } from './repository.js';

/** The payment is already recorded (verify-payment usually got there first): writing it again changes nothing. */
function isPaidWith(paymentOrder: PaymentOrderRow, paymentId: string): boolean {
  return paymentOrder.status === 'paid' && paymentOrder.gatewayPaymentId === paymentId;
}

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

/** Orders: placing them (browser or webhook, once), reading, cancelling with refund, and reordering. */
export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly paymentOrders: PaymentOrderRepository,
    private readonly checkout: CheckoutRepository,
    private readonly pricing: Pricing,
    private readonly addresses: AddressService,
    private readonly gateway: PaymentGateway,
    private readonly events: OrderEvents,
  ) {}

  /** POST /store_order_user: an online payment's order, or a cash-on-delivery order when the shop allows it. */
  async store(userId: number, input: StoreOrderInput): Promise<{ order: Order; created: boolean }> {
    return input.payment_method === 'COD'
      ? this.storeCashOnDelivery(userId, input)
      : this.storeOnline(userId, input);
  }

  private async storeOnline(userId: number, input: StoreOrderInput) {
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
    if (existing) return { order: await this.withItems(existing), created: false };

    const verified =
      (paymentOrder.status === 'paid' && paymentOrder.gatewayPaymentId === paymentId) ||
      (input.razorpay_signature !== undefined &&
        this.gateway.verifyPaymentSignature(gatewayOrderId, paymentId, input.razorpay_signature));
    if (!verified) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.paymentNotVerified, {
        razorpay_payment_id: [CHECKOUT_MESSAGES.paymentNotVerified],
      });
    }
    if (!isPaidWith(paymentOrder, paymentId)) await this.paymentOrders.markPaid(paymentOrder.id, paymentId);

    if (paymentOrder.cart && paymentOrder.address) {
      return this.placeFromPaymentOrder(paymentOrder, paymentId, input.special_instructions ?? null);
    }
    // An older storefront's amount-only payment: the cart it sends now must come to exactly what was paid.
    const { address, cart } = await this.priceForPayload(userId, input);
    if (cart.payablePaise !== paymentOrder.amountPaise) {
      throw new ConflictError(CHECKOUT_MESSAGES.amountMismatch, {
        subtotal: paiseToRupees(cart.subtotalPaise),
        shipping_charge: paiseToRupees(cart.shippingPaise),
        payable: paiseToRupees(cart.payablePaise),
      });
    }
    return this.place({
      userId,
      lines: rememberLines(cart),
      address: rememberAddress(address),
      shippingPaise: cart.shippingPaise,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      specialInstructions: input.special_instructions ?? null,
      gateway: { name: paymentOrder.gateway, orderId: gatewayOrderId, paymentId },
    });
  }

  private async storeCashOnDelivery(userId: number, input: StoreOrderInput) {
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

  private async priceForPayload(userId: number, input: StoreOrderInput) {
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

  /**
   * The webhook's way in: the gateway says this order is paid. The order is written from what the payment was
   * created for; reports of an order already written, or of unknown orders, change nothing.
   */
  async completePaidGatewayOrder(
    gatewayOrderId: string,
    paymentId: string,
    amountPaise: number,
  ): Promise<'placed' | 'known' | 'ignored'> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(gatewayOrderId);
    if (
      !paymentOrder ||
      paymentOrder.gateway !== this.gateway.name ||
      amountPaise !== paymentOrder.amountPaise
    ) {
      return 'ignored';
    }
    // Usually the browser's store call has written the order already.
    if (isPaidWith(paymentOrder, paymentId) && (await this.orders.findByGatewayOrder(gatewayOrderId))) {
      return 'known';
    }
    if (!isPaidWith(paymentOrder, paymentId)) await this.paymentOrders.markPaid(paymentOrder.id, paymentId);
    if (!paymentOrder.cart || !paymentOrder.address) return 'ignored';
    const { created } = await this.placeFromPaymentOrder(paymentOrder, paymentId, null);
    return created ? 'placed' : 'known';
  }

  async paymentFailed(gatewayOrderId: string): Promise<void> {
    const paymentOrder = await this.paymentOrders.findByGatewayId(gatewayOrderId);
    if (paymentOrder) await this.paymentOrders.markFailed(paymentOrder.id);
  }

  private placeFromPaymentOrder(
    paymentOrder: PaymentOrderRow,
    paymentId: string,
    instructions: string | null,
  ) {
    return this.place({
      userId: paymentOrder.userId,
      lines: paymentOrder.cart!,
      address: paymentOrder.address!,
      shippingPaise: paymentOrder.shippingPaise ?? 0,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      specialInstructions: instructions,
      gateway: { name: paymentOrder.gateway, orderId: paymentOrder.gatewayOrderId, paymentId },
    });
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
   * Cancels until the order is shipped; a paid order is refunded in full through the gateway first. The order's
   * row stays locked meanwhile, so a double click cannot refund twice, and a failed refund cancels nothing.
   */
  async cancel(userId: number, orderId: number): Promise<{ order: Order; refunded: boolean }> {
    const result = await this.orders.withLockedOrder(userId, orderId, async (row, update) => {
      if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
      if (row.status === 'Cancelled') throw new ConflictError(CHECKOUT_MESSAGES.alreadyCancelled);
      if (!CANCELLABLE_STATUSES.includes(row.status as OrderStatus)) {
        throw new ConflictError(CHECKOUT_MESSAGES.alreadyShipped);
      }
      const now = new Date();
      if (row.paymentStatus !== 'Paid' || !row.gatewayPaymentId) {
        return { row: await update({ status: 'Cancelled', cancelledAt: now }), refunded: false };
      }
      if (row.gateway !== this.gateway.name) {
        throw new ConflictError(
          `This order was paid through ${row.gateway}; the farm will refund it by hand.`,
        );
      }
      const refund = await this.gateway
        .refund(row.gatewayPaymentId, row.totalPaise, { order_no: row.orderNo })
        .catch((error: unknown) => {
          throw new GatewayUnavailableError('refund failed', {
            cause: error,
            customerMessage: CHECKOUT_MESSAGES.refundFailed,
          });
        });
      return {
        row: await update({
          status: 'Cancelled',
          cancelledAt: now,
          paymentStatus: 'Refunded',
          refundId: refund.id,
          refundedPaise: refund.amount,
          refundedAt: now,
        }),
        refunded: true,
      };
    });
    const order = await this.withItems(result.row);
    this.events.cancelled(order, { id: userId });
    return { order, refunded: result.refunded };
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
      const price = paiseToRupees(payablePaise(size));
      items.push({
        id: size.productId,
        sizeId: size.productSizeId,
        priceId: size.priceId,
        product_name: size.productName,
        image: size.image,
        size: size.size,
        selectPrice: price,
        price,
        quantity: line.quantity,
      });
    }
    return { items, unavailable };
  }
}

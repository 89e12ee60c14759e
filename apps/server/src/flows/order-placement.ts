import {
  CHECKOUT_MESSAGES,
  MAX_QUANTITY,
  PREORDER_MESSAGES,
  STOCK_MESSAGES,
  linesRefundPrice,
  paiseToRupees,
  type CartItem,
  type Language,
  type Order,
  type PaymentMethod,
} from '@farm/contract';
import type { AddressService } from '../modules/addresses/index.js';
import { payablePaise } from '../modules/catalogue/index.js';
import type { Pricing } from '../modules/checkout/index.js';
import { OrderRepository, type OrderItemRow, type OrderRow } from '../modules/orders/index.js';
import type { OrderService, Placement } from '../modules/orders/index.js';
import {
  shortRefundKey,
  type RefundService,
  PaymentOrderRepository,
  RefundRepository,
  type PaymentOrderRow,
  type RefundRow,
} from '../modules/payments/index.js';
import type { GatewayMode } from '../modules/payments/index.js';
import { StockRepository, stockLines, type StockService } from '../modules/stock/index.js';
import type { SiteService } from '../modules/site/index.js';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import { RuleViolationError } from '../shared/errors.js';
import { checkClaimedTotal, rememberAddress, rememberLines } from './checkout.js';
import { shortAfter } from './order-changes.js';

/** What a store call carries (cash on delivery, or an online payment reported by the browser). */
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

type Priced = Awaited<ReturnType<OrderPlacement['priceForPayload']>>;

/** What OrderPlacement is built from (one options object, named, rather than positional arguments). */
export interface OrderPlacementOptions {
  orders: OrderService;
  pricing: Pricing;
  addresses: AddressService;
  settings: SiteService;
  db: Db;
  stock: StockService;
  /** Refunds what a late payment's order was short of (absent: the order stays marked short for the desk). */
  refunds?: RefundService;
}

/**
 * Checkout → order: an order is written from what checkout priced (cash on delivery) or what a captured payment's
 * gateway order remembers, under the shop's order settings; and a reorder is the old lines at today's prices.
 */
export class OrderPlacement {
  private readonly orders: OrderService;
  private readonly pricing: Pricing;
  private readonly addresses: AddressService;
  private readonly settings: SiteService;
  private readonly db: Db;
  private readonly stock: StockService;
  private readonly refunds: RefundService | undefined;

  constructor(options: OrderPlacementOptions) {
    this.orders = options.orders;
    this.pricing = options.pricing;
    this.addresses = options.addresses;
    this.settings = options.settings;
    this.db = options.db;
    this.stock = options.stock;
    this.refunds = options.refunds;
  }

  /** POST /store_order_user with COD: a cash-on-delivery order, when the shop allows it, in the call's language. */
  async storeCashOnDelivery(userId: number, input: StoreOrderInput, language?: Language) {
    // A paid order is always stored (its money was taken); a new cash-on-delivery order waits for the seller details.
    await this.settings.assertOpenForOrders();
    const settings = await this.settings.orderSettings();
    if (!settings.codEnabled) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.codDisabled, {
        payment_method: [CHECKOUT_MESSAGES.codDisabled],
      });
    }
    const { address, cart } = await this.priceForPayload(userId, input);
    // A pre-order is paid when ordered: the farm holds the harvest for it (docs/domain.md "Pre-orders").
    if (cart.lines.some((line) => line.preorder !== null)) {
      throw new RuleViolationError(PREORDER_MESSAGES.codRefused, {
        payment_method: [PREORDER_MESSAGES.codRefused],
      });
    }
    checkClaimedTotal(input.amount, cart, CHECKOUT_MESSAGES.priceChanged);
    return this.place({
      userId,
      lines: rememberLines(cart),
      address: rememberAddress(address),
      shippingPaise: cart.shippingPaise,
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      specialInstructions: input.special_instructions ?? null,
      language,
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
  /** `language`: of the customer's call that brought the payment; absent for the gateway's webhook. */
  placeFromPaymentOrder(
    paymentOrder: PaymentOrderRow,
    paymentId: string,
    instructions: string | null,
    language?: Language,
  ) {
    return this.place({
      language,
      userId: paymentOrder.userId,
      lines: paymentOrder.cart!,
      address: paymentOrder.address!,
      shippingPaise: paymentOrder.shippingPaise ?? 0,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      deliveryPlan: paymentOrder.deliveryPlan,
      specialInstructions: instructions ?? paymentOrder.specialInstructions,
      gateway: {
        name: paymentOrder.gateway,
        orderId: paymentOrder.gatewayOrderId,
        paymentId,
        mode: paymentOrder.gatewayMode as GatewayMode,
      },
    });
  }

  /** An amount-only payment's order, from the cart the browser sent, once it was checked to match what was paid. */
  placePriced(
    userId: number,
    priced: Priced,
    paymentOrder: PaymentOrderRow,
    paymentId: string,
    instructions: string | null,
    language?: Language,
  ) {
    return this.place({
      language,
      userId,
      lines: rememberLines(priced.cart),
      address: rememberAddress(priced.address),
      shippingPaise: priced.cart.shippingPaise,
      paymentMethod: 'RAZORPAY',
      paymentStatus: 'Paid',
      deliveryPlan: priced.cart.deliveryPlan,
      specialInstructions: instructions,
      gateway: {
        name: paymentOrder.gateway,
        orderId: paymentOrder.gatewayOrderId,
        paymentId,
        mode: paymentOrder.gatewayMode as GatewayMode,
      },
    });
  }

  /**
   * Writes the order; when it holds sizes the farm counts, in one transaction with taking them from the shelf
   * (docs/domain.md "Stock"): a cash order that would oversell is refused; a paid one is kept, and what the shelf no
   * longer had when its payment arrived is refunded by line through the ledger, opened in that same transaction
   * (so a crash cannot leave a short order without its refund) and sent once it commits.
   */
  private async place(p: Omit<Placement, 'orderPrefix'>): Promise<{ order: Order; created: boolean }> {
    const { orderPrefix } = await this.settings.orderSettings();
    const counted = stockLines(p.lines);
    if (counted.length === 0) return this.orders.place({ ...p, orderPrefix });
    let refund: RefundRow | undefined;
    const placed = await this.orders.place({ ...p, orderPrefix }, (write) =>
      withTransaction(this.db, async (tx) => {
        let written: Awaited<ReturnType<typeof write>> | undefined;
        const sale = await this.stock.sell(
          tx,
          counted,
          { gatewayOrderId: p.gateway?.orderId ?? null },
          async () => {
            written = await write(new OrderRepository(tx));
            return { orderId: written.order.id, created: written.created };
          },
        );
        if (written?.created && sale.short.length > 0 && p.gateway)
          refund = await this.openShortRefund(tx, written.order, written.items, sale.short);
        return written!;
      }),
    );
    if (!refund || !this.refunds) return placed;
    await this.refunds.send(refund);
    // The answer shows the order as it now is: the short units refunded, the payment's refund on its way.
    return { order: await this.orders.get(p.userId, placed.order.id), created: placed.created };
  }

  /**
   * Opens the refund of the units a paid order was short of (the shelf had gone when its payment arrived): those
   * units of its lines, priced as a staff lines refund is (the shipping charge too when nothing is left to send), with
   * the one key an order's short refund has, so a payment reported twice refunds once. The units leave the order
   * (packing list, invoice); the shelf does not move, since they never left it.
   */
  private async openShortRefund(
    tx: Db,
    order: OrderRow,
    items: readonly OrderItemRow[],
    short: readonly { productSizeId: number; short: number }[],
  ): Promise<RefundRow | undefined> {
    if (!this.refunds) return undefined;
    const ledger = { paymentOrders: new PaymentOrderRepository(tx), refunds: new RefundRepository(tx) };
    const orders = new OrderRepository(tx);
    const paymentOrder = await ledger.paymentOrders.findByGatewayId(order.gatewayOrderId!);
    if (!paymentOrder) return undefined;
    const chosen: { id: number; quantity: number }[] = [];
    for (const { productSizeId, short: units } of short) {
      let left = units;
      for (const item of items.filter((candidate) => candidate.productSizeId === productSizeId)) {
        const quantity = Math.min(left, item.quantity);
        if (quantity > 0) chosen.push({ id: item.id, quantity });
        left -= quantity;
      }
    }
    const { leftPaise } = await this.refunds.left(ledger, { paymentOrder });
    const price = linesRefundPrice({
      lines: items.map((item) => ({
        id: item.id,
        unitPrice: item.unitPricePaise,
        quantity: item.quantity,
        refundedQuantity: item.refundedQuantity,
      })),
      chosen,
      shipping: order.shippingPaise,
      shippingRefunded: 0,
      includeShipping: false,
      left: leftPaise,
    });
    // Left for the desk (the order stays marked short) if there is nothing to refund it from.
    if (!price.ok || price.amount <= 0) return undefined;
    const refund = await this.refunds.open(ledger, {
      paymentOrder,
      orderId: order.id,
      amountPaise: price.amount,
      reason: STOCK_MESSAGES.shortRefundReason,
      requestedBy: 'system',
      idempotencyKey: shortRefundKey(order.id),
      lines: chosen.map((line) => ({ orderItemId: line.id, quantity: line.quantity, restock: false })),
    });
    for (const line of chosen) await orders.addRefunded(order.id, line.id, line.quantity);
    const refunded = new Map<number, number>();
    for (const { productSizeId, short: units } of short) refunded.set(productSizeId, -units);
    await new StockRepository(tx).setShort(order.id, shortAfter(short, refunded));
    await orders.update(order.id, { paymentStatus: 'Refund pending' });
    return refund;
  }

  /** The old order's lines at today's prices, for the normal checkout; sizes no longer sold are listed apart. */
  async reorder(userId: number, orderId: number) {
    const order = await this.orders.get(userId, orderId);
    const lines = await this.orders.lines(order.id);
    const sizes = new Map(
      (
        await this.pricing.sizes(lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])))
      ).map((s) => [s.productSizeId, s]),
    );
    // What counted sizes have left now (holds included): a reorder never asks for more than is there.
    const left = await this.stock.available(
      [...sizes.values()].filter((size) => size.stockCount !== null).map((size) => size.productSizeId),
    );
    const items: CartItem[] = [];
    const unavailable = [];
    for (const line of lines) {
      const size = line.productSizeId === null ? undefined : sizes.get(line.productSizeId);
      const stock = size && left.get(size.productSizeId);
      if (
        !size ||
        !size.productActive ||
        !size.inStock ||
        size.productId !== line.productId ||
        stock?.left === 0
      ) {
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
        product_name_mal: size.productNameMal,
        image: size.image,
        size: size.size,
        selectPrice: paiseToRupees(payablePaise(size)),
        // The original price, as a cart line keeps it, so an offer shows struck through.
        price: paiseToRupees(size.originalPricePaise),
        quantity: Math.min(line.quantity, MAX_QUANTITY, stock?.left ?? MAX_QUANTITY),
      });
    }
    return { items, unavailable };
  }
}

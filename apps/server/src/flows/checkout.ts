import { createHash } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  CURRENCY,
  paiseToRupees,
  rupeesToPaise,
  type Address,
  type DeliveryPlan,
} from '@farm/contract';
import type { RememberedAddress, RememberedLine } from '../db/schema.js';
import { ConflictError, RuleViolationError } from '../shared/errors.js';
import type { AddressService } from '../modules/addresses/index.js';
import { Pricing, type PricedCart, type RequestedLine } from '../modules/checkout/index.js';
import type { PaymentGateway, PaymentOrderRepository } from '../modules/payments/index.js';
import { stockLines, type StockService } from '../modules/stock/index.js';

export function rememberAddress(address: Address): RememberedAddress {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    address: address.address,
    landmark: address.landmark,
    city: address.city,
    stateId: address.state_id,
    pincode: address.pincode,
    phoneNumber: address.phone_number,
  };
}

export function rememberLines(cart: PricedCart): RememberedLine[] {
  return cart.lines.map((line) => ({
    productId: line.productId,
    productSizeId: line.productSizeId,
    productName: line.productName,
    productNameMal: line.productNameMal,
    productSlug: line.productSlug,
    image: line.image,
    size: line.size,
    weightGrams: line.weightGrams,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    totalPaise: line.totalPaise,
    // A pre-order line is held and sold against its pre-order, never the shelf (docs/domain.md "Pre-orders").
    ...(line.preorder ? { preorderId: line.preorder.id } : { counted: line.stockCount !== null }),
  }));
}

/** A total the browser showed that is not the server's: 409 with the server's figures to confirm. */
export function checkClaimedTotal(
  claimedRupees: number | undefined,
  cart: PricedCart,
  message: string,
): void {
  if (claimedRupees === undefined || rupeesToPaise(claimedRupees) === cart.payablePaise) return;
  throw new ConflictError(message, {
    subtotal: paiseToRupees(cart.subtotalPaise),
    shipping_charge: paiseToRupees(cart.shippingPaise),
    payable: paiseToRupees(cart.payablePaise),
  });
}

/**
 * What a payment attempt is for: the customer, the priced lines, the address and the amounts. A retry of the same
 * attempt reuses its gateway order, so one cart can never be paid twice through two orders.
 */
function attemptKey(
  userId: number,
  lines: RememberedLine[],
  address: RememberedAddress,
  amountPaise: number,
  deliveryPlan: DeliveryPlan | null,
): string {
  const what = JSON.stringify({
    userId,
    lines: lines.map((l) => [l.productSizeId, l.quantity, l.unitPricePaise]),
    address,
    amountPaise,
    // Only for a mixed cart, so every other attempt keeps the key it had (a plan is part of what is paid for).
    ...(deliveryPlan ? { deliveryPlan } : {}),
  });
  return createHash('sha256').update(what).digest('hex');
}

/** The steps before an order exists (checkout → payments): the shipping charge and the gateway order. */
export class CheckoutService {
  constructor(
    private readonly pricing: Pricing,
    private readonly addresses: AddressService,
    private readonly paymentOrders: PaymentOrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly stock: StockService,
    /** Whether the shop takes orders at all: a real shop with live payments needs its seller details first. */
    private readonly shop?: { assertOpenForOrders(): Promise<void> },
  ) {}

  async shipping(
    userId: number,
    addressId: number,
    items: { product_size_id: number; qty: number }[],
    plan?: DeliveryPlan,
  ) {
    const address = await this.addresses.get(userId, addressId);
    const lines = await this.pricing.lines(
      items.map((item) => ({ productSizeId: item.product_size_id, quantity: item.qty })),
      { requireInStock: false },
    );
    const { weightGrams } = Pricing.totals(lines);
    // A mixed cart without a plan yet is priced `together` (the storefront asks before paying).
    const { zone, chargePaise, parcels } = await this.pricing.shipment(lines, address.state_id, plan, false);
    return {
      status: 'success' as const,
      shipping_charge: paiseToRupees(chargePaise),
      total_weight: weightGrams,
      zone: Pricing.zoneLabel(zone),
      ...(parcels ? { parcels } : {}),
    };
  }

  /**
   * Opens a gateway order for the server's total of this cart and address, remembering both (and the delivery note)
   * so the order can be written from them later, whoever reports the payment first. Paying again for the same cart,
   * address and total reuses the unpaid gateway order.
   */
  async createOrder(
    userId: number,
    input: {
      address_id?: number | undefined;
      cart?: RequestedLine[] | undefined;
      amount?: number | undefined;
      special_instructions?: string | null | undefined;
      delivery_plan?: DeliveryPlan | undefined;
    },
  ) {
    // Refused before anything is priced, held or opened at the gateway: no payment can be taken for it.
    await this.shop?.assertOpenForOrders();
    const instructions = input.special_instructions || null;
    let amountPaise: number;
    let remembered: {
      cart: RememberedLine[];
      address: RememberedAddress;
      subtotal: number;
      shipping: number;
      attemptKey: string;
      deliveryPlan: DeliveryPlan | null;
    } | null = null;
    if (input.cart && input.address_id !== undefined) {
      const address = await this.addresses.get(userId, input.address_id);
      const cart = await this.pricing.cart(input.cart, address.state_id, {
        plan: input.delivery_plan,
        requirePlan: true,
      });
      checkClaimedTotal(input.amount, cart, CHECKOUT_MESSAGES.priceChanged);
      amountPaise = cart.payablePaise;
      const lines = rememberLines(cart);
      const at = rememberAddress(address);
      remembered = {
        cart: lines,
        address: at,
        subtotal: cart.subtotalPaise,
        shipping: cart.shippingPaise,
        attemptKey: attemptKey(userId, lines, at, amountPaise, cart.deliveryPlan),
        deliveryPlan: cart.deliveryPlan,
      };
      const reusable = await this.paymentOrders.findReusable(userId, remembered.attemptKey, this.gateway);
      // This very cart was paid a moment ago and its order is still on its way (the browser lost the answer):
      // a second gateway order would take a second payment.
      if (reusable?.status === 'paid') {
        throw new ConflictError(CHECKOUT_MESSAGES.paymentAwaitingOrder, {
          gateway_order_id: reusable.gatewayOrderId,
        });
      }
      if (reusable) {
        // Paying again for the same cart holds its jars again, from now (or refuses it if they have gone).
        await this.stock.hold(reusable.id, userId, stockLines(lines));
        if (instructions !== reusable.specialInstructions) {
          await this.paymentOrders.setSpecialInstructions(reusable.id, instructions);
        }
        return this.answer(reusable.gatewayOrderId, amountPaise);
      }
      // Refused before a gateway order is made when the shelf is already short (the hold below decides for sure).
      await this.stock.check(userId, stockLines(lines));
    } else {
      // An older storefront sends only an amount: its order is accepted later only if the amount is right.
      amountPaise = rupeesToPaise(input.amount ?? 0);
      Pricing.checkTotal(amountPaise);
    }
    if (amountPaise < 100) {
      throw new RuleViolationError(CHECKOUT_MESSAGES.amountTooSmall, {
        amount: [CHECKOUT_MESSAGES.amountTooSmall],
      });
    }
    const gatewayOrder = await this.gateway.createOrder({
      amountPaise,
      receipt: `u${userId}-${Date.now()}`,
      notes: { customer: String(userId) },
    });
    const paymentOrder = await this.paymentOrders.insert({
      gateway: this.gateway.name,
      gatewayMode: this.gateway.mode,
      gatewayOrderId: gatewayOrder.id,
      userId,
      cart: remembered?.cart ?? null,
      address: remembered?.address ?? null,
      subtotalPaise: remembered?.subtotal ?? null,
      shippingPaise: remembered?.shipping ?? null,
      amountPaise,
      specialInstructions: instructions,
      attemptKey: remembered?.attemptKey ?? null,
      deliveryPlan: remembered?.deliveryPlan ?? null,
    });
    if (remembered) {
      try {
        // A new gateway order: the customer's earlier unpaid ones give their jars back (a changed cart).
        await this.stock.hold(paymentOrder.id, userId, stockLines(remembered.cart));
      } catch (error) {
        // Another shopper took the last jars a moment ago: this gateway order is never offered, so never paid.
        await this.paymentOrders.markFailed(paymentOrder.id);
        throw error;
      }
    }
    return this.answer(gatewayOrder.id, amountPaise);
  }

  private answer(gatewayOrderId: string, amountPaise: number) {
    return {
      key: this.gateway.keyId,
      order_id: gatewayOrderId,
      amount: amountPaise,
      currency: CURRENCY,
      gateway: this.gateway.name,
      test_mode: this.gateway.mode !== 'live',
    };
  }
}

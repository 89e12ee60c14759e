import { CHECKOUT_MESSAGES, CURRENCY, paiseToRupees, rupeesToPaise, type Address } from '@farm/contract';
import type { RememberedAddress, RememberedLine } from '../../db/schema.js';
import { ConflictError } from '../../shared/errors.js';
import type { AddressService } from '../addresses/service.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { PaymentOrderRepository } from '../payments/repository.js';
import { Pricing, type PricedCart, type RequestedLine } from './pricing.js';

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

export type VerifyOutcome = { ok: true } | { ok: false; message: string };

/** The steps before an order exists: the shipping charge, the gateway order, the payment's verification. */
export class CheckoutService {
  constructor(
    private readonly pricing: Pricing,
    private readonly addresses: AddressService,
    private readonly paymentOrders: PaymentOrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {}

  async shipping(userId: number, addressId: number, items: { product_size_id: number; qty: number }[]) {
    const address = await this.addresses.get(userId, addressId);
    const lines = await this.pricing.lines(
      items.map((item) => ({ productSizeId: item.product_size_id, quantity: item.qty })),
      { requireInStock: false },
    );
    const weightGrams = lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
    const { zone, chargePaise } = await this.pricing.shipping(address.state_id, weightGrams);
    return {
      status: 'success' as const,
      shipping_charge: paiseToRupees(chargePaise),
      total_weight: weightGrams,
      zone: Pricing.zoneLabel(zone),
    };
  }

  /**
   * Opens a gateway order for the server's total of this cart and address, remembering both so the order can be
   * written from them later, whoever (browser or webhook) reports the payment first.
   */
  async createOrder(
    userId: number,
    input: {
      address_id?: number | undefined;
      cart?: RequestedLine[] | undefined;
      amount?: number | undefined;
    },
  ) {
    let amountPaise: number;
    let remembered: {
      cart: RememberedLine[];
      address: RememberedAddress;
      subtotal: number;
      shipping: number;
    } | null = null;
    if (input.cart && input.address_id !== undefined) {
      const address = await this.addresses.get(userId, input.address_id);
      const cart = await this.pricing.cart(input.cart, address.state_id);
      checkClaimedTotal(input.amount, cart, CHECKOUT_MESSAGES.priceChanged);
      amountPaise = cart.payablePaise;
      remembered = {
        cart: rememberLines(cart),
        address: rememberAddress(address),
        subtotal: cart.subtotalPaise,
        shipping: cart.shippingPaise,
      };
    } else {
      // An older storefront sends only an amount: its order is accepted later only if the amount is right.
      amountPaise = rupeesToPaise(input.amount ?? 0);
    }
    const gatewayOrder = await this.gateway.createOrder({
      amountPaise,
      receipt: `u${userId}-${Date.now()}`,
      notes: { customer: String(userId) },
    });
    await this.paymentOrders.insert({
      gateway: this.gateway.name,
      gatewayOrderId: gatewayOrder.id,
      userId,
      cart: remembered?.cart ?? null,
      address: remembered?.address ?? null,
      subtotalPaise: remembered?.subtotal ?? null,
      shippingPaise: remembered?.shipping ?? null,
      amountPaise,
    });
    return {
      key: this.gateway.keyId,
      order_id: gatewayOrder.id,
      amount: amountPaise,
      currency: CURRENCY,
      gateway: this.gateway.name,
    };
  }

  /**
   * Checks the checkout's signature (HMAC of `order_id|payment_id`) against the gateway order this customer
   * opened, and, when the gateway answers, that the payment is for that order and amount.
   */
  async verifyPayment(
    userId: number,
    input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  ): Promise<VerifyOutcome> {
    const failed = { ok: false as const, message: CHECKOUT_MESSAGES.verificationFailed };
    const paymentOrder = await this.paymentOrders.findByGatewayId(input.razorpay_order_id);
    if (!paymentOrder || paymentOrder.userId !== userId) return failed;
    const signed = this.gateway.verifyPaymentSignature(
      paymentOrder.gatewayOrderId,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
    if (!signed) return failed;
    try {
      const payment = await this.gateway.fetchPayment(input.razorpay_payment_id);
      const good =
        payment.orderId === paymentOrder.gatewayOrderId &&
        payment.amount === paymentOrder.amountPaise &&
        ['authorized', 'captured'].includes(payment.status);
      if (!good) return failed;
    } catch (error) {
      // The signature alone proves the payment; the look-up is a second opinion we can do without.
      this.log.warn({ err: error }, 'payment look-up failed; accepting the verified signature');
    }
    await this.paymentOrders.markPaid(paymentOrder.id, input.razorpay_payment_id);
    return { ok: true };
  }
}

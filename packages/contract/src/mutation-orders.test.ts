/**
 * The checkout and order schemas (orders.ts) as the server applies them to requests and answers: what is accepted,
 * what comes out (trimmed, converted), and the message each refusal gives the customer (the 422 body names these per
 * field). Written for mutation testing (npm run test:mutation).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  calculateShippingBody,
  calculateShippingResponse,
  cancelResponse,
  CANCELLABLE_STATUSES,
  cartItem,
  cartLine,
  CHECKOUT_MESSAGES,
  createOrderBody,
  createOrderResponse,
  MAX_CART_LINES,
  MAX_QUANTITY,
  order,
  ORDER_STATUSES,
  orderItem,
  PAYMENT_STATUSES,
  paymentAwaitingResponse,
  paymentOrderParams,
  paymentOutcome,
  priceConflictResponse,
  quantity,
  reorderResponse,
  sandboxPaymentBody,
  sandboxPaymentResponse,
  shippingErrorResponse,
  storeOrderBody,
  storeOrderResponse,
  verifyPaymentBody,
  verifyPaymentFailure,
  verifyPaymentResponse,
} from './index.js';

/** Each refusal as `path: message`, in order. */
function refusals(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const accepts = (schema: z.ZodType, value: unknown) => expect(refusals(schema, value)).toEqual([]);
const refuses = (schema: z.ZodType, value: unknown) => expect(schema.safeParse(value).success).toBe(false);

const NOT_A_REFERENCE = 'This is not a payment reference.';
const AT_MOST_500 = 'Use at most 500 characters.';
const CONTROL = 'This text contains invisible control characters. Please remove them.';

describe('statuses', () => {
  it('are the order progress, what may be cancelled, and the payment states of DOMAIN.md', () => {
    expect(ORDER_STATUSES).toEqual(['Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered', 'Cancelled']);
    expect(CANCELLABLE_STATUSES).toEqual(['Placed', 'Accepted', 'Packed']);
    expect(PAYMENT_STATUSES).toEqual([
      'Pending',
      'Paid',
      'Refund pending',
      'Partially refunded',
      'Refunded',
      'Failed',
    ]);
  });
});

describe('quantity', () => {
  it(`is a whole number from 1 to ${MAX_QUANTITY}, and says so whatever is wrong`, () => {
    expect(quantity.parse(1)).toBe(1);
    expect(quantity.parse(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    for (const wrong of [0, -1, MAX_QUANTITY + 1, 1.5, '2', undefined, null]) {
      expect(refusals(quantity, wrong), String(wrong)).toEqual([`: ${CHECKOUT_MESSAGES.quantity}`]);
    }
  });
});

describe('POST /calculate-shipping', () => {
  const line = { product_size_id: 5, qty: 2 };

  it('takes an address and up to MAX_CART_LINES lines, ids as numbers or digits', () => {
    expect(
      calculateShippingBody.parse({ address_id: '3', items: [{ product_size_id: '5', qty: 2 }] }),
    ).toEqual({
      address_id: 3,
      items: [line],
    });
    accepts(calculateShippingBody, {
      address_id: 3,
      items: Array.from({ length: MAX_CART_LINES }, () => line),
    });
  });

  it('names each missing or wrong part with its message', () => {
    expect(refusals(calculateShippingBody, { items: [line] })).toEqual([
      `address_id: ${CHECKOUT_MESSAGES.selectAddress}`,
    ]);
    expect(refusals(calculateShippingBody, { address_id: 3 })).toEqual([
      `items: ${CHECKOUT_MESSAGES.emptyCart}`,
    ]);
    expect(refusals(calculateShippingBody, { address_id: 3, items: 'all' })).toEqual([
      `items: ${CHECKOUT_MESSAGES.emptyCart}`,
    ]);
    expect(refusals(calculateShippingBody, { address_id: 3, items: [] })).toEqual([
      `items: ${CHECKOUT_MESSAGES.emptyCart}`,
    ]);
    expect(
      refusals(calculateShippingBody, {
        address_id: 3,
        items: Array.from({ length: MAX_CART_LINES + 1 }, () => line),
      }),
    ).toEqual([`items: ${CHECKOUT_MESSAGES.tooManyLines}`]);
    expect(refusals(calculateShippingBody, { address_id: 3, items: [{ qty: 0 }] })).toEqual([
      'items.0.product_size_id: Choose a size.',
      `items.0.qty: ${CHECKOUT_MESSAGES.quantity}`,
    ]);
  });

  it('answers the charge in rupees, the weight in grams and one of the two zones, or an error', () => {
    const answer = { status: 'success', shipping_charge: 50, total_weight: 1200, zone: 'Kerala' };
    accepts(calculateShippingResponse, answer);
    accepts(calculateShippingResponse, { ...answer, zone: 'Rest of India', shipping_charge: 0 });
    refuses(calculateShippingResponse, { ...answer, zone: 'Tamil Nadu' });
    refuses(calculateShippingResponse, { ...answer, status: 'error' });
    refuses(calculateShippingResponse, { ...answer, shipping_charge: -1 });
    refuses(calculateShippingResponse, { ...answer, total_weight: 1.5 });
    accepts(shippingErrorResponse, { status: 'error', message: 'No slab' });
    refuses(shippingErrorResponse, { status: 'success', message: 'No slab' });
    refuses(shippingErrorResponse, { status: 'error' });
  });
});

describe('POST /create-order', () => {
  const line = { product_id: 1, product_size_id: 11, quantity: 2 };

  it('takes a cart with its address', () => {
    expect(createOrderBody.parse({ address_id: 4, cart: [line] })).toEqual({ address_id: 4, cart: [line] });
    expect(refusals(cartLine, {})).toEqual([
      'product_id: Choose a product.',
      'product_size_id: Choose a size.',
      `quantity: ${CHECKOUT_MESSAGES.quantity}`,
    ]);
  });

  it('asks for the address when a cart comes without one, and only then', () => {
    expect(refusals(createOrderBody, { cart: [line] })).toEqual([
      `address_id: ${CHECKOUT_MESSAGES.selectAddress}`,
    ]);
    expect(refusals(createOrderBody, { amount: 10 })).toEqual([]);
  });

  it('takes an amount alone from an older storefront, if above 0', () => {
    expect(createOrderBody.parse({ amount: 0.5 })).toEqual({ amount: 0.5 });
    accepts(createOrderBody, { amount: 10_000_000 });
    const sendTheCart = ['cart: Send the cart (or, from an older storefront, the amount) to pay for.'];
    expect(refusals(createOrderBody, {})).toEqual(sendTheCart);
    expect(refusals(createOrderBody, { amount: 0 })).toEqual(sendTheCart);
    expect(refusals(createOrderBody, { address_id: 4 })).toEqual(sendTheCart);
    refuses(createOrderBody, { amount: 10_000_001 });
    refuses(createOrderBody, { amount: -1, cart: [line], address_id: 4 });
    accepts(createOrderBody, { amount: 0, cart: [line], address_id: 4 });
  });

  it('keeps a delivery note of at most 500 characters, trimmed, without control characters', () => {
    const body = { address_id: 4, cart: [line] };
    expect(
      createOrderBody.parse({ ...body, special_instructions: '  Ring twice  ' }).special_instructions,
    ).toBe('Ring twice');
    const long = 'a'.repeat(500);
    expect(createOrderBody.parse({ ...body, special_instructions: `  ${long}  ` }).special_instructions).toBe(
      long,
    );
    expect(refusals(createOrderBody, { ...body, special_instructions: `${long}a` })).toEqual([
      `special_instructions: ${AT_MOST_500}`,
    ]);
    expect(refusals(createOrderBody, { ...body, special_instructions: 'Ring\u0000' })).toEqual([
      `special_instructions: ${CONTROL}`,
    ]);
    accepts(createOrderBody, { ...body, special_instructions: null });
  });

  it('answers the gateway order to pay', () => {
    const answer = {
      key: 'rzp_test_x',
      order_id: 'order_1',
      amount: 45000,
      currency: 'INR',
      gateway: 'razorpay',
      test_mode: true,
    };
    accepts(createOrderResponse, answer);
    accepts(createOrderResponse, { ...answer, gateway: 'sandbox' });
    refuses(createOrderResponse, { ...answer, gateway: 'paypal' });
    refuses(createOrderResponse, { ...answer, currency: 'USD' });
    refuses(createOrderResponse, { ...answer, amount: 450.5 });
    refuses(createOrderResponse, { ...answer, test_mode: undefined });
    accepts(paymentAwaitingResponse, { message: 'Wait', gateway_order_id: 'order_1' });
    refuses(paymentAwaitingResponse, { message: 'Wait' });
    accepts(priceConflictResponse, {
      message: 'New total',
      subtotal: 100,
      shipping_charge: 50,
      payable: 150,
    });
    refuses(priceConflictResponse, { message: 'New total', subtotal: 100, shipping_charge: 50 });
    refuses(priceConflictResponse, { message: 'New total', subtotal: -1, shipping_charge: 50, payable: 49 });
  });
});

describe('POST /verify-payment', () => {
  const payment = {
    razorpay_payment_id: 'pay_29QQoUBi66xm2f',
    razorpay_order_id: 'order_9A33XWu170gUtm',
    razorpay_signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
  };

  it('takes Razorpay references, trimmed', () => {
    expect(verifyPaymentBody.parse({ ...payment, razorpay_order_id: '  order_9A33XWu170gUtm ' })).toEqual(
      payment,
    );
    accepts(verifyPaymentBody, { ...payment, razorpay_payment_id: 'p'.repeat(100) });
    accepts(verifyPaymentBody, { ...payment, razorpay_signature: 'a'.repeat(100) });
  });

  it('refuses anything but letters, digits and underscores, empty or too long', () => {
    for (const wrong of ['pay-1', '-pay_1', 'pay_1-', 'pay 1', 'pay_1;', 'p'.repeat(101)]) {
      refuses(verifyPaymentBody, { ...payment, razorpay_payment_id: wrong });
    }
    expect(refusals(verifyPaymentBody, { ...payment, razorpay_order_id: 'order-1' })).toEqual([
      `razorpay_order_id: ${NOT_A_REFERENCE}`,
    ]);
    expect(refusals(verifyPaymentBody, { ...payment, razorpay_order_id: '' })).toEqual([
      'razorpay_order_id: This field is required.',
      `razorpay_order_id: ${NOT_A_REFERENCE}`,
    ]);
    expect(refusals(verifyPaymentBody, { ...payment, razorpay_payment_id: undefined })).toEqual([
      'razorpay_payment_id: This field is required.',
    ]);
    // A signature may be longer than an id (256 characters), no more.
    accepts(verifyPaymentBody, { ...payment, razorpay_signature: 'a'.repeat(256) });
    refuses(verifyPaymentBody, { ...payment, razorpay_signature: 'a'.repeat(257) });
  });

  it('answers success or failed with a message', () => {
    accepts(verifyPaymentResponse, { status: 'success' });
    refuses(verifyPaymentResponse, { status: 'failed' });
    accepts(verifyPaymentFailure, { status: 'failed', message: 'No' });
    refuses(verifyPaymentFailure, { status: 'success', message: 'No' });
  });
});

describe('POST /store_order_user', () => {
  const body = {
    payment_method: 'COD',
    address: 4,
    cart: [{ product_id: 1, product_size_id: 11, quantity: 1 }],
  };

  it('takes cash on delivery or Razorpay, and asks for a method otherwise', () => {
    accepts(storeOrderBody, body);
    accepts(storeOrderBody, { ...body, payment_method: 'RAZORPAY' });
    for (const method of ['CARD', undefined]) {
      expect(refusals(storeOrderBody, { ...body, payment_method: method })).toEqual([
        `payment_method: ${CHECKOUT_MESSAGES.selectPayment}`,
      ]);
    }
  });

  it("keeps the browser's prices only as given, and checks the rest", () => {
    const parsed = storeOrderBody.parse({
      ...body,
      amount: 1,
      shipping_charge: 0,
      cart: [{ ...body.cart[0], price: '1', product_prize_id: 11 }],
      payment_status: 'PAID',
      special_instructions: ' Leave at the gate ',
      razorpay_order_id: ' order_1 ',
    });
    expect(parsed.cart?.[0]).toEqual({ ...body.cart[0], price: '1', product_prize_id: 11 });
    expect(parsed.special_instructions).toBe('Leave at the gate');
    expect(parsed.razorpay_order_id).toBe('order_1');
    expect(refusals(storeOrderBody, { ...body, address: 'home' })).toEqual([
      `address: ${CHECKOUT_MESSAGES.selectAddress}`,
    ]);
    expect(refusals(storeOrderBody, { ...body, cart: [] })).toEqual([`cart: ${CHECKOUT_MESSAGES.emptyCart}`]);
    expect(refusals(storeOrderBody, { ...body, special_instructions: 'x'.repeat(501) })).toEqual([
      `special_instructions: ${AT_MOST_500}`,
    ]);
    accepts(storeOrderBody, { ...body, payment_status: 'x'.repeat(20) });
    refuses(storeOrderBody, { ...body, payment_status: 'x'.repeat(21) });
    refuses(storeOrderBody, { ...body, payment_status: 'PAID\u0007' });
    refuses(storeOrderBody, { ...body, amount: 10_000_001 });
    refuses(storeOrderBody, { ...body, shipping_charge: -1 });
    refuses(storeOrderBody, { ...body, razorpay_payment_id: 'pay-1' });
    accepts(storeOrderBody, { ...body, razorpay_signature: 'a'.repeat(64) });
    refuses(storeOrderBody, { ...body, razorpay_signature: 'a'.repeat(257) });
  });
});

const item = {
  id: 1,
  product_id: 2,
  product_size_id: 3,
  size: '1 kg',
  quantity: 2,
  price: 120,
  total_amount: 240,
  product: { id: 2, product_name: 'Rice', product_name_mal: 'അരി', product_slug: 'rice', image: 'rice.jpg' },
};
const anOrder = {
  id: 7,
  order_no: 'ORD-7',
  date: '2026-01-15',
  status: 'Placed',
  delivery_status: 'Placed',
  payment_method: 'COD',
  payment_status: 'Pending',
  amount: 240,
  shipping_charge: 50,
  total_amount: 290,
  items_count: 2,
  refunded_amount: 0,
  special_instructions: null,
  address: {
    first_name: 'Nandini',
    last_name: 'Varma',
    address: 'Market Road',
    landmark: null,
    city: 'Wandoor',
    state_id: 1,
    state: 'Kerala',
    pincode: '679328',
    phone_number: '9847055555',
  },
  billing_first_name: 'Nandini',
  billing_city: 'Wandoor',
  billing_state: 'Kerala',
  billing_post_code: '679328',
  items: [item],
};

describe('orders as answered', () => {
  it('keep every field they are given, the product of each line included', () => {
    expect(orderItem.parse(item)).toEqual(item);
    expect(order.parse(anOrder)).toEqual(anOrder);
  });

  it('carry every status, payment state and their lines', () => {
    for (const status of ORDER_STATUSES) accepts(order, { ...anOrder, status, delivery_status: status });
    for (const payment_status of PAYMENT_STATUSES) accepts(order, { ...anOrder, payment_status });
    refuses(order, { ...anOrder, status: 'Lost' });
    refuses(order, { ...anOrder, delivery_status: 'Lost' });
    refuses(order, { ...anOrder, payment_status: 'Maybe' });
    refuses(order, { ...anOrder, payment_method: 'CARD' });
    refuses(order, { ...anOrder, refunded_amount: -1 });
    refuses(order, { ...anOrder, items_count: 2.5 });
    refuses(order, { ...anOrder, address: { ...anOrder.address, landmark: undefined } });
    refuses(order, { ...anOrder, items: [{ ...item, price: -1 }] });
    accepts(orderItem, {
      ...item,
      product_id: null,
      product_size_id: null,
      product: { ...item.product, id: null },
    });
    refuses(orderItem, { ...item, quantity: 1.5 });
  });

  it('are named Order, OrderItem, CartItem and PaymentOutcome in the API description', () => {
    expect(order.meta()?.id).toBe('Order');
    expect(orderItem.meta()?.id).toBe('OrderItem');
    expect(cartItem.meta()?.id).toBe('CartItem');
    expect(paymentOutcome.meta()?.id).toBe('PaymentOutcome');
  });

  it('come back from storing, cancelling and asking what became of a payment', () => {
    accepts(storeOrderResponse, {
      status: true,
      message: 'Placed',
      order_id: 7,
      order_no: 'ORD-7',
      order: anOrder,
    });
    refuses(storeOrderResponse, {
      status: false,
      message: 'Placed',
      order_id: 7,
      order_no: 'ORD-7',
      order: anOrder,
    });
    accepts(cancelResponse, { message: 'Cancelled', order: { ...anOrder, status: 'Cancelled' } });
    refuses(cancelResponse, { message: 'Cancelled' });
    for (const status of ['placed', 'waiting', 'failed', 'refunded']) {
      accepts(paymentOutcome, { status, order: status === 'placed' ? anOrder : null });
    }
    refuses(paymentOutcome, { status: 'lost', order: null });
  });

  it('reorder into cart lines and the lines no longer sold', () => {
    const line = {
      id: 2,
      sizeId: 3,
      priceId: 4,
      product_name: 'Rice',
      image: 'rice.jpg',
      size: '1 kg',
      selectPrice: 120,
      price: 130,
      quantity: 2,
    };
    const unavailable = { product_id: null, product_size_id: 9, product_name: 'Pepper', size: '100 g' };
    accepts(reorderResponse, { items: [line], unavailable: [unavailable] });
    refuses(reorderResponse, { items: [{ ...line, selectPrice: -5 }], unavailable: [] });
    refuses(reorderResponse, { items: [], unavailable: [{ ...unavailable, size: undefined }] });
  });
});

describe('the sandbox and payment references', () => {
  it('plays a success or a failure for a gateway order', () => {
    accepts(sandboxPaymentBody, { order_id: 'order_1', outcome: 'success' });
    accepts(sandboxPaymentBody, { order_id: 'order_1', outcome: 'failure' });
    refuses(sandboxPaymentBody, { order_id: 'order_1', outcome: 'maybe' });
    refuses(sandboxPaymentBody, { order_id: 'order-1', outcome: 'success' });
    expect(paymentOrderParams.parse({ razorpay_order_id: ' order_1 ' })).toEqual({
      razorpay_order_id: 'order_1',
    });
    refuses(paymentOrderParams, { razorpay_order_id: 'order/1' });
  });

  it("answers the widget's payment, or Razorpay's error with every field it has", () => {
    const paid = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'abc' };
    expect(sandboxPaymentResponse.parse(paid)).toEqual(paid);
    const declined = {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Declined', reason: 'payment_failed' },
    };
    expect(sandboxPaymentResponse.parse(declined)).toEqual(declined);
    refuses(sandboxPaymentResponse, { error: { code: 'BAD_REQUEST_ERROR' } });
    refuses(sandboxPaymentResponse, { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1' });
  });
});

import {
  CHECKOUT_MESSAGES,
  calculateShippingResponse,
  createOrderResponse,
  order as orderSchema,
  storeOrderResponse,
  type Order,
  type ProductDetail,
} from '@farm/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appSecrets,
  orders,
  paymentOrders,
  productSizes,
  refunds,
  sandboxPayments,
  shippingSlabs,
  shop,
  webhookEvents,
} from '../src/db/schema.js';
import type { SandboxGateway } from '../src/modules/payments/sandbox.js';
import { sandboxEventId } from '../src/modules/payments/sandbox-routes.js';
import { createServices } from '../src/app.js';
import { paymentSignature } from '../src/modules/payments/signatures.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, eventually, keralaAddress, lineFor, productBySlug, sellableProducts } from './shopper.js';
import { countStatements } from '../src/db/client.js';

let t: TestApp;

/** Waits until the sandbox's webhook for this payment has been received and handled (not for a fixed time). */
async function webhookDelivered(paymentId: string) {
  const rows = await eventually(
    () =>
      t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, sandboxEventId(paymentId))),
    (found) => found.length === 1,
  );
  expect(rows, `the webhook for ${paymentId}`).toHaveLength(1);
}
let products: ProductDetail[];
beforeAll(async () => {
  t = await createTestApp();
  products = await sellableProducts(t.app, 6);
});
afterAll(async () => t?.close());

const keralaSlab = (grams: number) =>
  demoData.slabs.find(
    (s) =>
      s.zone === 'kerala' &&
      s.min_weight_grams <= grams &&
      (s.max_weight_grams === null || grams <= s.max_weight_grams),
  )!.charge;

async function orderCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

describe('a full sandbox purchase', () => {
  it('prices on the server, takes the payment, stores one order with what was charged', async () => {
    const shopper = await Shopper.start(t.app);
    const a = lineFor(products[0]!, 2);
    const b = lineFor(products[1]!, 1);
    const weight = a.weight * 2 + b.weight;
    const subtotal = Math.round((a.unitPrice * 2 + b.unitPrice) * 100) / 100;
    const shipping = keralaSlab(weight);

    const quote = await shopper.post('/api/calculate-shipping', {
      address_id: shopper.addressId,
      items: [a, b].map((l) => ({ product_size_id: l.product_size_id, qty: l.quantity })),
    });
    expect(quote.statusCode).toBe(200);
    expect(calculateShippingResponse.parse(json(quote))).toEqual({
      status: 'success',
      shipping_charge: shipping,
      total_weight: weight,
      zone: 'Kerala',
    });

    const created = await shopper.createOrder([a, b], { amount: subtotal + shipping });
    expect(created.statusCode).toBe(200);
    const gatewayOrder = createOrderResponse.parse(json(created));
    expect(gatewayOrder).toMatchObject({ currency: 'INR', gateway: 'sandbox', key: 'rzp_test_sandbox' });
    expect(gatewayOrder.amount).toBe(Math.round((subtotal + shipping) * 100));
    expect(gatewayOrder.order_id).toMatch(/^order_\w{14}$/);

    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    const verified = await shopper.post('/api/verify-payment', payment);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ status: 'success' });

    const stored = await shopper.store(payment, [a, b], {
      special_instructions: 'Please call before delivery.',
    });
    expect(stored.statusCode).toBe(201);
    const body = storeOrderResponse.parse(json(stored));
    expect(body).toMatchObject({ status: true, message: 'Order placed successfully.' });
    expect(body.order_no).toMatch(new RegExp(`^${demoData.shop.order_prefix}-\\d{6}$`));
    const placed = body.order;
    expect(placed).toMatchObject({
      id: body.order_id,
      status: 'Placed',
      delivery_status: 'Placed',
      payment_method: 'RAZORPAY',
      payment_status: 'Paid',
      amount: subtotal,
      shipping_charge: shipping,
      total_amount: subtotal + shipping,
      items_count: 3,
      special_instructions: 'Please call before delivery.',
      billing_first_name: keralaAddress.first_name,
      billing_city: keralaAddress.city,
      billing_state: 'Kerala',
      billing_post_code: keralaAddress.pincode,
    });
    expect(placed.address).toMatchObject({
      first_name: 'Nandini',
      state_id: 1,
      state: 'Kerala',
      phone_number: '9847055555',
    });
    expect(placed.items.map((i) => [i.product_id, i.product_size_id, i.quantity, i.price])).toEqual([
      [a.product_id, a.product_size_id, 2, a.unitPrice],
      [b.product_id, b.product_size_id, 1, b.unitPrice],
    ]);

    const list = await shopper.get(`/api/orders/${shopper.userId}`);
    expect(list.statusCode).toBe(200);
    const mine = z.array(orderSchema).parse(json(list));
    expect(mine.map((o) => o.id)).toEqual([placed.id]);
    const items = await shopper.get(`/api/order/${placed.id}/items`);
    expect(items.statusCode).toBe(200);
    expect(json<unknown[]>(items)).toHaveLength(2);

    // The sandbox's webhook arrives afterwards and changes nothing.
    await webhookDelivered(payment.razorpay_payment_id);
    expect(z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)))).toHaveLength(
      1,
    );
  });

  it('numbers orders one after another', async () => {
    const shopper = await Shopper.start(t.app);
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const line = lineFor(products[2]!, 1);
      const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
      const payment = await shopper.sandboxPay(gatewayOrder.order_id);
      const stored = storeOrderResponse.parse(json(await shopper.store(payment, [line])));
      numbers.push(Number(stored.order_no.split('-')[1]));
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });

  it('keeps each step of a purchase to a few statements (each one is a round trip under load)', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[3]!, 1);
    // Only the step's own statements: the sandbox's webhook for the payment may arrive meanwhile.
    const statements = (step: () => Promise<{ statusCode: number }>) =>
      countStatements(async () => expect((await step()).statusCode).toBeLessThan(300));
    let orderId = '';
    // Token, address, sizes and prices, slabs (cached after the first), an unpaid gateway order of the same attempt
    // to reuse, the remembered gateway order.
    const created = await statements(async () => {
      const response = await shopper.createOrder([line]);
      orderId = createOrderResponse.parse(json(response)).order_id;
      return response;
    });
    expect(created).toBeLessThanOrEqual(6);
    const payment = await shopper.sandboxPay(orderId);
    // Token, gateway order, the payment as the gateway knows it (the sandbox keeps it in the database; Razorpay
    // answers over HTTP), marked paid.
    expect(await statements(() => shopper.post('/api/verify-payment', payment))).toBeLessThanOrEqual(4);
    // Token, gateway order, no order yet, the order with its lines in one statement, and the shop's order prefix
    // unless it is cached already.
    const stored = await statements(() => shopper.store(payment, [line]));
    expect(stored).toBeGreaterThanOrEqual(3);
    expect(stored).toBeLessThanOrEqual(5);
  });
});

describe('nothing the browser says about money is trusted', () => {
  it('answers 409 with the real figures when the amount the browser shows is stale', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const response = await shopper.createOrder([line], { amount: 1 });
    expect(response.statusCode).toBe(409);
    const body = json<{ message: string; subtotal: number; shipping_charge: number; payable: number }>(
      response,
    );
    expect(body.message).toBe(CHECKOUT_MESSAGES.priceChanged);
    expect(body.subtotal).toBe(line.unitPrice);
    expect(body.payable).toBe(line.unitPrice + body.shipping_charge);
  });

  it('stores the prices and shipping of the gateway order, whatever the payload claims', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[3]!, 2);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    // The payload says 1 rupee, free shipping, and ten times the quantity at a price of 1.
    const stored = await shopper.store(payment, [{ ...line, quantity: 20 }], {
      amount: 1,
      shipping_charge: 0,
    });
    expect(stored.statusCode).toBe(201);
    const placed = storeOrderResponse.parse(json(stored)).order;
    expect(placed.total_amount * 100).toBe(gatewayOrder.amount);
    expect(placed.items[0]).toMatchObject({ quantity: 2, price: line.unitPrice });
  });

  it('refuses a forged signature at verification and at storing, and stores nothing', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const forged = {
      razorpay_order_id: gatewayOrder.order_id,
      razorpay_payment_id: 'pay_forged000000',
      razorpay_signature: 'a'.repeat(64),
    };
    const verified = await shopper.post('/api/verify-payment', forged);
    expect(verified.statusCode).toBe(400);
    expect(json(verified)).toEqual({
      status: 'failed',
      message: 'Payment verification failed. Please try again.',
    });
    const before = await orderCount();
    const stored = await shopper.store(forged, [line]);
    expect(stored.statusCode).toBe(422);
    expect(json<{ message: string }>(stored).message).toBe(CHECKOUT_MESSAGES.paymentNotVerified);
    // A genuine signature for another order (another cart: the same one would reuse this order) does not pay for
    // this one either.
    const other = createOrderResponse.parse(json(await shopper.createOrder([{ ...line, quantity: 2 }])));
    expect(other.order_id).not.toBe(gatewayOrder.order_id);
    const otherPayment = await shopper.sandboxPay(other.order_id);
    const swapped = await shopper.post('/api/verify-payment', {
      ...otherPayment,
      razorpay_order_id: gatewayOrder.order_id,
    });
    expect(swapped.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('gives one order for 20 simultaneous stores of the same payment', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[1]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.store(payment, [line])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => storeOrderResponse.parse(json(a)).order_id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('the webhook', () => {
  it('completes a paid order when the browser never comes back, once', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[4]!, 3);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    await shopper.sandboxPay(gatewayOrder.order_id); // the browser closes here
    const list = await eventually(
      async () => z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`))),
      (found) => found.length > 0,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ payment_status: 'Paid', items_count: 3 });
    expect(list[0]!.total_amount * 100).toBe(gatewayOrder.amount);

    // Razorpay delivers again (and again): nothing changes.
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.gatewayOrderId, gatewayOrder.order_id));
    const event = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        order: { entity: { id: gatewayOrder.order_id, amount: gatewayOrder.amount } },
        payment: {
          entity: { id: row!.gatewayPaymentId, order_id: gatewayOrder.order_id, amount: gatewayOrder.amount },
        },
      },
    });
    const signature = (t.services.gateway as SandboxGateway).signWebhook(event);
    for (let i = 0; i < 2; i++) {
      const delivered = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: event,
      });
      expect(delivered.statusCode).toBe(200);
    }
    expect(z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)))).toHaveLength(
      1,
    );

    // The browser does come back in the end: it gets the same order.
    const late = await shopper.store(
      { razorpay_order_id: gatewayOrder.order_id, razorpay_payment_id: row!.gatewayPaymentId! },
      [line],
    );
    expect(late.statusCode).toBe(200);
    expect(storeOrderResponse.parse(json(late)).order_id).toBe(list[0]!.id);
  });

  it('refuses a missing or wrong signature and changes nothing', async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[0]!, 1)])),
    );
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_x', order_id: gatewayOrder.order_id, amount: gatewayOrder.amount } },
      },
    });
    for (const headers of [{}, { 'x-razorpay-signature': 'f'.repeat(64) }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json', ...headers },
        payload: event,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'The webhook signature is missing or wrong.' });
    }
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrder.order_id));
    expect(row?.status).toBe('created');
    expect(z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)))).toEqual([]);
  });
});

describe('a failed sandbox payment', () => {
  it("answers as Razorpay's payment.failed does and places no order", async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[0]!, 1)])),
    );
    const result = await shopper.sandboxPay(gatewayOrder.order_id, 'failure');
    expect(result.error?.code).toBe('BAD_REQUEST_ERROR');
    expect(result.error?.description).toBeTruthy();
    const [declined] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, gatewayOrder.order_id));
    await webhookDelivered(declined!.id);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrder.order_id));
    expect(row?.status).toBe('failed');
    expect(z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)))).toEqual([]);
  });

  it('answers 404 for a gateway order that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { order_id: 'order_nope', outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  async function paidOrder(shopper: Shopper): Promise<Order> {
    const line = lineFor(products[0]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    return storeOrderResponse.parse(json(await shopper.store(payment, [line]))).order;
  }

  it('cancels a paid order before shipping and records the full refund', async () => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper);
    const response = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; order: Order }>(response);
    expect(body.message).toBe(CHECKOUT_MESSAGES.cancelledRefunded);
    expect(body.order).toMatchObject({ status: 'Cancelled', payment_status: 'Refunded' });
    expect(body.message).toContain('5-7 working days');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.refundedPaise).toBe(Math.round(placed.total_amount * 100));
    // One processed refund in the ledger, for the whole amount, with the gateway's id.
    const ledger = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: 'processed',
      amountPaise: Math.round(placed.total_amount * 100),
      requestedBy: `customer:${shopper.userId}`,
    });
    expect(ledger[0]?.gatewayRefundId).toMatch(/^rfnd_/);

    const again = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: CHECKOUT_MESSAGES.alreadyCancelled });
  });

  it.each(['Accepted', 'Packed'])('still cancels a %s order', async (status) => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper);
    await t.database.db.update(orders).set({ status }).where(eq(orders.id, placed.id));
    expect((await shopper.post(`/api/order/cancel/${placed.id}`)).statusCode).toBe(200);
  });

  it.each(['Shipped', 'Delivered'])('refuses to cancel a %s order and refunds nothing', async (status) => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper);
    await t.database.db.update(orders).set({ status }).where(eq(orders.id, placed.id));
    const response = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ message: CHECKOUT_MESSAGES.alreadyShipped });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status, paymentStatus: 'Paid', refundedPaise: 0 });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.id))).toEqual([]);
  });

  it('refunds once when the same order is cancelled twice at once', async () => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper);
    const answers = await Promise.all([1, 2, 3].map(() => shopper.post(`/api/order/cancel/${placed.id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    // What matters is the money: one refund asked of the gateway, for the whole amount.
    const ledger = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.id));
    expect(ledger.map((r) => [r.status, r.amountPaise])).toEqual([
      ['processed', Math.round(placed.total_amount * 100)],
    ]);
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(
        eq(
          sandboxPayments.orderId,
          (await t.database.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.gatewayOrderId!,
        ),
      );
    expect(payment?.refunds).toHaveLength(1);
  });
});

describe("other customers' orders", () => {
  it('are unreachable: 403 for the list, 404 for everything else, and nothing changes', async () => {
    const owner = await Shopper.start(t.app);
    const stranger = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await owner.createOrder([line])));
    const payment = await owner.sandboxPay(gatewayOrder.order_id);

    // The stranger cannot verify or store the owner's payment as their own.
    expect((await stranger.post('/api/verify-payment', payment)).statusCode).toBe(400);
    expect((await stranger.store(payment, [line])).statusCode).toBe(404);

    const placed = storeOrderResponse.parse(json(await owner.store(payment, [line]))).order;
    const list = await stranger.get(`/api/orders/${owner.userId}`);
    expect(list.statusCode).toBe(403);
    expect(json(list)).toEqual({ message: CHECKOUT_MESSAGES.notYourOrders });
    for (const response of [
      await stranger.get(`/api/order/${placed.id}/items`),
      await stranger.post(`/api/order/cancel/${placed.id}`),
      await stranger.post(`/api/order/reorder/${placed.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: CHECKOUT_MESSAGES.orderNotFound });
    }
    // Someone else's address cannot be shipped to or quoted either.
    expect(
      (
        await stranger.post('/api/calculate-shipping', {
          address_id: owner.addressId,
          items: [{ product_size_id: line.product_size_id, qty: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger.post('/api/create-order', { address_id: owner.addressId, cart: [line] })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.status).toBe('Placed');
  });
});

describe('reorder', () => {
  it("gives the old lines at today's prices and lists sizes no longer sold apart", async () => {
    const shopper = await Shopper.start(t.app);
    const keep = lineFor(products[1]!, 2);
    const gone = lineFor(products[2]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([keep, gone])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    const placed = storeOrderResponse.parse(json(await shopper.store(payment, [keep, gone]))).order;

    await t.database.db
      .update(productSizes)
      .set({ inStock: false })
      .where(eq(productSizes.id, gone.product_size_id));
    const response = await shopper.post(`/api/order/reorder/${placed.id}`);
    expect(response.statusCode).toBe(200);
    const body = json<{ items: Record<string, unknown>[]; unavailable: Record<string, unknown>[] }>(response);
    expect(body.items).toEqual([
      {
        id: keep.product_id,
        sizeId: keep.product_size_id,
        priceId: expect.any(Number),
        product_name: products[1]!.product_name,
        // The storefront shows it on Malayalam pages.
        product_name_mal: products[1]!.product_name_mal,
        image: products[1]!.image,
        size: products[1]!.sizes.find((s) => s.id === keep.product_size_id)!.size,
        selectPrice: keep.unitPrice,
        price: keep.unitPrice,
        quantity: 2,
      },
    ]);
    expect(body.unavailable).toEqual([
      {
        product_id: gone.product_id,
        product_size_id: gone.product_size_id,
        product_name: products[2]!.product_name,
        size: products[2]!.sizes.find((s) => s.id === gone.product_size_id)!.size,
      },
    ]);
    await t.database.db
      .update(productSizes)
      .set({ inStock: true })
      .where(eq(productSizes.id, gone.product_size_id));
  });
});

describe('what checkout refuses', () => {
  it('names a size that is out of stock, and an unknown size', async () => {
    const shopper = await Shopper.start(t.app);
    const soldOut = demoData.products.find((p) => p.sizes.some((s) => s.in_stock === false))!;
    const product = await productBySlug(t.app, soldOut.product_slug);
    const size = product.sizes.find((s) => !s.in_stock)!;
    const response = await shopper.createOrder([
      { product_id: product.id, product_size_id: size.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(json<{ message: string }>(response).message).toContain(`${product.product_name} (${size.size})`);

    const unknown = await shopper.createOrder([
      { product_id: product.id, product_size_id: 999999, quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(json<{ message: string }>(unknown).message).toContain('size 999999');
  });

  it.each([0, -1, 1.5, 10_001, '3'])('refuses the quantity %j', async (quantity) => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const response = await shopper.post('/api/create-order', {
      address_id: shopper.addressId,
      cart: [{ product_id: line.product_id, product_size_id: line.product_size_id, quantity }],
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors['cart.0.quantity']).toEqual([
      CHECKOUT_MESSAGES.quantity,
    ]);
  });

  it('refuses an empty cart and a missing address', async () => {
    const shopper = await Shopper.start(t.app);
    expect(
      (await shopper.post('/api/create-order', { address_id: shopper.addressId, cart: [] })).statusCode,
    ).toBe(422);
    const noAddress = await shopper.post('/api/create-order', { cart: [lineFor(products[0]!, 1)] });
    expect(noAddress.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noAddress).errors.address_id).toEqual([
      CHECKOUT_MESSAGES.selectAddress,
    ]);
  });

  it('answers 422 with status "error" when no shipping slab covers the address, and refuses the order', async () => {
    const shopper = await Shopper.start(t.app, { ...keralaAddress, state_id: 23, pincode: '600001' });
    const slabs = await t.database.db
      .select()
      .from(shippingSlabs)
      .where(eq(shippingSlabs.zone, 'rest_of_india'));
    await t.database.db.delete(shippingSlabs).where(eq(shippingSlabs.zone, 'rest_of_india'));
    // Slabs are cached until the content version moves: let this process notice, as it would within a second.
    await t.services.contentWatcher.check();
    try {
      const line = lineFor(products[0]!, 1);
      const quote = await shopper.post('/api/calculate-shipping', {
        address_id: shopper.addressId,
        items: [{ product_size_id: line.product_size_id, qty: 1 }],
      });
      expect(quote.statusCode).toBe(422);
      expect(json(quote)).toEqual({ status: 'error', message: CHECKOUT_MESSAGES.noShipping });
      expect((await shopper.createOrder([line])).statusCode).toBe(422);
    } finally {
      await t.database.db.insert(shippingSlabs).values(slabs);
      await t.services.contentWatcher.check();
    }
  });

  it('quotes the rest of India from its own slabs', async () => {
    const shopper = await Shopper.start(t.app, { ...keralaAddress, state_id: 14, pincode: '400001' });
    const line = lineFor(products[0]!, 1);
    const quote = calculateShippingResponse.parse(
      json(
        await shopper.post('/api/calculate-shipping', {
          address_id: shopper.addressId,
          items: [{ product_size_id: line.product_size_id, qty: 1 }],
        }),
      ),
    );
    const slab = demoData.slabs.find(
      (s) =>
        s.zone === 'rest_of_india' &&
        s.min_weight_grams <= line.weight &&
        (s.max_weight_grams ?? Infinity) >= line.weight,
    )!;
    expect(quote).toMatchObject({ zone: 'Rest of India', shipping_charge: slab.charge });
  });
});

describe('cash on delivery', () => {
  it('is refused while the shop has it switched off (the default)', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const response = await shopper.post('/api/store_order_user', {
      payment_method: 'COD',
      address: shopper.addressId,
      cart: [line],
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ message: string }>(response).message).toBe(CHECKOUT_MESSAGES.codDisabled);
  });

  it('places a pending order at the server price when switched on, and 409s a stale total', async () => {
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    try {
      const shopper = await Shopper.start(t.app);
      const line = lineFor(products[0]!, 1);
      const payload = { payment_method: 'COD', address: shopper.addressId, cart: [line] };
      const stale = await shopper.post('/api/store_order_user', { ...payload, amount: 1 });
      expect(stale.statusCode).toBe(409);
      const { payable } = json<{ payable: number }>(stale);
      const placed = await shopper.post('/api/store_order_user', { ...payload, amount: payable });
      expect(placed.statusCode).toBe(201);
      expect(storeOrderResponse.parse(json(placed)).order).toMatchObject({
        payment_method: 'COD',
        payment_status: 'Pending',
        total_amount: payable,
      });
    } finally {
      await t.database.db.update(shop).set({ codEnabled: false });
      await t.services.contentWatcher.check();
    }
  });
});

describe('an older storefront that sends only an amount', () => {
  it('gets its order only when the cart comes to exactly what was paid', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const quote = await shopper.createOrder([line]);
    const payable = createOrderResponse.parse(json(quote)).amount / 100;

    const wrong = createOrderResponse.parse(
      json(await shopper.post('/api/create-order', { amount: payable - 1 })),
    );
    const wrongPayment = await shopper.sandboxPay(wrong.order_id);
    expect((await shopper.store(wrongPayment, [line])).statusCode).toBe(409);

    const right = createOrderResponse.parse(
      json(await shopper.post('/api/create-order', { amount: payable })),
    );
    const payment = await shopper.sandboxPay(right.order_id);
    const stored = await shopper.store(payment, [line]);
    expect(stored.statusCode).toBe(201);
    expect(storeOrderResponse.parse(json(stored)).order.total_amount).toBe(payable);
  });
});

describe('the sandbox (test mode)', () => {
  it('signs with a random secret of its own, made on the first start and kept, never a public default', async () => {
    const [row] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'sandbox_secret'));
    expect(row?.value).toMatch(/^[\w-]{40,}$/);
    expect(row?.value).not.toBe('farm-shop-sandbox-secret');
    const other = await createTestApp({ seed: false });
    try {
      const [theirs] = await other.database.db
        .select()
        .from(appSecrets)
        .where(eq(appSecrets.name, 'sandbox_secret'));
      expect(theirs?.value).not.toBe(row?.value);
      // Services built again on the same data (a restart, another process) use the same secret.
      await createServices(other.config, other.database);
      const [again] = await other.database.db.select().from(appSecrets);
      expect(again?.value).toBe(theirs?.value);
    } finally {
      await other.close();
    }
  });

  it('does not accept a correctly signed payment the sandbox never made', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 3);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const [secret] = await t.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'sandbox_secret'));
    const madeUp = {
      razorpay_order_id: gatewayOrder.order_id,
      razorpay_payment_id: 'pay_madeup0000000',
      razorpay_signature: paymentSignature(secret!.value, gatewayOrder.order_id, 'pay_madeup0000000'),
    };
    expect((await shopper.post('/api/verify-payment', madeUp)).statusCode).toBe(400);
    expect((await shopper.store(madeUp, [line])).statusCode).toBe(422);
    const before = await orderCount();
    expect(await orderCount()).toBe(before);
  });

  it("answers Razorpay's redirect with the confirmation of the order, or back to checkout with the reason", async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[1]!, 3);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    const form = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const signed = {
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
    };
    const paid = await form(signed);
    expect(paid.statusCode).toBe(303);
    const [placed] = z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)));
    expect(paid.headers.location).toBe(`/order-confirmation?order=${placed!.order_no}`);

    const failed = await form({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment was cancelled by the customer',
    });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe(
      `/checkoutpage?payment_error=${encodeURIComponent('Payment was cancelled by the customer')}`,
    );
    const forged = await form({ ...signed, razorpay_signature: 'b'.repeat(64) });
    expect(forged.headers.location).toMatch(/^\/checkoutpage\?payment_error=/);
  });

  it('tells a storefront that lost its answer what became of a payment: only its own', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[2]!, 3);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const outcome = (who: Shopper) => who.get(`/api/orders/by-payment/${gatewayOrder.order_id}`);
    expect(json(await outcome(shopper))).toEqual({ status: 'waiting', order: null });
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    await shopper.store(payment, [line]);
    const placed = json<{ status: string; order: Order }>(await outcome(shopper));
    expect(placed.status).toBe('placed');
    expect(placed.order.total_amount * 100).toBe(gatewayOrder.amount);
    const stranger = await Shopper.start(t.app);
    expect((await outcome(stranger)).statusCode).toBe(404);
  });
});

describe('the delivery note', () => {
  it('is kept with the gateway order, so an order the webhook stores first has it', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[3]!, 4);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([line], { special_instructions: 'Leave it with the neighbour.' })),
    );
    await shopper.sandboxPay(gatewayOrder.order_id); // the browser closes; the webhook stores the order
    const [placed] = await eventually(
      async () => z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`))),
      (list) => list.length > 0,
    );
    expect(placed?.special_instructions).toBe('Leave it with the neighbour.');
  });

  it('sent only with the store call, is added to an order the webhook stored without one', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[4]!, 4);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    await eventually(
      async () => z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`))),
      (list) => list.length > 0,
    );
    const late = await shopper.store(payment, [line], { special_instructions: 'Call before coming.' });
    expect(late.statusCode).toBe(200);
    expect(storeOrderResponse.parse(json(late)).order.special_instructions).toBe('Call before coming.');
    // A note already there is not replaced.
    const again = await shopper.store(payment, [line], { special_instructions: 'Something else.' });
    expect(storeOrderResponse.parse(json(again)).order.special_instructions).toBe('Call before coming.');
  });
});

import {
  createOrderResponse,
  order as orderSchema,
  storeOrderResponse,
  type ProductDetail,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders } from '../src/db/schema.js';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, eventually, lineFor, sellableProducts } from './shopper.js';

let fake: FakeRazorpay;
let t: TestApp;
let products: ProductDetail[];
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_URL: fake.url,
    },
  });
  products = await sellableProducts(t.app, 3);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the Razorpay gateway, through the official SDK', () => {
  it('runs the whole purchase and refunds a cancelled order', async () => {
    const site = json<{ payment: { gateway: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/site' }),
    );
    expect(site.payment.gateway).toBe('razorpay');

    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 2);
    const created = await shopper.createOrder([line]);
    expect(created.statusCode).toBe(200);
    const gatewayOrder = createOrderResponse.parse(json(created));
    expect(gatewayOrder).toMatchObject({ key: fake.keyId, gateway: 'razorpay', currency: 'INR' });
    // Razorpay was asked, with our key, for exactly the server's amount.
    expect(fake.orders.get(gatewayOrder.order_id)?.amount).toBe(gatewayOrder.amount);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);

    const payment = fake.pay(gatewayOrder.order_id);
    const verified = await shopper.post('/api/verify-payment', payment);
    expect(verified.statusCode).toBe(200);
    expect(
      fake.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/payments/${payment.razorpay_payment_id}`,
      ),
    ).toBe(true);

    const stored = await shopper.store(payment, [line]);
    expect(stored.statusCode).toBe(201);
    const placed = storeOrderResponse.parse(json(stored)).order;
    expect(placed.total_amount * 100).toBe(gatewayOrder.amount);

    const cancelled = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(fake.refunds).toEqual([
      {
        id: expect.stringMatching(/^rfnd_/),
        paymentId: payment.razorpay_payment_id,
        amount: gatewayOrder.amount,
      },
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ paymentStatus: 'Refunded', refundId: fake.refunds[0]!.id });
  });

  it('refuses a signature made with another secret', async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[1]!, 1)])),
    );
    const payment = fake.pay(gatewayOrder.order_id);
    const { paymentSignature } = await import('../src/modules/payments/signatures.js');
    const forged = {
      ...payment,
      razorpay_signature: paymentSignature(
        'not-the-secret',
        gatewayOrder.order_id,
        payment.razorpay_payment_id,
      ),
    };
    expect((await shopper.post('/api/verify-payment', forged)).statusCode).toBe(400);
  });

  it('completes the order from a signed webhook alone', async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[2]!, 1)])),
    );
    const payment = fake.pay(gatewayOrder.order_id);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: payment.razorpay_payment_id,
            order_id: gatewayOrder.order_id,
            amount: gatewayOrder.amount,
            status: 'captured',
          },
        },
      },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': fake.signWebhook(body) },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    const list = await eventually(
      async () => z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`))),
      (found) => found.length === 1,
    );
    expect(list[0]).toMatchObject({ payment_status: 'Paid', payment_method: 'RAZORPAY' });
  });

  it('answers 502 with a plain message when Razorpay cannot be reached, and has no sandbox', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    await fake.close();
    try {
      const response = await shopper.createOrder([line]);
      expect(response.statusCode).toBe(502);
      expect(json(response)).toEqual({
        message: 'The payment service could not be reached. Please try again in a moment.',
      });
    } finally {
      fake = await startFakeRazorpay();
    }
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { order_id: 'order_x', outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);
  });
});

/**
 * Money: what test/checkout.test.ts does not already cover. A validly signed webhook for another amount, a payment
 * replayed against another gateway order, quantities tampered with at store_order_user, and a verify call whose body
 * is not JSON (once answered 500).
 */
import { createOrderResponse, storeOrderResponse } from '@farm/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentOrders, productSizes, stockMovements } from '../../src/db/schema.js';
import type { SandboxGateway } from '../../src/modules/payments/sandbox.js';
import { SANDBOX_WEBHOOK_DELAY_MS } from '../../src/modules/payments/sandbox-routes.js';
import { createTestApp, json, type TestApp } from '../harness.js';
import { lineFor, sellableProducts, Shopper } from '../shopper.js';
import type { ProductDetail } from '@farm/contract';

let t: TestApp;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  products = await sellableProducts(t.app, 4);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function webhook(gatewayOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount } } },
  });
  const signature = (t.services.gateway as SandboxGateway).signWebhook(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

async function ordersFor(gatewayOrderId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row!.n;
}

describe('a validly signed webhook for another amount', () => {
  it('is answered 200 but places nothing and marks nothing paid; the right amount then places one order', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 2);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    await sleep(SANDBOX_WEBHOOK_DELAY_MS + 300); // the sandbox's own (right) webhook has come and gone
    const placedByRealWebhook = await ordersFor(gatewayOrder.order_id);
    expect(placedByRealWebhook).toBe(1);

    // A second gateway order, paid for one rupee less (or more) than its amount: a replayed, re-signed event.
    const other = createOrderResponse.parse(json(await shopper.createOrder([line])));
    for (const amount of [other.amount - 100, other.amount + 100, 1, 0]) {
      expect((await webhook(other.order_id, payment.razorpay_payment_id, amount)).statusCode).toBe(200);
    }
    expect(await ordersFor(other.order_id)).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, other.order_id));
    expect(row!.gatewayPaymentId ?? null).toBeNull();
    expect(row!.status).toBe('created');

    // The first order's event, replayed: still one order for it, none for the other.
    expect(
      (await webhook(gatewayOrder.order_id, payment.razorpay_payment_id, gatewayOrder.amount)).statusCode,
    ).toBe(200);
    expect(await ordersFor(gatewayOrder.order_id)).toBe(1);
    expect(await ordersFor(other.order_id)).toBe(0);
  });
});

describe('a payment replayed against another gateway order', () => {
  it('fails verification and storing, for the same customer too', async () => {
    const shopper = await Shopper.start(t.app);
    const cheap = lineFor(products[0]!, 1);
    const dear = lineFor(products[1]!, 5);
    const cheapOrder = createOrderResponse.parse(json(await shopper.createOrder([cheap])));
    const dearOrder = createOrderResponse.parse(json(await shopper.createOrder([dear])));
    const paid = await shopper.sandboxPay(cheapOrder.order_id);
    const replay = { ...paid, razorpay_order_id: dearOrder.order_id };
    expect((await shopper.post('/api/verify-payment', replay)).statusCode).toBe(400);
    expect((await shopper.store(replay, [dear])).statusCode).toBeGreaterThanOrEqual(400);
    expect(await ordersFor(dearOrder.order_id)).toBe(0);
  });
});

describe('quantities tampered with at store_order_user', () => {
  it('store the cart that was paid for, whatever the payload says', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[2]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const paid = await shopper.sandboxPay(gatewayOrder.order_id);
    const tampered = await shopper.store(paid, [{ ...line, quantity: 40 }, { ...lineFor(products[0]!, 9) }]);
    expect(tampered.statusCode).toBe(201);
    const order = storeOrderResponse.parse(json(tampered)).order;
    expect(order.items_count).toBe(1);
    expect(Math.round(order.total_amount * 100)).toBe(gatewayOrder.amount);
    const items = json<{ quantity: number; product_size_id: number }[]>(
      await shopper.get(`/api/order/${order.id}/items`),
    );
    expect(items).toEqual([expect.objectContaining({ product_size_id: line.product_size_id, quantity: 1 })]);
  });

  it('refuses negative, zero, fractional and absurd quantities with 422', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const paid = await shopper.sandboxPay(gatewayOrder.order_id);
    for (const quantity of [-1, 0, 1.5, 10_001, 1e308]) {
      const response = await shopper.store(paid, [{ ...line, quantity }]);
      expect(response.statusCode, `quantity ${quantity}: ${response.body}`).toBe(422);
      expect(json<{ message: string }>(response).message).toBeTruthy();
    }
  });
});

describe('verify-payment with a body that is not JSON', () => {
  it('answers 400 {message}, not 500 (found by the fuzzer)', async () => {
    const shopper = await Shopper.start(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBeTruthy();
  });
});

describe('stock under the same attacks', () => {
  it('a counted size is taken once per paid order: replayed webhooks, a tampered quantity and a replayed payment take nothing more', async () => {
    const line = lineFor(products[3]!, 1);
    const sizeId = line.product_size_id;
    // Counted from here: 5 jars on the shelf (what the console's count does, with its movement).
    await t.database.db.update(productSizes).set({ stockCount: 5 }).where(eq(productSizes.id, sizeId));
    await t.database.db
      .insert(stockMovements)
      .values({ productSizeId: sizeId, kind: 'count', change: 5, countAfter: 5 });
    const shelf = async () => {
      const [row] = await t.database.db
        .select({
          count: productSizes.stockCount,
          sum: sql<number>`(select coalesce(sum(change), 0)::int from stock_movements where product_size_id = ${sizeId})`,
        })
        .from(productSizes)
        .where(eq(productSizes.id, sizeId));
      expect(Number(row!.sum), 'the count is the sum of its movements').toBe(row!.count);
      return row!.count;
    };

    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const paid = await shopper.sandboxPay(gatewayOrder.order_id);
    // A tampered quantity at store: the order is the one jar that was paid for.
    expect((await shopper.store(paid, [{ ...line, quantity: 40 }])).statusCode).toBe(201);
    expect(await shelf()).toBe(4);
    // The webhook, replayed after the sandbox's own: still one order, one jar.
    await sleep(SANDBOX_WEBHOOK_DELAY_MS + 300);
    for (let i = 0; i < 3; i++) {
      expect(
        (await webhook(gatewayOrder.order_id, paid.razorpay_payment_id, gatewayOrder.amount)).statusCode,
      ).toBe(200);
    }
    expect(await ordersFor(gatewayOrder.order_id)).toBe(1);
    expect(await shelf()).toBe(4);
    // The same payment replayed against a second gateway order for 3 jars: no order, no jar taken.
    const other = createOrderResponse.parse(json(await shopper.createOrder([{ ...line, quantity: 3 }])));
    const replay = { ...paid, razorpay_order_id: other.order_id };
    expect((await shopper.store(replay, [{ ...line, quantity: 3 }])).statusCode).toBeGreaterThanOrEqual(400);
    expect(await ordersFor(other.order_id)).toBe(0);
    expect(await shelf()).toBe(4);
  });
});

/**
 * Payments through the official Razorpay SDK against the faithful fake of Razorpay (fake-razorpay.ts): capture,
 * late authorisation, the refunds ledger to its end, webhooks delivered late, twice and out of order, one gateway
 * order per cart attempt, the reconciliation pass, and errors in words. On PGlite and PostgreSQL.
 */
import {
  CHECKOUT_MESSAGES,
  createOrderResponse,
  order as orderSchema,
  siteResponse,
  storeOrderResponse,
  type Order,
  type ProductDetail,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/config.js';
import {
  orders,
  outboxMessages,
  paymentOrders,
  productSizes,
  refunds,
  shop,
  users,
} from '../src/db/schema.js';
import { CUSTOMER_WORDS } from '../src/modules/messages/words.js';
import { StockLedger } from '../src/modules/stock/index.js';
import { withTransaction } from '../src/db/transaction.js';
import { LEDGER_REPOSITORIES } from '../src/modules/payments/repository.js';
import { startFakeRazorpay, type FakeRazorpay, type WebhookDelivery } from './fake-razorpay.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, eventually, lineFor, sellableProducts, type Line } from './shopper.js';

let fake: FakeRazorpay;
let t: TestApp;
let products: ProductDetail[];

const razorpayEnv = (f: FakeRazorpay) => ({
  RAZORPAY_KEY_ID: f.keyId,
  RAZORPAY_KEY_SECRET: f.keySecret,
  RAZORPAY_WEBHOOK_SECRET: f.webhookSecret,
  RAZORPAY_API_URL: f.url,
});

/** Razorpay's webhook delivery, to this app. */
const toApp = (app: TestApp['app']) => async (delivery: WebhookDelivery) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      payload: delivery.body,
    })
  ).statusCode;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: razorpayEnv(fake) });
  products = await sellableProducts(t.app, 6);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  // Webhooks wait until a test delivers them, so each test decides when (and in which order) Razorpay reports.
  fake.webhooks(toApp(t.app), 'manual');
  fake.outbox.length = 0;
  fake.refundsStart = 'processed';
});

const ordersOf = async (shopper: Shopper) =>
  z.array(orderSchema).parse(json(await shopper.get(`/api/orders/${shopper.userId}`)));

async function paidOrder(shopper: Shopper, line: Line): Promise<Order> {
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
  const payment = fake.pay(gatewayOrder.order_id);
  expect((await shopper.post('/api/verify-payment', payment)).statusCode).toBe(200);
  const stored = await shopper.store(payment, [line]);
  expect(stored.statusCode).toBe(201);
  return storeOrderResponse.parse(json(stored)).order;
}

async function ledger(orderId: number) {
  return t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

describe('a purchase through Razorpay', () => {
  it('asks for automatic capture, pays, verifies with Razorpay, and refunds a cancelled order once', async () => {
    const site = siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));
    expect(site.payment).toMatchObject({ gateway: 'razorpay', test_mode: true });

    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 2);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    expect(gatewayOrder).toMatchObject({ key: fake.keyId, gateway: 'razorpay', test_mode: true });
    expect(fake.orders.get(gatewayOrder.order_id)).toMatchObject({
      amount: gatewayOrder.amount,
      autoCapture: true,
    });
    expect(fake.requests.every((r) => r.authorized)).toBe(true);

    const placed = await paidOrder(shopper, line);
    expect(placed).toMatchObject({ payment_status: 'Paid', refunded_amount: 0 });

    const cancelled = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(json<{ message: string }>(cancelled).message).toBe(CHECKOUT_MESSAGES.cancelledRefunded);
    const rows = await ledger(placed.id);
    expect(rows).toHaveLength(1);
    const refund = fake.refunds.get(rows[0]!.gatewayRefundId!)!;
    // Sent with the ledger row's key, for the whole amount.
    expect(refund).toMatchObject({
      amount: Math.round(placed.total_amount * 100),
      idempotencyKey: rows[0]!.idempotencyKey,
    });
    const [after] = (await ordersOf(shopper)).filter((o) => o.id === placed.id);
    expect(after).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refunded',
      refunded_amount: placed.total_amount,
    });
  });

  it('captures a payment that is only authorised before calling it paid', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[1]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    // A UPI payment authorised after the automatic capture window: Razorpay leaves it authorised.
    const payment = fake.pay(gatewayOrder.order_id, 'authorize-late');
    fake.authorizeLate(payment.razorpay_payment_id);
    expect(fake.payments.get(payment.razorpay_payment_id)?.status).toBe('authorized');
    const [before] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrder.order_id));
    expect(before?.status).toBe('created');

    expect((await shopper.post('/api/verify-payment', payment)).statusCode).toBe(200);
    expect(fake.payments.get(payment.razorpay_payment_id)?.status).toBe('captured');
    expect(fake.requests.some((r) => r.path === `/v1/payments/${payment.razorpay_payment_id}/capture`)).toBe(
      true,
    );
  });

  it('turns a late authorisation reported only by webhook into a captured payment and an order', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[2]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = fake.pay(gatewayOrder.order_id, 'authorize-late'); // the customer closed the tab
    expect(await ordersOf(shopper)).toEqual([]);
    fake.authorizeLate(payment.razorpay_payment_id);
    // payment.authorized: the shop captures, and Razorpay's capture sends payment.captured and order.paid.
    await fake.deliver();
    await fake.deliver();
    expect(fake.payments.get(payment.razorpay_payment_id)?.status).toBe('captured');
    const list = await ordersOf(shopper);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ payment_status: 'Paid', total_amount: gatewayOrder.amount / 100 });
  });

  it('never calls a payment paid on its signature alone when Razorpay cannot be asked', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[3]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = fake.pay(gatewayOrder.order_id);
    fake.fault({ match: /^GET \/v1\/payments\//, close: true, times: 2 });
    const verified = await shopper.post('/api/verify-payment', payment);
    expect(verified.statusCode).toBe(502);
    expect(json(verified)).toEqual({ message: CHECKOUT_MESSAGES.paymentNotConfirmed });
    const stored = await shopper.store(payment, [line]);
    expect(stored.statusCode).toBe(502);
    // Razorpay answers again: the same calls now go through.
    expect((await shopper.store(payment, [line])).statusCode).toBe(201);
  });
});

describe('webhooks', () => {
  it('complete the order alone, delivered twice and in reverse order, once; a repeated event id is not handled again', async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[2]!, 2)])),
    );
    fake.pay(gatewayOrder.order_id);
    const events = fake.outbox.map((d) => d.event);
    expect(events).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    const replay = fake.outbox[1]!;
    expect(await fake.deliver({ reverse: true, twice: true })).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ordersOf(shopper)).toHaveLength(1);
    const again = await toApp(t.app)(replay);
    expect(again).toBe(200);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.gatewayOrderId, gatewayOrder.order_id));
    expect(rows).toHaveLength(1);
  });

  it('refuse a missing or wrong signature, and change nothing', async () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    for (const signature of [undefined, 'f'.repeat(64)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-razorpay-signature': signature } : {}),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the refunds ledger', () => {
  it('keeps a refund pending until Razorpay processes it, and says so', async () => {
    fake.refundsStart = 'pending';
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper, lineFor(products[0]!, 1));
    fake.outbox.length = 0;
    const cancelled = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(json<{ message: string }>(cancelled).message).toBe(CHECKOUT_MESSAGES.cancelledRefundPending);
    expect((await ordersOf(shopper))[0]).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Refund pending',
    });
    const [row] = await ledger(placed.id);
    expect(row).toMatchObject({ status: 'pending' });

    fake.settleRefund(row!.gatewayRefundId!, 'processed');
    await fake.deliver();
    expect((await ledger(placed.id))[0]).toMatchObject({ status: 'processed' });
    expect((await ordersOf(shopper))[0]).toMatchObject({
      payment_status: 'Refunded',
      refunded_amount: placed.total_amount,
    });
  });

  it('records a refund that fails at Razorpay, and the order is paid again, not refunded', async () => {
    fake.refundsStart = 'pending';
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper, lineFor(products[1]!, 1));
    await shopper.post(`/api/order/cancel/${placed.id}`);
    const [row] = await ledger(placed.id);
    fake.outbox.length = 0;
    fake.settleRefund(row!.gatewayRefundId!, 'failed');
    await fake.deliver();
    expect((await ledger(placed.id))[0]).toMatchObject({ status: 'failed' });
    expect((await ordersOf(shopper))[0]).toMatchObject({ payment_status: 'Paid', refunded_amount: 0 });
  });

  it('takes two partial refunds and refuses a third beyond what was captured', async () => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper, lineFor(products[4]!, 3));
    const total = Math.round(placed.total_amount * 100);
    const [paymentOrder] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, shopper.userId));
    const partial = (amountPaise: number) =>
      withTransaction(t.database.db, LEDGER_REPOSITORIES, (tx) =>
        t.services.refunds.open(tx, {
          paymentOrder: paymentOrder!,
          orderId: placed.id,
          amountPaise,
          reason: 'A jar arrived broken',
          requestedBy: 'staff:1',
        }),
      );
    const first = await t.services.refunds.send(await partial(10_000));
    const second = await t.services.refunds.send(await partial(total - 20_000));
    expect([first.status, second.status]).toEqual(['processed', 'processed']);
    expect((await ordersOf(shopper))[0]).toMatchObject({
      payment_status: 'Partially refunded',
      refunded_amount: (total - 10_000) / 100,
    });
    await expect(partial(10_001)).rejects.toThrow('At most ₹100 of this payment can still be refunded.');
    expect((await ledger(placed.id)).map((r) => r.amountPaise)).toEqual([10_000, total - 20_000]);
    const atRazorpay = [...fake.refunds.values()].filter(
      (r) => r.payment_id === paymentOrder!.gatewayPaymentId,
    );
    expect(atRazorpay.map((r) => r.amount)).toEqual([10_000, total - 20_000]);
  });

  it('sends a refund whose answer was lost again with the same key: one refund at Razorpay', async () => {
    const shopper = await Shopper.start(t.app);
    const placed = await paidOrder(shopper, lineFor(products[5]!, 1));
    // Razorpay makes the refund, and the answer never arrives.
    fake.fault({ match: /^POST \/v1\/payments\/.*\/refund$/, close: true, after: true });
    const cancelled = await shopper.post(`/api/order/cancel/${placed.id}`);
    expect(json<{ message: string }>(cancelled).message).toBe(CHECKOUT_MESSAGES.cancelledRefundPending);
    expect((await ledger(placed.id))[0]).toMatchObject({ status: 'pending', gatewayRefundId: null });
    // The reconciliation pass, once the refund has waited: the same key, the same refund.
    await t.database.db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(refunds.orderId, placed.id));
    await t.services.reconciler.run();
    const rows = await ledger(placed.id);
    expect(rows[0]).toMatchObject({ status: 'processed' });
    const paymentId = rows[0]!.gatewayPaymentId;
    expect([...fake.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`)).toHaveLength(2);
  });
});

describe('one gateway order per cart attempt', () => {
  it('reuses the unpaid gateway order after a failed payment, and opens a new one when the cart changes', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const first = createOrderResponse.parse(json(await shopper.createOrder([line])));
    fake.pay(first.order_id, 'fail');
    await fake.deliver();
    const retry = createOrderResponse.parse(json(await shopper.createOrder([line])));
    expect(retry.order_id).toBe(first.order_id);
    const payment = fake.pay(retry.order_id);
    expect((await shopper.post('/api/verify-payment', payment)).statusCode).toBe(200);
    expect((await shopper.store(payment, [line])).statusCode).toBe(201);
    // Paid: the same cart again is a new purchase with a gateway order of its own; so is another cart.
    const again = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const other = createOrderResponse.parse(json(await shopper.createOrder([{ ...line, quantity: 2 }])));
    expect(new Set([first.order_id, again.order_id, other.order_id]).size).toBe(3);
  });

  it('refunds a second payment on an order already paid', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[1]!, 1);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const first = fake.pay(gatewayOrder.order_id);
    const second = fake.pay(gatewayOrder.order_id); // another tab
    await fake.deliver();
    expect(await ordersOf(shopper)).toHaveLength(1);
    const order = (await ordersOf(shopper))[0]!;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const kept = row!.gatewayPaymentId;
    const refunded = kept === first.razorpay_payment_id ? second : first;
    expect(fake.payments.get(refunded.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    expect(fake.payments.get(kept!)).toMatchObject({ status: 'captured', amount_refunded: 0 });
    expect(order.payment_status).toBe('Paid');
  });
});

describe('the reconciliation pass', () => {
  it('asks Razorpay about a gateway order nobody reported, and places its order', async () => {
    const shopper = await Shopper.start(t.app);
    const gatewayOrder = createOrderResponse.parse(
      json(await shopper.createOrder([lineFor(products[3]!, 1)])),
    );
    fake.pay(gatewayOrder.order_id);
    fake.outbox.length = 0; // every webhook lost, the browser gone
    const aged = new Date(Date.now() - 11 * 60_000);
    await t.database.db
      .update(paymentOrders)
      .set({ createdAt: aged, updatedAt: aged })
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrder.order_id));
    await t.services.reconciler.run();
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('refunds an amount-only payment nobody came back to store', async () => {
    const shopper = await Shopper.start(t.app);
    const created = createOrderResponse.parse(json(await shopper.post('/api/create-order', { amount: 250 })));
    const payment = fake.pay(created.order_id);
    await fake.deliver(); // captured, but an amount-only payment waits for the browser's cart
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, created.order_id));
    expect(row?.status).toBe('paid');
    await t.database.db
      .update(paymentOrders)
      .set({ capturedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentOrders.id, row!.id));
    await t.services.reconciler.run();
    expect(fake.payments.get(payment.razorpay_payment_id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 25_000,
    });
    const [after] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, row!.id));
    expect(after?.status).toBe('refunded');
    // The browser comes back after all: it hears why there is no order.
    const late = await shopper.store(payment, [lineFor(products[0]!, 1)]);
    expect(late.statusCode).toBe(409);
  });

  it('refunds an amount-only payment whose cart does not come to what was paid, and tells the customer why', async () => {
    const shopper = await Shopper.start(t.app);
    const created = createOrderResponse.parse(json(await shopper.post('/api/create-order', { amount: 1 })));
    const payment = fake.pay(created.order_id);
    const stored = await shopper.store(payment, [lineFor(products[0]!, 1)]);
    expect(stored.statusCode).toBe(409);
    expect(json<{ message: string }>(stored).message).toContain(CHECKOUT_MESSAGES.amountMismatch);
    expect(json<{ message: string }>(stored).message).toContain('refunded in full');
    expect(fake.payments.get(payment.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
  });
});

describe('errors in words', () => {
  it("says Razorpay's own reason for a refusal, and backs off and tries again after a 429", async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    fake.fault({
      match: /^POST \/v1\/orders$/,
      status: 400,
      description: 'Payments are paused for this account',
    });
    const refused = await shopper.createOrder([line]);
    expect(refused.statusCode).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe(
      `${CHECKOUT_MESSAGES.gatewayRefusedPrefix}Payments are paused for this account`,
    );
    fake.fault({ match: /^POST \/v1\/orders$/, status: 429, times: 2 });
    const calls = fake.requests.length;
    expect((await shopper.createOrder([{ ...line, quantity: 3 }])).statusCode).toBe(200);
    expect(fake.requests.length - calls).toBe(3);
  });

  it('answers 502 in plain words when Razorpay cannot be reached', async () => {
    const shopper = await Shopper.start(t.app);
    fake.fault({ match: /^POST \/v1\/orders$/, close: true, times: 1 });
    const response = await shopper.createOrder([lineFor(products[2]!, 5)]);
    expect(response.statusCode).toBe(502);
    expect(json(response)).toEqual({ message: CHECKOUT_MESSAGES.gatewayUnavailable });
  });

  it('has no sandbox while Razorpay keys are set', async () => {
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { order_id: 'order_x', outcome: 'success' },
    });
    expect(sandbox.statusCode).toBe(404);
  });
});

describe('settings', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret' };
  it('refuses to start with keys but no webhook secret, naming it', () => {
    expect(() => loadConfig(keys)).toThrow(/RAZORPAY_WEBHOOK_SECRET is required/);
  });

  it('calls test keys test mode, and wants PAYMENTS=test for them in production', () => {
    const test = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig(test).paymentMode).toBe('test');
    expect(loadConfig({ ...test, RAZORPAY_KEY_ID: 'rzp_live_abc' }).paymentMode).toBe('live');
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
    expect(() => loadConfig({ ...test, ...production })).toThrow(/PAYMENTS=test/);
    expect(loadConfig({ ...test, ...production, PAYMENTS: 'test' }).paymentMode).toBe('test');
    expect(() => loadConfig({ ...production })).toThrow(/PAYMENTS=sandbox/);
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).paymentMode).toBe('sandbox');
  });

  it('shows live mode only for live keys', async () => {
    const live = await createTestApp({
      seed: false,
      env: { ...razorpayEnv(fake), RAZORPAY_KEY_ID: 'rzp_live_fake' },
    });
    try {
      const site = siteResponse.parse(json(await live.app.inject({ method: 'GET', url: '/api/site' })));
      expect(site.payment).toMatchObject({ gateway: 'razorpay', test_mode: false });
    } finally {
      await live.close();
    }
  });
});

describe('a payment made in another mode', () => {
  it('never completes an order here: a sandbox payment after going live is refused', async () => {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, 1);
    const created = createOrderResponse.parse(json(await shopper.createOrder([{ ...line, quantity: 4 }])));
    // As if this gateway order had been made by the sandbox before the keys were set.
    await t.database.db
      .update(paymentOrders)
      .set({ gateway: 'sandbox', gatewayMode: 'sandbox' })
      .where(eq(paymentOrders.gatewayOrderId, created.order_id));
    const payment = fake.pay(created.order_id);
    expect((await shopper.post('/api/verify-payment', payment)).statusCode).toBe(400);
    const stored = await shopper.store(payment, [line]);
    expect(stored.statusCode).toBe(409);
    expect(json(stored)).toEqual({ message: CHECKOUT_MESSAGES.otherGateway });
    await fake.deliver();
    expect(await ordersOf(shopper)).toEqual([]);
  });
});

describe('a cart paid a moment ago whose order is still on its way', () => {
  it('is not given a second gateway order: 409 says no second payment is needed', async () => {
    const shopper = await Shopper.start(t.app);
    const cart = [lineFor(products[5]!, 2)];
    const created = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const payment = fake.pay(created.order_id); // its webhooks wait (manual delivery)
    expect((await shopper.post('/api/verify-payment', payment)).statusCode).toBe(200);
    // The browser lost the store call's answer and the shopper presses Complete again.
    const again = await shopper.createOrder(cart);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      message: CHECKOUT_MESSAGES.paymentAwaitingOrder,
      gateway_order_id: created.order_id,
    });
    // Once the order exists, the same cart may be bought again.
    await shopper.store(payment, cart);
    expect((await shopper.createOrder(cart)).statusCode).toBe(200);
  });
});

describe('stock holds through Razorpay (docs/decisions/2026-11-26-holds-survive-failed-attempts.md)', () => {
  /** Counts a size from now on with `count` jars (a count taken: one movement), as the console does. */
  async function countSize(sizeId: number, count: number) {
    await withTransaction(t.database.db, { ledger: StockLedger }, async (tx) => {
      await tx.ledger.setCount(sizeId, null, count, 'test count', null);
      await tx.ledger.stock.catalogueChanged();
    });
    t.services.cache.invalidate();
  }
  const countOf = async (sizeId: number) =>
    (await t.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]!.stockCount;

  it('a declined payment, then the retry inside the widget on the same gateway order: held throughout, sold once', async () => {
    const line = lineFor(products[1]!, 2);
    await countSize(line.product_size_id, 2);
    const shopper = await Shopper.start(t.app);
    const other = await Shopper.start(t.app);
    const created = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const declined = fake.pay(created.order_id, 'fail');
    expect(await fake.deliver()).toEqual([200]); // payment.failed
    // Another shopper tries in between: the jars are still held for the widget's retry.
    const between = await other.createOrder([{ ...line, quantity: 1 }]);
    expect(between.statusCode, between.body).toBe(422);
    // The customer pays again in Razorpay's widget: same gateway order, no create-order.
    const retry = fake.pay(created.order_id);
    expect(retry.razorpay_payment_id).not.toBe(declined.razorpay_payment_id);
    await fake.deliver({ twice: true });
    const [placed] = await ordersOf(shopper);
    expect(placed).toMatchObject({ payment_status: 'Paid', refunds: [] });
    expect(await countOf(line.product_size_id)).toBe(0);
    const [desk] = await t.database.db.select().from(orders).where(eq(orders.id, placed!.id));
    expect(desk!.stockShort ?? []).toEqual([]);
    expect(await ledger(placed!.id)).toEqual([]);
    expect((await other.createOrder([{ ...line, quantity: 1 }])).statusCode).toBe(422);
  });

  it('a payment after its hold ran out on an empty shelf: refunded by line once, however often reported, and said in Malayalam', async () => {
    const line = lineFor(products[3]!, 1);
    const second = lineFor(products[4]!, 1);
    await countSize(line.product_size_id, 1);
    await t.database.db.update(shop).set({ stockHoldSeconds: 1 });
    try {
      const late = await Shopper.start(t.app);
      // One line counted (and about to be short), one not counted: only the short one is refunded.
      const created = createOrderResponse.parse(json(await late.createOrder([line, second])));
      // The customer's language since is Malayalam: the webhook writes the order, and its e-mails, in it.
      await t.database.db.update(users).set({ language: 'ml' }).where(eq(users.id, late.userId));
      const quick = await Shopper.start(t.app);
      const quickOrder = await eventually(
        () => quick.createOrder([line]),
        (answer) => answer.statusCode === 200,
        10_000,
      );
      fake.pay(createOrderResponse.parse(json(quickOrder)).order_id);
      await fake.deliver();
      expect(await countOf(line.product_size_id)).toBe(0);

      // The slow payment arrives; Razorpay reports it twice over (payment.captured and order.paid, each twice).
      const payment = fake.pay(created.order_id);
      await fake.deliver({ twice: true });
      const [placed] = await ordersOf(late);
      expect(placed).toBeDefined();
      const short = placed!.items.find((item) => item.product_size_id === line.product_size_id)!;
      const kept = placed!.items.find((item) => item.product_size_id === second.product_size_id)!;
      expect(short.refunded_quantity).toBe(1);
      expect(kept.refunded_quantity ?? 0).toBe(0);
      const rows = await ledger(placed!.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        requestedBy: 'system',
        status: 'processed',
        amountPaise: Math.round(short.price * 100),
      });
      // At Razorpay: one refund of that payment, sent with the order's short-refund key.
      const atRazorpay = [...fake.refunds.values()].filter(
        (refund) => refund.payment_id === payment.razorpay_payment_id,
      );
      expect(atRazorpay).toHaveLength(1);
      expect(atRazorpay[0]!.idempotencyKey).toBe(rows[0]!.idempotencyKey);
      // Reported again later (the browser's store call, the reconciliation pass): still one refund.
      expect((await late.store(payment, [line, second])).statusCode).toBe(200);
      await t.services.settlement.askGateway(
        (
          await t.database.db
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.gatewayOrderId, created.order_id))
        )[0]!,
      );
      expect(
        fake.requests.filter(
          (r) => r.method === 'POST' && r.path === `/v1/payments/${payment.razorpay_payment_id}/refund`,
        ),
      ).toHaveLength(1);
      expect(await ledger(placed!.id)).toHaveLength(1);
      expect(await countOf(line.product_size_id)).toBe(0);

      // The customer is told, in the order's language, which item and why.
      const mail = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `order-refunded:${placed!.id}:${rows[0]!.id}`));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain(CUSTOMER_WORDS.ml.soldOutRefund);
      // The shop's own sentence, not dressed as something the farm's staff typed.
      expect(mail[0]!.text).not.toContain(CUSTOMER_WORDS.ml.farmReason(CUSTOMER_WORDS.ml.soldOutRefund));
      expect(mail[0]!.text).toContain(CUSTOMER_WORDS.ml.refundedFor);
      const [mine] = await ordersOf(late);
      expect(mine!.refunds).toEqual([
        expect.objectContaining({ kind: 'short', lines: [{ item_id: short.id, quantity: 1 }] }),
      ]);
      expect(mine!.payment_status).toBe('Partially refunded');
    } finally {
      await t.database.db.update(shop).set({ stockHoldSeconds: 900 });
    }
  });
});

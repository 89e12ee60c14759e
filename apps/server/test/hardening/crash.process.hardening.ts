/**
 * Crashes: the real server, killed with SIGKILL after verify-payment answered and before the order was stored (and
 * before the sandbox's webhook, 500 ms after the payment), loses nothing: after a restart the signed webhook
 * completes the order exactly once, and the browser coming back late gets that same order. Killed between
 * Razorpay making a refund and the shop recording it, it ends with exactly one refund and the order Refunded.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_DELAY_MS } from '../../src/modules/payments/sandbox-routes.js';
import { startFakeRazorpay } from '../fake-razorpay.js';
import {
  createPostgresDatabase,
  freePort,
  HttpShopper,
  sellableLines,
  signWebhook,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './server-process.js';

const running = new Set<ServerProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const server of running) await server.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(options: Parameters<typeof startServer>[0]) {
  // The orders need products: the demo's, put in before the first start (a real shop starts empty).
  const server = await startServer({ ...options, demo: true });
  running.add(server);
  return server;
}

const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(engines)('SIGKILL between payment verification and storing the order (%s)', (engine) => {
  it('loses nothing: after a restart the webhook completes the order exactly once', async () => {
    const dataDir = tempDataDir();
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(database.drop);
      databaseUrl = database.url;
    }
    const port = await freePort();
    let server = await start({ dataDir, port, databaseUrl });

    const shopper = new HttpShopper(server.url);
    await shopper.signUp();
    const [line] = await sellableLines(shopper);
    const cart = [{ ...line!, quantity: 2 }];

    // Pay and verify, then kill at once, well inside the sandbox's webhook delay; try again if the machine was slow.
    let payment:
      { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | undefined;
    let amount = 0;
    for (let attempt = 0; attempt < 3 && !payment; attempt++) {
      const created = await shopper.call('POST', '/api/create-order', {
        address_id: shopper.addressId,
        cart,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const paidAt = Date.now();
      const paid = await shopper.call('POST', '/api/sandbox/payments', {
        order_id: created.body.order_id,
        outcome: 'success',
      });
      expect(paid.status).toBe(200);
      const verified = await shopper.call('POST', '/api/verify-payment', paid.body);
      expect(verified.body).toEqual({ status: 'success' });
      const elapsed = Date.now() - paidAt;
      await server.kill();
      running.delete(server);
      if (elapsed < SANDBOX_WEBHOOK_DELAY_MS - 100) {
        payment = paid.body;
        amount = created.body.amount;
      } else {
        server = await start({ dataDir, port, databaseUrl }); // too slow: the webhook may have run; again
      }
    }
    expect(payment, 'could not kill the server within the webhook delay').toBeDefined();

    server = await start({ dataDir, port, databaseUrl });
    shopper.base = server.url;
    // Nothing was stored before the kill, and the in-process webhook died with the process.
    expect((await shopper.call('GET', `/api/orders/${shopper.userId}`)).body).toEqual([]);

    // Razorpay retries its webhook after the restart, twice at once and once more.
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: payment!.razorpay_payment_id,
            order_id: payment!.razorpay_order_id,
            amount,
            status: 'captured',
          },
        },
      },
    });
    const deliver = () =>
      fetch(`${server.url}/api/webhooks/razorpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body) },
        body,
      }).then((r) => r.status);
    expect(await Promise.all([deliver(), deliver()])).toEqual([200, 200]);
    expect(await deliver()).toBe(200);

    const orders = (await shopper.call('GET', `/api/orders/${shopper.userId}`)).body as {
      id: number;
      payment_status: string;
      items_count: number;
      total_amount: number;
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ payment_status: 'Paid', items_count: 2 });
    expect(Math.round(orders[0]!.total_amount * 100)).toBe(amount);

    // The browser comes back after all: the same order, not a second one.
    const late = await shopper.call('POST', '/api/store_order_user', {
      amount: 1,
      shipping_charge: 0,
      user_id: shopper.userId,
      address: shopper.addressId,
      payment_method: 'RAZORPAY',
      cash_on_delivery: 0,
      cart: cart.map((l) => ({ ...l, price: 1, product_prize_id: l.product_size_id })),
      payment_status: 'PAID',
      ...payment,
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.order_id).toBe(orders[0]!.id);
    expect((await shopper.call('GET', `/api/orders/${shopper.userId}`)).body).toHaveLength(1);
    await server.kill();
    running.delete(server);
  });
});

describe.each(engines)('SIGKILL between the refund call and its record (%s)', (engine) => {
  it('ends with exactly one refund at Razorpay and a true status', async () => {
    const fake = await startFakeRazorpay();
    cleanups.push(() => fake.close());
    const dataDir = tempDataDir();
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (engine === 'postgres') {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(database.drop);
      databaseUrl = database.url;
    }
    const port = await freePort();
    const env = {
      PAYMENTS: 'test',
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_API_URL: fake.url,
    };
    let server = await start({ dataDir, port, databaseUrl, env });
    // Razorpay's webhooks go to whichever server is running on the port; they wait while none is.
    fake.webhooks(async (delivery) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.eventId,
        },
        body: delivery.body,
      });
      return response.status;
    }, 'manual');

    const shopper = new HttpShopper(server.url);
    await shopper.signUp();
    const [line] = await sellableLines(shopper);
    const created = await shopper.call('POST', '/api/create-order', {
      address_id: shopper.addressId,
      cart: [{ ...line!, quantity: 1 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const payment = fake.pay(created.body.order_id);
    expect((await shopper.call('POST', '/api/verify-payment', payment)).status).toBe(200);
    const stored = await shopper.call('POST', '/api/store_order_user', {
      payment_method: 'RAZORPAY',
      address: shopper.addressId,
      cart: [{ ...line, quantity: 1 }],
      ...payment,
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const orderId = stored.body.order_id as number;
    fake.outbox.length = 0;

    // Razorpay makes the refund; the shop dies before it hears so.
    fake.beforeRefundAnswer = async () => {
      fake.beforeRefundAnswer = undefined;
      await server.kill();
      running.delete(server);
    };
    const cancel = await shopper
      .call('POST', `/api/order/cancel/${orderId}`)
      .catch((error: unknown) => error);
    expect(cancel, JSON.stringify({ cancel, requests: fake.requests.slice(-5) })).toBeInstanceOf(Error); // the connection died with the server
    expect(fake.refunds.size).toBe(1);

    server = await start({ dataDir, port, databaseUrl, env });
    shopper.base = server.url;
    // The order was cancelled with its refund pending, in one transaction, before the call.
    const [pending] = (await shopper.call('GET', `/api/orders/${shopper.userId}`)).body as {
      status: string;
      payment_status: string;
    }[];
    expect(pending).toMatchObject({ status: 'Cancelled', payment_status: 'Refund pending' });

    // Razorpay's refund webhooks (delivered twice) settle the ledger row the shop never heard back about.
    await fake.deliver({ twice: true });
    const [settled] = (await shopper.call('GET', `/api/orders/${shopper.userId}`)).body as {
      payment_status: string;
      refunded_amount: number;
      total_amount: number;
    }[];
    expect(settled).toMatchObject({ payment_status: 'Refunded' });
    expect(settled!.refunded_amount).toBe(settled!.total_amount);
    expect(fake.refunds.size).toBe(1);
    await server.kill();
    running.delete(server);
  });
});

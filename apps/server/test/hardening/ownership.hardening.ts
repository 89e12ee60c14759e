/**
 * Other people's data: for every customer-scoped route of the route table, customer B's token against customer A's
 * ids is refused (404, or 403 where API.md says so) and A's data is the same afterwards. A new customer-scoped route
 * fails this file until it is listed below.
 */
import { createOrderResponse, storeOrderResponse } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistRequests } from '../../src/db/schema.js';
import { SandboxGateway } from '../../src/modules/payments/index.js';
import { addressBody } from '../factories.js';
import { createTestApp, json, type TestApp } from '../harness.js';
import { lineFor, sellableProducts, Shopper } from '../shopper.js';

/** B's own name on B's addresses: nothing B gets back may name A (the factory's Nandini). */
const strangersName = { first_name: 'Meera', last_name: 'Pillai' };

let t: TestApp;
let owner: Shopper;
let stranger: Shopper;
const a = {
  orderId: 0,
  gatewayOrder: '',
  payment: { razorpay_order_id: '', razorpay_payment_id: '', razorpay_signature: '' },
  waitlistId: 0,
};
let line: ReturnType<typeof lineFor>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await Shopper.start(t.app);
  stranger = await Shopper.start(t.app);
  const [product] = await sellableProducts(t.app, 1);
  line = lineFor(product!, 2);
  const first = createOrderResponse.parse(json(await owner.createOrder([line])));
  const paid = await owner.sandboxPay(first.order_id);
  a.orderId = storeOrderResponse.parse(json(await owner.store(paid, [line]))).order_id;
  // A second gateway order of A's, paid but not yet stored: the stranger tries to verify and store it. It is paid
  // at the sandbox gateway itself, without the webhook the sandbox's checkout page would send half a second later
  // (a late webhook): that webhook would store the order in the middle of the attacks whenever they take longer
  // than that (a loaded machine), and A's data would change under the test for a reason that is not B's doing.
  const second = createOrderResponse.parse(json(await owner.createOrder([line])));
  a.gatewayOrder = second.order_id;
  // A waiting for a size to come back (written as the waitlist writes a signed-in shopper's request).
  const [request] = await t.database.db
    .insert(waitlistRequests)
    .values({
      productSizeId: line.product_size_id,
      userId: owner.userId,
      email: 'owner.waiting@example.com',
      tokenHash: 'f'.repeat(64),
      state: 'waiting',
    })
    .returning({ id: waitlistRequests.id });
  a.waitlistId = request!.id;
  if (!(t.services.gateway instanceof SandboxGateway))
    throw new Error('this test pays through the sandbox gateway');
  const { payment, signature } = await t.services.gateway.pay(second.order_id, second.amount, 'success');
  a.payment = {
    razorpay_order_id: second.order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: signature,
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Attack = () => Promise<{ statusCode: number; body: string }>;

/**
 * B against A, for every customer-scoped route, keyed by `METHOD url` (HEAD is its GET). `null`: the route has no id
 * of anyone's: it acts on the caller alone (the list says why).
 */
const attacks: Record<string, { expect: number[]; run: Attack } | { self: string }> = {
  'POST /api/logout': { self: "revokes the caller's own token" },
  'GET /api/user': { self: 'the caller' },
  'GET /api/customer.messages': { self: "the caller's own choice of messages" },
  'POST /api/customer.messages': {
    // The body has no user id; one sent anyway is ignored: the stranger changes only their own choice.
    expect: [200],
    run: () => stranger.post('/api/customer.messages', { user_id: owner.userId, email_news: false }),
  },
  'POST /api/customer.details': {
    expect: [403, 404],
    run: () => stranger.post('/api/customer.details', { user_id: owner.userId }),
  },
  'POST /api/customer.detail': {
    expect: [403, 404],
    run: () => stranger.post('/api/customer.detail', { user_id: owner.userId }),
  },
  'POST /api/customer.update': {
    // The body has no user id; one sent anyway is ignored: the stranger changes only themself.
    expect: [200],
    run: () =>
      stranger.post('/api/customer.update', { user_id: owner.userId, id: owner.userId, name: 'Mallory' }),
  },
  'POST /api/customer.password': {
    // The body has no user id; one sent anyway is ignored: only the caller's own password, known to them, changes.
    expect: [422],
    run: () =>
      stranger.post('/api/customer.password', {
        user_id: owner.userId,
        current_password: 'a-guess',
        password: 'taken-over-1',
      }),
  },
  'GET /api/addresses': { self: "the caller's addresses" },
  'POST /api/addresses': {
    expect: [201],
    run: () => stranger.post('/api/addresses', addressBody({ user_id: owner.userId, ...strangersName })),
  },
  'PUT /api/addresses/:id': {
    expect: [404],
    run: () =>
      stranger.app.inject({
        method: 'PUT',
        url: `/api/addresses/${owner.addressId}`,
        headers: { authorization: `Bearer ${stranger.token}` },
        payload: addressBody({ ...strangersName, address: 'Taken over' }),
      }),
  },
  'DELETE /api/addresses/:id': {
    expect: [404],
    run: () =>
      stranger.app.inject({
        method: 'DELETE',
        url: `/api/addresses/${owner.addressId}`,
        headers: { authorization: `Bearer ${stranger.token}` },
      }),
  },
  'POST /api/addresses/:id/default': {
    expect: [404],
    run: () => stranger.post(`/api/addresses/${owner.addressId}/default`),
  },
  'GET /api/complaints/mine': {
    self: "the caller's own complaints (a stranger's ticket: test/complaints.test.ts)",
  },
  'GET /api/waitlist/mine': { self: "the caller's own requests (test/waitlist.test.ts)" },
  'POST /api/waitlist/:id/stop': {
    expect: [404],
    run: () => stranger.post(`/api/waitlist/${a.waitlistId}/stop`),
  },
  'POST /api/reviews': { self: 'the author is the caller whatever user_id says (test/reviews.test.ts)' },
  'POST /api/calculate-shipping': {
    expect: [404],
    run: () =>
      stranger.post('/api/calculate-shipping', {
        address_id: owner.addressId,
        items: [{ product_size_id: line.product_size_id, qty: 1 }],
      }),
  },
  'POST /api/create-order': {
    expect: [404],
    run: () => stranger.createOrder([line], { address_id: owner.addressId }),
  },
  'POST /api/verify-payment': { expect: [400], run: () => stranger.post('/api/verify-payment', a.payment) },
  'POST /api/store_order_user': {
    expect: [404],
    run: () => stranger.store(a.payment, [line], { user_id: owner.userId, address: owner.addressId }),
  },
  'GET /api/orders/:id': { expect: [403], run: () => stranger.get(`/api/orders/${owner.userId}`) },
  'GET /api/orders/by-payment/:razorpay_order_id': {
    expect: [404],
    run: () => stranger.get(`/api/orders/by-payment/${a.payment.razorpay_order_id}`),
  },
  'GET /api/order/:id/items': { expect: [404], run: () => stranger.get(`/api/order/${a.orderId}/items`) },
  'GET /api/order/:id/invoice.pdf': {
    expect: [404],
    run: () => stranger.get(`/api/order/${a.orderId}/invoice.pdf`),
  },
  // The first credit note of the shop, whoever's it is (test/credit-notes.test.ts refuses a stranger a real one).
  'GET /api/order/:id/credit-notes/:noteId.pdf': {
    expect: [404],
    run: () => stranger.get(`/api/order/${a.orderId}/credit-notes/1.pdf`),
  },
  'POST /api/order/cancel/:id': { expect: [404], run: () => stranger.post(`/api/order/cancel/${a.orderId}`) },
  'POST /api/order/reorder/:id': {
    expect: [404],
    run: () => stranger.post(`/api/order/reorder/${a.orderId}`),
  },
};

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

/** Everything of A's the API shows A, plus what the database holds of A's gateway orders. */
async function ownersData() {
  const read = async (url: string) => {
    const response = await owner.get(url);
    return { status: response.statusCode, body: json(response) };
  };
  return {
    user: await read('/api/user'),
    addresses: await read('/api/addresses'),
    messages: await read('/api/customer.messages'),
    orders: await read(`/api/orders/${owner.userId}`),
    items: await read(`/api/order/${a.orderId}/items`),
    waitlist: await read('/api/waitlist/mine'),
    unstored: await t.services.paymentOrders.findByGatewayId(a.gatewayOrder),
  };
}

describe("customer B against customer A's data", () => {
  it('has an attack for every customer-scoped route of the route table', () => {
    const scoped = t.app.routeTable.filter((r) => r.customer).map((r) => key(r.method, r.url));
    expect(scoped.length).toBeGreaterThan(10);
    expect(
      scoped.filter((k) => !attacks[k]),
      'customer-scoped routes with no ownership check here',
    ).toEqual([]);
    // Every route with an id in its path must be attacked, never waved through as "self".
    for (const k of scoped.filter((k) => k.includes(':'))) expect(attacks[k], k).toHaveProperty('run');
  });

  it('is refused everywhere and changes nothing of A', async () => {
    const before = await ownersData();
    expect(before.orders.status).toBe(200);
    for (const [k, attack] of Object.entries(attacks)) {
      if (!('run' in attack)) continue;
      const response = await attack.run();
      expect(attack.expect, `${k} -> ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      if (response.statusCode >= 400) expect(json<{ message: string }>(response).message, k).toBeTruthy();
      // Nothing B gets back names A.
      expect(response.body, k).not.toContain('Nandini');
    }
    expect(await ownersData()).toEqual(before);
    // A can still store their own payment, once.
    const stored = await owner.store(a.payment, [line]);
    expect(stored.statusCode).toBe(201);
  });
});

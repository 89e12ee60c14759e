import {
  DESK_MESSAGES,
  NOTIFICATION_MESSAGES,
  STAFF_MESSAGES,
  createOrderResponse,
  dashboardResponse,
  deskOrderResponse,
  deskOrdersResponse,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, paymentOrders } from '../src/db/schema.js';
import { addressBody } from './factories.js';
import { createTestApp, json, type TestApp, signInStaff } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await signInStaff(t, 'desk'));
});
afterAll(async () => t?.close());

/** A paid order of `quantity` of the first sellable product, placed by a shopper at `address`. */
async function paidOrder(address = addressBody(), quantity = 1) {
  const shopper = await Shopper.start(t.app, address);
  const [product] = await sellableProducts(t.app, 1);
  const cart = [lineFor(product!, quantity)];
  const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
  const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
  expect(stored.statusCode).toBe(201);
  const { order_id: id, order_no: orderNo } = json<{ order_id: number; order_no: string }>(stored);

  return { shopper, id, orderNo, product: product! };
}

function get(role: 'owner' | 'manager' | 'packer', url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: cookies[role]! } });
}

function post(role: 'owner' | 'manager' | 'packer', url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: cookies[role]! }, payload });
}

const list = async (query: string) => {
  const response = await get('packer', `/api/admin/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return deskOrdersResponse.parse(json(response));
};

describe('the order desk list', () => {
  it('finds an order by its number, the customer’s e-mail, name or mobile, or the delivery phone, and pages on the server', async () => {
    const placed = await paidOrder(addressBody({ first_name: 'Sreelakshmi', last_name: 'Kurup' }));
    const { customer } = deskOrderResponse.parse(json(await get('packer', `/api/admin/orders/${placed.id}`)));
    for (const q of [
      placed.orderNo,
      placed.orderNo.toLowerCase(),
      customer.email,
      customer.email.toUpperCase(),
      customer.email.split('@')[0]!,
      customer.name.toUpperCase(),
      `+91 ${customer.mobile}`,
      '98470 55555',
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.data.map((row) => row.id),
        q,
      ).toContain(placed.id);
    }
    const row = (await list(`q=${encodeURIComponent(placed.orderNo)}`)).data[0]!;
    expect(row).toMatchObject({
      order_no: placed.orderNo,
      status: 'Placed',
      payment_status: 'Paid',
      ship_to: { name: 'Sreelakshmi Kurup', city: 'Wandoor', state: 'Kerala' },
      zone: 'kerala',
    });
    // A search with LIKE's own wildcards matches them literally, not everything.
    expect((await list('q=%25%25%25')).total).toBe(0);
    await paidOrder();
    await paidOrder();
    const firstPage = await list('per_page=2&page=1');
    const secondPage = await list('per_page=2&page=2');
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.total).toBe(secondPage.total);
    expect(firstPage.data.map((r) => r.id)).not.toContain(secondPage.data[0]?.id);
    // Newest first.
    expect(firstPage.data[0]!.id).toBeGreaterThan(firstPage.data[1]!.id);
  });

  it('filters by status, payment, zone and days in Kerala, and counts the waiting ones for the tabs', async () => {
    const kerala = await paidOrder();
    const karnataka = await paidOrder(addressBody({ state_id: 2, city: 'Mysuru', pincode: '570001' }));
    await post('packer', `/api/admin/orders/${kerala.id}/status`, { status: 'Accepted' });
    const accepted = await list('status=Accepted');
    expect(accepted.data.map((r) => r.id)).toContain(kerala.id);
    expect(accepted.data.every((r) => r.status === 'Accepted')).toBe(true);
    expect(accepted.counts.Accepted).toBeGreaterThanOrEqual(1);
    expect(Object.keys(accepted.counts).sort()).toEqual(['Accepted', 'Packed', 'Placed', 'Shipped']);
    const rest = await list('zone=rest_of_india');
    expect(rest.data.map((r) => r.id)).toContain(karnataka.id);
    expect(rest.data.map((r) => r.id)).not.toContain(kerala.id);
    expect((await list('payment_status=Pending')).data.map((r) => r.id)).not.toContain(kerala.id);

    // 00:30 on 1 April in Kerala is still 31 March in UTC: the desk counts it on 1 April.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-31T19:00:00Z') })
      .where(eq(orders.id, karnataka.id));
    expect((await list('from=2026-04-01&to=2026-04-01')).data.map((r) => r.id)).toEqual([karnataka.id]);
    expect((await list('from=2026-03-31&to=2026-03-31')).data.map((r) => r.id)).not.toContain(karnataka.id);
  });

  it('refuses a bad filter in words', async () => {
    for (const [query, message] of [
      ['from=2026-13-01', DESK_MESSAGES.dateInvalid],
      ['from=2026-05-02&to=2026-05-01', DESK_MESSAGES.rangeReversed],
      ['page=0', DESK_MESSAGES.pageInvalid],
      ['per_page=101', DESK_MESSAGES.pageInvalid],
    ] as const) {
      const response = await get('packer', `/api/admin/orders?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(json(response), query).toMatchObject({ message });
    }
  });
});

describe('one order at the desk', () => {
  it('shows lines, customer, payment ids, history and refunds; an unknown order is 404', async () => {
    const placed = await paidOrder(addressBody(), 2);
    await post('packer', `/api/admin/orders/${placed.id}/status`, { status: 'Accepted' });
    const refund = await post('manager', `/api/admin/orders/${placed.id}/refunds`, {
      amount: 10,
      reason: 'One jar arrived cracked',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const response = await get('packer', `/api/admin/orders/${placed.id}`);
    expect(response.statusCode).toBe(200);
    const view = deskOrderResponse.parse(json(response));
    expect(view.order.items).toHaveLength(1);
    expect(view.customer.email).toMatch(/@example\.com$/);
    expect(view.payment.gateway_payment_id).toMatch(/^pay_/);
    expect(view.events.map((e) => e.to)).toEqual(['Accepted']);
    expect(view.refunds).toEqual([
      expect.objectContaining({
        amount: 10,
        reason: 'One jar arrived cracked',
        requested_by: expect.stringMatching(/^staff:/),
      }),
    ]);
    expect(view.weight_grams).toBeGreaterThan(0);
    const missing = await get('packer', '/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('moving several orders at once', () => {
  it('accepts each it can and says why for each it cannot', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const cancelled = await paidOrder();
    await post('owner', `/api/admin/orders/${cancelled.id}/status`, {
      status: 'Cancelled',
      note: 'Out of stock',
    });
    const response = await post('packer', '/api/admin/orders/bulk-status', {
      ids: [first.id, second.id, cancelled.id, 999999],
      status: 'Accepted',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = json<{ results: { id: number; ok: boolean; message: string }[] }>(response);
    expect(results).toEqual([
      { id: first.id, ok: true, message: STAFF_MESSAGES.orderMoved },
      { id: second.id, ok: true, message: STAFF_MESSAGES.orderMoved },
      { id: cancelled.id, ok: false, message: 'An order that is Cancelled cannot become Accepted.' },
      { id: 999999, ok: false, message: expect.any(String) },
    ]);
    const shipped = await post('packer', '/api/admin/orders/bulk-status', {
      ids: [first.id],
      status: 'Shipped',
    });
    expect(shipped.statusCode).toBe(422);
    expect(json(shipped)).toMatchObject({ message: DESK_MESSAGES.bulkStatus });
    const none = await post('packer', '/api/admin/orders/bulk-status', { ids: [], status: 'Packed' });
    expect(json(none)).toMatchObject({ message: DESK_MESSAGES.noOrders });
  });
});

describe('the dashboard', () => {
  it('counts today’s orders and revenue, what waits, 30 days by day, and the best sellers', async () => {
    const first = await get('manager', '/api/admin/dashboard');
    expect(first.statusCode, first.body).toBe(200);
    const before = dashboardResponse.parse(json(first));
    const placed = await paidOrder(addressBody(), 2);
    const after = dashboardResponse.parse(json(await get('manager', '/api/admin/dashboard')));
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBeGreaterThan(before.today.revenue!);
    expect(after.waiting.Placed).toBe(before.waiting.Placed + 1);
    expect(after.revenue_by_day).toHaveLength(30);
    expect(after.revenue_by_day!.at(-1)!.orders).toBe(after.today.orders);
    expect(after.top_products.map((p) => p.product_id)).toContain(placed.product.id);
    expect(after.top_products.every((p) => typeof p.revenue === 'number')).toBe(true);
    expect(after.low_stock).toEqual([]);
  });

  it('gives a packer the counts and no money figure at all', async () => {
    await paidOrder(addressBody(), 1);
    const response = await get('packer', '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const answer = dashboardResponse.parse(json(response));
    expect(answer.today.orders).toBeGreaterThan(0);
    expect(answer.top_products.length).toBeGreaterThan(0);
    // No revenue anywhere in what the server sends, not only in what the console shows.
    expect(response.body).not.toMatch(/revenue/);
    expect(answer.revenue_by_day).toBeUndefined();
  });
});

describe('test payments (issue 33)', () => {
  it('an order the sandbox paid is a test payment wherever staff see it; one paid live is not', async () => {
    const placed = await paidOrder();
    const row = (await list(`q=${encodeURIComponent(placed.orderNo)}`)).data[0]!;
    expect(row).toMatchObject({ order_no: placed.orderNo, payment_method: 'RAZORPAY', test_payment: true });
    const page = deskOrderResponse.parse(json(await get('packer', `/api/admin/orders/${placed.id}`)));
    expect(page.payment.test_payment).toBe(true);
    const exportRow = async () => {
      const response = await get('owner', '/api/admin/orders/export?kind=orders');
      expect(response.statusCode, response.body).toBe(200);
      return response.body.split('\n').find((line) => line.startsWith(`${placed.orderNo},`))!;
    };
    expect(await exportRow()).toContain(`"${NOTIFICATION_MESSAGES.testPayment}"`);
    // The farm's "new order" e-mail says so too, so nobody packs jars for it from the inbox.
    const [farmMail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `farm-new-order:${placed.id}`));
    expect(farmMail?.text).toContain(NOTIFICATION_MESSAGES.testPayment);
    expect(farmMail?.text).not.toContain(NOTIFICATION_MESSAGES.paidOnline);

    // The same order as if its gateway order had been made with live keys: paid online, nothing more.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    await t.database.db
      .update(paymentOrders)
      .set({ gatewayMode: 'live' })
      .where(eq(paymentOrders.gatewayOrderId, order!.gatewayOrderId!));
    expect((await list(`q=${encodeURIComponent(placed.orderNo)}`)).data[0]!.test_payment).toBe(false);
    const live = deskOrderResponse.parse(json(await get('packer', `/api/admin/orders/${placed.id}`)));
    expect(live.payment.test_payment).toBe(false);
    expect(await exportRow()).toContain(NOTIFICATION_MESSAGES.paidOnline);
  });

  it('a cash-on-delivery order is never a test payment', async () => {
    const rows = (await list('per_page=100')).data.filter((r) => r.payment_method === 'COD');
    for (const r of rows) expect(r.test_payment).toBe(false);
  });
});

import {
  DELIVERY_PLAN_MESSAGE,
  PREORDER_MESSAGES,
  SHORT_HARVEST_REASON,
  calculateShippingResponse,
  cartStockResponse,
  harvestAnswer,
  harvestOutcome,
  order as orderSchema,
  packingListResponse,
  preorderAnswer,
  preorderListResponse,
  productResponse,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, preorders, refunds, shop } from '../src/db/schema.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let cookies: Record<StaffRole, string>;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'preorders');
  products = await sellableProducts(t.app, 12);
});
afterAll(async () => t?.close());

function staffCall(role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] } });
}

const WINDOW = { dispatch_from: '2099-01-12', dispatch_to: '2099-01-18', closes_on: '2098-12-31' };

async function open(index: number, expected: number): Promise<{ line: Line; id: number }> {
  const line = lineFor(products[index]!, 1);
  const opened = await staffCall('owner', 'POST', '/api/admin/preorders', {
    product_size_id: line.product_size_id,
    expected_quantity: expected,
    ...WINDOW,
    note: 'New season',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { line, id: preorderAnswer.parse(json(opened)).preorder.id };
}

async function buy(shopper: Shopper, cart: Line[], extra: object = {}) {
  const created = await shopper.createOrder(cart, extra);
  if (created.statusCode !== 200) return { status: created.statusCode, body: created.body };
  const payment = await shopper.sandboxPay(json<{ order_id: string }>(created).order_id);
  const stored = await shopper.store(payment, cart);
  return {
    status: stored.statusCode,
    body: stored.body,
    orderId: json<{ order?: { id: number } }>(stored).order?.id,
  };
}

async function orderOf(shopper: Shopper, orderId: number | undefined) {
  const list = json<unknown[]>(await shopper.get(`/api/orders/${shopper.userId}`)).map((o) =>
    orderSchema.parse(o),
  );
  return list.find((o) => o.id === orderId)!;
}

async function preorderRow(id: number) {
  const [row] = await t.database.db.select().from(preorders).where(eq(preorders.id, id));
  return row!;
}

describe('opening a pre-order', () => {
  it('refuses a reversed window, a closing date after dispatch starts and fewer than 1 unit, in words', async () => {
    const line = lineFor(products[0]!, 1);
    const base = { product_size_id: line.product_size_id, expected_quantity: 10, ...WINDOW };
    const cases: [object, string, string][] = [
      [{ dispatch_to: '2099-01-10' }, 'dispatch_to', PREORDER_MESSAGES.windowReversed],
      [{ closes_on: '2099-01-12' }, 'closes_on', PREORDER_MESSAGES.closesAfterDispatch],
      [{ expected_quantity: 0 }, 'expected_quantity', PREORDER_MESSAGES.expectedMin],
    ];
    for (const [change, field, message] of cases) {
      const refused = await staffCall('owner', 'POST', '/api/admin/preorders', { ...base, ...change });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(refused).errors[field]).toContain(message);
    }
  });

  it('shows the size as a pre-order on the cart and refuses a second one for the same size', async () => {
    const { line, id } = await open(1, 7);
    const stock = cartStockResponse.parse(
      json(await t.app.inject({ method: 'POST', url: '/api/cart/stock', payload: { items: [line] } })),
    );
    expect(stock.lines[0]).toMatchObject({ in_stock: true, stock_left: 7, preorder: { id, left: 7 } });
    // The product page says it too (the size is not counted: its answer is read fresh because of the pre-order).
    const page = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${line.product_id}` })),
    );
    expect(page.product.sizes.find((size) => size.id === line.product_size_id)?.preorder).toMatchObject({
      id,
      left: 7,
      dispatch_from: WINDOW.dispatch_from,
    });
    const again = await staffCall('owner', 'POST', '/api/admin/preorders', {
      product_size_id: line.product_size_id,
      expected_quantity: 3,
      ...WINDOW,
    });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(PREORDER_MESSAGES.alreadyOpen);
  });
});

describe('buying from a pre-order', () => {
  it('caps concurrent shoppers at the expected quantity: none oversold', async () => {
    const expected = 5;
    const { line, id } = await open(2, expected);
    const people = await Promise.all(Array.from({ length: 16 }, () => Shopper.start(t.app)));
    const results = await Promise.all(people.map((person) => buy(person, [line])));
    expect(results.filter((r) => r.status === 201)).toHaveLength(expected);
    expect(results.filter((r) => r.status === 422)).toHaveLength(16 - expected);
    const row = await preorderRow(id);
    expect(row.soldQuantity).toBe(expected);
    // Sold out: the size is a shelf size again (not counted here, so the pre-order is simply gone from it).
    const stock = cartStockResponse.parse(
      json(await t.app.inject({ method: 'POST', url: '/api/cart/stock', payload: { items: [line] } })),
    );
    expect(stock.lines[0]!.preorder ?? null).toBeNull();
  });

  it('stops selling at its closing time', async () => {
    const { line, id } = await open(3, 10);
    await t.database.db
      .update(preorders)
      .set({ closesAt: sql`now() - interval '1 minute'` })
      .where(eq(preorders.id, id));
    const stock = cartStockResponse.parse(
      json(await t.app.inject({ method: 'POST', url: '/api/cart/stock', payload: { items: [line] } })),
    );
    expect(stock.lines[0]!.preorder ?? null).toBeNull();
  });

  it('refuses cash on delivery for a cart with a pre-order line, in words', async () => {
    const { line } = await open(4, 10);
    await t.database.db.update(shop).set({ codEnabled: true });
    const shopper = await Shopper.start(t.app);
    const refused = await shopper.post('/api/store_order_user', {
      payment_method: 'COD',
      address: shopper.addressId,
      cart: [line],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe(PREORDER_MESSAGES.codRefused);
  });

  it('prices a mixed cart per plan (together: one slab; split: a slab per parcel) and requires the plan', async () => {
    const { line } = await open(5, 50);
    const pre = { ...line, quantity: 6 };
    const ready = { ...lineFor(products[6]!, 1), quantity: 6 };
    const shopper = await Shopper.start(t.app);
    const quote = async (items: Line[], plan?: string) =>
      calculateShippingResponse.parse(
        json(
          await shopper.post('/api/calculate-shipping', {
            address_id: shopper.addressId,
            items: items.map((l) => ({ product_size_id: l.product_size_id, qty: l.quantity })),
            ...(plan ? { delivery_plan: plan } : {}),
          }),
        ),
      );
    const readyOnly = await quote([ready]);
    const preOnly = await quote([pre]);
    const whole = await quote([ready, pre], 'together');
    const split = await quote([ready, pre], 'split');
    expect(readyOnly.parcels).toBeUndefined();
    expect(preOnly.parcels).toEqual([
      expect.objectContaining({
        when: 'later',
        dispatch_from: WINDOW.dispatch_from,
        dispatch_to: WINDOW.dispatch_to,
      }),
    ]);
    expect(whole.parcels).toHaveLength(1);
    expect(split.parcels?.map((p) => p.when)).toEqual(['now', 'later']);
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(paise(split.shipping_charge)).toBe(
      paise(readyOnly.shipping_charge) + paise(preOnly.shipping_charge),
    );
    expect(whole.total_weight).toBe(readyOnly.total_weight + preOnly.total_weight);
    expect(paise(whole.parcels![0]!.shipping_charge)).toBe(paise(whole.shipping_charge));
    // Without a plan, a mixed cart is priced together.
    expect((await quote([ready, pre])).shipping_charge).toBe(whole.shipping_charge);

    const noPlan = await shopper.createOrder([ready, pre]);
    expect(noPlan.statusCode, noPlan.body).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noPlan).errors.delivery_plan).toContain(
      DELIVERY_PLAN_MESSAGE,
    );
    const bought = await buy(shopper, [ready, pre], { delivery_plan: 'split' });
    expect(bought.status, bought.body).toBe(201);
    const placed = await orderOf(shopper, bought.orderId);
    expect(placed.delivery_plan).toBe('split');
    expect(placed.shipping_charge).toBe(split.shipping_charge);
    expect(placed.items.find((i) => i.product_size_id === pre.product_size_id)?.preorder).toMatchObject({
      harvested: false,
      dispatch_from: WINDOW.dispatch_from,
    });
  });
});

describe('the desk and the harvest', () => {
  it('refuses packing until the harvest; a short harvest refunds the shortfall latest first, with credit notes and messages', async () => {
    const { line, id } = await open(7, 6);
    const buyers = [await Shopper.start(t.app), await Shopper.start(t.app), await Shopper.start(t.app)];
    const ids: number[] = [];
    for (const buyer of buyers) {
      const bought = await buy(buyer, [{ ...line, quantity: 2 }]);
      expect(bought.status, bought.body).toBe(201);
      ids.push(bought.orderId!);
    }
    // The last order is in Malayalam; the first is accepted (its invoice issued).
    await t.database.db.update(orders).set({ language: 'ml' }).where(eq(orders.id, ids[2]!));
    const accepted = await staffCall('owner', 'POST', `/api/admin/orders/${ids[1]}/status`, {
      status: 'Accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const packed = await staffCall('owner', 'POST', `/api/admin/orders/${ids[1]}/status`, {
      status: 'Packed',
    });
    expect(packed.statusCode).toBe(409);
    expect(json<{ message: string }>(packed).message).toContain('Waiting for the harvest:');
    expect(json<{ message: string }>(packed).message).toContain('ships 12–18 January');

    const preview = harvestOutcome.parse(
      json(
        await staffCall('owner', 'POST', `/api/admin/preorders/${id}/harvest/preview`, {
          actual_quantity: 3,
        }),
      ),
    );
    expect(preview).toEqual({ sold: 6, refund_units: 3, refund_orders: 2, left_over: 0 });
    const recorded = await staffCall('owner', 'POST', `/api/admin/preorders/${id}/harvest`, {
      actual_quantity: 3,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(harvestAnswer.parse(json(recorded)).preorder.state).toBe('harvested');

    // Latest first: the third order loses both units, the second one of two, the first none.
    const refunded = await t.database.db
      .select()
      .from(refunds)
      .where(sql`${refunds.orderId} in (${sql.join(ids, sql`, `)})`);
    const byOrder = new Map(refunded.map((r) => [r.orderId, r]));
    expect(byOrder.has(ids[0]!)).toBe(false);
    expect(byOrder.get(ids[2]!)?.reason).toBe(SHORT_HARVEST_REASON.ml);
    expect(byOrder.get(ids[1]!)?.reason).toBe(SHORT_HARVEST_REASON.en);
    const second = await orderOf(buyers[1]!, ids[1]);
    expect(second.items[0]!.refunded_quantity).toBe(1);
    expect(second.credit_notes?.length ?? 0).toBeGreaterThan(0);
    const third = await orderOf(buyers[2]!, ids[2]);
    expect(third.items[0]!.refunded_quantity).toBe(2);
    const told = await t.database.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(sql`${outboxMessages.text} like ${'%' + SHORT_HARVEST_REASON.ml + '%'}`);
    expect(told.length).toBeGreaterThan(0);
    // Now the harvest is in: the accepted order may be packed.
    const packedNow = await staffCall('owner', 'POST', `/api/admin/orders/${ids[1]}/status`, {
      status: 'Packed',
    });
    expect(packedNow.statusCode, packedNow.body).toBe(200);
  });

  it('gives the units of a cancelled order back to the pre-order, and lists the packing per window', async () => {
    const { line, id } = await open(8, 4);
    const shopper = await Shopper.start(t.app);
    const bought = await buy(shopper, [{ ...line, quantity: 3 }]);
    expect(bought.status, bought.body).toBe(201);
    expect((await preorderRow(id)).soldQuantity).toBe(3);
    const packing = packingListResponse.parse(
      json(await staffCall('packer', 'GET', '/api/admin/preorders/packing')),
    );
    expect(packing.windows.flatMap((w) => w.orders.map((o) => o.order_id))).toContain(bought.orderId);
    const cancelled = await shopper.post(`/api/order/cancel/${bought.orderId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await preorderRow(id)).soldQuantity).toBe(0);
    const list = preorderListResponse.parse(json(await staffCall('packer', 'GET', '/api/admin/preorders')));
    expect(list.preorders.find((p) => p.id === id)).toMatchObject({
      sold: 0,
      left: 4,
      waiting: 0,
      state: 'open',
    });
  });
});

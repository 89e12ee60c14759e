import {
  LOT_MESSAGES,
  STOCK_MESSAGES,
  cartStockResponse,
  dashboardResponse,
  deskOrderResponse,
  order as orderSchema,
  productResponse,
  storeOrderResponse,
  stockDetail,
  stockListResponse,
  type ProductDetail,
  type StaffRole,
} from '@farm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, outboxMessages, productSizes, shop, stockHolds, stockMovements } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, eventually, lineFor, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies = new Map<StaffRole, string>();
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'manager', 'packer'] as StaffRole[]) {
    const body = staffBody(role, { email: `${role}.stock@farm.example` });
    await t.services.staff.create(body, { staffId: null, actor: 'test' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: ORIGIN },
      remoteAddress: `10.8.0.${cookies.size + 1}`,
      payload: { email: body.email, password: body.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    cookies.set(role, String(signedIn.headers['set-cookie']).split(';')[0]!);
  }
  products = await sellableProducts(t.app, 12);
});
afterAll(async () => t?.close());

function staffCall(role: StaffRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: cookies.get(role)! } });
}

/** A product of the demo shop, and the line for its first size, counted from here on with `count` jars. */
async function counted(index: number, count: number): Promise<{ product: ProductDetail; line: Line }> {
  const product = products[index]!;
  const line = lineFor(product, 1);
  const set = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
    action: 'count',
    count,
    reason: 'First count of the shelf',
  });
  expect(set.statusCode, set.body).toBe(200);
  return { product, line };
}

async function sizeOf(productId: number, sizeId: number) {
  const answer = productResponse.parse(
    json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })),
  );
  return answer.product.sizes.find((size) => size.id === sizeId)!;
}

async function countOf(sizeId: number): Promise<number | null> {
  const [row] = await t.database.db
    .select({ count: productSizes.stockCount })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  return row!.count;
}

async function movementSum(sizeId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productSizeId, sizeId));
  return Number(row!.sum);
}

/** Pays a gateway order in the sandbox and stores the order as the storefront does. */
async function payAndStore(shopper: Shopper, gatewayOrderId: string, cart: Line[]) {
  const payment = await shopper.sandboxPay(gatewayOrderId);
  return shopper.store(payment, cart);
}

describe('the console keeps counts as movements', () => {
  it('sets a count, takes in a batch and corrects it, each a movement with who and why; the count is their sum', async () => {
    const { line } = await counted(0, 12);
    const received = await staffCall('packer', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'receive',
      quantity: 6,
      note: 'Monday’s batch',
    });
    expect(received.statusCode, received.body).toBe(200);
    // The batch is a lot of its own (issue 38); the correction names it.
    const batch = stockDetail.parse(json(received)).lots.find((lot) => lot.received === 6)!;
    const corrected = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'correct',
      lot_id: batch.id,
      change: -2,
      reason: 'Two jars cracked in the shed',
    });
    const detail = stockDetail.parse(json(corrected));
    expect(detail.message).toBe(STOCK_MESSAGES.saved);
    expect(detail.level).toMatchObject({ stock_count: 16, held: 0, available: 16 });
    expect(detail.movements.map((m) => [m.kind, m.change, m.count_after, m.note])).toEqual([
      ['correction', -2, 16, 'Two jars cracked in the shed'],
      ['received', 6, 18, 'Monday’s batch'],
      ['count', 12, 12, 'First count of the shelf'],
    ]);
    expect(detail.movements[0]!.lot_code).toBe(batch.code);
    // The count is the sum of the lots: the first count's 12 and the batch's 6 less 2.
    expect(detail.lots.map((lot) => lot.on_hand).sort((a, b) => a - b)).toEqual([4, 12]);
    expect(detail.movements[0]!.staff_name).toBe('The manager');
    expect(detail.movements[1]!.staff_name).toBe('The packer');
    expect(await movementSum(line.product_size_id)).toBe(16);
  });

  it('refuses in words: below zero, a batch for an uncounted size, a correction of 0, no reason; and customers', async () => {
    const { line } = await counted(1, 3);
    const [lot] = stockDetail.parse(
      json(await staffCall('manager', 'GET', `/api/admin/stock/${line.product_size_id}`)),
    ).lots;
    const below = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'correct',
      lot_id: lot!.id,
      change: -4,
      reason: 'Miscount',
    });
    expect(below.statusCode).toBe(422);
    expect(json<{ message: string }>(below).message).toBe(LOT_MESSAGES.lotBelowZero(lot!.code, 3));
    const noLot = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'correct',
      change: -1,
      reason: 'Miscount',
    });
    expect(noLot.statusCode).toBe(422);
    expect(noLot.body).toContain(LOT_MESSAGES.lotRequired);

    const uncountedSize = products[2]!.sizes[0]!.id;
    const batch = await staffCall('manager', 'POST', `/api/admin/stock/${uncountedSize}`, {
      action: 'receive',
      quantity: 5,
      note: '',
    });
    expect(batch.statusCode).toBe(422);
    expect(json<{ message: string }>(batch).message).toBe(STOCK_MESSAGES.notCounted);

    const zero = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'correct',
      lot_id: lot!.id,
      change: 0,
      reason: 'Nothing',
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.body).toContain(STOCK_MESSAGES.changeInvalid);

    const noReason = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'correct',
      lot_id: lot!.id,
      change: 1,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain(STOCK_MESSAGES.reasonRequired);

    const unknown = await staffCall('manager', 'GET', '/api/admin/stock/999999');
    expect(unknown.statusCode).toBe(404);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/stock' });
    expect(anonymous.statusCode).toBe(401);
    // The hold time is the owner's setting.
    const packerSettings = await staffCall('packer', 'PUT', '/api/admin/settings/stock', {
      hold_minutes: 10,
      low_stock_threshold: 3,
    });
    expect(packerSettings.statusCode).toBe(403);
  });

  it('stops counting (the count goes to zero by a movement first) and the size sells as before', async () => {
    const { product, line } = await counted(2, 4);
    const stop = await staffCall('manager', 'POST', `/api/admin/stock/${line.product_size_id}`, {
      action: 'count',
      count: null,
      reason: 'We no longer count this one',
    });
    expect(stockDetail.parse(json(stop)).level).toMatchObject({ stock_count: null, available: null });
    expect(await movementSum(line.product_size_id)).toBe(0);
    const size = await sizeOf(product.id, line.product_size_id);
    expect(size.stock_left ?? null).toBeNull();
    expect(size.in_stock).toBe(true);
  });
});

describe('holds while paying', () => {
  it('two shoppers race for the last jar: one holds it, the other is told before paying; the sale empties the shelf', async () => {
    const { product, line } = await counted(3, 1);
    expect(await sizeOf(product.id, line.product_size_id)).toMatchObject({ in_stock: true, stock_left: 1 });
    const [first, second] = await Promise.all([Shopper.start(t.app), Shopper.start(t.app)]);
    const answers = await Promise.all([first.createOrder([line]), second.createOrder([line])]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(json<{ message: string }>(refused).message).toBe(
      STOCK_MESSAGES.notEnough([{ name: `${product.product_name} (${product.sizes[0]!.size})`, left: 0 }]),
    );
    // Held, not sold: the shelf still has it, shoppers cannot have it.
    expect(await sizeOf(product.id, line.product_size_id)).toMatchObject({ in_stock: false, stock_left: 0 });
    expect(await countOf(line.product_size_id)).toBe(1);

    const winner = answers[0]!.statusCode === 200 ? first : second;
    const winning = answers.find((answer) => answer.statusCode === 200)!;
    const stored = await payAndStore(winner, json<{ order_id: string }>(winning).order_id, [line]);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(await countOf(line.product_size_id)).toBe(0);
    expect(await movementSum(line.product_size_id)).toBe(0);
    const cart = cartStockResponse.parse(
      json(
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/stock',
          payload: { items: [{ product_size_id: line.product_size_id, quantity: 1 }] },
        }),
      ),
    );
    expect(cart.lines).toEqual([{ product_size_id: line.product_size_id, in_stock: false, stock_left: 0 }]);
    // Buying it again: the reorder lists it as not available rather than filling a cart checkout would refuse.
    const reorder = await winner.post(`/api/order/reorder/${json<{ order_id: number }>(stored).order_id}`);
    expect(json<{ unavailable: { product_size_id: number }[] }>(reorder).unavailable).toEqual([
      expect.objectContaining({ product_size_id: line.product_size_id }),
    ]);
    // The lists say so too (the stock module moved the content version when the size sold out).
    const list = await eventually(
      async () =>
        json<{ id: number; in_stock: boolean }[]>(
          await t.app.inject({ method: 'GET', url: `/api/categories/${product.category_id}/products` }),
        ),
      (found) => found.find((p) => p.id === product.id)?.in_stock === product.sizes.length > 1,
    );
    expect(list.find((p) => p.id === product.id)?.in_stock).toBe(product.sizes.length > 1);
  });

  it('a failed attempt keeps its jars: the retry inside the widget on the same gateway order sells them once', async () => {
    const { line } = await counted(4, 2);
    const shopper = await Shopper.start(t.app);
    const created = await shopper.createOrder([{ ...line, quantity: 2 }]);
    expect(created.statusCode, created.body).toBe(200);
    const gatewayOrderId = json<{ order_id: string }>(created).order_id;
    const other = await Shopper.start(t.app);
    expect((await other.createOrder([line])).statusCode).toBe(422);
    // The bank declines; the failure's webhook lands (reported here too, so the test does not wait on it).
    const declined = await shopper.sandboxPay(gatewayOrderId, 'failure');
    expect(declined.error?.description).toBeTruthy();
    await t.services.settlement.reportFailed(gatewayOrderId);
    // The jars are still the customer's: Razorpay's widget lets them pay again on this very gateway order.
    const meanwhile = await other.createOrder([line]);
    expect(meanwhile.statusCode, meanwhile.body).toBe(422);
    const stored = await payAndStore(shopper, gatewayOrderId, [{ ...line, quantity: 2 }]);
    expect(stored.statusCode, stored.body).toBe(201);
    const orderId = json<{ order_id: number }>(stored).order_id;
    expect(await countOf(line.product_size_id)).toBe(0);
    expect(await movementSum(line.product_size_id)).toBe(0);
    const desk = deskOrderResponse.parse(
      json(await staffCall('manager', 'GET', `/api/admin/orders/${orderId}`)),
    );
    expect(desk.stock_short).toEqual([]);
    expect(desk.refunds).toEqual([]);
    expect((await other.createOrder([line])).statusCode).toBe(422);

    // Cancelling the order gives back what it took, once.
    const cancelled = await shopper.post(`/api/order/cancel/${orderId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await countOf(line.product_size_id)).toBe(2);
    expect((await shopper.post(`/api/order/cancel/${orderId}`)).statusCode).toBe(409);
    expect(await countOf(line.product_size_id)).toBe(2);
    expect(await movementSum(line.product_size_id)).toBe(2);
    expect((await other.createOrder([line])).statusCode).toBe(200);
  });

  it('a new create-order for a changed cart releases the old hold (a refused one keeps it)', async () => {
    const { line } = await counted(10, 3);
    const shopper = await Shopper.start(t.app);
    const other = await Shopper.start(t.app);
    const first = await shopper.createOrder([{ ...line, quantity: 2 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect((await other.createOrder([{ ...line, quantity: 2 }])).statusCode).toBe(422);
    // One jar more: the customer's own earlier hold does not stand in their way, it is replaced.
    const more = await shopper.createOrder([{ ...line, quantity: 3 }]);
    expect(more.statusCode, more.body).toBe(200);
    expect(json<{ order_id: string }>(more).order_id).not.toBe(json<{ order_id: string }>(first).order_id);
    expect((await other.createOrder([line])).statusCode).toBe(422);
    // Asking for more than the shelf has is refused, and the hold of 3 stays.
    expect((await shopper.createOrder([{ ...line, quantity: 4 }])).statusCode).toBe(422);
    expect((await other.createOrder([line])).statusCode).toBe(422);
    // Down to one jar: the other two are free again at once.
    const fewer = await shopper.createOrder([line]);
    expect(fewer.statusCode, fewer.body).toBe(200);
    const bought = await other.createOrder([{ ...line, quantity: 2 }]);
    expect(bought.statusCode, bought.body).toBe(200);
    const holds = await t.database.db
      .select({ quantity: stockHolds.quantity, state: stockHolds.state })
      .from(stockHolds)
      .where(eq(stockHolds.productSizeId, line.product_size_id));
    expect(
      holds
        .filter((hold) => hold.state === 'held')
        .map((hold) => hold.quantity)
        .sort(),
    ).toEqual([1, 2]);
    expect(await countOf(line.product_size_id)).toBe(3);
  });

  it('a payment after its hold ran out on an empty shelf: an order whose short line is refunded at once, and said so', async () => {
    await t.database.db.update(shop).set({ stockHoldSeconds: 1 });
    try {
      const { line } = await counted(5, 1);
      const late = await Shopper.start(t.app);
      const created = await late.createOrder([line]);
      expect(created.statusCode, created.body).toBe(200);
      const lateOrderId = json<{ order_id: string }>(created).order_id;
      // The hold runs out by the database's clock; then another shopper may have the jar.
      const quick = await Shopper.start(t.app);
      // Tried until the database's clock passes the hold's end (1 second); not a measure of speed.
      const answer = await eventually(
        () => quick.createOrder([line]),
        (found) => found.statusCode === 200,
        10_000,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const quickOrder = json<{ order_id: string }>(answer);
      expect((await payAndStore(quick, quickOrder.order_id, [line])).statusCode).toBe(201);

      // The slow UPI payment arrives now: an order, nothing oversold, and the jar it could not have refunded at once.
      const stored = await payAndStore(late, lateOrderId, [line]);
      expect(stored.statusCode, stored.body).toBe(201);
      const placed = storeOrderResponse.parse(json(stored)).order;
      expect(await countOf(line.product_size_id)).toBe(0);
      expect(await movementSum(line.product_size_id)).toBe(0);
      const desk = deskOrderResponse.parse(
        json(await staffCall('manager', 'GET', `/api/admin/orders/${placed.id}`)),
      );
      // Nothing left for the desk to do, and it says why: the refund of the short line, by the shop itself.
      expect(desk.stock_short).toEqual([]);
      expect(desk.refunds).toEqual([
        expect.objectContaining({
          kind: 'short',
          requested_by: 'system',
          reason: STOCK_MESSAGES.shortRefundReason,
          // The whole order was short: its shipping charge goes back too.
          amount: desk.order.total_amount,
          lines: [expect.objectContaining({ quantity: 1, restock: false })],
        }),
      ]);
      const list = json<{ data: { id: number; short_refunded?: boolean; stock_short?: boolean }[] }>(
        await staffCall('manager', 'GET', '/api/admin/orders'),
      );
      expect(list.data.find((row) => row.id === placed.id)).toMatchObject({
        short_refunded: true,
        stock_short: false,
      });
      // The customer's order page names the item and why (the storefront says the reason in its language).
      const mine = z
        .array(orderSchema)
        .parse(json(await late.get(`/api/orders/${late.userId}`)))
        .find((order) => order.id === placed.id)!;
      expect(mine.refunds).toEqual([
        expect.objectContaining({
          kind: 'short',
          lines: [{ item_id: mine.items[0]!.id, quantity: 1 }],
        }),
      ]);
      expect(mine.items[0]!.refunded_quantity).toBe(1);
      expect(mine.payment_status).toBe('Refunded');
      const [mail] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, `order-refunded:${placed.id}:${desk.refunds[0]!.id}`));
      expect(mail!.text).toContain(STOCK_MESSAGES.shortRefundReason);
      // A cancel now refunds nothing more, and moves no jar (none was taken).
      const cancelled = await late.post(`/api/order/cancel/${placed.id}`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await countOf(line.product_size_id)).toBe(0);
      expect(await movementSum(line.product_size_id)).toBe(0);
    } finally {
      await t.database.db.update(shop).set({ stockHoldSeconds: 900 });
    }
  });

  it('cash on delivery takes from the shelf too, and is refused in words when it is not there', async () => {
    await t.database.db.update(shop).set({ codEnabled: true });
    t.services.cache.invalidate();
    const { product, line } = await counted(6, 1);
    const shopper = await Shopper.start(t.app);
    const cod = (quantity: number) =>
      shopper.post('/api/store_order_user', {
        address: shopper.addressId,
        payment_method: 'COD',
        cart: [{ ...line, quantity }],
      });
    const tooMany = await cod(2);
    expect(tooMany.statusCode).toBe(422);
    expect(json<{ message: string }>(tooMany).message).toBe(
      STOCK_MESSAGES.notEnough([{ name: `${product.product_name} (${product.sizes[0]!.size})`, left: 1 }]),
    );
    expect((await cod(1)).statusCode).toBe(201);
    expect(await countOf(line.product_size_id)).toBe(0);
  });
});

describe('the reconciliation pass', () => {
  it('marks holds that ran out as released and deletes holds that ended a month ago', async () => {
    const { line } = await counted(9, 3);
    const shopper = await Shopper.start(t.app);
    const created = await shopper.createOrder([line]);
    expect(created.statusCode, created.body).toBe(200);
    const [hold] = await t.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.productSizeId, line.product_size_id));
    // It ran out a minute ago: it no longer counts, and the pass marks it released.
    await t.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stockHolds.id, hold!.id));
    await t.services.stock.releaseExpired();
    const [released] = await t.database.db.select().from(stockHolds).where(eq(stockHolds.id, hold!.id));
    expect(released!.state).toBe('released');
    // Ended 31 days ago: gone; the movements keep the history.
    await t.database.db
      .update(stockHolds)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(stockHolds.id, hold!.id));
    await t.services.stock.releaseExpired();
    expect(await t.database.db.select().from(stockHolds).where(eq(stockHolds.id, hold!.id))).toHaveLength(0);
    expect(await countOf(line.product_size_id)).toBe(3);
  });
});

describe('the farm sees what runs low', () => {
  it('lists sizes at or under the threshold on the dashboard and in the stock list, fewest first', async () => {
    const { line } = await counted(7, 2);
    const low = stockListResponse.parse(json(await staffCall('packer', 'GET', '/api/admin/stock?low=1')));
    expect(low.sizes.map((size) => size.product_size_id)).toContain(line.product_size_id);
    expect(low.sizes.every((size) => size.low)).toBe(true);
    const available = low.sizes.map((size) => size.available!);
    expect(available).toEqual([...available].sort((a, b) => a - b));
    const dashboard = dashboardResponse.parse(json(await staffCall('owner', 'GET', '/api/admin/dashboard')));
    expect(dashboard.low_stock).toContainEqual(
      expect.objectContaining({ product_size_id: line.product_size_id, left: 2 }),
    );
    const saved = await staffCall('owner', 'PUT', '/api/admin/settings/stock', {
      hold_minutes: 20,
      low_stock_threshold: 1,
    });
    expect(json(saved)).toMatchObject({
      hold_minutes: 20,
      low_stock_threshold: 1,
      message: STOCK_MESSAGES.settingsSaved,
    });
    const fewer = stockListResponse.parse(json(await staffCall('packer', 'GET', '/api/admin/stock?low=1')));
    expect(fewer.sizes.map((size) => size.product_size_id)).not.toContain(line.product_size_id);
    const site = await eventually(
      async () =>
        json<{ stock: { low_threshold: number } }>(await t.app.inject({ method: 'GET', url: '/api/site' })),
      (found) => found.stock.low_threshold === 1,
    );
    expect(site.stock.low_threshold).toBe(1);
    await staffCall('owner', 'PUT', '/api/admin/settings/stock', {
      hold_minutes: 15,
      low_stock_threshold: 5,
    });
  });
});

describe('the race', () => {
  it('many shoppers at once for a few jars: exactly that many sold, none oversold, the rest told before paying', async () => {
    const jars = 5;
    const shoppers = 24;
    const { line } = await counted(8, jars);
    const people = await Promise.all(Array.from({ length: shoppers }, () => Shopper.start(t.app)));
    const results = await Promise.all(
      people.map(async (person) => {
        const created = await person.createOrder([line]);
        if (created.statusCode !== 200) return created.statusCode;
        const stored = await payAndStore(person, json<{ order_id: string }>(created).order_id, [line]);
        return stored.statusCode;
      }),
    );
    expect(results.filter((status) => status === 201)).toHaveLength(jars);
    expect(results.filter((status) => status === 422)).toHaveLength(shoppers - jars);
    expect(await countOf(line.product_size_id)).toBe(0);
    expect(await movementSum(line.product_size_id)).toBe(0);
    const short = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(stockMovements, eq(stockMovements.orderId, orders.id))
      .where(
        and(eq(stockMovements.productSizeId, line.product_size_id), sql`${orders.stockShort} is not null`),
      );
    expect(short).toHaveLength(0);
    // Every hold became a sale.
    const holds = await t.database.db
      .select({ state: stockHolds.state })
      .from(stockHolds)
      .where(eq(stockHolds.productSizeId, line.product_size_id));
    expect(holds.map((hold) => hold.state)).toEqual(Array.from({ length: jars }, () => 'sold'));
  });
});

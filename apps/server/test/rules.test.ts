/**
 * The money and access rules, each tested where a one-line slip would show (issue 16's mutants): the offer price
 * charged, the shipping slab's inclusive bounds, the per-size quantity cap across lines, an amount-only payment
 * that does not match to the paisa, and logout revoking exactly the caller's token.
 */
import {
  CHECKOUT_MESSAGES,
  MAX_ORDER_TOTAL_RUPEES,
  MAX_PARCEL_GRAMS,
  MAX_QUANTITY,
  createOrderResponse,
  type ProductDetail,
} from '@farm/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';
import { Shopper, sellableProducts, type Line } from './shopper.js';

let t: TestApp;
let products: ProductDetail[];
beforeAll(async () => {
  t = await createTestApp();
  products = await sellableProducts(t.app, 1000);
});
afterAll(async () => t?.close());

interface Size {
  line: Line;
  weight: number;
  original: number;
  offer: number;
}

/** Every size in stock, with its prices as the product page shows them. */
function sizes(): Size[] {
  return products.flatMap((product) =>
    product.sizes.flatMap((size, index) => {
      const price = product.prices[index]!;
      return size.in_stock
        ? [
            {
              line: { product_id: product.id, product_size_id: size.id, quantity: 1 },
              weight: size.weight,
              original: price.original_price,
              offer: price.offer_price,
            },
          ]
        : [];
    }),
  );
}

const keralaSlabs = demoData.slabs.filter((slab) => slab.zone === 'kerala');
const slabCharge = (grams: number) =>
  keralaSlabs.find(
    (s) => s.min_weight_grams <= grams && (s.max_weight_grams === null || grams <= s.max_weight_grams),
  )!.charge;

describe('checkout charges', () => {
  it('charges the offer price of a size that has one, not its original price', async () => {
    const offered = sizes().find((s) => s.offer > 0 && s.offer < s.original);
    expect(offered, 'the demo sells a size on offer').toBeDefined();
    const shopper = await Shopper.start(t.app);
    const created = await shopper.createOrder([{ ...offered!.line, quantity: 2 }]);
    expect(created.statusCode).toBe(200);
    const expected = offered!.offer * 2 + slabCharge(offered!.weight * 2);
    expect(createOrderResponse.parse(json(created)).amount).toBe(Math.round(expected * 100));
  });

  it("charges a slab's charge for a cart weighing exactly its upper bound, and the next slab's one gram more", async () => {
    const bounded = keralaSlabs.filter((slab) => slab.max_weight_grams !== null);
    expect(bounded.length).toBeGreaterThan(1);
    const shopper = await Shopper.start(t.app);
    let checked = 0;
    for (const slab of bounded) {
      const bound = slab.max_weight_grams!;
      // A size whose weight times some quantity is exactly the bound.
      const exact = sizes().find((s) => bound % s.weight === 0 && bound / s.weight <= MAX_QUANTITY);
      if (!exact) continue;
      const quote = async (quantity: number) =>
        json<{ shipping_charge: number; total_weight: number; status?: string; message?: string }>(
          await shopper.post('/api/calculate-shipping', {
            address_id: shopper.addressId,
            items: [{ product_size_id: exact.line.product_size_id, qty: quantity }],
          }),
        );
      const atBound = await quote(bound / exact.weight);
      expect(atBound).toMatchObject({ total_weight: bound, shipping_charge: slab.charge });
      const above = await quote(bound / exact.weight + 1);
      if (bound === MAX_PARCEL_GRAMS) {
        // Past the top slab: too heavy for a courier, said in words.
        expect(above).toMatchObject({
          status: 'error',
          message: CHECKOUT_MESSAGES.tooHeavy(MAX_PARCEL_GRAMS),
        });
      } else {
        expect(above.shipping_charge).toBe(slabCharge(above.total_weight));
        expect(above.shipping_charge).not.toBe(slab.charge);
      }
      checked += 1;
    }
    expect(checked, 'at least one slab bound is reachable with demo sizes').toBeGreaterThan(0);
  });
});

describe('the quantity cap of one size', () => {
  it('counts the same size spread over several lines together', async () => {
    const [size] = sizes();
    const shopper = await Shopper.start(t.app);
    const half = Math.floor(MAX_QUANTITY / 2);
    const over = await shopper.post('/api/calculate-shipping', {
      address_id: shopper.addressId,
      items: [
        { product_size_id: size!.line.product_size_id, qty: half + 1 },
        { product_size_id: size!.line.product_size_id, qty: MAX_QUANTITY - half },
      ],
    });
    expect(over.statusCode).toBe(422);
    const atCap = await shopper.post('/api/calculate-shipping', {
      address_id: shopper.addressId,
      items: [
        { product_size_id: size!.line.product_size_id, qty: half },
        { product_size_id: size!.line.product_size_id, qty: MAX_QUANTITY - half },
      ],
    });
    // At the cap the quantity itself is allowed: the answer is a quote or a clear refusal about shipping, never
    // the quantity message.
    expect(json<{ message?: string }>(atCap).message ?? '').not.toMatch(/quantit/i);
  });
});

describe("an older storefront's amount-only payment", () => {
  async function paidAmountOnly(shopper: Shopper, rupees: number) {
    const created = await shopper.post('/api/create-order', { amount: rupees });
    expect(created.statusCode).toBe(200);
    const { order_id } = createOrderResponse.parse(json(created));
    return shopper.sandboxPay(order_id);
  }

  it('is stored only when the cart comes to exactly what was paid: not less, not more', async () => {
    const [size] = sizes();
    const cart = [{ ...size!.line, quantity: 1 }];
    const price = size!.offer > 0 ? size!.offer : size!.original;
    const payable = price + slabCharge(size!.weight);
    const shopper = await Shopper.start(t.app);

    for (const paid of [payable + 1, payable - 1]) {
      const payment = await paidAmountOnly(shopper, paid);
      const stored = await shopper.store(payment, cart);
      expect(stored.statusCode, `paid ${paid} for a cart of ${payable}`).toBe(409);
      expect(json<{ payable: number }>(stored).payable).toBe(payable);
    }
    const payment = await paidAmountOnly(shopper, payable);
    expect((await shopper.store(payment, cart)).statusCode).toBe(201);
  });
});

describe('logout', () => {
  it("revokes exactly the token it was called with, whatever the user's and the token's ids", async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    // Several sign-ins, so token ids and user ids no longer line up.
    const signIn = async (email: string, password: string) =>
      json<{ token: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password },
          remoteAddress: '10.77.0.1',
        }),
      ).token;
    const a2 = await signIn(a.user.email, a.password);
    const a3 = await signIn(a.user.email, a.password);
    const tokenId = (token: string) => Number(token.split('|')[0]);
    expect(tokenId(a3)).not.toBe(a.user.id);

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a3) });
    expect(out.statusCode).toBe(200);
    const status = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;
    expect(await status(a3)).toBe(401);
    expect(await status(a2)).toBe(200);
    expect(await status(a.token)).toBe(200);
    expect(await status(b.token)).toBe(200);
  });
});

describe('the largest order', () => {
  it('is refused at create-order with a 422 naming the limit, before any gateway order is made', async () => {
    const shopper = await Shopper.start(t.app);
    const [row] = await t.database.db.select({ n: count() }).from(paymentOrders);
    // 30 lines of the cap each: far beyond ₹2.1 crore, the old integer columns' end.
    const cart = sizes()
      .slice(0, 30)
      .map((s) => ({ ...s.line, quantity: MAX_QUANTITY }));
    const created = await shopper.createOrder(cart);
    expect(created.statusCode).toBe(422);
    expect(json<{ message: string }>(created).message).toBe(CHECKOUT_MESSAGES.orderTooLarge);
    expect(CHECKOUT_MESSAGES.orderTooLarge).toContain(`₹${MAX_ORDER_TOTAL_RUPEES.toLocaleString('en-IN')}`);
    const [after] = await t.database.db.select({ n: count() }).from(paymentOrders);
    expect(Number(after!.n)).toBe(Number(row!.n));

    const amountOnly = await shopper.post('/api/create-order', { amount: MAX_ORDER_TOTAL_RUPEES + 1 });
    expect(amountOnly.statusCode).toBe(422);
  });

  it('keeps every money column in bigint paise, so no allowed total can overflow', async () => {
    const { rows } = (await t.database.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and column_name like '%paise'`)) as unknown as {
      rows: { table_name: string; column_name: string; data_type: string }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.data_type !== 'bigint')).toEqual([]);
  });
});

describe('the quantity limit and the heaviest parcel', () => {
  it(`refuses more than ${MAX_QUANTITY} of one size, in words`, async () => {
    const [size] = sizes();
    const shopper = await Shopper.start(t.app);
    const over = await shopper.createOrder([{ ...size!.line, quantity: MAX_QUANTITY + 1 }]);
    expect(over.statusCode).toBe(422);
    expect(json<{ message: string }>(over).message).toBe(CHECKOUT_MESSAGES.quantity);
  });

  it('refuses a cart heavier than a courier takes, at create-order as at calculate-shipping', async () => {
    const heavy = sizes()
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 3)
      .map((s) => ({ ...s.line, quantity: Math.min(MAX_QUANTITY, Math.ceil(MAX_PARCEL_GRAMS / s.weight)) }));
    const shopper = await Shopper.start(t.app);
    const created = await shopper.createOrder(heavy);
    expect(created.statusCode).toBe(422);
    expect(json<{ message: string }>(created).message).toBe(CHECKOUT_MESSAGES.tooHeavy(MAX_PARCEL_GRAMS));
    expect(CHECKOUT_MESSAGES.tooHeavy(MAX_PARCEL_GRAMS)).toContain('30 kg');
  });
});

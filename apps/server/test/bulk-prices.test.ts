import {
  BULK_PRICE_MESSAGES as M,
  CATALOGUE_ADMIN_MESSAGES,
  PRICE_WARNING_WORDS,
  adminCategoriesResponse,
  adminCategoryAnswer,
  adminProductAnswer,
  auditResponse,
  bulkPricesApplied,
  bulkPricesPreview,
  productResponse,
  type AdminProduct,
  type ProductInput,
} from '@farm/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { createTestApp, json, signInStaff, STAFF_ORIGIN, type TestApp } from './harness.js';

let t: TestApp;
const cookies: Record<string, string> = {};
type Role = 'owner' | 'manager' | 'packer';

const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: STAFF_ORIGIN, cookie: cookies[role]! }, payload });
const errorsOf = (response: { body: string }) =>
  json<{ message: string; errors?: Record<string, string[]> }>(response);

let serial = 0;
function productIn(
  categoryId: number,
  sizes: { price: number; offer_price: number | null }[],
  publish = true,
) {
  serial += 1;
  const input: ProductInput = {
    name: `Pepper ${serial}`,
    name_mal: '',
    sku: `BULK-${serial}`,
    description: '',
    description_mal: '',
    category_id: categoryId,
    hsn_code: '0904',
    gst_rate: 5,
    featured: false,
    pictures: ['pepper.jpg'],
    sizes: sizes.map((prices, index) => ({
      label: `${(index + 1) * 100} g`,
      weight_grams: (index + 1) * 120,
      net_quantity: (index + 1) * 100,
      net_unit: 'g',
      in_stock: true,
      ...prices,
    })),
    shelf_life_months: 12,
    ingredients: 'Black pepper',
    ingredients_mal: '',
    manufacturer: '',
    country_of_origin: 'India',
    organic: { scheme: 'none', certificate_no: '', certifier: '', valid_until: null },
    publish,
  };
  return input;
}

async function addCategory(name: string): Promise<number> {
  const response = await call('manager', 'POST', '/api/admin/categories', { name, picture: 'spices.jpg' });
  expect(response.statusCode, response.body).toBe(201);
  return adminCategoryAnswer.parse(json(response)).category.id;
}

async function addProduct(input: ProductInput): Promise<AdminProduct> {
  const response = await call('manager', 'POST', '/api/admin/products', input);
  expect(response.statusCode, response.body).toBe(201);
  return adminProductAnswer.parse(json(response)).product;
}

const product = async (id: number) =>
  adminProductAnswer.shape.product.parse(json(await call('manager', 'GET', `/api/admin/products/${id}`)));
const pricesOf = async (id: number) =>
  (await product(id)).sizes.map((size) => [size.price, size.offer_price] as const);

async function preview(body: object, role: Role = 'manager') {
  const response = await call(role, 'POST', '/api/admin/catalogue/prices/preview', body);
  expect(response.statusCode, response.body).toBe(200);
  return bulkPricesPreview.parse(json(response));
}
const apply = (body: object, role: Role = 'manager') =>
  call(role, 'POST', '/api/admin/catalogue/prices/apply', body);

let spices: number;
let other: number;
let empty: number;
let pepper: AdminProduct;
let draft: AdminProduct;
let elsewhere: AdminProduct;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await signInStaff(t, 'bulk-prices'));
  spices = await addCategory('Bulk spices');
  other = await addCategory('Bulk oils');
  empty = await addCategory('Bulk nothing yet');
  pepper = await addProduct(
    productIn(spices, [
      { price: 250, offer_price: 220 },
      { price: 480, offer_price: null },
    ]),
  );
  draft = await addProduct(productIn(spices, [{ price: 99.5, offer_price: null }], false));
  elsewhere = await addProduct(productIn(other, [{ price: 300, offer_price: 280 }]));
});
afterAll(async () => t?.close());

describe('previewing a change of a category’s prices', () => {
  it('lists every size of the category’s products, drafts too, and only those, with the new prices; writes nothing', async () => {
    const answer = await preview({ category_id: spices, direction: 'up', by: 'percent', amount: 7.5 });
    expect(answer.category).toEqual({ id: spices, name: 'Bulk spices' });
    expect(answer.change).toBe('raised by 7.5 %');
    expect(answer.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.sizes).toEqual([
      {
        size_id: pepper.sizes[0]!.id,
        product_id: pepper.id,
        product_name: pepper.name,
        product_status: 'published',
        size: '100 g',
        mrp: 250,
        offer_price: 220,
        // ₹268.75 and ₹236.50, to the nearest rupee, halves up.
        new_mrp: 269,
        new_offer_price: 237,
        changed: true,
        warnings: [],
      },
      expect.objectContaining({
        size_id: pepper.sizes[1]!.id,
        mrp: 480,
        new_mrp: 516,
        new_offer_price: null,
      }),
      expect.objectContaining({
        size_id: draft.sizes[0]!.id,
        product_status: 'draft',
        mrp: 99.5,
        new_mrp: 107,
        offer_price: null,
      }),
    ]);
    expect(answer.changed).toBe(3);
    expect(answer.sizes.map((size) => size.product_id)).not.toContain(elsewhere.id);
    expect(await pricesOf(pepper.id)).toEqual([
      [250, 220],
      [480, null],
    ]);
  });

  it('says each size that keeps its prices, and why', async () => {
    // Offer prices only, up 20 %: ₹264 is above the ₹250 MRP, so the offer goes; the others have no offer to raise.
    const answer = await preview({
      category_id: spices,
      direction: 'up',
      by: 'percent',
      amount: 20,
      prices: 'offer',
    });
    expect(answer.change).toBe('raised by 20 % (offer prices only)');
    expect(answer.sizes.map((size) => [size.new_mrp, size.new_offer_price, size.changed])).toEqual([
      [250, null, true],
      [480, null, false],
      [99.5, null, false],
    ]);
    expect(answer.sizes[0]!.warnings).toEqual([{ code: 'at_mrp', message: PRICE_WARNING_WORDS.at_mrp }]);
    expect(answer.changed).toBe(1);
    // ₹99.50 and ₹250 less ₹100: the first would be below ₹1, so that size keeps its prices.
    const cut = await preview({ category_id: spices, direction: 'down', by: 'rupees', amount: 100 });
    expect(cut.sizes.map((size) => [size.new_mrp, size.changed, size.warnings.map((w) => w.code)])).toEqual([
      [150, true, []],
      [380, true, []],
      [99.5, false, ['below_one_rupee']],
    ]);
  });

  it('refuses bad input, an unknown category and an empty one in words', async () => {
    const refusals: [object, number, string, string][] = [
      [
        { category_id: spices, direction: 'down', by: 'percent', amount: 91 },
        422,
        'amount',
        M.percentDownTooHigh,
      ],
      [
        { category_id: spices, direction: 'up', by: 'percent', amount: 501 },
        422,
        'amount',
        M.percentUpTooHigh,
      ],
      [{ category_id: spices, direction: 'up', by: 'percent', amount: 0 }, 422, 'amount', M.amountInvalid],
      [
        { category_id: spices, direction: 'up', by: 'percent', amount: 'abc' },
        422,
        'amount',
        M.amountInvalid,
      ],
      [{ category_id: spices, direction: 'up', by: 'rupees', amount: 2.5 }, 422, 'amount', M.rupeesWhole],
      [
        { category_id: spices, direction: 'left', by: 'percent', amount: 5 },
        422,
        'direction',
        M.directionInvalid,
      ],
      [
        { category_id: 999_999, direction: 'up', by: 'percent', amount: 5 },
        422,
        'category_id',
        CATALOGUE_ADMIN_MESSAGES.noSuchCategory,
      ],
      [
        { category_id: empty, direction: 'up', by: 'percent', amount: 5 },
        422,
        'category_id',
        M.emptyCategory,
      ],
    ];
    for (const [body, status, field, message] of refusals) {
      const response = await call('manager', 'POST', '/api/admin/catalogue/prices/preview', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorsOf(response).errors?.[field]).toEqual([message]);
    }
  });

  it('comes with the categories list counting each category’s products (its choice in the console)', async () => {
    const listed = adminCategoriesResponse.parse(json(await call('manager', 'GET', '/api/admin/categories')));
    expect(listed.data.find((category) => category.id === spices)?.products).toBe(2);
    expect(listed.data.find((category) => category.id === empty)?.products).toBe(0);
  });

  it('is the catalogue editors’: a packer is refused', async () => {
    const response = await call('packer', 'POST', '/api/admin/catalogue/prices/preview', {
      category_id: spices,
      direction: 'up',
      by: 'percent',
      amount: 5,
    });
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response).message).toBeTruthy();
  });
});

describe('applying a previewed change', () => {
  it('refuses a stale preview, and a change other than the one previewed, changing nothing', async () => {
    const change = { category_id: spices, direction: 'down', by: 'percent', amount: 10 };
    const { fingerprint } = await preview(change);

    const other = await apply({ ...change, amount: 20, fingerprint });
    expect(other.statusCode).toBe(409);
    expect(errorsOf(other).message).toBe(M.stale);

    // Someone saves the product meanwhile.
    const edit = productIn(spices, [{ price: 120, offer_price: null }], false);
    const saved = await call('manager', 'PUT', `/api/admin/products/${draft.id}`, {
      ...edit,
      name: draft.name,
      sku: draft.sku,
      sizes: [{ ...edit.sizes[0]!, id: draft.sizes[0]!.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await apply({ ...change, fingerprint });
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale).message).toBe(M.stale);
    expect(await pricesOf(pepper.id)).toEqual([
      [250, 220],
      [480, null],
    ]);
    expect(await pricesOf(draft.id)).toEqual([[120, null]]);

    const missing = await apply(change);
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing).errors?.fingerprint).toEqual([M.fingerprintRequired]);
  });

  it('refuses a change that would change no price', async () => {
    // ₹300 and ₹280 up 0.01 % round back to themselves.
    const change = { category_id: other, direction: 'up', by: 'percent', amount: 0.01 };
    const { fingerprint, changed } = await preview(change);
    expect(changed).toBe(0);
    const response = await apply({ ...change, fingerprint });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).message).toBe(M.nothingToChange);
  });

  it('writes exactly the previewed prices, audits them in one row, and the shop shows them', async () => {
    const change = { category_id: spices, direction: 'up', by: 'rupees', amount: 15 };
    const readPage = async () =>
      productResponse.parse(json(await t.app.inject({ method: 'GET', url: `/api/product/${pepper.id}` })));
    // Read once before, so the shop's cache holds the old prices.
    expect((await readPage()).product.prices[0]?.original_price).toBe(250);
    const shown = await preview(change);
    const response = await apply({ ...change, fingerprint: shown.fingerprint });
    expect(response.statusCode, response.body).toBe(200);
    expect(bulkPricesApplied.parse(json(response))).toEqual({
      message: 'New prices saved for 3 sizes in Bulk spices; the shop shows them now.',
      changed: 3,
    });
    for (const [id, sizes] of [
      [pepper.id, shown.sizes.slice(0, 2)],
      [draft.id, shown.sizes.slice(2)],
    ] as const) {
      expect(await pricesOf(id)).toEqual(sizes.map((size) => [size.new_mrp, size.new_offer_price]));
    }
    expect(await pricesOf(pepper.id)).toEqual([
      [265, 235],
      [495, null],
    ]);
    expect(await pricesOf(elsewhere.id)).toEqual([[300, 280]]);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.prices'), eq(auditLog.entityId, String(spices))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'category',
      before: {
        sizes: [
          { id: pepper.sizes[0]!.id, label: `${pepper.name}, 100 g`, price: 250, offer_price: 220 },
          { id: pepper.sizes[1]!.id, label: `${pepper.name}, 200 g`, price: 480, offer_price: null },
          { id: draft.sizes[0]!.id, label: `${draft.name}, 100 g`, price: 120, offer_price: null },
        ],
      },
      after: {
        change: 'raised by ₹15',
        count: 3,
        sizes: [
          { id: pepper.sizes[0]!.id, price: 265, offer_price: 235 },
          { id: pepper.sizes[1]!.id, price: 495, offer_price: null },
          { id: draft.sizes[0]!.id, price: 135, offer_price: null },
        ],
      },
    });

    // The trail says it in words, each size's prices by name.
    const trail = auditResponse.parse(
      json(await call('owner', 'GET', '/api/admin/audit?action=category.prices')),
    ).data;
    expect(trail[0]!.what).toBe('changed the prices of 3 sizes in Bulk spices: raised by ₹15');
    expect(trail[0]!.changes).toContain(`${pepper.name}, 100 g: price ₹250 → ₹265`);

    // The shop's product answer carries the new prices at once: this process drops its caches (other processes
    // follow the content version, which the trigger on product_prices moves).
    const page = await readPage();
    expect(page.product.prices.map((price) => [price.original_price, price.offer_price])).toEqual([
      [265, 235],
      [495, 0],
    ]);

    // The same fingerprint again is stale now: the prices it saw are gone.
    const again = await apply({ ...change, fingerprint: shown.fingerprint });
    expect(again.statusCode).toBe(409);
  });

  it('applies one of two applies of the same preview sent at once; the other is refused as stale', async () => {
    const change = { category_id: other, direction: 'down', by: 'percent', amount: 10 };
    const { fingerprint } = await preview(change);
    const answers = await Promise.all([apply({ ...change, fingerprint }), apply({ ...change, fingerprint })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    // Lowered once: ₹300 and ₹280 less 10 %, not twice.
    expect(await pricesOf(elsewhere.id)).toEqual([[270, 252]]);
  });
});

/**
 * Bad input, generated: every /api route of the server's own route table gets wrong types, missing and extra fields,
 * huge strings and numbers, negative and fractional quantities, invalid JSON, unknown ids and odd Unicode, with and
 * without a valid customer token. No answer may be a 5xx, and every 4xx carries a `message`.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBody, customerBody, CUSTOMER_PASSWORD } from '../factories.js';
import { createTestApp, json, type TestApp } from '../harness.js';
import { lineFor, sellableProducts, Shopper } from '../shopper.js';

/** How many generated requests this file sends in all (at least 10,000 across the routes). */
export const TOTAL_REQUESTS = 20_000;

let t: TestApp;
let shopper: Shopper;
const logoutTokens: string[] = [];
const ids = {
  product: 1,
  size: 1,
  address: 1,
  user: 1,
  category: 1,
  crop: 1,
  order: 1,
  gatewayOrder: 'order_x',
};

beforeAll(async () => {
  t = await createTestApp();
  shopper = await Shopper.start(t.app);
  const [product] = await sellableProducts(t.app, 1);
  const line = lineFor(product!, 1);
  const created = json<{ order_id: string }>(await shopper.createOrder([line]));
  Object.assign(ids, {
    product: product!.id,
    size: line.product_size_id,
    address: shopper.addressId,
    user: shopper.userId,
    category: product!.category_id,
    gatewayOrder: created.order_id,
  });
  // logout revokes the token it is called with: it gets tokens of its own.
  for (let i = 0; i < 3; i++) logoutTokens.push((await Shopper.start(t.app)).token);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---- values no route should choke on -------------------------------------------------------------------------

const hugeString = fc.constantFrom(
  'x'.repeat(5_000),
  'ആ'.repeat(20_000),
  '9'.repeat(400),
  '\u0000'.repeat(64),
);
const oddUnicode = fc.constantFrom(
  '\u0000',
  '\uFFFF',
  '\uD800', // a lone surrogate
  '🥥🌶️‍🔥',
  'ZWJ\u200Dx\u202Eevil',
  'é',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
);
const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);
const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  oddUnicode,
  hugeString,
  fc.integer(),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0.5, -0.5, 1.0000001, -1, 0, 10_001, 1e6),
  hugeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 }) },
);
/** Number literals JSON.stringify cannot write: they go in the raw text. */
const rawNumber = fc.constantFrom(
  '1e999',
  '-1e999',
  '-0',
  '123456789012345678901234567890',
  '1e-400',
  '0.1e1',
);

/** encodeURIComponent, except that a lone surrogate goes on the wire as its raw (invalid) UTF-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const badId = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', 'null', ' 1', '0x10'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encode),
  oddUnicode.map(encode),
  fc.constant('a'.repeat(3000)),
);

// ---- how to call each route: path parameters and a near-valid body per route ---------------------------------

interface CallShape {
  /** Generated path parameters, by name. */
  params?: Record<string, fc.Arbitrary<string>>;
  /** Query parameters the route reads. */
  query?: string[];
  /** A valid body to start from (mutated by the fuzzer); undefined: the route takes none. */
  body?: () => unknown;
}

const someId = { id: fc.oneof(badId, fc.constant('1'), fc.constant('999')) };
const idParam = { id: fc.oneof(badId, fc.constant('1'), fc.constant(String(ids.order))) };

/**
 * Every /api route the fuzzer knows how to call, keyed by `METHOD url` (HEAD shares its GET's entry). The test fails
 * when the route table holds a route missing here: add its shape.
 */
const shapes: Record<string, CallShape> = {
  'GET /api/health': {},
  'GET /api/site': {},
  'GET /api/homepage': {},
  'GET /api/categories-with-products': {},
  'GET /api/categories/:id/products': {
    params: {
      id: fc.oneof(
        badId,
        fc.constant(() => String(ids.category)).map((f) => f()),
      ),
    },
  },
  'GET /api/product/:id': { params: idParam },
  'GET /api/product-reviews': { query: ['product_id'] },
  'GET /api/products/search': { query: ['q'] },
  'GET /api/whatInFarms-Full': {},
  'GET /api/whatInFarms-viewall': {},
  'GET /api/whatInFarms-most-cultivated-crops': {},
  'GET /api/whatInFarms-most-cultivated-crops-view-all': {},
  'GET /api/whatInFarms-Category': { query: ['category'] },
  'GET /api/whatInFarms': { query: ['id'] },
  'GET /api/seasons': {},
  'GET /api/docs': {},
  'POST /api/admin/session': {
    body: () => ({ email: 'owner@farm.example', password: 'monsoon-harvest-42' }),
  },
  'GET /api/admin/session': {},
  'DELETE /api/admin/session': {},
  'POST /api/admin/session/code': { body: () => ({ code: '123456' }) },
  'POST /api/admin/me/two-factor': {},
  'POST /api/admin/me/two-factor/confirm': {
    body: () => ({ code: '123456', password: 'not-the-password' }),
  },
  'DELETE /api/admin/me/two-factor': { body: () => ({ password: 'not-the-password' }) },
  'DELETE /api/admin/staff/:id/two-factor': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/settings/two-factor': {},
  'PUT /api/admin/settings/two-factor': { body: () => ({ required: false }) },
  'GET /api/admin/audit': { query: ['staff_id', 'action', 'from', 'to', 'page', 'per_page'] },
  'GET /api/admin/reviews': { query: ['product_id', 'rating', 'page', 'per_page'] },
  'POST /api/admin/reviews/:id/hide': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/reviews/:id/show': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'PUT /api/admin/reviews/:id/reply': {
    params: { id: fc.oneof(badId, fc.constant('999')) },
    body: () => ({ reply: 'Thank you.' }),
  },
  'DELETE /api/admin/reviews/:id/reply': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/complaints': { query: ['status'] },
  'GET /api/admin/complaints/overdue': {},
  'GET /api/admin/complaints/:id': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/complaints/:id/acknowledge': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/complaints/:id/reply': {
    params: { id: fc.oneof(badId, fc.constant('999')) },
    body: () => ({ message: 'A new jar is on its way.' }),
  },
  'POST /api/admin/complaints/:id/close': {
    params: { id: fc.oneof(badId, fc.constant('999')) },
    body: () => ({ message: 'Settled.' }),
  },
  'GET /api/admin/products': { query: ['q', 'category_id'] },
  'GET /api/admin/products/:id': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/products': {
    body: () => ({
      name: 'Fuzz honey',
      sku: 'FUZZ-1',
      category_id: 1,
      hsn_code: '0409',
      gst_rate: 5,
      pictures: ['fuzz.jpg'],
      sizes: [
        { label: '250 g', weight_grams: 280, net_quantity: 250, net_unit: 'g', price: 180, offer_price: 160 },
      ],
    }),
  },
  'PUT /api/admin/products/:id': {
    params: { id: fc.oneof(badId, fc.constant('999')) },
    body: () => ({
      name: 'Fuzz honey',
      sku: 'FUZZ-2',
      category_id: 1,
      hsn_code: '0409',
      gst_rate: 5,
      pictures: ['fuzz.jpg'],
      sizes: [{ label: '250 g', weight_grams: 280, net_quantity: 250, net_unit: 'g', price: 180 }],
    }),
  },
  'PUT /api/admin/products/order': { body: () => ({ category_id: 1, ids: [1, 2] }) },
  'POST /api/admin/products/:id/hide': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/products/:id/show': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  // The console's pictures, farm content, pages, settings and messages (issue 20 and 21).
  'GET /api/admin/media': { query: ['unused'] },
  // Not multipart: the upload must still answer in words.
  'POST /api/admin/media': {},
  'DELETE /api/admin/media/:id': { params: someId },
  // The catalogue by spreadsheet (issue 36): not multipart, the dry run and the import must still answer in words.
  'GET /api/admin/catalogue/sheet': { query: ['format'] },
  'POST /api/admin/catalogue/sheet/dry-run': {},
  'POST /api/admin/catalogue/sheet/import': {},
  'GET /api/pages/:slug': { params: { slug: fc.oneof(badId, fc.constant('shipping')) } },
  'GET /api/admin/pages': {},
  'GET /api/admin/pages/:slug': { params: { slug: fc.oneof(badId, fc.constant('terms')) } },
  'POST /api/admin/pages/preview': { body: () => ({ body: '## Hello {#hi}\n\nText' }) },
  'PUT /api/admin/pages/:slug': {
    params: { slug: fc.oneof(badId, fc.constant('terms')) },
    body: () => ({ title: 'Terms', body: 'Plain words.' }),
  },
  'GET /api/admin/crops': {},
  'GET /api/admin/crops/:id': { params: someId },
  'POST /api/admin/crops': { body: () => ({ name: 'Fuzz crop', category: 'main', image: 'a.svg' }) },
  'PUT /api/admin/crops/:id': {
    params: someId,
    body: () => ({ name: 'Fuzz crop', category: 'main', image: 'a.svg' }),
  },
  'DELETE /api/admin/crops/:id': { params: someId },
  ...Object.fromEntries(
    (['certificates', 'videos', 'banners'] as const).flatMap((kind) => {
      const body = () =>
        kind === 'videos'
          ? { title: 'Fuzz', image: 'a.svg', video: 'https://www.youtube.com/watch?v=abc' }
          : { title: 'Fuzz', image: 'a.svg' };
      return [
        [`GET /api/admin/${kind}`, {}],
        [`POST /api/admin/${kind}`, { body }],
        [`PUT /api/admin/${kind}/:id`, { params: someId, body }],
        [`DELETE /api/admin/${kind}/:id`, { params: someId }],
        [`PUT /api/admin/${kind}/order`, { body: () => ({ ids: [1] }) }],
      ];
    }),
  ),
  'GET /api/admin/settings': {},
  'PUT /api/admin/settings/shop': { body: () => ({ name: 'Fuzz farm' }) },
  'PUT /api/admin/settings/cod': { body: () => ({ enabled: false }) },
  'PUT /api/admin/settings/lot-pages': { body: () => ({ indexed: false }) },
  'GET /api/admin/settings/shipping': {},
  'PUT /api/admin/settings/shipping/:zone': {
    params: { zone: fc.oneof(badId, fc.constant('kerala')) },
    body: () => ({ slabs: [{ min_weight_grams: 0, max_weight_grams: null, charge: 50 }] }),
  },
  // Stock counts (issue 22).
  'GET /api/admin/stock': { query: ['low'] },
  'GET /api/admin/stock/:sizeId': { params: { sizeId: fc.oneof(badId, fc.constant('1')) } },
  'GET /api/lots/:code': {
    params: { code: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('LOT-NONE-1')) },
  },
  'GET /api/admin/lots/:lotId/labels.pdf': { params: { lotId: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/stock/:sizeId': {
    params: { sizeId: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ action: 'receive', quantity: 3, note: 'Fuzz batch' }),
  },
  'POST /api/admin/settings/shipping/reviewed': {},
  // Lots and recalls (issue 38).
  'GET /api/admin/lots/nearing': {},
  'GET /api/admin/orders/:id/lots': { params: someId },
  'PUT /api/admin/orders/:id/lots': {
    params: someId,
    body: () => ({ lines: [{ product_size_id: 1, lots: [{ lot_id: 1, quantity: 1 }] }] }),
  },
  'GET /api/admin/recalls': {},
  'GET /api/admin/recalls/:id': { params: someId },
  'GET /api/admin/recalls/export': { query: ['lot_ids', 'format'] },
  'POST /api/admin/recalls/search': { body: () => ({ by: 'lots', codes: ['LOT-NONE-1'] }) },
  // A recall of no lot that exists, so the fuzzing never blocks the shop's lots.
  'POST /api/admin/recalls': {
    body: () => ({ lot_ids: [999_999], reason: 'Fuzzing the recall', confirm: true }),
  },
  // Pre-orders against a harvest (issue 37).
  'GET /api/admin/preorders': {},
  'GET /api/admin/preorders/packing': {},
  'POST /api/admin/preorders': {
    body: () => ({
      product_size_id: 1,
      expected_quantity: 5,
      dispatch_from: '2099-01-12',
      dispatch_to: '2099-01-18',
      closes_on: '2098-12-31',
    }),
  },
  'POST /api/admin/preorders/:id/close': { params: { id: fc.oneof(badId, fc.constant('1')) } },
  'POST /api/admin/preorders/:id/harvest/preview': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ actual_quantity: 3 }),
  },
  'POST /api/admin/preorders/:id/harvest': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ actual_quantity: 3 }),
  },
  // The setup checklist and opening the shop (issue 36).
  'GET /api/admin/setup': {},
  'POST /api/admin/setup/open': {},
  'POST /api/admin/setup/close': {},
  'POST /api/admin/setup/test-payments': { body: () => ({ confirmed: true }) },
  'POST /api/admin/setup/test-email': {},
  'POST /api/admin/pages/:slug/reviewed': {
    params: { slug: fc.oneof(badId, fc.constant('terms')) },
    body: () => ({ language: 'ml' }),
  },
  'GET /api/admin/settings/stock': {},
  'PUT /api/admin/settings/stock': { body: () => ({ hold_minutes: 15, low_stock_threshold: 5 }) },
  'GET /api/admin/backups': {},
  'POST /api/admin/backups': {},
  'GET /api/admin/backups/:name': {
    params: { name: fc.oneof(badId, fc.constant('shop-2026-01-01T00-00-00Z.jsonl.gz')) },
  },
  'GET /api/admin/demo': {},
  'POST /api/admin/demo/clear': { body: () => ({ confirm: 'CLEAR DEMO' }) },
  'POST /api/cart/stock': { body: () => ({ items: [{ product_size_id: ids.size, quantity: 2 }] }) },
  'GET /api/admin/messages': {},
  'GET /api/customer.messages': {},
  'POST /api/customer.messages': { body: () => ({ email_news: false }) },
  'POST /api/forgot-password': { body: () => ({ email: 'someone@example.com' }) },
  'POST /api/complaints': {
    body: () => ({
      topic: 'delivery',
      subject: 'Jar arrived cracked',
      message: 'The jar was leaking when it came.',
      name: 'Fuzz',
      email: 'fuzz@example.com',
      order_no: 'SF-000001',
    }),
  },
  'GET /api/complaints/mine': {},
  'POST /api/waitlist': { body: () => ({ product_size_id: ids.size, email: 'fuzz@example.com' }) },
  'POST /api/waitlist/confirm': { body: () => ({ token: 'x'.repeat(32) }) },
  'POST /api/waitlist/unsubscribe': { body: () => ({ token: 'x'.repeat(32) }) },
  'GET /api/waitlist/mine': {},
  'POST /api/waitlist/:id/stop': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/waitlist/most-wanted': {},
  'POST /api/complaints/:ticket/view': {
    params: { ticket: fc.oneof(badId, fc.constant('GR-2611-0001')) },
    body: () => ({ email: 'fuzz@example.com' }),
  },
  'POST /api/complaints/:ticket/messages': {
    params: { ticket: fc.oneof(badId, fc.constant('GR-2611-0001')) },
    body: () => ({ email: 'fuzz@example.com', message: 'One more thing.' }),
  },
  'POST /api/reset-password': { body: () => ({ token: 'x'.repeat(43), password: 'coconut-new-1' }) },
  'POST /api/admin/forgot-password': { body: () => ({ email: 'someone@example.com' }) },
  'POST /api/admin/reset-password': {
    body: () => ({ token: 'x'.repeat(43), password: 'coconut-new-staff-1' }),
  },
  'GET /api/admin/categories': {},
  'POST /api/admin/categories': { body: () => ({ name: 'Fuzz', picture: 'fuzz.jpg' }) },
  'PUT /api/admin/categories/:id': {
    params: { id: fc.oneof(badId, fc.constant('999')) },
    body: () => ({ name: 'Fuzz', picture: 'fuzz.jpg' }),
  },
  'PUT /api/admin/categories/order': { body: () => ({ ids: [1, 2] }) },
  'POST /api/admin/categories/:id/hide': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'POST /api/admin/categories/:id/show': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  // A category's prices in bulk (issue 36).
  'POST /api/admin/catalogue/prices/preview': {
    body: () => ({ category_id: ids.category, direction: 'up', by: 'percent', amount: 7.5 }),
  },
  'POST /api/admin/catalogue/prices/apply': {
    body: () => ({
      category_id: ids.category,
      direction: 'down',
      by: 'rupees',
      amount: 5,
      fingerprint: 'a'.repeat(64),
    }),
  },
  'DELETE /api/admin/staff/:id': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/me/sessions': {},
  'DELETE /api/admin/me/sessions': {},
  'DELETE /api/admin/me/sessions/:id': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/staff/invitations': {},
  'POST /api/admin/staff/invitations': {
    body: () => ({ name: 'Fuzz', email: 'fuzz.invite@farm.example', role: 'packer' }),
  },
  'DELETE /api/admin/staff/invitations/:id': { params: { id: fc.oneof(badId, fc.constant('999')) } },
  'GET /api/admin/invitations/:token': { params: { token: fc.string() } },
  'POST /api/admin/invitations/:token/accept': {
    params: { token: fc.string() },
    body: () => ({ password: 'pepper-garden-42-x' }),
  },
  'GET /api/admin/orders': {
    query: ['status', 'payment_status', 'from', 'to', 'zone', 'q', 'page', 'per_page'],
  },
  'GET /api/admin/orders/export': { query: ['from', 'to', 'kind'] },
  'GET /api/admin/orders/:id': { params: { id: fc.oneof(badId, fc.constant('1')) } },
  'GET /api/admin/orders/:id/invoice': { params: { id: fc.oneof(badId, fc.constant('1')) } },
  'GET /api/admin/orders/:id/invoice.pdf': { params: { id: fc.oneof(badId, fc.constant('1')) } },
  'GET /api/admin/orders/:id/credit-notes/:noteId.pdf': {
    params: { id: fc.oneof(badId, fc.constant('1')), noteId: fc.oneof(badId, fc.constant('1')) },
  },
  'GET /api/admin/reports/gstr1': { query: ['month', 'table'] },
  'GET /api/admin/orders/:id/packing-slip.pdf': { params: { id: fc.oneof(badId, fc.constant('1')) } },
  'POST /api/admin/orders/bulk-status': { body: () => ({ ids: [1], status: 'Accepted' }) },
  'POST /api/admin/orders/:id/first-parcel': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ courier: 'India Post', tracking_number: 'EK123IN' }),
  },
  'GET /api/admin/dashboard': {},
  'POST /api/admin/session/password': {
    body: () => ({ current_password: 'not-the-password', password: 'pepper-garden-42' }),
  },
  'GET /api/admin/staff': {},
  'POST /api/admin/staff': {
    body: () => ({ name: 'Fuzz', email: 'fuzz@farm.example', role: 'packer', password: 'paddy-field-2026' }),
  },
  'PUT /api/admin/staff/:id/role': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ role: 'packer' }),
  },
  'POST /api/admin/orders/:id/refunds': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ amount: 1, reason: 'Fuzz' }),
  },
  'POST /api/admin/orders/:id/status': {
    params: { id: fc.oneof(badId, fc.constant('1')) },
    body: () => ({ status: 'Accepted' }),
  },
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/static/*': {},
  'POST /api/customer.store': {
    body: () => customerBody({ name: 'Fuzz', email: 'fuzz@example.com' }),
  },
  'POST /api/login': { body: () => ({ email: 'fuzz@example.com', password: CUSTOMER_PASSWORD }) },
  'POST /api/logout': { body: () => ({}) },
  'GET /api/user': {},
  'POST /api/customer.details': { body: () => ({ user_id: ids.user }) },
  'POST /api/customer.detail': { body: () => ({ user_id: ids.user }) },
  'POST /api/customer.update': { body: () => ({ name: 'Lakshmi', mobile: '9847012345', gender: 'Female' }) },
  // A wrong current password: the fuzzer's customer keeps the password the other checks sign in with.
  'POST /api/customer.password': {
    body: () => ({ current_password: 'not-the-password', password: 'pepper-vine-7' }),
  },
  'GET /api/addresses': {},
  'GET /api/pincodes/:pin': {
    params: { pin: fc.oneof(badId, fc.constantFrom('679328', '673310', '999999', '067932', '６７９３２８')) },
  },
  'POST /api/addresses': { body: () => address() },
  'PUT /api/addresses/:id': {
    params: {
      id: fc.oneof(
        badId,
        fc.constant('').map(() => String(ids.address)),
      ),
    },
    body: () => address(),
  },
  'DELETE /api/addresses/:id': { params: idParam },
  'POST /api/addresses/:id/default': {
    params: {
      id: fc.oneof(
        badId,
        fc.constant('').map(() => String(ids.address)),
      ),
    },
  },
  'POST /api/reviews': {
    body: () => ({
      product_id: ids.product,
      name: 'Fuzz',
      review: 'Good rice',
      start_ratings: 5,
      user_id: ids.user,
    }),
  },
  'POST /api/calculate-shipping': {
    body: () => ({ address_id: ids.address, items: [{ product_size_id: ids.size, qty: 2 }] }),
  },
  'POST /api/create-order': {
    body: () => ({
      address_id: ids.address,
      cart: [{ product_id: ids.product, product_size_id: ids.size, quantity: 1 }],
      amount: 100,
    }),
  },
  'POST /api/verify-payment': {
    body: () => ({
      razorpay_payment_id: 'pay_x',
      razorpay_order_id: ids.gatewayOrder,
      razorpay_signature: 'ab'.repeat(32),
    }),
  },
  'POST /api/store_order_user': {
    body: () => ({
      amount: 1,
      shipping_charge: 0,
      user_id: ids.user,
      address: ids.address,
      special_instructions: '',
      payment_method: 'RAZORPAY',
      cash_on_delivery: 0,
      cart: [
        {
          product_id: ids.product,
          product_size_id: ids.size,
          product_prize_id: ids.size,
          quantity: 1,
          price: 1,
        },
      ],
      payment_status: 'PAID',
      razorpay_order_id: ids.gatewayOrder,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'ab'.repeat(32),
    }),
  },
  'GET /api/orders/:id': {
    params: {
      id: fc.oneof(
        badId,
        fc.constant('').map(() => String(ids.user)),
      ),
    },
  },
  'GET /api/orders/by-payment/:razorpay_order_id': {
    params: {
      razorpay_order_id: fc.oneof(
        badId,
        fc.constant('').map(() => ids.gatewayOrder),
      ),
    },
  },
  'GET /api/order/:id/items': { params: idParam },
  'GET /api/order/:id/invoice.pdf': { params: idParam },
  'GET /api/order/:id/credit-notes/:noteId.pdf': {
    params: { ...idParam, noteId: fc.oneof(badId, fc.constant('1')) },
  },
  'POST /api/order/cancel/:id': { params: idParam },
  'POST /api/order/reorder/:id': { params: idParam },
  'POST /api/webhooks/razorpay': {
    body: () => ({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: ids.gatewayOrder, amount: 100 } } },
    }),
  },
  'POST /api/sandbox/payments': { body: () => ({ order_id: ids.gatewayOrder, outcome: 'success' }) },
  // Razorpay's redirect posts a form; as JSON or garbage it must still only redirect.
  'POST /api/payments/razorpay-callback': {
    body: () => ({
      razorpay_order_id: ids.gatewayOrder,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'ab'.repeat(32),
    }),
  },
};

const address = () => addressBody();

const shapeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

// ---- mutating a valid body --------------------------------------------------------------------------------------

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    const inner = entries.flatMap(([key, v]) => leafPaths(v, [...prefix, key]));
    return prefix.length ? [prefix, ...inner] : inner;
  }
  return [prefix];
}

function apply(target: unknown, path: Path, op: 'set' | 'delete', value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (op === 'delete') delete node[last];
  else node[last] = value;
}

const mutation = fc.record({
  edits: fc.array(fc.tuple(fc.nat(), fc.constantFrom('set' as const, 'delete' as const), badValue), {
    minLength: 0,
    maxLength: 3,
  }),
  extra: fc.option(fc.dictionary(fc.string({ maxLength: 12 }), badValue, { minKeys: 1, maxKeys: 3 })),
  raw: fc.option(fc.tuple(fc.nat(), rawNumber)),
  whole: fc.option(badValue, { freq: 6 }),
});

const encoding = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'invalid-json',
  'empty-json',
  'text',
  'form',
  'no-content-type',
);
const invalidJson = fc.constantFrom(
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'undefined',
  '{"__proto__":{"x":1}}',
  '\u0000',
  '{"a":1}{',
);

const auth = fc.constantFrom('valid', 'valid', 'valid', 'none', 'garbage', 'huge-id', 'basic');

// ---- the property -----------------------------------------------------------------------------------------------

const counts = { requests: 0, controlCharacterRequests: 0, byStatus: {} as Record<number, number> };
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u009f'];

async function send(options: InjectOptions, method: string) {
  const response = await t.app.inject(options);
  counts.requests += 1;
  counts.byStatus[response.statusCode] = (counts.byStatus[response.statusCode] ?? 0) + 1;
  const where = `${options.method} ${options.url} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400 && method !== 'HEAD') {
    const body = json<{ message?: unknown }>(response);
    expect(typeof body.message, where).toBe('string');
    expect((body.message as string).length, where).toBeGreaterThan(0);
  }
  return response;
}

describe('bad input on every /api route', () => {
  it('knows how to call every route of the route table', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    const unknown = api.filter((r) => !shapes[shapeKey(r.method, r.url)]).map((r) => `${r.method} ${r.url}`);
    expect(unknown, 'routes the fuzzer cannot call: add them to `shapes`').toEqual([]);
    for (const r of api) {
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const shape = shapes[shapeKey(r.method, r.url)]!;
      expect(Object.keys(shape.params ?? {}).sort(), `path parameters of ${r.url}`).toEqual(params.sort());
    }
  });

  it('answers every generated request below 500, with a message on every 4xx', async () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    const perRoute = Math.ceil(TOTAL_REQUESTS / api.length);
    const started = Date.now();
    for (const route of api) {
      const shape = shapes[shapeKey(route.method, route.url)]!;
      const paramNames = Object.keys(shape.params ?? {});
      const request = fc.record({
        params: fc.tuple(...paramNames.map((name) => shape.params![name]!)),
        query: fc.array(
          fc.tuple(fc.constantFrom(...(shape.query ?? ['x']), 'extra'), fc.oneof(badId, fc.string())),
          {
            maxLength: 3,
          },
        ),
        mutation,
        encoding,
        invalidJson,
        auth,
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let url = route.url;
          paramNames.forEach((name, i) => (url = url.replace(`:${name}`, r.params[i]!)));
          if (r.query.length) {
            url += '?' + r.query.map(([k, v]) => `${k}=${v}`).join('&');
          }
          const headers: Record<string, string> = {};
          const token = route.url === '/api/logout' ? logoutTokens[0]! : shopper.token;
          if (r.auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (r.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
          if (r.auth === 'huge-id') headers.authorization = 'Bearer 99999999999999999999|abc';
          if (r.auth === 'basic') headers.authorization = 'Basic Zm9vOmJhcg==';

          let payload: string | undefined;
          if (route.method !== 'GET' && route.method !== 'HEAD') {
            let body: unknown = shape.body ? shape.body() : {};
            if (r.mutation.whole !== null) body = r.mutation.whole;
            else {
              const paths = leafPaths(body);
              for (const [index, op, value] of r.mutation.edits) {
                if (paths.length) apply(body, paths[index % paths.length]!, op, value);
              }
              if (r.mutation.extra && body && typeof body === 'object') Object.assign(body, r.mutation.extra);
            }
            let text = JSON.stringify(body) ?? 'null';
            if (r.mutation.raw && body && typeof body === 'object' && !Array.isArray(body)) {
              // Put a number JSON.stringify cannot write in place of one of the fields.
              const keys = Object.keys(body);
              if (keys.length) {
                const key = keys[r.mutation.raw[0] % keys.length]!;
                text = JSON.stringify({ ...body, [key]: '__RAW__' }).replace('"__RAW__"', r.mutation.raw[1]);
              }
            }
            switch (r.encoding) {
              case 'json':
                headers['content-type'] = 'application/json';
                payload = text;
                break;
              case 'invalid-json':
                headers['content-type'] = 'application/json';
                payload = r.invalidJson;
                break;
              case 'empty-json':
                headers['content-type'] = 'application/json';
                payload = '';
                break;
              case 'text':
                headers['content-type'] = 'text/plain';
                payload = text;
                break;
              case 'form':
                headers['content-type'] = 'application/x-www-form-urlencoded';
                payload = 'a=1&b=2';
                break;
              case 'no-content-type':
                payload = text;
                break;
            }
          }
          await send(
            { method: route.method as InjectOptions['method'], url, headers, payload },
            route.method,
          );
        }),
        { numRuns: perRoute, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: false },
      );
    }
    // One body over the size limit per body-taking route.
    for (const route of api.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      await send(
        {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:\w+/g, '1'),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
          payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
        },
        route.method,
      );
    }
    // Random edits rarely leave a body valid except for one control character in one text field, which is what it
    // takes to reach the database with it (the 500 from NUL went unseen that way). So every text leaf of every valid
    // body, and every query parameter, also gets each of these, deterministically, with a valid token.
    for (const route of api.filter((r) => r.method !== 'HEAD')) {
      const shape = shapes[shapeKey(route.method, route.url)]!;
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'id' ? String(ids.order) : fc.sample(shape.params![name]!, { numRuns: 1, seed: 1 })[0]!,
      );
      const token = route.url === '/api/logout' ? logoutTokens[1]! : shopper.token;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      for (const bad of CONTROL_CHARACTERS) {
        for (const name of shape.query ?? []) {
          await send(
            {
              method: route.method as InjectOptions['method'],
              url: `${url}?${name}=x${encodeURIComponent(bad)}`,
              headers,
            },
            route.method,
          );
        }
        if (!shape.body) continue;
        const valid = shape.body();
        for (const path of leafPaths(valid)) {
          const body = structuredClone(valid);
          let leaf: unknown = body;
          for (const key of path) leaf = (leaf as Record<string | number, unknown>)[key];
          if (typeof leaf !== 'string') continue;
          apply(body, path, 'set', `${leaf}${bad}`);
          await send(
            { method: route.method as InjectOptions['method'], url, headers, payload: JSON.stringify(body) },
            route.method,
          );
          counts.controlCharacterRequests += 1;
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz (${process.env.TEST_DB_ENGINE}): ${counts.requests} requests on ${api.length} routes in ${seconds.toFixed(1)} s; ` +
        `${counts.controlCharacterRequests} of them with a control character in one text field of a valid body; ` +
        `statuses ${JSON.stringify(counts.byStatus)}`,
    );
    expect(counts.requests).toBeGreaterThanOrEqual(10_000);
    expect(counts.controlCharacterRequests).toBeGreaterThan(100);
  }, 180_000);
});

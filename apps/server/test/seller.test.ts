/**
 * Who sells (issue 35 items 1 and 7; docs/domain.md "Seller identity and the grievance officer"): the seller's
 * details in the settings and on /api/site, a real shop with live payments refusing orders until they are complete,
 * and the record of a customer's marketing consent.
 */
import {
  CHECKOUT_MESSAGES,
  SITE_MESSAGES,
  shopSettingsResponse,
  siteResponse,
  type ShopSettingsResponse,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.js';
import { STAFF_ORIGIN, createTestApp, eventually, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

type Reply = Awaited<ReturnType<Shopper['get']>>;
type Call = (method: 'GET' | 'PUT', url: string, payload?: object) => Promise<Reply>;

function ownerOf(t: TestApp, cookie: string): Call {
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { origin: STAFF_ORIGIN, cookie },
      ...(payload ? { payload } : {}),
    });
}

async function settingsOf(owner: Call): Promise<ShopSettingsResponse> {
  const response = await owner('GET', '/api/admin/settings');
  expect(response.statusCode, response.body).toBe(200);
  return shopSettingsResponse.parse(json(response));
}

const siteOf = async (t: TestApp) =>
  siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));

describe('the demo shop (not production)', () => {
  let t: TestApp;
  let owner: Call;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
    owner = ownerOf(t, (await signInStaff(t, 'seller'))['owner']);
  });
  afterAll(async () => t?.close());

  it('shows who sells on /api/site: legal name, registered address, GSTIN, FSSAI licence, care and grievance officer', async () => {
    const { seller } = await siteOf(t);
    expect(seller).toEqual({
      legal_name: 'Pachakkuda Organic Farm Producer Company (demo)',
      address: 'Kalikavu Road, Wandoor, Malappuram District, Kerala 679328',
      gstin: '32AABCP1234M1ZO',
      fssai_number: '11326999000135',
      fssai_kind: 'licence',
      care: { email: 'hello@pachakkuda.example', phone: '+91 94471 26830' },
      grievance: {
        name: 'Sreelekha Menon',
        designation: 'Grievance Officer and Customer Care Lead',
        email: 'grievance@pachakkuda.example',
        phone: '+91 94471 26831',
      },
    });
    // The demo's seller details are complete, so nothing is missing, and it is no real shop anyway.
    expect((await settingsOf(owner)).going_live).toEqual({ missing: [], orders_refused: false });
  });

  it('saves the FSSAI number, its kind and the grievance officer, and /api/site follows', async () => {
    const { shop } = await settingsOf(owner);
    const saved = await owner('PUT', '/api/admin/settings/shop', {
      ...shop,
      fssai_number: ' 21326999000777 ',
      fssai_kind: 'registration',
      grievance_name: 'Anil Kumar',
      grievance_designation: 'Grievance Officer',
      grievance_email: 'anil@pachakkuda.example',
      grievance_phone: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shopSettingsResponse.parse(json(saved)).shop).toMatchObject({
      fssai_number: '21326999000777',
      fssai_kind: 'registration',
      grievance_name: 'Anil Kumar',
      grievance_phone: '',
    });
    const site = await eventually(
      () => siteOf(t),
      (s) => s.seller?.grievance.name === 'Anil Kumar',
    );
    expect(site.seller).toMatchObject({
      fssai_number: '21326999000777',
      fssai_kind: 'registration',
      grievance: { name: 'Anil Kumar', designation: 'Grievance Officer', phone: '' },
    });
  });

  it('refuses an FSSAI number that is not 14 digits, an unknown kind and a bad officer e-mail, in words beside each field', async () => {
    const { shop } = await settingsOf(owner);
    const bad = await owner('PUT', '/api/admin/settings/shop', {
      ...shop,
      fssai_number: '1132699900013',
      fssai_kind: 'permit',
      grievance_email: 'officer at farm',
      grievance_phone: '12',
    });
    expect(bad.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(bad);
    expect(errors['fssai_number']).toContain(SITE_MESSAGES.fssaiInvalid);
    expect(errors['fssai_kind']).toContain(SITE_MESSAGES.fssaiKindInvalid);
    expect(errors['grievance_email']).toBeDefined();
    expect(errors['grievance_phone']).toBeDefined();
    const letters = await owner('PUT', '/api/admin/settings/shop', {
      ...shop,
      fssai_number: '1132699900013A',
    });
    expect(json<{ errors: Record<string, string[]> }>(letters).errors['fssai_number']).toContain(
      SITE_MESSAGES.fssaiInvalid,
    );
    expect((await settingsOf(owner)).shop.fssai_number).toBe(shop.fssai_number);
  });

  it('names what is missing, but takes orders, while the shop is no real shop with live payments', async () => {
    const { shop } = await settingsOf(owner);
    const cleared = await owner('PUT', '/api/admin/settings/shop', { ...shop, fssai_number: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(shopSettingsResponse.parse(json(cleared)).going_live).toEqual({
      missing: ['fssai_number'],
      orders_refused: false,
    });
    expect(await t.services.site.notOpenLine()).toBeUndefined();
    const [product] = await sellableProducts(t.app, 1);
    const shopper = await Shopper.start(t.app);
    expect((await shopper.createOrder([lineFor(product!, 1)])).statusCode).toBe(200);
  });

  it('keeps a customer’s marketing consent unticked unless they tick it, and records when each answer was given', async () => {
    // Registration without the box ticked (the storefront sends false): no news, and the answer's time kept.
    const shopper = await Shopper.start(t.app);
    const newsOf = async () =>
      (
        await t.database.db
          .select({ on: users.emailNews, at: users.emailNewsAt })
          .from(users)
          .where(eq(users.id, shopper.userId))
      )[0]!;
    expect((await newsOf()).on).toBe(false);
    const ticked = await shopper.post('/api/customer.messages', { email_news: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const yes = await newsOf();
    expect(yes.on).toBe(true);
    expect(yes.at).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await shopper.post('/api/customer.messages', { email_news: false });
    const no = await newsOf();
    expect(no.on).toBe(false);
    expect(no.at!.getTime()).toBeGreaterThan(yes.at!.getTime());
  });
});

describe('a real shop (NODE_ENV=production) with live payments', () => {
  let t: TestApp;
  let fake: FakeRazorpay;
  let owner: Call;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    // A live key id in shape only: the fake gateway stands in for Razorpay, so no real key is needed.
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: STAFF_ORIGIN,
        PAYMENTS: 'live',
        RAZORPAY_KEY_ID: 'rzp_live_fake',
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_API_URL: fake.url,
        CONTENT_CHECK_MS: '20',
      },
    });
    owner = ownerOf(t, (await signInStaff(t, 'seller-live'))['owner']);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('refuses orders in words while seller details are missing, names them, and opens once they are filled', async () => {
    const { shop } = await settingsOf(owner);
    const gaps = await owner('PUT', '/api/admin/settings/shop', {
      ...shop,
      legal_name: '',
      fssai_number: '',
      grievance_name: '',
      grievance_email: '',
    });
    expect(gaps.statusCode, gaps.body).toBe(200);
    expect(shopSettingsResponse.parse(json(gaps)).going_live).toEqual({
      missing: ['legal_name', 'fssai_number', 'grievance_name', 'grievance_email'],
      orders_refused: true,
    });
    expect(await t.services.site.notOpenLine()).toBe(
      'The shop takes no orders: a real shop (NODE_ENV=production) with live payments must show who sells, and its ' +
        'legal name, FSSAI number, grievance officer’s name and grievance officer’s e-mail are missing. Fill them in ' +
        'the console under Settings, Shop.',
    );

    const [product] = await sellableProducts(t.app, 1);
    const line = lineFor(product!, 1);
    const shopper = await Shopper.start(t.app);
    const refused = await eventually(
      () => shopper.createOrder([line]),
      (response) => response.statusCode === 422,
    );
    expect(refused.statusCode).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe(CHECKOUT_MESSAGES.shopNotOpen);
    expect(fake.requests).toEqual([]);
    const cod = await shopper.post('/api/store_order_user', {
      payment_method: 'COD',
      address: shopper.addressId,
      cart: [line],
    });
    expect(cod.statusCode).toBe(422);
    expect(json<{ message: string }>(cod).message).toBe(CHECKOUT_MESSAGES.shopNotOpen);

    const filled = await owner('PUT', '/api/admin/settings/shop', shop);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(shopSettingsResponse.parse(json(filled)).going_live).toEqual({
      missing: [],
      orders_refused: false,
    });
    expect(await t.services.site.notOpenLine()).toBeUndefined();
    // Open again: the order goes on to the payment service (the fake knows only its own test key, so it refuses
    // this live one; the shop's refusal is no longer what stops it).
    const asked = await eventually(
      () => shopper.createOrder([line]),
      () => fake.requests.some((request) => request.path.startsWith('/v1/orders')),
    );
    expect(json<{ message: string }>(asked).message).not.toBe(CHECKOUT_MESSAGES.shopNotOpen);
    expect(
      fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/orders'),
    ).not.toEqual([]);
  });
});

import {
  DEMO_MESSAGES,
  auditResponse,
  createOrderResponse,
  deskOrderResponse,
  demoCleared,
  demoStatus,
} from '@farm/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  bannerItems,
  categories,
  certificates,
  contentVersion,
  crops,
  pages,
  products,
  shop,
  users,
  videoFeed,
} from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { NEUTRAL_SHOP_NAME } from '../src/seed/empty-start.js';
import { TEMPLATE_PAGES } from '../src/seed/page-templates.js';
import { TEMPLATE_PAGES_MALAYALAM } from '../src/seed/page-templates-malayalam.js';
import { DEMO_PAGES } from '../src/seed/pages.js';
import { STAFF_ORIGIN, bearer, createTestApp, json, signInStaff, type TestApp } from './harness.js';
import { Shopper, lineFor, productBySlug } from './shopper.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'afresh');
});
afterAll(async () => t?.close());

type Role = keyof typeof cookies;
const call = (role: Role | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: STAFF_ORIGIN, ...(role ? { cookie: cookies[role] } : {}) },
    payload,
  });
const rowsOf = async (table: typeof products | typeof categories | typeof crops) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);

describe('clearing the demo', () => {
  it('shows the owner what of the demo is left, and no one else', async () => {
    const status = demoStatus.parse(json(await call('owner', 'GET', '/api/admin/demo')));
    expect(status.clear).toBe(false);
    expect(status.phrase).toBe('CLEAR DEMO');
    expect(status.left).toMatchObject({
      products: demoData.products.length,
      categories: demoData.categories.length,
      crops: demoData.crops.length,
      certificates: demoData.certificates.length,
      videos: demoData.videos.length,
      banners: demoData.banners.length,
    });
    expect(status.left.pages).toBeGreaterThan(0);
    expect(status.left.shop_facts).toBeGreaterThan(0);
    expect((await call('manager', 'GET', '/api/admin/demo')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/demo')).statusCode).toBe(401);
  });

  it('refuses other roles and wrong words, and then nothing has changed', async () => {
    for (const role of ['manager', 'packer'] as const) {
      const refused = await call(role, 'POST', '/api/admin/demo/clear', { confirm: 'CLEAR DEMO' });
      expect(refused.statusCode, role).toBe(403);
      expect(json<{ message: string }>(refused).message).toBeTruthy();
    }
    for (const confirm of ['', 'clear', 'CLEAR THE DEMO', 'Pachakkuda Organic Farm']) {
      const wrong = await call('owner', 'POST', '/api/admin/demo/clear', { confirm });
      expect(wrong.statusCode, confirm).toBe(422);
      expect(json<{ message: string; errors: Record<string, string[]> }>(wrong)).toMatchObject({
        message: DEMO_MESSAGES.wrongWords,
        errors: { confirm: [DEMO_MESSAGES.wrongWords] },
      });
    }
    expect((await call('owner', 'POST', '/api/admin/demo/clear', {})).statusCode).toBe(422);
    expect(await rowsOf(products)).toBe(demoData.products.length);
    expect(await rowsOf(categories)).toBe(demoData.categories.length);
  });

  it('removes the demo’s content and keeps orders, customers, addresses and what the farm made its own', async () => {
    const { db } = t.database;
    // A customer bought a demo product before the clear-out.
    const shopper = await Shopper.start(t.app);
    const honey = await productBySlug(t.app, demoData.products[0]!.product_slug);
    const cart = [lineFor(honey, 2)];
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
    expect(stored.statusCode, stored.body).toBe(201);
    const { order_id: orderId } = json<{ order_id: number }>(stored);
    const before = deskOrderResponse.parse(json(await call('owner', 'GET', `/api/admin/orders/${orderId}`)));

    // The farm took over one demo product (its own web address now), and rewrote the story in English.
    const ghee = demoData.products.find((p) => p.product_slug === 'nadan-cow-ghee')!;
    await db.update(products).set({ slug: 'our-own-ghee' }).where(eq(products.slug, ghee.product_slug));
    await db.update(pages).set({ body: 'Our own story, in our words.' }).where(eq(pages.slug, 'story'));
    const gheeCategory = demoData.categories.find((c) => c.key === ghee.category)!.name;

    // The storefront's lists are cached before the clear-out: they must drop.
    const listedBefore = await t.app.inject({ url: '/api/categories-with-products' });
    expect(listedBefore.body).toContain(honey.product_name);
    const version = async () => (await db.select().from(contentVersion))[0]!.version;
    const versionBefore = await version();

    const response = await call('owner', 'POST', '/api/admin/demo/clear', { confirm: '  clear demo ' });
    expect(response.statusCode, response.body).toBe(200);
    const cleared = demoCleared.parse(json(response));
    expect(cleared.message).toBe(DEMO_MESSAGES.cleared);
    expect(cleared.cleared).toMatchObject({
      products: demoData.products.length - 1,
      categories: demoData.categories.length - 1,
      crops: demoData.crops.length,
      certificates: demoData.certificates.length,
      videos: demoData.videos.length,
      banners: demoData.banners.length,
    });
    expect(cleared.kept_categories).toEqual([gheeCategory]);

    // The demo's content is gone, the farm's own product and its category stay.
    expect((await db.select({ slug: products.slug }).from(products)).map((p) => p.slug)).toEqual([
      'our-own-ghee',
    ]);
    expect((await db.select({ name: categories.name }).from(categories)).map((c) => c.name)).toEqual([
      gheeCategory,
    ]);
    for (const table of [crops, certificates, videoFeed, bannerItems]) {
      expect(Number((await db.select({ n: count() }).from(table))[0]?.n)).toBe(0);
    }
    expect(await version()).toBeGreaterThan(versionBefore);
    const listedAfter = await t.app.inject({ url: '/api/categories-with-products' });
    expect(listedAfter.statusCode).toBe(200);
    expect(listedAfter.body).not.toContain(honey.product_name);
    expect((await t.app.inject({ url: `/api/product/${honey.id}` })).statusCode).toBe(404);

    // The order reads back whole, for the desk and for its customer; the customer and their address stay.
    const after = deskOrderResponse.parse(json(await call('owner', 'GET', `/api/admin/orders/${orderId}`)));
    const lineOf = (item: (typeof before.order.items)[number]) => [
      item.product.product_name,
      item.size,
      item.quantity,
      item.price,
    ];
    expect(before.order.items.map(lineOf)).toEqual([
      [honey.product_name, expect.any(String), 2, cart[0]!.unitPrice],
    ]);
    expect(after.order.items.map(lineOf)).toEqual(before.order.items.map(lineOf));
    // The line keeps its copy; only its link to the removed product is gone.
    expect(after.order.items[0]!.product_id).toBeNull();
    expect(after.order.total_amount).toBe(before.order.total_amount);
    const mine = json<{ id: number }[]>(await shopper.get(`/api/orders/${shopper.userId}`));
    expect(mine.map((order) => order.id)).toContain(orderId);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, shopper.userId))).toHaveLength(1);
    expect(await db.select().from(addresses).where(eq(addresses.id, shopper.addressId))).toHaveLength(1);
    const saved = await t.app.inject({ url: '/api/addresses', headers: bearer(shopper.token) });
    expect(saved.statusCode).toBe(200);

    // Pages still in the demo's words have the templates, marked "review me"; the farm's own words stay.
    const byslug = new Map((await db.select().from(pages)).map((page) => [page.slug, page]));
    expect(byslug.get('terms')).toMatchObject({
      body: TEMPLATE_PAGES.terms.body,
      bodyMal: TEMPLATE_PAGES_MALAYALAM.terms.body,
      englishReviewedAt: null,
      malayalamReviewedAt: null,
    });
    expect(byslug.get('story')).toMatchObject({
      body: 'Our own story, in our words.',
      bodyMal: TEMPLATE_PAGES_MALAYALAM.story.body,
    });
    expect(byslug.get('about')?.body).not.toBe(DEMO_PAGES.about.body);

    // The demo's made-up facts are emptied for the farm's own; its settings stay.
    const [facts] = await db.select().from(shop);
    expect(facts).toMatchObject({
      name: NEUTRAL_SHOP_NAME,
      contactEmail: '',
      phonePrimary: '',
      whatsappNumber: '',
      farmAddress: '',
      legalName: '',
      gstin: '',
      fssaiNumber: '',
      grievanceName: '',
      grievanceEmail: '',
      // Closed until the owner opens it again from the setup checklist.
      openedAt: null,
    });
    expect(json<{ open: boolean }>(await t.app.inject({ url: '/api/site' })).open).toBe(false);

    // Audited: who cleared, and how much.
    const trail = auditResponse.parse(json(await call('owner', 'GET', '/api/admin/audit?action=demo.clear')));
    expect(trail.data).toHaveLength(1);
    expect(trail.data[0]).toMatchObject({ actor: 'owner.afresh@farm.example', role: 'Owner' });
    expect(trail.data[0]!.what).toContain(`${demoData.products.length - 1} products`);
  });

  it('then has nothing left to clear, and says so', async () => {
    const status = demoStatus.parse(json(await call('owner', 'GET', '/api/admin/demo')));
    expect(status.clear).toBe(true);
    expect(Object.values(status.left).every((n) => n === 0)).toBe(true);
    const again = await call('owner', 'POST', '/api/admin/demo/clear', { confirm: 'CLEAR DEMO' });
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toBe(DEMO_MESSAGES.nothingLeft);
    const trail = auditResponse.parse(json(await call('owner', 'GET', '/api/admin/audit?action=demo.clear')));
    expect(trail.data).toHaveLength(1);
  });
});

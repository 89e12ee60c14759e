import {
  CHECKOUT_MESSAGES,
  PAGE_SLUGS,
  SETUP_ITEMS,
  SETUP_MESSAGES as M,
  SETUP_TITLES,
  adminCategory,
  adminPage,
  adminProductAnswer,
  setupChecklistResponse,
  shippingSlabsResponse,
  shopSettingsResponse,
  siteResponse,
  type SetupChecklist,
  type SetupItemKey,
} from '@farm/contract';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, backupRecords, outboxMessages, shop } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { STAFF_ORIGIN, createTestApp, eventually, json, signInStaff, type TestApp } from './harness.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

// The setup checklist and opening the shop (issue 36 item 2; docs/domain.md "Opening the shop"). The demo starts
// open; the first test closes it, and the file walks every item back to an open shop.

let t: TestApp;
let mail: MailServer;
let cookies: Awaited<ReturnType<typeof signInStaff>>;
const TAG = 'setup';
const ownerEmail = `owner.${TAG}@farm.example`;

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Pachakkuda Farm <hello@pachakkuda.example>',
      CONTENT_CHECK_MS: '20',
    },
  });
  cookies = await signInStaff(t, TAG);
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await mail?.close();
  }
});

type Role = 'owner' | 'manager' | 'packer';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: STAFF_ORIGIN, cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });

async function checklist(): Promise<SetupChecklist> {
  const response = await call('owner', 'GET', '/api/admin/setup');
  expect(response.statusCode, response.body).toBe(200);
  return setupChecklistResponse.parse(json(response));
}
const item = async (key: SetupItemKey) => (await checklist()).items.find((entry) => entry.key === key)!;
const readSite = async () =>
  siteResponse.parse(json(await t.app.inject({ method: 'GET', url: '/api/site' })));

describe('the setup checklist', () => {
  it('is the owner’s: a manager and a packer are refused, and every item is listed with its link', async () => {
    for (const role of ['manager', 'packer'] as const) {
      expect((await call(role, 'GET', '/api/admin/setup')).statusCode).toBe(403);
      expect((await call(role, 'POST', '/api/admin/setup/open')).statusCode).toBe(403);
    }
    const list = await checklist();
    expect(list.items.map((entry) => entry.key)).toEqual([...SETUP_ITEMS]);
    expect(list.items.find((entry) => entry.key === 'shipping')).toMatchObject({
      title: SETUP_TITLES.shipping,
      link: '/settings/shipping',
      required: true,
    });
    expect(list.items.filter((entry) => !entry.required).map((entry) => entry.key)).toEqual([
      'backup',
      'two_factor',
    ]);
  });

  it('closes the shop: /api/site says so, checkout refuses orders in words, and the pages say “coming soon”', async () => {
    const [product] = await sellableProducts(t.app, 1);
    const line = lineFor(product!, 1);
    const closed = await call('owner', 'POST', '/api/admin/setup/close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(setupChecklistResponse.parse(json(closed))).toMatchObject({ open: false, message: M.closed });
    expect((await readSite()).open).toBe(false);

    const shopper = await Shopper.start(t.app);
    const online = await shopper.createOrder([line]);
    expect(online.statusCode).toBe(422);
    expect(json<{ message: string }>(online).message).toBe(CHECKOUT_MESSAGES.shopClosed);
    const cod = await shopper.post('/api/store_order_user', {
      payment_method: 'COD',
      address: shopper.addressId,
      cart: [line],
    });
    expect(cod.statusCode).toBe(422);
    expect(json<{ message: string }>(cod).message).toBe(CHECKOUT_MESSAGES.shopClosed);

    // Every page but the legal ones, drawn by the server: the shop's name, "coming soon", and no indexing.
    for (const path of ['/', `/product/${product!.product_slug}`, '/cart', '/ml']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(page.body, path).toMatch(
        path === '/ml' ? /<title>ഉടൻ വരുന്നു \| / : /<title>Coming soon \| Pachakkuda/,
      );
    }
    const seller = await t.app.inject({ method: 'GET', url: '/seller' });
    expect(seller.body).not.toContain('Coming soon');
    expect(seller.body).not.toContain('noindex');

    const twice = await call('owner', 'POST', '/api/admin/setup/close');
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ message: M.alreadyClosed });
  });

  it('refuses to open, naming each required item still to do', async () => {
    const list = await checklist();
    expect(list.can_open).toBe(false);
    const refused = await call('owner', 'POST', '/api/admin/setup/open');
    expect(refused.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string[]> }>(refused);
    const missing = list.items.filter((entry) => entry.required && !entry.done);
    expect(body.message).toBe(M.cannotOpen(missing.map((entry) => entry.title)));
    expect(Object.keys(body.errors).sort()).toEqual(missing.map((entry) => entry.key).sort());
    expect((await readSite()).open).toBe(false);
  });
});

describe('each item, checked from the data', () => {
  it('seller identity: done only when the legal facts are given', async () => {
    expect(await item('seller')).toMatchObject({ done: true, detail: M.sellerDone });
    const { shop } = shopSettingsResponse.parse(json(await call('owner', 'GET', '/api/admin/settings')));
    const gap = await call('owner', 'PUT', '/api/admin/settings/shop', {
      ...shop,
      fssai_number: '',
      legal_name: '',
    });
    expect(gap.statusCode, gap.body).toBe(200);
    expect(await item('seller')).toMatchObject({
      done: false,
      detail: M.sellerMissing(['legal_name', 'fssai_number']),
    });
    expect((await call('owner', 'PUT', '/api/admin/settings/shop', shop)).statusCode).toBe(200);
    expect((await item('seller')).done).toBe(true);
  });

  it('contact: done only with a contact e-mail, a main phone and a WhatsApp number', async () => {
    const { shop } = shopSettingsResponse.parse(json(await call('owner', 'GET', '/api/admin/settings')));
    expect(
      (await call('owner', 'PUT', '/api/admin/settings/shop', { ...shop, whatsapp_number: '' })).statusCode,
    ).toBe(200);
    expect(await item('contact')).toMatchObject({
      done: false,
      detail: M.contactMissing([M.contactWhatsapp]),
    });
    expect((await call('owner', 'PUT', '/api/admin/settings/shop', shop)).statusCode).toBe(200);
    expect(await item('contact')).toMatchObject({ done: true, detail: M.contactDone });
  });

  it('payments: in test mode, done only while the owner says test payments are on purpose', async () => {
    const before = await checklist();
    expect(before.payments_test_mode).toBe(true);
    expect(before.items.find((entry) => entry.key === 'payments')).toMatchObject({
      done: false,
      detail: M.paymentsTest,
    });
    const bad = await call('owner', 'POST', '/api/admin/setup/test-payments', { confirmed: 'yes' });
    expect(bad.statusCode).toBe(422);
    const confirmed = await call('owner', 'POST', '/api/admin/setup/test-payments', { confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(setupChecklistResponse.parse(json(confirmed))).toMatchObject({
      test_payments_confirmed: true,
      message: M.testPaymentsConfirmed,
    });
    expect(await item('payments')).toMatchObject({ done: true, detail: M.paymentsTestConfirmed });
    const withdrawn = await call('owner', 'POST', '/api/admin/setup/test-payments', { confirmed: false });
    expect(setupChecklistResponse.parse(json(withdrawn)).test_payments_confirmed).toBe(false);
    expect((await item('payments')).done).toBe(false);
    await call('owner', 'POST', '/api/admin/setup/test-payments', { confirmed: true });
  });

  it('e-mail: a refused test e-mail says why and ticks nothing; an accepted one reaches the owner and ticks it', async () => {
    expect(await item('email')).toMatchObject({ done: false, detail: M.emailMissing });
    mail.refuseNext(1);
    const refused = await call('owner', 'POST', '/api/admin/setup/test-email');
    expect(refused.statusCode).toBe(502);
    const { message } = json<{ message: string }>(refused);
    expect(message).toMatch(/^The test e-mail could not be sent: .*451.*Greylisted/);
    expect(message).not.toMatch(/\n|at .*\.js/);
    expect((await item('email')).done).toBe(false);

    const sent = await call('owner', 'POST', '/api/admin/setup/test-email');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(setupChecklistResponse.parse(json(sent)).message).toBe(M.testEmailSent(ownerEmail));
    const [received] = mail.to(ownerEmail);
    expect(received?.subject).toMatch(new RegExp(`^${M.testEmailSubject}`));
    expect(received?.text).toContain(M.testEmailBody(staffBody('owner').name));
    expect((await item('email')).done).toBe(true);
    // Both tries are kept in the outbox, as the console's Messages page shows them.
    const rows = await t.database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'setup-test-email'))
      .orderBy(outboxMessages.id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'sent']);
  });

  it('shipping: done once the owner says the slabs are right, or saves a zone', async () => {
    expect(await item('shipping')).toMatchObject({ done: false, detail: M.shippingMissing });
    const right = await call('owner', 'POST', '/api/admin/settings/shipping/reviewed');
    expect(right.statusCode, right.body).toBe(200);
    expect(shippingSlabsResponse.parse(json(right)).message).toBe(M.slabsReviewed);
    expect(await item('shipping')).toMatchObject({ done: true, detail: M.shippingDone });
    expect((await call('manager', 'POST', '/api/admin/settings/shipping/reviewed')).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.shipping-reviewed'))
      .orderBy(desc(auditLog.id));
    expect(row?.actor).toBe(ownerEmail);

    // Saving a zone's table is a review too.
    await t.database.db.update(shop).set({ slabsReviewedAt: null });
    expect((await item('shipping')).done).toBe(false);
    const slabs = shippingSlabsResponse.parse(
      json(await call('owner', 'GET', '/api/admin/settings/shipping')),
    );
    const saved = await call('owner', 'PUT', '/api/admin/settings/shipping/kerala', { slabs: slabs.kerala });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await item('shipping')).done).toBe(true);
  });

  it('pages: done once every page is reviewed in both languages, by saving it or marking it reviewed', async () => {
    const first = await item('pages');
    expect(first.done).toBe(false);
    expect(first.detail).toContain('To review in English: About us: what we grow;');
    // The content editors review pages: the manager has content.write.
    const page = adminPage.parse(json(await call('manager', 'GET', '/api/admin/pages/terms')));
    expect(page.english_reviewed_at).toBeNull();
    const saved = await call('manager', 'PUT', '/api/admin/pages/terms', {
      title: page.title,
      body: `${page.body}\n\nReviewed by the farm.`,
      title_mal: page.title_mal,
      body_mal: page.body_mal,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = adminPage.parse(json(saved));
    // Saving changed only the English: only the English is reviewed.
    expect(afterSave.english_reviewed_at).not.toBeNull();
    expect(afterSave.malayalam_reviewed_at).toBeNull();

    const bad = await call('manager', 'POST', '/api/admin/pages/terms/reviewed', { language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call('packer', 'POST', '/api/admin/pages/terms/reviewed', { language: 'ml' })).statusCode,
    ).toBe(403);
    for (const slug of PAGE_SLUGS) {
      for (const language of ['en', 'ml'] as const) {
        if (slug === 'terms' && language === 'en') continue;
        const marked = await call('manager', 'POST', `/api/admin/pages/${slug}/reviewed`, { language });
        expect(marked.statusCode, marked.body).toBe(200);
        expect(json<{ message: string }>(marked).message).toBe(M.pageReviewed(language));
      }
      if (slug !== PAGE_SLUGS.at(-1)) expect((await item('pages')).done).toBe(false);
    }
    expect(await item('pages')).toMatchObject({ done: true, detail: M.pagesDone });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page.reviewed'), eq(auditLog.entityId, 'refund')))
      .orderBy(desc(auditLog.id));
    expect(row?.after).toEqual({ language: 'ml' });
  });

  it('catalogue: done only with an active category holding a published product with a picture, MRP and declarations', async () => {
    const categories = json<{ data: { id: number; hidden: boolean }[] }>(
      await call('manager', 'GET', '/api/admin/categories'),
    ).data;
    expect((await item('catalogue')).done).toBe(true);
    for (const category of categories) {
      expect((await call('manager', 'POST', `/api/admin/categories/${category.id}/hide`)).statusCode).toBe(
        200,
      );
    }
    expect(await item('catalogue')).toMatchObject({ done: false, detail: M.catalogueNoCategory });

    const made = await call('manager', 'POST', '/api/admin/categories', {
      name: 'Oils',
      picture: 'honey.jpg',
    });
    expect(made.statusCode, made.body).toBe(201);
    const category = adminCategory.parse(json<{ category: unknown }>(made).category);
    expect(await item('catalogue')).toMatchObject({ done: false, detail: M.catalogueNoProduct });

    const product = {
      name: 'Setup checklist test oil',
      sku: 'SETUP-OIL-1',
      category_id: category.id,
      hsn_code: '1513',
      gst_rate: 5,
      pictures: ['honey.jpg'],
      sizes: [
        { label: '500 ml', weight_grams: 560, net_quantity: 500, net_unit: 'ml', price: 190, in_stock: true },
      ],
      shelf_life_months: 12,
      ingredients: '',
      publish: true,
    };
    const undeclared = await call('manager', 'POST', '/api/admin/products', product);
    expect(undeclared.statusCode, undeclared.body).toBe(201);
    const { product: saved } = adminProductAnswer.parse(json(undeclared));
    // Published, but its ingredients are not declared: not ready to sell.
    expect((await item('catalogue')).done).toBe(false);
    const declared = await call('manager', 'PUT', `/api/admin/products/${saved.id}`, {
      ...product,
      sizes: [{ ...product.sizes[0], id: saved.sizes[0]!.id }],
      ingredients: 'Coconut oil (100%)',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(await item('catalogue')).toMatchObject({ done: true, detail: M.catalogueDone(1) });

    for (const hidden of categories.filter((entry) => !entry.hidden)) {
      expect((await call('manager', 'POST', `/api/admin/categories/${hidden.id}/show`)).statusCode).toBe(200);
    }
  });

  it('backup: recommended, done only with a backup taken in the last 24 hours', async () => {
    expect(await item('backup')).toMatchObject({ done: false, required: false, detail: M.backupNone });
    // The backups module (issue 36 item 1) writes these rows; its table is all this item reads.
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db
      .insert(backupRecords)
      .values({ takenAt: old, source: 'command', fileName: 'old.backup', bytes: 10 });
    expect((await item('backup')).done).toBe(false);
    expect((await item('backup')).detail).toMatch(/more than 24 hours ago/);
    await t.database.db
      .insert(backupRecords)
      .values({ source: 'command', fileName: 'new.backup', bytes: 10 });
    expect((await item('backup')).done).toBe(true);
  });

  it('two-factor: recommended, done once every owner signs in with two-factor', async () => {
    expect(await item('two_factor')).toMatchObject({
      done: false,
      required: false,
      detail: M.twoFactorMissing([staffBody('owner').name]),
    });
    const started = await call('owner', 'POST', '/api/admin/me/two-factor');
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = json<{ secret: string }>(started);
    const on = await call('owner', 'POST', '/api/admin/me/two-factor/confirm', {
      code: await generate({ secret }),
      password: staffBody('owner').password,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await item('two_factor')).toMatchObject({ done: true, detail: M.twoFactorDone });
  });
});

describe('opening the shop', () => {
  it('opens once the required items are done: audited, /api/site says so, and orders are taken again', async () => {
    const list = await checklist();
    expect(list.can_open).toBe(true);
    const opened = await call('owner', 'POST', '/api/admin/setup/open');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(setupChecklistResponse.parse(json(opened))).toMatchObject({ open: true, message: M.opened });
    expect((await readSite()).open).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shop.open'))
      .orderBy(desc(auditLog.id));
    expect(row?.actor).toBe(ownerEmail);
    expect((await call('owner', 'POST', '/api/admin/setup/open')).statusCode).toBe(409);

    const [product] = await sellableProducts(t.app, 1);
    const shopper = await Shopper.start(t.app);
    const order = await eventually(
      () => shopper.createOrder([lineFor(product!, 1)]),
      (response) => response.statusCode === 200,
    );
    expect(order.statusCode, order.body).toBe(200);
    const home = await eventually(
      () => t.app.inject({ method: 'GET', url: '/' }),
      (response) => !response.body.includes('noindex'),
    );
    expect(home.body).not.toContain('Coming soon');
  });
});

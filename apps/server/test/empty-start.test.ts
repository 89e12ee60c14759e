import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PAGE_SLUGS, publicPage, siteResponse } from '@farm/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannerItems,
  categories,
  certificates,
  crops,
  pages,
  products,
  shippingSlabs,
  shop,
  videoFeed,
} from '../src/db/schema.js';
import { NEUTRAL_SHOP_NAME, shopIsOpen, startEmpty } from '../src/seed/empty-start.js';
import { TEMPLATE_PAGES } from '../src/seed/page-templates.js';
import { TEMPLATE_PAGES_MALAYALAM } from '../src/seed/page-templates-malayalam.js';
import { DEMO_PAGES } from '../src/seed/pages.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, createTestDatabase, json, type TestApp } from './harness.js';

describe('a real shop’s empty start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    expect((await startEmpty(t.database, { shopName: 'Thekkady Hill Farm' })).started).toBe(true);
  });
  afterAll(async () => t?.close());

  it('makes the shop, closed, with none of the demo’s content', async () => {
    const { db } = t.database;
    const [row] = await db.select().from(shop);
    expect(row).toMatchObject({
      name: 'Thekkady Hill Farm',
      contactEmail: '',
      phonePrimary: '',
      legalName: '',
      gstin: '',
      fssaiNumber: '',
      grievanceName: '',
      openedAt: null,
      slabsReviewedAt: null,
    });
    expect(await shopIsOpen(db)).toBe(false);
    for (const table of [products, categories, crops, certificates, videoFeed, bannerItems]) {
      expect(Number((await db.select({ n: count() }).from(table))[0]?.n)).toBe(0);
    }
    // Slabs to start from, so a parcel can be priced; the checklist asks the owner to review them.
    expect(Number((await db.select({ n: count() }).from(shippingSlabs))[0]?.n)).toBe(demoData.slabs.length);
  });

  it('writes the six pages from the templates in both languages, each marked "review me"', async () => {
    const written = await t.database.db.select().from(pages);
    expect(written.map((page) => page.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    for (const page of written) {
      const slug = page.slug as (typeof PAGE_SLUGS)[number];
      expect(page).toMatchObject({
        title: TEMPLATE_PAGES[slug].title,
        body: TEMPLATE_PAGES[slug].body,
        titleMal: TEMPLATE_PAGES_MALAYALAM[slug].title,
        bodyMal: TEMPLATE_PAGES_MALAYALAM[slug].body,
        englishReviewedAt: null,
        malayalamReviewedAt: null,
      });
    }
    // Every page but the shipping policy (which names no fact of the demo farm) differs from the demo's.
    for (const slug of PAGE_SLUGS.filter((slug) => slug !== 'shipping')) {
      expect(TEMPLATE_PAGES[slug].body, slug).not.toBe(DEMO_PAGES[slug].body);
    }
  });

  it('keeps none of the demo farm’s facts in the templates, and the same anchors and placeholders in both languages', () => {
    for (const slug of PAGE_SLUGS) {
      for (const text of [TEMPLATE_PAGES[slug].body, TEMPLATE_PAGES_MALAYALAM[slug].body]) {
        expect(text).not.toMatch(/Malappuram|മലപ്പുറം|Pachakkuda|organic|ജൈവ|laterite|ചെങ്കൽ/i);
      }
      const marks = (text: string) => [...text.matchAll(/\{#[a-z-]+\}|\{\{[a-z_]+\}\}/g)].map((m) => m[0]);
      expect(marks(TEMPLATE_PAGES_MALAYALAM[slug].body), slug).toEqual(marks(TEMPLATE_PAGES[slug].body));
      // Real Malayalam: mostly Malayalam letters, not English left untranslated.
      const letters = TEMPLATE_PAGES_MALAYALAM[slug].body.replace(/[^\p{L}]/gu, '');
      const malayalam = letters.replace(/[^\u0D00-\u0D7F]/g, '');
      expect(malayalam.length / letters.length, slug).toBeGreaterThan(0.8);
    }
  });

  it('serves the storefront without the demo: the farm’s name on its pages, no products', async () => {
    const site = siteResponse.parse(json(await t.app.inject({ url: '/api/site' })));
    expect(site.name).toBe('Thekkady Hill Farm');
    const terms = await t.app.inject({ url: '/api/pages/terms' });
    expect(terms.statusCode).toBe(200);
    const page = publicPage.parse(json(terms));
    expect(page.html).toContain('Thekkady Hill Farm');
    expect(page.html).not.toContain('{{');
    expect(page.ml?.html).toContain('Thekkady Hill Farm');
    const listed = await t.app.inject({ url: '/api/categories-with-products' });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(json(listed))).not.toContain(demoData.products[0]!.product_name);
    expect((await t.app.inject({ url: '/api/homepage' })).statusCode).toBe(200);
  });

  it('does nothing on a later start: the shop’s own data stays', async () => {
    const { db } = t.database;
    await db.update(shop).set({ name: 'Renamed by the owner' }).where(eq(shop.id, 1));
    await db.update(pages).set({ body: 'Our own words.' }).where(eq(pages.slug, 'story'));
    expect((await startEmpty(t.database)).started).toBe(false);
    expect((await db.select({ name: shop.name }).from(shop))[0]?.name).toBe('Renamed by the owner');
    expect((await db.select().from(pages).where(eq(pages.slug, 'story')))[0]?.body).toBe('Our own words.');
  });
});

describe('an empty start on a database that holds a shop', () => {
  it('leaves the demo shop as it is, and names a shop neutrally without SHOP_NAME', async () => {
    const seeded = await createTestDatabase({ seeded: true });
    try {
      const before = Number((await seeded.database.db.select({ n: count() }).from(products))[0]?.n);
      expect((await startEmpty(seeded.database)).started).toBe(false);
      expect(Number((await seeded.database.db.select({ n: count() }).from(products))[0]?.n)).toBe(before);
      expect(before).toBe(demoData.products.length);
    } finally {
      await seeded.drop();
    }
    const empty = await createTestDatabase();
    try {
      expect((await startEmpty(empty.database)).started).toBe(true);
      expect((await empty.database.db.select({ name: shop.name }).from(shop))[0]?.name).toBe(
        NEUTRAL_SHOP_NAME,
      );
    } finally {
      await empty.drop();
    }
  });
});

describe('npm run db:seed on a real shop', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-refusal-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses without --demo, in words, before opening anything', async () => {
    const env = {
      ...process.env,
      ENV_FILE: 'none',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'sandbox',
      DATA_DIR: path.join(dataDir, 'data'),
    };
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed'], {
      cwd: root,
      env,
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('This is a real shop (NODE_ENV=production)');
    expect(failed?.stderr).toContain('npm run db:seed -- --demo');
    // Refused before the data folder was even made.
    expect(fs.existsSync(path.join(dataDir, 'data'))).toBe(false);
  });
});

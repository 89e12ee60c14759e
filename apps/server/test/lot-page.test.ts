import {
  LOT_LABEL_MESSAGES,
  LOT_PAGE_MESSAGES,
  lotPagePath,
  lotView,
  shopSettingsResponse,
  type StaffRole,
} from '@farm/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, productSizes, products, stockMovements } from '../src/db/schema.js';
import { LABEL_SHEET, labelDate } from '../src/modules/lots/index.js';
import { DEMO_LOTS } from '../src/seed/demo-lots.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';

let t: TestApp;
let cookies: Record<StaffRole, string>;
/** The shop's address the page answerer and the labels use without PUBLIC_URL (the inject Host). */
const SHOP = 'http://localhost:80';

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'lot-page');
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const staff = (role: StaffRole, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies[role] } });

/** The demo's lots with their product's slug, oldest first. */
async function demoLots() {
  return t.database.db
    .select({
      id: lots.id,
      code: lots.code,
      onHand: lots.onHand,
      sizeId: lots.productSizeId,
      slug: products.slug,
      harvestedOn: lots.harvestedOn,
      processedOn: lots.processedOn,
      bestBefore: lots.bestBefore,
    })
    .from(lots)
    .innerJoin(productSizes, eq(productSizes.id, lots.productSizeId))
    .innerJoin(products, eq(products.id, productSizes.productId))
    .orderBy(lots.id);
}

/** 14 May 2027 and 2027 മേയ് 14: a day in full, as each language's page writes it. */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The page's head and its API answers, as the server wrote them (this test's build has no server renderer). */
function pageParts(html: string) {
  const data = /<script type="application\/json" id="api-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    head: html.slice(0, html.indexOf('</head>')),
    data: data === undefined ? {} : (JSON.parse(data) as Record<string, unknown>),
  };
}

describe('the demo’s lots', () => {
  it('count three products none of the journeys buy, each size the sum of its lots, each lot received once', async () => {
    const all = await demoLots();
    expect(new Set(all.map((lot) => lot.slug))).toEqual(new Set(Object.keys(DEMO_LOTS)));
    expect(all).toHaveLength(Object.values(DEMO_LOTS).flat().length);
    const sizeIds = [...new Set(all.map((lot) => lot.sizeId))];
    const sizes = await t.database.db
      .select({ id: productSizes.id, count: productSizes.stockCount })
      .from(productSizes)
      .where(inArray(productSizes.id, sizeIds));
    for (const size of sizes) {
      const inLots = all.filter((lot) => lot.sizeId === size.id).reduce((sum, lot) => sum + lot.onHand, 0);
      expect(size.count).toBe(inLots);
      // "Only N left" never shows on them.
      expect(size.count).toBeGreaterThanOrEqual(30);
    }
    const received = await t.database.db
      .select({ lotId: stockMovements.lotId, change: stockMovements.change, kind: stockMovements.kind })
      .from(stockMovements)
      .where(inArray(stockMovements.productSizeId, sizeIds));
    expect(received.map((m) => [m.lotId, m.change, m.kind]).sort()).toEqual(
      all.map((lot) => [lot.id, lot.onHand, 'received']).sort(),
    );
    for (const lot of all) {
      expect(lot.harvestedOn! <= lot.processedOn!).toBe(true);
      expect(lot.processedOn! < lot.bestBefore!).toBe(true);
    }
  });
});

describe('a jar’s QR', () => {
  it('carries the lot page’s full address, which answers the page with the lot’s code and dates in both languages', async () => {
    const [lot] = await demoLots();
    const label = await t.services.lots.label(lot!.id, SHOP);
    expect(label).toMatchObject({ code: lot!.code, url: `${SHOP}/lot/${lot!.code}` });
    expect(label.bestBefore).toBe(`Best before ${labelDate(lot!.bestBefore!)}`);

    // The address the QR opens, through the server's page answerer.
    const path = new URL(label.url).pathname;
    expect(path).toBe(lotPagePath(lot!.code));
    const english = await get(path);
    expect(english.statusCode).toBe(200);
    const en = pageParts(english.body);
    expect(en.head).toContain(`<title>Lot ${lot!.code}:`);
    for (const day of [lot!.harvestedOn!, lot!.processedOn!, lot!.bestBefore!]) {
      expect(en.head).toContain(longDate(day, 'en-IN'));
    }
    expect(en.head).toContain(`<link rel="canonical" href="${SHOP}/lot/${lot!.code}" />`);
    const answer = lotView.parse(en.data[`/api/lots/${lot!.code}`]);
    expect(answer).toMatchObject({ code: lot!.code, best_before: lot!.bestBefore, recalled: false });
    expect(answer.crop?.name).toBe('Mango');
    expect(answer.product.on_sale).toBe(true);

    const malayalam = await get(lotPagePath(lot!.code, 'ml'));
    expect(malayalam.statusCode).toBe(200);
    const ml = pageParts(malayalam.body);
    expect(malayalam.body).toContain('<html lang="ml"');
    expect(ml.head).toContain(`<title>ലോട്ട് ${lot!.code}:`);
    for (const day of [lot!.harvestedOn!, lot!.processedOn!, lot!.bestBefore!]) {
      expect(ml.head).toContain(longDate(day, 'ml-IN'));
    }
  });

  it('opens the same lot whatever the case of the code', async () => {
    const [lot] = await demoLots();
    const lower = await get(`/api/lots/${lot!.code.toLowerCase()}`);
    expect(lower.statusCode).toBe(200);
    expect(lotView.parse(json(lower)).code).toBe(lot!.code);
    expect((await get(lotPagePath(lot!.code.toLowerCase()))).statusCode).toBe(200);
  });

  it('answers an unknown or impossible code 404, in words', async () => {
    for (const code of ['NOPE-0000-Z', 'x', '%20', 'a'.repeat(60), 'KAN_2605']) {
      const answer = await get(`/api/lots/${code}`);
      expect(answer.statusCode, code).toBe(404);
      expect(json(answer)).toEqual({ message: LOT_PAGE_MESSAGES.notFound });
    }
    const page = await get('/lot/NOPE-0000-Z');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<meta name="shop-page" content="not-found" />');
    expect((await get('/ml/lot/NOPE-0000-Z')).statusCode).toBe(404);
  });
});

describe('a recalled lot’s page', () => {
  it('says recalled at once, in both languages, and offers nothing to buy', async () => {
    const all = await demoLots();
    const lot = all.at(-1)!;
    // Drawn once before the recall: the page is never kept, so the next visit shows the recall.
    expect(pageParts((await get(lotPagePath(lot.code))).body).head).not.toContain('recalled');
    // The recall itself is the stock module's (the lead's recalls): here the lot is blocked as it blocks one.
    await t.database.db
      .update(lots)
      .set({ blockedAt: sql`now()` })
      .where(eq(lots.id, lot.id));

    const answer = lotView.parse(json(await get(`/api/lots/${lot.code}`)));
    expect(answer.recalled).toBe(true);
    const english = pageParts((await get(lotPagePath(lot.code))).body);
    expect(english.head).toContain(`Lot ${lot.code} of`);
    expect(english.head).toContain('has been recalled');
    expect(english.head).toContain('Please do not eat or use it.');
    expect(lotView.parse(english.data[`/api/lots/${lot.code}`]).recalled).toBe(true);
    const malayalam = pageParts((await get(lotPagePath(lot.code, 'ml'))).body);
    expect(malayalam.head).toContain('തിരിച്ചുവിളിച്ചിരിക്കുന്നു');
  });
});

describe('search engines and lot pages', () => {
  it('are kept out (noindex) until the owner lets them in, and the sitemap never lists lots', async () => {
    const [lot] = await demoLots();
    const robots = '<meta name="robots" content="noindex" />';
    expect(pageParts((await get(lotPagePath(lot!.code))).body).head).toContain(robots);
    expect(
      (await staff('manager', 'PUT', '/api/admin/settings/lot-pages', { indexed: true })).statusCode,
    ).toBe(403);
    const bad = await staff('owner', 'PUT', '/api/admin/settings/lot-pages', { indexed: 'yes' });
    expect(bad.statusCode).toBe(422);

    const on = await staff('owner', 'PUT', '/api/admin/settings/lot-pages', { indexed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(shopSettingsResponse.parse(json(on)).lot_pages_indexed).toBe(true);
    expect(
      shopSettingsResponse.parse(json(await staff('owner', 'GET', '/api/admin/settings'))).lot_pages_indexed,
    ).toBe(true);
    const indexed = pageParts((await get(lotPagePath(lot!.code))).body).head;
    expect(indexed).not.toContain(robots);
    expect(indexed).toContain('hreflang="ml-IN"');
    expect((await get('/sitemap.xml')).body).not.toContain('/lot/');

    const off = await staff('owner', 'PUT', '/api/admin/settings/lot-pages', { indexed: false });
    expect(shopSettingsResponse.parse(json(off)).lot_pages_indexed).toBe(false);
    expect(pageParts((await get(lotPagePath(lot!.code, 'ml'))).body).head).toContain(robots);
  });
});

describe('the label sheet', () => {
  it('is an A4 PDF of one page for whoever keeps the stock', async () => {
    const [lot] = await demoLots();
    const sheet = await staff('packer', 'GET', `/api/admin/lots/${lot!.id}/labels.pdf`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(`labels-${lot!.code}.pdf`);
    const pdf = sheet.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(LABEL_SHEET.columns * LABEL_SHEET.rows).toBe(24);
    expect(LABEL_SHEET.columns * LABEL_SHEET.labelWidth).toBeLessThanOrEqual(LABEL_SHEET.pageWidth);
    expect(LABEL_SHEET.rows * LABEL_SHEET.labelHeight).toBeLessThanOrEqual(LABEL_SHEET.pageHeight);
  });

  it('is refused in words for a lot that is not there, and to anyone not signed in', async () => {
    const missing = await staff('packer', 'GET', '/api/admin/lots/999999/labels.pdf');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: LOT_LABEL_MESSAGES.lotUnknown });
    expect((await get('/api/admin/lots/1/labels.pdf')).statusCode).toBe(401);
    expect((await staff('packer', 'GET', '/api/admin/lots/abc/labels.pdf')).statusCode).toBe(422);
  });
});

// Last: it clears the demo the tests above read.
describe('clearing the demo', () => {
  it('takes its lots and their movements with it, and their pages are not found', async () => {
    const [lot] = await demoLots();
    const cleared = await staff('owner', 'POST', '/api/admin/demo/clear', { confirm: 'CLEAR DEMO' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await demoLots()).toEqual([]);
    const movements = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.lotId, lot!.id));
    expect(movements[0]!.n).toBe(0);
    expect((await get(`/api/lots/${lot!.code}`)).statusCode).toBe(404);
  });
});

import {
  SEASON_MESSAGES,
  adminCrop,
  adminProductAnswer,
  adminProductsResponse,
  cropList,
  cropOne,
  productResponse,
  seasonsResponse,
  type AdminProduct,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, signInStaff, type TestApp } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await signInStaff(t, 'seasons'));
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookies.manager! },
    ...(payload && { payload }),
  });

async function adminProductBySku(sku: string): Promise<AdminProduct> {
  const list = adminProductsResponse.parse(json(await call('GET', `/api/admin/products?q=${sku}`)));
  return list.data.find((p) => p.sku === sku)!;
}
async function cropNamed(name: string) {
  const all = cropList.parse(json(await get('/api/whatInFarms-viewall'))).data;
  const further = cropList.parse(json(await get('/api/whatInFarms-most-cultivated-crops-view-all'))).data;
  return [...all, ...further].find((crop) => crop.name === name)!;
}
/** The console's save body for a product as it is now, with changes. */
function saveBody(product: AdminProduct, changes: object = {}) {
  return {
    name: product.name,
    name_mal: product.name_mal,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    description_mal: product.description_mal,
    category_id: product.category_id,
    hsn_code: product.hsn_code,
    gst_rate: product.gst_rate,
    featured: product.featured,
    pictures: product.pictures,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      label: size.label,
      weight_grams: size.weight_grams,
      net_quantity: size.net_quantity,
      net_unit: size.net_unit,
      price: size.price,
      offer_price: size.offer_price,
      in_stock: size.in_stock,
      label_image: size.label_image,
    })),
    shelf_life_months: product.shelf_life_months,
    ingredients: product.ingredients,
    ingredients_mal: product.ingredients_mal,
    manufacturer: product.manufacturer,
    country_of_origin: product.country_of_origin,
    organic: product.organic,
    ...changes,
  };
}

describe('seasons on the demo’s products and crops', () => {
  it('gives black pepper its December–February harvest and links it to its crop, and back', async () => {
    const pepper = await adminProductBySku('SPI-BPW-001');
    const page = productResponse.parse(json(await get(`/api/product/${pepper.id}`))).product;
    expect(page.season).toMatchObject({ months: [1, 2, 12] });
    expect(page.season?.note_mal).not.toBe('');
    expect(page.crops.map((crop) => crop.name)).toEqual(['Black Pepper']);

    const crop = cropOne.parse(json(await get(`/api/whatInFarms?id=${page.crops[0]!.id}`)));
    expect(crop.data.season?.months).toEqual([1, 2, 12]);
    expect(crop.products.map((p) => p.sku).sort()).toEqual(['SPI-BPP-002', 'SPI-BPW-001']);
  });

  it('says nothing of a season for a product sold all year, but still links its crop', async () => {
    const oil = await adminProductBySku('OIL-VCO-001');
    const page = productResponse.parse(json(await get(`/api/product/${oil.id}`))).product;
    expect(page.season).toBeNull();
    expect(page.crops.map((crop) => crop.name)).toEqual(['Coconut']);
  });
});

describe('GET /api/seasons', () => {
  afterAll(() => vi.useRealTimers());

  it('lists each month’s products and crops, and switches the month at midnight on the 1st in Kerala', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 on 28 February in Kerala (18:29 UTC).
    vi.setSystemTime(new Date('2026-02-28T18:29:00Z'));
    const february = seasonsResponse.parse(json(await get('/api/seasons')));
    expect(february.month).toBe(2);
    expect(february.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const inMonth = (answer: typeof february, month: number) => ({
      skus: answer.months[month - 1]!.products.map((p) => p.sku),
      crops: answer.months[month - 1]!.crops.map((c) => c.name),
    });
    expect(inMonth(february, 2).skus).toEqual(expect.arrayContaining(['SPI-BPW-001', 'HON-RAW-001']));
    expect(inMonth(february, 2).crops).toEqual(expect.arrayContaining(['Black Pepper', 'Ginger']));
    expect(inMonth(february, 3).skus).not.toContain('SPI-BPW-001');
    expect(inMonth(february, 3).crops).toEqual(expect.arrayContaining(['Mango', 'Jackfruit', 'Turmeric']));
    // Sold all year: on no month's list.
    expect(february.months.flatMap((m) => m.products.map((p) => p.sku))).not.toContain('OIL-VCO-001');

    // Two minutes on it is 00:01 on 1 March in Kerala, though still 28 February in UTC: the same cached lists, the
    // new month first.
    vi.setSystemTime(new Date('2026-02-28T18:31:00Z'));
    const march = seasonsResponse.parse(json(await get('/api/seasons')));
    expect(march.month).toBe(3);
    expect(march.months).toEqual(february.months);
  });
});

describe('the console’s season fieldset', () => {
  it('saves months, notes and crops; the shop shows them, and a product sold all year has no season', async () => {
    const ghee = await adminProductBySku('OIL-GHE-004');
    const mango = await cropNamed('Mango');
    const jackfruit = await cropNamed('Jackfruit');
    const saved = await call(
      'PUT',
      `/api/admin/products/${ghee.id}`,
      saveBody(ghee, {
        season: { months: [5, 3, 4], note: 'Summer batch', note_mal: 'വേനൽക്കാല ബാച്ച്' },
        crop_ids: [jackfruit.id, mango.id],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminProductAnswer.parse(json(saved)).product;
    expect(after.season).toEqual({ months: [3, 4, 5], note: 'Summer batch', note_mal: 'വേനൽക്കാല ബാച്ച്' });
    expect(after.crop_ids.sort()).toEqual([jackfruit.id, mango.id].sort());

    const page = productResponse.parse(json(await get(`/api/product/${ghee.id}`))).product;
    expect(page.season).toEqual({ months: [3, 4, 5], note: 'Summer batch', note_mal: 'വേനൽക്കാല ബാച്ച്' });
    expect(page.crops.map((c) => c.name)).toEqual(['Jackfruit', 'Mango']);
    const mangoPage = cropOne.parse(json(await get(`/api/whatInFarms?id=${mango.id}`)));
    expect(mangoPage.products.map((p) => p.sku)).toContain('OIL-GHE-004');
    const seasons = seasonsResponse.parse(json(await get('/api/seasons')));
    expect(seasons.months[3]!.products.map((p) => p.sku)).toContain('OIL-GHE-004');

    // A save that says nothing of seasons (an older console, another caller) keeps them.
    const kept = await call('PUT', `/api/admin/products/${ghee.id}`, saveBody(ghee));
    expect(adminProductAnswer.parse(json(kept)).product.season.months).toEqual([3, 4, 5]);

    // All twelve months is all year: nothing is said.
    const allYear = await call(
      'PUT',
      `/api/admin/products/${ghee.id}`,
      saveBody(ghee, { season: { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }, crop_ids: [] }),
    );
    expect(allYear.statusCode, allYear.body).toBe(200);
    const plain = productResponse.parse(json(await get(`/api/product/${ghee.id}`))).product;
    expect(plain.season).toBeNull();
    expect(plain.crops).toEqual([]);
    expect(
      cropOne.parse(json(await get(`/api/whatInFarms?id=${mango.id}`))).products.map((p) => p.sku),
    ).not.toContain('OIL-GHE-004');
  });

  it('refuses a month outside the year and a crop the farm does not have, in words beside the field', async () => {
    const ghee = await adminProductBySku('OIL-GHE-004');
    const month = await call(
      'PUT',
      `/api/admin/products/${ghee.id}`,
      saveBody(ghee, { season: { months: [13] } }),
    );
    expect(month.statusCode).toBe(422);
    expect(JSON.stringify(json(month))).toContain(SEASON_MESSAGES.monthInvalid);
    const crop = await call('PUT', `/api/admin/products/${ghee.id}`, saveBody(ghee, { crop_ids: [987654] }));
    expect(crop.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(crop).errors.crop_ids).toEqual([
      SEASON_MESSAGES.cropUnknown,
    ]);
    const note = await call(
      'PUT',
      `/api/admin/products/${ghee.id}`,
      saveBody(ghee, { season: { months: [1], note: 'x'.repeat(201) } }),
    );
    expect(note.statusCode).toBe(422);
    expect(JSON.stringify(json(note))).toContain(SEASON_MESSAGES.noteTooLong);
  });

  it('leaves a hidden product off its crop’s page', async () => {
    const powder = await adminProductBySku('SPI-BPP-002');
    const cropId = productResponse.parse(json(await get(`/api/product/${powder.id}`))).product.crops[0]!.id;
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${powder.id}/hide`,
      headers: { origin: ORIGIN, cookie: cookies.manager! },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const page = cropOne.parse(json(await get(`/api/whatInFarms?id=${cropId}`)));
    expect(page.products.map((p) => p.sku)).toEqual(['SPI-BPW-001']);
  });

  it('saves a crop’s months and notes from the crop editor', async () => {
    const lotus = await cropNamed('Lotus');
    const admin = adminCrop.parse(
      json<{ data: unknown[] }>(await call('GET', '/api/admin/crops')).data.find(
        (crop) => (crop as { id: number }).id === lotus.id,
      ),
    );
    expect(admin.season).toEqual({ months: [], note: '', note_mal: '' });
    const { id: _id, updated_at: _at, gallery, ...rest } = admin;
    const saved = await call('PUT', `/api/admin/crops/${lotus.id}`, {
      ...rest,
      gallery,
      season: { months: [6, 7, 8, 9], note: 'Blooms in the monsoon', note_mal: 'മഴക്കാലത്ത് പൂക്കുന്നു' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = cropOne.parse(json(await get(`/api/whatInFarms?id=${lotus.id}`)));
    expect(page.data.season).toEqual({
      months: [6, 7, 8, 9],
      note: 'Blooms in the monsoon',
      note_mal: 'മഴക്കാലത്ത് പൂക്കുന്നു',
    });
  });
});

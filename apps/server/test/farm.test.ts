import { EXTRA_HARVEST_GROUPS, cropList, cropOne, type Crop } from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crops } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { createTestApp, json, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (url: string): Promise<Crop[]> => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return cropList.parse(json(response)).data;
};

const main = demoData.crops.filter((c) => c.category === 'main');
const further = demoData.crops.filter((c) => c.category !== 'main');

describe('best-yield crops', () => {
  it('/whatInFarms-Full gives at most 8, newest first', async () => {
    const data = await list('/api/whatInFarms-Full');
    expect(data.map((c) => c.name)).toEqual(main.slice(0, 8).map((c) => c.name));
    expect(data.every((c) => c.category === 'main')).toBe(true);
  });

  it('/whatInFarms-viewall gives them all', async () => {
    const data = await list('/api/whatInFarms-viewall');
    expect(data.map((c) => c.name)).toEqual(main.map((c) => c.name));
  });
});

describe('further crops', () => {
  it('/whatInFarms-most-cultivated-crops gives at most 8 crops of the extra-harvest groups', async () => {
    const data = await list('/api/whatInFarms-most-cultivated-crops');
    expect(data.map((c) => c.name)).toEqual(further.slice(0, 8).map((c) => c.name));
  });

  it('/whatInFarms-most-cultivated-crops-view-all gives them all', async () => {
    const data = await list('/api/whatInFarms-most-cultivated-crops-view-all');
    expect(data.map((c) => c.name)).toEqual(further.map((c) => c.name));
  });
});

describe('GET /api/whatInFarms-Category', () => {
  it.each(EXTRA_HARVEST_GROUPS)('lists the crops of %s', async (group) => {
    const data = await list(`/api/whatInFarms-Category?category=${encodeURIComponent(group)}`);
    expect(data.map((c) => c.name)).toEqual(further.filter((c) => c.category === group).map((c) => c.name));
    expect(data.length).toBeGreaterThan(0);
  });

  it('matches the group name ignoring case, as the header links spell it', async () => {
    const data = await list('/api/whatInFarms-Category?category=Animal%20care%20and%20maintenance');
    expect(data.map((c) => c.category)).toEqual(
      further
        .filter((c) => c.category === 'Animal Care and Maintenance')
        .map(() => 'Animal Care and Maintenance'),
    );
    expect(data.length).toBeGreaterThan(0);
  });

  it('gives an empty list for an unknown group and 422 without one', async () => {
    expect(await list('/api/whatInFarms-Category?category=Spaceships')).toEqual([]);
    const missing = await get('/api/whatInFarms-Category');
    expect(missing.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(missing).errors.category).toBeDefined();
  });
});

describe('GET /api/whatInFarms?id=', () => {
  it('gives one crop with its gallery and all description fields', async () => {
    const all = await list('/api/whatInFarms-viewall');
    const first = all[0]!;
    const response = await get(`/api/whatInFarms?id=${first.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = cropOne.parse(json(response));
    const demo = demoData.crops.find((c) => c.name === data.name)!;
    expect(data.name_mala).toBe(demo.name_mala);
    expect(data.image).toBe(demo.image);
    expect(data.images.map((i) => i.image)).toEqual(demo.gallery);
    expect(data.description4).toBe(demo.description4);
    expect(data.description5).toMatch(/^<ul>/);
  });

  it('carries the Malayalam texts beside the English, in the lists and the crop’s own answer', async () => {
    const bestYields = await list('/api/whatInFarms-Full');
    for (const crop of bestYields) {
      const demo = main.find((c) => c.name === crop.name)!;
      expect(crop.description_mal).toBe(demo.description_mal);
    }
    const further8 = await list('/api/whatInFarms-most-cultivated-crops');
    for (const crop of further8) {
      expect(crop.description_mal, crop.name).toMatch(/[\u0D00-\u0D7F]/);
      expect(crop.description5_mal, crop.name).toMatch(/^<ul>/);
    }

    const coconut = bestYields.find((c) => c.name === 'Coconut')!;
    const { data } = cropOne.parse(json(await get(`/api/whatInFarms?id=${coconut.id}`)));
    const demo = main.find((c) => c.name === 'Coconut')!;
    expect(data.description1_mal).toBe(demo.description1_mal);
    expect(data.description2_mal).toBe(demo.description2_mal);
    expect(data.description3_mal).toBe(demo.description3_mal);
    expect(data.description4_mal).toBe(demo.description4_mal);
    expect(data.description5_mal).toMatch(/^<ul><li><strong>/);
    // A text the farm has not put into Malayalam answers empty: the storefront shows the English.
    const lily = (await list('/api/whatInFarms-most-cultivated-crops-view-all')).find(
      (c) => c.name === 'Water Lily',
    )!;
    expect(lily.description_mal).not.toBe('');
    expect(lily.description1_mal).toBe('');
  });

  it('answers 404 for an unknown crop and 422 for a malformed id', async () => {
    const missing = await get('/api/whatInFarms?id=424242');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'This crop does not exist.' });
    for (const id of ['-1', 'abc', '', '2.5']) {
      const response = await get(`/api/whatInFarms?id=${id}`);
      expect(response.statusCode).toBe(422);
      expect(json<{ message: string }>(response).message).toBeTruthy();
    }
    expect((await get('/api/whatInFarms')).statusCode).toBe(422);
  });

  it('serves key features only as the sanitised HTML that was stored', async () => {
    const [first] = await list('/api/whatInFarms-viewall');
    const { sanitizeKeyFeatures } = await import('../src/modules/farm/sanitize.js');
    const stored = sanitizeKeyFeatures(
      '<ul><li onclick="steal()">Rich <strong>soil</strong><script>alert(1)</script></li></ul><img src=x onerror=alert(1)>',
    );
    await t.database.db.update(crops).set({ description5: stored }).where(eq(crops.id, first!.id));
    const { data } = cropOne.parse(json(await get(`/api/whatInFarms?id=${first!.id}`)));
    expect(data.description5).toBe('<ul><li>Rich <strong>soil</strong></li></ul>');
  });
});

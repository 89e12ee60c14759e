import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema.js';
import { createTestApp, eventually, json, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
});
afterAll(async () => t?.close());

describe('cached lists follow changes made anywhere', () => {
  it('shows a product renamed directly in the database, without a restart', async () => {
    const read = async () =>
      json<{ products: { id: number; product_name: string }[] }[]>(
        await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
      );
    const before = await read();
    const product = before[0]!.products[0]!;
    // Like an admin in another process: straight to the database, not through this app.
    await t.database.db
      .update(products)
      .set({ name: 'Renamed elsewhere' })
      .where(eq(products.id, product.id));
    const after = await eventually(
      read,
      (list) => list[0]!.products[0]!.product_name === 'Renamed elsewhere',
    );
    expect(after[0]!.products[0]!.product_name).toBe('Renamed elsewhere');
  });

  it('drops a deleted category from the home page list', async () => {
    const read = async () =>
      json<{ categories: { id: number }[] }>(await t.app.inject({ method: 'GET', url: '/api/homepage' }));
    const before = await read();
    const [created] = await t.database.db
      .insert(categories)
      .values({ name: 'Seasonal', image: 'seasonal.svg', sortOrder: 99 })
      .returning({ id: categories.id });
    const withNew = await eventually(read, (home) => home.categories.length === before.categories.length + 1);
    expect(withNew.categories.at(-1)?.id).toBe(created!.id);
    await t.database.db.delete(categories).where(eq(categories.id, created!.id));
    const after = await eventually(read, (home) => home.categories.length === before.categories.length);
    expect(after.categories.map((c) => c.id)).toEqual(before.categories.map((c) => c.id));
  });

  it('finds a product by its new name once it is renamed, though the old search was answered from the cache', async () => {
    const search = async (q: string) =>
      json<{ id: number }[]>(
        await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }),
      );
    // Words no other product's name or description holds (search forgives typos and finds single words).
    expect(await search('Quokka quince')).toEqual([]);
    const [first] = await search('a');
    await t.database.db.update(products).set({ name: 'Quokka quince' }).where(eq(products.id, first!.id));
    const found = await eventually(
      () => search('Quokka quince'),
      (list) => list.length === 1,
    );
    expect(found.map((p) => p.id)).toEqual([first!.id]);
  });
});

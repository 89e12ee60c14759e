import { asc, count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { categories, productImages, productPrices, productSizes, products } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { generateCatalogue } from '../src/seed/generate.js';
import { seedDemo } from '../src/seed/seed.js';
import { createTestDatabase } from './harness.js';

describe('generated benchmark catalogue', () => {
  it('adds the asked-for rows beside the demo, leaving the demo ids alone, and can run twice', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await seedDemo(database, { reset: false, uploadsDir: '/nonexistent', images: false });
      const db = database.db;
      const demoProducts = await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .orderBy(asc(products.id));
      const demoCategories = await db
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.id));

      const result = await generateCatalogue(database, { products: 60, categories: 4 });
      expect(result).toMatchObject({ categories: 4, products: 60, images: 120 });
      const total = async (table: PgTable) =>
        ((await db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;
      expect(await total(products)).toBe(demoData.products.length + 60);
      expect(await total(categories)).toBe(demoData.categories.length + 4);
      expect(await total(productPrices)).toBe(await total(productSizes));
      expect(await total(productImages)).toBeGreaterThanOrEqual(120);

      const after = await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .orderBy(asc(products.id))
        .limit(demoProducts.length);
      expect(after).toEqual(demoProducts);
      const categoriesAfter = await db
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.id))
        .limit(demoCategories.length);
      expect(categoriesAfter).toEqual(demoCategories);

      // Generated pictures are the demo's own files.
      const pictures = new Set(demoData.products.map((p) => p.image));
      const generated = await db.select({ image: products.image }).from(products);
      expect(generated.every((p) => pictures.has(p.image))).toBe(true);

      await generateCatalogue(database, { products: 5, categories: 1 });
      expect(await total(products)).toBe(demoData.products.length + 65);
    } finally {
      await drop();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { categories, contentVersion, crops, pages, products, shop } from '../src/db/schema.js';
import { demoData } from '../src/seed/demo-data.js';
import { demoFilmFiles, demoImagePaths } from '../src/seed/demo-paths.js';
import { DEMO_PAGES_MALAYALAM } from '../src/seed/pages-malayalam.js';
import { seedDemo, writeDemoImages } from '../src/seed/seed.js';
import { createTestDatabase, testEngine } from './harness.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('demo seed', () => {
  it('seeds an empty database once, and a reset restores the demo', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const uploads = path.join(tmp, 'uploads-a');
      const first = await seedDemo(database, { reset: false, uploadsDir: uploads, images: false });
      expect(first.seeded).toBe(true);
      expect(first.counts.products).toBe(demoData.products.length);

      const second = await seedDemo(database, { reset: false, uploadsDir: uploads, images: false });
      expect(second.seeded).toBe(false);
      const [{ value: productCount }] = (await database.db.select({ value: count() }).from(products)) as [
        { value: number },
      ];
      expect(productCount).toBe(demoData.products.length);

      await database.db.update(categories).set({ name: 'Changed' });
      await database.db.update(shop).set({ name: 'Changed' }).where(eq(shop.id, 1));
      const reset = await seedDemo(database, { reset: true, uploadsDir: uploads, images: false });
      expect(reset.seeded).toBe(true);
      const names = await database.db
        .select({ name: categories.name })
        .from(categories)
        .orderBy(categories.id);
      expect(names.map((n) => n.name)).toEqual(demoData.categories.map((c) => c.name));
      // Ids restart, so a reset demo has the same addresses as a fresh one.
      const [firstProduct] = await database.db
        .select({ id: products.id })
        .from(products)
        .orderBy(products.id)
        .limit(1);
      expect(firstProduct?.id).toBe(1);
    } finally {
      await drop();
    }
  });

  it('seeds the Malayalam, and gives a shop seeded before it the Malayalam of the texts it has not changed', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const uploads = path.join(tmp, 'uploads-ml');
      const { db } = database;
      await seedDemo(database, { reset: false, uploadsDir: uploads, images: false });
      const [ghee] = await db.select().from(products).where(eq(products.slug, 'nadan-cow-ghee'));
      expect(ghee?.descriptionMal).toBe(
        demoData.products.find((p) => p.product_slug === 'nadan-cow-ghee')?.description_mal,
      );
      const [terms] = await db.select().from(pages).where(eq(pages.slug, 'terms'));
      expect(terms?.titleMal).toBe(DEMO_PAGES_MALAYALAM.terms.title);
      const [coconut] = await db.select().from(crops).where(eq(crops.name, 'Coconut'));
      expect(coconut?.description5Mal).toMatch(/^<ul><li><strong>/);
      const [facts] = await db.select().from(shop);
      expect(facts).toMatchObject({
        nameMal: demoData.shop.name_mal,
        taglineMal: demoData.shop.tagline_mal,
        farmAddressMal: demoData.shop.farm_address_mal,
        outletAddressMal: demoData.shop.outlet_address_mal,
      });

      // A shop from before the Malayalam: every Malayalam text empty, and the owner has rewritten one product and
      // one page in English.
      await db.update(products).set({ descriptionMal: '' });
      await db.update(categories).set({ descriptionMal: '' });
      await db.update(pages).set({ titleMal: '', bodyMal: '' });
      await db.update(crops).set({
        descriptionMal: '',
        description1Mal: '',
        description2Mal: '',
        description3Mal: '',
        description4Mal: '',
        description5Mal: '',
      });
      await db
        .update(products)
        .set({ description: 'Our own words now.' })
        .where(eq(products.slug, 'lime-pickle'));
      await db.update(pages).set({ body: 'Our own story now.' }).where(eq(pages.slug, 'story'));
      // The shop's facts in Malayalam came later still (issue 32); the owner has moved the outlet.
      await db.update(shop).set({
        nameMal: '',
        taglineMal: '',
        farmAddressMal: '',
        outletAddressMal: '',
        outletAddress: 'Kozhikode',
      });

      expect((await seedDemo(database, { reset: false, uploadsDir: uploads, images: false })).seeded).toBe(
        false,
      );
      const filled = await db.select().from(products);
      for (const row of filled) {
        if (row.slug === 'lime-pickle') expect(row.descriptionMal).toBe('');
        else expect(row.descriptionMal, row.slug).not.toBe('');
      }
      const pageRows = await db.select().from(pages);
      expect(pageRows.find((row) => row.slug === 'story')?.bodyMal).toBe('');
      expect(pageRows.find((row) => row.slug === 'refund')?.bodyMal).toBe(DEMO_PAGES_MALAYALAM.refund.body);
      expect((await db.select().from(categories)).every((row) => row.descriptionMal !== '')).toBe(true);
      const [coconutAgain] = await db.select().from(crops).where(eq(crops.name, 'Coconut'));
      expect(coconutAgain?.description1Mal).not.toBe('');
      const [factsAgain] = await db.select().from(shop);
      expect(factsAgain).toMatchObject({
        nameMal: demoData.shop.name_mal,
        taglineMal: demoData.shop.tagline_mal,
        farmAddressMal: demoData.shop.farm_address_mal,
        outletAddressMal: '',
      });

      // Nothing left to fill: a further start writes nothing, so every process keeps its cache.
      const version = async () => (await db.select().from(contentVersion))[0]?.version;
      const before = await version();
      await seedDemo(database, { reset: false, uploadsDir: uploads, images: false });
      expect(await version()).toBe(before);
    } finally {
      await drop();
    }
  });

  it('draws every image the data names and copies its films, and only missing ones at start-up', async () => {
    const uploads = path.join(tmp, 'uploads-b');
    const written = await writeDemoImages(uploads, demoData, { overwrite: true });
    const paths = demoImagePaths(demoData);
    const films = demoFilmFiles(demoData);
    expect(films).toContain('farm-banner-loop.mp4');
    expect(written).toBe(paths.length + films.length);
    for (const file of paths) {
      const content = fs.readFileSync(path.join(uploads, file), 'utf8');
      expect(content.startsWith('<svg'), file).toBe(true);
    }
    for (const film of films) {
      // An MP4 starts with its `ftyp` box.
      expect(
        fs
          .readFileSync(path.join(uploads, 'video', film))
          .subarray(4, 8)
          .toString(),
        film,
      ).toBe('ftyp');
    }
    expect(await writeDemoImages(uploads)).toBe(0);
    fs.rmSync(path.join(uploads, paths[0]!));
    expect(await writeDemoImages(uploads)).toBe(paths.length > 0 ? 1 : 0);
  });
});

describe.runIf(testEngine() === 'pglite')('the embedded database on disk', () => {
  it('keeps the data across restarts and is not seeded twice', async () => {
    const dir = path.join(tmp, 'db');
    const uploads = path.join(tmp, 'uploads-c');
    const first = await openDatabase({ engine: 'pglite', dir });
    await migrate(first);
    expect((await seedDemo(first, { reset: false, uploadsDir: uploads, images: false })).seeded).toBe(true);
    await first.db.update(shop).set({ name: 'Kept across restarts' }).where(eq(shop.id, 1));
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dir });
    await migrate(second);
    expect((await seedDemo(second, { reset: false, uploadsDir: uploads, images: false })).seeded).toBe(false);
    const [row] = await second.db.select({ name: shop.name }).from(shop);
    expect(row?.name).toBe('Kept across restarts');
    await second.close();
  });

  it('refuses to open files another live process holds', async () => {
    const dir = path.join(tmp, 'locked');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase({ engine: 'pglite', dir })).rejects.toThrow(/in use by another process/);
  });
});

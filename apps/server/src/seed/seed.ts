import fs from 'node:fs';
import path from 'node:path';
import {
  IMAGE_BASES,
  PAGE_SLUGS,
  addDays,
  addMonths,
  keralaDate,
  monthsToMask,
  rupeesToPaise,
  type PageSlug,
} from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { LOCKS } from '../db/migrate.js';
import { withTransaction } from '../db/transaction.js';
import { DEMO_SELLER } from './demo-seller.js';
import { DEMO_GST_RATE_PERCENT, DEMO_SHOP_TAX, demoHsnCode } from './demo-tax.js';
import {
  bannerItems,
  categories,
  certificates,
  cropImages,
  lots,
  pages,
  crops,
  productCrops,
  productImages,
  productPrices,
  preorders,
  productSizes,
  products,
  shippingSlabs,
  shop,
  stockMovements,
  videoFeed,
} from '../db/schema.js';
import { sanitizeKeyFeatures } from '../modules/farm/index.js';
import { romanName } from '../modules/catalogue/index.js';
import { demoData } from './demo-data.js';
import { DEMO_PAGES } from './pages.js';
import { DEMO_PAGES_MALAYALAM } from './pages-malayalam.js';
import { demoFilmFiles, demoImagePaths } from './demo-paths.js';
import { serverRoot } from '../config.js';
import { demoDeclarations, netQuantityOf } from './demo-declarations.js';
import type { DemoData } from './demo-types.js';
import { DEMO_CROP_SEASONS, DEMO_PRODUCT_SEASONS, type DemoSeason } from './demo-seasons.js';
import { DEMO_LOTS, demoLotCode } from './demo-lots.js';

/**
 * The content tables the demo fills, children first. A reset deletes their rows (orders keep their lines: those
 * copy what they need and only lose the link) and restarts their ids, so a reset demo has the ids of a fresh one.
 */
const CONTENT_TABLES = [
  'crop_images',
  'crops',
  'certificates',
  'video_feed',
  'banner_items',
  'shipping_slabs',
  'reviews',
  'preorders',
  'product_prices',
  'product_sizes',
  'product_images',
  'products',
  'categories',
  'shop',
];

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

/**
 * Fills the database with the demo shop. Without `reset` it does nothing when the shop already has data, so every
 * start may call it; with `reset` (npm run db:seed) it replaces the content with a fresh demo. One transaction:
 * a failed seed leaves the previous data.
 */
export async function seedDemo(
  database: Database,
  options: { reset: boolean; uploadsDir: string; data?: DemoData; images?: boolean },
): Promise<SeedResult> {
  const data = options.data ?? demoData;
  const result = await database.withLock(LOCKS.seed, async (db) => {
    if (!options.reset && (await hasShop(db))) {
      // A shop seeded before pages were editable gets their first texts once, and one seeded before the Malayalam
      // content gets the demo's Malayalam where its English is still the demo's.
      await insertMissingPages(db);
      await withTransaction(db, (tx) => fillMissingMalayalam(tx, data));
      return { seeded: false, counts: {} };
    }
    return withTransaction(db, async (tx) => {
      // Order lines sold from a pre-order lose that link too (their window went with the pre-order).
      await tx.execute(sql`UPDATE order_items SET preorder_id = NULL WHERE preorder_id IS NOT NULL`);
      for (const table of CONTENT_TABLES) {
        await tx.execute(sql.raw(`DELETE FROM "${table}"`));
        if (table !== 'shop') {
          await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), 1, false)`));
        }
      }
      return { seeded: true, counts: await insertDemo(tx, data) };
    });
  });
  if (result.seeded && options.images !== false) {
    await writeDemoImages(options.uploadsDir, data, { overwrite: true });
  }
  return result;
}

/** The about and policy pages not written yet get the demo's texts; a page the owner edited stays as it is. */
async function insertMissingPages(db: Db): Promise<void> {
  const present = new Set((await db.select({ slug: pages.slug }).from(pages)).map((row) => row.slug));
  const missing = PAGE_SLUGS.filter((slug) => !present.has(slug));
  if (missing.length === 0) return;
  // Both languages written at the same moment: the page editor says neither is older.
  const now = new Date();
  await db
    .insert(pages)
    .values(
      missing.map((slug) => ({
        slug,
        ...DEMO_PAGES[slug],
        titleMal: DEMO_PAGES_MALAYALAM[slug].title,
        bodyMal: DEMO_PAGES_MALAYALAM[slug].body,
        englishUpdatedAt: now,
        malayalamUpdatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Gives a shop seeded before the Malayalam content the demo's Malayalam: only where the Malayalam is still empty and
 * the English is still the demo's own (a text the owner rewrote keeps an empty Malayalam rather than a translation of
 * words it no longer has). Rows are read first and only those that need it are written, so a start with nothing to
 * fill writes nothing (and leaves the content version, and every process's cache, alone).
 */
async function fillMissingMalayalam(db: Db, data: DemoData): Promise<void> {
  for (const row of await db.select().from(pages)) {
    const english = DEMO_PAGES[row.slug as PageSlug];
    if (!english || row.titleMal !== '' || row.bodyMal !== '') continue;
    if (row.title !== english.title || row.body !== english.body) continue;
    const malayalam = DEMO_PAGES_MALAYALAM[row.slug as PageSlug];
    await db
      .update(pages)
      .set({ titleMal: malayalam.title, bodyMal: malayalam.body, malayalamUpdatedAt: new Date() })
      .where(eq(pages.slug, row.slug));
  }
  await fillShopMalayalam(db, data.shop);
  const demoCategories = new Map(data.categories.map((c) => [c.name, c]));
  for (const row of await db.select().from(categories)) {
    const demo = demoCategories.get(row.name);
    if (!demo?.description_mal || row.descriptionMal !== '' || row.description !== demo.description) continue;
    await db
      .update(categories)
      .set({ descriptionMal: demo.description_mal })
      .where(eq(categories.id, row.id));
  }
  const demoProducts = new Map(data.products.map((p) => [p.product_slug, p]));
  for (const row of await db.select().from(products)) {
    const demo = demoProducts.get(row.slug);
    if (!demo?.description_mal || row.descriptionMal !== '' || row.description !== demo.description) continue;
    await db.update(products).set({ descriptionMal: demo.description_mal }).where(eq(products.id, row.id));
  }
  const demoCrops = new Map(data.crops.map((c) => [c.name, c]));
  for (const row of await db.select().from(crops)) {
    const demo = demoCrops.get(row.name);
    if (!demo || row.description !== demo.description) continue;
    const untouched = [
      row.descriptionMal,
      row.description1Mal,
      row.description2Mal,
      row.description3Mal,
      row.description4Mal,
      row.description5Mal,
    ].every((text) => text === '');
    if (!untouched || !demo.description_mal) continue;
    await db.update(crops).set(cropMalayalam(demo)).where(eq(crops.id, row.id));
  }
}

/**
 * The shop's Malayalam name, tagline and addresses (issue 32), each where it is still empty and its English is still
 * the demo's: an owner who renamed the shop does not get the demo's name in Malayalam.
 */
async function fillShopMalayalam(db: Db, demo: DemoData['shop']): Promise<void> {
  const [row] = await db.select().from(shop).where(eq(shop.id, 1));
  if (!row) return;
  const fill = (
    english: string,
    demoEnglish: string,
    malayalam: string,
    demoMalayalam: string | undefined,
  ) => (malayalam === '' && english === demoEnglish && demoMalayalam ? demoMalayalam : undefined);
  const values = {
    nameMal: fill(row.name, demo.name, row.nameMal, demo.name_mal),
    taglineMal: fill(row.tagline, demo.tagline, row.taglineMal, demo.tagline_mal),
    farmAddressMal: fill(row.farmAddress, demo.farm_address, row.farmAddressMal, demo.farm_address_mal),
    outletAddressMal: fill(
      row.outletAddress,
      demo.outlet_address,
      row.outletAddressMal,
      demo.outlet_address_mal,
    ),
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length === 0) return;
  await db.update(shop).set(changed).where(eq(shop.id, 1));
}

/** A demo crop's Malayalam columns; its key features sanitised as the English ones are. */
function cropMalayalam(crop: DemoData['crops'][number]) {
  return {
    descriptionMal: crop.description_mal ?? '',
    description1Mal: crop.description1_mal ?? '',
    description2Mal: crop.description2_mal ?? '',
    description3Mal: crop.description3_mal ?? '',
    description4Mal: crop.description4_mal ?? '',
    description5Mal: sanitizeKeyFeatures(crop.description5_mal ?? ''),
  };
}

/** Whether the database holds a shop yet (its single row): every start after the first finds one. */
export async function hasShop(db: Db): Promise<boolean> {
  const rows = await db.select({ id: shop.id }).from(shop).limit(1);
  return rows.length > 0;
}

async function insertDemo(db: Db, data: DemoData): Promise<Record<string, number>> {
  const s = data.shop;
  await db.insert(shop).values({
    id: 1,
    name: s.name,
    tagline: s.tagline,
    contactEmail: s.contact_email,
    ordersEmail: s.orders_email,
    phonePrimary: s.phone_primary,
    phoneSecondary: s.phone_secondary,
    whatsappNumber: s.whatsapp_number,
    website: s.website,
    farmAddress: s.farm_address,
    outletAddress: s.outlet_address,
    nameMal: s.name_mal ?? '',
    taglineMal: s.tagline_mal ?? '',
    farmAddressMal: s.farm_address_mal ?? '',
    outletAddressMal: s.outlet_address_mal ?? '',
    youtubeUrl: s.youtube_url,
    instagramUrl: s.instagram_url,
    facebookUrl: s.facebook_url,
    orderPrefix: s.order_prefix,
    ...DEMO_SHOP_TAX,
    ...DEMO_SELLER,
    // The demo is open from its first start; a real shop starts closed and opens from the setup checklist (issue 36).
    openedAt: new Date(),
  });
  await insertMissingPages(db);

  const categoryRows = await db
    .insert(categories)
    .values(
      data.categories.map((c, i) => ({
        name: c.name,
        nameMal: c.name_mal,
        description: c.description,
        descriptionMal: c.description_mal ?? '',
        image: c.image,
        sortOrder: i + 1,
      })),
    )
    .returning({ id: categories.id });
  const categoryIds = new Map(data.categories.map((c, i) => [c.key, categoryRows[i]!.id]));

  const productRows = await db
    .insert(products)
    .values(
      data.products.map((p, i) => {
        const categoryId = categoryIds.get(p.category);
        if (categoryId === undefined)
          throw new Error(`Demo product ${p.product_slug} names unknown category ${p.category}`);
        return {
          categoryId,
          name: p.product_name,
          nameMal: p.product_name_mal,
          nameRoman: romanName(p.product_name_mal),
          slug: p.product_slug,
          sku: p.sku,
          description: p.description,
          descriptionMal: p.description_mal ?? '',
          image: p.image,
          videoLink: p.video_link ?? null,
          featured: p.featured ?? false,
          sortOrder: i + 1,
          hsnCode: demoHsnCode(p.product_slug, p.category),
          gstRatePercent: DEMO_GST_RATE_PERCENT,
          ...demoDeclarations(p.product_slug, p.category),
          // The demo's products are in the shop from the start (a product added in the console begins as a draft).
          publishedAt: new Date(),
        };
      }),
    )
    .returning({ id: products.id });

  const sizes = data.products.flatMap((p, i) =>
    p.sizes.map((size, order) => ({ productId: productRows[i]!.id, size, order })),
  );
  const sizeRows = await db
    .insert(productSizes)
    .values(
      sizes.map(({ productId, size, order }) => ({
        productId,
        size: size.size,
        weightGrams: size.weight_grams,
        netQuantity: netQuantityOf(size.size).quantity,
        netUnit: netQuantityOf(size.size).unit,
        inStock: size.in_stock ?? true,
        sortOrder: order + 1,
      })),
    )
    .returning({ id: productSizes.id });
  await db.insert(productPrices).values(
    sizes.map(({ size }, i) => ({
      productSizeId: sizeRows[i]!.id,
      originalPricePaise: rupeesToPaise(size.original_price),
      offerPricePaise: size.offer_price ? rupeesToPaise(size.offer_price) : 0,
    })),
  );
  // Issue 37: the new season's raw honey is sold ahead of its harvest, so the demo shows a pre-order (its first size,
  // nothing on the shelf): ships 12–18 January 2027, orders until the end of 31 December 2026 in Kerala.
  const honey = sizes.findIndex(
    ({ productId }) =>
      productId === productRows[data.products.findIndex((p) => p.product_slug === 'raw-farm-honey')]?.id,
  );
  if (honey >= 0)
    await db.insert(preorders).values({
      productSizeId: sizeRows[honey]!.id,
      expectedQuantity: 40,
      dispatchFrom: '2027-01-12',
      dispatchTo: '2027-01-18',
      closesAt: new Date('2026-12-31T23:59:59.999+05:30'),
      note: 'The new season’s honey from the Nilambur hives',
    });
  const gallery = data.products.flatMap((p, i) =>
    p.gallery.map((image, order) => ({ productId: productRows[i]!.id, image, sortOrder: order + 1 })),
  );
  if (gallery.length > 0) await db.insert(productImages).values(gallery);

  // "Newest first" lists show the crops in the order the demo gives them.
  const base = Date.now();
  const cropRows = await db
    .insert(crops)
    .values(
      data.crops.map((c, i) => ({
        name: c.name,
        nameMala: c.name_mala,
        category: c.category,
        image: c.image,
        description: c.description,
        description1: c.description1,
        description2: c.description2,
        description3: c.description3,
        description4: c.description4,
        description5: sanitizeKeyFeatures(c.description5),
        ...cropMalayalam(c),
        createdAt: new Date(base - i * 60_000),
        updatedAt: new Date(base - i * 60_000),
      })),
    )
    .returning({ id: crops.id });
  const cropGallery = data.crops.flatMap((c, i) =>
    c.gallery.map((image, order) => ({ cropId: cropRows[i]!.id, image, sortOrder: order + 1 })),
  );
  if (cropGallery.length > 0) await db.insert(cropImages).values(cropGallery);
  await insertSeasons(db, data, productRows, cropRows);
  const lotCount = await insertLots(db, data, { productRows, sizes, sizeRows, cropRows });

  if (data.certificates.length > 0) {
    await db
      .insert(certificates)
      .values(data.certificates.map((c, i) => ({ title: c.title, image: c.image, sortOrder: i + 1 })));
  }
  if (data.videos.length > 0) {
    await db
      .insert(videoFeed)
      .values(
        data.videos.map((v, i) => ({ title: v.title, image: v.image, video: v.video, sortOrder: i + 1 })),
      );
  }
  if (data.banners.length > 0) {
    await db
      .insert(bannerItems)
      .values(data.banners.map((b, i) => ({ image: b.image, video: b.video, sortOrder: i + 1 })));
  }
  await db.insert(shippingSlabs).values(slabRows(data.slabs));

  return {
    categories: data.categories.length,
    products: data.products.length,
    sizes: sizes.length,
    crops: data.crops.length,
    certificates: data.certificates.length,
    videos: data.videos.length,
    banners: data.banners.length,
    slabs: data.slabs.length,
    lots: lotCount,
  };
}

/**
 * The demo's counted sizes (demo-lots.ts): each lot with its dates, crop and best-before (the processing day plus the
 * product's shelf life), a 'received' movement naming it, and the size's count the sum of its lots, as the stock
 * module keeps them. Its rows go with their sizes (the foreign keys cascade) when the demo is cleared or reset.
 */
async function insertLots(
  db: Db,
  data: DemoData,
  rows: {
    productRows: { id: number }[];
    sizes: { productId: number; size: DemoData['products'][number]['sizes'][number] }[];
    sizeRows: { id: number }[];
    cropRows: { id: number }[];
  },
): Promise<number> {
  const today = keralaDate(new Date());
  const cropIds = new Map(data.crops.map((c, i) => [c.name, rows.cropRows[i]!.id]));
  let count = 0;
  for (const [slug, demoLots] of Object.entries(DEMO_LOTS)) {
    const index = data.products.findIndex((p) => p.product_slug === slug);
    if (index < 0) continue;
    const product = data.products[index]!;
    const productId = rows.productRows[index]!.id;
    const { shelfLifeMonths } = demoDeclarations(slug, product.category);
    const counts = new Map<number, number>();
    for (const lot of demoLots) {
      const at = rows.sizes.findIndex((s) => s.productId === productId && s.size.size === lot.size);
      if (at < 0) continue;
      const sizeId = rows.sizeRows[at]!.id;
      const processedOn = addDays(today, -lot.processedDaysAgo);
      const [row] = await db
        .insert(lots)
        .values({
          productSizeId: sizeId,
          code: demoLotCode(lot, processedOn),
          received: lot.quantity,
          onHand: lot.quantity,
          cropId: cropIds.get(lot.crop) ?? null,
          source: lot.source,
          harvestedOn: addDays(today, -lot.harvestedDaysAgo),
          processedOn,
          process: lot.process,
          bestBefore: addMonths(processedOn, shelfLifeMonths),
          notes: lot.notes,
          createdAt: new Date(`${processedOn}T11:00:00+05:30`),
        })
        .returning({ id: lots.id });
      const after = (counts.get(sizeId) ?? 0) + lot.quantity;
      counts.set(sizeId, after);
      await db.insert(stockMovements).values({
        productSizeId: sizeId,
        kind: 'received',
        change: lot.quantity,
        countAfter: after,
        note: lot.notes,
        lotId: row!.id,
        createdAt: new Date(`${processedOn}T11:00:00+05:30`),
      });
      count += 1;
    }
    for (const [sizeId, stockCount] of counts) {
      await db.update(productSizes).set({ stockCount }).where(eq(productSizes.id, sizeId));
    }
  }
  return count;
}

const seasonColumns = (season: DemoSeason | undefined) => ({
  seasonMonths: monthsToMask(season?.months ?? []),
  seasonNote: season?.note ?? '',
  seasonNoteMal: season?.note_mal ?? '',
});

/** The demo's seasons and which crop each product is made from (demo-seasons.ts), by SKU and crop name. */
async function insertSeasons(
  db: Db,
  data: DemoData,
  productRows: { id: number }[],
  cropRows: { id: number }[],
): Promise<void> {
  const cropIds = new Map(data.crops.map((c, i) => [c.name, cropRows[i]!.id]));
  for (const [i, crop] of data.crops.entries()) {
    const season = DEMO_CROP_SEASONS[crop.name];
    if (season) await db.update(crops).set(seasonColumns(season)).where(eq(crops.id, cropRows[i]!.id));
  }
  const links: { productId: number; cropId: number }[] = [];
  for (const [i, product] of data.products.entries()) {
    const demo = DEMO_PRODUCT_SEASONS[product.sku];
    if (!demo) continue;
    const productId = productRows[i]!.id;
    if (demo.season)
      await db.update(products).set(seasonColumns(demo.season)).where(eq(products.id, productId));
    for (const name of demo.crops) {
      const cropId = cropIds.get(name);
      if (cropId !== undefined) links.push({ productId, cropId });
    }
  }
  if (links.length > 0) await db.insert(productCrops).values(links);
}

/** Shipping slabs as rows: rupees to paise. */
export function slabRows(slabs: DemoData['slabs']) {
  return slabs.map((slab) => ({
    zone: slab.zone,
    minWeightGrams: slab.min_weight_grams,
    maxWeightGrams: slab.max_weight_grams,
    chargePaise: rupeesToPaise(slab.charge),
  }));
}

/** Where the demo's films are kept in the repository (made by scripts/make-demo-films.mjs). */
export function demoFilmsFolder(): string {
  return path.join(serverRoot(), 'media', 'films');
}

function copyDemoFilms(uploadsDir: string, data: DemoData, overwrite: boolean): number {
  let copied = 0;
  for (const file of demoFilmFiles(data)) {
    const target = path.join(uploadsDir, IMAGE_BASES.video, file);
    if (!overwrite && fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(demoFilmsFolder(), file), target);
    copied += 1;
  }
  return copied;
}

/**
 * Draws the demo's pictures into the uploads folder. At start-up only missing files are drawn (the uploads folder
 * may be new while the database is not); a reset redraws them all.
 */
export async function writeDemoImages(
  uploadsDir: string,
  data: DemoData = demoData,
  options: { overwrite: boolean } = { overwrite: false },
): Promise<number> {
  let written = copyDemoFilms(uploadsDir, data, options.overwrite);
  // The artwork package is only needed for drawing, so load it only when drawing.
  const wanted = demoImagePaths(data);
  if (!options.overwrite && wanted.every((file) => fs.existsSync(path.join(uploadsDir, file))))
    return written;
  const { renderDemoImages } = await import('./images/index.js');
  for (const image of renderDemoImages(data)) {
    const target = path.join(uploadsDir, image.path);
    if (!options.overwrite && fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, image.content);
    written += 1;
  }
  return written;
}

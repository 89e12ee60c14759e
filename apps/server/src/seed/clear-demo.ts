import { DEMO_CLEAR_PHRASE, type DemoContent, type PageSlug } from '@farm/contract';
import { and, eq, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { withTransaction } from '../db/transaction.js';
import {
  bannerItems,
  categories,
  certificates,
  crops,
  orderItems,
  pages,
  preorders,
  productSizes,
  products,
  shop,
  videoFeed,
} from '../db/schema.js';
import { AuditRepository, type StaffActor } from '../modules/audit/index.js';
import { demoData } from './demo-data.js';
import { DEMO_SELLER } from './demo-seller.js';
import { DEMO_SHOP_TAX } from './demo-tax.js';
import type { DemoData } from './demo-types.js';
import { NEUTRAL_SHOP_NAME } from './empty-start.js';
import { TEMPLATE_PAGES } from './page-templates.js';
import { TEMPLATE_PAGES_MALAYALAM } from './page-templates-malayalam.js';
import { DEMO_PAGES } from './pages.js';
import { DEMO_PAGES_MALAYALAM } from './pages-malayalam.js';

/**
 * Clearing the demo (issue 36): a shop that began as the demo removes what the demo put in, and only that, so the
 * farm starts its own catalogue from nothing. It writes the catalogue's, the farm pages', the pages' and the shop's
 * tables at once, so it lives here beside the seed (seed/ is exempt from table ownership) and runs as one transaction.
 *
 * What is the demo's is recognised by the demo's own marks, never by "everything": products by their web address
 * (slug), categories and crops by name, certificates, videos and banner pictures by the demo's picture files, page
 * texts and shop facts by being word for word the demo's. What the farm added or rewrote stays.
 *
 * Orders, customers, addresses, invoices, credit notes, payments, refunds, complaints, staff and the audit trail are
 * never touched. An order line keeps its own copy of the product's name, size, picture and price; its link to the
 * product is set to null by the database (ON DELETE SET NULL), so the order reads back whole. A removed product's
 * sizes, prices, gallery, reviews, stock movements and holds go with it (ON DELETE CASCADE). A demo category that now
 * lists one of the farm's own products is kept (products may not lose their category).
 */

type ShopRow = typeof shop.$inferSelect;
/** The shop's text columns (its facts), by name. */
type ShopText = { [K in keyof ShopRow]: ShopRow[K] extends string ? K : never }[keyof ShopRow];

/** The shop's facts the demo made up, by column: what each is reset to when it still holds the demo's value. */
function demoShopFacts(data: DemoData, neutralName: string) {
  const s = data.shop;
  const facts: [ShopText, string | undefined, string][] = [
    ['name', s.name, neutralName],
    ['tagline', s.tagline, ''],
    ['nameMal', s.name_mal, ''],
    ['taglineMal', s.tagline_mal, ''],
    ['contactEmail', s.contact_email, ''],
    ['ordersEmail', s.orders_email, ''],
    ['phonePrimary', s.phone_primary, ''],
    ['phoneSecondary', s.phone_secondary, ''],
    ['whatsappNumber', s.whatsapp_number, ''],
    ['website', s.website, ''],
    ['farmAddress', s.farm_address, ''],
    ['outletAddress', s.outlet_address, ''],
    ['farmAddressMal', s.farm_address_mal, ''],
    ['outletAddressMal', s.outlet_address_mal, ''],
    ['youtubeUrl', s.youtube_url, ''],
    ['instagramUrl', s.instagram_url, ''],
    ['facebookUrl', s.facebook_url, ''],
    ['legalName', DEMO_SHOP_TAX.legalName, ''],
    ['gstin', DEMO_SHOP_TAX.gstin, ''],
    ['invoiceAddress', DEMO_SHOP_TAX.invoiceAddress, ''],
    ['fssaiNumber', DEMO_SELLER.fssaiNumber, ''],
    ['grievanceName', DEMO_SELLER.grievanceName, ''],
    ['grievanceDesignation', DEMO_SELLER.grievanceDesignation, ''],
    ['grievanceEmail', DEMO_SELLER.grievanceEmail, ''],
    ['grievancePhone', DEMO_SELLER.grievancePhone, ''],
  ];
  // A demo value that is empty (a Malayalam text the demo has not) marks nothing: an empty field is the farm's gap.
  return facts.filter((fact): fact is [ShopText, string, string] => Boolean(fact[1]));
}

/** The conditions that pick the demo's rows of each table. */
function demoRows(data: DemoData) {
  const slugs = data.products.map((p) => p.product_slug);
  const categoryNames = data.categories.map((c) => c.name);
  const certificatePictures = data.certificates.map((c) => c.image);
  const videoPictures = data.videos.map((v) => v.image);
  const videoFiles = data.videos.map((v) => v.video);
  const bannerPictures = data.banners.map((b) => b.image);
  const demoCategory = inArray(categories.name, categoryNames);
  // One of the farm's own products (not the demo's) is listed under the category.
  const holdsOwnProduct = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.categoryId} = ${categories.id} AND ${notInArray(products.slug, slugs)})`;
  return {
    products: inArray(products.slug, slugs),
    categories: and(demoCategory, not(holdsOwnProduct))!,
    keptCategories: and(demoCategory, holdsOwnProduct)!,
    crops: inArray(
      crops.name,
      data.crops.map((c) => c.name),
    ),
    certificates: inArray(certificates.image, certificatePictures),
    videos: or(inArray(videoFeed.image, videoPictures), inArray(videoFeed.video, videoFiles))!,
    banners: inArray(bannerItems.image, bannerPictures),
  };
}

type DemoTable =
  | typeof products
  | typeof categories
  | typeof crops
  | typeof certificates
  | typeof videoFeed
  | typeof bannerItems;

async function countWhere(db: Db, table: DemoTable, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** The page texts (slug and language) still word for word the demo's. */
async function demoPageTexts(db: Db): Promise<{ slug: PageSlug; en: boolean; ml: boolean }[]> {
  const rows = await db.select().from(pages);
  return rows.flatMap((row) => {
    const slug = row.slug as PageSlug;
    const english = DEMO_PAGES[slug];
    const malayalam = DEMO_PAGES_MALAYALAM[slug];
    if (!english || !malayalam) return [];
    // A demo text the template says word for word (the shipping policy has no fact of the demo farm) is left: it
    // is already what a real shop starts with, and replacing it would only move its dates.
    const en =
      row.title === english.title && row.body === english.body && row.body !== TEMPLATE_PAGES[slug].body;
    const ml =
      row.titleMal === malayalam.title &&
      row.bodyMal === malayalam.body &&
      row.bodyMal !== TEMPLATE_PAGES_MALAYALAM[slug].body;
    return en || ml ? [{ slug, en, ml }] : [];
  });
}

/** The shop's columns still holding the demo's made-up values, with what each becomes. */
async function demoFactsLeft(db: Db, data: DemoData, neutralName: string) {
  const [row] = await db.select().from(shop).where(eq(shop.id, 1));
  if (!row) return {};
  return Object.fromEntries(
    demoShopFacts(data, neutralName)
      .filter(([column, demo]) => row[column] === demo)
      .map(([column, , reset]) => [column, reset]),
  ) as Partial<Record<ShopText, string>>;
}

/** How much of the demo the shop still holds, thing by thing (the console's "Start afresh" screen shows it). */
export async function demoLeft(db: Db, data: DemoData = demoData): Promise<DemoContent> {
  const where = demoRows(data);
  const texts = await demoPageTexts(db);
  return {
    products: await countWhere(db, products, where.products),
    categories: await countWhere(db, categories, where.categories),
    crops: await countWhere(db, crops, where.crops),
    certificates: await countWhere(db, certificates, where.certificates),
    videos: await countWhere(db, videoFeed, where.videos),
    banners: await countWhere(db, bannerItems, where.banners),
    pages: texts.reduce((n, text) => n + Number(text.en) + Number(text.ml), 0),
    shop_facts: Object.keys(await demoFactsLeft(db, data, NEUTRAL_SHOP_NAME)).length,
  };
}

export interface DemoClearing {
  cleared: DemoContent;
  /** Demo categories kept because the farm's own products are listed under them. */
  keptCategories: string[];
}

/**
 * Removes the demo's content in one transaction, audited; null (and nothing written) when nothing of the demo is left.
 * Pages still in the demo's words get our templates, marked "review me"; the shop's facts still the demo's are emptied
 * (the name becomes `shopName`, or a neutral one) so the setup checklist asks for the farm's own, and the shop closes
 * until the owner opens it again from that checklist. The content version
 * moves with the writes (the tables' triggers), so every process drops its cached lists.
 */
export async function clearDemo(
  db: Db,
  by: StaffActor,
  options: { shopName?: string | undefined; data?: DemoData } = {},
): Promise<DemoClearing | null> {
  const data = options.data ?? demoData;
  const neutralName = options.shopName ?? NEUTRAL_SHOP_NAME;
  return withTransaction(db, async (tx) => {
    // Taken first, so a clear-out running at the same moment waits here and then finds nothing left.
    await tx.execute(sql`SELECT id FROM ${shop} WHERE id = 1 FOR UPDATE`);
    const where = demoRows(data);
    const kept = await tx.select({ name: categories.name }).from(categories).where(where.keptCategories);
    const texts = await demoPageTexts(tx);
    const facts = await demoFactsLeft(tx, data, neutralName);
    const removed = async (table: DemoTable, condition: SQL) =>
      (
        await tx
          .delete(table)
          .where(condition)
          .returning({ id: sql<number>`id` })
      ).length;
    // The demo's pre-orders no order was sold from go with their sizes (a size with a pre-order cannot be removed);
    // one that sold stays, and so does its product, until its orders are done with.
    await tx.delete(preorders).where(
      and(
        inArray(
          preorders.productSizeId,
          tx
            .select({ id: productSizes.id })
            .from(productSizes)
            .innerJoin(products, eq(products.id, productSizes.productId))
            .where(where.products),
        ),
        notInArray(
          preorders.id,
          tx
            .select({ id: sql<number>`${orderItems.preorderId}` })
            .from(orderItems)
            .where(sql`${orderItems.preorderId} is not null`),
        ),
      ),
    );
    // Products first: their categories may only go once nothing is listed under them.
    const cleared: DemoContent = {
      products: await removed(products, where.products),
      categories: await removed(categories, where.categories),
      crops: await removed(crops, where.crops),
      certificates: await removed(certificates, where.certificates),
      videos: await removed(videoFeed, where.videos),
      banners: await removed(bannerItems, where.banners),
      pages: texts.reduce((n, text) => n + Number(text.en) + Number(text.ml), 0),
      shop_facts: Object.keys(facts).length,
    };
    if (Object.values(cleared).every((n) => n === 0)) return null;

    const now = new Date();
    for (const text of texts) {
      const english = text.en
        ? {
            title: TEMPLATE_PAGES[text.slug].title,
            body: TEMPLATE_PAGES[text.slug].body,
            englishUpdatedAt: now,
            englishReviewedAt: null,
          }
        : {};
      const malayalam = text.ml
        ? {
            titleMal: TEMPLATE_PAGES_MALAYALAM[text.slug].title,
            bodyMal: TEMPLATE_PAGES_MALAYALAM[text.slug].body,
            malayalamUpdatedAt: now,
            malayalamReviewedAt: null,
          }
        : {};
      await tx
        .update(pages)
        .set({ ...english, ...malayalam, updatedBy: by.staffId, updatedAt: now })
        .where(eq(pages.slug, text.slug));
    }
    if (facts.fssaiNumber !== undefined) Object.assign(facts, { fssaiKind: 'registration' });
    // The shop closes ("coming soon") until the owner opens it again from the setup checklist: with the demo gone it
    // has nothing to sell, and the seller's facts and pages it had were the demo's.
    await tx
      .update(shop)
      .set({ ...facts, openedAt: null, updatedAt: now })
      .where(eq(shop.id, 1));
    const keptCategories = kept.map((row) => row.name);
    await new AuditRepository(tx).write({
      ...by,
      action: 'demo.clear',
      entity: 'shop',
      entityId: '1',
      after: { ...cleared, kept_categories: keptCategories, confirmed_with: DEMO_CLEAR_PHRASE },
    });
    return { cleared, keptCategories };
  });
}

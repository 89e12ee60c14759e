import { PAGE_SLUGS, type PageSlug } from '@farm/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { LOCKS } from '../db/migrate.js';
import { withTransaction } from '../db/transaction.js';
import { pages, shippingSlabs, shop } from '../db/schema.js';
import { demoData } from './demo-data.js';
import { hasShop, slabRows } from './seed.js';
import { TEMPLATE_PAGES } from './page-templates.js';
import { TEMPLATE_PAGES_MALAYALAM } from './page-templates-malayalam.js';

/** The shop's name on an empty start without SHOP_NAME: neutral, until the owner writes the farm's own. */
export const NEUTRAL_SHOP_NAME = 'Our farm shop';

/** The pages' rows from the templates: both languages, each marked "review me" (no reviewed moment). */
export function templatePageRows(slugs: readonly PageSlug[] = PAGE_SLUGS) {
  // Both languages written at the same moment: the page editor says neither is older.
  const now = new Date();
  return slugs.map((slug) => ({
    slug,
    title: TEMPLATE_PAGES[slug].title,
    body: TEMPLATE_PAGES[slug].body,
    titleMal: TEMPLATE_PAGES_MALAYALAM[slug].title,
    bodyMal: TEMPLATE_PAGES_MALAYALAM[slug].body,
    englishUpdatedAt: now,
    malayalamUpdatedAt: now,
    englishReviewedAt: null,
    malayalamReviewedAt: null,
    updatedBy: null,
  }));
}

/**
 * A real shop's first start (NODE_ENV=production, issue 36): the shop row and nothing of the demo. The shop is named
 * (SHOP_NAME, else neutrally) and not open, so the storefront says "coming soon" until the owner opens it from the
 * setup checklist; its contacts, addresses and seller details are empty for the checklist to ask for. It gets:
 *
 * - the six pages from our templates in both languages, marked "review me";
 * - starting shipping slabs, because a shop without slabs cannot price a parcel: ordinary courier rates by weight
 *   (the demo's, which are no fact of the demo farm), with `slabs_reviewed_at` left empty so the checklist asks the
 *   owner to check them against their courier's;
 * - no products, categories, crops, certificates, banner or videos.
 *
 * It does nothing when the database already holds a shop (every later start, or a shop from before), so a real
 * shop's data is never touched. One transaction, under the seed lock, so two processes starting together make one.
 */
export async function startEmpty(
  database: Database,
  options: { shopName?: string | undefined } = {},
): Promise<{ started: boolean }> {
  return database.withLock(LOCKS.seed, async (db) => {
    if (await hasShop(db)) return { started: false };
    await withTransaction(db, async (tx) => {
      await tx.insert(shop).values({
        id: 1,
        name: options.shopName ?? NEUTRAL_SHOP_NAME,
        contactEmail: '',
        ordersEmail: '',
        phonePrimary: '',
        openedAt: null,
      });
      await tx.insert(pages).values(templatePageRows()).onConflictDoNothing();
      await tx.insert(shippingSlabs).values(slabRows(demoData.slabs));
    });
    return { started: true };
  });
}

/** Whether the owner has opened the shop to customers (the demo is open from its first start; start-up says which). */
export async function shopIsOpen(db: Db): Promise<boolean> {
  const [row] = await db.select({ openedAt: shop.openedAt }).from(shop).where(eq(shop.id, 1));
  return Boolean(row?.openedAt);
}

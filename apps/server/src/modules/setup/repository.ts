import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, pages, productPrices, productSizes, products, staff } from '../../db/schema.js';

/** One page's review marks, as the checklist reads them. */
export interface PageReview {
  slug: string;
  englishReviewedAt: Date | null;
  malayalamReviewedAt: Date | null;
}

/**
 * The setup checklist's reads of other modules' tables (reads across modules are allowed; the checklist writes
 * nothing of its own: each mark is written by the module that owns its table).
 */
export class SetupRepository {
  constructor(private readonly db: Db) {}

  pageReviews(): Promise<PageReview[]> {
    return this.db
      .select({
        slug: pages.slug,
        englishReviewedAt: pages.englishReviewedAt,
        malayalamReviewedAt: pages.malayalamReviewedAt,
      })
      .from(pages);
  }

  /**
   * The active categories, and the products ready to sell: published and shown, in an active category, with a
   * picture, a size with its MRP (the price row; the net quantity is a column every size has), a shelf life and
   * ingredients (Legal Metrology r.6, FSS (Labelling and Display) Regulations 2020; docs/domain.md).
   */
  async catalogueReadiness(): Promise<{ categories: number; products: number }> {
    const [shown] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.active, true));
    const [ready] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(products.active, true),
          sql`${products.publishedAt} is not null`,
          eq(categories.active, true),
          sql`trim(${products.image}) <> ''`,
          sql`${products.shelfLifeMonths} is not null`,
          sql`trim(${products.ingredients}) <> ''`,
          sql`exists (select 1 from ${productSizes} join ${productPrices} on ${productPrices.productSizeId} = ${productSizes.id}
                      where ${productSizes.productId} = ${products.id} and ${productSizes.netQuantity} > 0)`,
        ),
      );
    return { categories: Number(shown?.count ?? 0), products: Number(ready?.count ?? 0) };
  }

  /** The owners (not removed) who sign in without two-factor, by name. */
  async ownersWithoutTwoFactor(): Promise<string[]> {
    const rows = await this.db
      .select({ name: staff.name })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.removedAt), isNull(staff.totpSecret)))
      .orderBy(staff.id);
    return rows.map((row) => row.name);
  }
}

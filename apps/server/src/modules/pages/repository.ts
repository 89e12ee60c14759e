import type { Language } from '@farm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pages, staff } from '../../db/schema.js';

export type PageRow = typeof pages.$inferSelect & { updatedByName: string | null };
/** What the staff write of a page, in both languages (as the audit row keeps it). */
export interface PageText {
  title: string;
  body: string;
  title_mal: string;
  body_mal: string;
}

export class PageRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        slug: pages.slug,
        title: pages.title,
        body: pages.body,
        titleMal: pages.titleMal,
        bodyMal: pages.bodyMal,
        updatedBy: pages.updatedBy,
        updatedAt: pages.updatedAt,
        englishUpdatedAt: pages.englishUpdatedAt,
        malayalamUpdatedAt: pages.malayalamUpdatedAt,
        englishReviewedAt: pages.englishReviewedAt,
        malayalamReviewedAt: pages.malayalamReviewedAt,
        updatedByName: staff.name,
      })
      .from(pages)
      .leftJoin(staff, eq(staff.id, pages.updatedBy));
  }

  list(): Promise<PageRow[]> {
    return this.select().orderBy(asc(pages.slug));
  }

  async find(slug: string): Promise<PageRow | undefined> {
    const [row] = await this.select().where(eq(pages.slug, slug));
    return row;
  }

  /** The page as it was (locked until the transaction ends), for the audit row's "before". */
  async findForUpdate(slug: string): Promise<PageText | undefined> {
    const [row] = await this.db
      .select({ title: pages.title, body: pages.body, title_mal: pages.titleMal, body_mal: pages.bodyMal })
      .from(pages)
      .where(eq(pages.slug, slug))
      .for('update');
    return row;
  }

  /**
   * Writes a page. `changed` says which languages' words this save changes: only their dates move (a language sent
   * unchanged keeps its date, so the editor can say which is older); the page's own `updated_at` moves on every save.
   */
  async save(
    slug: string,
    text: PageText,
    updatedBy: number,
    changed: { english: boolean; malayalam: boolean },
  ): Promise<void> {
    const now = new Date();
    const values = {
      title: text.title,
      body: text.body,
      titleMal: text.title_mal,
      bodyMal: text.body_mal,
      updatedBy,
      updatedAt: now,
      // A language the owner wrote in this save is one they have read (issue 36: the setup checklist's review).
      ...(changed.english ? { englishUpdatedAt: now, englishReviewedAt: now } : {}),
      ...(changed.malayalam ? { malayalamUpdatedAt: now, malayalamReviewedAt: now } : {}),
    };
    await this.db
      .insert(pages)
      .values({
        slug,
        ...values,
        englishUpdatedAt: now,
        malayalamUpdatedAt: changed.malayalam ? now : null,
        englishReviewedAt: now,
        malayalamReviewedAt: changed.malayalam ? now : null,
      })
      .onConflictDoUpdate({ target: pages.slug, set: values });
  }

  /** The owner read one language of a written page and found it right; false when the page is not written yet. */
  async markReviewed(slug: string, language: Language): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(pages)
      .set(language === 'en' ? { englishReviewedAt: now } : { malayalamReviewedAt: now })
      .where(eq(pages.slug, slug))
      .returning({ slug: pages.slug });
    return rows.length > 0;
  }
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pages, staff } from '../../db/schema.js';

export type PageRow = typeof pages.$inferSelect & { updatedByName: string | null };

export class PageRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        slug: pages.slug,
        title: pages.title,
        body: pages.body,
        updatedBy: pages.updatedBy,
        updatedAt: pages.updatedAt,
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
  async findForUpdate(slug: string): Promise<{ title: string; body: string } | undefined> {
    const [row] = await this.db
      .select({ title: pages.title, body: pages.body })
      .from(pages)
      .where(eq(pages.slug, slug))
      .for('update');
    return row;
  }

  async save(slug: string, values: { title: string; body: string; updatedBy: number }): Promise<void> {
    const row = { slug, ...values, updatedAt: new Date() };
    await this.db
      .insert(pages)
      .values(row)
      .onConflictDoUpdate({ target: pages.slug, set: { ...values, updatedAt: row.updatedAt } });
  }
}

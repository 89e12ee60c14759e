/**
 * The tables the pages module owns: the content pages. Only this module writes them (test/table-owners.test.ts);
 * db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { staff } from '../staff/schema.js';

/**
 * Texts the owner edits: the about and story texts and the policy pages. The body is Markdown, rendered to sanitised
 * HTML when it is shown.
 */
export const pages = pgTable('pages', {
  slug: varchar('slug', { length: 60 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  body: text('body').notNull(),
  /** The page in Malayalam; while either is empty the storefront's Malayalam page shows the English (issue 24). */
  titleMal: varchar('title_mal', { length: 200 }).notNull().default(''),
  bodyMal: text('body_mal').notNull().default(''),
  /** When each language's title or text last changed, so the editor can say which is older (issue 32). */
  englishUpdatedAt: moment('english_updated_at').notNull().defaultNow(),
  malayalamUpdatedAt: moment('malayalam_updated_at'),
  /**
   * When the owner last saved or confirmed each language of the page (issue 36); null = "review me": a page from the
   * templates a real shop starts with, or one from before migration 0023, still to be read by the farm.
   */
  englishReviewedAt: moment('english_reviewed_at'),
  malayalamReviewedAt: moment('malayalam_reviewed_at'),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

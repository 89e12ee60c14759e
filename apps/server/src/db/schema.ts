/**
 * The database schema, gathered. Money is integer paise; weights are grams. Each module declares the tables it owns in
 * its own schema.ts (modules/<module>/schema.ts) and is the only one to write them; this file re-exports them all,
 * for drizzle-kit, which generates the SQL migrations in ../../drizzle from it (`npm run db:generate`; they are
 * committed and applied at start-up), for the database client, and for reads that join across modules. The two
 * tables below belong to no module: database triggers write them and the content watcher (shared/) reads them.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export * from '../modules/addresses/schema.js';
export * from '../modules/audit/schema.js';
export * from '../modules/catalogue/schema.js';
export * from '../modules/complaints/schema.js';
export * from '../modules/customers/schema.js';
export * from '../modules/farm/schema.js';
export * from '../modules/invoices/schema.js';
export * from '../modules/media/schema.js';
export * from '../modules/messages/schema.js';
export * from '../modules/orders/schema.js';
export * from '../modules/pages/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/preorders/schema.js';
export * from '../modules/recalls/schema.js';
export * from '../modules/reviews/schema.js';
export * from '../modules/site/schema.js';
export * from '../modules/backups/schema.js';
export * from '../modules/staff/schema.js';
export * from '../modules/stock/schema.js';
export * from '../modules/waitlist/schema.js';

/**
 * A counter that statement-level triggers (migration 0001) bump on every change to the shop's content, so each
 * server process can tell, with one cheap read, that its cached catalogue lists are stale, whoever made the change.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Products whose cached answers another process must drop: a review changes one product's page, and emptying every
 * cache in every process for it would let anyone with an account slow the whole shop down. A row trigger on reviews
 * (migration 0008) adds the product here; each ContentWatcher reads what is new.
 */
export const cacheInvalidations = pgTable('cache_invalidations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

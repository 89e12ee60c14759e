/**
 * The tables the waitlist module owns (issue 37): shoppers waiting to be told that a sold-out or out-of-season size can
 * be bought again. Only this module writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables
 * for drizzle-kit and the database client.
 */
import { LANGUAGES } from '@farm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment, oneOf } from '../../db/columns.js';
import { productSizes } from '../catalogue/schema.js';
import { users } from '../customers/schema.js';

/** unconfirmed (a guest's address, until its link is followed) → waiting → told | unsubscribed. */
export const WAITLIST_STATES = ['unconfirmed', 'waiting', 'told', 'unsubscribed'] as const;

/**
 * One shopper waiting for one size. A signed-in shopper waits at once; an address typed by a guest waits only once its
 * owner has followed the confirmation link (double opt-in). Told once: the row that is told leaves the waiting list in
 * the transaction that writes its message to the outbox.
 */
export const waitlistRequests = pgTable(
  'waitlist_requests',
  {
    id: id(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The storefront language it was asked in: the confirmation and "it's back" are written in it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** SHA-256 of the secret in the confirmation and unsubscribe links (the secret itself is only ever in the e-mail). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    confirmedAt: moment('confirmed_at'),
    toldAt: moment('told_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_requests_token_unique').on(t.tokenHash),
    // One open request per address and size: asking twice is the same request.
    uniqueIndex('waitlist_requests_open_unique')
      .on(t.productSizeId, sql`lower(${t.email})`)
      .where(sql`${t.state} IN ('unconfirmed', 'waiting')`),
    index('waitlist_requests_size_state_idx').on(t.productSizeId, t.state, t.id),
    index('waitlist_requests_email_idx').on(sql`lower(${t.email})`),
    check('waitlist_requests_state_valid', oneOf(t.state, WAITLIST_STATES)),
    check('waitlist_requests_language_valid', oneOf(t.language, LANGUAGES)),
  ],
);

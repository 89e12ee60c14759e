/**
 * The tables the customers module owns: customers, their access tokens and password resets (staff password resets too).
 * Only this module writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit
 * and the database client.
 */
import { GENDERS, LANGUAGES } from '@farm/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment, oneOf, timestamps } from '../../db/columns.js';
import { staff } from '../staff/schema.js';

/** Registered customers. E-mail is unique ignoring case (stored lower-cased); only an argon2id hash of the password. */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    storeId: integer('store_id').notNull().default(1),
    /**
     * News from the farm by e-mail (harvests, offers); order messages and password links go regardless. Only ever
     * true by the customer's own act (Consumer Protection (E-Commerce) Rules 2020, r.4(9)): unticked at registration.
     */
    emailNews: boolean('email_news').notNull().default(false),
    /** When the customer last said yes or no to the news (registration or the account); null = never asked. */
    emailNewsAt: moment('email_news_at'),
    /** The storefront language the customer last used ('en' or 'ml'): their e-mails are written in it (issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_mobile_idx').on(t.mobile),
    check('users_gender_valid', oneOf(t.gender, GENDERS)),
    check('users_language_valid', oneOf(t.language, LANGUAGES)),
  ],
);

/** Personal access tokens `{id}|{secret}`: only the SHA-256 of the secret is kept; they expire, and logout revokes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** Sliding: each day a token is used moves this 30 days on (customers/tokens.ts). */
    expiresAt: moment('expires_at')
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Set by logout (or a password change); the row stays, so a revoked token is told apart from an unknown one. */
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/**
 * "Forgot password" links, for a customer or a staff member (exactly one of the two): only the SHA-256 of the token
 * is kept; a link is used once and expires (PASSWORD_RESET_MINUTES).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_staff_idx').on(t.staffId),
    check('password_resets_one_owner', sql`(${t.userId} IS NULL) <> (${t.staffId} IS NULL)`),
  ],
);

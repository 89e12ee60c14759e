/**
 * The tables the messages module owns: the outbox of e-mails. Only this module writes them (test/table-owners.test.ts);
 * db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';

/**
 * Messages waiting to go out (docs/decisions/2026-11-23-outbox.md): written in the same transaction as the change
 * that causes them, so a rolled-back change sends nothing and a committed one cannot lose its message. A worker in
 * each process claims due rows (`FOR UPDATE SKIP LOCKED`), marks them `sending` until `claimed_until`, sends, and
 * marks them `sent`, or `pending` again with a later `next_attempt_at`, or `failed` after the last try.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the message is about (contract: MESSAGE_KINDS), e.g. `order-placed`, `farm-new-order`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** One message per cause: e.g. `order-shipped:42:customer`; writing the same cause twice keeps the first. */
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /**
     * 0 for a message about someone's order or account; 1 for a bulk one (issue 37: "it's back" to thousands of
     * waiting shoppers). The worker claims the due messages of priority 0 first, so a batch never delays a receipt.
     */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: until when the claiming process owns it; after that another may take it back. */
    claimedUntil: moment('claimed_until'),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_unique').on(t.dedupeKey),
    index('outbox_messages_due_idx').on(t.status, t.priority, t.nextAttemptAt),
    check('outbox_messages_status_valid', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * The tables the complaints module owns: complaints to the grievance officer and the messages on them (Consumer
 * Protection (E-Commerce) Rules 2020 r.4(4)-(5); issue 35). Only this module writes them (test/table-owners.test.ts);
 * db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { COMPLAINT_AUTHORS, COMPLAINT_STATUSES, COMPLAINT_TOPICS, LANGUAGES } from '@farm/contract';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment, oneOf, timestamps } from '../../db/columns.js';
import { users } from '../customers/schema.js';
import { orders } from '../orders/schema.js';
import { staff } from '../staff/schema.js';

/**
 * A complaint, from a signed-in customer or by e-mail (and an order number where it is about one). The ticket number
 * is given at once; the clocks run from `createdAt`: acknowledged (a person at the farm has read it and said so)
 * within 48 hours, closed within a month (COMPLAINT_CLOCKS).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    ticketNo: varchar('ticket_no', { length: 24 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** Stored lower-cased: with the ticket number it lets a customer without an account follow the complaint. */
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull().default(''),
    topic: varchar('topic', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** The language the customer wrote from: the farm's replies reach them in it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    acknowledgedAt: moment('acknowledged_at'),
    closedAt: moment('closed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('complaints_ticket_unique').on(t.ticketNo),
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_user_idx').on(t.userId),
    check('complaints_status_valid', oneOf(t.status, COMPLAINT_STATUSES)),
    check('complaints_topic_valid', oneOf(t.topic, COMPLAINT_TOPICS)),
    check('complaints_language_valid', oneOf(t.language, LANGUAGES)),
  ],
);

/** The complaint's conversation: the customer's first words, the farm's replies and anything more either writes. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: id(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 10 }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('complaint_messages_complaint_idx').on(t.complaintId, t.createdAt),
    check('complaint_messages_author_valid', oneOf(t.author, COMPLAINT_AUTHORS)),
  ],
);

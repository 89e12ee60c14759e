/**
 * The tables the invoices module owns: GST invoices, credit notes and their yearly counters. Only this module writes them
 * (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment, money } from '../../db/columns.js';
import { orders } from '../orders/schema.js';

/**
 * GST tax invoices: one per order, issued when the order is accepted, numbered in a gap-free series per financial
 * year (April to March). `document` keeps the invoice exactly as issued (lines, tax, the shop's facts), so it prints
 * the same later whatever changes in the catalogue or the settings.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    number: integer('number').notNull(),
    invoiceNo: varchar('invoice_no', { length: 16 }).notNull(),
    document: jsonb('document').notNull(),
    issuedAt: moment('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.financialYear, t.number),
    // The month's GST returns read the invoices issued in it (issue 35).
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

/** The last invoice number of each financial year, advanced in the transaction that issues the invoice. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST credit notes (CGST Act s.34, CGST Rules r.53): one per refund on an invoiced order, numbered in their own
 * gap-free series per financial year, referring to the invoice they reduce. `document` keeps the note as issued (its
 * lines with their tax, the invoice's number and date, the shop's facts), so it prints the same later.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The refund the note records (payments.refunds.id); one note per refund. */
    refundId: integer('refund_id').notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    number: integer('number').notNull(),
    creditNoteNo: varchar('credit_note_no', { length: 20 }).notNull(),
    /** The note's value with its tax, in paise (the refund's, shipping included where it was refunded). */
    totalPaise: money('total_paise').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: moment('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_unique').on(t.refundId),
    uniqueIndex('credit_notes_number_unique').on(t.financialYear, t.number),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
  ],
);

/** The last credit note number of each financial year, advanced in the transaction that issues the note. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

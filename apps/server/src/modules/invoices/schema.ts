/**
 * The tables the invoices module owns: GST invoices and their yearly counters. Only this module writes them
 * (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns.js';
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
  ],
);

/** The last invoice number of each financial year, advanced in the transaction that issues the invoice. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

import { isLanguage, type Language } from '@farm/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  creditNoteCounters,
  creditNotes,
  invoiceCounters,
  invoices,
  orders,
  products,
} from '../../db/schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Invoices and their numbering; issuing runs in the transaction that accepts the order (withTransaction). */
export class InvoiceRepository {
  constructor(private readonly db: Db) {}

  /** Each product's HSN code and GST rate, as they are now (the invoice keeps its own copy). */
  async taxFacts(productIds: number[]): Promise<Map<number, { hsnCode: string; gstRatePercent: number }>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.id, hsnCode: products.hsnCode, gstRatePercent: products.gstRatePercent })
      .from(products)
      .where(inArray(products.id, productIds));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The next number of the year's series. The counter row is locked until the transaction ends, and goes back with
   * it when the transaction fails: the series has no gaps and no repeats.
   */
  async nextNumber(financialYear: string): Promise<number> {
    const [row] = await this.db
      .insert(invoiceCounters)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    return row!.lastNumber;
  }

  async insert(values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
    const [row] = await this.db.insert(invoices).values(values).returning();
    return row!;
  }

  async issuedFor(orderIds: number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds));
    return new Set(rows.map((row) => row.orderId));
  }

  /** The invoice with the language its order was placed in (it is printed in it). */
  async findWithLanguage(orderId: number): Promise<{ row: InvoiceRow; language: Language } | undefined> {
    const [found] = await this.db
      .select({ row: invoices, language: orders.language })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.orderId, orderId));
    return found && { row: found.row, language: isLanguage(found.language) ? found.language : 'en' };
  }

  async findByOrder(orderId: number): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row;
  }

  /** The next number of the year's credit note series: its own counter, locked and rolled back as the invoice's. */
  async nextCreditNoteNumber(financialYear: string): Promise<number> {
    const [row] = await this.db
      .insert(creditNoteCounters)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: creditNoteCounters.financialYear,
        set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: creditNoteCounters.lastNumber });
    return row!.lastNumber;
  }

  async insertCreditNote(values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
    const [row] = await this.db.insert(creditNotes).values(values).returning();
    return row!;
  }

  async creditNoteOfRefund(refundId: number): Promise<CreditNoteRow | undefined> {
    const [row] = await this.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
    return row;
  }

  /** An order's credit notes, oldest first. */
  creditNotesOf(orderId: number): Promise<CreditNoteRow[]> {
    return this.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.id));
  }

  creditNotesOfOrders(orderIds: number[]): Promise<CreditNoteRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, orderIds))
      .orderBy(asc(creditNotes.id));
  }

  /** One credit note of an order (by its row id: its number has slashes), with the order's language. */
  async creditNoteWithLanguage(
    orderId: number,
    noteId: number,
  ): Promise<{ row: CreditNoteRow; language: Language } | undefined> {
    const [found] = await this.db
      .select({ row: creditNotes, language: orders.language })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.id, noteId)));
    return found && { row: found.row, language: isLanguage(found.language) ? found.language : 'en' };
  }
}

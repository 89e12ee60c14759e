import { isLanguage, type Language } from '@farm/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceCounters, invoices, orders, products } from '../../db/schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;

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
}

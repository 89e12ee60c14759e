import { isTestPayment } from './test-payment.js';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creditNotes, invoices, orderItems, orders, products, users } from '../../db/schema.js';
import { endOfShopDay, startOfShopDay } from './repository.js';

/** A range of days in Kerala, both ends included. */
export interface ExportRange {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The accountant's exports, reading side: the orders of a range of days with the buyer's e-mail and the invoice as
 * issued, and their lines with each product's tax facts as they are now (for an order not invoiced yet).
 */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  /** Orders placed in a range of days, oldest first, each with its invoice when it has one. */
  orders(range: ExportRange) {
    return this.db
      .select({
        order: orders,
        email: users.email,
        testPayment: isTestPayment,
        invoice: { invoiceNo: invoices.invoiceNo, issuedAt: invoices.issuedAt, document: invoices.document },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(inRange(range))
      .orderBy(asc(orders.createdAt), asc(orders.id));
  }

  /**
   * The lines of the orders placed in a range of days, in the order they were bought, with their product's HSN code
   * and GST rate now (null when the product has since been deleted).
   */
  lines(range: ExportRange) {
    return this.db
      .select({ line: orderItems, hsnCode: products.hsnCode, gstRatePercent: products.gstRatePercent })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inRange(range))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  }
}

/** The invoices and credit notes issued in a span of time (a month's GST return), in number order. */
export class TaxDocumentRepository {
  constructor(private readonly db: Db) {}

  invoicesIssued(from: Date, to: Date) {
    return this.db
      .select({ number: invoices.number, document: invoices.document })
      .from(invoices)
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.financialYear), asc(invoices.number));
  }

  creditNotesIssued(from: Date, to: Date) {
    return this.db
      .select({ number: creditNotes.number, document: creditNotes.document })
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.financialYear), asc(creditNotes.number));
  }
}

function inRange(range: ExportRange) {
  return and(
    range.from ? gte(orders.createdAt, startOfShopDay(range.from)) : undefined,
    range.to ? lt(orders.createdAt, endOfShopDay(range.to)) : undefined,
  );
}

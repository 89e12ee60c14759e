import { SHOP_UTC_OFFSET_MINUTES } from '@farm/contract';
import type { Bound } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import { buildInvoice, type InvoiceDocument, type InvoiceInput } from './document.js';
import { financialYear, invoiceNumber } from './gst.js';
import { invoicePdf } from './pdf.js';
import { InvoiceRepository } from './repository.js';

/** What issuing an invoice writes, in the transaction that accepts the order. */
export const INVOICE_REPOSITORIES = { invoices: InvoiceRepository };
type InvoiceTx = Bound<typeof INVOICE_REPOSITORIES>;

export const INVOICE_MESSAGES = {
  notYet: 'The invoice is made when the farm accepts the order; it is not ready yet.',
} as const;

/** GST tax invoices (docs/domain.md "Invoices"): issued once per order, kept as issued, printed on demand. */
export class InvoiceService {
  constructor(private readonly repo: InvoiceRepository) {}

  /**
   * Issues the order's invoice in the caller's transaction with the next number of the financial year; an order that
   * has one keeps it. The lines' HSN codes and rates are read now and kept with the invoice.
   */
  async issue(
    tx: InvoiceTx,
    order: { id: number; prefix: string } & InvoiceInput['order'],
    lines: (Omit<InvoiceInput['lines'][number], 'hsnCode' | 'gstRatePercent'> & {
      productId: number | null;
    })[],
    seller: InvoiceInput['seller'],
    at = new Date(),
  ): Promise<void> {
    if (await tx.invoices.findByOrder(order.id)) return;
    const facts = await tx.invoices.taxFacts(
      lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
    );
    const year = financialYear(at, SHOP_UTC_OFFSET_MINUTES);
    const number = await tx.invoices.nextNumber(year);
    const invoiceNo = invoiceNumber(order.prefix, year, number);
    const document = buildInvoice({
      invoiceNo,
      financialYear: year,
      issuedAt: at,
      seller,
      order,
      lines: lines.map(({ productId, ...line }) => {
        const fact = productId === null ? undefined : facts.get(productId);
        // A product since deleted keeps the shop's usual rate; its code is left blank for the farm to add by hand.
        return { ...line, hsnCode: fact?.hsnCode ?? '', gstRatePercent: fact?.gstRatePercent ?? 5 };
      }),
    });
    await tx.invoices.insert({ orderId: order.id, financialYear: year, number, invoiceNo, document });
  }

  /** The invoice number of an order, once it has one. */
  async numberFor(orderId: number): Promise<string | undefined> {
    return (await this.repo.findByOrder(orderId))?.invoiceNo;
  }

  /** Which of these orders have their invoice. */
  issuedFor(orderIds: number[]): Promise<Set<number>> {
    return this.repo.issuedFor(orderIds);
  }

  /** The order's invoice as a PDF, in the language the order was placed in (for the farm's copy too). */
  async pdf(orderId: number): Promise<{ invoiceNo: string; pdf: Buffer }> {
    const found = await this.repo.findWithLanguage(orderId);
    if (!found) throw new NotFoundError(INVOICE_MESSAGES.notYet);
    const invoice = found.row.document as InvoiceDocument;
    return { invoiceNo: invoice.invoiceNo, pdf: await invoicePdf(invoice, found.language) };
  }

  /** The order's invoice as issued; refused in words before the order is accepted. */
  async forOrder(orderId: number): Promise<InvoiceDocument> {
    const row = await this.repo.findByOrder(orderId);
    if (!row) throw new NotFoundError(INVOICE_MESSAGES.notYet);
    return row.document as InvoiceDocument;
  }
}

import { paiseToRupees, SHOP_UTC_OFFSET_MINUTES, type CreditNoteSummary } from '@farm/contract';
import type { Bound } from '../../db/transaction.js';
import { NotFoundError } from '../../shared/errors.js';
import {
  alreadyCredited,
  buildCreditNote,
  creditNoteNumber,
  type CreditedRefund,
  type CreditNoteDocument,
} from './credit-note.js';
import { buildInvoice, type InvoiceDocument, type InvoiceInput } from './document.js';
import { financialYear, invoiceNumber } from './gst.js';
import { creditNotePdf, invoicePdf } from './pdf.js';
import { InvoiceRepository, type CreditNoteRow } from './repository.js';

/** What issuing an invoice writes, in the transaction that accepts the order. */
export const INVOICE_REPOSITORIES = { invoices: InvoiceRepository };
type InvoiceTx = Bound<typeof INVOICE_REPOSITORIES>;

export const INVOICE_MESSAGES = {
  notYet: 'The invoice is made when the farm accepts the order; it is not ready yet.',
  noCreditNote: 'This order has no such credit note.',
} as const;

/** GST tax invoices (docs/domain.md "Invoices"): issued once per order, kept as issued, printed on demand. */
export class InvoiceService {
  constructor(
    private readonly repo: InvoiceRepository,
    /** The lot codes of an order's lines by order item id (the stock module's answer, handed in: issue 38). */
    private readonly lotCodes: (orderId: number) => Promise<Map<number, string[]>> = async () => new Map(),
  ) {}

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
    // The lots are printed as they stand now: taken when the order was placed, confirmed when it was packed.
    const codes = await this.lotCodes(orderId);
    const lots = invoice.lines.map((line) =>
      line.itemId === undefined ? [] : (codes.get(line.itemId) ?? []),
    );
    return { invoiceNo: invoice.invoiceNo, pdf: await invoicePdf(invoice, found.language, lots) };
  }

  /** The order's invoice as issued; refused in words before the order is accepted. */
  async forOrder(orderId: number): Promise<InvoiceDocument> {
    const row = await this.repo.findByOrder(orderId);
    if (!row) throw new NotFoundError(INVOICE_MESSAGES.notYet);
    return row.document as InvoiceDocument;
  }

  /**
   * Issues the credit note of a refund that has just been processed, in the caller's transaction (docs/domain.md
   * "Credit notes and GST returns"): one per refund (a second call for it answers the first note), only on an order
   * whose invoice was issued before the refund was asked for. A refund asked for before the invoice took its units off
   * the order, and the invoice never billed them: there is nothing to reduce. Answers undefined when no note is due.
   */
  async issueCreditNote(
    tx: InvoiceTx,
    refund: CreditedRefund & { orderId: number; createdAt: Date },
    prefix: string,
    at = new Date(),
  ): Promise<CreditNoteRow | undefined> {
    const existing = await tx.invoices.creditNoteOfRefund(refund.id);
    if (existing) return existing;
    const invoice = await tx.invoices.findByOrder(refund.orderId);
    if (!invoice || refund.createdAt < invoice.issuedAt) return undefined;
    const earlier = (await tx.invoices.creditNotesOf(refund.orderId)).map(
      (row) => row.document as CreditNoteDocument,
    );
    const year = financialYear(at, SHOP_UTC_OFFSET_MINUTES);
    const number = await tx.invoices.nextCreditNoteNumber(year);
    const creditNoteNo = creditNoteNumber(prefix, year, number);
    const document = buildCreditNote({
      invoice: invoice.document as InvoiceDocument,
      creditNoteNo,
      financialYear: year,
      issuedAt: at,
      refund,
      earlier: alreadyCredited(earlier),
    });
    return tx.invoices.insertCreditNote({
      orderId: refund.orderId,
      invoiceId: invoice.id,
      refundId: refund.id,
      financialYear: year,
      number,
      creditNoteNo,
      totalPaise: document.totals.grossPaise,
      document,
      issuedAt: at,
    });
  }

  /** An order's credit notes, oldest first: what the order pages list (each downloads by its id). */
  async creditNotes(orderId: number): Promise<CreditNoteSummary[]> {
    return (await this.repo.creditNotesOf(orderId)).map(toCreditNoteSummary);
  }

  /** The credit notes of several orders (My Orders lists them beside each invoice). */
  async creditNotesFor(orderIds: number[]): Promise<Map<number, CreditNoteSummary[]>> {
    const byOrder = new Map<number, CreditNoteSummary[]>();
    for (const row of await this.repo.creditNotesOfOrders(orderIds)) {
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toCreditNoteSummary(row)]);
    }
    return byOrder;
  }

  /** One credit note of the order as a PDF in the order's language; refused in words when the order has no such note. */
  async creditNotePdf(orderId: number, noteId: number): Promise<{ creditNoteNo: string; pdf: Buffer }> {
    const found = await this.repo.creditNoteWithLanguage(orderId, noteId);
    if (!found) throw new NotFoundError(INVOICE_MESSAGES.noCreditNote);
    const note = found.row.document as CreditNoteDocument;
    return { creditNoteNo: note.creditNoteNo, pdf: await creditNotePdf(note, found.language) };
  }
}

function toCreditNoteSummary(row: CreditNoteRow): CreditNoteSummary {
  const note = row.document as CreditNoteDocument;
  return {
    id: row.id,
    credit_note_no: row.creditNoteNo,
    issued_at: row.issuedAt.toISOString(),
    invoice_no: note.invoiceNo,
    total: paiseToRupees(row.totalPaise),
  };
}

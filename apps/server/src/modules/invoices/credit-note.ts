// The GST credit note's arithmetic (docs/domain.md "Credit notes and GST returns"): CGST Act s.34 lets a supplier
// who refunds part of an invoiced supply issue a credit note that reduces the invoice's taxable value and tax; CGST
// Rules r.53(1A) ask it to name the supplier, its own number in a series of the financial year, its date, the invoice
// it reduces, and the taxable value, rate and tax of what it reduces. Every figure here is whole paise and is taken out
// of tax-inclusive amounts by the invoice's own rule (gst.ts splitTax), so the note's tax equals what it refunded.

import { addSplits, principalRate, rupeesInWords, splitTax, type TaxSplit } from './gst.js';
import type { InvoiceDocument, InvoiceLine } from './document.js';

/** A line of a credit note: the invoice line it reduces, and how many of its units (0: its value only). */
export type CreditNoteLine = InvoiceLine & { invoiceLine: number };

/** The credit note as issued and kept (credit_notes.document): everything it prints, computed once. */
export interface CreditNoteDocument extends Omit<InvoiceDocument, 'lines' | 'issuedAt' | 'financialYear'> {
  creditNoteNo: string;
  financialYear: string;
  issuedAt: string;
  /** The invoice it reduces: `invoiceNo` (kept from the invoice), its date and its value (the GST return sorts by it). */
  invoiceDate: string;
  invoiceTotalPaise: number;
  refundId: number;
  /** The farm's reason for the refund as its staff typed it (the shop's own sentence for a short line). */
  reason: string;
  lines: CreditNoteLine[];
}

/** What the refund gave back: units of the order's lines (by name and size, as the invoice printed them), or a sum. */
export interface CreditedRefund {
  id: number;
  amountPaise: number;
  reason: string;
  kind: 'lines' | 'short' | 'goodwill' | 'cancel';
  lines: readonly { name: string; size: string; unitPricePaise: number; quantity: number }[];
}

/** What earlier notes of the same invoice already took back: units of each invoice line, and shipping in paise. */
export interface AlreadyCredited {
  units: Map<number, number>;
  shippingPaise: number;
}

/** What earlier notes took back from an invoice (the cancel's note takes back the rest). */
export function alreadyCredited(notes: readonly CreditNoteDocument[]): AlreadyCredited {
  const units = new Map<number, number>();
  let shippingPaise = 0;
  for (const note of notes) {
    for (const line of note.lines)
      units.set(line.invoiceLine, (units.get(line.invoiceLine) ?? 0) + line.quantity);
    shippingPaise += note.shipping?.grossPaise ?? 0;
  }
  return { units, shippingPaise };
}

type Parts = { lines: CreditNoteLine[]; shipping: TaxSplit | null };

function unitsLine(invoice: InvoiceDocument, index: number, quantity: number): CreditNoteLine {
  const line = invoice.lines[index]!;
  const totalPaise = line.unitPricePaise * quantity;
  return {
    ...line,
    invoiceLine: index,
    quantity,
    totalPaise,
    ...splitTax(totalPaise, line.gstRatePercent, invoice.intraState),
  };
}

function shippingRate(invoice: InvoiceDocument): number {
  return (
    invoice.shipping?.ratePercent ??
    principalRate(invoice.lines.map((l) => ({ grossPaise: l.totalPaise, ratePercent: l.gstRatePercent })))
  );
}

/**
 * Units given back: each at its invoice line's price, rate and HSN; what the refund came to beyond its units is the
 * part of the shipping charge refunded with them, taxed as the invoice taxed shipping. Undefined when a unit is not
 * on the invoice or the sum does not add up (the note then reduces the value instead).
 */
function byUnits(invoice: InvoiceDocument, refund: CreditedRefund): Parts | undefined {
  const lines: CreditNoteLine[] = [];
  for (const given of refund.lines) {
    const index = invoice.lines.findIndex(
      (l) => l.name === given.name && l.size === given.size && l.unitPricePaise === given.unitPricePaise,
    );
    if (index < 0) return undefined;
    lines.push(unitsLine(invoice, index, given.quantity));
  }
  const rest = refund.amountPaise - lines.reduce((sum, l) => sum + l.totalPaise, 0);
  if (rest < 0) return undefined;
  return { lines, shipping: rest > 0 ? splitTax(rest, shippingRate(invoice), invoice.intraState) : null };
}

/** A cancel takes back what is left of the invoice: every unit and the shipping no earlier note took back. */
function theRest(
  invoice: InvoiceDocument,
  refund: CreditedRefund,
  earlier: AlreadyCredited,
): Parts | undefined {
  const lines = invoice.lines.flatMap((line, index) => {
    const left = line.quantity - (earlier.units.get(index) ?? 0);
    return left > 0 ? [unitsLine(invoice, index, left)] : [];
  });
  const shippingLeft = (invoice.shipping?.grossPaise ?? 0) - earlier.shippingPaise;
  const shipping =
    shippingLeft > 0 ? splitTax(shippingLeft, shippingRate(invoice), invoice.intraState) : null;
  const total = lines.reduce((sum, l) => sum + l.totalPaise, shipping?.grossPaise ?? 0);
  return total === refund.amountPaise ? { lines, shipping } : undefined;
}

/**
 * A sum given back without units (goodwill): it reduces the value of the whole supply, so it is shared among the
 * invoice's lines and its shipping in proportion to what each was billed (whole paise, the paise left over one each
 * to the largest remainders), and each share's tax is taken out at that line's own rate. Tax is charged per supply at its rate
 * (CGST Act s.15, s.9), so the reduction of tax follows the same lines; a share keeps its line's HSN, quantity 0.
 */
function byValue(invoice: InvoiceDocument, amountPaise: number): Parts {
  const weights = [...invoice.lines.map((l) => l.totalPaise), invoice.shipping?.grossPaise ?? 0];
  const whole = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (whole > 0 ? Math.floor((amountPaise * w) / whole) : 0));
  // The paise the rounding down left over go one each to the shares it cut most (the largest remainders).
  let left = amountPaise - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ rest: whole > 0 ? (amountPaise * w) % whole : 0, i }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) shares[order[k]!.i]! += 1;
  const lines = invoice.lines.flatMap((line, index) => {
    const share = shares[index]!;
    if (share <= 0) return [];
    return [
      {
        ...line,
        invoiceLine: index,
        quantity: 0,
        totalPaise: share,
        ...splitTax(share, line.gstRatePercent, invoice.intraState),
      },
    ];
  });
  const shippingShare = shares.at(-1)!;
  const shipping =
    shippingShare > 0 ? splitTax(shippingShare, shippingRate(invoice), invoice.intraState) : null;
  return { lines, shipping };
}

/** Builds the credit note of a refund on an invoiced order: its lines, their tax, and totals equal to the refund. */
export function buildCreditNote(input: {
  invoice: InvoiceDocument;
  creditNoteNo: string;
  financialYear: string;
  issuedAt: Date;
  refund: CreditedRefund;
  earlier: AlreadyCredited;
}): CreditNoteDocument {
  const { invoice, refund } = input;
  const parts =
    (refund.lines.length > 0 ? byUnits(invoice, refund) : undefined) ??
    (refund.kind === 'cancel' ? theRest(invoice, refund, input.earlier) : undefined) ??
    byValue(invoice, refund.amountPaise);
  const totals = addSplits(parts.shipping ? [...parts.lines, parts.shipping] : parts.lines);
  const { lines: _lines, issuedAt: invoiceDate, financialYear: _year, ...rest } = invoice;
  return {
    ...rest,
    creditNoteNo: input.creditNoteNo,
    financialYear: input.financialYear,
    issuedAt: input.issuedAt.toISOString(),
    invoiceDate,
    invoiceTotalPaise: invoice.totals.grossPaise,
    refundId: refund.id,
    reason: refund.reason,
    lines: parts.lines,
    shipping: parts.shipping,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
  };
}

/**
 * The credit note's number within GST's 16 characters (CGST Rules r.53(1A)(b) as r.46(b) asks of invoices): the
 * order prefix, CN, the year's short form and a number of at least four digits (`SF/CN/26-27/0001`). A longer
 * prefix is shortened, never the number: the series stays unique within the year.
 */
export function creditNoteNumber(prefix: string, year: string, number: number): string {
  const tail = `/CN/${year.slice(2)}/${String(number).padStart(4, '0')}`;
  return `${prefix.slice(0, Math.max(0, 16 - tail.length))}${tail}`;
}

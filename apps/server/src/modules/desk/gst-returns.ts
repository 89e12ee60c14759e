import { SHOP_UTC_OFFSET_MINUTES, type GstReturnTable } from '@farm/contract';
import type { CreditNoteDocument, InvoiceDocument, TaxSplit } from '../invoices/index.js';
import type { TaxDocumentRepository } from './export-repository.js';
import { csv, placeOfSupply, rupees, SHIPPING_SAC } from './export.js';

/*
 * The month's GSTR-1 tables as CSV for the GST offline tool (docs/domain.md "Credit notes and GST returns"), read
 * from the invoices and credit notes issued in the month as they were issued: the B2C small summary (Table 7, sheet
 * "b2cs"), the HSN summary (Table 12, sheets "hsn(b2b)" and "hsn(b2c)") and the document summary (Table 13, sheet
 * "docs"). Every buyer of the shop is unregistered (no GSTIN is asked for), so every invoice is B2C and the B2B tab
 * is its header alone. Credit notes to unregistered buyers of B2C small supplies are netted in b2cs and the HSN
 * summary of the month they are issued in (CGST Act s.34(2) declares them in that month's return); an invoice to
 * another state above ₹1,00,000 is B2C large instead (sheet "b2cl", its notes in "cdnur"). The column
 * headers are those of GSTN's GSTR-1 Excel workbook template for the offline tool (its b2cs, hsn and docs sheets):
 * a file the tool imports must carry them word for word.
 */

/** b2cs: Type (OE: not through an e-commerce operator), place of supply, rate, taxable value, cess. */
const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** b2cl: one row per invoice and rate. */
const B2CL_HEADER = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** cdnur: one row per credit note and rate, of a note to an unregistered buyer reducing a B2C large invoice. */
const CDNUR_HEADER = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

/**
 * B2C large (GSTR-1 Table 5): an invoice to an unregistered buyer in another state above ₹1,00,000 (the limit since
 * 1 August 2024, CGST notification 12/2024) is reported on its own, not in b2cs; its credit notes go to cdnur.
 */
const B2CL_ABOVE_PAISE = 1_00_000_00;
const isLarge = (intraState: boolean, valuePaise: number) => !intraState && valuePaise > B2CL_ABOVE_PAISE;

/** hsn(b2b) and hsn(b2c): one row per HSN code and rate. */
const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** docs: each series of documents issued in the month, first and last number, how many, how many cancelled. */
const DOCS_HEADER = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;

/** Jars and packs are counted: the unit quantity code of numbers. Shipping is a service: none. */
const UQC_GOODS = 'NOS-NUMBERS';
const UQC_SERVICE = 'NA';

/**
 * An amount cell, two decimals, as a number: a month with more credited than sold has negative figures, which the
 * CSV writer would defuse as text if they were strings starting with a minus.
 */
const amount = (paise: number) => Number(rupees(paise));

type Figures = Omit<TaxSplit, 'ratePercent'>;
const ZERO: Figures = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, grossPaise: 0 };

function add(sum: Figures, split: Figures, sign: 1 | -1): Figures {
  return {
    taxablePaise: sum.taxablePaise + sign * split.taxablePaise,
    cgstPaise: sum.cgstPaise + sign * split.cgstPaise,
    sgstPaise: sum.sgstPaise + sign * split.sgstPaise,
    igstPaise: sum.igstPaise + sign * split.igstPaise,
    grossPaise: sum.grossPaise + sign * split.grossPaise,
  };
}

/** What a paper (an invoice or a credit note) supplies, line by line, shipping as a line of its own. */
interface Supply {
  hsn: string;
  description: string;
  quantity: number;
  split: TaxSplit;
  service: boolean;
}

function suppliesOf(paper: Pick<InvoiceDocument, 'lines' | 'shipping'>): Supply[] {
  return [
    ...paper.lines.map((line) => ({
      hsn: line.hsnCode,
      description: line.name,
      quantity: line.quantity,
      split: line,
      service: false,
    })),
    ...(paper.shipping
      ? [
          {
            hsn: SHIPPING_SAC,
            description: 'Goods transport (shipping)',
            quantity: 0,
            split: paper.shipping,
            service: true,
          },
        ]
      : []),
  ];
}

export interface MonthPapers {
  invoices: { number: number; document: InvoiceDocument }[];
  creditNotes: { number: number; document: CreditNoteDocument }[];
}

/** Each paper with its sign: an invoice adds its supplies, a credit note takes its own off. */
function signed(papers: MonthPapers) {
  return [
    ...papers.invoices.map((p) => ({ paper: p.document, sign: 1 as const })),
    ...papers.creditNotes.map((p) => ({ paper: p.document, sign: -1 as const })),
  ];
}

/** b2cs: the taxable value by place of supply and rate, net of the month's credit notes; B2C large left out. */
export function b2csRows(papers: MonthPapers): (string | number)[][] {
  const groups = new Map<string, { stateId: number; rate: number; figures: Figures }>();
  const small = {
    invoices: papers.invoices.filter((p) => !isLarge(p.document.intraState, p.document.totals.grossPaise)),
    creditNotes: papers.creditNotes.filter(
      (p) => !isLarge(p.document.intraState, p.document.invoiceTotalPaise),
    ),
  };
  for (const { paper, sign } of signed(small)) {
    for (const supply of suppliesOf(paper)) {
      const key = `${paper.buyer.stateId}:${supply.split.ratePercent}`;
      const group = groups.get(key) ?? {
        stateId: paper.buyer.stateId,
        rate: supply.split.ratePercent,
        figures: ZERO,
      };
      groups.set(key, { ...group, figures: add(group.figures, supply.split, sign) });
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.stateId - b.stateId || a.rate - b.rate)
    .map((g) => ['OE', placeOfSupply(g.stateId), g.rate, '', amount(g.figures.taxablePaise), 0, '']);
}

/** hsn(b2c): quantity, value and tax by HSN code and rate, net of the month's credit notes; shipping its own row. */
export function hsnRows(papers: MonthPapers): (string | number)[][] {
  const groups = new Map<string, { supply: Supply; quantity: number; figures: Figures }>();
  for (const { paper, sign } of signed(papers)) {
    for (const supply of suppliesOf(paper)) {
      const key = `${supply.hsn}:${supply.split.ratePercent}`;
      const group = groups.get(key) ?? { supply, quantity: 0, figures: ZERO };
      groups.set(key, {
        ...group,
        quantity: group.quantity + sign * supply.quantity,
        figures: add(group.figures, supply.split, sign),
      });
    }
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.supply.hsn.localeCompare(b.supply.hsn) || a.supply.split.ratePercent - b.supply.split.ratePercent,
    )
    .map(({ supply, quantity, figures }) => [
      supply.hsn,
      supply.description,
      supply.service ? UQC_SERVICE : UQC_GOODS,
      quantity,
      amount(figures.grossPaise),
      supply.split.ratePercent,
      amount(figures.taxablePaise),
      amount(figures.igstPaise),
      amount(figures.cgstPaise),
      amount(figures.sgstPaise),
      0,
    ]);
}

/**
 * docs: the invoices and the credit notes of the month, each series from its first number to its last. None is ever
 * cancelled: an issued invoice stays, and a cancelled order's is reduced by its credit note.
 */
export function docsRows(papers: MonthPapers): (string | number)[][] {
  const series = (nature: string, numbers: string[]) =>
    numbers.length === 0 ? [] : [[nature, numbers[0]!, numbers.at(-1)!, numbers.length, 0]];
  return [
    ...series(
      'Invoices for outward supply',
      papers.invoices.map((p) => p.document.invoiceNo),
    ),
    ...series(
      'Credit Note',
      papers.creditNotes.map((p) => p.document.creditNoteNo),
    ),
  ];
}

/** A paper's taxable value by rate, its lines and shipping together. */
function byRate(paper: Pick<InvoiceDocument, 'lines' | 'shipping'>): [number, number][] {
  const rates = new Map<number, number>();
  for (const supply of suppliesOf(paper)) {
    const rate = supply.split.ratePercent;
    rates.set(rate, (rates.get(rate) ?? 0) + supply.split.taxablePaise);
  }
  return [...rates.entries()].sort((a, b) => a[0] - b[0]);
}

/** The offline tool's dates: `05-Nov-2026`, in Kerala. */
function toolDate(iso: string): string {
  const kerala = new Date(new Date(iso).getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const month = kerala.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(kerala.getUTCDate()).padStart(2, '0')}-${month}-${kerala.getUTCFullYear()}`;
}

/** b2cl: each B2C large invoice of the month, a row per rate. */
export function b2clRows(papers: MonthPapers): (string | number)[][] {
  return papers.invoices
    .filter((p) => isLarge(p.document.intraState, p.document.totals.grossPaise))
    .flatMap(({ document: d }) =>
      byRate(d).map(([rate, taxable]) => [
        d.invoiceNo,
        toolDate(d.issuedAt),
        amount(d.totals.grossPaise),
        placeOfSupply(d.buyer.stateId),
        '',
        rate,
        amount(taxable),
        0,
        '',
      ]),
    );
}

/** cdnur: each credit note of the month that reduces a B2C large invoice, a row per rate (C: a credit note). */
export function cdnurRows(papers: MonthPapers): (string | number)[][] {
  return papers.creditNotes
    .filter((p) => isLarge(p.document.intraState, p.document.invoiceTotalPaise))
    .flatMap(({ document: d }) =>
      byRate(d).map(([rate, taxable]) => [
        'B2CL',
        d.creditNoteNo,
        toolDate(d.issuedAt),
        'C',
        placeOfSupply(d.buyer.stateId),
        amount(d.totals.grossPaise),
        '',
        rate,
        amount(taxable),
        0,
      ]),
    );
}

/** A month in Kerala as the moments it spans: from its first midnight to the next month's. */
export function monthSpan(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const offset = SHOP_UTC_OFFSET_MINUTES * 60_000;
  return {
    from: new Date(Date.UTC(year, number - 1, 1) - offset),
    to: new Date(Date.UTC(year, number, 1) - offset),
  };
}

/** The console's GSTR-1 files. */
export class GstReturns {
  constructor(private readonly repo: TaxDocumentRepository) {}

  async csv(month: string, table: GstReturnTable): Promise<{ name: string; body: string }> {
    const { from, to } = monthSpan(month);
    const [invoices, creditNotes] = await Promise.all([
      this.repo.invoicesIssued(from, to),
      this.repo.creditNotesIssued(from, to),
    ]);
    const papers: MonthPapers = {
      invoices: invoices.map((row) => ({ number: row.number, document: row.document as InvoiceDocument })),
      creditNotes: creditNotes.map((row) => ({
        number: row.number,
        document: row.document as CreditNoteDocument,
      })),
    };
    const name = `gstr1-${table}-${month}.csv`;
    switch (table) {
      case 'b2cs':
        return { name, body: csv(B2CS_HEADER, b2csRows(papers)) };
      case 'hsn-b2c':
        return { name, body: csv(HSN_HEADER, hsnRows(papers)) };
      case 'hsn-b2b':
        // No buyer of the shop gives a GSTIN: the tab is its header alone.
        return { name, body: csv(HSN_HEADER, []) };
      case 'docs':
        return { name, body: csv(DOCS_HEADER, docsRows(papers)) };
      case 'b2cl':
        return { name, body: csv(B2CL_HEADER, b2clRows(papers)) };
      case 'cdnur':
        return { name, body: csv(CDNUR_HEADER, cdnurRows(papers)) };
    }
  }
}

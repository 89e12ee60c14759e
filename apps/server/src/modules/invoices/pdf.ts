import { createRequire } from 'node:module';
import { formatPaise, inLanguage, type Language } from '@farm/contract';
import PDFDocument from 'pdfkit';
import type { CreditNoteDocument } from './credit-note.js';
import type { InvoiceDocument } from './document.js';
import { INVOICE_LABELS } from './labels.js';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

/** The embedded fonts: Noto Sans for English (its extended set has ₹), Manjari for Malayalam names. */
const FONTS = {
  latin: fontFile('noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: fontFile('noto-sans', 'noto-sans-latin-700-normal.woff'),
  latinExt: fontFile('noto-sans', 'noto-sans-latin-ext-400-normal.woff'),
  latinExtBold: fontFile('noto-sans', 'noto-sans-latin-ext-700-normal.woff'),
  malayalam: fontFile('manjari', 'manjari-malayalam-400-normal.woff'),
  malayalamBold: fontFile('manjari', 'manjari-malayalam-700-normal.woff'),
} as const;

type Doc = InstanceType<typeof PDFDocument>;
type Weight = 'normal' | 'bold';

/** Which embedded font draws a character: Malayalam script, then what Noto's basic Latin set lacks (₹), then Latin. */
function fontOf(char: string, weight: Weight): string {
  const code = char.codePointAt(0)!;
  const bold = weight === 'bold';
  if (code >= 0x0d00 && code <= 0x0d7f) return bold ? 'malayalamBold' : 'malayalam';
  if (
    code > 0x24f &&
    code !== 0x2014 &&
    code !== 0x2013 &&
    code !== 0x2019 &&
    code !== 0x201c &&
    code !== 0x201d
  )
    return bold ? 'latinExtBold' : 'latinExt';
  return bold ? 'latinBold' : 'latin';
}

/** Text cut into runs that one font draws (a Malayalam name beside English, a ₹ in a figure). */
function runs(text: string, weight: Weight): { font: string; text: string }[] {
  const out: { font: string; text: string }[] = [];
  for (const char of text) {
    // Spaces, and the zero-width (non-)joiners that shape a Malayalam word, stay in the run they are in.
    const font = /[\s\u200c\u200d]/.test(char) && out.length > 0 ? out.at(-1)!.font : fontOf(char, weight);
    const last = out.at(-1);
    if (last && last.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return out;
}

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width?: number; align?: 'left' | 'right' | 'center'; size?: number; weight?: Weight } = {},
): void {
  const parts = runs(text || ' ', options.weight ?? 'normal');
  doc.fontSize(options.size ?? 9);
  parts.forEach((part, i) => {
    doc.font(part.font);
    const more = i < parts.length - 1;
    if (i === 0) doc.text(part.text, x, y, { width: options.width, align: options.align, continued: more });
    else doc.text(part.text, { continued: more });
  });
}

/** A figure in the invoice's columns (headed "Amounts in ₹"): two paise digits, no sign. */
const money = (paise: number) => formatPaise(paise, 'en', { paise: 'always', symbol: false });

/** A date in the shop's time zone: 23 Nov 2026, or 23/11/2026 on a Malayalam invoice (no English month name). */
const shopDate = (iso: string, language: Language = 'en') =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: language === 'ml' ? '2-digit' : 'short',
    year: 'numeric',
  });

function newDocument(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title, Author: 'Farm shop' } });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  return doc;
}

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** The parts of a tax paper (an invoice or a credit note) that differ: its words at the top and the bottom. */
interface PaperHead {
  documentTitle: string;
  title: string;
  facts: [string, string][];
  /** Lines above the figures (a credit note's reason), if any. */
  before?: string[];
  footer: string[];
  /** The lot codes of each line, in the lines' order (issue 38); a line without lots prints none. */
  lots?: readonly (readonly string[])[];
}

/**
 * The GST tax invoice as a PDF (A4, fonts embedded), in the language its order was placed in: Malayalam labels and
 * product names on a Malayalam order's (English names where a product has none), the English layout otherwise.
 */
export function invoicePdf(
  invoice: InvoiceDocument,
  language: Language = 'en',
  lots: readonly (readonly string[])[] = [],
): Promise<Buffer> {
  const l = INVOICE_LABELS[language];
  return taxPaperPdf(invoice, language, {
    lots,
    documentTitle: `${l.documentTitle} ${invoice.invoiceNo}`,
    title: l.title,
    facts: [
      [l.invoiceNo, invoice.invoiceNo],
      [l.invoiceDate, shopDate(invoice.issuedAt, language)],
      [l.orderNo, invoice.orderNo],
      [l.orderDate, shopDate(invoice.orderDate, language)],
      [l.payment, invoice.paymentMethod === 'COD' ? l.cashOnDelivery : l.paidOnline],
      [l.placeOfSupply, invoice.placeOfSupply],
    ],
    footer: [l.computerGenerated],
  });
}

/**
 * The GST credit note as a PDF (docs/domain.md "Credit notes and GST returns"): the invoice's layout and code, with
 * its own number and date, the invoice it reduces, the refund's reason, and its lines (a line reduced in value only
 * shows no quantity).
 */
export function creditNotePdf(note: CreditNoteDocument, language: Language = 'en'): Promise<Buffer> {
  const l = INVOICE_LABELS[language];
  return taxPaperPdf(note, language, {
    documentTitle: `${l.creditDocumentTitle} ${note.creditNoteNo}`,
    title: l.creditTitle,
    facts: [
      [l.creditNoteNo, note.creditNoteNo],
      [l.creditNoteDate, shopDate(note.issuedAt, language)],
      [l.againstInvoice, note.invoiceNo],
      [l.againstInvoiceDate, shopDate(note.invoiceDate, language)],
      [l.orderNo, note.orderNo],
      [l.placeOfSupply, note.placeOfSupply],
    ],
    before: [
      `${l.reason}: ${note.reason}`,
      ...(note.lines.some((line) => line.quantity === 0) ? [l.valueReduction] : []),
    ],
    footer: [l.creditUnder, l.creditComputerGenerated],
  });
}

/** What both papers print from: the seller, the buyer, the lines with their tax, the totals. */
type TaxPaper = Pick<
  InvoiceDocument,
  'seller' | 'buyer' | 'intraState' | 'utgst' | 'lines' | 'shipping' | 'totals' | 'amountInWords'
>;

function taxPaperPdf(paper: TaxPaper, language: Language, head: PaperHead): Promise<Buffer> {
  const l = INVOICE_LABELS[language];
  const doc = newDocument(head.documentTitle);
  const left = 36;
  const right = doc.page.width - 36;
  const width = right - left;
  // Malayalam labels are longer: their columns are wider.
  const labelWidth = language === 'ml' ? 140 : 90;
  const wider = language === 'ml' ? 8 : 0;

  write(doc, head.title, left, 36, { size: 16, weight: 'bold' });
  write(doc, l.pricesIncludeGst, left, 58, { size: 8 });
  write(doc, paper.seller.name, left, 80, { size: 11, weight: 'bold', width: width / 2 });
  write(doc, paper.seller.legalName, left, 96, { width: width / 2 });
  write(doc, paper.seller.address, left, 108, { width: width / 2 - 10 });
  write(doc, `${l.gstin}: ${paper.seller.gstin || '—'}`, left, 136, { weight: 'bold' });
  write(doc, `${l.state}: ${paper.seller.state}`, left, 148);
  // The FSSAI number on every invoice and bill (FSSAI order of 8 June 2021); a paper issued without one prints none.
  let sellerEnd = 160;
  if (paper.seller.fssaiNumber) {
    const kind = paper.seller.fssaiKind === 'licence' ? l.fssaiLicence : l.fssaiRegistration;
    write(doc, `${kind} ${paper.seller.fssaiNumber}`, left, 160, { weight: 'bold' });
    sellerEnd = 172;
  }

  head.facts.forEach(([label, value], i) => {
    write(doc, label, left + width / 2, 80 + i * 13, { width: labelWidth });
    write(doc, value, left + width / 2 + labelWidth, 80 + i * 13, {
      width: width / 2 - labelWidth,
      weight: 'bold',
    });
  });

  write(doc, l.billTo, left, sellerEnd + 12, { weight: 'bold' });
  const b = paper.buyer;
  write(doc, b.name, left, sellerEnd + 25, { width: width / 2 });
  write(doc, [b.address, b.landmark].filter(Boolean).join(', '), left, doc.y, { width: width / 2 });
  write(doc, `${b.city}, ${b.state} ${b.pincode} · ${b.phone}`, left, doc.y, { width: width / 2 });
  (head.before ?? []).forEach((line, i) =>
    write(doc, line, left, doc.y + (i === 0 ? 10 : 2), { width, weight: i === 0 ? 'bold' : 'normal' }),
  );

  // The lines. An eight-digit HSN code fits its column on one line; the headings may take two.
  const tax = paper.intraState ? ['CGST', paper.utgst ? 'UTGST' : 'SGST'] : ['IGST'];
  const columns = [
    { title: '#', width: 16, align: 'left' as const },
    { title: l.item, width: (paper.intraState ? 142 : 188) - wider, align: 'left' as const },
    { title: l.hsn, width: 48, align: 'left' as const },
    { title: l.quantity, width: 26 + wider, align: 'right' as const },
    { title: l.rate, width: 50, align: 'right' as const },
    { title: l.taxable, width: 58, align: 'right' as const },
    { title: l.gst, width: 30, align: 'right' as const },
    ...tax.map((title) => ({ title, width: 46, align: 'right' as const })),
    { title: l.total, width: 58, align: 'right' as const },
  ];
  let y = Math.max(250, doc.y + 16);
  write(doc, l.amountsIn, right - 62, y - 12, { size: 8 });
  const row = (cells: string[], bold = false, height = 14) => {
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      write(doc, cell, x + 2, y + 3, {
        width: column.width - 4,
        align: column.align,
        weight: bold ? 'bold' : 'normal',
        size: 8,
      });
      x += column.width;
    });
    y += height;
  };
  // Malayalam headings take a third line ("Rate (incl. GST)" in Malayalam).
  const headHeight = language === 'ml' ? 36 : 26;
  doc.rect(left, y, width, headHeight).fill('#e8efe4').fillColor('black');
  row(
    columns.map((c) => c.title),
    true,
    headHeight + 2,
  );
  const taxCells = (split: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
    paper.intraState ? [money(split.cgstPaise), money(split.sgstPaise)] : [money(split.igstPaise)];
  paper.lines.forEach((line, i) => {
    // The name in the order's language first; the other one under it, as the farm packs by either.
    const first = inLanguage(language, line.name, line.nameMal);
    const second = first === line.name ? line.nameMal : line.name;
    // A credit note's share of a line's value has no units: no count and no price (the note says why above).
    const valueOnly = line.quantity === 0;
    const name = `${first} (${line.size})`;
    row(
      [
        String(i + 1),
        name,
        line.hsnCode,
        valueOnly ? '' : String(line.quantity),
        valueOnly ? '' : money(line.unitPricePaise),
        money(line.taxablePaise),
        `${line.gstRatePercent}%`,
        ...taxCells(line),
        money(line.totalPaise),
      ],
      false,
      second ? 13 : 18,
    );
    if (second) {
      write(doc, second, left + 20, y + 1, { width: columns[1]!.width, size: 8 });
      y += 17;
    }
    const codes = head.lots?.[i] ?? [];
    if (codes.length > 0) {
      write(doc, `${l.lot}: ${codes.join(', ')}`, left + 20, y + 1, { width: columns[1]!.width, size: 8 });
      y += 13;
    }
  });
  if (paper.shipping) {
    const s = paper.shipping;
    row([
      '',
      l.shipping,
      '9965',
      '',
      '',
      money(s.taxablePaise),
      `${s.ratePercent}%`,
      ...taxCells(s),
      money(s.grossPaise),
    ]);
  }
  doc
    .moveTo(left, y + 2)
    .lineTo(right, y + 2)
    .stroke('#888888');
  y += 6;
  const t = paper.totals;
  row(['', l.total, '', '', '', money(t.taxablePaise), '', ...taxCells(t), money(t.grossPaise)], true);

  y += 10;
  write(doc, `${l.amountInWords}: ${paper.amountInWords}`, left, y, { width, weight: 'bold' });
  y += 28;
  const supply = paper.intraState ? (paper.utgst ? l.intraUnionTerritory : l.intraState) : l.interState;
  write(doc, supply, left, y, { width, size: 8 });
  for (const line of head.footer) write(doc, line, left, doc.y + 2, { width, size: 8 });
  return toBuffer(doc);
}

/** What the packing slip needs: the lines to pick and the address label. */
export interface PackingSlip {
  orderNo: string;
  placedAt: string;
  note: string | null;
  lines: {
    name: string;
    nameMal: string;
    size: string;
    quantity: number;
    weightGrams: number;
    /** The lots to pick them from (issue 38). */
    lots: readonly string[];
  }[];
  to: {
    name: string;
    address: string;
    landmark: string | null;
    city: string;
    state: string;
    pincode: string;
    phone: string;
  };
  from: { name: string; address: string; phone: string };
}

/** The packing slip: the lines to pick with sizes and a tick box, and an address label to cut out. */
export function packingSlipPdf(slip: PackingSlip): Promise<Buffer> {
  const doc = newDocument(`Packing slip ${slip.orderNo}`);
  const left = 36;
  const width = doc.page.width - 72;
  write(doc, `Packing slip · ${slip.orderNo}`, left, 36, { size: 16, weight: 'bold' });
  write(doc, `Placed ${shopDate(slip.placedAt)}`, left, 60);
  let y = 86;
  write(doc, 'Pick', left, y, { weight: 'bold', size: 11 });
  y += 18;
  for (const line of slip.lines) {
    doc.rect(left, y + 1, 10, 10).stroke('#333333');
    write(doc, `${line.quantity} × ${line.name} — ${line.size}`, left + 18, y, {
      width: width - 18,
      size: 11,
    });
    y += 16;
    if (line.nameMal) {
      write(doc, line.nameMal, left + 18, y, { width: width - 18, size: 10 });
      y += 15;
    }
    if (line.lots.length > 0) {
      write(doc, `From lot ${line.lots.join(', ')}`, left + 18, y, {
        width: width - 18,
        size: 10,
        weight: 'bold',
      });
      y += 15;
    }
  }
  const grams = slip.lines.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  write(doc, `Parcel weight of the goods: ${(grams / 1000).toFixed(2)} kg`, left, y + 6);
  y += 24;
  if (slip.note) {
    write(doc, `Customer’s note: ${slip.note}`, left, y, { width, weight: 'bold' });
    y += 30;
  }
  // The label, in a dashed box to cut out.
  y += 10;
  doc
    .save()
    .dash(4, { space: 3 })
    .rect(left, y, width / 2 + 60, 150)
    .stroke('#333333')
    .restore();
  const t = slip.to;
  write(doc, 'To', left + 10, y + 10, { size: 9 });
  write(doc, t.name, left + 10, y + 22, { size: 13, weight: 'bold', width: width / 2 + 40 });
  write(doc, [t.address, t.landmark].filter(Boolean).join(', '), left + 10, doc.y + 2, {
    size: 11,
    width: width / 2 + 40,
  });
  write(doc, `${t.city}, ${t.state} — ${t.pincode}`, left + 10, doc.y + 4, { size: 12, weight: 'bold' });
  write(doc, `Phone ${t.phone}`, left + 10, doc.y + 2, { size: 11 });
  const from = slip.from.address.startsWith(slip.from.name)
    ? slip.from.address
    : `${slip.from.name}, ${slip.from.address}`;
  write(doc, `From ${from} · ${slip.from.phone}`, left + 10, y + 124, { size: 7, width: width / 2 + 40 });
  return toBuffer(doc);
}

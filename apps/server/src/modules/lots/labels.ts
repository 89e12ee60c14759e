import { createRequire } from 'node:module';
import { lotPageUrl } from '@farm/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const fontFile = (file: string) => require.resolve(`@fontsource/noto-sans/files/${file}`);
const FONTS = {
  regular: fontFile('noto-sans-latin-400-normal.woff'),
  bold: fontFile('noto-sans-latin-700-normal.woff'),
} as const;

/** A4 in points, and the common 24-up label sheet: 3 across, 8 down, 70 × 37 mm each, edge to edge. */
const MM = 72 / 25.4;
export const LABEL_SHEET = {
  pageWidth: 595.28,
  pageHeight: 841.89,
  columns: 3,
  rows: 8,
  labelWidth: 70 * MM,
  labelHeight: 37 * MM,
  /** Inside each label: printers cannot print to the sheet's edge, and a cut may wander. */
  padding: 3.5 * MM,
} as const;

/** What every label of a lot's sheet says: the QR's address, the code, the product and size, the best-before. */
export interface LotLabel {
  /** The lot page's full public address, which the QR carries. */
  url: string;
  code: string;
  product: string;
  size: string;
  /** "Best before 14 Jan 2028", or empty when the lot has none recorded. */
  bestBefore: string;
}

/** 14 Jan 2028: the month in letters, so a label reads the same in every country. */
export function labelDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** The label of a lot, from the shop's public address (pure: the sheet prints it 24 times). */
export function lotLabel(
  lot: { code: string; productName: string; size: string; bestBefore: string | null },
  shopOrigin: string,
): LotLabel {
  return {
    url: lotPageUrl(shopOrigin, lot.code),
    code: lot.code,
    product: lot.productName,
    size: lot.size,
    bestBefore: lot.bestBefore ? `Best before ${labelDate(lot.bestBefore)}` : '',
  };
}

type Doc = InstanceType<typeof PDFDocument>;

/** The QR drawn as squares (sharp at any printer's resolution), its quiet zone included in `size`. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  // Four modules of quiet zone round the code, as the standard asks, so scanners find its edges.
  const cell = size / (count + 8);
  const left = x + 4 * cell;
  const top = y + 4 * cell;
  doc.save().fillColor('#000');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** The largest font size, down to `min`, at which `text` fits `width` on one line. */
function fittingSize(doc: Doc, text: string, font: string, width: number, max: number, min: number) {
  doc.font(font);
  for (let size = max; size > min; size -= 0.5) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

/** One label: the QR on the left, the lot code in big letters, then the product, its size and the best-before. */
function drawLabel(doc: Doc, label: LotLabel, x: number, y: number): void {
  const { labelWidth, labelHeight, padding } = LABEL_SHEET;
  const qr = labelHeight - 2 * padding + 8;
  drawQr(doc, label.url, x + padding - 4, y + padding - 4, qr);
  const textX = x + padding + qr - 6;
  const width = x + labelWidth - padding - textX;
  let line = y + padding + 2;
  doc.fillColor('#555').font(FONTS.regular).fontSize(7).text('LOT', textX, line, { width, lineBreak: false });
  line += 9;
  const codeSize = fittingSize(doc, label.code, FONTS.bold, width, 17, 7);
  doc.fillColor('#000').font(FONTS.bold).fontSize(codeSize);
  doc.text(label.code, textX, line, { width, lineBreak: false });
  line += codeSize * 1.3;
  doc.font(FONTS.regular).fontSize(8.5);
  doc.text(label.product, textX, line, { width, height: 24, ellipsis: true });
  line = Math.min(doc.y, line + 24) + 1;
  doc.font(FONTS.bold).fontSize(8.5).text(label.size, textX, line, { width, lineBreak: false });
  line += 12;
  if (label.bestBefore) {
    doc.font(FONTS.regular).fontSize(7.5).text(label.bestBefore, textX, line, { width, lineBreak: false });
  }
}

/** A4 sheet of 24 labels of one lot (3 × 8), as a PDF; faint outlines show where to cut on plain paper. */
export async function labelSheetPdf(label: LotLabel): Promise<Buffer> {
  const { pageWidth, pageHeight, columns, rows, labelWidth, labelHeight } = LABEL_SHEET;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Labels for lot ${label.code}`, Subject: label.url },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = (pageWidth - columns * labelWidth) / 2;
  const top = (pageHeight - rows * labelHeight) / 2;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = left + column * labelWidth;
      const y = top + row * labelHeight;
      doc.save().lineWidth(0.3).strokeColor('#cccccc').dash(2, { space: 2 });
      doc.rect(x, y, labelWidth, labelHeight).stroke().restore();
      drawLabel(doc, label, x, y);
    }
  }
  doc.end();
  return done;
}

import { paidWords, SHOP_UTC_OFFSET_MINUTES, stateById, type DeskExportKind } from '@farm/contract';
import { buildInvoice, type InvoiceDocument, type SellerFacts } from '../invoices/index.js';
import type { TaxSplit } from '../invoices/index.js';
import type { SiteService } from '../site/index.js';
import type { ExportRange, ExportRepository } from './export-repository.js';

/*
 * The accountant's exports (docs/domain.md "The accountant's exports"): one row per order, or one row per line (and
 * one for shipping), in India's time, with the invoice's number, date and GST figures. An order with an invoice is
 * read from the invoice as issued; one without (not accepted yet, or cancelled first) is worked out by the invoice's
 * own builder (invoices/document.ts, whose arithmetic is invoices/gst.ts) from the order's lines and each product's
 * tax facts now, so there is one tax calculation in the shop.
 */

/** Excel reads a file without it as the computer's old code page and garbles Malayalam. */
const BOM = '\uFEFF';
/** The services code of goods transport, as the invoice prints it on its shipping line. */
export const SHIPPING_SAC = '9965';
/** A product since deleted: the invoice's own fallback (InvoiceService.issue), the shop's usual rate. */
const FALLBACK_RATE = 5;

/** What a spreadsheet may take for the start of a formula, at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A field read back from a CSV the shop wrote: the apostrophe `csvField` put before a formula's start comes off. */
export function undefused(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function csv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A moment in India's time as a spreadsheet reads it: `2026-11-26 14:05`. */
export function indiaTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}

/** Whole paise as rupees with two decimals, counted in whole numbers (no binary fractions). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How the order was paid, in the words the e-mails use. */
const paidBy = (method: string, testPayment: boolean) => paidWords(method !== 'COD', testPayment);

/** The place of supply as GST returns write it: the state's code and name, `32-Kerala`. */
export function placeOfSupply(stateId: number): string {
  const state = stateById(stateId);
  return state ? `${state.gstCode}-${state.name}` : '';
}

const taxCells = (split: Omit<TaxSplit, 'ratePercent'>) => [
  rupees(split.taxablePaise),
  rupees(split.cgstPaise),
  rupees(split.sgstPaise),
  rupees(split.igstPaise),
  rupees(split.grossPaise),
];

/** The order's own columns, first in both files. */
const ORDER_COLUMNS = [
  'Order number',
  'Order date (IST)',
  'Invoice number',
  'Invoice date (IST)',
  'Order status',
] as const;
/** The GST columns, in both files. */
const TAX_COLUMNS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total incl. GST'] as const;
const PAYMENT_COLUMNS = ['Payment method', 'Payment status'] as const;

const ORDER_HEADER = [
  ...ORDER_COLUMNS,
  'Buyer',
  'Buyer e-mail',
  'Place of supply',
  'Items',
  ...TAX_COLUMNS,
  ...PAYMENT_COLUMNS,
  'Order amount',
  'Refunded',
] as const;

const LINE_HEADER = [
  ...ORDER_COLUMNS,
  'Buyer',
  'Place of supply',
  'Product',
  'Product (Malayalam)',
  'Size',
  'HSN/SAC code',
  'GST rate %',
  'Quantity',
  'Refunded quantity',
  'Unit price',
  ...TAX_COLUMNS,
  ...PAYMENT_COLUMNS,
] as const;

type OrderRows = Awaited<ReturnType<ExportRepository['orders']>>;
type LineRows = Awaited<ReturnType<ExportRepository['lines']>>;

/** One order with its tax figures: the invoice as issued, or as the invoice's builder works them out today. */
interface Figured {
  row: OrderRows[number];
  lines: LineRows;
  document: InvoiceDocument;
  invoiceNo: string;
  invoiceDate: string;
}

/** The accountant's CSV exports of the order desk. */
export class OrderExport {
  constructor(
    private readonly repo: ExportRepository,
    private readonly site: Pick<SiteService, 'invoiceFacts'>,
  ) {}

  /** The file's name and text. */
  async csv(kind: DeskExportKind, range: ExportRange): Promise<{ name: string; body: string }> {
    const figured = await this.figure(range);
    const days = `${range.from ?? 'start'}-to-${range.to ?? 'today'}`;
    return kind === 'lines'
      ? { name: `order-lines-${days}.csv`, body: csv(LINE_HEADER, figured.flatMap(lineRows)) }
      : { name: `orders-${days}.csv`, body: csv(ORDER_HEADER, figured.map(orderRow)) }; // one row per order
  }

  private async figure(range: ExportRange): Promise<Figured[]> {
    const [orders, lines, { seller }] = await Promise.all([
      this.repo.orders(range),
      this.repo.lines(range),
      this.site.invoiceFacts(),
    ]);
    const linesOf = new Map<number, LineRows>();
    for (const line of lines) {
      const list = linesOf.get(line.line.orderId) ?? [];
      list.push(line);
      linesOf.set(line.line.orderId, list);
    }
    return orders.map((row) => {
      const own = linesOf.get(row.order.id) ?? [];
      const issued = row.invoice?.document as InvoiceDocument | undefined;
      return {
        row,
        lines: own,
        document: issued ?? workedOut(row.order, own, seller),
        invoiceNo: row.invoice?.invoiceNo ?? '',
        invoiceDate: row.invoice?.issuedAt ? indiaTime(row.invoice.issuedAt) : '',
      };
    });
  }
}

/** The figures an order not invoiced yet would carry: the invoice's own builder on the order's lines. */
function workedOut(order: OrderRows[number]['order'], lines: LineRows, seller: SellerFacts): InvoiceDocument {
  return buildInvoice({
    invoiceNo: '',
    financialYear: '',
    issuedAt: order.createdAt,
    seller,
    order: {
      orderNo: order.orderNo,
      placedAt: order.createdAt,
      shippingPaise: order.shippingPaise,
      totalPaise: order.totalPaise,
      paymentMethod: order.paymentMethod,
      buyer: {
        name: `${order.shipFirstName} ${order.shipLastName}`,
        address: order.shipAddress,
        landmark: order.shipLandmark,
        city: order.shipCity,
        stateId: order.shipStateId,
        pincode: order.shipPincode,
        phone: order.shipPhone,
      },
    },
    lines: lines.map(({ line, hsnCode, gstRatePercent }) => ({
      name: line.productName,
      nameMal: line.productNameMal,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      totalPaise: line.totalPaise,
      hsnCode: hsnCode ?? '',
      gstRatePercent: gstRatePercent ?? FALLBACK_RATE,
    })),
  });
}

/** The cells under ORDER_COLUMNS, first in both files. */
function orderCells({ row, invoiceNo, invoiceDate }: Figured) {
  const { order } = row;
  return [order.orderNo, indiaTime(order.createdAt), invoiceNo, invoiceDate, order.status];
}

function orderRow(figured: Figured) {
  const { row, lines, document } = figured;
  const { order, email, testPayment } = row;
  return [
    ...orderCells(figured),
    `${order.shipFirstName} ${order.shipLastName}`,
    email,
    placeOfSupply(order.shipStateId),
    lines.reduce((sum, { line }) => sum + line.quantity, 0),
    ...taxCells(document.totals),
    paidBy(order.paymentMethod, Boolean(testPayment)),
    order.paymentStatus,
    rupees(order.totalPaise),
    rupees(order.refundedPaise),
  ];
}

/**
 * The order's lines as its invoice bills them, then its shipping: their taxable values and taxes add up to the
 * order's row. Each line carries the units refunded from it; an order line the invoice does not bill (refunded
 * before it was issued) still gets a row, with nothing billed, so its refund shows.
 */
function lineRows(figured: Figured) {
  const { row, lines, document } = figured;
  const { order } = row;
  const head = [
    ...orderCells(figured),
    `${order.shipFirstName} ${order.shipLastName}`,
    placeOfSupply(order.shipStateId),
  ];
  const tail = [paidBy(order.paymentMethod, Boolean(row.testPayment)), order.paymentStatus];
  const unmatched = [...lines];
  const take = (name: string, size: string) => {
    const at = unmatched.findIndex(({ line }) => line.productName === name && line.size === size);
    return at < 0 ? undefined : unmatched.splice(at, 1)[0];
  };
  const rows: (string | number | null)[][] = document.lines.map((billed) => {
    const line = take(billed.name, billed.size)?.line;
    return [
      ...head,
      billed.name,
      line?.productNameMal ?? billed.nameMal,
      billed.size,
      billed.hsnCode,
      billed.gstRatePercent,
      billed.quantity,
      line?.refundedQuantity ?? 0,
      rupees(billed.unitPricePaise),
      ...taxCells(billed),
      ...tail,
    ];
  });
  for (const { line, hsnCode, gstRatePercent } of unmatched) {
    rows.push([
      ...head,
      line.productName,
      line.productNameMal,
      line.size,
      hsnCode ?? '',
      gstRatePercent ?? FALLBACK_RATE,
      0,
      line.refundedQuantity,
      rupees(line.unitPricePaise),
      ...taxCells({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, grossPaise: 0 }),
      ...tail,
    ]);
  }
  const shipping = document.shipping;
  if (shipping) {
    rows.push([
      ...head,
      'Shipping',
      '',
      '',
      SHIPPING_SAC,
      shipping.ratePercent,
      1,
      0,
      rupees(shipping.grossPaise),
      ...taxCells(shipping),
      ...tail,
    ]);
  }
  return rows;
}

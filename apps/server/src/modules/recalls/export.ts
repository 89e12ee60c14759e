import { type Language, type RecallOrder } from '@farm/contract';
import ExcelJS from 'exceljs';
import { csv, indiaTime } from '../desk/index.js';
import type { LotRow } from './repository.js';

/** The order's language as the farm's staff read it (the console is in English). */
const LANGUAGE_WORDS: Record<Language, string> = { en: 'English', ml: 'Malayalam' };

/** The columns of the recall's export: one row per order and lot, what the farm needs to call or write to each. */
const COLUMNS = [
  { header: 'Order number', width: 14 },
  { header: 'Order date (IST)', width: 18 },
  { header: 'Status', width: 11 },
  { header: 'Customer', width: 26 },
  { header: 'E-mail', width: 30 },
  { header: 'Phone', width: 13 },
  { header: 'Language', width: 11 },
  { header: 'Product', width: 30 },
  { header: 'Size', width: 10 },
  { header: 'Lot', width: 16 },
  { header: 'Made on', width: 12 },
  { header: 'Best before', width: 12 },
  { header: 'Units', width: 8 },
  { header: 'Packed', width: 8 },
] as const;

/**
 * The orders of recalled lots as a file for the farm's calls and the authority's report (FSS Food Recall Procedure
 * Regulations 2017 ask for who got the lot): XLSX, or CSV as the desk's exports (UTF-8 with a BOM, India's time, a
 * leading formula sign defused). In the XLSX every cell but the units is text, so a phone keeps its digits and nothing
 * a customer typed becomes a formula.
 */
export async function recallSheet(
  lots: readonly LotRow[],
  orders: readonly RecallOrder[],
  format: 'xlsx' | 'csv',
  today: string,
): Promise<{ name: string; body: Buffer; type: string }> {
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  const rows = orders.flatMap((order) =>
    order.lots.map((got) => {
      const lot = lotById.get(got.lot_id);
      return [
        order.order_no,
        indiaTime(order.placed_at),
        order.status,
        order.customer.name,
        order.customer.email,
        order.customer.phone,
        LANGUAGE_WORDS[order.language],
        got.product_name,
        got.size,
        got.code,
        lot?.made_on ?? '',
        lot?.best_before ?? '',
        got.quantity,
        got.packed ? 'Yes' : 'No',
      ] as const;
    }),
  );
  const codes = lots.map((lot) => lot.code);
  const name = `recall-${codes.length === 1 ? codes[0] : `${codes.length}-lots`}-${today}.${format}`;
  const header = COLUMNS.map((column) => column.header);
  if (format === 'csv')
    return { name, body: Buffer.from(csv(header, rows), 'utf8'), type: 'text/csv; charset=utf-8' };

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'The farm shop';
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.header === 'Units' ? {} : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  const lotSheet = workbook.addWorksheet('Lots');
  lotSheet.columns = [
    { header: 'Lot', width: 16 },
    { header: 'Product', width: 30 },
    { header: 'Size', width: 10 },
    { header: 'Made on', width: 12 },
    { header: 'Best before', width: 12 },
    { header: 'Received', width: 10 },
    { header: 'On the shelf', width: 12 },
  ];
  lotSheet.getRow(1).font = { bold: true };
  for (const lot of lots)
    lotSheet.addRow([
      lot.code,
      lot.product_name,
      lot.size,
      lot.made_on,
      lot.best_before ?? '',
      lot.received,
      lot.on_hand,
    ]);
  return {
    name,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

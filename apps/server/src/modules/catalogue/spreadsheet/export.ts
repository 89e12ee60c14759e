import { SHEET_COLUMNS, type SheetFormat } from '@farm/contract';
import ExcelJS from 'exceljs';
import { csv } from '../../desk/index.js';
import { rowCells } from './columns.js';
import type { Snapshot } from './repository.js';

/** The rows of the file: one per product size, the product's columns repeated on each. */
export function sheetRows(shop: Snapshot): string[][] {
  return shop.products.flatMap((product) =>
    product.sizes.length === 0
      ? [rowCells(product.facts, undefined)]
      : product.sizes.map((size) => rowCells(product.facts, size.facts)),
  );
}

/** Columns a spreadsheet must keep as text: a leading zero is part of an HSN code or a SKU. */
const TEXT_COLUMNS = new Set(['sku', 'hsn_code', 'size']);
/** Figures: written as numbers. */
const NUMBER_COLUMNS = new Set([
  'gst_rate',
  'shelf_life_months',
  'weight_grams',
  'net_quantity',
  'mrp',
  'offer_price',
  'stock_count',
]);
/** Long text columns get a wider column. */
const WIDE_COLUMNS = new Set([
  'name',
  'name_mal',
  'description',
  'description_mal',
  'ingredients',
  'ingredients_mal',
  'manufacturer',
]);

/** The catalogue as a file: CSV (UTF-8 with a BOM, as the desk's exports) or XLSX with a Help sheet. */
export async function exportSheet(
  shop: Snapshot,
  format: SheetFormat,
  today: string,
): Promise<{ name: string; body: Buffer; type: string }> {
  const header = SHEET_COLUMNS.map((column) => column.header);
  const rows = sheetRows(shop);
  const name = `catalogue-${today}.${format}`;
  if (format === 'csv') {
    return { name, body: Buffer.from(csv(header, rows), 'utf8'), type: 'text/csv; charset=utf-8' };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'The farm shop';
  const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1, xSplit: 2 }] });
  sheet.columns = SHEET_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: WIDE_COLUMNS.has(column.key) ? 40 : Math.max(12, column.header.length + 2),
    // Text, so that Excel keeps 0910 as it is written when the farm edits or adds a row.
    style: TEXT_COLUMNS.has(column.key) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // Figures as numbers (the farm edits a price as a number), everything else as text: never a formula, whatever a
  // cell starts with.
  const numeric = SHEET_COLUMNS.map((column) => NUMBER_COLUMNS.has(column.key));
  for (const row of rows) {
    sheet.addRow(
      row.map((cell, index) => (numeric[index] && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)),
    );
  }
  const help = workbook.addWorksheet('Help');
  help.columns = [
    { header: 'Column', key: 'header', width: 32 },
    { header: 'Of', key: 'level', width: 10 },
    { header: 'What it holds', key: 'help', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of SHEET_COLUMNS) {
    help.addRow({ header: column.header, level: column.level, help: column.help });
  }
  help.addRow({});
  help.addRow({
    help: 'One row per size of a product; the product’s columns are repeated on each of its rows. Products and sizes the file leaves out stay as they are: the import never removes anything. Write values only (no formulas), and keep the header row.',
  });
  help.getColumn('help').alignment = { wrapText: true, vertical: 'top' };
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    name,
    body,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

import {
  MESSAGES,
  SHEET_COLUMNS,
  SHEET_LIMITS,
  SHEET_MESSAGES as W,
  hasControlCharacters,
  type SheetColumnKey,
  type SheetFormat,
  type SheetRefusal,
} from '@farm/contract';
import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { undefused } from '../../desk/index.js';
import { looksLikeZip, refusal, unpack } from './zip.js';

/** One product size's row: its number as the spreadsheet shows it (the header is row 1) and its cells by column. */
export interface SheetRow {
  line: number;
  cells: Record<SheetColumnKey, string>;
}

/** What a file holds once read: its rows, and the cells refused on sight (a formula, a control character). */
export interface ReadSheet {
  format: SheetFormat;
  rows: SheetRow[];
  refused: SheetRefusal[];
}

/** The grid as the file has it, before the columns are known. */
interface Grid {
  format: SheetFormat;
  header: string[];
  rows: { line: number; cells: string[] }[];
  formulas: { line: number; column: number; address: string }[];
}

/** An old Excel workbook (.xls) is a Compound File: it starts with these bytes. */
const OLD_EXCEL = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const XLSX_LIMITS = {
  entries: 200,
  unpackedBytes: SHEET_LIMITS.xlsxUnpackedBytes,
  entryBytes: SHEET_LIMITS.xlsxUnpackedBytes,
  words: { notZip: W.notASheet, tooManyFiles: W.xlsxBroken, tooBig: W.xlsxTooBig, broken: W.xlsxBroken },
};

/**
 * Reads a CSV or XLSX file, told apart by its bytes (never by its name), into rows by column. A file that cannot be a
 * catalogue is refused whole, in words (RuleViolationError): empty, too large, too many rows (counted before the rows
 * are read), neither CSV nor XLSX, not UTF-8, columns missing or unknown.
 */
export async function readSheet(bytes: Buffer): Promise<ReadSheet> {
  if (bytes.length === 0) throw refusal(W.empty);
  if (bytes.length > SHEET_LIMITS.fileBytes) throw refusal(W.tooLarge);
  const grid = looksLikeZip(bytes) ? await readXlsx(bytes) : await readCsv(bytes);
  return byColumn(grid);
}

async function readCsv(bytes: Buffer): Promise<Grid> {
  if (OLD_EXCEL.every((byte, index) => bytes[index] === byte)) throw refusal(W.oldExcel);
  // A picture, a PDF, a Word file: file-type knows binary formats by their bytes (it knows no text format).
  if (await fileTypeFromBuffer(bytes)) throw refusal(W.notASheet);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refusal(W.notUtf8);
  }
  if (text.includes('\u0000')) throw refusal(W.notASheet);
  if (text.trim() === '') throw refusal(W.empty);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel where a comma is the decimal mark saves CSV with semicolons.
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    // Stops after one row past the limit: a file of 50,000 rows is refused without reading the rest.
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      to: SHEET_LIMITS.rows + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw refusal(W.csvBroken(Number(error.lines ?? 1)));
    throw error;
  }
  if (records.length > SHEET_LIMITS.rows + 1) throw refusal(W.tooManyRows);
  const [header = [], ...rest] = records;
  return {
    format: 'csv',
    header,
    // The CSV's cells went through the export's defusing (a leading = + - @ got an apostrophe): taken back here.
    rows: rest.map((cells, index) => ({ line: index + 2, cells: cells.map(undefused) })),
    formulas: [],
  };
}

async function readXlsx(bytes: Buffer): Promise<Grid> {
  // Unpacked once with every entry counted against what it declares, so exceljs (whose unzipper trusts the file)
  // only ever reads a workbook known to be of a sane size; and the rows counted before any is read.
  const files = unpack(bytes, () => true, XLSX_LIMITS);
  if (!files.has('xl/workbook.xml')) throw refusal(W.notASheet);
  for (const [name, body] of files) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const rows = body.toString('latin1').match(/<row[\s>]/g)?.length ?? 0;
    if (rows > SHEET_LIMITS.rows + 1) throw refusal(W.tooManyRows);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refusal(W.xlsxBroken);
  }
  // The export's own sheet by name (its Help sheet is skipped), else the first sheet.
  const sheet = workbook.getWorksheet('Products') ?? workbook.worksheets[0];
  if (!sheet) throw refusal(W.noWorksheet);
  const grid: Grid = { format: 'xlsx', header: [], rows: [], formulas: [] };
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) {
        grid.formulas.push({ line, column: column - 1, address: cell.address });
      }
      cells[column - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (line === 1) grid.header = filled;
    else grid.rows.push({ line, cells: filled });
  });
  return grid;
}

/** A cell's value as text, as a person reads it in the sheet. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  // A formula's last result: refused anyway (the formula is named), read only so the row reads whole.
  if ('result' in value) return value.result === undefined ? '' : String(value.result);
  return '';
}

const normal = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();
const COLUMN_BY_HEADER = new Map<string, SheetColumnKey>(
  SHEET_COLUMNS.flatMap((column) => [
    [normal(column.header), column.key],
    [normal(column.key), column.key],
  ]),
);

/** The header row's columns matched to the shop's (in any order, by name, ignoring case); rows by column. */
function byColumn(grid: Grid): ReadSheet {
  const index = new Map<SheetColumnKey, number>();
  const unknown: string[] = [];
  grid.header.forEach((header, at) => {
    if (header.trim() === '') return; // a column with no name: an empty one a spreadsheet kept
    const key = COLUMN_BY_HEADER.get(normal(header));
    if (!key) unknown.push(header.trim());
    else if (index.has(key)) throw refusal(W.repeatedColumn(header.trim()));
    else index.set(key, at);
  });
  const missing = SHEET_COLUMNS.filter((column) => !index.has(column.key)).map((column) => column.header);
  if (grid.header.every((header) => header.trim() === '')) throw refusal(W.empty);
  if (unknown.length > 0) throw refusal(W.unknownColumns(unknown));
  if (missing.length > 0) throw refusal(W.missingColumns(missing));
  const headerOf = new Map(
    [...index].map(([key, at]) => [at, SHEET_COLUMNS.find((c) => c.key === key)!.header]),
  );

  const refused: SheetRefusal[] = grid.formulas.map((formula) => ({
    row: formula.line,
    column: headerOf.get(formula.column) ?? formula.address.replace(/\d+$/, ''),
    reason: W.formula(formula.address),
  }));
  const rows: SheetRow[] = [];
  for (const { line, cells } of grid.rows) {
    const row = Object.fromEntries(
      [...index].map(([key, at]) => [key, (cells[at] ?? '').replace(/\r\n?/g, '\n')]),
    ) as Record<SheetColumnKey, string>;
    // A row with nothing in the shop's columns is a blank line a spreadsheet kept: skipped.
    if (Object.values(row).every((cell) => cell.trim() === '')) continue;
    for (const [key, at] of index) {
      // NUL and other control characters reach no field of the shop (PostgreSQL refuses NUL in any text).
      if (hasControlCharacters(row[key])) {
        refused.push({ row: line, column: headerOf.get(at)!, reason: MESSAGES.controlCharacters });
        row[key] = '';
      }
    }
    rows.push({ line, cells: row });
  }
  if (rows.length === 0) throw refusal(W.noRows);
  return { format: grid.format, rows, refused };
}

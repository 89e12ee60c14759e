import { z } from 'zod';
import { MEDIA_MAX_BYTES } from './media.js';

/*
 * The catalogue as a spreadsheet (issue 36, item 3; docs/domain.md "The catalogue by spreadsheet"): exported as CSV
 * or XLSX with one row per product size, edited in Excel or LibreOffice, imported back after a dry run that says
 * what will be added, changed and refused. The columns, limits, words and answers are written once here; the rules a
 * row must keep are the product form's own (catalogue.ts `productInput`).
 */

/** Whether a column belongs to the product (repeated on each of its size rows) or to one size. */
export type SheetColumnLevel = 'product' | 'size';

interface SheetColumn {
  key: string;
  header: string;
  level: SheetColumnLevel;
  /** What the column holds, for the XLSX's Help sheet and the console. */
  help: string;
}

/** The columns, in the order the export writes them; an imported file may order them as it likes. */
export const SHEET_COLUMNS = [
  {
    key: 'sku',
    header: 'SKU',
    level: 'product',
    help: 'The product’s identity: letters, digits, hyphens or underscores (at most 64). A SKU the shop does not have adds a product; never change the SKU of a product you mean to edit.',
  },
  { key: 'name', header: 'Product name', level: 'product', help: 'The name in English (at most 200).' },
  {
    key: 'name_mal',
    header: 'Name in Malayalam',
    level: 'product',
    help: 'The name in Malayalam; empty shows the English name on the Malayalam pages.',
  },
  {
    key: 'category',
    header: 'Category',
    level: 'product',
    help: 'The category’s name as the shop writes it. A name the shop does not have adds that category (its picture is its first product’s); the dry run lists it.',
  },
  {
    key: 'description',
    header: 'Description',
    level: 'product',
    help: 'The description in English (Markdown, as in the product form).',
  },
  {
    key: 'description_mal',
    header: 'Description in Malayalam',
    level: 'product',
    help: 'The description in Malayalam; empty shows the English one.',
  },
  {
    key: 'hsn_code',
    header: 'HSN code',
    level: 'product',
    help: 'The HSN code on the GST invoice: 4 to 8 digits. Excel drops a leading zero from a CSV’s numbers (0910 becomes 910); the import puts it back on a code of 3, 5 or 7 digits.',
  },
  {
    key: 'gst_rate',
    header: 'GST rate %',
    level: 'product',
    help: 'The GST rate included in the prices: 0, 5, 12, 18 or 28.',
  },
  {
    key: 'shelf_life_months',
    header: 'Shelf life (months)',
    level: 'product',
    help: 'Best before, in whole months from packing (1 to 120); empty when not written yet.',
  },
  { key: 'ingredients', header: 'Ingredients', level: 'product', help: 'The ingredients in English.' },
  {
    key: 'ingredients_mal',
    header: 'Ingredients in Malayalam',
    level: 'product',
    help: 'The ingredients in Malayalam.',
  },
  {
    key: 'manufacturer',
    header: 'Manufacturer or packer',
    level: 'product',
    help: 'Who made or packed it, with the address; empty when the farm did (the seller’s name and address show).',
  },
  {
    key: 'country_of_origin',
    header: 'Country of origin',
    level: 'product',
    help: 'For example India.',
  },
  {
    key: 'organic_scheme',
    header: 'Organic scheme',
    level: 'product',
    help: 'none, npop (India Organic), pgs (PGS-India) or exempt (a small original producer selling directly).',
  },
  {
    key: 'organic_certificate_no',
    header: 'Organic certificate no.',
    level: 'product',
    help: 'The certificate’s number (npop and pgs only).',
  },
  {
    key: 'organic_certifier',
    header: 'Organic certifier',
    level: 'product',
    help: 'The certification body or PGS regional council (npop and pgs only).',
  },
  {
    key: 'organic_valid_until',
    header: 'Organic certificate valid until',
    level: 'product',
    help: 'The certificate’s end date as YYYY-MM-DD, for example 2027-03-31 (npop and pgs only).',
  },
  {
    key: 'published',
    header: 'Published',
    level: 'product',
    help: 'yes: shown in the shop (a new product is published at once); no: a draft, never shown. A product published once cannot become a draft again: hide it with Active.',
  },
  {
    key: 'active',
    header: 'Active',
    level: 'product',
    help: 'yes: shown; no: hidden from the shop (its page says it is no longer sold).',
  },
  {
    key: 'featured',
    header: 'Featured',
    level: 'product',
    help: 'yes: shown among the home page’s products.',
  },
  {
    key: 'size',
    header: 'Size',
    level: 'size',
    help: 'The size’s label, for example 250 ml: its identity within the product. A label the product does not have adds a size; sizes missing from the file stay as they are.',
  },
  {
    key: 'weight_grams',
    header: 'Shipping weight (g)',
    level: 'size',
    help: 'The shipping weight in whole grams, packing included: it prices the delivery.',
  },
  {
    key: 'net_quantity',
    header: 'Net quantity',
    level: 'size',
    help: 'The net quantity the label declares, a whole number in the net unit.',
  },
  {
    key: 'net_unit',
    header: 'Net unit',
    level: 'size',
    help: 'g (grams), ml (millilitres) or pc (pieces).',
  },
  {
    key: 'mrp',
    header: 'MRP (₹)',
    level: 'size',
    help: 'The MRP printed on the label in rupees, for example 350 or 350.50 (at most two decimals).',
  },
  {
    key: 'offer_price',
    header: 'Offer price (₹)',
    level: 'size',
    help: 'The offer price in rupees, below the MRP; empty when there is no offer.',
  },
  {
    key: 'stock_count',
    header: 'Stock count',
    level: 'size',
    help: 'How many are on the shelf (a count taken, kept as a stock movement); empty when the farm does not count this size. Sales since the export change the count: check the dry run.',
  },
  {
    key: 'in_stock',
    header: 'In stock',
    level: 'size',
    help: 'yes or no: whether the size can be bought (a counted size also needs some on the shelf).',
  },
  {
    key: 'picture',
    header: 'Picture file',
    level: 'product',
    help: 'The product’s main picture: a file name in the pictures zip sent with the import, or the picture the shop has now (as exported, or the file name it was uploaded as). A new picture for a product needs a file name of its own.',
  },
] as const satisfies readonly SheetColumn[];

export type SheetColumnKey = (typeof SHEET_COLUMNS)[number]['key'];

/** A column's header as the files and the dry run name it. */
export const SHEET_HEADERS = Object.fromEntries(SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  SheetColumnKey,
  string
>;

/** What a yes/no cell writes; the import also takes true/false, y/n and 1/0. */
export const SHEET_YES = 'yes';
export const SHEET_NO = 'no';

export const SHEET_LIMITS = {
  /** Rows of products' sizes in one file: a farm's whole catalogue fits many times over. */
  rows: 5000,
  /** The spreadsheet file itself. */
  fileBytes: 25 * 1024 * 1024,
  /** The zip of pictures. */
  zipBytes: 100 * 1024 * 1024,
  /** Files in the zip (folders included). */
  zipEntries: 1000,
  /** Everything in the zip unpacked, by what it declares: a zip bomb says so in its header. */
  zipUnpackedBytes: 150 * 1024 * 1024,
  /** What an XLSX (itself a zip) may unpack to. */
  xlsxUnpackedBytes: 150 * 1024 * 1024,
  /** One picture, as an upload in the console. */
  pictureBytes: MEDIA_MAX_BYTES,
} as const;

/** The note of the stock movement an imported count makes. */
export const SHEET_STOCK_NOTE = 'Counted in the catalogue spreadsheet';

/** The multipart fields of the dry run and the import. */
export const SHEET_FIELDS = { file: 'file', pictures: 'pictures', fingerprint: 'fingerprint' } as const;
export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
export const sheetExportQuery = z.object({
  format: z.enum(SHEET_FORMATS, { message: 'Choose csv or xlsx.' }).default('csv'),
});

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
/** Names as a message lists them: quoted, each cut to 40 characters, the first five and how many more. */
const list = (names: readonly string[]) => {
  const shown = names.slice(0, 5).map((name) => `“${name.length > 40 ? `${name.slice(0, 39)}…` : name}”`);
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
};

export const SHEET_MESSAGES = {
  fileRequired: 'Choose the spreadsheet to import: a CSV or XLSX file.',
  empty: 'This file is empty. Export the catalogue for a file with the right columns, edit it and import it.',
  noRows: 'The file has its header row but no products under it.',
  tooLarge: `The spreadsheet is larger than ${mb(SHEET_LIMITS.fileBytes)}. Split it into smaller files.`,
  tooManyRows: `The file has more than ${count(SHEET_LIMITS.rows, 'row')}; the import takes at most ${count(SHEET_LIMITS.rows, 'row')} at a time. Split it into smaller files.`,
  notASheet:
    'This file is neither a CSV nor an XLSX spreadsheet. Save it as “CSV UTF-8” or as an Excel workbook (.xlsx) and try again.',
  oldExcel:
    'This is an old Excel file (.xls). Save it as an Excel workbook (.xlsx) or as “CSV UTF-8” and try again.',
  notUtf8:
    'This CSV is not UTF-8 text, so its Malayalam would be garbled. Save it as “CSV UTF-8 (Comma delimited)” (LibreOffice: character set “Unicode (UTF-8)”) and try again.',
  csvBroken: (line: number) =>
    `The CSV could not be read at line ${line}: a quote may be left open. Open the file in a spreadsheet and save it as “CSV UTF-8” again.`,
  xlsxBroken: 'This XLSX file could not be read: it may be damaged. Open it and save it again.',
  noWorksheet: 'This workbook has no sheet with products in it.',
  missingColumns: (names: readonly string[]) =>
    `The file lacks ${names.length === 1 ? 'the column' : 'these columns'}: ${list(names)}. Start from an exported file and keep its header row.`,
  unknownColumns: (names: readonly string[]) =>
    `The file has ${names.length === 1 ? 'a column' : 'columns'} the import does not know: ${list(names)}. Keep the exported header row (remove or rename ${names.length === 1 ? 'it' : 'them'}).`,
  repeatedColumn: (name: string) => `The column ${list([name])} appears twice in the header row. Keep one.`,
  formula: (cell: string) => `Cell ${cell} holds a formula; paste values only.`,
  cellCount: (cells: number, header: number) =>
    `This row has ${cells} cells but the header has ${header}: a comma or quote may be out of place.`,
  repeatedSize: (row: number) =>
    `This SKU and size are on row ${row} too: each size of a product appears once.`,
  productDiffers: (row: number) =>
    `Differs from row ${row}, the product’s first row: a product’s columns are the same on each of its size rows (or left empty).`,
  yesOrNo: 'Write yes or no.',
  categoryRequired: 'Write the category’s name.',
  pictureNotFound: (name: string) =>
    `There is no picture named “${name}” in the pictures zip, and the shop has no picture by that name.`,
  pictureAmbiguous: (name: string) =>
    `The pictures zip holds more than one file named “${name}” (in different folders). Keep one.`,
  pictureTooLarge: (name: string) =>
    `The picture “${name}” is larger than ${mb(SHEET_LIMITS.pictureBytes)}. Make it smaller.`,
  noDraftAgain:
    'A product shown in the shop once cannot become a draft again: write yes here, and no under Active to hide it.',
  stockNotAllowed:
    'Your role does not allow counting stock: leave this cell as it is (empty for a new size), or ask a manager.',
  zipNotZip: 'The pictures file is not a zip. Put the pictures in a zip file and try again.',
  zipTooLarge: `The pictures zip is larger than ${mb(SHEET_LIMITS.zipBytes)}. Send fewer pictures at a time.`,
  zipTooManyFiles: `The pictures zip holds more than ${count(SHEET_LIMITS.zipEntries, 'file')}. Send fewer pictures at a time.`,
  zipTooBig: `The pictures zip unpacks to more than ${mb(SHEET_LIMITS.zipUnpackedBytes)}. Send fewer or smaller pictures.`,
  zipBroken: 'The pictures zip could not be unpacked: it may be damaged. Make it again.',
  xlsxTooBig: `This XLSX unpacks to more than ${mb(SHEET_LIMITS.xlsxUnpackedBytes)}: it is not a catalogue the shop can read. Save it again from Excel or LibreOffice.`,
  fingerprintRequired: 'Run the dry run first, then import the same file.',
  catalogueChanged:
    'The catalogue changed since the dry run (a product was saved, or stock moved), or the file is not the same. Run the dry run again and check what it shows.',
  refused: (n: number) =>
    `${count(n, 'problem')} to fix before the import: nothing was written. Fix the rows named below and run the dry run again.`,
  nothingToChange: 'Nothing to change: the file matches the catalogue.',
  ready: (products: number) =>
    `The dry run found no problems: importing changes ${count(products, 'product')}. Nothing is written until you import.`,
  notInFile: (n: number) =>
    `${count(n, 'product')} of the shop ${n === 1 ? 'is' : 'are'} not in the file: unchanged.`,
  imported: (products: number) => `Imported: ${count(products, 'product')} added or changed, in one go.`,
} as const;

/**
 * What the console can tell of the files before sending them (their sizes; the server reads their contents): the
 * words for each field, empty when both may go.
 */
export function sheetFileProblems(
  sheet: { size: number } | undefined,
  pictures: { size: number } | undefined,
): Partial<Record<'file' | 'pictures', string>> {
  const problems: Partial<Record<'file' | 'pictures', string>> = {};
  if (!sheet) problems.file = SHEET_MESSAGES.fileRequired;
  else if (sheet.size === 0) problems.file = SHEET_MESSAGES.empty;
  else if (sheet.size > SHEET_LIMITS.fileBytes) problems.file = SHEET_MESSAGES.tooLarge;
  if (pictures && pictures.size > SHEET_LIMITS.zipBytes) problems.pictures = SHEET_MESSAGES.zipTooLarge;
  return problems;
}

/** One refused cell: the spreadsheet's row number (the header is row 1), the column's header, the reason. */
export const sheetRefusal = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type SheetRefusal = z.infer<typeof sheetRefusal>;

/** One changed field, in the file's own words: "350" → "375". */
export const sheetFieldChange = z.object({ column: z.string(), before: z.string(), after: z.string() });

export const sheetAdded = z.object({
  row: z.number().int(),
  sku: z.string(),
  product: z.string(),
  size: z.string(),
  /** A new product (its first size on this row, its other sizes on theirs), or a new size of a product the shop has. */
  new_product: z.boolean(),
  /** What the shop does with the product: a draft, published, or hidden. */
  status: z.enum(['draft', 'published', 'hidden']),
});

export const sheetChanged = z.object({
  row: z.number().int(),
  sku: z.string(),
  product: z.string(),
  /** null: the product's own columns; else the size's label. */
  size: z.string().nullable(),
  changes: z.array(sheetFieldChange),
});

export const sheetSummary = z.object({
  products_added: z.number().int(),
  sizes_added: z.number().int(),
  products_changed: z.number().int(),
  sizes_changed: z.number().int(),
  /** Products in the file that match the shop already. */
  unchanged: z.number().int(),
  /** Products of the shop the file does not name: left as they are. */
  not_in_file: z.number().int(),
  /** Categories the file names that the shop does not have: added by the import. */
  categories_added: z.array(z.string()),
  /** Pictures taken from the zip. */
  pictures: z.number().int(),
  /** Sizes whose stock count the import sets. */
  stock_counts: z.number().int(),
});
export type SheetSummary = z.infer<typeof sheetSummary>;

/** The dry run's answer: what the import would do. Nothing is written; `fingerprint` goes back with the import. */
export const sheetPlan = z
  .object({
    message: z.string(),
    format: z.enum(SHEET_FORMATS),
    rows: z.number().int(),
    /** Hash of the files and of what the plan read of the catalogue: the import must find the same. */
    fingerprint: z.string(),
    summary: sheetSummary,
    added: z.array(sheetAdded),
    changed: z.array(sheetChanged),
    refused: z.array(sheetRefusal),
  })
  .meta({ id: 'CatalogueSheetPlan' });
export type SheetPlan = z.infer<typeof sheetPlan>;

export const sheetImported = z.object({ message: z.string(), summary: sheetSummary });
export type SheetImported = z.infer<typeof sheetImported>;

import {
  CATALOGUE_ADMIN_MESSAGES,
  SHEET_COLUMNS,
  SHEET_HEADERS as H,
  SHEET_LIMITS,
  SHEET_MESSAGES as W,
  SHEET_STOCK_NOTE,
  STOCK_MESSAGES,
  adminProductsResponse,
  auditResponse,
  errorBody,
  sheetImported,
  sheetPlan,
  type AdminProduct,
  type SheetPlan,
} from '@farm/contract';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, stockMovements } from '../src/db/schema.js';
import { CatalogueSheetService } from '../src/modules/catalogue/index.js';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'sheet');
});
afterAll(async () => t?.close());

type Role = 'owner' | 'manager' | 'packer';

/** A multipart/form-data body as a browser's FormData sends it: files and plain fields. */
function form(parts: { name: string; filename?: string; body: Buffer | string }[]) {
  const boundary = `----sheet-test-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined
          ? '\r\n\r\n'
          : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    ),
    Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Files {
  sheet: Buffer;
  name?: string;
  pictures?: Buffer;
}

function send(role: Role, url: string, files: Files, fingerprint?: string) {
  const body = form([
    { name: 'file', filename: files.name ?? 'catalogue.csv', body: files.sheet },
    ...(files.pictures ? [{ name: 'pictures', filename: 'pictures.zip', body: files.pictures }] : []),
    ...(fingerprint === undefined ? [] : [{ name: 'fingerprint', body: fingerprint }]),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, origin: STAFF_ORIGIN, cookie: cookies[role] },
  });
}

async function dryRun(files: Files, role: Role = 'owner'): Promise<SheetPlan> {
  const response = await send(role, '/api/admin/catalogue/sheet/dry-run', files);
  expect(response.statusCode, response.body).toBe(200);
  return sheetPlan.parse(json(response));
}

/** The dry run, then the import of the same files with its fingerprint. */
async function importSheet(files: Files, role: Role = 'owner') {
  const plan = await dryRun(files, role);
  expect(plan.refused).toEqual([]);
  const response = await send(role, '/api/admin/catalogue/sheet/import', files, plan.fingerprint);
  expect(response.statusCode, response.body).toBe(200);
  return { plan, imported: sheetImported.parse(json(response)) };
}

/** A refusal of the whole file (422 unless said otherwise), its words. */
async function refusedWhole(files: Files, status = 422): Promise<string> {
  const response = await send('owner', '/api/admin/catalogue/sheet/dry-run', files);
  expect(response.statusCode, response.body).toBe(status);
  return errorBody.parse(json(response)).message;
}

async function exported(format: 'csv' | 'xlsx', role: Role = 'owner'): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/catalogue/sheet?format=${format}`,
    headers: { cookie: cookies[role] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

/** The exported CSV's rows (header first), BOM taken off. */
function csvRows(file: Buffer): string[][] {
  return parse(file.toString('utf8').replace(/^\uFEFF/, '')) as string[][];
}

/** Rows back into a CSV the way a spreadsheet saves one (every field quoted). */
function toCsv(rows: string[][]): Buffer {
  return Buffer.from(
    rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );
}

const col = (key: (typeof SHEET_COLUMNS)[number]['key']) => SHEET_COLUMNS.findIndex((c) => c.key === key);

/** The indexes of the rows that start a product (its first size), header left out. */
const productStarts = (rows: string[][]) =>
  rows.flatMap((row, i) => (i > 0 && row[col('sku')] !== rows[i - 1]![col('sku')] ? [i] : []));

/** Sets a product's column on each of its rows, as the export repeats it. */
function setProduct(rows: string[][], at: number, key: (typeof SHEET_COLUMNS)[number]['key'], value: string) {
  const sku = rows[at]![col('sku')];
  for (const row of rows) if (row[col('sku')] === sku) row[col(key)] = value;
}

async function products(): Promise<AdminProduct[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products',
    headers: { cookie: cookies.owner },
  });
  return adminProductsResponse.parse(json(response)).data;
}

/** An XLSX as exceljs reads it (its types predate Node's generic Buffer). */
async function workbookOf(file: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** A small square picture, as a phone or a PNG export makes one. */
const picture = (r: number) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g: 140, b: 60 } } })
    .png()
    .toBuffer();

describe('the catalogue by spreadsheet', () => {
  it('exports every size of every product as CSV and XLSX with the same columns, and an export imports as nothing to change', async () => {
    const shop = await products();
    const sizes = shop.reduce((sum, product) => sum + product.sizes.length, 0);
    const csv = await exported('csv');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(csv);
    expect(rows[0]).toEqual(SHEET_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(sizes + 1);
    const first = shop[0]!;
    const row = rows.find((r) => r[col('sku')] === first.sku && r[col('size')] === first.sizes[0]!.label)!;
    expect(row[col('name')]).toBe(first.name);
    expect(row[col('name_mal')]).toBe(first.name_mal);
    expect(row[col('mrp')]).toBe(String(first.sizes[0]!.price).replace(/\.(\d)$/, '.$10'));

    const workbook = await workbookOf(await exported('xlsx'));
    const sheet = workbook.getWorksheet('Products')!;
    expect(sheet.rowCount).toBe(sizes + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SHEET_COLUMNS.map((c) => c.header));
    expect(workbook.getWorksheet('Help')!.getCell('A2').value).toBe(SHEET_COLUMNS[0].header);

    for (const [file, name] of [
      [csv, 'catalogue.csv'],
      [await exported('xlsx'), 'catalogue.xlsx'],
    ] as const) {
      const plan = await dryRun({ sheet: file, name });
      expect(plan.message).toBe(W.nothingToChange);
      expect(plan.added).toEqual([]);
      expect(plan.changed).toEqual([]);
      expect(plan.refused).toEqual([]);
      expect(plan.summary.unchanged).toBe(shop.length);
      expect(plan.summary.not_in_file).toBe(0);
    }
  });

  it('reads what Excel makes of a CSV as the same values: HSN codes without their leading zero, rupee signs and grouping, TRUE and FALSE', async () => {
    const rows = csvRows(await exported('csv'));
    let touched = 0;
    for (const row of rows.slice(1)) {
      if (row[col('hsn_code')]!.startsWith('0')) {
        row[col('hsn_code')] = row[col('hsn_code')]!.replace(/^0/, '');
        touched += 1;
      }
      row[col('mrp')] = `₹${Number(row[col('mrp')]).toLocaleString('en-IN')}`;
      row[col('in_stock')] = row[col('in_stock')] === 'yes' ? 'TRUE' : 'FALSE';
      if (row[col('net_unit')] === 'pc') row[col('net_unit')] = 'pcs';
    }
    expect(touched).toBeGreaterThan(0);
    const plan = await dryRun({ sheet: toCsv(rows) });
    expect(plan.refused).toEqual([]);
    expect(plan.message).toBe(W.nothingToChange);
  });

  it('shows exactly a changed price and Malayalam name edited in Excel, then imports them in one audited step', async () => {
    const before = await products();
    const product = before.find((p) => p.sizes.length >= 2 && p.sizes[1]!.offer_price === null)!;
    const size = product.sizes[1]!;
    const workbook = await workbookOf(await exported('xlsx'));
    const sheet = workbook.getWorksheet('Products')!;
    sheet.eachRow((row) => {
      if (row.getCell(col('sku') + 1).value !== product.sku) return;
      // The product's columns are repeated on each size row: the new name goes on all of them.
      row.getCell(col('name_mal') + 1).value = 'പുതിയ പേര്';
      if (row.getCell(col('size') + 1).value === size.label) row.getCell(col('mrp') + 1).value = 999.5;
    });
    const file = { sheet: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'edited.xlsx' };

    const { plan, imported } = await importSheet(file);
    expect(plan.format).toBe('xlsx');
    expect(plan.added).toEqual([]);
    expect(plan.changed).toEqual([
      {
        row: expect.any(Number),
        sku: product.sku,
        product: product.name,
        size: null,
        changes: [{ column: H.name_mal, before: product.name_mal, after: 'പുതിയ പേര്' }],
      },
      {
        row: expect.any(Number),
        sku: product.sku,
        product: product.name,
        size: size.label,
        changes: [{ column: H.mrp, before: String(size.price), after: '999.50' }],
      },
    ]);
    expect(plan.summary).toMatchObject({
      products_changed: 1,
      sizes_changed: 1,
      unchanged: before.length - 1,
    });
    expect(imported.message).toBe(W.imported(1));

    const after = (await products()).find((p) => p.id === product.id)!;
    expect(after.name_mal).toBe('പുതിയ പേര്');
    expect(after.sizes[1]).toMatchObject({ id: size.id, price: 999.5 });
    expect(after.sizes[0]).toEqual(product.sizes[0]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue.import'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      entity: 'catalogue',
      actor: 'owner.sheet@farm.example',
      after: { format: 'xlsx', products_changed: 1, sizes_changed: 1, changed_skus: [product.sku] },
    });
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=catalogue.import',
      headers: { cookie: cookies.owner },
    });
    expect(auditResponse.parse(json(trail)).data[0]).toMatchObject({
      what: 'imported the catalogue from a spreadsheet: 1 product changed',
      changes: [],
    });
    // The same file again: nothing left to change.
    expect((await dryRun(file)).message).toBe(W.nothingToChange);
  });

  it('adds a product as a draft, its picture from the zip through the picture library, in a new category', async () => {
    const rows = csvRows(await exported('csv'));
    const template = [...rows[1]!];
    const added = (size: string, mrp: string) => {
      const row = [...template];
      row[col('sku')] = 'NEW-PEPPER-1';
      row[col('name')] = 'Wayanad black pepper';
      row[col('name_mal')] = 'കുരുമുളക്';
      row[col('category')] = 'Whole spices';
      row[col('published')] = 'no';
      row[col('picture')] = 'pepper.png';
      row[col('size')] = size;
      row[col('mrp')] = mrp;
      row[col('offer_price')] = '';
      row[col('stock_count')] = '';
      return row;
    };
    const sheet = toCsv([rows[0]!, added('100 g', '180'), added('250 g', '420.50')]);
    const pictures = Buffer.from(
      zipSync({ 'photos/pepper.png': await picture(30), 'other.png': await picture(90) }),
    );
    const before = await t.database.db.select().from(media);

    const { plan } = await importSheet({ sheet, pictures });
    expect(plan.added).toEqual([
      {
        row: 2,
        sku: 'NEW-PEPPER-1',
        product: 'Wayanad black pepper',
        size: '100 g',
        new_product: true,
        status: 'draft',
      },
      {
        row: 3,
        sku: 'NEW-PEPPER-1',
        product: 'Wayanad black pepper',
        size: '250 g',
        new_product: true,
        status: 'draft',
      },
    ]);
    expect(plan.summary).toMatchObject({
      products_added: 1,
      sizes_added: 2,
      categories_added: ['Whole spices'],
      pictures: 1,
    });
    // Every other product of the shop is left alone, and the dry run says so.
    expect(plan.summary.not_in_file).toBe((await products()).length - 1);

    const product = (await products()).find((p) => p.sku === 'NEW-PEPPER-1')!;
    expect(product).toMatchObject({ status: 'draft', category_name: 'Whole spices', name_mal: 'കുരുമുളക്' });
    expect(product.sizes.map((s) => [s.label, s.price])).toEqual([
      ['100 g', 180],
      ['250 g', 420.5],
    ]);
    // Only the picture the row names was taken, as an upload in the console is.
    const library = await t.database.db.select().from(media);
    expect(library).toHaveLength(before.length + 1);
    const upload = library.find((row) => !before.some((b) => b.id === row.id))!;
    expect(upload.originalName).toBe('pepper.png');
    expect(product.pictures).toEqual([`m/${upload.key}`]);

    // Imported again, with the zip or without, the same file matches: its picture cell names the file it came from.
    expect((await dryRun({ sheet })).message).toBe(W.nothingToChange);
    expect((await dryRun({ sheet, pictures })).message).toBe(W.nothingToChange);
  });

  it('writes a changed stock count as a counted movement', async () => {
    const rows = csvRows(await exported('csv'));
    const row = rows.find((r, i) => i > 0 && r[col('stock_count')] === '')!;
    row[col('stock_count')] = '42';
    const { plan } = await importSheet({ sheet: toCsv(rows) });
    expect(plan.summary.stock_counts).toBe(1);
    expect(plan.changed[0]!.changes).toEqual([{ column: H.stock_count, before: '', after: '42' }]);
    const size = (await products())
      .find((p) => p.sku === row[col('sku')])!
      .sizes.find((s) => s.label === row[col('size')])!;
    expect(size.stock_count).toBe(42);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productSizeId, size.id)));
    expect(movement).toMatchObject({ kind: 'count', change: 42, note: SHEET_STOCK_NOTE });
  });

  it('refuses the stock column to a member whose role may not count, and the whole import to one who may not change the catalogue', async () => {
    const rows = csvRows(await exported('csv'));
    const at = rows.findIndex((r, i) => i > 0 && r[col('stock_count')] === '');
    rows[at]![col('stock_count')] = '7';
    rows[at]![col('mrp')] = '1234';
    // No role has catalogue.write without stock.write today; the rule is the service's, so it is asked directly.
    const sheets = new CatalogueSheetService(
      t.database.db,
      t.services.cache,
      t.services.media,
      t.services.stock,
    );
    const by = { staffId: 1, actor: 'someone@farm.example', address: '127.0.0.1', mayCount: false };
    const plan = await sheets.dryRun({ sheet: toCsv(rows) }, by);
    expect(plan.refused).toEqual([{ row: at + 1, column: H.stock_count, reason: W.stockNotAllowed }]);

    const packer = await send('packer', '/api/admin/catalogue/sheet/dry-run', { sheet: toCsv(rows) });
    expect(packer.statusCode).toBe(403);
    const exportByPacker = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/sheet?format=csv',
      headers: { cookie: cookies.packer },
    });
    expect(exportByPacker.statusCode).toBe(403);
  });

  it('refuses an import whose catalogue changed since the dry run, and one without a dry run', async () => {
    const rows = csvRows(await exported('csv'));
    rows[1]![col('mrp')] = '777';
    const file = { sheet: toCsv(rows) };
    const plan = await dryRun(file);
    // Someone counts the shelf of the same size meanwhile.
    const [product] = (await products()).filter((p) => p.sku === rows[1]![col('sku')]);
    const size = product!.sizes.find((s) => s.label === rows[1]![col('size')])!;
    await t.services.stock.change(
      size.id,
      { action: 'count', count: 3, reason: 'Shelf' },
      {
        staffId: 1,
        actor: 'x',
        address: '127.0.0.1',
      },
    );
    const stale = await send('owner', '/api/admin/catalogue/sheet/import', file, plan.fingerprint);
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string }>(stale).message).toBe(W.catalogueChanged);
    const none = await send('owner', '/api/admin/catalogue/sheet/import', file);
    expect(none.statusCode).toBe(422);
    expect(json<{ message: string }>(none).message).toBe(W.fingerprintRequired);
    expect(
      (await products()).find((p) => p.id === product!.id)!.sizes.find((s) => s.id === size.id)!.price,
    ).not.toBe(777);
  });
});

describe('a broken file changes nothing', () => {
  let before: Buffer;
  let header: string[];
  let good: string[][];
  beforeAll(async () => {
    before = await exported('csv');
    good = csvRows(before);
    header = good[0]!;
  });
  /** Each case leaves the catalogue exactly as it was. */
  afterAll(async () => {
    expect((await exported('csv')).equals(before)).toBe(true);
  });

  it('wrong columns: names the missing and the unknown ones', async () => {
    const missing = good.map((row) => row.filter((_, i) => i !== col('net_unit') && i !== col('mrp')));
    expect(await refusedWhole({ sheet: toCsv(missing) })).toBe(W.missingColumns([H.net_unit, H.mrp]));
    const unknown = good.map((row, i) => [...row, i === 0 ? 'Colour' : 'red']);
    expect(await refusedWhole({ sheet: toCsv(unknown) })).toBe(W.unknownColumns(['Colour']));
  });

  it('bad encoding: asks for CSV UTF-8', async () => {
    const latin1 = Buffer.from(`${header.join(',')}\r\nCAFÉ-1,Café,`, 'latin1');
    expect(await refusedWhole({ sheet: latin1 })).toBe(W.notUtf8);
  });

  it('a price of "abc", a duplicate SKU and size, an unknown flag: row, column and reason, and the import refused', async () => {
    const rows = good.map((row) => [...row]);
    const [, second] = productStarts(rows);
    rows[1]![col('mrp')] = 'abc';
    setProduct(rows, second!, 'featured', 'maybe');
    rows.push([...rows[second!]!]);
    const file = { sheet: toCsv(rows) };
    const plan = await dryRun(file);
    expect(plan.refused).toEqual([
      { row: 2, column: H.mrp, reason: CATALOGUE_ADMIN_MESSAGES.priceInvalid },
      { row: second! + 1, column: H.featured, reason: W.yesOrNo },
      { row: rows.length, column: H.size, reason: W.repeatedSize(second! + 1) },
    ]);
    expect(plan.message).toBe(W.refused(3));
    const response = await send('owner', '/api/admin/catalogue/sheet/import', file, plan.fingerprint);
    expect(response.statusCode).toBe(422);
    expect(json<{ message: string }>(response).message).toBe(W.refused(3));
  });

  it('more rows than the limit, as CSV and as XLSX: says the limit', async () => {
    // Short rows (a stock sheet's): the row limit speaks before the size limit.
    const row = good[1]!
      .map((cell, i) => (i === col('description') || i === col('description_mal') ? '' : cell))
      .join(',');
    const csv = Buffer.from([header.join(','), ...Array.from({ length: 50_000 }, () => row)].join('\n'));
    expect(await refusedWhole({ sheet: csv })).toBe(W.tooManyRows);
    expect(W.tooManyRows).toContain(SHEET_LIMITS.rows.toLocaleString('en-IN'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(header);
    for (let i = 0; i < SHEET_LIMITS.rows + 1; i += 1) sheet.addRow(good[1]!);
    expect(
      await refusedWhole({ sheet: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'big.xlsx' }),
    ).toBe(W.tooManyRows);
  });

  it('a formula cell in the XLSX: names the cell', async () => {
    const workbook = await workbookOf(await exported('xlsx'));
    const sheet = workbook.getWorksheet('Products')!;
    const cell = sheet.getRow(12).getCell(col('mrp') + 1);
    cell.value = { formula: 'Z1*2', result: 700 };
    const plan = await dryRun({ sheet: Buffer.from(await workbook.xlsx.writeBuffer()), name: 'f.xlsx' });
    expect(plan.refused).toEqual([{ row: 12, column: H.mrp, reason: W.formula(cell.address) }]);
    expect(W.formula('F12')).toBe('Cell F12 holds a formula; paste values only.');
  });

  it('an empty file, a header alone, a picture, an old .xls and a zip that is no workbook', async () => {
    expect(await refusedWhole({ sheet: Buffer.alloc(0) })).toBe(W.empty);
    expect(await refusedWhole({ sheet: Buffer.from('\uFEFF\r\n') })).toBe(W.empty);
    expect(await refusedWhole({ sheet: toCsv([header]) })).toBe(W.noRows);
    expect(await refusedWhole({ sheet: await picture(10), name: 'catalogue.csv' })).toBe(W.notASheet);
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(await refusedWhole({ sheet: xls, name: 'old.xls' })).toBe(W.oldExcel);
    const zip = Buffer.from(zipSync({ 'notes.txt': Buffer.from('hello') }));
    expect(await refusedWhole({ sheet: zip, name: 'catalogue.xlsx' })).toBe(W.notASheet);
  });

  it('a zip bomb of pictures, and a picture the library would refuse', async () => {
    const rows = good.map((row) => [...row]);
    setProduct(rows, 1, 'picture', 'bomb.png');
    const bomb = Buffer.from(
      zipSync({ 'bomb.png': new Uint8Array(SHEET_LIMITS.zipUnpackedBytes + 1) }, { level: 9 }),
    );
    expect(await refusedWhole({ sheet: toCsv(rows), pictures: bomb })).toBe(W.zipTooBig);
    // One whose header lies about its size is stopped while it is unpacked, as a damaged zip.
    const lying = new Uint8Array(zipSync({ 'bomb.png': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }));
    const view = new DataView(lying.buffer);
    for (let at = 0; at < lying.length - 4; at += 1) {
      if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, 100, true);
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 100, true);
    }
    expect(await refusedWhole({ sheet: toCsv(rows), pictures: Buffer.from(lying) })).toBe(W.zipBroken);
    const many = Object.fromEntries(
      Array.from({ length: SHEET_LIMITS.zipEntries + 1 }, (_, i) => [`p${i}.png`, new Uint8Array(1)]),
    );
    expect(await refusedWhole({ sheet: toCsv(rows), pictures: Buffer.from(zipSync(many)) })).toBe(
      W.zipTooManyFiles,
    );
    expect(await refusedWhole({ sheet: toCsv(rows), pictures: Buffer.from('not a zip') })).toBe(W.zipNotZip);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const plan = await dryRun({ sheet: toCsv(rows), pictures: Buffer.from(zipSync({ 'bomb.png': svg })) });
    expect(plan.refused).toEqual([
      { row: 2, column: H.picture, reason: expect.stringContaining('SVG drawings are not taken') },
    ]);
    setProduct(rows, 1, 'picture', 'nowhere.png');
    expect((await dryRun({ sheet: toCsv(rows) })).refused).toEqual([
      { row: 2, column: H.picture, reason: W.pictureNotFound('nowhere.png') },
    ]);
  });

  it('figures beyond what the database holds: refused in words, not a failure', async () => {
    const rows = good.map((row) => [...row]);
    rows[1]![col('weight_grams')] = '1e10';
    setProduct(rows, 1, 'organic_scheme', 'npop');
    setProduct(rows, 1, 'organic_certificate_no', 'NPOP/1');
    setProduct(rows, 1, 'organic_certifier', 'A certifier');
    setProduct(rows, 1, 'organic_valid_until', '0000-01-01');
    const plan = await dryRun({ sheet: toCsv(rows) });
    expect(plan.refused).toEqual(
      expect.arrayContaining([
        { row: 2, column: H.weight_grams, reason: CATALOGUE_ADMIN_MESSAGES.weightInvalid },
      ]),
    );
    rows[1]![col('weight_grams')] = good[1]![col('weight_grams')]!;
    const file = { sheet: toCsv(rows) };
    const again = await dryRun(file);
    const response = await send('owner', '/api/admin/catalogue/sheet/import', file, again.fingerprint);
    // The year 0 passes the date rule and not the database: the transaction writes nothing, refused in words.
    expect(response.statusCode, response.body).toBe(422);
    expect(errorBody.parse(json(response)).message).toMatch(/cannot be stored/);
  });

  it('a stock count that is no count, and a published product sent back to draft', async () => {
    const rows = good.map((row) => [...row]);
    rows[1]![col('stock_count')] = '-3';
    const published = productStarts(rows).find((i) => i > 1 && rows[i]![col('published')] === 'yes')!;
    setProduct(rows, published, 'published', 'no');
    const plan = await dryRun({ sheet: toCsv(rows) });
    expect(plan.refused).toEqual(
      expect.arrayContaining([
        { row: 2, column: H.stock_count, reason: STOCK_MESSAGES.countInvalid },
        { row: published + 1, column: H.published, reason: W.noDraftAgain },
      ]),
    );
  });
});

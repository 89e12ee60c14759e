// npm run bench:catalogue-import: the catalogue by spreadsheet (issue 36) with 500 products, on PGlite. A fresh
// database with the demo gets a generated CSV of 500 new products (two sizes each, half of them counted, both
// languages and every declaration filled in), through CatalogueSheetService as the routes call it once the form is
// read: the dry run, then the import (one transaction, the counts as stock movements); then the same file with every
// MRP raised, dry run and import again (500 products changed). Pictures are the demo's own files: making pictures is
// the picture library's work, measured by bench/uploads.mjs. Writes bench/out/catalogue-import-latest.json and the
// "Issue 36: the catalogue by spreadsheet" section of bench/RESULTS.md. Target: under 10 s for 500 products.
// Options (environment): BENCH_IMPORT_PRODUCTS (500).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeResultsSection } from './results.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 500);
const TARGET_MS = 10_000;

const load = (file) => tsImport(path.join(root, file), import.meta.url);
const [{ openDatabase }, { migrate }, { seedDemo }, catalogue, stock, cache, contract] = await Promise.all([
  load('apps/server/src/db/client.ts'),
  load('apps/server/src/db/migrate.ts'),
  load('apps/server/src/seed/seed.ts'),
  load('apps/server/src/modules/catalogue/index.ts'),
  load('apps/server/src/modules/stock/index.ts'),
  load('apps/server/src/shared/read-cache.ts'),
  load('packages/contract/src/index.ts'),
]);
const { SHEET_COLUMNS } = contract;

/** A CSV of `count` new products, two sizes each, with `mrp` the first size's MRP. */
function generated(count, categories, picture, mrp) {
  const quote = (cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [SHEET_COLUMNS.map((c) => quote(c.header)).join(',')];
  for (let i = 1; i <= count; i += 1) {
    const product = {
      sku: `BENCH-${String(i).padStart(4, '0')}`,
      name: `Bench product ${i}`,
      name_mal: `ബെഞ്ച് ഉൽപ്പന്നം ${i}`,
      category: categories[i % categories.length],
      description: `Grown on the farm, batch ${i}.\n\n- hand picked\n- sun dried`,
      description_mal: `ഫാമിൽ വളർത്തിയത് ${i}.`,
      hsn_code: '0910',
      gst_rate: '5',
      shelf_life_months: '12',
      ingredients: 'Turmeric',
      ingredients_mal: 'മഞ്ഞൾ',
      manufacturer: '',
      country_of_origin: 'India',
      organic_scheme: i % 2 ? 'npop' : 'none',
      organic_certificate_no: i % 2 ? `NPOP/${i}` : '',
      organic_certifier: i % 2 ? 'Kerala Organic Certification' : '',
      organic_valid_until: i % 2 ? '2027-03-31' : '',
      published: i % 3 ? 'yes' : 'no',
      active: 'yes',
      featured: 'no',
      picture,
    };
    for (const [n, size] of [
      [
        1,
        {
          size: '250 g',
          weight_grams: '280',
          net_quantity: '250',
          mrp: String(mrp),
          stock: i % 2 ? '40' : '',
        },
      ],
      [
        2,
        { size: '1 kg', weight_grams: '1080', net_quantity: '1000', mrp: String(mrp * 3 + 0.5), stock: '' },
      ],
    ]) {
      const cells = {
        ...product,
        size: size.size,
        weight_grams: size.weight_grams,
        net_quantity: size.net_quantity,
        net_unit: 'g',
        mrp: size.mrp,
        offer_price: n === 2 ? String(mrp * 3 - 10) : '',
        stock_count: size.stock,
        in_stock: 'yes',
      };
      lines.push(SHEET_COLUMNS.map((c) => quote(cells[c.key] ?? '')).join(','));
    }
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const timed = async (what) => {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const result = await what();
  const used = process.cpuUsage(cpu);
  return {
    result,
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    cpuMs: (used.user + used.system) / 1000,
  };
};

const database = await openDatabase({ engine: 'pglite', dir: null });
const steps = [];
let rowsInFile = 0;
try {
  await migrate(database);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'));
  try {
    await seedDemo(database, { reset: false, uploadsDir: uploads, images: false });
  } finally {
    fs.rmSync(uploads, { recursive: true, force: true });
  }
  const { sql } = await import('drizzle-orm');
  const categoryRows = await database.db.execute(sql`select name from categories order by sort_order`);
  const categories = [...(categoryRows.rows ?? categoryRows).map((row) => row.name), 'Bench category'];
  const pictureRows = await database.db.execute(sql`select image from products limit 1`);
  const picture = (pictureRows.rows ?? pictureRows)[0].image;
  // The member who imports: written straight into the database (the bench signs no one in).
  const owner = await database.db.execute(
    sql`insert into staff (name, email, role, password_hash) values ('Bench', 'bench@farm.example', 'owner', 'x')
        returning id, email`,
  );
  const member = (owner.rows ?? owner)[0];
  const by = { staffId: member.id, actor: member.email, address: '127.0.0.1', mayCount: true };
  // No zip in this run: the library is never asked to make a picture.
  const media = {
    upload: () => Promise.reject(new Error('no pictures in this bench')),
    check: async () => undefined,
  };
  const sheets = new catalogue.CatalogueSheetService(
    database.db,
    new cache.ReadCache(),
    media,
    new stock.StockService(database.db),
  );

  for (const [label, mrp] of [
    [`${PRODUCTS} new products`, 180],
    [`the same ${PRODUCTS} products, every MRP changed`, 195],
  ]) {
    const files = { sheet: generated(PRODUCTS, categories, picture, mrp) };
    rowsInFile = PRODUCTS * 2;
    const dry = await timed(() => sheets.dryRun(files, by));
    if (dry.result.refused.length)
      throw new Error(`refused: ${JSON.stringify(dry.result.refused.slice(0, 3))}`);
    const done = await timed(() => sheets.import(files, dry.result.fingerprint, by));
    const summary = done.result.summary;
    steps.push({
      label,
      bytes: files.sheet.length,
      dryMs: dry.ms,
      dryCpuMs: dry.cpuMs,
      importMs: done.ms,
      importCpuMs: done.cpuMs,
      summary,
    });
    console.log(
      `${label}: dry run ${dry.ms.toFixed(0)} ms, import ${done.ms.toFixed(0)} ms ` +
        `(${summary.products_added} added, ${summary.products_changed} changed, ${summary.stock_counts} counts)`,
    );
  }
} finally {
  await database.close();
}

const at = new Date().toISOString();
const loadAverage = os.loadavg().map((n) => n.toFixed(1));
fs.mkdirSync(path.join(benchDir, 'out'), { recursive: true });
fs.writeFileSync(
  path.join(benchDir, 'out', 'catalogue-import-latest.json'),
  JSON.stringify({ at, loadAverage, products: PRODUCTS, steps }, null, 2),
);

const worst = Math.max(...steps.map((s) => s.dryMs + s.importMs));
const verdict =
  `- ${PRODUCTS} products (${rowsInFile} rows): dry run and import together at most ${(worst / 1000).toFixed(2)} s ` +
  `(target < ${TARGET_MS / 1000} s: ${worst < TARGET_MS ? 'PASS' : 'FAIL'}).`;
const section = [
  '## Issue 36: the catalogue by spreadsheet',
  '',
  '<!-- catalogue-import:start (written by npm run bench:catalogue-import) -->',
  '',
  `\`bench/catalogue-import.mjs\` (\`npm run bench:catalogue-import\`, not part of \`npm run bench\`), run on ${at} on ` +
    `${os.cpus().length} cores, load average ${loadAverage.join(' / ')}, PGlite. A fresh database with the demo, and a ` +
    `generated CSV of ${PRODUCTS} products with two sizes each (both languages, every declaration, half the sizes ` +
    'counted), through `CatalogueSheetService` as the routes call it once the form is read: the dry run, then the ' +
    'import (one transaction; each count a stock movement). Then the same file with every MRP raised. Pictures are ' +
    "the demo's own files: making pictures from a zip is the picture library's work (bench/uploads.mjs: 1.5 to 6 s " +
    'for each phone photo), so an import with new pictures takes that much longer for each.',
  '',
  verdict,
  '',
  '| file | bytes | dry run ms (CPU) | import ms (CPU) | added | changed | stock counts |',
  '| ---- | ----: | ---------------: | --------------: | ----: | ------: | -----------: |',
  ...steps.map(
    (s) =>
      `| ${s.label} | ${s.bytes} | ${s.dryMs.toFixed(0)} (${s.dryCpuMs.toFixed(0)}) | ` +
      `${s.importMs.toFixed(0)} (${s.importCpuMs.toFixed(0)}) | ${s.summary.products_added} | ` +
      `${s.summary.products_changed} | ${s.summary.stock_counts} |`,
  ),
  '',
  '<!-- catalogue-import:end -->',
].join('\n');

await writeResultsSection(
  '## Issue 36: the catalogue by spreadsheet',
  '<!-- catalogue-import:end -->',
  section,
);
console.log(verdict);

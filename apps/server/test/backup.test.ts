import { createOrderResponse, mediaUploaded, type MediaItem } from '@farm/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, appliedMigrations, codeMigrations, sessionOf } from '../src/backup/catalog.js';
import { backupCommand, moveToPostgresCommand, restoreCommand } from '../src/backup/commands.js';
import { writeBackup } from '../src/backup/export.js';
import { BackupError } from '../src/backup/format.js';
import { loadConfig, type Config } from '../src/config.js';
import { DatabaseInUseError, openDatabase, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { backupRecords, webhookEvents } from '../src/db/schema.js';
import { createMediaStore } from '../src/modules/media/store.js';
import {
  bearer,
  createTestApp,
  eventually,
  json,
  signInStaff,
  STAFF_ORIGIN,
  testEngine,
  type TestApp,
} from './harness.js';
import { startS3Server } from './s3-server.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';

/**
 * A shop with orders, a refund, reviews, stock movements and an uploaded picture is backed up, restored into a new
 * data folder (and a new PostgreSQL database when TEST_DATABASE_URL is set), and compared table by table, row by
 * row, file by file. The source shop runs on the engine of the vitest project (PGlite, or PostgreSQL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const NEEDS_POSTGRES = serverUrl ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it)';
if (!serverUrl) {
  console.warn(
    'SKIPPED the restore into PostgreSQL and the move to PostgreSQL: TEST_DATABASE_URL is not set ' +
      '(e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres).',
  );
}

let t: TestApp;
let work: string;
let backupFile: string;
let picture: MediaItem;
/** The folder the first restore wrote, used again by the tests after it. */
let restoredDir: string | undefined;
const throwaway: string[] = [];

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
function form(file: Buffer, filename: string) {
  const boundary = `----backup-test-${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The settings of a shop kept in `dir` (the embedded database) or in the database at `databaseUrl`. */
function configFor(dir: string, databaseUrl?: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    dir,
  );
}

/** A new, empty database on the test server, dropped after the file's tests (whatever happened). */
async function createThrowawayDatabase(): Promise<string> {
  const name = `shop_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  throwaway.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropThrowawayDatabases(): Promise<void> {
  if (throwaway.length === 0) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of throwaway) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

interface Snapshot {
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
}

/**
 * Every row of every table of the public schema, as PostgreSQL's text of the whole row (exact for every type), and
 * every sequence's position: two databases holding the same shop give equal snapshots.
 */
async function snapshot(database: Database): Promise<Snapshot> {
  return database.withLock(72_419_999, async (db) => {
    const session = sessionOf(db);
    await session.query("SET TIME ZONE 'UTC'");
    const { rows: tables } = await session.query(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const result: Snapshot = { tables: {}, sequences: {} };
    for (const { name } of tables) {
      const { rows } = await session.query(
        `SELECT t::text AS row FROM public."${String(name)}" t ORDER BY t::text COLLATE "C"`,
      );
      result.tables[String(name)] = rows.map((row) => String(row.row));
    }
    const { rows: sequences } = await session.query(
      "SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace",
    );
    for (const { name } of sequences) {
      const { rows } = await session.query(`SELECT last_value, is_called FROM public."${String(name)}"`);
      result.sequences[String(name)] = `${String(rows[0]!.last_value)}/${String(rows[0]!.is_called)}`;
    }
    return result;
  });
}

/** Every file under a folder and its bytes, by relative path. */
function filesUnder(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full));
  }
  return files;
}

function expectSameFiles(expected: Map<string, Buffer>, actual: Map<string, Buffer>) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, bytes] of expected) expect(actual.get(name)?.equals(bytes), name).toBe(true);
}

/** Opens a restored shop the way the server does, to compare it. */
async function openShop(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : openDatabase({ engine: 'pglite', dir: config.pgliteDir });
}

async function compareWithSource(config: Config) {
  const restored = await openShop(config);
  try {
    expect(await snapshot(restored)).toEqual(await snapshot(t.database));
  } finally {
    await restored.close();
  }
}

/** Writes a changed copy of the backup: its records, as parsed lines, through `change`. */
function rewriteBackup(change: (records: Record<string, unknown>[]) => Record<string, unknown>[]): string {
  const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
  const records = change(lines.map((line) => JSON.parse(line) as Record<string, unknown>));
  const file = path.join(work, `changed-${randomBytes(4).toString('hex')}.jsonl.gz`);
  fs.writeFileSync(file, gzipSync(records.map((record) => JSON.stringify(record)).join('\n') + '\n'));
  return file;
}

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).message;
}

const REVIEW_TEXT = 'Tastes like home — “real” ghee\\nwith a backslash \\ and a tab\t, and an emoji 🥭';

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
  t = await createTestApp();
  const cookies = await signInStaff(t, 'backup');
  const staff = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies.manager } });

  // A picture in the media library, and a file of the shop's own beside it in the uploads folder.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7d2c' } })
    .jpeg()
    .toBuffer();
  const body = form(photo, 'paddy-field.jpg');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { origin: STAFF_ORIGIN, cookie: cookies.manager, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  picture = mediaUploaded.parse(json(uploaded)).item;
  fs.mkdirSync(path.join(t.dirs.uploads, 'images', 'crops'), { recursive: true });
  fs.writeFileSync(path.join(t.dirs.uploads, 'images', 'crops', 'pepper.webp'), randomBytes(2048));

  // Stock counted and received: movements with who and why.
  const [first, second] = await sellableProducts(t.app, 2);
  const line = lineFor(first!, 1);
  for (const change of [
    { action: 'count', count: 40, reason: 'First count of the shelf' },
    { action: 'receive', quantity: 5, note: 'Monday’s batch' },
  ]) {
    const answer = await staff('POST', `/api/admin/stock/${line.product_size_id}`, change);
    expect(answer.statusCode, answer.body).toBe(200);
  }

  // Three paid orders (each a sale movement), one of them refunded in part; reviews by the customers.
  const orderIds: number[] = [];
  for (const product of [first!, second!, first!]) {
    const shopper = await Shopper.start(t.app);
    const cart = [lineFor(product, 2)];
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder(cart)));
    const stored = await shopper.store(await shopper.sandboxPay(gatewayOrder.order_id), cart);
    expect(stored.statusCode, stored.body).toBe(201);
    orderIds.push(json<{ order_id: number }>(stored).order_id);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(shopper.token),
      payload: { product_id: product.id, name: 'Lakshmi', review: REVIEW_TEXT, start_ratings: 4.5 },
    });
    expect(review.statusCode, review.body).toBe(201);
  }
  const refund = await staff('POST', `/api/admin/orders/${orderIds[0]}/refunds`, {
    amount: 10,
    reason: 'A dented tin',
    key: 'dented-tin',
  });
  expect(refund.statusCode, refund.body).toBe(200);

  // The sandbox's webhooks arrive a moment after each payment: the shop is still until they have.
  const events = await eventually(
    () => t.database.db.select().from(webhookEvents),
    (rows) => rows.length >= orderIds.length,
  );
  expect(events).toHaveLength(orderIds.length);

  backupFile = path.join(work, 'shop.jsonl.gz');
  const store = createMediaStore(t.dirs.uploads, t.config.mediaS3);
  await writeBackup(t.database, backupFile, { uploadsDir: t.dirs.uploads, store });
}, 120_000);

afterAll(async () => {
  try {
    await t?.close();
  } finally {
    try {
      if (serverUrl) await dropThrowawayDatabases();
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
});

describe(`a backup of a shop on ${testEngine()}`, () => {
  it('is readable by the shop’s user only: it holds password hashes and two-factor keys (issue 33)', () => {
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('holds what the shop was built with: orders, a refund, reviews, stock movements and the picture', async () => {
    const source = await snapshot(t.database);
    for (const table of [
      'orders',
      'order_items',
      'refunds',
      'reviews',
      'stock_movements',
      'media',
      'audit_log',
    ]) {
      expect(source.tables[table]!.length, table).toBeGreaterThan(0);
    }
    const records = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const files = records
      .map((line) => JSON.parse(line) as { kind: string; area?: string; path?: string })
      .filter((record) => record.kind === 'file');
    expect(files.filter((file) => file.area === 'store').map((file) => file.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^m/${picture.key}/\\d+\\.(webp|jpg)$`))]),
    );
    expect(files).toContainEqual(
      expect.objectContaining({ area: 'uploads', path: 'images/crops/pepper.webp' }),
    );
  });

  it('restores into a new data folder: every table, every row, every sequence and every file the same', async () => {
    const dir = path.join(work, 'restored-pglite');
    const message = await restoreCommand(configFor(dir), backupFile, work);
    expect(message).toMatch(/^Restored .* into the embedded database in .*restored-pglite/);
    restoredDir = dir;
    await compareWithSource(configFor(dir));
    expectSameFiles(filesUnder(t.dirs.uploads), filesUnder(path.join(dir, 'uploads')));
  });

  it.skipIf(!serverUrl)(
    `restores into a new PostgreSQL database, the same to the last row${NEEDS_POSTGRES}`,
    async () => {
      const url = await createThrowawayDatabase();
      const dir = path.join(work, 'restored-postgres');
      const config = configFor(dir, url);
      expect(await restoreCommand(config, backupFile, work)).toMatch(/into the PostgreSQL database/);
      await compareWithSource(config);
      expectSameFiles(filesUnder(t.dirs.uploads), filesUnder(path.join(dir, 'uploads')));
      // The restored database is a shop now: a second restore into it is refused, and it stays as it was.
      const before = await openShop(config).then(async (db) => {
        const shot = await snapshot(db);
        await db.close();
        return shot;
      });
      expect(await refusal(restoreCommand(config, backupFile, work))).toMatch(
        /The target database is not empty/,
      );
      await compareWithSource(config);
      expect(before).toEqual(await snapshot(t.database));
    },
  );

  it.skipIf(!serverUrl)(
    `moves the embedded shop into an empty PostgreSQL database, ids and order numbers following on${NEEDS_POSTGRES}`,
    async () => {
      expect(restoredDir, 'the restore into a data folder ran').toBeDefined();
      const url = await createThrowawayDatabase();
      const message = await moveToPostgresCommand(configFor(restoredDir!), url);
      expect(message).toMatch(
        /^Copied the shop from .* into .*: \d+ tables, \d+ rows, \d+ sequences \(the next order number is \d+\)/,
      );
      expect(message).toMatch(/set DATABASE_URL=/);
      const moved = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
      try {
        expect(await snapshot(moved)).toEqual(await snapshot(t.database));
        // Rows added on the moved shop take the next numbers, not ones the copied rows already have.
        const session = sessionOf(moved.db);
        const { rows } = await session.query(
          `SELECT (SELECT max(id) FROM orders) AS last_id, nextval(pg_get_serial_sequence('orders', 'id')) AS next_id,
                  (SELECT max(split_part(order_no, '-', 2)::int) FROM orders) AS last_no,
                  nextval('order_number_seq') AS next_no,
                  (SELECT max(id) FROM stock_movements) AS last_movement,
                  nextval(pg_get_serial_sequence('stock_movements', 'id')) AS next_movement`,
        );
        const row = rows[0]!;
        expect(Number(row.next_id)).toBe(Number(row.last_id) + 1);
        expect(Number(row.next_no)).toBe(Number(row.last_no) + 1);
        expect(Number(row.next_movement)).toBe(Number(row.last_movement) + 1);
      } finally {
        await moved.close();
      }
      // A database that already holds a shop is refused.
      expect(await refusal(moveToPostgresCommand(configFor(restoredDir!), url))).toMatch(
        /The target database is not empty/,
      );
    },
  );

  it('backs up a restored data folder with the command, to BACKUPS_DIR (backups/) by default, and says where', async () => {
    expect(restoredDir, 'the restore into a data folder ran').toBeDefined();
    // The configuration's folder (the project's, under npm run) is where the default backups/ is.
    const message = await backupCommand(configFor(restoredDir!), undefined, work);
    const written = /to (\S+\.jsonl\.gz) \(/.exec(message)?.[1];
    expect(written).toMatch(
      new RegExp(
        `^${path.join(restoredDir!, 'backups')}/shop-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.jsonl\\.gz$`,
      ),
    );
    expect(fs.existsSync(written!)).toBe(true);
    expect(fs.statSync(path.dirname(written!)).mode & 0o777).toBe(0o700);
    // Recorded in the shop it backed up (the console's list, the setup checklist), as the command line's.
    const shop = await openDatabase({ engine: 'pglite', dir: configFor(restoredDir!).pgliteDir });
    try {
      const records = await shop.db.select().from(backupRecords);
      expect(records).toMatchObject([
        {
          source: 'command',
          staffId: null,
          fileName: path.basename(written!),
          bytes: fs.statSync(written!).size,
        },
      ]);
      // The later tests compare this folder with the source shop, which has no such record (nor used its sequence).
      await shop.db.delete(backupRecords);
      await sessionOf(shop.db).query(
        `SELECT setval(pg_get_serial_sequence('backup_records', 'id'), 1, false)`,
      );
    } finally {
      await shop.close();
    }
    const again = path.join(work, 'again');
    await restoreCommand(configFor(again), written, work);
    await compareWithSource(configFor(again));
    expectSameFiles(filesUnder(t.dirs.uploads), filesUnder(path.join(again, 'uploads')));
  });
});

describe('pictures in an S3-compatible bucket, and backups from an older version', () => {
  it('restores the library’s pictures into the bucket the target uses, and backs them up from there', async () => {
    const s3 = await startS3Server();
    try {
      const dir = path.join(work, 'restored-s3');
      const config = configFor(dir, undefined, s3.env);
      expect(await restoreCommand(config, backupFile, work)).toMatch(/\(into the bucket shop-media and /);
      const source = filesUnder(t.dirs.uploads);
      const library = [...source.keys()].filter((name) => name.startsWith('m/'));
      expect(library.length).toBeGreaterThan(0);
      const bucket = createMediaStore(config.uploadsDir, config.mediaS3);
      expect((await bucket.list('m/')).sort()).toEqual(library.sort());
      // The folder holds the rest; the library is the bucket's alone.
      expectSameFiles(
        new Map([...source].filter(([name]) => !name.startsWith('m/'))),
        filesUnder(path.join(dir, 'uploads')),
      );
      const fromBucket = path.join(work, 'from-bucket.jsonl.gz');
      await backupCommand(config, fromBucket, work);
      const onDisk = path.join(work, 'from-bucket-restored');
      await restoreCommand(configFor(onDisk), fromBucket, work);
      expectSameFiles(source, filesUnder(path.join(onDisk, 'uploads')));
      await compareWithSource(configFor(onDisk));
    } finally {
      await s3.close();
    }
  });

  it('restores a backup made before the newest migration, then applies it as a start-up would', async () => {
    const migrations = codeMigrations();
    const older = await openDatabase({ engine: 'pglite', dir: null });
    const file = path.join(work, 'older.jsonl.gz');
    try {
      await older.withLock(0, async (db) => {
        const session = sessionOf(db);
        await session.query('BEGIN');
        await applyMigrations(session, migrations, 0, migrations.at(-2)!.folderMillis);
        await session.query("INSERT INTO app_secrets (name, value) VALUES ('kept', 'across the upgrade')");
        await session.query('COMMIT');
      });
      await writeBackup(older, file, undefined);
    } finally {
      await older.close();
    }
    const dir = path.join(work, 'upgraded');
    expect(await restoreCommand(configFor(dir), file, work)).toMatch(
      /The backup came from an older version; 1 newer migrations were applied after it/,
    );
    const restored = await openShop(configFor(dir));
    try {
      const session = sessionOf(restored.db);
      expect((await appliedMigrations(session)).length).toBe(migrations.length);
      const { rows } = await session.query("SELECT value FROM app_secrets WHERE name = 'kept'");
      expect(rows).toEqual([{ value: 'across the upgrade' }]);
      const { rows: tables } = await session.query(
        "SELECT to_regclass('public.stock_movements') IS NOT NULL AS made",
      );
      expect(tables).toEqual([{ made: true }]);
    } finally {
      await restored.close();
    }
  });
});

describe('refusals, in words', () => {
  it('will not restore into a data folder that already holds a shop, and leaves it as it was', async () => {
    expect(restoredDir, 'the restore into a data folder ran').toBeDefined();
    const before = filesUnder(path.join(restoredDir!, 'uploads'));
    const message = await refusal(restoreCommand(configFor(restoredDir!), backupFile, work));
    expect(message).toMatch(
      /The target database is not empty \(it has \d+ tables .* and \d+ migrations applied\)/,
    );
    expect(message).toMatch(/never overwrites a shop/);
    await compareWithSource(configFor(restoredDir!));
    expectSameFiles(before, filesUnder(path.join(restoredDir!, 'uploads')));
  });

  it('will not overwrite a picture with other content, nor a backup file', async () => {
    const dir = path.join(work, 'picture-there');
    const clash = path.join(dir, 'uploads', 'images', 'crops', 'pepper.webp');
    fs.mkdirSync(path.dirname(clash), { recursive: true });
    fs.writeFileSync(clash, 'another pepper');
    expect(await refusal(restoreCommand(configFor(dir), backupFile, work))).toMatch(
      /The picture images\/crops\/pepper\.webp is already in the target's uploads folder with other content/,
    );
    expect(fs.readFileSync(clash, 'utf8')).toBe('another pepper');
    expect(await refusal(backupCommand(configFor(restoredDir!), backupFile, work))).toMatch(
      /already exists; a backup never overwrites a file/,
    );
  });

  it('refuses a missing, unreadable or damaged file before touching the target', async () => {
    const dir = path.join(work, 'never-written');
    const attempt = (file: string) => refusal(restoreCommand(configFor(dir), file, work));
    expect(await attempt(path.join(work, 'no-such.jsonl.gz'))).toMatch(
      /There is no file .*no-such\.jsonl\.gz/,
    );

    const noise = path.join(work, 'noise.jsonl.gz');
    fs.writeFileSync(noise, randomBytes(4096));
    expect(await attempt(noise)).toMatch(/is not a shop backup: it is not a gzip'd file/);

    const other = path.join(work, 'other.jsonl.gz');
    fs.writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    expect(await attempt(other)).toMatch(/is not a shop backup \(made by npm run db:backup\)/);

    const whole = fs.readFileSync(backupFile);
    const cut = path.join(work, 'cut.jsonl.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await attempt(cut)).toMatch(/is damaged after record \d+|is incomplete/);

    const unended = rewriteBackup((records) => records.filter((record) => record.kind !== 'end'));
    expect(await attempt(unended)).toMatch(/is incomplete: it stops before its closing record/);

    const lostRow = rewriteBackup((records) =>
      records.map((record) =>
        record.kind === 'rows' && record.table === 'orders'
          ? { ...record, rows: (record.rows as unknown[]).slice(1) }
          : record,
      ),
    );
    expect(await attempt(lostRow)).toMatch(/is damaged: table orders should have \d+ rows/);

    const spoiltPicture = rewriteBackup((records) =>
      records.map((record) =>
        record.kind === 'file' && record.area === 'store'
          ? { ...record, data: Buffer.from('not the picture').toString('base64') }
          : record,
      ),
    );
    expect(await attempt(spoiltPicture)).toMatch(/is damaged: the picture m\/.* is not as it was written/);

    const escaping = rewriteBackup((records) =>
      records.map((record) => (record.kind === 'file' ? { ...record, path: '../../etc/cron.d/x' } : record)),
    );
    expect(await attempt(escaping)).toMatch(/is damaged: record \d+ is not what a shop backup holds/);

    // Nothing was created for a file that was refused.
    expect(fs.existsSync(dir)).toBe(false);
    fs.chmodSync(noise, 0o000);
    if (process.getuid?.() !== 0) expect(await attempt(noise)).toMatch(/cannot be read \(EACCES\)/);
  });

  it('refuses a backup from a newer version of the shop, whose schema this code does not know', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    const newer = rewriteBackup((records) =>
      records.map((record) =>
        record.kind === 'header'
          ? {
              ...record,
              migrations: [
                ...(record.migrations as object[]),
                { hash: 'f'.repeat(64), when: journal.entries.at(-1)!.when + 86_400_000 },
              ],
            }
          : record,
      ),
    );
    const dir = path.join(work, 'from-the-future');
    expect(await refusal(restoreCommand(configFor(dir), newer, work))).toMatch(
      /was made by a newer version of the shop: its database has \d+ migrations, 1 of which this version does not know/,
    );
    const newerFormat = rewriteBackup((records) =>
      records.map((record) => (record.kind === 'header' ? { ...record, version: 2 } : record)),
    );
    expect(await refusal(restoreCommand(configFor(dir), newerFormat, work))).toMatch(
      /was written in backup format 2, newer than this version of the shop knows/,
    );
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('says so when the embedded database is in use by a running shop', async () => {
    expect(restoredDir, 'the restore into a data folder ran').toBeDefined();
    const config = configFor(restoredDir!);
    const lock = `${config.pgliteDir}.lock`;
    // The test runner's parent process stands in for a running shop holding the folder.
    fs.writeFileSync(lock, String(process.ppid));
    try {
      const error = await backupCommand(config, path.join(work, 'busy.jsonl.gz'), work).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(DatabaseInUseError);
      expect((error as Error).message).toMatch(/is in use by another process .* Stop the running shop first/);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });
});

import type { PGlite } from '@electric-sql/pglite';
import { PRIVATE_MESSAGE_KINDS } from '@farm/contract';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/client.js';
import { LOCKS } from '../db/migrate.js';
import type { MediaStore } from '../modules/media/index.js';
import {
  appliedMigrations,
  listSequences,
  listTables,
  quote,
  sessionOf,
  TEXT_SETTINGS,
  type Session,
} from './catalog.js';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupRecord } from './format.js';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../shared/private-files.js';
import { linkRemovedMessage } from '../modules/messages/index.js';

/** Rows fetched and written at a time: memory stays bounded by this, not by the size of the shop. */
const BATCH = 500;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Rows a backup leaves out, by table (issue 33): a password-reset or invitation message that still holds its link, a
 * live token — one waiting to be sent, or one a process is sending. (Sent and given-up ones hold only the words
 * saying their link was removed; a database not yet migrated to 0021 may still hold older ones with links, and they
 * are left out too.) Left out rather than copied with the link blanked: a restored shop would send the blanked copy,
 * a mail whose button leads nowhere. Without it, the customer asks for a new link (a reset lasts 30 minutes anyway),
 * and the owner sees the invitation still pending in the console and invites again.
 */
const LEFT_OUT: Record<string, string> = { outbox_messages: messagesWithoutLiveLinks() };

/** The condition an outbox row meets unless it is an account-link message whose words are not the "removed" ones. */
function messagesWithoutLiveLinks(): string {
  const kinds = PRIVATE_MESSAGE_KINDS.map(literal).join(', ');
  const removed = PRIVATE_MESSAGE_KINDS.map((kind) => {
    const kept = linkRemovedMessage(kind);
    return `(${literal(kind)}, ${literal(kept.html)}, ${literal(kept.text)})`;
  }).join(', ');
  return `NOT ("kind" IN (${kinds}) AND ("kind", "html", "text") NOT IN (${removed}))`;
}

export interface MediaSource {
  /** The uploads folder (the demo's pictures; the media library too when it is kept on disk). */
  uploadsDir: string;
  /** The configured media store; its files go in as `store` files. */
  store: MediaStore;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  sequences: number;
  files: number;
  bytes: number;
}

/** Writes records as gzip'd JSON lines, waiting whenever the compressor is full. */
class RecordWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;

  constructor(file: string) {
    // Owner-only: a backup holds password hashes and two-factor keys (issue 33).
    const out = fs.createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
    // A failed write is reported by close(); this keeps it from being an unhandled rejection meanwhile.
    this.done.catch(() => undefined);
  }

  async write(record: BackupRecord): Promise<void> {
    if (!this.gzip.write(`${JSON.stringify(record)}\n`)) {
      await Promise.race([once(this.gzip, 'drain'), this.done]);
    }
  }

  async close(): Promise<void> {
    this.gzip.end();
    await this.done;
  }

  destroy(): void {
    this.gzip.destroy();
  }
}

/**
 * Writes the whole shop to `file`: the database as one consistent snapshot (a read-only, repeatable-read
 * transaction, so orders placed meanwhile are either wholly in or wholly out), then the picture files. The file is
 * written beside under another name and renamed at the end, so a backup cut short never looks like a whole one.
 */
export async function writeBackup(
  database: Database,
  file: string,
  media: MediaSource | undefined,
): Promise<BackupSummary> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; a backup never overwrites a file.`);
  // A folder made here is owner-only; one the owner chose and made is left as it is.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const writer = new RecordWriter(partial);
  const summary: BackupSummary = { file, tables: 0, rows: 0, sequences: 0, files: 0, bytes: 0 };
  try {
    await inSnapshot(database, (session) =>
      writeDatabase(session, database.engine, media !== undefined, writer, summary),
    );
    if (media) await writeMedia(media, writer, summary);
    await writer.write({
      kind: 'end',
      tables: summary.tables,
      rows: summary.rows,
      sequences: summary.sequences,
      files: summary.files,
    });
    await writer.close();
    fs.renameSync(partial, file);
  } catch (error) {
    writer.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  summary.bytes = fs.statSync(file).size;
  return summary;
}

/**
 * Runs `read` in one read-only, repeatable-read transaction on one connection, under the text settings. On PostgreSQL:
 * a pooled connection holding the migration lock. On PGlite: the client's own transaction, which holds back every other
 * statement of the process until the snapshot is read. The embedded database is one connection for the whole shop, so
 * a BEGIN sent through it while the shop serves (a backup from the console, issue 36) would let other requests'
 * statements into the backup's read-only transaction, and refuse their writes; the shop waits for the backup instead.
 */
async function inSnapshot(database: Database, read: (session: Session) => Promise<void>): Promise<void> {
  if (database.engine === 'pglite') {
    const client = sessionOf(database.db) as unknown as PGlite;
    await client.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      for (const setting of TEXT_SETTINGS) await tx.query(setting);
      await read(tx);
    });
    return;
  }
  await database.withLock(LOCKS.migrate, async (db) => {
    const session = sessionOf(db);
    await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      for (const setting of TEXT_SETTINGS) await session.query(setting);
      await read(session);
    } finally {
      await session.query('COMMIT');
    }
  });
}

async function writeDatabase(
  session: Session,
  engine: Database['engine'],
  withMedia: boolean,
  writer: RecordWriter,
  summary: BackupSummary,
): Promise<void> {
  const migrations = await appliedMigrations(session);
  if (migrations.length === 0) {
    throw new BackupError(
      'The database holds no shop yet (no migrations applied): there is nothing to back up.',
    );
  }
  await writer.write({
    kind: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    migrations,
    media: withMedia,
  });
  for (const table of await listTables(session)) {
    await writer.write({ kind: 'table', name: table.name, columns: table.columns });
    const select = table.columns.map((column) => `${quote(column.name)}::text`).join(', ');
    const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quote).join(', ')}` : '';
    const where = LEFT_OUT[table.name] ? ` WHERE ${LEFT_OUT[table.name]}` : '';
    await session.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${select} FROM public.${quote(table.name)}${where}${order}`,
    );
    let count = 0;
    for (;;) {
      const { rows } = await session.query(`FETCH ${BATCH} FROM backup_rows`);
      if (rows.length === 0) break;
      // Each value is the column's text (or NULL), read by position: the select names no aliases to collide.
      const values = rows.map((row) =>
        Object.values(row).map((value) => (value === null ? null : String(value))),
      );
      await writer.write({ kind: 'rows', table: table.name, rows: values });
      count += rows.length;
    }
    await session.query('CLOSE backup_rows');
    await writer.write({ kind: 'tableEnd', name: table.name, count });
    summary.tables += 1;
    summary.rows += count;
  }
  for (const name of await listSequences(session)) {
    const { rows } = await session.query(
      `SELECT last_value::text AS value, is_called AS called FROM public.${quote(name)}`,
    );
    await writer.write({
      kind: 'sequence',
      name,
      value: String(rows[0]!.value),
      called: rows[0]!.called === true,
    });
    summary.sequences += 1;
  }
}

/** Every file under a folder, as forward-slash paths relative to it (written-aside `.tmp` files left out). */
export function walkFiles(root: string, skipTop?: string): string[] {
  const found: string[] = [];
  const visit = (folder: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (!prefix && entry.name === skipTop) continue;
      if (entry.isDirectory()) visit(path.join(folder, entry.name), relative);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(relative);
    }
  };
  visit(root, '');
  return found;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The media library's files come from the configured store (on disk, the `m/` folder of the uploads folder); the
 * rest of the uploads folder goes in as it is. Files are read after the database's snapshot, so every picture the
 * snapshot names is already stored.
 */
async function writeMedia(media: MediaSource, writer: RecordWriter, summary: BackupSummary): Promise<void> {
  const put = async (area: 'store' | 'uploads', filePath: string, data: Buffer) => {
    await writer.write({
      kind: 'file',
      area,
      path: filePath,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data: data.toString('base64'),
    });
    summary.files += 1;
  };
  // The folder store lists one level at a time; its files are simply the `m/` folder's.
  const storePaths =
    media.store.kind === 'disk'
      ? walkFiles(path.join(media.uploadsDir, 'm')).map((filePath) => `m/${filePath}`)
      : (await media.store.list('m/')).sort();
  for (const filePath of storePaths) {
    const stored = await media.store.get(filePath);
    // A picture removed since listing is no longer the shop's.
    if (stored) await put('store', filePath, await readAll(stored.body));
  }
  for (const filePath of walkFiles(media.uploadsDir, 'm')) {
    await put(
      'uploads',
      filePath,
      await fs.promises.readFile(path.join(media.uploadsDir, ...filePath.split('/'))),
    );
  }
}

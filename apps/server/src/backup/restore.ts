import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Database } from '../db/client.js';
import { LOCKS } from '../db/migrate.js';
import { contentTypeOf, type MediaStore } from '../modules/media/index.js';
import {
  applyMigrations,
  codeMigrations,
  existingContents,
  listTables,
  quote,
  sessionOf,
  TEXT_SETTINGS,
  type Session,
} from './catalog.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupRecord,
  BackupError,
  type BackupRecord,
  type FileRecord,
  type HeaderRecord,
} from './format.js';

/** Parameters per INSERT stay well under PostgreSQL's 65,535. */
const MAX_PARAMETERS = 20_000;

/** The records of a backup file, one at a time, with a refusal in words for a file that is not one or is damaged. */
export async function* readRecords(file: string): AsyncGenerator<BackupRecord> {
  let input: fs.ReadStream;
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    input = fs.createReadStream(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `There is no file ${file}.`
        : `The file ${file} cannot be read (${code ?? String(error)}).`,
    );
  }
  const gunzip = createGunzip();
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  // Errors of the file or of decompression end the line reader's iteration; they are rethrown in words below.
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    lines.close();
  };
  input.on('error', fail);
  gunzip.on('error', fail);
  let number = 0;
  try {
    for await (const line of lines) {
      if (failure) break;
      number += 1;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new BackupError(
          `${file} is not a shop backup, or it is damaged: line ${number} is not a record.`,
        );
      }
      const record = backupRecord.safeParse(parsed);
      if (!record.success) {
        if (number === 1 && (parsed as { format?: unknown } | null)?.format !== BACKUP_FORMAT) {
          throw new BackupError(`${file} is not a shop backup (made by npm run db:backup).`);
        }
        throw new BackupError(`${file} is damaged: record ${number} is not what a shop backup holds.`);
      }
      yield record.data;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // The line reader passes on the file's or the decompressor's error.
    failure ??= error instanceof Error ? error : new Error(String(error));
  } finally {
    lines.close();
    input.destroy();
  }
  if (failure) {
    throw new BackupError(
      number === 0
        ? `${file} is not a shop backup: it is not a gzip'd file (${failure.message}).`
        : `${file} is damaged after record ${number}: ${failure.message}.`,
    );
  }
}

export interface CheckedBackup {
  header: HeaderRecord;
  tables: Map<string, { name: string; type: string }[]>;
  rows: number;
  sequences: number;
  files: number;
  /** The level the backup's database was at: the newest applied migration's timestamp. */
  level: number;
}

/**
 * Reads the whole file once before anything is written: every record in its place, each table's row count and each
 * file's checksum as written, the closing totals present (a file cut short has none), and a schema this code knows.
 */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  let header: HeaderRecord | undefined;
  const tables = new Map<string, { name: string; type: string }[]>();
  let current: { name: string; width: number; count: number } | undefined;
  let rows = 0;
  let sequences = 0;
  let files = 0;
  let ended = false;
  const damaged = (why: string) => new BackupError(`${file} is damaged: ${why}.`);
  for await (const record of readRecords(file)) {
    if (ended) throw damaged('there is more after its closing record');
    if (!header) {
      if (record.kind !== 'header') throw new BackupError(`${file} is not a shop backup: it has no header.`);
      if (record.version > BACKUP_VERSION) {
        throw new BackupError(
          `${file} was written in backup format ${record.version}, newer than this version of the shop knows ` +
            `(${BACKUP_VERSION}). Restore it with the version of the shop that made it, or a newer one.`,
        );
      }
      header = record;
      continue;
    }
    switch (record.kind) {
      case 'header':
        throw damaged('it has a second header');
      case 'table':
        if (current) throw damaged(`table ${current.name} does not end`);
        if (tables.has(record.name)) throw damaged(`table ${record.name} appears twice`);
        tables.set(record.name, record.columns);
        current = { name: record.name, width: record.columns.length, count: 0 };
        break;
      case 'rows':
        if (current?.name !== record.table) throw damaged(`rows of ${record.table} are out of place`);
        if (record.rows.some((row) => row.length !== current!.width)) {
          throw damaged(`a row of ${record.table} has the wrong number of values`);
        }
        current.count += record.rows.length;
        break;
      case 'tableEnd':
        if (current?.name !== record.name || current.count !== record.count) {
          throw damaged(`table ${record.name} should have ${record.count} rows`);
        }
        rows += current.count;
        current = undefined;
        break;
      case 'sequence':
        sequences += 1;
        break;
      case 'file': {
        const data = Buffer.from(record.data, 'base64');
        if (
          data.length !== record.size ||
          createHash('sha256').update(data).digest('hex') !== record.sha256
        ) {
          throw damaged(`the picture ${record.path} is not as it was written`);
        }
        files += 1;
        break;
      }
      case 'end':
        if (current) throw damaged(`table ${current.name} does not end`);
        if (
          record.tables !== tables.size ||
          record.rows !== rows ||
          record.sequences !== sequences ||
          record.files !== files
        ) {
          throw damaged('its totals do not match what it holds');
        }
        ended = true;
        break;
    }
  }
  if (!header) throw new BackupError(`${file} is empty: it is not a shop backup.`);
  if (!ended) {
    throw new BackupError(
      `${file} is incomplete: it stops before its closing record (was the backup interrupted, or the file cut short?).`,
    );
  }
  const level = Math.max(0, ...header.migrations.map((migration) => migration.when));
  checkSchemaLevel(file, header, level);
  return { header, tables, rows, sequences, files, level };
}

/** A backup from a newer shop (or another branch of it) has tables this code would not know how to fill. */
function checkSchemaLevel(file: string, header: HeaderRecord, level: number): void {
  const known = codeMigrations();
  const newest = known.at(-1)?.folderMillis ?? 0;
  const knownTimes = new Set(known.map((migration) => migration.folderMillis));
  const unknown = header.migrations.filter((migration) => !knownTimes.has(migration.when));
  if (level > newest || unknown.length > 0) {
    throw new BackupError(
      `${file} was made by a newer version of the shop: its database has ${header.migrations.length} migrations, ` +
        `${unknown.length} of which this version does not know (it has ${known.length}). ` +
        'Install the version that made the backup (or a newer one), then restore.',
    );
  }
}

export interface MediaTarget {
  uploadsDir: string;
  store: MediaStore;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  sequences: number;
  files: number;
  /** Migrations applied after loading: the backup came from an older version of the shop. */
  upgradedBy: number;
}

/**
 * Puts a backup into an empty database (and its pictures into the media store and uploads folder): the code's
 * migrations up to the backup's level, its rows with the tables' own triggers off (the rows already hold what those
 * triggers wrote), its sequences, then any newer migrations, as a start-up would apply them. All of it in one
 * transaction: a failure leaves the database as empty as it was.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  media: MediaTarget | undefined,
  /** The file's check, when the caller read it before opening the database. */
  checkedBefore?: CheckedBackup,
): Promise<RestoreSummary> {
  const checked = checkedBefore ?? (await checkBackup(file));
  return database.withLock(LOCKS.migrate, async (db) => {
    const session = sessionOf(db);
    const found = await existingContents(session);
    if (found) {
      throw new BackupError(
        `The target database is not empty (it has ${found}). A restore only writes into an empty database or a new ` +
          'data folder, and never overwrites a shop: point DATABASE_URL at a new database (createdb), or DATA_DIR at ' +
          'a new folder.',
      );
    }
    const files = media && checked.header.media ? await restoreFiles(file, media) : 0;
    await session.query('BEGIN');
    try {
      for (const setting of TEXT_SETTINGS) await session.query(setting);
      const migrations = codeMigrations();
      await applyMigrations(session, migrations, 0, checked.level);
      await loadRows(session, file, checked);
      const upgradedBy = await applyMigrations(session, migrations, checked.level, Number.MAX_SAFE_INTEGER);
      await session.query('COMMIT');
      return {
        tables: checked.tables.size,
        rows: checked.rows,
        sequences: checked.sequences,
        files,
        upgradedBy,
      };
    } catch (error) {
      // A lost connection has rolled back already; the first failure is the one to report.
      await session.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

async function loadRows(session: Session, file: string, checked: CheckedBackup): Promise<void> {
  const tables = await listTables(session);
  const here = new Map(tables.map((table) => [table.name, table.columns]));
  for (const [name, columns] of checked.tables) {
    const mine = here.get(name);
    const same =
      mine?.length === columns.length &&
      mine.every((column, i) => column.name === columns[i]!.name && column.type === columns[i]!.type);
    if (!same) {
      throw new BackupError(
        `The backup's table ${name} does not match this version's at the same migration: the backup was made by ` +
          'a different build of the shop.',
      );
    }
  }
  const missing = tables.filter((table) => !checked.tables.has(table.name)).map((table) => table.name);
  if (missing.length > 0) {
    throw new BackupError(`The backup has no table ${missing.join(', ')}: it was made by a different build.`);
  }
  // Owners may switch their tables' own triggers off (session_replication_role needs a superuser, which a managed
  // database does not give); foreign keys stay checked, which the tables' order satisfies.
  for (const table of tables)
    await session.query(`ALTER TABLE public.${quote(table.name)} DISABLE TRIGGER USER`);
  // The migrations' own rows (the content version's first row) make way for the backup's.
  for (const table of [...tables].reverse()) await session.query(`DELETE FROM public.${quote(table.name)}`);
  let columns: { name: string; type: string }[] = [];
  for await (const record of readRecords(file)) {
    if (record.kind === 'table') columns = record.columns;
    else if (record.kind === 'rows') await insertRows(session, record.table, columns, record.rows);
    else if (record.kind === 'sequence') {
      await session.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
        `public.${quote(record.name)}`,
        record.value,
        record.called,
      ]);
    }
  }
  for (const table of tables)
    await session.query(`ALTER TABLE public.${quote(table.name)} ENABLE TRIGGER USER`);
}

async function insertRows(
  session: Session,
  table: string,
  columns: { name: string; type: string }[],
  rows: (string | null)[][],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const names = columns.map((column) => quote(column.name)).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: (string | null)[] = [];
    const tuples = chunk.map((row) => {
      const cells = row.map((value, i) => {
        params.push(value);
        return `$${params.length}::${columns[i]!.type}`;
      });
      return `(${cells.join(', ')})`;
    });
    await session.query(
      `INSERT INTO public.${quote(table)} (${names}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

async function sameBytes(
  data: Buffer,
  read: () => Promise<Buffer | undefined>,
): Promise<boolean | undefined> {
  const present = await read();
  return present === undefined ? undefined : present.equals(data);
}

/**
 * Writes the backup's pictures. One already there with the same bytes (a restore tried before) is left; one with
 * other bytes is a refusal, never an overwrite.
 */
async function restoreFiles(file: string, media: MediaTarget): Promise<number> {
  let written = 0;
  for await (const record of readRecords(file)) {
    if (record.kind !== 'file') continue;
    const data = Buffer.from(record.data, 'base64');
    const existing = await sameBytes(data, () => readExisting(record, media));
    if (existing === false) {
      throw new BackupError(
        `The picture ${record.path} is already in the target's ${record.area === 'store' ? 'media store' : 'uploads folder'} ` +
          'with other content; a restore never overwrites a file. Use an empty uploads folder (or bucket).',
      );
    }
    if (existing === true) continue;
    if (record.area === 'store') await media.store.put(record.path, data, contentTypeOf(record.path));
    else {
      const target = path.join(media.uploadsDir, ...record.path.split('/'));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, data, { flag: 'wx' });
    }
    written += 1;
  }
  return written;
}

async function readExisting(record: FileRecord, media: MediaTarget): Promise<Buffer | undefined> {
  if (record.area === 'store') {
    const stored = await media.store.get(record.path);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  try {
    return await fs.promises.readFile(path.join(media.uploadsDir, ...record.path.split('/')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

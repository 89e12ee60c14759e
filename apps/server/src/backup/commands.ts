import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupSizeWords } from '@farm/contract';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { recordCommandBackup } from '../modules/backups/index.js';
import { createMediaStore, S3MediaStore, type MediaStore } from '../modules/media/index.js';
import { sessionOf } from './catalog.js';
import { writeBackup } from './export.js';
import { BackupError, defaultBackupName } from './format.js';
import { checkBackup, restoreBackup } from './restore.js';

/**
 * The three commands behind `npm run db:backup`, `db:restore` and `db:move-to-postgres`: each takes the shop's
 * settings and answers what it did, in words, for the terminal.
 */

const where = (config: Config) =>
  config.databaseUrl
    ? `the PostgreSQL database ${safeUrl(config.databaseUrl)}`
    : `the embedded database in ${config.pgliteDir}`;

/** A database address fit to print: the password left out. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the address given';
  }
}

/** A PostgreSQL server that cannot be reached is said in words, not as a driver's stack trace. */
async function openPostgres(url: string): Promise<Database> {
  try {
    return await openDatabase({ engine: 'postgres', url, poolSize: 2 });
  } catch (error) {
    throw new BackupError(
      `Cannot reach the PostgreSQL database ${safeUrl(url)}: ${(error as Error).message}.`,
    );
  }
}

const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** The shop's own database, as it is: no migrations applied, since a backup copies what there is. */
async function openSource(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (!hasFiles(config.pgliteDir)) {
    throw new BackupError(
      `There is no shop in ${config.pgliteDir} (DATA_DIR is ${config.dataDir}): nothing to back up. ` +
        'Set DATA_DIR (or DATABASE_URL) to the shop you mean.',
    );
  }
  return openDatabase({ engine: 'pglite', dir: config.pgliteDir, sharedBuffers: config.pgliteSharedBuffers });
}

async function withStore<T>(config: Config, fn: (store: MediaStore) => Promise<T>): Promise<T> {
  const store = createMediaStore(config.uploadsDir, config.mediaS3);
  try {
    return await fn(store);
  } finally {
    if (store instanceof S3MediaStore) store.close();
  }
}

/** Writes the backup to `file` (default: shop-<UTC time>.jsonl.gz in the backups folder) and says where. */
export async function backupCommand(config: Config, file: string | undefined, cwd: string): Promise<string> {
  const target = file ? path.resolve(cwd, file) : path.join(config.backupsDir, defaultBackupName());
  const database = await openSource(config);
  try {
    const summary = await withStore(config, (store) =>
      writeBackup(database, target, { uploadsDir: config.uploadsDir, store }),
    );
    // Recorded in the shop it backs up (the console's list, the setup checklist's "a backup in the last 24 hours"),
    // only now that the file is whole: a backup that failed records nothing.
    await recordCommandBackup(database.db, { fileName: path.basename(target), bytes: summary.bytes });
    return (
      `Backed up ${where(config)} and its pictures to ${target} (${backupSizeWords(summary.bytes)}): ${summary.tables} tables, ` +
      `${summary.rows} rows, ${summary.sequences} sequences, ${summary.files} files.\n` +
      'Keep a copy somewhere other than this machine. Restore it with: npm run db:restore -- ' +
      JSON.stringify(target)
    );
  } finally {
    await database.close();
  }
}

/** Puts a backup into the configured database and media store, which must hold no shop yet. */
export async function restoreCommand(config: Config, file: string | undefined, cwd: string): Promise<string> {
  if (!file)
    throw new BackupError('Say which backup to restore: npm run db:restore -- backups/shop-….jsonl.gz');
  const source = path.resolve(cwd, file);
  // A file that is no backup is refused before the target is opened (and, for a data folder, created).
  const checked = await checkBackup(source);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openDatabase({
        engine: 'pglite',
        dir: config.pgliteDir,
        sharedBuffers: config.pgliteSharedBuffers,
      });
  try {
    const summary = await withStore(config, (store) =>
      restoreBackup(database, source, { uploadsDir: config.uploadsDir, store }, checked),
    );
    const upgraded =
      summary.upgradedBy > 0
        ? ` The backup came from an older version; ${summary.upgradedBy} newer migrations were applied after it.`
        : '';
    return (
      `Restored ${source} into ${where(config)}: ${summary.tables} tables, ${summary.rows} rows, ` +
      `${summary.sequences} sequences, ${summary.files} picture files (into ` +
      `${config.mediaS3 ? `the bucket ${config.mediaS3.bucket} and ` : ''}${config.uploadsDir}).${upgraded}\n` +
      'Start the shop with these same settings to serve it.'
    );
  } finally {
    await database.close();
  }
}

/**
 * Copies the embedded shop (DATA_DIR) into an empty PostgreSQL database: the same export and restore as a backup,
 * through a temporary file, without the pictures, which stay where they are.
 */
export async function moveToPostgresCommand(config: Config, url: string | undefined): Promise<string> {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new BackupError(
      'Give the empty PostgreSQL database to move to: npm run db:move-to-postgres -- postgres://user:password@host:5432/shop',
    );
  }
  if (!hasFiles(config.pgliteDir)) {
    throw new BackupError(
      `There is no embedded shop in ${config.pgliteDir} to move (DATA_DIR is ${config.dataDir}).`,
    );
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-move-'));
  try {
    const file = path.join(folder, 'shop.jsonl.gz');
    const source = await openDatabase({
      engine: 'pglite',
      dir: config.pgliteDir,
      sharedBuffers: config.pgliteSharedBuffers,
    });
    try {
      await writeBackup(source, file, undefined);
    } finally {
      await source.close();
    }
    const target = await openPostgres(url);
    try {
      const summary = await restoreBackup(target, file, undefined);
      const next = await nextOrderNumber(target);
      return [
        `Copied the shop from ${config.pgliteDir} into ${safeUrl(url)}: ${summary.tables} tables, ${summary.rows} rows, ` +
          `${summary.sequences} sequences${next ? ` (the next order number is ${next})` : ''}.`,
        'Next:',
        `  1. Stop the shop if it is running, then set DATABASE_URL=${safeUrl(url)}${safeUrl(url) === url ? '' : ' (with its real password)'} in .env`,
        '     or in the service’s environment, beside your other settings.',
        `  2. Keep DATA_DIR as it is: the pictures stay in ${config.uploadsDir}` +
          `${config.mediaS3 ? ` and the bucket ${config.mediaS3.bucket}` : ''}, and the shop keeps its other files there.`,
        '  3. Start the shop (npm start) and check an order or two in the console.',
        `  4. The embedded database in ${config.pgliteDir} is no longer used; keep it until you are sure, then archive it.`,
        '     Orders taken on it after this copy are not in PostgreSQL: copy again into a new database if there were any.',
      ].join('\n');
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function nextOrderNumber(database: Database): Promise<string | undefined> {
  const session = sessionOf(database.db);
  const { rows } = await session.query(
    `SELECT to_regclass('public.order_number_seq') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return undefined;
  const { rows: value } = await session.query(
    'SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text AS next FROM public.order_number_seq',
  );
  return String(value[0]!.next);
}

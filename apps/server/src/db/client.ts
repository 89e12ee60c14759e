import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Statements sent since start; tests use it to prove a call's query count does not grow with the data. */
  stats: { queries: number };
  /** Runs `fn` with a session-level advisory lock held, so concurrent processes migrate or seed one at a time. */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files in one archive (PGlite only): the tests start their databases from one. */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | {
      engine: 'pglite';
      dir: string | null /* null: in memory */;
      sharedBuffers?: string;
      /** A dump of another PGlite's files (dumpDataDir) to start from instead of a new, empty cluster (tests). */
      from?: Blob;
    };

export class DatabaseInUseError extends Error {}

/** The counter of the call `countStatements` is measuring, in that call's own async context. */
const measured = new AsyncLocalStorage<{ statements: number }>();

/**
 * How many statements `call` sends, itself and through what it starts, on any database of this process: not the
 * background work running beside it (the content watcher's reads, a webhook the sandbox delivers meanwhile), which
 * a plain before-and-after of `stats.queries` would count on a busy machine. Tests prove a call's cost with it.
 */
export async function countStatements(call: () => Promise<unknown>): Promise<number> {
  const counter = { statements: 0 };
  await measured.run(counter, call);
  return counter.statements;
}

function countingLogger(stats: { queries: number }): Logger {
  return {
    logQuery() {
      stats.queries += 1;
      const counter = measured.getStore();
      if (counter) counter.statements += 1;
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dir, options.sharedBuffers, options.from);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const stats = { queries: 0 };
  const db = drizzlePg(pool, { schema, logger: countingLogger(stats) }) as unknown as Db;
  await pool.query('select 1');
  return {
    db,
    engine: 'postgres',
    stats,
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    // Closing twice (a shutdown racing a failure) is harmless.
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPglite(
  dir: string | null,
  sharedBuffers: string | undefined,
  from: Blob | undefined,
): Promise<Database> {
  const release = dir ? takeDirectoryLock(dir) : () => {};
  try {
    // pg_trgm: search by similarity (migration 0019); PostgreSQL servers ship it in contrib.
    const options = {
      extensions: { pg_trgm },
      ...(sharedBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
        : {}),
      ...(from ? { loadDataDir: from } : {}),
    };
    const client = dir ? new PGlite(dir, options) : new PGlite(options);
    await client.waitReady;
    const stats = { queries: 0 };
    const db = drizzlePglite(client, { schema, logger: countingLogger(stats) }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      stats,
      // PGlite is one connection in this process: nothing else can run beside us.
      withLock: (_key, fn) => fn(db),
      async ping() {
        await client.query('select 1');
      },
      async close() {
        if (!client.closed) await client.close();
        release();
      },
      dump: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's files must be opened by one process at a time; a second one would corrupt them. A lock file with our
 * pid keeps `npm run db:seed` from writing under a running shop. A lock left by a dead process is taken over.
 */
function takeDirectoryLock(dir: string): () => void {
  // Owner-only (issue 33): PGlite makes its files 666 whatever the umask, so the folder is what keeps them private.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  const holder = readLockHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
        'Stop the running shop first, or use a PostgreSQL server through DATABASE_URL.',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readLockHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readLockHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The SQLSTATE of a database error, looking through the wrappers (Drizzle's query error keeps the driver's as cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What kind of database refusal an error is, by SQLSTATE class: data the database cannot store (22: a NUL byte, an
 * out-of-range number), a broken constraint (23: two requests racing for the same unique row), a transaction that
 * lost a race (40). Anything else is a fault of ours.
 */
export function databaseRefusal(error: unknown): 'data' | 'constraint' | 'race' | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state.startsWith('22')) return 'data';
  if (state.startsWith('23')) return 'constraint';
  if (state.startsWith('40')) return 'race';
  return undefined;
}

/** Errors that mean the database cannot be reached right now (answered with 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  const unavailableCodes = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    '57P01', // admin_shutdown
    '57P02', // crash_shutdown
    '57P03', // cannot_connect_now
    '08000',
    '08003',
    '08006',
    '53300', // too_many_connections
  ]);
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      error.message,
    )
  ) {
    return true;
  }
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

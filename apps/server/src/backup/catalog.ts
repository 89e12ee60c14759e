import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';
import { BackupError } from './format.js';

/** One connection's plain query: PGlite and a node-postgres client both answer `query(text, params)` with rows. */
export interface Session {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The driver's own client under a Drizzle handle bound to one connection (what `Database.withLock` hands over), so
 * BEGIN, SET LOCAL and a cursor all run on that one connection.
 */
export function sessionOf(db: Db): Session {
  return (db as unknown as { $client: Session }).$client;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Settings under which every value's text is the same on both engines, whatever the server's defaults. */
export const TEXT_SETTINGS = [
  "SET LOCAL TIME ZONE 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
];

export interface TableInfo {
  name: string;
  columns: { name: string; type: string }[];
  primaryKey: string[];
}

/**
 * The shop's tables in the public schema, each after the tables its foreign keys point to, so rows can be inserted
 * in this order with every constraint checked as usual. Generated columns are left out: the database computes them.
 */
export async function listTables(session: Session): Promise<TableInfo[]> {
  const columns = await session.query(
    `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await session.query(
    `SELECT c.relname AS table, a.attname AS name
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND c.relnamespace = 'public'::regnamespace
      ORDER BY c.relname, k.position`,
  );
  const references = await session.query(
    `SELECT DISTINCT c.relname AS table, r.relname AS target
       FROM pg_constraint f
       JOIN pg_class c ON c.oid = f.conrelid
       JOIN pg_class r ON r.oid = f.confrelid
      WHERE f.contype = 'f' AND c.relnamespace = 'public'::regnamespace AND r.relnamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    const name = String(row.table);
    const table = tables.get(name) ?? { name, columns: [], primaryKey: [] };
    table.columns.push({ name: String(row.name), type: String(row.type) });
    tables.set(name, table);
  }
  for (const row of keys.rows) tables.get(String(row.table))?.primaryKey.push(String(row.name));
  const dependsOn = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set()]));
  for (const row of references.rows) {
    // A table pointing at itself needs its rows in order, which the primary-key order gives for serial ids.
    if (row.table !== row.target) dependsOn.get(String(row.table))?.add(String(row.target));
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.size) {
    const ready = [...tables.keys()]
      .filter((name) => !placed.has(name) && [...dependsOn.get(name)!].every((target) => placed.has(target)))
      .sort();
    if (ready.length === 0) throw new BackupError('The shop’s tables point at each other in a circle.');
    for (const name of ready) {
      placed.add(name);
      ordered.push(tables.get(name)!);
    }
  }
  return ordered;
}

export async function listSequences(session: Session): Promise<string[]> {
  const { rows } = await session.query(
    `SELECT relname AS name FROM pg_class
      WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
  );
  return rows.map((row) => String(row.name));
}

/** The migrations a database has applied (Drizzle's table), oldest first; none for an empty database. */
export async function appliedMigrations(session: Session): Promise<{ hash: string; when: number }[]> {
  const { rows: present } = await session.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!present[0]?.present) return [];
  const { rows } = await session.query(
    'SELECT hash, created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => ({ hash: String(row.hash), when: Number(row.when) }));
}

/** The migrations this code carries, oldest first. */
export function codeMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

/**
 * Applies the code's migrations from `after` (exclusive) up to `upTo` (inclusive) on the session's open transaction,
 * recording each in Drizzle's table exactly as its migrator does, so the shop's own start-up sees them as applied.
 */
export async function applyMigrations(
  session: Session,
  migrations: MigrationMeta[],
  after: number,
  upTo: number,
): Promise<number> {
  await session.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await session.query(
    `CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  let applied = 0;
  for (const migration of migrations) {
    if (migration.folderMillis <= after || migration.folderMillis > upTo) continue;
    for (const statement of migration.sql) {
      if (statement.trim()) await session.query(statement);
    }
    await session.query('INSERT INTO "drizzle"."__drizzle_migrations" (hash, created_at) VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
    applied += 1;
  }
  return applied;
}

/**
 * What a target already holds that a restore would have to overwrite: tables in the public schema or migrations
 * applied. Empty means a new database (or a new data folder), which is the only place a restore writes.
 */
export async function existingContents(session: Session): Promise<string | undefined> {
  const migrations = await appliedMigrations(session);
  const { rows } = await session.query(
    `SELECT relname AS name FROM pg_class
      WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY relname`,
  );
  if (migrations.length === 0 && rows.length === 0) return undefined;
  const tables = rows.map((row) => String(row.name));
  const parts = [
    tables.length > 0
      ? `${tables.length} tables (${tables.slice(0, 4).join(', ')}${tables.length > 4 ? ', …' : ''})`
      : '',
    migrations.length > 0 ? `${migrations.length} migrations applied` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

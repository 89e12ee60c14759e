import fs from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { serverRoot } from '../config.js';
import type { Database, Schema } from './client.js';

/** Advisory lock ids: one per kind of start-up work that several processes might attempt together. */
export const LOCKS = {
  migrate: 72_410_001,
  seed: 72_410_002,
  reconcile: 72_410_003,
  /** The "it's back" pass (issue 37): one process at a time. */
  waitlist: 72_410_004,
} as const;

export function migrationsFolder(): string {
  const folder = path.join(serverRoot(), 'drizzle');
  if (!fs.existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`The database migrations are missing: expected them in ${folder}.`);
  }
  return folder;
}

/** Applies the committed SQL migrations that have not run yet. */
export async function migrate(database: Database): Promise<void> {
  const folder = migrationsFolder();
  await database.withLock(LOCKS.migrate, async (db) => {
    if (database.engine === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    }
  });
}

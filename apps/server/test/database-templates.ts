/**
 * Vitest's global set-up for the projects whose tests open databases: it builds, once per run, the two databases every
 * test file starts from (migrated; migrated and seeded with the demo), so a test's own database is a copy rather than
 * a new cluster migrated and seeded again. On PGlite a new cluster costs most of the time (its initdb runs in
 * WebAssembly each time); on PostgreSQL a copy is `CREATE DATABASE ... TEMPLATE`. Each file still gets a database
 * of its own, and the run removes the templates when it ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/seed.js';

/** Where a test's database is copied from: PGlite dump files, or PostgreSQL template database names. */
export interface DatabaseTemplates {
  engine: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

async function build(database: Database, seed: boolean, uploadsDir: string): Promise<void> {
  await migrate(database);
  // The demo without pictures: createTestApp's default (a test asking for pictures seeds its own database).
  if (seed) await seedDemo(database, { reset: false, uploadsDir, images: false });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine !== 'pglite' && engine !== 'postgres') {
    project.provide('databaseTemplates', null);
    return async () => {};
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-templates-'));
  const uploadsDir = path.join(root, 'uploads');
  try {
    if (engine === 'pglite') {
      const files: Record<'migrated' | 'seeded', string> = { migrated: '', seeded: '' };
      for (const kind of ['migrated', 'seeded'] as const) {
        const database = await openDatabase({ engine: 'pglite', dir: null });
        try {
          await build(database, kind === 'seeded', uploadsDir);
          files[kind] = path.join(root, `${kind}.tar`);
          fs.writeFileSync(files[kind], Buffer.from(await (await database.dump!()).arrayBuffer()));
        } finally {
          await database.close();
        }
      }
      project.provide('databaseTemplates', { engine, ...files });
      return async () => fs.rmSync(root, { recursive: true, force: true });
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const names = { migrated: `shop_test_template_${tag}_m`, seeded: `shop_test_template_${tag}_s` };
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const drop = async () => {
      for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(root, { recursive: true, force: true });
    };
    try {
      for (const kind of ['migrated', 'seeded'] as const) {
        await admin(`CREATE DATABASE "${names[kind]}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${names[kind]}`;
        const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
        try {
          await build(database, kind === 'seeded', uploadsDir);
        } finally {
          // A template takes no connections: a copy is refused while one is open.
          await database.close();
        }
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('databaseTemplates', { engine, ...names });
    return drop;
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

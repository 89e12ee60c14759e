/**
 * Test helpers: a fresh database per test file on the engine the vitest project names (TEST_DB_ENGINE), seeded
 * with the demo, and the whole app built on it for `inject` calls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, createServices, type Services } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/seed.js';
import { STAFF_ROLES, type StaffRole } from '@farm/contract';
import { customerBody, staffBody } from './factories.js';

export type Engine = 'pglite' | 'postgres';

export function testEngine(): Engine {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A new migrated database (`seeded`: with the demo, without pictures) of its own; PostgreSQL's is removed by `drop`.
 * It is a copy of the run's template (database-templates.ts) where the run made one.
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates') ?? null;
  const template =
    templates?.engine === testEngine() ? templates[options.seeded ? 'seeded' : 'migrated'] : null;
  if (testEngine() === 'pglite') {
    const from = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const database = await openDatabase({ engine: 'pglite', dir: null, from });
    if (!template) await buildDatabase(database, options.seeded);
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  };
  const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 });
  try {
    if (!template) await buildDatabase(database, options.seeded);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Without a template (a run of one file outside vitest's projects): migrated, and seeded if asked. */
async function buildDatabase(database: Database, seeded = false): Promise<void> {
  await migrate(database);
  if (seeded) await seedDemo(database, { reset: false, uploadsDir: os.tmpdir(), images: false });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  config: Config;
  dirs: { root: string; uploads: string; web: string };
  close: () => Promise<void>;
}

/** Test folders not yet removed: a test that timed out never reaches its close(). */
const openRoots = new Set<string>();
process.on('exit', () => {
  for (const root of openRoots) fs.rmSync(root, { recursive: true, force: true });
});
// Folders a killed run left behind (no exit hook ran), old enough that no running test still uses them.
const STALE_MS = 6 * 60 * 60 * 1000;
for (const name of fs.readdirSync(os.tmpdir())) {
  if (!name.startsWith('shop-test-')) continue;
  const dir = path.join(os.tmpdir(), name);
  try {
    if (Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    // Removed meanwhile by another run.
  }
}

export async function createTestApp(
  options: {
    seed?: boolean;
    images?: boolean;
    env?: Record<string, string>;
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  openRoots.add(root);
  const removeRoot = () => {
    fs.rmSync(root, { recursive: true, force: true });
    openRoots.delete(root);
  };
  // A start that fails (no database server, a bad seed) leaves no folder behind: the exit hook does not run in a
  // test worker that is stopped.
  try {
    return await startTestApp(root, removeRoot, options);
  } catch (error) {
    removeRoot();
    throw error;
  }
}

async function startTestApp(
  root: string,
  removeRoot: () => void,
  options: Parameters<typeof createTestApp>[0] & object,
): Promise<TestApp> {
  const uploads = path.join(root, 'uploads');
  const web = path.join(root, 'web');
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    // Like apps/web/index.html: the server replaces the marked region with each page's tags.
    '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--><title>Storefront</title><!--/app-head-->' +
      '</head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log("storefront")');
  const config = loadConfig(
    { NODE_ENV: 'test', UPLOADS_DIR: uploads, WEB_DIST_DIR: web, DATA_DIR: root, ...options.env },
    root,
  );
  // The demo without pictures comes seeded from the template; pictures are files in this test's folder.
  const withPictures = options.seed !== false && options.images === true;
  const { database, drop } = await createTestDatabase({ seeded: options.seed !== false && !withPictures });
  let app: Awaited<ReturnType<typeof buildApp>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  try {
    if (withPictures) await seedDemo(database, { reset: false, uploadsDir: uploads, images: true });
    services = await createServices(config, database, options.logger);
    app = await buildApp({ config, database, services, logger: options.logger });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    database,
    services,
    config,
    dirs: { root, uploads, web },
    // Each step runs whatever the one before did, so a failing test still leaves no database or folder behind.
    close: async () => {
      try {
        await app.close();
      } finally {
        try {
          await drop();
        } finally {
          removeRoot();
        }
      }
    },
  };
}

/** Parses a JSON response body. */
export function json<T = unknown>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

let customerCounter = 0;

/** Registers a new customer and answers their token and user. Each call uses its own network address. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; mobile: string; password: string; gender: string }> = {},
): Promise<{ token: string; user: { id: number; name: string; email: string }; password: string }> {
  customerCounter += 1;
  const body = customerBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer.store',
    payload: body,
    remoteAddress: `10.9.${Math.floor(customerCounter / 250)}.${customerCounter % 250}`,
  });
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const parsed = JSON.parse(response.body) as {
    token: string;
    user: { id: number; name: string; email: string };
  };
  return { ...parsed, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads until `ok` holds (or `ms` pass) and answers the last reading: for effects that arrive a moment later. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** The Origin the staff API expects of a signed-in browser in these tests (the test server's own). */
export const STAFF_ORIGIN = 'http://localhost:80';

/**
 * An owner, a manager and a packer (e-mails `<role>.<tag>@farm.example`), each signed in: their session cookies by
 * role, for `cookie` headers.
 */
export async function signInStaff(t: TestApp, tag: string): Promise<Record<StaffRole, string>> {
  const cookies: Partial<Record<StaffRole, string>> = {};
  for (const role of STAFF_ROLES) {
    const member = staffBody(role, { email: `${role}.${tag}@farm.example` });
    await t.services.staff.create(member, { staffId: null, actor: 'test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: STAFF_ORIGIN },
      payload: { email: member.email, password: member.password },
      remoteAddress: `10.250.0.${STAFF_ROLES.indexOf(role) + 1}`,
    });
    if (response.statusCode !== 200) throw new Error(`staff sign-in (${role}): ${response.body}`);
    cookies[role] = String(response.headers['set-cookie']).split(';')[0]!;
  }
  return cookies as Record<StaffRole, string>;
}

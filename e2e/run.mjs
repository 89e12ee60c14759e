// The browser journeys: builds the shop, starts it on free ports with fresh databases (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), and runs the Playwright suite in Debian's Chromium. Part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort } from '../scripts/free-port.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const line = `BROWSER JOURNEYS NOT RUN: no Chromium at ${chromium}. Install it with "apt-get install chromium" (or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`${line} REQUIRE_E2E=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`\n!!!!! ${line} !!!!!\n`);
  process.exit(0);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build', '--silent']);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const servers = [{ name: 'pglite', port: await freePort(), env: { DATA_DIR: path.join(work, 'pglite') } }];

let pgDatabase;
if (process.env.TEST_DATABASE_URL) {
  pgDatabase = `shop_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${pgDatabase}"`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${pgDatabase}`;
  servers.push({
    name: 'postgres',
    port: await freePort(),
    env: { DATA_DIR: path.join(work, 'postgres'), DATABASE_URL: url.toString() },
  });
}

// The picture journeys once more against a server whose media store is an S3-compatible bucket: s3rver, started here on
// a free port with a folder of its own (the only S3-compatible server that installs from the registries this project
// uses; MinIO and Garage do not). Its pictures must come back through the shop exactly as from the disk store.
const s3Folder = path.join(work, 's3');
const s3Port = await freePort();
const s3 = new S3rver({
  port: s3Port,
  address: '127.0.0.1',
  silent: true,
  directory: s3Folder,
  configureBuckets: [{ name: 'shop-media' }],
});
await s3.run();
servers.push({
  name: 'pglite-s3',
  port: await freePort(),
  testMatch: 'catalogue-console.spec.ts',
  env: {
    DATA_DIR: path.join(work, 'pglite-s3'),
    MEDIA_S3_BUCKET: 'shop-media',
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
});

// Run asynchronously: the S3 server answers from this process, whose event loop must stay free while the journeys run.
const status = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    ['playwright', 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: here,
      env: { ...process.env, CHROMIUM_PATH: chromium, E2E_SERVERS: JSON.stringify(servers) },
    },
  );
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  child.on('error', () => resolve(1));
});

await s3.close();
if (pgDatabase) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`).catch(() => {});
  await admin.end();
}
fs.rmSync(work, { recursive: true, force: true });
process.exit(status);

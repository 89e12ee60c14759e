// npm test: typecheck, lint, then each workspace's tests (contract, server, web, console, browser journeys), and at the end
// one summary: what ran on which engine, what was skipped and why (with how to run it), and whether any test left a
// temporary folder or database behind (which fails the run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every temporary folder of this run goes under one folder of its own (os.tmpdir() follows TMPDIR), so what a test
// left behind is told apart from another program's files. Open to all like /tmp: the PostgreSQL restart test runs
// its cluster as the postgres user.
const runTemp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-run-'));
fs.chmodSync(runTemp, 0o1777);
const childEnv = { ...process.env, TMPDIR: runTemp };
const TEMP_PREFIXES = ['shop-test-', 'shop-e2e-', 'shop-hardening-'];
const DATABASE_PATTERN = /^shop_(test|e2e|hardening)_/;

function tempFolders() {
  return new Set(
    fs.readdirSync(runTemp).filter((name) => TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))),
  );
}

async function testDatabases() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return new Set();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select datname from pg_database');
    return new Set(rows.map((row) => row.datname).filter((name) => DATABASE_PATTERN.test(name)));
  } catch {
    return new Set();
  } finally {
    await client.end().catch(() => {});
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const steps = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'docs check', args: ['run', 'test:docs'] },
  { name: 'contract tests', args: ['run', 'test', '-w', 'packages/contract'] },
  { name: 'server tests', args: ['run', 'test', '-w', 'apps/server'] },
  { name: 'storefront tests', args: ['run', 'test', '-w', 'apps/web'] },
  { name: 'console tests', args: ['run', 'test', '-w', 'apps/admin'] },
  { name: 'browser journeys', args: ['run', 'test', '-w', 'e2e'] },
];

const foldersBefore = tempFolders();
const databasesBefore = await testDatabases();
const results = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  const started = Date.now();
  const run = spawnSync('npm', step.args, { stdio: 'inherit', cwd: root, env: childEnv });
  results.push({ name: step.name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  // Typecheck and lint come first and stop the run: the tests would only repeat their errors.
  if (run.status !== 0 && (step.name === 'typecheck' || step.name === 'lint')) break;
}

const leftFolders = [...tempFolders()].filter((name) => !foldersBefore.has(name));
const leftDatabases = [...(await testDatabases())].filter((name) => !databasesBefore.has(name));

const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite only';
const skipped = [];
if (!process.env.TEST_DATABASE_URL) {
  skipped.push(
    'Server tests and browser journeys on PostgreSQL: TEST_DATABASE_URL is not set. ' +
      'Run with TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres (each test makes and drops its own database).',
  );
}
if (!process.env.TEST_REDIS_URL) {
  skipped.push(
    'Rate limits shared through Redis: TEST_REDIS_URL is not set, so those tests are not registered. ' +
      'Run with TEST_REDIS_URL=redis://127.0.0.1:6379 (they use their own key prefix).',
  );
}
if (!fs.existsSync(chromium)) {
  skipped.push(
    `Browser journeys: no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM_PATH; ` +
      'REQUIRE_E2E=1 makes a missing browser a failure (CI sets it).',
  );
}
skipped.push(
  'The hardening suite (fuzzing, crashes, races, load, a PostgreSQL restart) is not part of npm test: run npm run test:hardening (CI does).',
);

console.log('\n== Summary');
for (const result of results) {
  console.log(`  ${result.ok ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds} s)`);
}
const notRun = steps.slice(results.length).map((step) => step.name);
if (notRun.length > 0) console.log(`  not run (an earlier step failed): ${notRun.join(', ')}`);
console.log(`  Database engines: ${engines}.`);
console.log('  Skipped:');
for (const line of skipped) console.log(`  - ${line}`);
if (leftFolders.length > 0 || leftDatabases.length > 0) {
  console.log(
    '  FAILED: tests left things behind (each test must remove what it makes, also when it fails):',
  );
  for (const name of leftFolders) console.log(`  - folder ${name}`);
  for (const name of leftDatabases) console.log(`  - database ${name}`);
}
// The run's own folder goes too (Chromium's profiles and the like live there while the journeys run).
fs.rmSync(runTemp, { recursive: true, force: true });
const failed = results.some((result) => !result.ok) || leftFolders.length > 0 || leftDatabases.length > 0;
process.exit(failed || notRun.length > 0 ? 1 : 0);

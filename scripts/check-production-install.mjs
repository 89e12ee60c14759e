// Proves a production install works: copies the built project (no node_modules) to a temporary folder, installs it
// with `npm ci --omit=dev`, starts it on a free port with a new data folder, and checks that the first start seeds
// the demo and serves the home page and a product picture. Run by CI after the suite; needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-install-'));
let server;

function fail(message) {
  throw new Error(`Production install check failed: ${message}`);
}

async function main() {
  for (const built of [
    'apps/server/dist/main.js',
    'apps/server/dist/motifs',
    'apps/web/dist/index.html',
    'apps/admin/dist/index.html',
  ]) {
    if (!fs.existsSync(path.join(root, built))) fail(`${built} is missing: run npm run build first`);
  }
  // The project as a release would carry it: sources, lock file and build output, no dependencies or data.
  const skip = new Set(['node_modules', '.git', 'data', 'test-results', 'playwright-report', 'out']);
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) => !skip.has(path.basename(source)),
  });
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: copy,
    stdio: 'inherit',
  });
  if (install.status !== 0) fail('npm ci --omit=dev failed');
  if (fs.existsSync(path.join(copy, 'node_modules', 'fluentui-emoji')))
    fail('a dev dependency was installed');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output = [];
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ENV_FILE: 'none',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  server.stdout.on('data', (chunk) => output.push(String(chunk)));
  server.stderr.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) fail(`the server stopped at its first start:\n${output.join('')}`);
    if (Date.now() > deadline) fail(`the server did not answer within 2 minutes:\n${output.join('')}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const home = await fetch(`${base}/`);
  if (home.status !== 200) fail(`the home page answered ${home.status}`);
  const categories = await (await fetch(`${base}/api/categories-with-products`)).json();
  const product = categories.flatMap((category) => category.products)[0];
  if (!product) fail('the demo catalogue is empty');
  const detail = await (await fetch(`${base}/api/product/${product.id}`)).json();
  const picture = detail.product?.image_url;
  if (typeof picture !== 'string') fail('the product has no picture');
  const url = `${base}${picture}`;
  const image = await fetch(url);
  const body = await image.text();
  if (image.status !== 200 || !body.includes('<svg'))
    fail(`the product picture ${url} answered ${image.status}`);
  const console_ = await fetch(`${base}/admin/orders`);
  if (console_.status !== 200 || !(await console_.text()).includes('<div id="root">'))
    fail(`the console answered ${console_.status}`);
  console.log(
    `Production install: npm ci --omit=dev, first start seeded the demo, served /, /admin and ${url}.`,
  );
}

try {
  await main();
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(copy, { recursive: true, force: true });
}

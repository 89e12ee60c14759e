// npm run bench: builds the shop, generates a large catalogue and measures catalogue reads against nginx serving
// the same bytes, checkout under load on PostgreSQL and PGlite, page speed (Lighthouse) and server memory.
// Writes bench/out/results-<date>.json (and latest.json) and the figures block of bench/RESULTS.md.
// Options (environment): BENCH_SKIP_BUILD=1, BENCH_READ_SECONDS (10), BENCH_CHECKOUT_SECONDS (30),
// BENCH_CUSTOMERS (50), BENCH_ONLY=reads,pages,lighthouse,coldstart,checkout-pg,checkout-pglite,stock,
// BENCH_PORT (3901, 3902, 3903),
// DATABASE_ADMIN_URL; the stock race (bench/stock-race.mjs): BENCH_STOCK_CUSTOMERS (200), BENCH_STOCK_JARS (50),
// BENCH_STOCK_SECONDS (30). BENCH_ONLY=stock alone (npm run bench:stock) merges its section and target row into the
// figures block of bench/RESULTS.md, leaving the other figures as they are.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { checkOrders, closeConnections, runCheckout, sellableSizes } from './checkout.mjs';
import { raceForStock, stockSection, stockTarget } from './stock-race.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const outDir = path.join(benchDir, 'out');
const readSeconds = Number(process.env.BENCH_READ_SECONDS ?? 10);
const checkoutSeconds = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 30);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 50);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const only = new Set(
  (process.env.BENCH_ONLY ?? 'reads,pages,lighthouse,coldstart,checkout-pg,checkout-pglite,stock').split(','),
);
const stockCustomers = Number(process.env.BENCH_STOCK_CUSTOMERS ?? 200);
const stockJars = Number(process.env.BENCH_STOCK_JARS ?? 50);
const stockSeconds = Number(process.env.BENCH_STOCK_SECONDS ?? 30);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
// BENCH_PORT moves all three, so two runs on one machine do not answer each other's requests.
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3901);
const NGINX_PORT = SERVER_PORT + 1;
const NODE_FLOOR_PORT = SERVER_PORT + 2;
const PRODUCTS = 1000;
const CATEGORIES = 20;

const TARGETS = {
  readRatio: 0.6,
  readP99Ms: 25,
  ordersPerSecond: 200,
  // Issue 23 (the first screen drawn on the server): every category 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0.
  lighthouseScore: 100,
  lcpMs: 1200,
  tbtMs: 50,
  homeJsKb: 120,
  rssMb: 300,
  pageRatio: 0.8,
  // Issue 24: a Malayalam page (its own web font, its own catalogue) keeps Lighthouse performance ≥ 95.
  malayalamPerformance: 95,
};
const COLD_STARTS = 3;
// Lighthouse's figures move from run to run on a shared 2-core machine: each page is measured this many times and the
// median run (by performance score, then LCP) is the one reported, as Lighthouse's own docs advise.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

// ---------------------------------------------------------------------------------------------------- processes
const children = new Set();
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
fs.chmodSync(tmpRoot, 0o755);
const databasesToDrop = new Set();

function cleanup() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
  children.clear();
}
process.on('exit', () => {
  cleanup();
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  child.exited.then(() => children.delete(child));
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

async function waitFor(url, child, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time:\n${child.output()}`);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function serverEnv(extra) {
  return {
    ...process.env,
    ENV_FILE: 'none',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
    PAYMENTS: 'sandbox',
    HOST: '127.0.0.1',
    PORT: String(SERVER_PORT),
    LOG_LEVEL: 'warn',
    // The load generators are many clients on one address, as a proxy in front would be.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...extra,
  };
}

async function startServer(env) {
  const server = start(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: serverEnv(env),
  });
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/api/site`, server);
  return server;
}

/** CPU seconds (user + system) so far of the server, of every PostgreSQL process, and of this load generator. */
function cpuSeconds(serverPid) {
  const ticks = 100; // USER_HZ on Linux
  const of = (pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      return 0; // gone meanwhile
    }
  };
  let postgres = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres += of(pid);
    } catch {
      /* gone meanwhile */
    }
  }
  const self = process.cpuUsage();
  return { server: of(serverPid), postgres, loadGenerator: (self.user + self.system) / 1e6 };
}

function vmHwmMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

// ------------------------------------------------------------------------------------------------------- output
const table = [];
function row(section, name, values) {
  table.push({ section, name, ...values });
  const cells = Object.entries(values).map(([k, v]) => `${k}=${typeof v === 'number' ? fmt(v) : v}`);
  console.log(`  ${section.padEnd(10)} ${name.padEnd(34)} ${cells.join('  ')}`);
}
function fmt(n) {
  if (!Number.isFinite(n)) return String(n);
  return Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2);
}

// -------------------------------------------------------------------------------------------------------- nginx
function ensureNginx() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim().split('\n')[0];
  console.log('nginx is missing: apt-get install -y nginx');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

async function startNginx(files) {
  const binary = ensureNginx();
  const dir = path.join(tmpRoot, 'nginx');
  const www = path.join(dir, 'www');
  for (const sub of ['www', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi', 'logs'])
    fs.mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o755 });
  for (const [name, bytes] of Object.entries(files))
    fs.writeFileSync(path.join(www, name), bytes, { mode: 0o644 });
  // One worker: the shop is one Node process, so both sides get one core (autocannon has the other).
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  default_type application/json;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  gzip off;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${www};
    location / { }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const nginx = start(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { cwd: dir });
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/${Object.keys(files)[0]}`, nginx);
  return nginx;
}

// --------------------------------------------------------------------------------------------------- load tests
// The shop says `Connection: close` on a connection's 1000th answer (apps/server/src/http/limits.ts) and answers 503
// to anything more on it, as Node does; browsers and nginx open a new connection, autocannon would not. Every load
// here (the shop and both baselines alike) opens a new connection after that many requests.
const REQUESTS_PER_CONNECTION = 1000;

function cannon(url, extra = {}) {
  return new Promise((resolve, reject) => {
    const options = { url, connections: 50, duration: readSeconds, reconnectRate: REQUESTS_PER_CONNECTION };
    autocannon({ ...options, ...extra }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function readLoad(server) {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const list = await (await fetch(`${base}/api/categories-with-products`)).json();
  const all = list.flatMap((c) => c.products);
  const generated = all.filter((p) => p.product_slug.startsWith('bench-product-'));
  const productId = generated[Math.floor(generated.length / 2)]?.id ?? all[0].id;
  const endpoints = [
    ['/api/categories-with-products', 'categories-with-products.json'],
    ['/api/homepage', 'homepage.json'],
    [`/api/product/${productId}`, 'product.json'],
    ['/api/products/search?q=product%2012', 'search.json'],
  ];
  const files = {};
  for (const [url, file] of endpoints) {
    const response = await fetch(base + url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    files[file] = Buffer.from(await response.arrayBuffer());
  }
  const nginx = await startNginx(files);
  // A second reference: what node:http itself manages with the same bytes and nothing else (no routing, no
  // headers, no hooks), the most any Node server could reach here.
  const floor = start(
    process.execPath,
    [path.join(benchDir, 'node-static.mjs'), path.join(tmpRoot, 'nginx', 'www'), String(NODE_FLOOR_PORT)],
    { cwd: root },
  );
  await waitFor(`http://127.0.0.1:${NODE_FLOOR_PORT}/${endpoints[0][1]}`, floor);
  const reads = [];
  try {
    for (const [url, file] of endpoints) {
      const shop = await cannon(base + url);
      const baseline = await cannon(`http://127.0.0.1:${NGINX_PORT}/${file}`);
      const nodeFloor = await cannon(`http://127.0.0.1:${NODE_FLOOR_PORT}/${file}`);
      const entry = {
        url,
        bytes: files[file].length,
        reqPerSec: shop.requests.average,
        p50: shop.latency.p50,
        p99: shop.latency.p99,
        non2xx: shop.non2xx,
        errors: shop.errors + shop.timeouts,
        nginxReqPerSec: baseline.requests.average,
        nginxP99: baseline.latency.p99,
        ratio: shop.requests.average / baseline.requests.average,
        nodeFloorReqPerSec: nodeFloor.requests.average,
      };
      reads.push(entry);
      row('reads', url.length > 34 ? url.slice(0, 34) : url, {
        KB: entry.bytes / 1024,
        'req/s': entry.reqPerSec,
        p50: entry.p50,
        p99: entry.p99,
        nginx: entry.nginxReqPerSec,
        ratio: entry.ratio,
        'node http': entry.nodeFloorReqPerSec,
        errors: entry.non2xx + entry.errors,
      });
    }
  } finally {
    await stop(nginx);
    await stop(floor);
  }
  // The search above repeats one text, so after the first request it is answered from the cache. Visitors type
  // many different texts: this run asks a new one every time, so every answer is a cache miss.
  let n = 0;
  const misses = await cannon(`${base}/api/products/search`, {
    requests: [
      { setupRequest: (request) => ({ ...request, path: `/api/products/search?q=product%20${(n += 1)}` }) },
    ],
  });
  const uncachedSearch = {
    reqPerSec: misses.requests.average,
    p50: misses.latency.p50,
    p99: misses.latency.p99,
    errors: misses.non2xx + misses.errors + misses.timeouts,
  };
  row('reads', 'search, a new text each request', {
    'req/s': uncachedSearch.reqPerSec,
    p50: uncachedSearch.p50,
    p99: uncachedSearch.p99,
    errors: uncachedSearch.errors,
  });
  const rssMb = vmHwmMb(server.pid);
  row('memory', 'server peak RSS (VmHWM) after reads', { MB: rssMb });
  return { reads, uncachedSearch, rssMb, productId };
}

/**
 * Whole storefront pages (the HTML the server drew, from its page cache) against nginx serving the same bytes as
 * static files. Both are asked without Accept-Encoding, so both send the same uncompressed bytes.
 */
async function pageLoad() {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const list = await (await fetch(`${base}/api/categories-with-products`)).json();
  const category = list[0];
  const product = category.products[0];
  const pages = [
    ['/', 'home.html'],
    [`/productsbycategory/${category.id}`, 'category.html'],
    [`/product/${product.product_slug}-${product.id}`, 'product.html'],
  ];
  const files = {};
  for (const [url, file] of pages) {
    // The first request draws the page and keeps it; the second is what every later visitor gets.
    await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
    const response = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const html = await response.text();
    if (!/<div id="root"><a href="#main"/.test(html)) throw new Error(`${url} is not drawn by the server`);
    files[file] = Buffer.from(html);
  }
  const nginx = await startNginx(files);
  const results = [];
  try {
    for (const [url, file] of pages) {
      const shop = await cannon(base + url);
      const baseline = await cannon(`http://127.0.0.1:${NGINX_PORT}/${file}`);
      const entry = {
        url,
        bytes: files[file].length,
        reqPerSec: shop.requests.average,
        p50: shop.latency.p50,
        p99: shop.latency.p99,
        errors: shop.non2xx + shop.errors + shop.timeouts,
        nginxReqPerSec: baseline.requests.average,
        nginxP99: baseline.latency.p99,
        ratio: shop.requests.average / baseline.requests.average,
      };
      results.push(entry);
      row('pages', url.slice(0, 34), {
        KB: entry.bytes / 1024,
        'req/s': entry.reqPerSec,
        p99: entry.p99,
        nginx: entry.nginxReqPerSec,
        ratio: entry.ratio,
        errors: entry.errors,
      });
    }
  } finally {
    await stop(nginx);
  }
  return results;
}

/**
 * Cold start: from starting the server process (the demo data already in its database) to the first whole page it
 * serves (the home page, drawn by that very request), best and median of a few starts.
 */
async function coldStart() {
  const dataDir = path.join(tmpRoot, 'coldstart');
  // A real shop (NODE_ENV=production) starts empty: the demo is put in on purpose (issue 36).
  run(process.execPath, ['apps/server/dist/cli.js', 'seed', '--demo'], serverEnv({ DATA_DIR: dataDir }));
  const times = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const began = performance.now();
    const server = start(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: serverEnv({ DATA_DIR: dataDir }),
    });
    try {
      for (;;) {
        if (server.exitCode !== null) throw new Error('the server stopped while starting');
        const ok = await fetch(`http://127.0.0.1:${SERVER_PORT}/`)
          .then(async (response) => response.ok && (await response.text()).includes('<div id="root"><a'))
          .catch(() => false);
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - began);
    } finally {
      await stop(server);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const result = { runs: times, bestMs: sorted[0], medianMs: sorted[Math.floor(sorted.length / 2)] };
  row('coldstart', 'process start → first page', { best: result.bestMs, median: result.medianMs });
  return result;
}

// --------------------------------------------------------------------------------------------------- lighthouse
/**
 * The JavaScript the browser really downloaded while Lighthouse loaded the home page (its network-requests audit:
 * same-origin scripts, including chunks loaded lazily for the first screen), each measured as gzip -9 of the built
 * file in apps/web/dist/assets.
 */
function homeJs(scriptUrls) {
  const assets = path.join(root, 'apps/web/dist/assets');
  const names = [
    ...new Set(scriptUrls.map((url) => /^\/assets\/([^/?#]+\.js)$/.exec(new URL(url).pathname)?.[1])),
  ];
  const files = names
    .filter((name) => name !== undefined && fs.existsSync(path.join(assets, name)))
    .map((name) => ({
      name,
      gzipKb: zlib.gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length / 1024,
    }));
  const unknown = scriptUrls.filter((url) => !/^\/assets\/[^/?#]+\.js$/.test(new URL(url).pathname));
  if (unknown.length) console.warn(`  home scripts not in the build: ${unknown.join(', ')}`);
  return { files, totalKb: files.reduce((s, f) => s + f.gzipKb, 0) };
}

function lighthouse(url, name) {
  const out = path.join(tmpRoot, `lh-${name}.json`);
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
  );
  if (!fs.existsSync(out)) throw new Error(`lighthouse ${url} failed:\n${result.stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.copyFileSync(out, path.join(outDir, `lighthouse-${name}.json`));
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const audit = (a) => report.audits[a]?.numericValue;
  const failing = Object.values(report.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  return {
    page: name,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    failingAudits: failing,
    runtimeError: report.runtimeError?.message,
    // Same-origin scripts the page downloaded (for the home route's JavaScript figure).
    scripts: (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === new URL(url).origin)
      .map((item) => item.url),
  };
}

async function pageSpeed() {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const list = await (await fetch(`${base}/api/categories-with-products`)).json();
  const category = list[0];
  const product = category.products[0];
  const pages = [
    ['home', `${base}/`],
    ['category', `${base}/productsbycategory/${category.id}`],
    ['product', `${base}/product/${product.product_slug}-${product.id}`],
    // The same pages in Malayalam (issue 24): the font and the catalogue are the extra bytes they load.
    ['home-ml', `${base}/ml`],
    ['product-ml', `${base}/ml/product/${product.product_slug}-${product.id}`],
  ];
  const results = [];
  for (const [name, url] of pages) {
    // A run Lighthouse itself could not finish (a trace it failed to record) is made again, up to twice in all.
    const runs = [];
    for (let tries = 0; runs.length < LIGHTHOUSE_RUNS && tries < LIGHTHOUSE_RUNS + 2; tries++) {
      const run = lighthouse(url, name);
      if (run.runtimeError) console.warn(`  lighthouse ${name}: ${run.runtimeError}; measured again`);
      else runs.push(run);
    }
    if (runs.length === 0) throw new Error(`lighthouse ${name}: no run finished`);
    runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
    const r = {
      ...runs[Math.floor(runs.length / 2)],
      allRuns: runs.map((x) => [x.performance, x.lcpMs, x.tbtMs]),
    };
    results.push(r);
    row('lighthouse', `${name} ${new URL(url).pathname}`.slice(0, 34), {
      perf: r.performance,
      a11y: r.accessibility,
      bp: r.bestPractices,
      seo: r.seo,
      LCP: r.lcpMs,
      TBT: r.tbtMs,
      CLS: r.cls,
    });
  }
  const js = homeJs(results.find((r) => r.page === 'home')?.scripts ?? []);
  row('bundle', 'home route JS (gzip)', { KB: js.totalKb, files: js.files.length });
  return { pages: results, homeJs: js };
}

// ----------------------------------------------------------------------------------------------------- checkout
async function checkout(engine) {
  const env = { TRUST_PROXY_HOPS: '1' };
  let dbName;
  let transport = engine === 'postgres' ? 'TCP' : 'in process';
  const dataDir = path.join(tmpRoot, `checkout-${engine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  env.DATA_DIR = dataDir;
  if (engine === 'postgres') {
    dbName = `shop_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    databasesToDrop.add(dbName);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    // The shop and PostgreSQL share this machine, as on a one-machine farm install: the server connects through
    // PostgreSQL's Unix socket when there is one (README, "Using a PostgreSQL server"), TCP otherwise.
    const socketDir = '/var/run/postgresql';
    if (
      ['127.0.0.1', 'localhost'].includes(url.hostname) &&
      fs.existsSync(`${socketDir}/.s.PGSQL.${url.port || 5432}`)
    ) {
      url.hostname = 'localhost';
      url.searchParams.set('host', socketDir);
      transport = 'Unix socket';
    }
    env.DATABASE_URL = url.toString();
  }
  run(
    process.execPath,
    [
      'apps/server/dist/cli.js',
      'generate-catalogue',
      '--products',
      String(PRODUCTS),
      '--categories',
      String(CATEGORIES),
    ],
    serverEnv(env),
  );
  const server = await startServer(env);
  let result;
  try {
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    const sizes = await sellableSizes(base);
    const before = cpuSeconds(server.pid);
    result = await runCheckout(base, { customers, seconds: checkoutSeconds, sizes });
    const after = cpuSeconds(server.pid);
    // Where each order's CPU goes (the 2 cores are shared by the server, PostgreSQL and the load generator).
    result.cpuMsPerOrder = Object.fromEntries(
      Object.keys(after).map((k) => [k, (1000 * (after[k] - before[k])) / Math.max(result.orders, 1)]),
    );
    // The sandbox also sends a payment.captured webhook within 2 s: let those land before counting.
    await new Promise((r) => setTimeout(r, 3000));
    result.rssMb = vmHwmMb(server.pid);
  } finally {
    await closeConnections();
    await stop(server);
  }
  let check;
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      check = await checkOrders((sql) => client.query(sql), result.placed);
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    try {
      check = await checkOrders((sql) => db.query(sql), result.placed);
    } finally {
      await db.close();
    }
  }
  const { placed: _placed, ...summary } = result;
  const entry = { engine, transport, ...summary, correctness: check };
  row('checkout', `${engine} (${customers} customers, ${checkoutSeconds}s)`, {
    'orders/s': entry.ordersPerSecond,
    p50: entry.p50,
    p99: entry.p99,
    errors: entry.errorCount,
    correct: check.clean ? 'clean' : check.problems.join('; '),
  });
  return entry;
}

// -------------------------------------------------------------------------------------------------- stock race
/** bench/stock-race.mjs on a fresh PostgreSQL database (the demo catalogue, one of its sizes counted). */
async function stockRace() {
  const dbName = `shop_bench_stock_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  databasesToDrop.add(dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = path.join(tmpRoot, 'stock');
  fs.mkdirSync(dataDir, { recursive: true });
  // As the checkout: many customers on one address, each its own X-Forwarded-For.
  const server = await startServer({
    TRUST_PROXY_HOPS: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
  });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let race;
  try {
    race = await raceForStock(`http://127.0.0.1:${SERVER_PORT}`, {
      origin: `http://127.0.0.1:${SERVER_PORT}`,
      query: (sql, params) => client.query(sql, params),
      customers: stockCustomers,
      jars: stockJars,
      seconds: stockSeconds,
      cpu: () => cpuSeconds(server.pid),
    });
  } finally {
    await client.end();
    await stop(server);
  }
  const db = race.database;
  row('stock', `race (${race.customers} customers, ${race.jars} jars, ${stockSeconds}s)`, {
    sold: db.sold,
    oversold: db.oversold,
    refused: race.refused,
    p50: race.createP50,
    p99: race.createP99,
    '5xx': race.fiveXx,
    correct: db.clean ? 'clean' : db.problems.join('; '),
  });
  return race;
}

/** BENCH_ONLY=stock: the race's section and target row replace (or join) theirs in the figures block. */
function mergeStockIntoResultsMd(results) {
  const file = path.join(benchDir, 'RESULTS.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('<!-- bench:start');
  const end = text.indexOf('<!-- bench:end -->');
  if (start < 0 || end < 0)
    throw new Error('bench/RESULTS.md has no figures block to merge the stock race into');
  const lines = text.slice(start, end).split('\n');
  const [target, measured, ok] = stockTarget(results.stock);
  const targetRow = `| ${target} | ${measured} | ${verdict(ok)} |`;
  const old = lines.findIndex((line) => line.startsWith('| stock race:'));
  if (old >= 0) lines[old] = targetRow;
  else {
    let at = lines.findIndex((line) => line.startsWith('### Targets'));
    if (at < 0) throw new Error('bench/RESULTS.md: no targets table');
    while (!lines[at].startsWith('|')) at += 1;
    while (lines[at]?.startsWith('|')) at += 1;
    lines.splice(at, 0, targetRow);
  }
  const section = [
    ...stockSection(results.stock),
    `(Run alone on ${results.date} with \`npm run bench:stock\`; the other figures in this block are from the run above.)`,
    '',
  ];
  const from = lines.findIndex((line) => line.startsWith('### Stock race'));
  if (from >= 0) {
    let to = from + 1;
    while (to < lines.length && !lines[to].startsWith('### ')) to += 1;
    lines.splice(from, to - from, ...section);
  } else {
    const pageSpeed = lines.findIndex((line) => line.startsWith('### Page speed'));
    lines.splice(pageSpeed >= 0 ? pageSpeed : lines.length, 0, ...section);
  }
  fs.writeFileSync(file, text.slice(0, start) + lines.join('\n') + text.slice(end));
}

// --------------------------------------------------------------------------------------------------- RESULTS.md
function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

function targets(results) {
  const list = [];
  if (results.reads) {
    const worst = Math.min(...results.reads.reads.map((r) => r.ratio));
    const worstP99 = Math.max(...results.reads.reads.map((r) => r.p99));
    list.push([
      `catalogue reads ≥ ${TARGETS.readRatio}× nginx req/s (worst endpoint)`,
      worst.toFixed(2) + '×',
      worst >= TARGETS.readRatio,
    ]);
    list.push([
      `catalogue reads p99 < ${TARGETS.readP99Ms} ms (worst endpoint)`,
      `${worstP99} ms`,
      worstP99 < TARGETS.readP99Ms,
    ]);
    list.push([
      `server peak RSS < ${TARGETS.rssMb} MB`,
      `${results.reads.rssMb.toFixed(0)} MB`,
      results.reads.rssMb < TARGETS.rssMb,
    ]);
  }
  if (results.pages) {
    const worst = Math.min(...results.pages.map((p) => p.ratio));
    const errors = results.pages.reduce((sum, p) => sum + p.errors, 0);
    list.push([
      `pages from the page cache ≥ ${TARGETS.pageRatio}× nginx req/s, same bytes (worst page), 0 errors`,
      `${worst.toFixed(2)}×, ${errors} errors`,
      worst >= TARGETS.pageRatio && errors === 0,
    ]);
  }
  if (results.coldStart)
    list.push([
      'cold start: process start → first page (reported)',
      `${(results.coldStart.medianMs / 1000).toFixed(2)} s median`,
      true,
    ]);
  const pgRun = results.checkout?.find((c) => c.engine === 'postgres');
  if (pgRun) {
    list.push([
      `checkout ≥ ${TARGETS.ordersPerSecond} orders/s on PostgreSQL, 0 errors, correctness clean`,
      `${pgRun.ordersPerSecond.toFixed(1)} orders/s, ${pgRun.errorCount} errors, ${pgRun.correctness.clean ? 'clean' : 'NOT clean'}`,
      pgRun.ordersPerSecond >= TARGETS.ordersPerSecond && pgRun.errorCount === 0 && pgRun.correctness.clean,
    ]);
  }
  if (results.stock) list.push(stockTarget(results.stock));
  if (results.pageSpeed) {
    for (const p of results.pageSpeed.pages) {
      if (p.page.endsWith('-ml')) {
        list.push([
          `Lighthouse ${p.page}: performance ≥ ${TARGETS.malayalamPerformance}`,
          `${p.performance}/${p.accessibility}/${p.bestPractices}/${p.seo}`,
          p.performance >= TARGETS.malayalamPerformance,
        ]);
        continue;
      }
      const min = Math.min(p.performance, p.accessibility, p.bestPractices, p.seo);
      list.push([
        `Lighthouse ${p.page}: every category ≥ ${TARGETS.lighthouseScore}`,
        `${p.performance}/${p.accessibility}/${p.bestPractices}/${p.seo}`,
        min >= TARGETS.lighthouseScore,
      ]);
      list.push([
        `Lighthouse ${p.page}: LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS 0`,
        `${((p.lcpMs ?? NaN) / 1000).toFixed(2)} s, ${(p.tbtMs ?? NaN).toFixed(0)} ms, ${(p.cls ?? NaN).toFixed(3)}`,
        p.lcpMs <= TARGETS.lcpMs && p.tbtMs <= TARGETS.tbtMs && p.cls === 0,
      ]);
    }
    const kb = results.pageSpeed.homeJs.totalKb;
    list.push([
      `home JavaScript ≤ ${TARGETS.homeJsKb} KB gzip`,
      `${kb.toFixed(1)} KB`,
      kb <= TARGETS.homeJsKb,
    ]);
  }
  return list;
}

function markdown(results) {
  const m = results.machine;
  const lines = [];
  lines.push(`Run on ${results.date} with \`${results.command}\`.`, '');
  lines.push(
    `Machine: ${m.nproc} cores (\`nproc\`), ${m.memoryGb} GB memory, ${m.cpu}, Node ${m.node}, ${m.os}.`,
    '',
  );
  lines.push('### Targets', '', '| target | measured | |', '| --- | --- | --- |');
  for (const [name, value, ok] of targets(results)) lines.push(`| ${name} | ${value} | ${verdict(ok)} |`);
  lines.push('');
  if (results.reads) {
    lines.push(
      `### Catalogue reads (PGlite, ${PRODUCTS} generated products in ${CATEGORIES} categories beside the demo; autocannon 50 connections, ${readSeconds} s each)`,
      '',
      '| endpoint | bytes | req/s | p50 ms | p99 ms | errors | nginx req/s (same bytes) | nginx p99 ms | ratio | bare node:http req/s (same bytes) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of results.reads.reads)
      lines.push(
        `| \`${r.url}\` | ${r.bytes} | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} | ${r.nginxReqPerSec.toFixed(0)} | ${r.nginxP99} | ${r.ratio.toFixed(2)}× | ${r.nodeFloorReqPerSec?.toFixed(0) ?? '–'} |`,
      );
    const miss = results.reads.uncachedSearch;
    if (miss)
      lines.push(
        '',
        `Search with a new text on every request (every answer a cache miss, texts \`product 1\`, \`product 2\`, …): ${miss.reqPerSec.toFixed(0)} req/s, p50 ${miss.p50} ms, p99 ${miss.p99} ms, ${miss.errors} errors.`,
      );
    lines.push('', `Server peak RSS (VmHWM) after the read load: ${results.reads.rssMb.toFixed(0)} MB.`, '');
  }
  if (results.pages) {
    lines.push(
      `### Pages from the page cache (drawn on the server once, then kept; autocannon 50 connections, ${readSeconds} s each, no compression on either side)`,
      '',
      '| page | bytes | req/s | p50 ms | p99 ms | errors | nginx req/s (same bytes) | nginx p99 ms | ratio |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const p of results.pages)
      lines.push(
        `| \`${p.url}\` | ${p.bytes} | ${p.reqPerSec.toFixed(0)} | ${p.p50} | ${p.p99} | ${p.errors} | ${p.nginxReqPerSec.toFixed(0)} | ${p.nginxP99} | ${p.ratio.toFixed(2)}× |`,
      );
    lines.push('');
  }
  if (results.coldStart) {
    const c = results.coldStart;
    lines.push(
      `Cold start (the demo data already seeded, PGlite): process start to the first home page served, drawn by that request: ${c.runs.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s (median ${(c.medianMs / 1000).toFixed(2)} s).`,
      '',
    );
  }
  if (results.checkout) {
    lines.push(
      `### Checkout (${customers} customers, ${checkoutSeconds} s; create-order → sandbox payment → verify-payment → store_order_user)`,
      '',
      '| database | connection | orders | orders/s | p50 ms | p99 ms | p99 per step ms (create/pay/verify/store) | errors | in database | correctness | CPU ms per order (server / PostgreSQL / load generator) |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- | --- |',
    );
    for (const c of results.checkout) {
      const s = c.stepP99;
      const errs = c.errorCount
        ? `${c.errorCount} (${Object.entries(c.errors)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', ')})`
        : '0';
      lines.push(
        `| ${c.engine} | ${c.transport ?? ''} | ${c.orders} | ${c.ordersPerSecond.toFixed(1)} | ${c.p50.toFixed(1)} | ${c.p99.toFixed(1)} | ${[s.create, s.pay, s.verify, s.store].map((v) => v.toFixed(0)).join(' / ')} | ${errs} | ${c.correctness.ordersInDatabase} | ${c.correctness.clean ? 'clean' : c.correctness.problems.join('; ')} | ${c.cpuMsPerOrder ? [c.cpuMsPerOrder.server, c.engine === 'postgres' ? c.cpuMsPerOrder.postgres : NaN, c.cpuMsPerOrder.loadGenerator].map((v) => (Number.isNaN(v) ? '–' : v.toFixed(2))).join(' / ') : ''} |`,
      );
    }
    lines.push('');
  }
  if (results.stock) lines.push(...stockSection(results.stock));
  if (results.pageSpeed) {
    lines.push(
      `### Page speed (Lighthouse 12, mobile preset, simulated throttling, Debian Chromium, served by the production server; the median of ${LIGHTHOUSE_RUNS} runs per page)`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const p of results.pageSpeed.pages)
      lines.push(
        `| ${p.page} \`${new URL(p.url).pathname}\` | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${((p.lcpMs ?? NaN) / 1000).toFixed(2)} | ${(p.tbtMs ?? NaN).toFixed(0)} | ${(p.cls ?? NaN).toFixed(3)} |`,
      );
    const js = results.pageSpeed.homeJs;
    lines.push(
      '',
      `Every run (performance / LCP ms / TBT ms): ${results.pageSpeed.pages
        .map(
          (p) =>
            `${p.page} ${(p.allRuns ?? []).map((r) => r.map((v) => Math.round(v)).join('/')).join(', ')}`,
        )
        .join('; ')}.`,
      '',
      `Home route JavaScript: ${js.totalKb.toFixed(1)} KB gzip (${js.files.map((f) => `${f.name} ${f.gzipKb.toFixed(1)}`).join(', ')}).`,
      '',
    );
  }
  return lines.join('\n');
}

function writeResultsMd(results) {
  const file = path.join(benchDir, 'RESULTS.md');
  const block = `<!-- bench:start (written by npm run bench) -->\n${markdown(results)}\n<!-- bench:end -->`;
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nThe last figures of `npm run bench` (see bench/run.mjs). Throughput is compared with a baseline measured in the same run, since figures drift between runs on these machines.\n\n<!-- bench:start -->\n<!-- bench:end -->\n';
  text = text.replace(/<!-- bench:start[^>]*-->[\s\S]*<!-- bench:end -->/, block);
  fs.writeFileSync(file, text);
}

// --------------------------------------------------------------------------------------------------------- main
async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench' + (process.env.BENCH_ONLY ? ` (BENCH_ONLY=${process.env.BENCH_ONLY})` : ''),
    machine: {
      nproc: os.availableParallelism(),
      memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      os: `${os.type()} ${os.release()}`,
    },
  };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building (npm run build)…');
    run('npm', ['run', 'build']);
  }
  ensureNginx();
  try {
    if (only.has('reads') || only.has('pages') || only.has('lighthouse')) {
      const dataDir = path.join(tmpRoot, 'reads');
      console.log(`generating ${PRODUCTS} products in ${CATEGORIES} categories (PGlite in ${dataDir})…`);
      run(
        process.execPath,
        [
          'apps/server/dist/cli.js',
          'generate-catalogue',
          '--products',
          String(PRODUCTS),
          '--categories',
          String(CATEGORIES),
        ],
        serverEnv({ DATA_DIR: dataDir }),
      );
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        if (only.has('reads')) results.reads = await readLoad(server);
        if (only.has('pages')) results.pages = await pageLoad();
        if (only.has('lighthouse')) results.pageSpeed = await pageSpeed();
      } finally {
        await stop(server);
      }
    }
    if (only.has('coldstart')) results.coldStart = await coldStart();
    const checkouts = [];
    if (only.has('checkout-pg')) checkouts.push(await checkout('postgres'));
    if (only.has('checkout-pglite')) checkouts.push(await checkout('pglite'));
    if (checkouts.length) results.checkout = checkouts;
    if (only.has('stock')) results.stock = await stockRace();
  } finally {
    cleanup();
    if (databasesToDrop.size) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const name of databasesToDrop) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }
  results.targets = targets(results).map(([target, measured, ok]) => ({ target, measured, pass: ok }));
  const stamp = results.date.replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(outDir, `results-${stamp}.json`), JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2));
  if (!process.env.BENCH_ONLY) writeResultsMd(results);
  else if (process.env.BENCH_ONLY === 'stock') mergeStockIntoResultsMd(results);
  else console.log('(BENCH_ONLY: RESULTS.md left as it is)');
  console.log('\ntargets:');
  for (const t of results.targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.measured}`);
}

main().catch((error) => {
  console.error(error);
  cleanup();
  process.exitCode = 1;
});

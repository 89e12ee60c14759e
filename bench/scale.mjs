// npm run bench:scale: the shop behind nginx as deploy/ runs it (deploy/nginx/shop.conf, ports and folders
// substituted), on PostgreSQL. It measures
// 1. catalogue reads through nginx's micro-cache against the same nginx serving the same bytes as static files
//    (target ≥ 0.9×: the read target met by the proxy in front, not by squeezing Fastify), and
// 2. checkout orders/s with two server processes behind nginx against one (bench/checkout.mjs's customers).
// It builds nothing (run `npm run build` first) and writes its block of bench/RESULTS.md between the
// scale:start / scale:end markers, leaving the rest of the file as it is.
// Options (environment): BENCH_READ_SECONDS (5), BENCH_READ_ROUNDS (3), BENCH_CHECKOUT_SECONDS (20), BENCH_CUSTOMERS (50),
// DATABASE_ADMIN_URL (postgresql://postgres@127.0.0.1:5432/postgres), NGINX_BIN, BENCH_ONLY=reads (print the reads only).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { checkOrders, closeConnections, runCheckout, sellableSizes } from './checkout.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const readSeconds = Number(process.env.BENCH_READ_SECONDS ?? 5);
const checkoutSeconds = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 20);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 50);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const READ_TARGET = 0.9;
/** Rounds per side of each read comparison, alternating; each side's best is kept. */
const ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 3);
/** Other work on the machine when the run began (the cores are shared): said beside the figures. */
const loadAtStart = os.loadavg()[0];
// Amounts in paise are bigint columns: read them as numbers, as the shop does, for checkOrders' comparisons.
pg.types.setTypeParser(20, Number);

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
fs.chmodSync(temp, 0o755);
const children = new Set();
const databases = new Set();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function stopAll() {
  for (const child of children) child.kill(child.isNginx ? 'SIGTERM' : 'SIGKILL');
  children.clear();
}
process.on('exit', () => {
  stopAll();
  fs.rmSync(temp, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function createDatabase() {
  const name = `shop_bench_scale_${Date.now().toString(36)}_${databases.size}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  databases.add(name);
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

async function dropDatabases() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  databases.clear();
}

async function waitFor(url, child) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function startServer(port, databaseUrl, dataDir, publicUrl) {
  const log = fs.openSync(path.join(temp, `server-${port}.log`), 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ENV_FILE: 'none',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      // The load generator plays many customers, each with its own X-Forwarded-For; nginx appends its own hop.
      TRUST_PROXY_HOPS: '2',
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  children.add(child);
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/** deploy/nginx/shop.conf in front of `ports`, plus (for the read baseline) a server block serving `www` as files. */
async function startNginx(name, ports, nginxPort, staticPort) {
  const dir = path.join(temp, name);
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true });
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/shop.conf'), 'utf8');
  site = site
    .replace(
      /(\s*server 127\.0\.0\.1:300\d[^;]*;)+/,
      ports.map((port) => `\n    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join(''),
    )
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${nginxPort};`)
    .replace(/\/var\/cache\/nginx\/shop/g, path.join(dir, 'cache/shop'))
    .replace(/\/srv\/shop/g, root);
  fs.writeFileSync(path.join(dir, 'shop.conf'), site);
  fs.writeFileSync(path.join(dir, 'static-locations.conf'), '');
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${asRoot ? 'user root root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    access_log off;
    gzip on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/shop.conf;
    # The baseline: the same bytes as files, from the same nginx worker.
    server {
        listen 127.0.0.1:${staticPort};
        root ${dir}/www;
        default_type application/json;
        gzip off;
        open_file_cache max=10000 inactive=60s;
        open_file_cache_valid 2s;
        include ${dir}/static-locations.conf;
        location / { try_files $uri =404; }
    }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.isNginx = true;
  children.add(child);
  await waitFor(`http://127.0.0.1:${nginxPort}/api/health`, child);
  return { child, www: path.join(dir, 'www'), dir };
}

async function stop(child) {
  children.delete(child);
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(child.isNginx ? 'SIGTERM' : 'SIGKILL');
  await exited;
}

/** The answer as a client that asks for no compression gets it (autocannon does not ask): bytes and headers. */
function rawAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ body: Buffer.concat(chunks), headers: response.headers })
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
const rawBody = async (url) => (await rawAnswer(url)).body;

/** Headers nginx writes itself for any answer, or that only describe the connection. */
const OWN_HEADERS = new Set([
  'date',
  'server',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * The baseline's location for one answer: the same body from a file and the same headers the shop sent, so both
 * sides put the same bytes on the wire.
 */
function staticLocation(url, headers) {
  const lines = [`location = ${url.split('?')[0]} {`, '    etag off;', '    add_header Last-Modified "";'];
  for (const [name, value] of Object.entries(headers)) {
    if (OWN_HEADERS.has(name) || name.startsWith('x-shop-')) continue;
    if (name === 'content-type') {
      lines.push(`    default_type "${value}";`);
      continue;
    }
    for (const one of Array.isArray(value) ? value : [value]) {
      lines.push(`    add_header ${name} '${String(one).replace(/'/g, "\\'")}' always;`);
    }
  }
  lines.push('}');
  return lines.join('\n        ');
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: readSeconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function reads() {
  const databaseUrl = await createDatabase();
  const [serverPort, nginxPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${nginxPort}`;
  const server = await startServer(serverPort, databaseUrl, path.join(temp, 'data-reads'), base);
  const nginx = await startNginx('nginx-reads', [serverPort], nginxPort, staticPort);
  const list = JSON.parse(await rawBody(`${base}/api/categories-with-products`));
  const ids = list.flatMap((c) => c.products.map((p) => p.id));
  let productId = ids[0];
  for (const id of ids) {
    const { product } = JSON.parse(await rawBody(`${base}/api/product/${id}`));
    if (product.sizes.every((size) => size.stock_left == null)) {
      productId = id;
      break;
    }
  }
  const endpoints = [
    '/api/categories-with-products',
    '/api/homepage',
    `/api/product/${productId}`,
    '/api/products/search?q=coconut',
  ];
  // The baseline gets each answer's body as a file and its headers, then nginx reloads its configuration.
  const answers = new Map();
  const locations = [];
  for (const url of endpoints) {
    const answer = await rawAnswer(base + url);
    answers.set(url, answer);
    const file = path.join(nginx.www, url.split('?')[0]);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, answer.body);
    locations.push(staticLocation(url, answer.headers));
  }
  fs.writeFileSync(path.join(nginx.dir, 'static-locations.conf'), locations.join('\n'));
  nginx.child.kill('SIGHUP');
  await sleep(1000);
  const rows = [];
  for (const url of endpoints) {
    const { body } = answers.get(url);
    const check = await rawAnswer(`http://127.0.0.1:${staticPort}${url}`);
    if (!check.body.equals(body)) throw new Error(`the baseline does not send the same body for ${url}`);
    const headerBytes = (headers) =>
      Object.entries(headers)
        .filter(([name]) => !name.startsWith('x-shop-'))
        .reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    // Rounds alternating between the sides, and each side's best: the 2 cores are shared with whatever else runs,
    // and a burst of other work in one side's seconds would otherwise decide the ratio.
    const rounds = { cached: [], files: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.cached.push(await cannon(base + url));
      rounds.files.push(await cannon(`http://127.0.0.1:${staticPort}${url}`));
    }
    const best = (list) => list.reduce((a, b) => (b.requests.average > a.requests.average ? b : a));
    const cached = best(rounds.cached);
    const files = best(rounds.files);
    rows.push({
      url,
      bytes: body.length,
      headerBytes: headerBytes(answers.get(url).headers),
      staticHeaderBytes: headerBytes(check.headers),
      reqPerSec: cached.requests.average,
      p99: cached.latency.p99,
      errors: cached.errors + cached.non2xx,
      staticReqPerSec: files.requests.average,
      staticP99: files.latency.p99,
      ratio: cached.requests.average / files.requests.average,
    });
    console.log(
      `${url}: ${cached.requests.average.toFixed(0)} req/s through the micro-cache, ${files.requests.average.toFixed(0)} as files (${(cached.requests.average / files.requests.average).toFixed(2)}×)`,
    );
  }
  await stop(nginx.child);
  await stop(server);
  return rows;
}

async function checkout(processes) {
  const databaseUrl = await createDatabase();
  const ports = [];
  for (let i = 0; i < processes; i += 1) ports.push(await freePort());
  const [nginxPort, staticPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${nginxPort}`;
  const dataDir = path.join(temp, `data-checkout-${processes}`);
  const servers = [];
  // One after the other: the first applies the migrations and the demo data.
  for (const port of ports) servers.push(await startServer(port, databaseUrl, dataDir, base));
  const nginx = await startNginx(`nginx-checkout-${processes}`, ports, nginxPort, staticPort);
  const sizes = await sellableSizes(`http://127.0.0.1:${ports[0]}`);
  const run = await runCheckout(base, { customers, seconds: checkoutSeconds, sizes });
  await closeConnections();
  await sleep(1500); // the sandbox's webhooks land
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const correctness = await checkOrders((sql) => pool.query(sql), run.placed);
  await pool.end();
  await stop(nginx.child);
  for (const server of servers) await stop(server);
  console.log(
    `${processes} process(es): ${run.orders} orders, ${run.ordersPerSecond.toFixed(1)} orders/s, p99 ${run.p99.toFixed(0)} ms, ${run.errorCount} errors, ${correctness.clean ? 'clean' : correctness.problems.join('; ')}`,
  );
  return { processes, ...run, placed: undefined, correctness };
}

/** Errors that are the server's fault (5xx), as against the shop's own refusals (e.g. a cart over the courier's 30 kg). */
const serverErrors = (run) =>
  Object.entries(run.errors)
    .filter(([what]) => / 5\d\d$/.test(what))
    .reduce((sum, [, count]) => sum + count, 0);

function block(readRows, checkouts) {
  const worst = Math.min(...readRows.map((r) => r.ratio));
  const [one, two] = checkouts;
  const lines = [
    `Run on ${new Date().toISOString()} with \`npm run bench:scale\` (bench/scale.mjs): nginx from \`deploy/nginx/shop.conf\` (one worker), ` +
      `server processes on PostgreSQL (TCP, 127.0.0.1), the demo catalogue. Machine: ${os.cpus().length} cores, Node ${process.version}, ` +
      `load average ${loadAtStart.toFixed(1)} when the run began (other work on the same cores moves these figures).`,
    '',
    '| target | measured | |',
    '| --- | --- | --- |',
    `| catalogue reads through the micro-cache ≥ ${READ_TARGET}× nginx serving the same bytes as files (worst endpoint) | ${worst.toFixed(2)}× | ${worst >= READ_TARGET ? 'PASS' : 'FAIL'} |`,
    `| checkout with 2 processes: no 5xx, correctness clean (the database holds exactly what customers were told) | ${serverErrors(two)} 5xx, ${two.correctness.clean ? 'clean' : 'NOT clean'} | ${serverErrors(two) === 0 && two.correctness.clean ? 'PASS' : 'FAIL'} |`,
    '',
    `Catalogue reads (autocannon 50 connections, ${readSeconds} s each, ${ROUNDS} rounds per side alternating and the best kept, no compression asked; the shop marks these answers \`public, max-age=5\`). ` +
      'The files baseline sends the same body from a file with the same headers the shop sent (its security headers, ETag, Cache-Control), so both put the same bytes on the wire:',
    '',
    '| endpoint | body bytes | header bytes (cache / files) | micro-cache req/s | p99 ms | errors | files req/s | files p99 ms | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...readRows.map(
      (r) =>
        `| \`${r.url}\` | ${r.bytes} | ${r.headerBytes} / ${r.staticHeaderBytes} | ${r.reqPerSec.toFixed(0)} | ${r.p99} | ${r.errors} | ${r.staticReqPerSec.toFixed(0)} | ${r.staticP99} | ${r.ratio.toFixed(2)}× |`,
    ),
    '',
    `Checkout through nginx (${customers} customers, ${checkoutSeconds} s; create-order → sandbox payment → verify-payment → store_order_user):`,
    '',
    '| processes | orders | orders/s | p50 ms | p99 ms | errors (what) | in database | correctness |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...checkouts.map(
      (c) =>
        `| ${c.processes} | ${c.orders} | ${c.ordersPerSecond.toFixed(1)} | ${c.p50.toFixed(0)} | ${c.p99.toFixed(0)} | ${c.errorCount}${
          c.errorCount
            ? ` (${Object.entries(c.errors)
                .map(([k, v]) => `${k} ×${v}`)
                .join(', ')})`
            : ''
        } | ${c.correctness.ordersInDatabase} | ${c.correctness.clean ? 'clean' : c.correctness.problems.join('; ')} |`,
    ),
    '',
    'The refusals (422) are the shop saying a cart weighs more than the 30 kg a courier takes (bench/checkout.mjs buys up to 3 of 3 sizes).',
    '',
    `Two processes against one: ${(two.ordersPerSecond / one.ordersPerSecond).toFixed(2)}× the orders/s on this ${os.cpus().length}-core machine, ` +
      'where the processes, PostgreSQL, nginx and the load generator share the same cores (docs/scaling.md reads these figures).',
  ];
  return lines.join('\n');
}

function writeResults(text) {
  const file = path.join(benchDir, 'RESULTS.md');
  let results = fs.readFileSync(file, 'utf8');
  const start = '<!-- scale:start (written by npm run bench:scale) -->';
  const end = '<!-- scale:end -->';
  const section = `${start}\n\n${text}\n\n${end}`;
  const found = /<!-- scale:start[^>]*-->[\s\S]*?<!-- scale:end -->/;
  if (found.test(results)) results = results.replace(found, section);
  else
    results = `${results.trimEnd()}\n\n## Several processes behind nginx (\`npm run bench:scale\`, not part of \`npm run bench\`)\n\n${section}\n`;
  fs.writeFileSync(file, results);
}

try {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('The server is not built: run npm run build first.');
  }
  const readRows = await reads();
  // BENCH_ONLY=reads: a quick look at the read figures, nothing written.
  if (process.env.BENCH_ONLY !== 'reads') {
    const checkouts = [await checkout(1), await checkout(2)];
    writeResults(block(readRows, checkouts));
    spawnSync('npx', ['prettier', '--write', path.join(benchDir, 'RESULTS.md')], {
      cwd: root,
      stdio: 'ignore',
    });
    console.log('bench/RESULTS.md: the scale block is written.');
  }
} finally {
  stopAll();
  await dropDatabases().catch((error) =>
    console.error(`Could not drop the bench databases: ${error.message}`),
  );
}

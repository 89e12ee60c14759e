// The pre-order race (issue 37): 200 registered shoppers race for a pre-order of 50 units of one size, on PostgreSQL
// and on PGlite. The demo is seeded, its owner signs in and opens the pre-order through the console's API; then every
// shopper, all at once, runs one purchase: create-order for 1 unit → sandbox payment → verify-payment →
// store_order_user (a 422 at create-order is "sold out": the shopper stops). Afterwards the console's own figures
// must show exactly 50 sold, none oversold: the pre-order's sold count, the units on the packing list (every order
// of the race is still to be sent), and the purchases completed. The shelf of the size is counted at 0 first, as a
// harvest's size usually is: once the pre-order is sold out the size is a shelf size again, and a late shopper is told
// "sold out" by the shelf. Needs the built server (npm run build). Usage:
//   node bench/preorder-race.mjs                 # both engines (PostgreSQL at DATABASE_ADMIN_URL or 127.0.0.1:5432)
//   BENCH_ENGINES=pglite node bench/preorder-race.mjs
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { call, closeConnections, registerShopper } from './shopper.mjs';
import { percentile } from './stats.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3995);
const CUSTOMERS = Number(process.env.BENCH_PREORDER_CUSTOMERS ?? 200);
const UNITS = Number(process.env.BENCH_PREORDER_UNITS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNER = { email: 'owner@pachakkuda.example', password: 'pepper-vines-monsoon-42' };
const base = `http://127.0.0.1:${PORT}`;

function env(extra) {
  return {
    ...process.env,
    ENV_FILE: 'none',
    // Not production: a production start makes no demo owner, and the owner is who opens the pre-order here.
    NODE_ENV: 'development',
    PUBLIC_URL: base,
    PAYMENTS: 'sandbox',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    TRUST_PROXY_HOPS: '1',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    DEMO_OWNER_PASSWORD: OWNER.password,
    ...extra,
  };
}

async function startServer(extra) {
  const seeded = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'seed', '--demo'], {
    cwd: root,
    env: env(extra),
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed: ${seeded.stdout}\n${seeded.stderr}`);
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: env(extra),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  for (const until = Date.now() + 90_000; Date.now() < until;) {
    try {
      if ((await fetch(`${base}/api/site`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function stop(child) {
  child.kill('SIGTERM');
  await child.exited;
}

async function ownerCookie() {
  const signedIn = await call(base, 'POST', '/api/admin/session', {
    ip: '10.250.0.1',
    headers: { origin: base },
    body: OWNER,
  });
  if (signedIn.status !== 200) throw new Error(`owner sign-in: ${signedIn.status} ${signedIn.text}`);
  return String([signedIn.headers['set-cookie']].flat()[0]).split(';')[0];
}

async function race(engine) {
  const cookie = await ownerCookie();
  const staff = (method, url, body) =>
    call(base, method, url, { ip: '10.250.0.1', headers: { origin: base, cookie }, body });
  const list = await call(base, 'GET', '/api/categories-with-products');
  const productId = list.json.flatMap((c) => c.products.map((p) => p.id))[0];
  const { product } = (await call(base, 'GET', `/api/product/${productId}`)).json;
  const size = product.sizes[0];
  // As a harvest's pre-order usually is: nothing on the shelf. When the pre-order sells out, the size is a shelf size
  // again (docs/domain.md "Pre-orders"), and an empty counted shelf says "Sold out" to whoever comes late.
  const counted = await staff('POST', `/api/admin/stock/${size.id}`, {
    action: 'count',
    count: 0,
    reason: 'Nothing on the shelf before the harvest',
  });
  if (counted.status !== 200) throw new Error(`counting: ${counted.status} ${counted.text}`);
  const opened = await staff('POST', '/api/admin/preorders', {
    product_size_id: size.id,
    expected_quantity: UNITS,
    dispatch_from: '2099-01-12',
    dispatch_to: '2099-01-18',
    closes_on: '2098-12-31',
  });
  if (opened.status !== 201) throw new Error(`opening: ${opened.status} ${opened.text}`);
  const preorderId = opened.json.preorder.id;

  const runTag = Date.now().toString(36);
  const shoppers = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    const batch = [];
    for (let n = i; n < Math.min(CUSTOMERS, i + 10); n += 1)
      batch.push(registerShopper(base, n + 1, runTag, { name: 'Pre-order Customer', emailPrefix: 'pre' }));
    shoppers.push(...(await Promise.all(batch)));
  }
  const cart = [{ product_id: product.id, product_size_id: size.id, quantity: 1 }];
  const statuses = {};
  const count = (step, status) => (statuses[`${step} ${status}`] = (statuses[`${step} ${status}`] ?? 0) + 1);
  const createMs = [];
  let bought = 0;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      const t0 = performance.now();
      const created = await call(base, 'POST', '/api/create-order', {
        token: shopper.token,
        ip: shopper.ip,
        body: { address_id: shopper.addressId, cart },
      });
      createMs.push(performance.now() - t0);
      count('create', created.status);
      if (created.status !== 200) return;
      const payment = await call(base, 'POST', '/api/sandbox/payments', {
        ip: shopper.ip,
        body: { order_id: created.json.order_id, outcome: 'success' },
      });
      count('pay', payment.status);
      if (payment.status !== 200) return;
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.json;
      const verified = await call(base, 'POST', '/api/verify-payment', {
        token: shopper.token,
        ip: shopper.ip,
        body: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
      });
      count('verify', verified.status);
      const stored = await call(base, 'POST', '/api/store_order_user', {
        token: shopper.token,
        ip: shopper.ip,
        body: {
          amount: 1,
          shipping_charge: 0,
          user_id: shopper.userId,
          address: shopper.addressId,
          special_instructions: '',
          payment_method: 'RAZORPAY',
          cash_on_delivery: 0,
          cart: cart.map((line) => ({ ...line, price: 1, product_prize_id: line.product_size_id })),
          payment_status: 'PAID',
          razorpay_order_id,
          razorpay_payment_id,
          razorpay_signature,
        },
      });
      count('store', stored.status);
      if (stored.status === 201 || stored.status === 200) bought += 1;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // The sandbox's webhooks land 500 ms after each payment: let them settle before reading.
  await new Promise((r) => setTimeout(r, 2000));
  const listed = (await staff('GET', '/api/admin/preorders')).json.preorders.find((p) => p.id === preorderId);
  const packing = (await staff('GET', '/api/admin/preorders/packing')).json.windows;
  const packed = packing
    .flatMap((w) => w.orders.flatMap((o) => o.lines))
    .reduce((sum, line) => sum + line.quantity, 0);
  await closeConnections();
  createMs.sort((a, b) => a - b);
  const fiveXx = Object.entries(statuses)
    .filter(([key]) => Number(key.split(' ')[1]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    engine,
    customers: CUSTOMERS,
    units: UNITS,
    bought,
    sold: listed.sold,
    onPackingList: packed,
    oversold: Math.max(0, listed.sold - UNITS, packed - UNITS),
    state: listed.state,
    fiveXx,
    seconds,
    createP50: percentile(createMs, 50),
    createP99: percentile(createMs, 99),
    statuses,
    pass: listed.sold === UNITS && packed === UNITS && bought === UNITS && fiveXx === 0,
  };
}

const results = [];
for (const engine of ENGINES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `preorder-race-${engine}-`));
  let extra = { DATA_DIR: dataDir };
  let dbName;
  if (engine === 'postgres') {
    dbName = `shop_bench_preorder_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    extra = { ...extra, DATABASE_URL: url.toString() };
  }
  const server = await startServer(extra);
  try {
    results.push(await race(engine));
  } finally {
    await stop(server);
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await admin.end();
    }
  }
  const r = results.at(-1);
  console.log(
    `${r.engine}: ${r.sold} of ${r.units} sold (packing list ${r.onPackingList}, bought ${r.bought}), ${r.oversold} oversold, ${r.fiveXx} 5xx, create-order p50 ${r.createP50.toFixed(0)} ms p99 ${r.createP99.toFixed(0)} ms, ${r.seconds.toFixed(1)} s, ${r.pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(`  ${JSON.stringify(r.statuses)}`);
}
process.exit(results.every((r) => r.pass) ? 0 : 1);

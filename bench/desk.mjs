// npm run bench:desk: the order desk with 100,000 orders on PostgreSQL. Starts the built server on a fresh database,
// generates the orders (20,000 customers, a year of days, every status), signs in as the demo owner and times the
// desk's calls: the first page, a status tab, searches by e-mail, name and order number, a date range, a deep page,
// one order, the dashboard and the export of a week. Writes bench/out/desk-latest.json and prints a table.
// Options (environment): DATABASE_ADMIN_URL, BENCH_DESK_ORDERS (100000), BENCH_PORT (3911), BENCH_SKIP_BUILD=1,
// BENCH_KEEP_DB=1 (keep the database to look at the query plans).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_DESK_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 5));
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { email: 'owner@pachakkuda.example', password: 'bench-desk-pepper-42' };
const ROUNDS = 40;

if (!process.env.BENCH_SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const database = `shop_bench_desk_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${database}"`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-desk-'));

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    ENV_FILE: 'none',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_OWNER_PASSWORD: OWNER.password,
  },
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));

async function cleanup() {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${database}`);
  else await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverErrors}`);
    if (Date.now() > until) throw new Error(`the server did not start:\n${serverErrors}`);
    if ((await fetch(`${BASE}/api/health`).catch(() => undefined))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  // The orders, straight into the database: one line each, a year of days, most of them delivered.
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const started = Date.now();
  await db.query(
    `INSERT INTO users (name, email, mobile, password_hash, gender)
     SELECT 'Customer ' || g, 'customer' || g || '@bench.example', '9' || lpad(g::text, 9, '0'), 'x', 'Female'
     FROM generate_series(1, $1) g`,
    [CUSTOMERS],
  );
  const {
    rows: [first],
  } = await db.query(`SELECT min(id) AS id FROM users WHERE email LIKE '%@bench.example'`);
  await db.query(
    `INSERT INTO orders (order_no, user_id, status, payment_method, payment_status, subtotal_paise, shipping_paise,
       total_paise, items_count, ship_first_name, ship_last_name, ship_address, ship_city, ship_state_id,
       ship_pincode, ship_phone, created_at, updated_at)
     SELECT 'BN-' || lpad(g::text, 7, '0'), $2 + g % $3,
       (ARRAY['Delivered','Delivered','Delivered','Delivered','Shipped','Packed','Accepted','Placed','Cancelled'])[1 + g % 9],
       'RAZORPAY', 'Paid', 20000 + (g % 40) * 1000, 6000, 26000 + (g % 40) * 1000, 1,
       'Customer', 'No ' || g, 'House ' || g || ', Temple Road', 'Town ' || (g % 300),
       CASE WHEN g % 4 = 0 THEN 2 ELSE 1 END, '679328', '9' || lpad((g % $3)::text, 9, '0'),
       now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
       now() - (g % 365) * interval '1 day'
     FROM generate_series(1, $1) g`,
    [ORDERS, first.id, CUSTOMERS],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, product_name, product_name_mal, product_slug, image, size,
       weight_grams, quantity, unit_price_paise, total_paise)
     SELECT o.id, p.id, p.product_name, p.product_name_mal, p.product_slug, p.image, '500 g', 500, 1,
       o.subtotal_paise, o.subtotal_paise
     FROM orders o
     CROSS JOIN LATERAL (SELECT * FROM products ORDER BY id OFFSET (o.id % 30) LIMIT 1) p
     WHERE o.order_no LIKE 'BN-%'`,
  );
  await db.query('ANALYZE');
  const generatedSeconds = (Date.now() - started) / 1000;
  const {
    rows: [sample],
  } = await db.query(
    `SELECT o.id, o.order_no, u.email, u.name FROM orders o JOIN users u ON u.id = o.user_id
     WHERE o.order_no = 'BN-' || lpad(($1 / 2)::text, 7, '0')`,
    [ORDERS],
  );
  await db.end();

  // Signed in as the owner, with the cookie a browser would keep.
  const signIn = await fetch(`${BASE}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(OWNER),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.get('set-cookie').split(';')[0];

  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() + 330 * 60_000 - 6 * 86_400_000).toISOString().slice(0, 10);
  const calls = [
    ['first page (25, newest first)', '/api/admin/orders'],
    ['tab: To accept', '/api/admin/orders?status=Placed'],
    ['search: a customer’s e-mail', `/api/admin/orders?q=${encodeURIComponent(sample.email)}`],
    ['search: a name', `/api/admin/orders?q=${encodeURIComponent(sample.name)}`],
    ['search: an order number', `/api/admin/orders?q=${sample.order_no}`],
    ['last 7 days, Kerala', `/api/admin/orders?from=${weekAgo}&to=${today}&zone=kerala`],
    ['page 2,000', '/api/admin/orders?page=2000'],
    ['one order', `/api/admin/orders/${sample.id}`],
    ['dashboard', '/api/admin/dashboard'],
    ['export: 7 days as CSV', `/api/admin/orders/export?from=${weekAgo}&to=${today}`],
  ];
  const results = [];
  for (const [name, path_] of calls) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t0 = performance.now();
      const response = await fetch(`${BASE}${path_}`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path_}: ${response.status} ${Buffer.from(body).toString()}`);
      if (i >= 3) times.push(performance.now() - t0);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    results.push({ name, path: path_, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: times.at(-1), bytes });
  }
  const report = {
    date: new Date().toISOString(),
    engine: 'postgres',
    orders: ORDERS,
    customers: CUSTOMERS,
    generatedSeconds,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    calls: results,
  };
  fs.mkdirSync(path.join(benchDir, 'out'), { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'out', 'desk-latest.json'), JSON.stringify(report, null, 2));
  console.log(
    `\nOrder desk, ${ORDERS.toLocaleString('en-IN')} orders on PostgreSQL (${ROUNDS} calls each, one at a time):`,
  );
  console.log('| call | p50 ms | p95 ms | max ms | bytes |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.p50Ms.toFixed(1)} | ${r.p95Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${r.bytes} |`,
    );
  }
} finally {
  await cleanup();
}

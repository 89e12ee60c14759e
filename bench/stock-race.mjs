// The stock race (issue 22): many registered customers racing for a few counted jars of one size on PostgreSQL.
// A staff member sets the size's count through the console's API; then every shopper loops until the window ends:
// create-order for 1 jar → sandbox payment → verify-payment → store_order_user. One payment in PAY_FAIL_EVERY
// fails instead (the sandbox's failure outcome and its payment.failed webhook) and the shopper pays again a moment
// later inside the widget, on the same gateway order, without a new create-order, as Razorpay's checkout lets them:
// the hold must still be theirs (docs/decisions/2026-11-26-holds-survive-failed-attempts.md); a 422 (not enough
// stock) is waited out a little and tried again. Afterwards the database must show
// exactly the jars sold, none oversold, no order short, the count equal to the sum of its movements and every hold
// sold or released. Run by bench/run.mjs (BENCH_ONLY=stock, or `npm run bench:stock`), which starts the server.
import { hash } from '@node-rs/argon2';
import { call, closeConnections, registerShopper } from './shopper.mjs';
import { percentile } from './stats.mjs';

/** One payment in this many is failed on purpose (and paid again in the widget: its hold must survive it). */
const PAY_FAIL_EVERY = 5;
/** A refused shopper (422) or one whose payment failed waits this long, give or take half, before trying again. */
const RETRY_MS = Number(process.env.BENCH_STOCK_RETRY_MS ?? 250);
const STAFF = {
  name: 'Bench stock keeper',
  email: 'stock.bench@farm.example',
  password: 'bench-stock-pepper-42',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = () => RETRY_MS * (0.5 + Math.random());

/**
 * A staff member straight into the database (argon2id, as the server hashes), signed in through the API: answers
 * the session cookie. The production server makes no demo owner.
 */
async function staffSession(base, origin, query) {
  const passwordHash = await hash(STAFF.password, { algorithm: 2 });
  await query(
    `INSERT INTO staff (name, email, role, password_hash) VALUES ($1, $2, 'manager', $3)
     ON CONFLICT DO NOTHING`,
    [STAFF.name, STAFF.email, passwordHash],
  );
  const signedIn = await call(base, 'POST', '/api/admin/session', {
    ip: '10.250.0.1',
    headers: { origin },
    body: { email: STAFF.email, password: STAFF.password },
  });
  if (signedIn.status !== 200) throw new Error(`staff sign-in: ${signedIn.status} ${signedIn.text}`);
  const setCookie = [signedIn.headers['set-cookie']].flat()[0];
  return String(setCookie).split(';')[0];
}

/** The first size in stock of a demo product (not counted yet), as the catalogue shows it. */
async function pickSize(base) {
  const list = await call(base, 'GET', '/api/categories-with-products');
  for (const id of list.json.flatMap((c) => c.products.map((p) => p.id))) {
    const { product } = (await call(base, 'GET', `/api/product/${id}`)).json;
    const index = product.sizes.findIndex((size) => size.in_stock && size.stock_left == null);
    if (index >= 0)
      return {
        product_id: product.id,
        product_size_id: product.sizes[index].id,
        name: `${product.product_name} (${product.sizes[index].size})`,
      };
  }
  throw new Error('no size in stock to race for');
}

/** What the database says afterwards about the raced size. `query(sql, params)` answers `{ rows }` (pg). */
async function checkStock(query, sizeId, jars) {
  const one = async (sql) => (await query(sql, [sizeId])).rows[0];
  const sold = await one(
    `SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(i.quantity), 0)::int AS jars
     FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.product_size_id = $1`,
  );
  const short = await one(
    `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE i.product_size_id = $1 AND o.stock_short IS NOT NULL`,
  );
  const size = await one('SELECT stock_count AS count FROM product_sizes WHERE id = $1');
  const movements = await one(
    `SELECT coalesce(sum(change), 0)::int AS sum, count(*) FILTER (WHERE kind = 'sale')::int AS sales
     FROM stock_movements WHERE product_size_id = $1`,
  );
  // Issue 38: the count is the sum of the size's lots, and each jar sold is held by its order in a lot.
  const lotSum = await one(
    'SELECT coalesce(sum(on_hand), 0)::int AS sum FROM lots WHERE product_size_id = $1',
  );
  const inLots = await one(
    'SELECT coalesce(sum(quantity), 0)::int AS sum FROM order_lots WHERE product_size_id = $1',
  );
  const holds = (
    await query(
      `SELECT state, expires_at < now() AS expired, count(*)::int AS n FROM stock_holds
       WHERE product_size_id = $1 GROUP BY 1, 2`,
      [sizeId],
    )
  ).rows;
  const holdCount = (state, expired) =>
    holds
      .filter((h) => h.state === state && (expired === undefined || h.expired === expired))
      .reduce((s, h) => s + h.n, 0);
  // A hold marked sold must have its order; an order of the size must have sold its own hold.
  const soldWithoutOrder = await one(
    `SELECT count(*)::int AS n FROM stock_holds h JOIN payment_orders p ON p.id = h.payment_order_id
     LEFT JOIN orders o ON o.gateway_order_id = p.gateway_order_id
     WHERE h.product_size_id = $1 AND h.state = 'sold' AND o.id IS NULL`,
  );
  const orderWithoutHold = await one(
    `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id
     JOIN payment_orders p ON p.gateway_order_id = o.gateway_order_id
     LEFT JOIN stock_holds h ON h.payment_order_id = p.id AND h.product_size_id = i.product_size_id AND h.state = 'sold'
     WHERE i.product_size_id = $1 AND h.id IS NULL`,
  );
  const result = {
    ordersWithSize: sold.orders,
    sold: sold.jars,
    oversold: Math.max(0, sold.jars - jars),
    saleMovements: movements.sales,
    ordersShort: short.n,
    countAfter: size.count,
    movementSum: movements.sum,
    lotSum: lotSum.sum,
    soldInLots: inLots.sum,
    holds: {
      sold: holdCount('sold'),
      released: holdCount('released') + holdCount('held', true),
      stillHeld: holdCount('held', false),
    },
    soldHoldWithoutOrder: soldWithoutOrder.n,
    orderWithoutSoldHold: orderWithoutHold.n,
  };
  const problems = [];
  if (result.sold !== jars) problems.push(`${result.sold} of ${jars} sold`);
  if (result.oversold) problems.push(`${result.oversold} oversold`);
  if (result.saleMovements !== result.ordersWithSize)
    problems.push(`${result.saleMovements} sale movements for ${result.ordersWithSize} orders`);
  if (result.ordersShort) problems.push(`${result.ordersShort} orders marked short`);
  if (result.countAfter !== jars - result.sold)
    problems.push(`count ${result.countAfter} after ${result.sold} sold`);
  if (result.countAfter !== result.movementSum)
    problems.push(`count ${result.countAfter} ≠ sum of movements ${result.movementSum}`);
  if (result.countAfter !== result.lotSum)
    problems.push(`count ${result.countAfter} ≠ sum of its lots ${result.lotSum}`);
  if (result.soldInLots !== result.sold)
    problems.push(`${result.soldInLots} jars held in lots for ${result.sold} sold`);
  if (result.holds.stillHeld) problems.push(`${result.holds.stillHeld} holds still active`);
  if (result.soldHoldWithoutOrder)
    problems.push(`${result.soldHoldWithoutOrder} holds sold without an order`);
  if (result.orderWithoutSoldHold)
    problems.push(`${result.orderWithoutSoldHold} orders without their sold hold`);
  return { ...result, clean: problems.length === 0, problems };
}

/**
 * Runs the race against a started server whose database `query` reaches: answers the client's view (statuses per
 * step, create-order latencies) and the database's.
 */
export async function raceForStock(base, { origin, query, customers = 200, jars = 50, seconds = 30, cpu }) {
  const cookie = await staffSession(base, origin, query);
  const size = await pickSize(base);
  const counted = await call(base, 'POST', `/api/admin/stock/${size.product_size_id}`, {
    ip: '10.250.0.1',
    headers: { origin, cookie },
    body: { action: 'count', count: jars, reason: 'bench' },
  });
  if (counted.status !== 200 || counted.json?.level?.available !== jars)
    throw new Error(`setting the count: ${counted.status} ${counted.text}`);

  const runTag = Date.now().toString(36);
  const registerStart = performance.now();
  const shoppers = [];
  // Registration is argon2: a few at a time, before the window.
  for (let i = 0; i < customers; i += 10) {
    const batch = [];
    for (let n = i; n < Math.min(customers, i + 10); n += 1)
      batch.push(registerShopper(base, n + 1, runTag, { name: 'Racing Customer', emailPrefix: 'race' }));
    shoppers.push(...(await Promise.all(batch)));
  }
  const registerSeconds = (performance.now() - registerStart) / 1000;

  const statuses = { create: {}, pay: {}, verify: {}, store: {} };
  const count = (step, status) => (statuses[step][status] = (statuses[step][status] ?? 0) + 1);
  const createMs = [];
  const heldMs = []; // the create-orders that took a hold (200)
  let soldOutAt;
  let paymentsStarted = 0;
  let paymentsFailed = 0;
  let bought = 0;
  const cart = [{ product_id: size.product_id, product_size_id: size.product_size_id, quantity: 1 }];
  const deadline = performance.now() + seconds * 1000;

  async function shopperLoop(shopper) {
    // Each attempt is finished even past the deadline, so no payment is left half-way.
    while (performance.now() < deadline) {
      const started = performance.now();
      const created = await call(base, 'POST', '/api/create-order', {
        token: shopper.token,
        ip: shopper.ip,
        body: { address_id: shopper.addressId, cart },
      });
      createMs.push(performance.now() - started);
      if (created.status === 200) heldMs.push(performance.now() - started);
      count('create', created.status);
      if (created.status !== 200) {
        await sleep(jitter());
        continue;
      }
      let payment;
      for (;;) {
        paymentsStarted += 1;
        const fails = paymentsStarted % PAY_FAIL_EVERY === 0;
        payment = await call(base, 'POST', '/api/sandbox/payments', {
          ip: shopper.ip,
          body: { order_id: created.json.order_id, outcome: fails ? 'failure' : 'success' },
        });
        count('pay', payment.status);
        if (payment.status !== 200 || !fails) break;
        // The widget says the payment failed; the shopper pays again in it a moment later, on the same gateway
        // order (no create-order), while the failure's webhook lands.
        paymentsFailed += 1;
        await sleep(jitter());
      }
      if (payment.status !== 200) continue;
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.json;
      const verified = await call(base, 'POST', '/api/verify-payment', {
        token: shopper.token,
        ip: shopper.ip,
        body: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
      });
      count('verify', verified.status);
      if (verified.status !== 200) continue;
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
      // 201, or 200 when the sandbox's payment.captured webhook stored the same order first.
      if (stored.status === 201 || stored.status === 200) {
        bought += 1;
        if (bought === jars) soldOutAt = performance.now();
      }
    }
  }

  const loadStart = performance.now();
  const cpuBefore = cpu?.();
  await Promise.all(shoppers.map(shopperLoop));
  const elapsed = (performance.now() - loadStart) / 1000;
  const cpuAfter = cpu?.();
  // CPU per create-order over the window (the 2 cores are shared by the server, PostgreSQL and this generator).
  const cpuMsPerCreate =
    cpuBefore &&
    Object.fromEntries(
      Object.keys(cpuAfter).map((k) => [
        k,
        (1000 * (cpuAfter[k] - cpuBefore[k])) / Math.max(createMs.length, 1),
      ]),
    );

  // The sandbox's webhooks (500 ms after each payment) settle what is left: wait until no hold is active, at most
  // 15 s (an active hold then is reported, not waited out: they last 15 minutes).
  const settleStart = performance.now();
  for (;;) {
    const { rows } = await query(
      `SELECT count(*)::int AS n FROM stock_holds WHERE product_size_id = $1 AND state = 'held' AND expires_at > now()`,
      [size.product_size_id],
    );
    if (rows[0].n === 0 || performance.now() - settleStart > 15_000) break;
    await sleep(250);
  }
  await sleep(1000); // a late webhook of a failed payment, after its hold was already sold or released
  const settleSeconds = (performance.now() - settleStart) / 1000;
  await closeConnections();

  createMs.sort((a, b) => a - b);
  heldMs.sort((a, b) => a - b);
  const fiveXx = Object.values(statuses)
    .flatMap((byStatus) => Object.entries(byStatus))
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const database = await checkStock(query, size.product_size_id, jars);
  return {
    customers,
    jars,
    size: size.name,
    seconds: elapsed,
    registerSeconds,
    settleSeconds,
    retryMs: RETRY_MS,
    payFailEvery: PAY_FAIL_EVERY,
    createOrders: createMs.length,
    createP50: percentile(createMs, 50),
    createP99: percentile(createMs, 99),
    createPerSecond: createMs.length / elapsed,
    heldP50: percentile(heldMs, 50),
    heldP99: percentile(heldMs, 99),
    soldOutSeconds: soldOutAt === undefined ? null : (soldOutAt - loadStart) / 1000,
    cpuMsPerCreate,
    refused: statuses.create[422] ?? 0,
    paymentsStarted,
    paymentsFailed,
    bought,
    fiveXx,
    statuses,
    database,
    pass: database.clean && bought === jars && fiveXx === 0,
  };
}

/** The target row: [target, measured, pass]. */
export function stockTarget(race) {
  const db = race.database;
  return [
    `stock race: ${race.jars} of ${race.jars} sold, 0 oversold, 0 5xx, count = sum of movements = sum of lots`,
    `${db.sold} of ${race.jars} sold, ${db.oversold} oversold, ${race.fiveXx} 5xx, count ${db.countAfter} ${db.countAfter === db.movementSum ? '=' : '≠'} ${db.movementSum}, lots ${db.lotSum}` +
      (db.clean ? '' : ` (${db.problems.join('; ')})`),
    race.pass,
  ];
}

/** The results section (markdown lines). */
export function stockSection(race) {
  const db = race.database;
  const steps = Object.entries(race.statuses)
    .map(
      ([step, byStatus]) =>
        `${step} ${
          Object.entries(byStatus)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ') || '–'
        }`,
    )
    .join('; ');
  return [
    `### Stock race (${race.customers} customers, ${race.jars} jars of one size, ${Math.round(race.seconds)} s, PostgreSQL; create-order for 1 jar → sandbox payment (1 in ${race.payFailEvery} fails and is paid again in the widget on the same gateway order) → verify-payment → store_order_user; a 422 is tried again after ${race.retryMs} ms ± half)`,
    '',
    '| size | sold | oversold | orders short | create-order p50 ms | p99 ms | create-orders | refused (422) | payments failed | 5xx | count after | sum of movements | holds sold / released / still held | correctness |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    `| ${race.size} | ${db.sold} | ${db.oversold} | ${db.ordersShort} | ${race.createP50.toFixed(1)} | ${race.createP99.toFixed(1)} | ${race.createOrders} | ${race.refused} | ${race.paymentsFailed} | ${race.fiveXx} | ${db.countAfter} | ${db.movementSum} | ${db.holds.sold} / ${db.holds.released} / ${db.holds.stillHeld} | ${db.clean ? 'clean' : db.problems.join('; ')} |`,
    '',
    `The last jar was paid for ${race.soldOutSeconds === null ? 'never' : `${race.soldOutSeconds.toFixed(1)} s`} into the window; the create-orders that took a hold answered in p50 ${race.heldP50.toFixed(0)} ms, p99 ${race.heldP99.toFixed(0)} ms. ` +
      `Statuses per step: ${steps}. ${race.createPerSecond.toFixed(0)} create-orders/s` +
      (race.cpuMsPerCreate
        ? `, CPU ms per create-order (server / PostgreSQL / load generator): ${['server', 'postgres', 'loadGenerator'].map((k) => race.cpuMsPerCreate[k].toFixed(2)).join(' / ')}`
        : '') +
      `. Customers registered before the window (${race.registerSeconds.toFixed(1)} s); the database read ${race.settleSeconds.toFixed(1)} s after it, once the webhooks had landed.`,
    '',
  ];
}

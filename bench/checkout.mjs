// Checkout under load: N simulated customers, each registered once (before the timed window, with its own
// X-Forwarded-For so the per-IP registration limit is not hit; the server must run with TRUST_PROXY_HOPS=1),
// then looping create-order → sandbox payment → verify-payment → store_order_user until the window ends.
import { call, closeConnections, registerShopper } from './shopper.mjs';
import { percentile } from './stats.mjs';

export { closeConnections };

/** In-stock sizes of a sample of products, with the payable price in paise, as the catalogue shows them. */
export async function sellableSizes(base, count = 40) {
  const list = await call(base, 'GET', '/api/categories-with-products');
  const ids = list.json.flatMap((c) => c.products.map((p) => p.id));
  const picked = [];
  for (let i = 0; i < count; i += 1) picked.push(ids[Math.floor((i * ids.length) / count)]);
  const sizes = [];
  for (const id of picked) {
    const { product } = (await call(base, 'GET', `/api/product/${id}`)).json;
    product.sizes.forEach((size, index) => {
      if (!size.in_stock) return;
      const price = product.prices[index];
      const rupees = price.offer_price > 0 ? price.offer_price : price.original_price;
      sizes.push({ product_id: product.id, product_size_id: size.id, pricePaise: Math.round(rupees * 100) });
    });
  }
  return sizes;
}

/**
 * Runs the load; returns the client's view (orders placed, latencies, errors, and for each stored order the
 * amount the server quoted at create-order and the cart) for the correctness check against the database.
 */
export async function runCheckout(base, { customers = 50, seconds = 30, sizes }) {
  const runTag = Date.now().toString(36);
  const registerStart = performance.now();
  const shoppers = [];
  // Registration is argon2: a few at a time.
  for (let i = 0; i < customers; i += 10) {
    const batch = [];
    for (let n = i; n < Math.min(customers, i + 10); n += 1) batch.push(registerShopper(base, n + 1, runTag));
    shoppers.push(...(await Promise.all(batch)));
  }
  const registerSeconds = (performance.now() - registerStart) / 1000;

  const latencies = [];
  const steps = { create: [], pay: [], verify: [], store: [] };
  const errors = new Map();
  const placed = []; // { gatewayOrderId, amountPaise, cart }
  let seq = 0;
  const deadline = performance.now() + seconds * 1000;
  const fail = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);

  async function customerLoop(shopper) {
    while (performance.now() < deadline) {
      seq += 1;
      const lines = 1 + (seq % 3);
      const cart = [];
      for (let l = 0; l < lines; l += 1) {
        const size = sizes[(seq * 7 + l * 13) % sizes.length];
        if (cart.some((c) => c.product_size_id === size.product_size_id)) continue;
        cart.push({ ...size, quantity: 1 + ((seq + l) % 3) });
      }
      const body = cart.map(({ product_id, product_size_id, quantity }) => ({
        product_id,
        product_size_id,
        quantity,
      }));
      const started = performance.now();
      let t = started;
      const step = (name) => {
        const now = performance.now();
        steps[name].push(now - t);
        t = now;
      };
      const created = await call(base, 'POST', '/api/create-order', {
        token: shopper.token,
        ip: shopper.ip,
        body: { address_id: shopper.addressId, cart: body },
      });
      step('create');
      if (created.status !== 200) {
        fail(`create-order ${created.status}`);
        continue;
      }
      const payment = await call(base, 'POST', '/api/sandbox/payments', {
        ip: shopper.ip,
        body: { order_id: created.json.order_id, outcome: 'success' },
      });
      step('pay');
      if (payment.status !== 200) {
        fail(`sandbox ${payment.status}`);
        continue;
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.json;
      const verified = await call(base, 'POST', '/api/verify-payment', {
        token: shopper.token,
        ip: shopper.ip,
        body: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
      });
      step('verify');
      if (verified.status !== 200) {
        fail(`verify ${verified.status}`);
        continue;
      }
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
      step('store');
      // 201, or 200 when the sandbox's payment.captured webhook stored the same order first (API.md: the same
      // razorpay_order_id again answers 200 with that order).
      if (stored.status !== 201 && stored.status !== 200) {
        fail(`store ${stored.status}`);
        continue;
      }
      // Orders finished after the window still count as placed, but not toward the rate's window.
      latencies.push(performance.now() - started);
      placed.push({ gatewayOrderId: razorpay_order_id, amountPaise: created.json.amount, cart });
    }
  }

  const loadStart = performance.now();
  await Promise.all(shoppers.map(customerLoop));
  const elapsed = (performance.now() - loadStart) / 1000;
  latencies.sort((a, b) => a - b);
  for (const name of Object.keys(steps)) steps[name].sort((a, b) => a - b);
  return {
    customers,
    seconds: elapsed,
    registerSeconds,
    orders: placed.length,
    ordersPerSecond: placed.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    stepP99: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, percentile(v, 99)])),
    errors: Object.fromEntries(errors),
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    placed,
  };
}

/**
 * Compares the database with the client's view: as many orders as successful answers, no order stored twice,
 * every total the amount the server quoted, every line at the catalogue's price and subtotal = sum of lines.
 * `query(sql)` answers `{ rows }` (pg or PGlite).
 */
export async function checkOrders(query, placed) {
  const problems = [];
  const orders = (
    await query(
      'SELECT gateway_order_id AS g, order_no AS n, subtotal_paise AS s, shipping_paise AS sh, total_paise AS t FROM orders',
    )
  ).rows;
  const items = (
    await query(
      'SELECT o.gateway_order_id AS g, i.product_size_id AS size, i.quantity AS q, i.unit_price_paise AS u, i.total_paise AS t FROM order_items i JOIN orders o ON o.id = i.order_id',
    )
  ).rows;
  if (orders.length !== placed.length)
    problems.push(`${orders.length} orders in the database, ${placed.length} successful answers`);
  if (new Set(orders.map((o) => o.g)).size !== orders.length) problems.push('a gateway order stored twice');
  if (new Set(orders.map((o) => o.n)).size !== orders.length) problems.push('an order number used twice');
  const byGateway = new Map(orders.map((o) => [o.g, o]));
  const linesByGateway = new Map();
  for (const item of items) {
    if (!linesByGateway.has(item.g)) linesByGateway.set(item.g, []);
    linesByGateway.get(item.g).push(item);
  }
  let wrongTotals = 0;
  let wrongLines = 0;
  let missing = 0;
  for (const order of placed) {
    const row = byGateway.get(order.gatewayOrderId);
    if (!row) {
      missing += 1;
      continue;
    }
    if (Number(row.t) !== order.amountPaise || Number(row.t) !== Number(row.s) + Number(row.sh))
      wrongTotals += 1;
    const lines = linesByGateway.get(order.gatewayOrderId) ?? [];
    const expected = order.cart.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
    // Money columns are bigint: node-postgres reads them as text (PGlite as numbers).
    const priced = order.cart.every((l) =>
      lines.some(
        (line) => line.size === l.product_size_id && Number(line.u) === l.pricePaise && line.q === l.quantity,
      ),
    );
    const sum = lines.reduce((s, line) => s + Number(line.t), 0);
    if (!priced || lines.length !== order.cart.length || sum !== Number(row.s) || expected !== Number(row.s))
      wrongLines += 1;
  }
  if (missing) problems.push(`${missing} answered orders missing`);
  if (wrongTotals) problems.push(`${wrongTotals} totals differ from the server's quote`);
  if (wrongLines) problems.push(`${wrongLines} orders with lines not at catalogue prices`);
  return { ordersInDatabase: orders.length, clean: problems.length === 0, problems };
}

// What the load generators (checkout.mjs, stock-race.mjs) share: HTTP calls through undici's own request API, and
// registered shoppers with an address, each from its own X-Forwarded-For address (the server must run with
// TRUST_PROXY_HOPS=1, so the per-address registration limit is not hit).
import { Pool } from 'undici';

// undici's request API rather than fetch(): the load generator shares the 2 cores with the server and the database,
// and fetch() cost it about twice the CPU per call.
const pools = new Map();
function poolFor(base) {
  let pool = pools.get(base);
  if (!pool) {
    pool = new Pool(base, { connections: 64, pipelining: 1 });
    pools.set(base, pool);
  }
  return pool;
}

/** One JSON call: answers the status, the parsed body (if JSON), its text and the response headers. */
export async function call(base, method, path, { token, body, ip, headers: extra } = {}) {
  const headers = { 'content-type': 'application/json', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['x-forwarded-for'] = ip;
  const response = await poolFor(base).request({
    method,
    path,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, text, headers: response.headers };
}

/** Closes the load generator's connections (the server is stopped after each run). */
export async function closeConnections() {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}

/** Shopper `n` of a run (`runTag` keeps e-mails unique across runs): registered, with one address. */
export async function registerShopper(
  base,
  n,
  runTag,
  { name = 'Bench Customer', emailPrefix = 'bench' } = {},
) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const registered = await call(base, 'POST', '/api/customer.store', {
    ip,
    body: {
      name: `${name} ${n}`,
      email: `${emailPrefix}${runTag}.${n}@example.com`,
      mobile: '9847012345',
      password: 'coconut123',
      gender: 'Female',
    },
  });
  if (registered.status !== 201) throw new Error(`register ${n}: ${registered.status} ${registered.text}`);
  const { token, user } = registered.json;
  const address = await call(base, 'POST', '/api/addresses', {
    token,
    ip,
    body: {
      first_name: 'Nandini',
      last_name: 'Varma',
      address: 'Kizhakkethil House, Market Road',
      city: 'Wandoor',
      state_id: 1,
      pincode: '679328',
      phone_number: '9847055555',
    },
  });
  if (address.status !== 201) throw new Error(`address ${n}: ${address.status} ${address.text}`);
  return { token, userId: user.id, addressId: address.json.data.id, ip };
}

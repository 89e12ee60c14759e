// Issue 24: the customer's language (the storefront's Accept-Language) recorded on the customer and the order, and
// their e-mails and invoice written in it.
import { NOTIFICATION_MESSAGES, createOrderResponse } from '@farm/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, products, shop, users } from '../src/db/schema.js';
import { languageOf } from '../src/http/language.js';
import { CUSTOMER_WORDS } from '../src/modules/messages/words.js';
import { INVOICE_LABELS } from '../src/modules/invoices/labels.js';
import { customerBody, staffBody } from './factories.js';
import { bearer, createTestApp, json, type TestApp } from './harness.js';
import { Shopper, eventually, lineFor, sellableProducts, type Line } from './shopper.js';

const ML = { 'accept-language': 'ml-IN' };
const EN = { 'accept-language': 'en-IN' };
const ORIGIN = 'https://shop.example';
// A Malayalam name without vowel signs drawn before their consonant, so pdftotext gives it back as written.
const NAME_ML = 'തനി എണ്ണ';

let t: TestApp;
let packer = '';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  const member = staffBody('packer', { email: 'packer.languages@farm.example' });
  await t.services.staff.create(member, { staffId: null, actor: 'test' });
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN },
    payload: { email: member.email, password: member.password },
    remoteAddress: '10.24.0.1',
  });
  packer = String(session.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => t?.close());

const userLanguage = async (id: number) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The outbox message of this kind and cause. */
async function outboxMessage(kind: string, dedupeKey: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.dedupeKey, dedupeKey)))
    .orderBy(desc(outboxMessages.id));
  return row!;
}

const call = (shopper: Shopper, url: string, payload: object, headers: Record<string, string>) =>
  shopper.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(shopper.token), ...headers },
    payload,
  });

/** An online payment through the sandbox, every call of the customer's made from a page in `headers`' language. */
async function paidOrder(shopper: Shopper, cart: Line[], headers: Record<string, string>) {
  const created = await call(
    shopper,
    '/api/create-order',
    {
      address_id: shopper.addressId,
      cart: cart.map(({ product_id, product_size_id, quantity }) => ({
        product_id,
        product_size_id,
        quantity,
      })),
    },
    headers,
  );
  const gatewayOrder = createOrderResponse.parse(json(created));
  const payment = await shopper.sandboxPay(gatewayOrder.order_id);
  const stored = await call(
    shopper,
    '/api/store_order_user',
    {
      amount: 1,
      address: shopper.addressId,
      payment_method: 'RAZORPAY',
      cart: cart.map((line) => ({ ...line, price: 1 })),
      ...payment,
    },
    headers,
  );
  expect(stored.statusCode, stored.body).toBeLessThan(300);
  return json<{ order_id: number; order_no: string }>(stored);
}

/** The text of a PDF, where poppler's pdftotext is installed (the page's words, as a reader would copy them). */
function pdfText(pdf: Buffer): string | undefined {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
  } catch {
    // .ci/run installs it; a machine without it checks the invoice by its title only, and says so.
    console.warn(
      'pdftotext (Debian: poppler-utils) is not installed: the Malayalam invoice is checked by its title only.',
    );
    return undefined;
  }
}

/** The PDF's title (its Info dictionary keeps it as UTF-16 with a byte-order mark), read without any tool. */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw);
  const body = ref ? new RegExp(`\\n${ref[1]} 0 obj\\n\\(`).exec(raw) : /\/Title \(/.exec(raw);
  let i = body!.index + body![0].length;
  const bytes: number[] = [];
  for (; raw[i] !== ')'; i += 1) {
    if (raw[i] !== '\\') {
      bytes.push(raw.charCodeAt(i));
      continue;
    }
    i += 1;
    const escaped: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    const octal = /^[0-7]{1,3}/.exec(raw.slice(i, i + 3));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else bytes.push(escaped[raw[i]!] ?? raw.charCodeAt(i));
  }
  const buffer = Buffer.from(bytes);
  if (buffer[0] !== 0xfe || buffer[1] !== 0xff) return buffer.toString('latin1');
  return buffer.subarray(2).swap16().toString('utf16le');
}

describe("the request's language", () => {
  it('is Malayalam when the first tag is ml or ml-<region>, English otherwise', () => {
    expect(languageOf('ml-IN')).toBe('ml');
    expect(languageOf('ml')).toBe('ml');
    expect(languageOf('ML-in,en;q=0.8')).toBe('ml');
    expect(languageOf('en-IN')).toBe('en');
    expect(languageOf('en-IN,ml;q=0.9')).toBe('en');
    expect(languageOf('mlx')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});

describe("the customer's language", () => {
  it('is recorded at registration and follows the page of a profile change', async () => {
    const register = (headers: Record<string, string>, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer.store',
        headers,
        payload: customerBody({ email: `language${n}@customer.example` }),
        remoteAddress: `10.24.1.${n}`,
      });
    const malayalam = json<{ token: string; user: { id: number } }>(await register(ML, 1));
    const english = json<{ user: { id: number } }>(await register({}, 2));
    expect(await userLanguage(malayalam.user.id)).toBe('ml');
    expect(await userLanguage(english.user.id)).toBe('en');

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/customer.update',
      headers: { ...bearer(malayalam.token), ...EN },
      payload: { name: 'Anu Thomas' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await userLanguage(malayalam.user.id)).toBe('en');
  });
});

describe('an order placed from a Malayalam page', () => {
  let line: Line;

  beforeAll(async () => {
    const [product] = await sellableProducts(t.app, 1);
    await t.database.db.update(products).set({ nameMal: NAME_ML }).where(eq(products.id, product!.id));
    line = lineFor(product!, 2);
  });

  it('is stored in Malayalam, the customer too, and its confirmation is in Malayalam with the Malayalam name', async () => {
    const shopper = await Shopper.start(t.app);
    const { order_id: id, order_no: orderNo } = await paidOrder(shopper, [line], ML);
    expect((await orderRow(id)).language).toBe('ml');
    expect(await userLanguage(shopper.userId)).toBe('ml');

    const ml = CUSTOMER_WORDS.ml;
    const message = await outboxMessage('order-placed', `order-placed:${id}`);
    expect(message.subject).toBe(`${ml.subjectPlaced}: ${orderNo}`);
    expect(message.text).toContain(ml.placed);
    expect(message.text).toContain(`${NAME_ML} (`);
    expect(message.text).toContain(`${ml.total}: ₹`);
    expect(message.text).toContain('https://shop.example/ml/myaccount');
    // The delivery address names the state in Malayalam (issue 32).
    expect(message.text).toContain('Wandoor, കേരളം 679328');
    expect(message.html).toContain('<html lang="ml">');
    expect(message.html).toContain(ml.signOff);
    expect(message.text).not.toContain(NOTIFICATION_MESSAGES.placed);
    // The farm's own message stays English.
    const farm = await outboxMessage('farm-new-order', `farm-new-order:${id}`);
    expect(farm.subject).toContain(NOTIFICATION_MESSAGES.subjectFarmNewOrder);
    expect(farm.text).not.toContain(NAME_ML);

    // Its later messages and its invoice follow the order, whatever the customer's language is now.
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, shopper.userId));
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { origin: ORIGIN, cookie: packer },
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await outboxMessage('order-accepted', `order-accepted:${id}`)).subject).toBe(
      `${ml.subjectAccepted}: ${orderNo}`,
    );

    const pdf = await shopper.get(`/api/order/${id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfTitle(pdf.rawPayload)).toMatch(new RegExp(`^${INVOICE_LABELS.ml.documentTitle} `));
    const text = pdfText(pdf.rawPayload);
    if (text !== undefined) {
      // pdftotext gives Malayalam vowel signs in drawing order: only words without a split vowel are compared.
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain('നമ്പർ');
      expect(text).toContain(INVOICE_LABELS.ml.amountInWords);
      expect(text).toContain(NAME_ML);
      expect(text).toContain('Place of supply');
      expect(text).toContain('Rupees');
      expect(text).not.toContain('Invoice date');
    }
  });

  it('paid and left before the store call, the webhook writes it in the language of the create-order call', async () => {
    const shopper = await Shopper.start(t.app);
    const created = await call(
      shopper,
      '/api/create-order',
      { address_id: shopper.addressId, cart: [{ ...line, quantity: 1 }] },
      ML,
    );
    expect(await userLanguage(shopper.userId)).toBe('ml');
    await shopper.sandboxPay(createOrderResponse.parse(json(created)).order_id); // the browser closes here
    const [placed] = await eventually(
      () => t.database.db.select().from(orders).where(eq(orders.userId, shopper.userId)),
      (rows) => rows.length > 0,
    );
    expect(placed?.language).toBe('ml');
    expect((await outboxMessage('order-placed', `order-placed:${placed!.id}`)).subject).toBe(
      `${CUSTOMER_WORDS.ml.subjectPlaced}: ${placed!.orderNo}`,
    );
  });

  it('cash on delivery: the order and the customer take the language of the call', async () => {
    await t.database.db.update(shop).set({ codEnabled: true });
    await t.services.contentWatcher.check();
    try {
      const shopper = await Shopper.start(t.app);
      const placed = await call(
        shopper,
        '/api/store_order_user',
        { payment_method: 'COD', address: shopper.addressId, cart: [line] },
        ML,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const { order_id: id, order_no: orderNo } = json<{ order_id: number; order_no: string }>(placed);
      expect((await orderRow(id)).language).toBe('ml');
      expect(await userLanguage(shopper.userId)).toBe('ml');
      expect((await outboxMessage('order-placed', `order-placed:${id}`)).subject).toBe(
        `${CUSTOMER_WORDS.ml.subjectPlaced}: ${orderNo}`,
      );
    } finally {
      await t.database.db.update(shop).set({ codEnabled: false });
      await t.services.contentWatcher.check();
    }
  });

  it('an order from an English page is written as before', async () => {
    const shopper = await Shopper.start(t.app);
    const { order_id: id, order_no: orderNo } = await paidOrder(shopper, [line], EN);
    expect((await orderRow(id)).language).toBe('en');
    const message = await outboxMessage('order-placed', `order-placed:${id}`);
    expect(message.subject).toBe(`${NOTIFICATION_MESSAGES.subjectPlaced}: ${orderNo}`);
    expect(message.text).toMatch(/^Namaskaram \S+,\n/);
    expect(message.text).toContain(NOTIFICATION_MESSAGES.placed);
    expect(message.text).not.toContain(NAME_ML);
    expect(message.text).toContain('https://shop.example/myaccount');
    expect(message.text).toContain('Wandoor, Kerala 679328');
    expect(message.html).toContain('<html lang="en">');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { origin: ORIGIN, cookie: packer },
      payload: { status: 'Accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const pdf = await shopper.get(`/api/order/${id}/invoice.pdf`);
    expect(pdfTitle(pdf.rawPayload)).toMatch(/^Tax invoice /);
    const text = pdfText(pdf.rawPayload);
    if (text !== undefined) {
      expect(text).toContain('Invoice date');
      expect(text).not.toContain('നമ്പർ');
    }
  });
});

describe('a password link', () => {
  it('is written in the language of the page that asked for it, and opens that page', async () => {
    const shopper = await Shopper.start(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId));
    const ask = (headers: Record<string, string>, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers,
        payload: { email: row!.email },
        remoteAddress: `10.24.2.${n}`,
      });
    expect((await ask(ML, 1)).statusCode).toBe(200);
    const [malayalam] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'password-reset'), eq(outboxMessages.recipient, row!.email)))
      .orderBy(desc(outboxMessages.id));
    expect(malayalam!.subject).toMatch(new RegExp(`^${CUSTOMER_WORDS.ml.subjectReset} · `));
    expect(malayalam!.text).toContain(CUSTOMER_WORDS.ml.reset);
    expect(malayalam!.text).toContain('https://shop.example/ml/reset-password?token=');

    expect((await ask(EN, 2)).statusCode).toBe(200);
    const english = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'password-reset'), like(outboxMessages.subject, 'Set a new password%')),
      );
    expect(english.some((m) => m.text.includes('https://shop.example/reset-password?token='))).toBe(true);
  });
});

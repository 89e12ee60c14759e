import {
  WAITLIST_MESSAGES as M,
  mostWantedResponse,
  stockListResponse,
  type ProductDetail,
} from '@farm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, waitlistRequests } from '../src/db/schema.js';
import { OutboxRepository } from '../src/modules/messages/index.js';
import {
  STAFF_ORIGIN,
  bearer,
  createTestApp,
  json,
  registerCustomer,
  signInStaff,
  type TestApp,
} from './harness.js';
import { sellableProducts } from './shopper.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;
let products: ProductDetail[];

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'waitlist');
  products = await sellableProducts(t.app, 8);
});
afterAll(async () => t?.close());

let ips = 0;
/** A storefront ask, from its own network address unless told (the guest limits count per address). */
const ask = (body: object, options: { token?: string; language?: 'en' | 'ml'; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: body,
    remoteAddress: options.ip ?? `10.37.0.${(ips += 1)}`,
    headers: {
      'accept-language': options.language === 'ml' ? 'ml-IN' : 'en-IN',
      ...(options.token ? bearer(options.token) : {}),
    },
  });

const post = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/waitlist/${url}`, payload: { token } });

/** The console sets a size's shelf count (0: sold out) or takes in a batch. */
async function shelf(sizeId: number, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/stock/${sizeId}`,
    payload: body,
    headers: { origin: STAFF_ORIGIN, cookie: cookies.manager },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const soldOut = (sizeId: number) => shelf(sizeId, { action: 'count', count: 0, reason: 'Sold out' });
const batch = (sizeId: number, quantity = 10) =>
  shelf(sizeId, { action: 'receive', quantity, note: 'The new harvest' });

const mails = (kind: string, to: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), sql`lower(${outboxMessages.recipient}) = ${to}`))
    .orderBy(outboxMessages.id);

const stateOf = async (email: string, sizeId: number) =>
  (
    await t.database.db
      .select({ state: waitlistRequests.state })
      .from(waitlistRequests)
      .where(and(eq(waitlistRequests.email, email), eq(waitlistRequests.productSizeId, sizeId)))
      .orderBy(waitlistRequests.id)
  ).map((row) => row.state);

/** The secret of a link in a message's text: /back-in-stock/<what>/<secret>. */
const linkSecret = (text: string, what: 'confirm' | 'unsubscribe') =>
  new RegExp(`/back-in-stock/${what}/([A-Za-z0-9_-]{20,})`).exec(text)![1]!;

/** The shop's address the links start with (no PUBLIC_URL in tests). */
const base = () => `http://localhost:${t.config.port}`;
const sizeOf = (index: number) => products[index]!.sizes[0]!.id;

describe('asking to be told', () => {
  it('is refused in words while the size can be bought, for a size that does not exist, and without an e-mail', async () => {
    const inStock = await ask({ product_size_id: sizeOf(0), email: 'eager@example.com' });
    expect(inStock.statusCode, inStock.body).toBe(409);
    expect(json<{ message: string }>(inStock).message).toBe(M.inStock);

    const unknown = await ask({ product_size_id: 999_999, email: 'eager@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(M.sizeUnknown);

    await soldOut(sizeOf(0));
    const noEmail = await ask({ product_size_id: sizeOf(0) });
    expect(noEmail.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noEmail).errors.email).toEqual([M.emailRequired]);
    const badEmail = await ask({ product_size_id: sizeOf(0), email: 'not-an-address' });
    expect(json<{ errors: Record<string, string[]> }>(badEmail).errors.email).toEqual([M.emailInvalid]);
    const noSize = await ask({ email: 'eager@example.com' });
    expect(noSize.statusCode).toBe(422);
  });

  it('limits a guest to 10 asks an hour from one network address', async () => {
    await soldOut(sizeOf(7));
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (await ask({ product_size_id: sizeOf(7), email: `many${i}@example.com` }, { ip: '10.37.9.9' }))
          .statusCode,
      );
    }
    expect(answers.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('telling the waiting shoppers', () => {
  it('tells a signed-in shopper once when a batch arrives, even with two passes at once and later passes', async () => {
    const sizeId = sizeOf(1);
    await soldOut(sizeId);
    const shopper = await registerCustomer(t.app);
    const email = shopper.user.email.toLowerCase();
    const asked = await ask({ product_size_id: sizeId }, { token: shopper.token });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toEqual({ message: M.waiting, state: 'waiting' });
    // Asking again is the same request.
    expect(json(await ask({ product_size_id: sizeId }, { token: shopper.token }))).toEqual({
      message: M.waiting,
      state: 'waiting',
    });
    expect(await stateOf(email, sizeId)).toEqual(['waiting']);

    // The console's demand signal: the Stock list's "Waiting" figure and the dashboard's most wanted.
    const stock = stockListResponse.parse(
      json(
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/stock',
          headers: { origin: STAFF_ORIGIN, cookie: cookies.packer },
        }),
      ),
    );
    expect(stock.sizes.find((size) => size.product_size_id === sizeId)?.waiting).toBe(1);
    const wanted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist/most-wanted',
      headers: { origin: STAFF_ORIGIN, cookie: cookies.manager },
    });
    expect(wanted.statusCode, wanted.body).toBe(200);
    expect(
      mostWantedResponse.parse(json(wanted)).sizes.find((size) => size.product_size_id === sizeId),
    ).toMatchObject({ waiting: 1, product_id: products[1]!.id });
    const packer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist/most-wanted',
      headers: { origin: STAFF_ORIGIN, cookie: cookies.packer },
    });
    expect(packer.statusCode).toBe(403);

    // Still sold out: a pass tells nobody.
    await t.services.waitlist.tell();
    expect(await mails('waitlist-back', email)).toHaveLength(0);

    await batch(sizeId);
    // Two processes' worth of passes at once, then another: one message.
    await Promise.all([t.services.waitlist.tell(), t.services.waitlist.tell()]);
    await t.services.waitlist.tell();
    const [back, ...more] = await mails('waitlist-back', email);
    expect(more).toHaveLength(0);
    expect(back!.priority).toBe(1);
    expect(back!.subject).toContain(`${products[1]!.product_name} (${products[1]!.sizes[0]!.size}) is back`);
    expect(back!.text).toContain(`${base()}/product/${products[1]!.product_slug}-${products[1]!.id}`);
    expect(back!.text).toMatch(new RegExp(`: ${base()}/back-in-stock/unsubscribe/[A-Za-z0-9_-]{20,}$`));
    expect(await stateOf(email, sizeId)).toEqual(['told']);

    // Sold out and back again: the told request stays told.
    await soldOut(sizeId);
    await batch(sizeId);
    await t.services.waitlist.tell();
    expect(await mails('waitlist-back', email)).toHaveLength(1);
  });

  it('does not tell an unconfirmed guest; once confirmed, tells them in their language', async () => {
    const sizeId = sizeOf(2);
    const product = products[2]!;
    await soldOut(sizeId);
    const email = 'guest.ml@example.com';
    const asked = await ask({ product_size_id: sizeId, email: 'Guest.ML@example.com' }, { language: 'ml' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toEqual({ message: M.confirmSent, state: 'unconfirmed' });
    const [confirmation] = await mails('waitlist-confirm', email);
    expect(confirmation!.subject).toContain('ഉറപ്പാക്കുക');
    expect(confirmation!.text).toContain(`${base()}/ml/back-in-stock/confirm/`);
    expect(confirmation!.text).toContain(`${base()}/ml/back-in-stock/unsubscribe/`);
    // Only the hash of the link's secret is kept.
    const secret = linkSecret(confirmation!.text, 'confirm');
    const [row] = await t.database.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.email, email));
    expect(row!.tokenHash).not.toContain(secret);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    await batch(sizeId);
    await t.services.waitlist.tell();
    expect(await mails('waitlist-back', email)).toHaveLength(0);

    const bad = await post('confirm', 'x'.repeat(32));
    expect(bad.statusCode).toBe(404);
    expect(json<{ message: string }>(bad).message).toBe(M.linkBad);
    const confirmed = await post('confirm', secret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json(confirmed)).toEqual({ message: M.confirmed });
    await t.services.waitlist.tell();
    const [back, ...more] = await mails('waitlist-back', email);
    expect(more).toHaveLength(0);
    expect(back!.subject).toContain('തിരികെ എത്തി');
    expect(back!.subject).toContain(product.product_name_mal || product.product_name);
    expect(back!.text).toContain(`${base()}/ml/product/${product.product_slug}-${product.id}`);
    expect(back!.text).toContain(`${base()}/ml/back-in-stock/unsubscribe/`);
  });

  it('never tells an address after it unsubscribed, from any of its e-mails; asking again says the same words', async () => {
    const [first, second] = [sizeOf(3), sizeOf(4)];
    await soldOut(first);
    await soldOut(second);
    const email = 'leaving@example.com';
    for (const sizeId of [first, second]) {
      expect(json(await ask({ product_size_id: sizeId, email }))).toEqual({
        message: M.confirmSent,
        state: 'unconfirmed',
      });
    }
    const confirmations = await mails('waitlist-confirm', email);
    expect(confirmations).toHaveLength(2);
    for (const mail of confirmations)
      expect((await post('confirm', linkSecret(mail.text, 'confirm'))).statusCode).toBe(200);
    // A waiting address asking again: the same words as a new one, and no new e-mail.
    expect(json(await ask({ product_size_id: first, email }))).toEqual({
      message: M.confirmSent,
      state: 'unconfirmed',
    });
    expect(await mails('waitlist-confirm', email)).toHaveLength(2);

    // One click in the first e-mail ends both requests.
    const unsubscribed = await post('unsubscribe', linkSecret(confirmations[0]!.text, 'unsubscribe'));
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(json(unsubscribed)).toEqual({ message: M.unsubscribed });
    expect([...(await stateOf(email, first)), ...(await stateOf(email, second))]).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);
    await batch(first);
    await batch(second);
    await t.services.waitlist.tell();
    expect(await mails('waitlist-back', email)).toHaveLength(0);
    // Its confirmation link no longer brings it back.
    expect((await post('confirm', linkSecret(confirmations[1]!.text, 'confirm'))).statusCode).toBe(404);
  });

  it('lets a signed-in shopper see and stop their requests (and nobody else’s)', async () => {
    const sizeId = sizeOf(5);
    await soldOut(sizeId);
    const shopper = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await ask({ product_size_id: sizeId }, { token: shopper.token });
    const mine = json<{ requests: { id: number; product_size_id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/waitlist/mine', headers: bearer(shopper.token) }),
    ).requests;
    expect(mine.map((r) => r.product_size_id)).toEqual([sizeId]);
    const stop = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/waitlist/${mine[0]!.id}/stop`, headers: bearer(token) });
    expect((await stop(other.token)).statusCode).toBe(404);
    const stopped = await stop(shopper.token);
    expect(stopped.statusCode).toBe(200);
    expect(json(stopped)).toEqual({ message: M.stopped });
    expect(await stateOf(shopper.user.email.toLowerCase(), sizeId)).toEqual(['unsubscribed']);
  });
});

describe('the outbox', () => {
  it('claims a receipt written after a batch of alerts before the alerts', async () => {
    await t.services.outbox.run();
    const outbox = new OutboxRepository(t.database.db);
    await outbox.enqueue(
      Array.from({ length: 5 }, (_, i) => ({
        kind: 'waitlist-back' as const,
        to: { email: `alert${i}@example.com` },
        subject: `Alert ${i}`,
        html: '<p>back</p>',
        text: 'back',
        dedupeKey: `test-alert:${i}`,
        priority: 1 as const,
      })),
    );
    await outbox.enqueue([
      {
        kind: 'order-placed',
        to: { email: 'buyer@example.com' },
        subject: 'Receipt',
        html: '<p>thanks</p>',
        text: 'thanks',
        dedupeKey: 'test-receipt',
      },
    ]);
    const first = await outbox.claim(1, 60_000);
    expect(first.map((m) => m.subject)).toEqual(['Receipt']);
    const rest = await outbox.claim(10, 60_000);
    expect(rest.map((m) => m.subject)).toEqual(['Alert 0', 'Alert 1', 'Alert 2', 'Alert 3', 'Alert 4']);
  });
});

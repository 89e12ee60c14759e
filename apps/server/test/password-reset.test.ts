import { NOTIFICATION_MESSAGES, STAFF_MESSAGES, tooManyRequestsMessage } from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, passwordResets } from '../src/db/schema.js';
import { FORGOT_LIMITS } from '../src/flows/password-reset.js';
import { hashPassword } from '../src/modules/customers/passwords.js';
import type * as Passwords from '../src/modules/customers/passwords.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { staffBody } from './factories.js';

// The password hasher, watched: the module itself, each call passed through to argon2 and counted.
vi.mock('../src/modules/customers/passwords.js', async (original) => {
  const real = await original<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashes = vi.mocked(hashPassword);

let t: TestApp;
let mail: MailServer;
let address = 0;

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await mail?.close();
  }
});

/** Each call from an address of its own, so the per-address limit is not what a test meets. */
const forgot = (email: string, remoteAddress = `10.20.0.${(address += 1)}`) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password: string, remoteAddress = `10.23.0.${(address += 1)}`) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password }, remoteAddress });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: '10.21.0.1',
  });

/** Asks for a link, sends the outbox, and answers the token from the e-mail that arrived. */
async function linkFor(email: string): Promise<string> {
  const before = mail.received.length;
  expect((await forgot(email)).statusCode).toBe(200);
  await t.services.outbox.run();
  const arrived = mail.received
    .slice(before)
    .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
  expect(arrived).toHaveLength(1);
  const match = /https:\/\/shop\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    arrived[0]!.text ?? '',
  );
  expect(match).not.toBeNull();
  expect(arrived[0]!.html).toContain(`href="${match![0]}"`);
  return match![1]!;
}

describe('forgot password', () => {
  it('the same answer for an unknown e-mail as for a customer, and only the customer gets an e-mail', async () => {
    const { user } = await registerCustomer(t.app);
    const before = mail.received.length;
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual({ message: NOTIFICATION_MESSAGES.forgotSent });
    expect(known.body).toBe(unknown.body);
    await t.services.outbox.run();
    const arrived = mail.received.slice(before);
    expect(arrived.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual([user.email]);
    // Only the hash of the token is stored.
    const token = /token=([A-Za-z0-9_-]+)/.exec(arrived[0]!.text ?? '')![1]!;
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('takes as long whether or not the account exists', async () => {
    const { user } = await registerCustomer(t.app);
    const time = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost-${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(240);
  });

  it('the link sets a new password once: old password and every session end, the link cannot be used again', async () => {
    const { user, token: session, password } = await registerCustomer(t.app);
    const token = await linkFor(user.email);
    const done = await reset(token, 'a-new-monsoon-password');
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ message: NOTIFICATION_MESSAGES.resetDone });
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-new-monsoon-password')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).statusCode,
    ).toBe(401);
    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(json(again)).toEqual({
      message: NOTIFICATION_MESSAGES.resetLinkBad,
      errors: { token: [NOTIFICATION_MESSAGES.resetLinkBad] },
    });
    expect((await login(user.email, 'a-new-monsoon-password')).statusCode).toBe(200);
  });

  it('a link older than 30 minutes is refused', async () => {
    const { user, password } = await registerCustomer(t.app);
    const token = await linkFor(user.email);
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await reset(token, 'too-late-password')).statusCode).toBe(422);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it("a link changes only its own account's password, and a newer link ends the older ones once used", async () => {
    const a = await registerCustomer(t.app);
    const b = await registerCustomer(t.app);
    const first = await linkFor(a.user.email);
    const second = await linkFor(a.user.email);
    expect((await reset(second, 'password-for-a-only')).statusCode).toBe(200);
    expect((await login(b.user.email, b.password)).statusCode).toBe(200);
    expect((await login(b.user.email, 'password-for-a-only')).statusCode).toBe(401);
    expect((await reset(first, 'older-link-password')).statusCode).toBe(422);
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(eq(passwordResets.userId, a.user.id));
    expect(row!.count).toBe(2);
  });

  it('a made-up token and a bad e-mail are refused in words', async () => {
    expect((await reset('x'.repeat(43), 'whatever-password')).statusCode).toBe(422);
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.email).toBeDefined();
  });

  it('is rate-limited per e-mail (whether or not it has an account) and per address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await forgot('limited@example.com')).statusCode).toBe(200);
    expect((await forgot('limited@example.com')).statusCode).toBe(429);
    const results = [];
    for (let i = 0; i < 21; i += 1)
      results.push((await forgot(`many-${i}@example.com`, '10.30.0.1')).statusCode);
    expect(results.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(results[20]).toBe(429);
  }, 20_000);
});

describe('setting a new password with a link (security issue 33, items 3 and 5)', () => {
  it('hashes nothing for a made-up or used link, nor for a staff password the rules refuse', async () => {
    const { user } = await registerCustomer(t.app);
    const token = await linkFor(user.email);
    hashes.mockClear();
    expect((await reset('y'.repeat(43), 'whatever-password')).statusCode).toBe(422);
    // Many at once, as the attacker sent them: not one hash.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reset(`made-up-token-${i}-${'z'.repeat(30)}`, 'whatever-password'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(422));
    expect(hashes).not.toHaveBeenCalled();
    // A live link: its one password is hashed.
    expect((await reset(token, 'a-live-link-password')).statusCode).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
    // Used now: no more hashing for it.
    expect((await reset(token, 'a-second-try-password')).statusCode).toBe(422);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it("gives one address so many tries an hour, then the shop's 'too many attempts' answer", async () => {
    const from = '10.24.0.1';
    const { points } = FORGOT_LIMITS.resetsPerIp;
    for (let i = 0; i < points; i += 1) {
      expect((await reset(`guess-${i}-${'q'.repeat(36)}`, 'whatever-password', from)).statusCode).toBe(422);
    }
    const limited = await reset(`guess-last-${'q'.repeat(36)}`, 'whatever-password', from);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(json(limited)).toEqual({ message: tooManyRequestsMessage(retryAfter) });
    // Another address is not held back.
    expect((await reset(`guess-other-${'q'.repeat(36)}`, 'whatever-password')).statusCode).toBe(422);
    // The console's form counts the same way.
    const staffLimited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      headers: { origin: 'https://shop.example' },
      payload: { token: `guess-staff-${'q'.repeat(36)}`, password: 'pepper-vines-in-the-rain-9' },
      remoteAddress: from,
    });
    expect(staffLimited.statusCode).toBe(429);
  });

  it("a password changed on the customer's account page ends the links sent before", async () => {
    const { user, token: session, password } = await registerCustomer(t.app);
    const token = await linkFor(user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/customer.password',
      headers: bearer(session),
      payload: { current_password: password, password: 'changed-at-home-1' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await reset(token, 'someone-elses-password');
    expect(late.statusCode).toBe(422);
    expect(json(late)).toEqual({
      message: NOTIFICATION_MESSAGES.resetLinkBad,
      errors: { token: [NOTIFICATION_MESSAGES.resetLinkBad] },
    });
    expect((await login(user.email, 'changed-at-home-1')).statusCode).toBe(200);
  });

  it("a password changed on a staff member's account page ends the links sent before", async () => {
    const email = 'cashier@farm.example';
    await t.services.staff.create(
      { name: 'Cashier', email, role: 'packer', password: 'monsoon-harvest-77' },
      { staffId: null, actor: 'test' },
    );
    const origin = { origin: 'https://shop.example' };
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: origin,
      payload: { email, password: 'monsoon-harvest-77' },
      remoteAddress: '10.25.0.1',
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const before = mail.received.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      headers: origin,
      payload: { email },
      remoteAddress: '10.25.0.2',
    });
    await t.services.outbox.run();
    const token = /admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail.received.slice(before)[0]?.text ?? '',
    )![1]!;
    // A weak password is refused before any hashing, too.
    hashes.mockClear();
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      headers: origin,
      payload: { token, password: 'short-one' },
      remoteAddress: '10.25.0.3',
    });
    expect(weak.statusCode).toBe(422);
    expect(json(weak)).toMatchObject({ errors: { password: [STAFF_MESSAGES.passwordTooShort] } });
    expect(hashes).not.toHaveBeenCalled();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      headers: { ...origin, cookie },
      payload: { current_password: 'monsoon-harvest-77', password: 'changed-in-the-console-8' },
      remoteAddress: '10.25.0.1',
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ message: STAFF_MESSAGES.passwordChanged });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      headers: origin,
      payload: { token, password: 'someone-elses-password-9' },
      remoteAddress: '10.25.0.3',
    });
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({ message: NOTIFICATION_MESSAGES.resetLinkBad });
    // The "password changed" e-mail goes now, not into the next test's count.
    await t.services.outbox.run();
  });
});

describe('forgot password, staff', () => {
  const STAFF_PASSWORD = 'monsoon-harvest-42';
  const NEW_STAFF_PASSWORD = 'pepper-vines-in-the-rain-7';
  const staffSignIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'https://shop.example' },
      payload: { email, password },
      remoteAddress: '10.22.0.1',
    });

  it('a staff link opens the console, sets a password by the staff rules, ends sessions, and does nothing in the shop', async () => {
    await t.services.staff.create(staffBody('manager', { password: STAFF_PASSWORD }), {
      staffId: null,
      actor: 'test',
    });
    const email = 'manager@farm.example';
    const session = await staffSignIn(email, STAFF_PASSWORD);
    expect(session.statusCode).toBe(200);
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const before = mail.received.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/forgot-password',
      headers: { origin: 'https://shop.example' },
      payload: { email },
      remoteAddress: '10.22.0.2',
    });
    expect(json(asked)).toEqual({ message: NOTIFICATION_MESSAGES.forgotSent });
    await t.services.outbox.run();
    const arrived = mail.received.slice(before);
    expect(arrived).toHaveLength(1);
    const token = /https:\/\/shop\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      arrived[0]!.text ?? '',
    )![1]!;
    // A staff link is not a customer's.
    expect((await reset(token, NEW_STAFF_PASSWORD)).statusCode).toBe(422);
    const staffReset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/reset-password',
        headers: { origin: 'https://shop.example' },
        payload: { token, password },
      });
    const weak = await staffReset('short-one');
    expect(weak.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(weak).errors.password).toBeDefined();
    expect((await staffReset(NEW_STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await staffSignIn(email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await staffSignIn(email, NEW_STAFF_PASSWORD)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    expect((await staffReset('another-long-password-9')).statusCode).toBe(422);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password-reset'));
    expect(audit).toHaveLength(1);
  });

  it("a customer's link does nothing in the console", async () => {
    const { user } = await registerCustomer(t.app);
    const token = await linkFor(user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      headers: { origin: 'https://shop.example' },
      payload: { token, password: 'pepper-vines-in-the-rain-8' },
    });
    expect(response.statusCode).toBe(422);
    expect((await reset(token, 'customer-password-ok')).statusCode).toBe(200);
  });
});

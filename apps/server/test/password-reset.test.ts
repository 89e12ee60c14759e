import { NOTIFICATION_MESSAGES } from '@farm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResets } from '../src/db/schema.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';
import { startMailServer, type MailServer } from './mail-server.js';
import { staffBody } from './factories.js';

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
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
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

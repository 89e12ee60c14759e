import { randomBytes } from 'node:crypto';
import { NOTIFICATION_MESSAGES, tooManyRequestsMessage } from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../src/db/schema.js';
import { AUTH_LIMITS } from '../src/modules/customers/rate-limits.js';
import { createTestApp, json, registerCustomer, type TestApp } from './harness.js';

// Each run uses fresh e-mails and addresses, so counters left in a shared Redis by an earlier run do not matter.
const run = randomBytes(3).toString('hex');
const stores = [
  { name: 'in-memory counters', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis counters', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
];

describe.each(stores)('sign-in and registration limits with $name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env });
  });
  afterAll(async () => t?.close());

  let ip = 0;
  const freshIp = () =>
    `10.${Math.floor(Math.random() * 200) + 20}.${++ip % 250}.${Math.floor(Math.random() * 250)}`;
  const login = (email: string, password: string, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
  const register = (email: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer.store',
      payload: { name: 'Rate Test', email, mobile: '9847000000', password: 'secret12', gender: 'Other' },
      remoteAddress,
    });

  it('blocks an address for 15 minutes after 5 wrong passwords for an e-mail, even with the right one', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `victim.${run}@example.com` });
    const guesser = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(user.email, 'wrong-password', guesser)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password, guesser);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    // The message says the same wait as the header, in words.
    expect(json(blocked)).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Someone else is not affected.
    const other = await registerCustomer(t.app, { email: `bystander.${run}@example.com` });
    expect((await login(other.user.email, other.password, guesser)).statusCode).toBe(200);
  });

  it("wrong passwords from one address do not lock the account's owner out from another (issue 33, item 4)", async () => {
    const { user, password } = await registerCustomer(t.app, { email: `owner-elsewhere.${run}@example.com` });
    const guesser = freshIp();
    for (let i = 0; i < 8; i++) {
      expect([401, 429]).toContain((await login(user.email, `wrong-${i}`, guesser)).statusCode);
    }
    expect((await login(user.email, password, guesser)).statusCode).toBe(429);
    // The owner, at home: in at once, again and again, while the guesser is still held back.
    for (let i = 0; i < 3; i++) expect((await login(user.email, password, freshIp())).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-again', guesser)).statusCode).toBe(429);
  });

  it('checks at most 5 of 50 wrong passwords sent at once from one address, and refuses the rest', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `raced.${run}@example.com` });
    const guesser = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(user.email, `wrong-password-${i}`, guesser)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 401 is a password that was checked; every other answer was refused before the check.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await login(user.email, password, guesser)).statusCode).toBe(429);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('stops guesses spread over many addresses at the e-mail-wide ceiling, sent at once or not', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `spread.${run}@example.com` });
    const ceiling = AUTH_LIMITS.failedLoginsPerEmail.points;
    const answers = await Promise.all(
      Array.from({ length: ceiling + 10 }, (_, i) => login(user.email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(ceiling);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    // Over the ceiling, even the right password from a new address waits (a customer has no second factor).
    const blocked = await login(user.email, password);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({
      message: tooManyRequestsMessage(Number(blocked.headers['retry-after'])),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('tells the customer once, in their language, that their password is being guessed at', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `guessed.${run}@example.com` });
    await t.database.db.update(users).set({ language: 'ml' }).where(eq(users.id, user.id));
    const warnings = () =>
      t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, user.email.toLowerCase()));
    // A person mistyping a few times is not warned.
    for (let i = 0; i < 4; i++) expect((await login(user.email, `typo-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect(await warnings()).toEqual([]);
    // Someone trying many, from many addresses: one message, however many tries follow.
    for (let i = 0; i < AUTH_LIMITS.warnAfterFailures + 15; i++) {
      expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    const sent = await warnings();
    expect(sent.map((m) => m.kind)).toEqual(['sign-in-guessed']);
    expect(sent[0]!.subject).toMatch(/^നിങ്ങളുടെ അക്കൗണ്ടിൽ കയറാൻ ആരോ ശ്രമിക്കുന്നു · /);
    expect(sent[0]!.text).toContain(`${AUTH_LIMITS.warnAfterFailures} തവണ`);
    expect(sent[0]!.text).not.toContain(NOTIFICATION_MESSAGES.signInGuessedAdvice);
    // The owner still gets in.
    expect((await login(user.email, password)).statusCode).toBe(200);
  }, 30_000);

  it('allows one address 100 sign-in attempts an hour', async () => {
    const address = freshIp();
    for (let i = 0; i < 100; i++) {
      expect((await login(`nobody${i}.${run}@example.com`, 'whatever1', address)).statusCode).toBe(401);
    }
    const limited = await login(`nobody-last.${run}@example.com`, 'whatever1', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(`nobody-else.${run}@example.com`, 'whatever1')).statusCode).toBe(401);
  });

  it('allows one address 30 registrations an hour', async () => {
    const address = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await register(`new${i}.${run}@example.com`, address)).statusCode).toBe(201);
    const limited = await register(`new-last.${run}@example.com`, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('allows 10 registration attempts for one e-mail an hour', async () => {
    const email = `popular.${run}@example.com`;
    expect((await register(email)).statusCode).toBe(201);
    for (let i = 0; i < 9; i++) expect((await register(email)).statusCode).toBe(422);
    expect((await register(email)).statusCode).toBe(429);
  });
});

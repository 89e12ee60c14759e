import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('blocks an e-mail for 15 minutes after 5 wrong passwords, even with the right one, from any address', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `victim.${run}@example.com` });
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    const blocked = await login(user.email, password);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    // The message says the same wait as the header, in words.
    expect(json(blocked)).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Someone else is not affected.
    const other = await registerCustomer(t.app, { email: `bystander.${run}@example.com` });
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it('checks at most 5 of 50 wrong passwords sent at once, and blocks the rest', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `raced.${run}@example.com` });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(user.email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 401 is a password that was checked; every other answer was refused before the check.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await login(user.email, password)).statusCode).toBe(429);
  });

  it('forgets earlier wrong passwords after a successful sign-in', async () => {
    const { user, password } = await registerCustomer(t.app, { email: `forgetful.${run}@example.com` });
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

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

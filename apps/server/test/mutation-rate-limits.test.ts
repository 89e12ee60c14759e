/**
 * The abuse limits (src/modules/customers/rate-limits.ts): the 429 and its wait, the limits DOMAIN.md names, the key
 * each counter uses in a shared Redis, the fallback to this process's counters when Redis is away, and the guesses at
 * a signed-in customer's current password counted like sign-in failures. Written for mutation testing
 * (npm run test:mutation).
 */
import { ACCOUNT_MESSAGES } from '@farm/contract';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_LIMITS,
  AuthRateLimits,
  connectRedis,
  consume,
  limiterFactory,
} from '../src/modules/customers/rate-limits.js';
import { TooManyRequestsError } from '../src/shared/errors.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

/** The error `run` ends with (or fails the test when it does not end with one). */
async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('the limits', () => {
  it('are those of DOMAIN.md', () => {
    expect(AUTH_LIMITS).toEqual({
      failedLoginsPerEmailAndIp: { points: 5, windowSeconds: 900, blockSeconds: 900 },
      failedLoginsPerEmail: { points: 50, windowSeconds: 3600, blockSeconds: 3600 },
      failedCodesPerEmail: { points: 5, windowSeconds: 900, blockSeconds: 900 },
      warnAfterFailures: 10,
      loginsPerIp: { points: 100, windowSeconds: 3600 },
      registrationsPerIp: { points: 30, windowSeconds: 3600 },
      registrationsPerEmail: { points: 10, windowSeconds: 3600 },
    });
  });

  it('each count under a key of their own, rl:{name}:{who}, which a shared Redis keeps apart', () => {
    const made: { name: string; options: object; limiter: RateLimiterAbstract }[] = [];
    const create = limiterFactory(undefined);
    new AuthRateLimits((name, options) => {
      const limiter = create(name, options);
      made.push({ name, options, limiter });
      return limiter;
    });
    expect(made.map(({ name, options }) => [name, options])).toEqual([
      ['login-ip', AUTH_LIMITS.loginsPerIp],
      ['login-failures-address', AUTH_LIMITS.failedLoginsPerEmailAndIp],
      ['login-failures', AUTH_LIMITS.failedLoginsPerEmail],
      ['code-failures', AUTH_LIMITS.failedCodesPerEmail],
      ['login-warned', { points: 1, windowSeconds: 3600 }],
      ['register-ip', AUTH_LIMITS.registrationsPerIp],
      ['register-email', AUTH_LIMITS.registrationsPerEmail],
    ]);
    expect(made.map(({ limiter }) => limiter.getKey('who'))).toEqual([
      'rl:login-ip:who',
      'rl:login-failures-address:who',
      'rl:login-failures:who',
      'rl:code-failures:who',
      'rl:login-warned:who',
      'rl:register-ip:who',
      'rl:register-email:who',
    ]);
  });
});

describe('the e-mail-wide ceiling (issue 33)', () => {
  const ceiling = AUTH_LIMITS.failedLoginsPerEmail.points;
  /** A fresh set of in-memory counters; `broken` names a limiter whose store fails. */
  const limits = (broken?: string) => {
    const create = limiterFactory(undefined);
    return new AuthRateLimits((name, options) => {
      const limiter = create(name, options);
      if (name === broken) limiter.consume = () => Promise.reject(new Error('store is down'));
      return limiter;
    });
  };
  /** `count` wrong passwords for the e-mail, each from an address of its own. */
  const spread = async (l: AuthRateLimits, email: string, count: number) => {
    for (let i = 0; i < count; i += 1) await l.beforeLogin(`10.60.${Math.floor(i / 200)}.${i % 200}`, email);
  };

  it('refuses a signed-in person’s password check once the e-mail is over it, from any address', async () => {
    const l = limits();
    await spread(l, 'ceiling@farm.example', ceiling);
    await expect(l.beforePasswordCheck('10.61.0.1', 'ceiling@farm.example')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });

  it('gives back the point of a right password under it, so the owner’s own sign-in uses none', async () => {
    const l = limits();
    await spread(l, 'owner@farm.example', ceiling - 1);
    const gate = await l.beforeLogin('10.62.0.1', 'owner@farm.example');
    expect(gate).toEqual({ failures: ceiling });
    await l.loginSucceeded('10.62.0.1', 'owner@farm.example', gate);
    expect(await l.beforeLogin('10.62.0.2', 'owner@farm.example')).toEqual({ failures: ceiling });
  });

  it('passes on a failing store when deciding to warn, rather than staying silent', async () => {
    const l = limits('login-warned');
    await expect(
      l.shouldWarn('warn@farm.example', { failures: AUTH_LIMITS.warnAfterFailures }),
    ).rejects.toThrow('store is down');
  });
});

describe('consume', () => {
  it('lets the points through, then refuses with a 429 that says the wait in seconds and in words', async () => {
    const limiter = limiterFactory(undefined)('test-window', { points: 2, windowSeconds: 90 });
    await consume(limiter, 'a');
    await consume(limiter, 'a');
    // Another key has its own points.
    await consume(limiter, 'b');
    const error = await refusal(() => consume(limiter, 'a'));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    const { retryAfterSeconds, message } = error as TooManyRequestsError;
    expect(retryAfterSeconds).toBeGreaterThan(85);
    expect(retryAfterSeconds).toBeLessThanOrEqual(90);
    expect(message).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it('blocks for the block time, longer than the window, when there is one', async () => {
    const limiter = limiterFactory(undefined)('test-block', {
      points: 1,
      windowSeconds: 60,
      blockSeconds: 3600,
    });
    await consume(limiter, 'a');
    const error = (await refusal(() => consume(limiter, 'a'))) as TooManyRequestsError;
    expect(error.retryAfterSeconds).toBeGreaterThan(3500);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Without a block time the wait is what is left of the window.
    const plain = limiterFactory(undefined)('test-no-block', { points: 1, windowSeconds: 60 });
    await consume(plain, 'a');
    expect(((await refusal(() => consume(plain, 'a'))) as TooManyRequestsError).retryAfterSeconds).toBe(60);
  });

  it('says a wait of at least 1 second, rounded up', async () => {
    const limiter = limiterFactory(undefined)('test-short', { points: 1, windowSeconds: 0.3 });
    await consume(limiter, 'a');
    const error = (await refusal(() => consume(limiter, 'a'))) as TooManyRequestsError;
    expect(error.retryAfterSeconds).toBe(1);
  });

  it('uses the message it is given instead', async () => {
    const limiter = limiterFactory(undefined)('test-message', { points: 1, windowSeconds: 60 });
    await consume(limiter, 'a', 'Enough reviews for today.');
    const error = (await refusal(() => consume(limiter, 'a', 'Enough reviews for today.'))) as Error;
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.message).toBe('Enough reviews for today.');
  });

  it('passes on a failure that is not a refusal as it is', async () => {
    const broken = new Error('store is down');
    const limiter = { consume: () => Promise.reject(broken) } as unknown as RateLimiterAbstract;
    expect(await refusal(() => consume(limiter, 'a'))).toBe(broken);
  });
});

describe('with Redis away', () => {
  const log = { warn: vi.fn(), info: vi.fn() };
  let redis: Redis;
  beforeAll(() => {
    // Nothing listens on port 1: every command fails at once.
    redis = connectRedis('redis://127.0.0.1:1', log);
  });
  afterAll(() => redis?.disconnect());

  it('says so once, and once when it is back', async () => {
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled(), { timeout: 5000 });
    redis.emit('error', new Error('still away'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    // The log says why.
    expect(log.warn.mock.calls[0]?.[0]).toEqual({ reason: expect.stringContaining('ECONNREFUSED') });
    expect(log.warn.mock.calls[0]?.[1]).toBe(
      'Redis (REDIS_URL) is not answering: rate limits are counted in this process only until it is back.',
    );
    redis.emit('ready');
    redis.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toBe(
      'Redis (REDIS_URL) is back: rate limits are shared by every process again.',
    );
    redis.emit('error', new Error('away again'));
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps counting in this process, quickly, instead of failing', async () => {
    const limiter = limiterFactory(redis)('test-redis-away', { points: 2, windowSeconds: 60 });
    // Counted in Redis (shared by every process) when it answers.
    expect(limiter).toBeInstanceOf(RateLimiterRedis);
    const started = Date.now();
    await consume(limiter, 'a');
    await consume(limiter, 'a');
    const error = (await refusal(() => consume(limiter, 'a'))) as TooManyRequestsError;
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.retryAfterSeconds).toBeGreaterThan(55);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('connects at once, and never queues commands while away', async () => {
    const fresh = connectRedis('redis://127.0.0.1:1', { warn: () => {}, info: () => {} });
    try {
      expect(fresh.status).not.toBe('wait');
      expect(fresh.options).toMatchObject({
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      });
    } finally {
      fresh.disconnect();
    }
  });
});

describe('guessing the current password of a signed-in customer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('counts like wrong sign-ins: 5 from one address, then 429 there, for the change and for sign-in', async () => {
    const { token, user, password } = await registerCustomer(t.app);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer.password',
        headers: bearer(token),
        payload: { current_password: current, password: 'brand-new-secret' },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change(`not-it-${i}`);
      expect(wrong.statusCode).toBe(422);
      expect(json<{ message: string }>(wrong).message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    const blocked = await change(password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const login = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    // The session's address (inject's own) is held back; the owner elsewhere is not (issue 33, item 4).
    expect((await login('127.0.0.1')).statusCode).toBe(429);
    expect((await login('10.77.0.1')).statusCode).toBe(200);
  });

  it('forgets the wrong guesses once the right password is given', async () => {
    const { token, password } = await registerCustomer(t.app);
    const change = (current: string, next = 'brand-new-secret') =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer.password',
        headers: bearer(token),
        payload: { current_password: current, password: next },
      });
    for (let i = 0; i < 4; i++) expect((await change(`not-it-${i}`)).statusCode).toBe(422);
    expect((await change(password, password)).statusCode).toBe(422);
    for (let i = 0; i < 4; i++) expect((await change(`not-it-again-${i}`)).statusCode).toBe(422);
    expect((await change(password)).statusCode).toBe(200);
  });
});

// Keeps the import of RateLimiterMemory honest: the factory without Redis counts in memory.
it('counts in memory without Redis', () => {
  expect(limiterFactory(undefined)('test-memory', { points: 1, windowSeconds: 1 })).toBeInstanceOf(
    RateLimiterMemory,
  );
});

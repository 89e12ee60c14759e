/**
 * Personal access tokens (src/modules/customers/tokens.ts), as a client meets them: which Authorization headers sign
 * a customer in, the secret's length limits, the sliding 30-day lifetime renewed at most once a day, and what is kept
 * in the database (only the SHA-256 of the secret). Written for mutation testing (npm run test:mutation).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema.js';
import {
  readBearerToken,
  TOKEN_LIFETIME_MS,
  TOKEN_RENEW_AFTER_MS,
  tokenState,
} from '../src/modules/customers/tokens.js';
import { createTestApp, json, registerCustomer, type TestApp } from './harness.js';

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

let t: TestApp;
let userId: number;
let nextId = 700_000;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  userId = (await registerCustomer(t.app)).user.id;
});
afterAll(async () => t?.close());

/** A token stored as the shop stores them (the hash of its secret), with an id of several digits. */
async function plant(secret: string, expiresAt = new Date(Date.now() + 20 * DAY)): Promise<number> {
  const id = ++nextId;
  await t.database.db.insert(accessTokens).values({ id, userId, tokenHash: sha256(secret), expiresAt });
  return id;
}
let secrets = 0;
/** A secret of this length, different from every other one the test plants. */
const secretOf = (length: number) => {
  const tag = String(++secrets);
  return `${tag}${'k'.repeat(length)}`.slice(0, length);
};
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: authorization ? { authorization } : {} });
const expiryOf = async (id: number) =>
  (await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, id)))[0]!.expiresAt.getTime();

describe('signing in', () => {
  it('hands out {id}|{secret} with a 40-character url-safe secret, and keeps only its SHA-256 in hex', async () => {
    const { token } = await registerCustomer(t.app);
    expect(token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
    const [id, secret] = token.split('|') as [string, string];
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, Number(id)));
    expect(row?.tokenHash).toBe(sha256(secret));
    // Each sign-in gets its own secret.
    expect((await registerCustomer(t.app)).token.split('|')[1]).not.toBe(secret);
  });
});

describe('the Authorization header', () => {
  it('accepts Bearer in any letter case, with any spacing around the token', async () => {
    const secret = secretOf(40);
    const id = await plant(secret);
    for (const header of [
      `Bearer ${id}|${secret}`,
      `bearer ${id}|${secret}`,
      `BEARER ${id}|${secret}`,
      `Bearer    ${id}|${secret}`,
      `Bearer\t${id}|${secret}`,
      `Bearer ${id}|${secret}   `,
      `Bearer ${secret}`,
      `Bearer   ${secret} `,
    ]) {
      const response = await me(header);
      expect(response.statusCode, header).toBe(200);
      expect(json<{ user: { id: number } }>(response).user.id).toBe(userId);
    }
  });

  it('refuses anything else with 401, even around a valid token', async () => {
    const secret = secretOf(40);
    const id = await plant(secret);
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer${id}|${secret}`,
      `Basic ${id}|${secret}`,
      `xBearer ${id}|${secret}`,
      `Bearer ${id}|${secret} extra`,
      `Bearer ${id}|${secret}|${secret}`,
      `Token Bearer ${secret}`,
      `Bearer ${id + 1}|${secret}`,
      `Bearer x${id}|${secret}`,
      `Bearer ${id}x|${secret}`,
      `Bearer |${secret}`,
      `Bearer 12345678901|${secret}`,
    ]) {
      const response = await me(header);
      expect(response.statusCode, header).toBe(401);
      expect(json(response)).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('takes a secret of 20 to 200 characters, with or without the id', async () => {
    for (const length of [20, 21, 199, 200]) {
      const secret = secretOf(length);
      const id = await plant(secret);
      expect((await me(`Bearer ${id}|${secret}`)).statusCode, `${length} with id`).toBe(200);
      expect((await me(`Bearer ${secret}`)).statusCode, `${length} alone`).toBe(200);
    }
  });

  it('refuses a secret shorter than 20 or longer than 200 characters, even one the shop stored', async () => {
    for (const length of [1, 19, 201, 260]) {
      const secret = secretOf(length);
      const id = await plant(secret);
      expect((await me(`Bearer ${id}|${secret}`)).statusCode, `${length} with id`).toBe(401);
      expect((await me(`Bearer ${secret}`)).statusCode, `${length} alone`).toBe(401);
    }
  });
});

describe('the sliding lifetime', () => {
  it('lasts 30 days from sign-in', async () => {
    expect(TOKEN_LIFETIME_MS).toBe(30 * DAY);
    expect(TOKEN_RENEW_AFTER_MS).toBe(DAY);
    const { token } = await registerCustomer(t.app);
    const left = (await expiryOf(Number(token.split('|')[0]))) - Date.now();
    expect(left).toBeGreaterThan(30 * DAY - 60_000);
    expect(left).toBeLessThanOrEqual(30 * DAY);
  });

  it('is moved on to 30 days by a use more than a day after the last move', async () => {
    const secret = secretOf(40);
    const id = await plant(secret, new Date(Date.now() + 28 * DAY));
    expect((await me(`Bearer ${id}|${secret}`)).statusCode).toBe(200);
    expect((await expiryOf(id)) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
  });

  it('is left alone by a use within a day of the last move', async () => {
    const secret = secretOf(40);
    const expiresAt = new Date(Date.now() + 29.5 * DAY);
    const id = await plant(secret, expiresAt);
    expect((await me(`Bearer ${id}|${secret}`)).statusCode).toBe(200);
    expect(await expiryOf(id)).toBe(expiresAt.getTime());
  });

  it('ends at its expiry: refused, and not brought back to life', async () => {
    const secret = secretOf(40);
    const expiresAt = new Date(Date.now() - 1000);
    const id = await plant(secret, expiresAt);
    expect((await me(`Bearer ${id}|${secret}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${secret}`)).statusCode).toBe(401);
    expect(await expiryOf(id)).toBe(expiresAt.getTime());
  });

  it('ends at revocation, however much time is left', async () => {
    const secret = secretOf(40);
    const id = await plant(secret, new Date(Date.now() + 29.9 * DAY));
    await t.database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, id));
    expect((await me(`Bearer ${id}|${secret}`)).statusCode).toBe(401);
  });
});

// The exact edges, which a request cannot hit to the millisecond.
describe('tokenState', () => {
  const now = new Date('2026-01-15T10:00:00Z');
  const at = (ms: number) => ({ expiresAt: new Date(now.getTime() + ms), revokedAt: null });

  it('is expired from the expiry instant on', () => {
    expect(tokenState(at(0), now)).toBe('expired');
    expect(tokenState(at(-1), now)).toBe('expired');
    expect(tokenState(at(1), now)).toBe('renew');
  });

  it('asks for renewal once a full day of the 30 has passed', () => {
    expect(tokenState(at(30 * DAY), now)).toBe('valid');
    expect(tokenState(at(29 * DAY), now)).toBe('valid');
    expect(tokenState(at(29 * DAY - 1), now)).toBe('renew');
  });

  it('is revoked whatever its expiry', () => {
    expect(tokenState({ expiresAt: at(30 * DAY).expiresAt, revokedAt: now }, now)).toBe('revoked');
    expect(tokenState({ expiresAt: at(-DAY).expiresAt, revokedAt: now }, now)).toBe('revoked');
  });
});

describe('readBearerToken', () => {
  const secret = 's'.repeat(40);

  it('reads the id and the secret, or the secret alone', () => {
    expect(readBearerToken(`Bearer 42|${secret}`)).toEqual({ id: 42, secret });
    expect(readBearerToken(`Bearer 0042|${secret}`)).toEqual({ id: 42, secret });
    expect(readBearerToken(`Bearer 1234567890|${secret}`)).toEqual({ id: 1234567890, secret });
    expect(readBearerToken(`Bearer ${secret}`)).toEqual({ id: undefined, secret });
  });

  it('answers nothing for an id that is not 1 to 10 digits', () => {
    for (const id of ['', 'x1', '1x', '-1', '1.5', '12345678901', '1 ']) {
      expect(readBearerToken(`Bearer ${id}|${secret}`), id).toBeUndefined();
    }
    expect(readBearerToken(undefined)).toBeUndefined();
  });
});

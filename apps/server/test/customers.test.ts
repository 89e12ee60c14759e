import {
  ACCOUNT_MESSAGES,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES,
  registerResponse,
  userResponse,
} from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../src/db/schema.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Every call from its own address, so the per-address limits (tested elsewhere) stay out of the way. */
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: `10.1.0.${++ipCounter % 250}`,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const valid = {
  name: 'Arun Kumar',
  email: 'arun@example.com',
  mobile: '+919847011111',
  password: 'secret12',
  gender: 'Male',
};

describe('POST /api/customer.store', () => {
  it('registers a customer, strips +91 and answers a token', async () => {
    const response = await post('/api/customer.store', {
      ...valid,
      name: '  Arun Kumar  ',
      email: ' Arun@Example.com ',
    });
    expect(response.statusCode).toBe(201);
    const body = registerResponse.parse(json(response));
    expect(body.status).toBe('success');
    expect(body.token).toMatch(/^\d+\|\S{20,}$/);
    expect(body.user).toEqual({
      id: body.user.id,
      name: 'Arun Kumar',
      email: 'arun@example.com',
      mobile: '9847011111',
      gender: 'Male',
      store_id: 1,
    });
    expect(response.body).not.toContain('secret12');
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('refuses an e-mail that is already registered, whatever its letter case', async () => {
    const response = await post('/api/customer.store', { ...valid, email: 'ARUN@example.COM' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      message: REGISTER_MESSAGES.emailTaken,
      errors: { email: ['This email is already registered.'] },
    });
  });

  it('gives one customer for two simultaneous registrations of one e-mail', async () => {
    const body = { ...valid, email: 'twice@example.com' };
    const answers = await Promise.all([post('/api/customer.store', body), post('/api/customer.store', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Full name is required.'],
    ['a blank name', { name: '   ' }, 'name', 'Full name is required.'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required.'],
    ['a blank e-mail', { email: ' ' }, 'email', 'Email is required.'],
    ['a malformed e-mail', { email: 'arun@' }, 'email', 'Please enter a valid email address.'],
    ['a missing mobile', { mobile: undefined }, 'mobile', 'Mobile number is required.'],
    [
      'a short mobile',
      { mobile: '98470' },
      'mobile',
      'Enter a valid mobile number (10 digits, with or without +91).',
    ],
    [
      'a mobile with letters',
      { mobile: '98470abcde' },
      'mobile',
      'Enter a valid mobile number (10 digits, with or without +91).',
    ],
    [
      'a mobile with another prefix',
      { mobile: '+449847012345' },
      'mobile',
      'Enter a valid mobile number (10 digits, with or without +91).',
    ],
    // An Indian mobile number starts with 6, 7, 8 or 9 (issue 32).
    [
      'ten digits that are no mobile number',
      { mobile: '1234567890' },
      'mobile',
      'Enter a valid mobile number (10 digits, with or without +91).',
    ],
    [
      'a number starting with 5, with +91',
      { mobile: '+91 5847012345' },
      'mobile',
      'Enter a valid mobile number (10 digits, with or without +91).',
    ],
    ['news as a word', { email_news: 'yes' }, 'email_news', 'This must be true or false.'],
    ['a missing password', { password: undefined }, 'password', 'Password is required.'],
    ['an empty password', { password: '' }, 'password', 'Password is required.'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    ['a missing gender', { gender: undefined }, 'gender', 'Please select your gender.'],
    ['an unknown gender', { gender: 'Robot' }, 'gender', 'Please select your gender.'],
  ];
  it.each(cases)('refuses %s with the spec message', async (_label, change, field, message) => {
    const response = await post('/api/customer.store', { ...valid, email: 'new@example.com', ...change });
    expect(response.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.errors[field]?.[0]).toBe(message);
    expect(body.message).toBe(message);
  });

  it('sends news from the farm only to a customer who ticked the box, and keeps when each answered', async () => {
    const newsOf = async (email: string) => {
      const [row] = await t.database.db
        .select({ on: users.emailNews, at: users.emailNewsAt })
        .from(users)
        .where(eq(users.email, email));
      return row;
    };
    const before = Date.now();
    for (const [email, choice] of [
      ['news.yes@example.com', true],
      ['news.no@example.com', false],
    ] as const) {
      const response = await post('/api/customer.store', { ...valid, email, email_news: choice });
      expect(response.statusCode, response.body).toBe(201);
      const row = await newsOf(email);
      expect(row?.on).toBe(choice);
      expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    // Left out (an older client): never asked, so no news and no time.
    expect(
      (await post('/api/customer.store', { ...valid, email: 'news.unasked@example.com' })).statusCode,
    ).toBe(201);
    expect(await newsOf('news.unasked@example.com')).toEqual({ on: false, at: null });
  });

  it('names every wrong field at once', async () => {
    const response = await post('/api/customer.store', {});
    expect(response.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(errors).sort()).toEqual(['email', 'gender', 'mobile', 'name', 'password']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer.store',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/login and tokens', () => {
  it('signs in, stores only a hash of the token, and accepts the token with or without its id', async () => {
    const { user } = await registerCustomer(t.app, { email: 'meera@example.com', password: 'pepper99' });
    const response = await post('/api/login', { email: 'MEERA@example.com', password: 'pepper99' });
    expect(response.statusCode).toBe(200);
    const { token, user: signedIn } = json<{ token: string; user: { id: number } }>(response);
    expect(signedIn.id).toBe(user.id);
    const [id, secret] = token.split('|') as [string, string];

    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, Number(id)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(secret);

    for (const presented of [token, secret]) {
      const me = await get('/api/user', bearer(presented));
      expect(me.statusCode).toBe(200);
      expect(userResponse.parse(json(me)).user.email).toBe('meera@example.com');
    }
    // The right secret under someone else's id is not a token.
    expect((await get('/api/user', bearer(`${Number(id) + 1000}|${secret}`))).statusCode).toBe(401);
  });

  it('gives the same 401 and message for an unknown e-mail and a wrong password', async () => {
    await registerCustomer(t.app, { email: 'known@example.com', password: 'rightpass' });
    const wrongPassword = await post('/api/login', { email: 'known@example.com', password: 'wrongpass' });
    const unknownEmail = await post('/api/login', { email: 'nobody@example.com', password: 'wrongpass' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Invalid email or password. Please try again.' });
    }
  });

  it('checks the sign-in form with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'secret12' }, 'email', LOGIN_MESSAGES.emailRequired],
      [{ email: 'x@', password: 'secret12' }, 'email', LOGIN_MESSAGES.emailInvalid],
      [{ email: 'a@example.com' }, 'password', LOGIN_MESSAGES.passwordRequired],
      [{ email: 'a@example.com', password: '123' }, 'password', LOGIN_MESSAGES.passwordShort],
    ];
    for (const [body, field, message] of cases) {
      const response = await post('/api/login', body);
      expect(response.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(response).errors[field]).toEqual([message]);
    }
  });

  it('revokes the token on logout, and only that token', async () => {
    const { token, password, user } = await registerCustomer(t.app);
    const other = json<{ token: string }>(await post('/api/login', { email: user.email, password }));
    const out = await post('/api/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ message: 'You have been logged out.' });
    expect((await get('/api/user', bearer(token))).statusCode).toBe(401);
    expect((await get('/api/user', bearer(token.split('|')[1]!))).statusCode).toBe(401);
    expect((await get('/api/user', bearer(other.token))).statusCode).toBe(200);
  });

  it('keeps a revoked token on record, marked revoked, so it is told apart from one that never existed', async () => {
    const { token } = await registerCustomer(t.app);
    const tokenId = Number(token.split('|')[0]);
    expect((await post('/api/logout', undefined, bearer(token))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await get('/api/user', bearer(token))).statusCode).toBe(401);
  });

  it('expires a token 30 days after its last use, and moves the expiry on as it is used', async () => {
    const { token } = await registerCustomer(t.app);
    const tokenId = Number(token.split('|')[0]);
    const expiry = async () =>
      (await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, tokenId)))[0]!.expiresAt;
    const day = 24 * 60 * 60 * 1000;
    const fresh = (await expiry()).getTime() - Date.now();
    expect(fresh).toBeGreaterThan(29.9 * day);
    expect(fresh).toBeLessThanOrEqual(30 * day);

    // Last used 20 days ago: still good, and using it gives it 30 days again.
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() + 10 * day) })
      .where(eq(accessTokens.id, tokenId));
    expect((await get('/api/user', bearer(token))).statusCode).toBe(200);
    expect((await expiry()).getTime() - Date.now()).toBeGreaterThan(29.9 * day);

    // Not used for 30 days: signed out.
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, tokenId));
    const expired = await get('/api/user', bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({ message: 'Unauthenticated.' });
  });

  it('marks every signed-in answer private and not to be stored, refusals included', async () => {
    const { token, user } = await registerCustomer(t.app);
    for (const response of [
      await get('/api/user', bearer(token)),
      await get('/api/addresses', bearer(token)),
      await get(`/api/orders/${user.id}`, bearer(token)),
      await post('/api/customer.details', {}, bearer(token)),
      await get('/api/user'),
    ]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a made-up token', { authorization: 'Bearer 1|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['a made-up secret', { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 Unauthenticated. with %s', async (_label, headers) => {
    for (const call of [
      get('/api/user', headers),
      post('/api/customer.details', {}, headers),
      post('/api/customer.update', { name: 'X' }, headers),
      post('/api/logout', undefined, headers),
      get('/api/addresses', headers),
      post('/api/reviews', {}, headers),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('profile', () => {
  it("reads your own record by /customer.details and /customer.detail, and nobody else's", async () => {
    const a = await registerCustomer(t.app, { name: 'Customer A' });
    const b = await registerCustomer(t.app, { name: 'Customer B' });
    for (const path of ['/api/customer.details', '/api/customer.detail']) {
      const own = await post(path, { user_id: a.user.id }, bearer(a.token));
      expect(own.statusCode).toBe(200);
      expect(userResponse.parse(json(own)).user.name).toBe('Customer A');
      const ownWithoutId = await post(path, undefined, bearer(a.token));
      expect(userResponse.parse(json(ownWithoutId)).user.id).toBe(a.user.id);
      const other = await post(path, { user_id: b.user.id }, bearer(a.token));
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Customer B');
      expect((await post(path, { user_id: 'abc' }, bearer(a.token))).statusCode).toBe(422);
    }
  });

  it('changes only your own name, mobile and gender', async () => {
    const a = await registerCustomer(t.app, { name: 'Before' });
    const b = await registerCustomer(t.app, { name: 'Untouched' });
    const response = await post(
      '/api/customer.update',
      {
        name: 'After',
        mobile: '+91 98470 22222',
        gender: 'Other',
        email: 'hijack@example.com',
        id: b.user.id,
      },
      bearer(a.token),
    );
    expect(response.statusCode).toBe(200);
    expect(userResponse.parse(json(response)).user).toMatchObject({
      id: a.user.id,
      name: 'After',
      mobile: '9847022222',
      gender: 'Other',
      email: a.user.email,
    });
    const other = userResponse.parse(json(await get('/api/user', bearer(b.token))));
    expect(other.user.name).toBe('Untouched');
    for (const mobile of ['123', '1234567890']) {
      const invalid = await post('/api/customer.update', { mobile }, bearer(a.token));
      expect(invalid.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(invalid).errors.mobile).toEqual([
        'Enter a valid mobile number (10 digits, with or without +91).',
      ]);
    }
  });
});

describe('secrets at rest', () => {
  it('stores passwords as argon2id hashes', async () => {
    const { user } = await registerCustomer(t.app, { password: 'plain-text-pass' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('plain-text-pass');
  });
});

describe('passwords', () => {
  it('count a password of only spaces as no password, at registration and sign-in', async () => {
    const registered = await post('/api/customer.store', {
      ...valid,
      email: 'spaces@example.com',
      password: '        ',
    });
    expect(registered.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(registered).errors.password).toEqual([
      REGISTER_MESSAGES.passwordRequired,
    ]);
    const login = await post('/api/login', { email: 'spaces@example.com', password: '       ' });
    expect(json<{ errors: Record<string, string[]> }>(login).errors.password).toEqual([
      LOGIN_MESSAGES.passwordRequired,
    ]);
    // Spaces inside or around a real password are the customer's own and kept.
    const spaced = await post('/api/customer.store', {
      ...valid,
      email: 'spaced@example.com',
      password: ' a b c d ',
    });
    expect(spaced.statusCode).toBe(201);
    expect(
      (await post('/api/login', { email: 'spaced@example.com', password: ' a b c d ' })).statusCode,
    ).toBe(200);
    expect((await post('/api/login', { email: 'spaced@example.com', password: 'a b c d' })).statusCode).toBe(
      401,
    );
  });

  it('change with the current one, and sign out every other session', async () => {
    const { token, user, password } = await registerCustomer(t.app);
    const other = json<{ token: string }>(await post('/api/login', { email: user.email, password })).token;
    const change = (body: object) => post('/api/customer.password', body, bearer(token));

    const wrong = await change({ current_password: 'not-it-at-all', password: 'new-secret-1' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toEqual({
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      errors: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    expect((await change({ password: 'new-secret-1' })).statusCode).toBe(422);
    expect((await change({ current_password: password, password: '12' })).statusCode).toBe(422);

    const changed = await change({ current_password: password, password: 'new-secret-1' });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await get('/api/user', bearer(token))).statusCode).toBe(200);
    expect((await get('/api/user', bearer(other))).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: 'new-secret-1' })).statusCode).toBe(200);
    expect((await post('/api/customer.password', { current_password: 'x', password: 'y' })).statusCode).toBe(
      401,
    );
  });
});

import {
  auditQuery,
  NOTIFICATION_MESSAGES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_COOKIE,
  STAFF_MESSAGES,
  TWO_FACTOR,
  type StaffRole,
} from '@farm/contract';
import { and, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, shop } from '../src/db/schema.js';
import { AUTH_LIMITS } from '../src/modules/customers/rate-limits.js';
import { staffBody } from './factories.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'monsoon-harvest-42';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The shop's settings row (the demo data is not loaded here): the two-factor rule is kept in it.
  await t.database.db.insert(shop).values({
    name: 'Test farm',
    contactEmail: 'hello@farm.example',
    ordersEmail: 'orders@farm.example',
    phonePrimary: '9847000000',
  });
  for (const role of ['owner', 'manager', 'packer'] as StaffRole[]) {
    await t.services.staff.create(staffBody(role), { staffId: null, actor: 'test' });
  }
});
afterAll(async () => t?.close());

let ipCounter = 0;
function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: object; from?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    // Each call from an address of its own, unless the test says which.
    remoteAddress: options.from ?? `10.7.0.${++ipCounter % 250}`,
  });
}

/** Signs a staff member in and answers the cookie to send back, as a browser would. */
async function signIn(role: StaffRole): Promise<string> {
  const response = await call('POST', '/api/admin/session', {
    body: { email: `${role}@farm.example`, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(new RegExp(`^${STAFF_COOKIE.name}=`));
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Strict');
  expect(setCookie).toContain(`Path=${STAFF_COOKIE.path}`);
  return setCookie.split(';')[0]!;
}

describe('staff sign-in', () => {
  it('signs a staff member in with an HttpOnly cookie, and says who they are and what they may do', async () => {
    const cookie = await signIn('packer');
    const me = await call('GET', '/api/admin/session', { cookie });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({
      staff: {
        id: expect.any(Number),
        name: 'The packer',
        email: 'packer@farm.example',
        role: 'packer',
        permissions: [...ROLE_PERMISSIONS.packer],
      },
      stage: 'full',
      two_factor: false,
    });
  });

  it('refuses a wrong password or an unknown e-mail with one message, and records the failure', async () => {
    for (const body of [
      { email: 'owner@farm.example', password: 'not-the-password' },
      { email: 'nobody@farm.example', password: 'not-the-password' },
    ]) {
      const response = await call('POST', '/api/admin/session', { body });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: STAFF_MESSAGES.wrongCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'staff.sign-in-failed'`);
    expect(failures.map((row) => row.actor).sort()).toEqual(['nobody@farm.example', 'owner@farm.example']);
  });

  it('a customer’s token is not a staff session, and no cookie is no session', async () => {
    const { token } = await registerCustomer(t.app);
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(token) }),
      await call('GET', '/api/admin/session'),
      await call('GET', '/api/admin/session', { cookie: `${STAFF_COOKIE.name}=${'x'.repeat(43)}` }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: STAFF_MESSAGES.notSignedIn });
    }
  });

  it('refuses changes sent from another site (Origin), even with a valid session', async () => {
    const cookie = await signIn('owner');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie, origin: 'https://attacker.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign)).toEqual({ message: STAFF_MESSAGES.foreignOrigin });
    const noOrigin = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/session', { cookie })).statusCode).toBe(200);
  });

  it('signs out: the session is over and the cookie cleared', async () => {
    const cookie = await signIn('manager');
    const out = await call('DELETE', '/api/admin/session', { cookie });
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ message: STAFF_MESSAGES.signedOut });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await call('GET', '/api/admin/session', { cookie })).statusCode).toBe(401);
  });

  it('refuses a weak password for a new staff member, saying which part of the rule it breaks', async () => {
    for (const [weak, reason] of [
      ['short-1', STAFF_MESSAGES.passwordTooShort],
      ['password1234', STAFF_MESSAGES.passwordCommon],
      ['aaaaaaaaaaaaaaaa', STAFF_MESSAGES.passwordFewCharacters],
      ['ravi.kumar-2026-x', STAFF_MESSAGES.passwordHasEmail('ravi.kumar')],
    ] as const) {
      await expect(
        t.services.staff.create(
          { name: 'Ravi', email: 'ravi.kumar@farm.example', role: 'packer', password: weak },
          { staffId: null, actor: 'test' },
        ),
        weak,
      ).rejects.toThrow(reason);
    }
  });
});

describe('roles', () => {
  it('give the owner everything, the manager no staff or settings, the packer only orders to see and move', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS.manager).not.toContain('staff.manage');
    expect(ROLE_PERMISSIONS.manager).not.toContain('settings.write');
    expect(ROLE_PERMISSIONS.packer).toEqual(['orders.read', 'orders.advance', 'stock.write']);
  });

  it('let only a role with the permission read the audit trail; the others are told why', async () => {
    const owner = await call('GET', '/api/admin/audit', { cookie: await signIn('owner') });
    expect(owner.statusCode).toBe(200);
    const actions = json<{ data: { action: string }[] }>(owner).data.map((row) => row.action);
    expect(actions).toContain('staff.sign-in');
    expect(actions).toContain('staff.create');
    for (const role of ['manager', 'packer'] as const) {
      const refused = await call('GET', '/api/admin/audit', { cookie: await signIn(role) });
      expect(refused.statusCode, role).toBe(403);
      expect(json(refused)).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
  });

  it('every staff route of the route table refuses no session and a customer token', async () => {
    const { token } = await registerCustomer(t.app);
    const routes = t.app.routeTable.filter((r) => r.staff !== undefined && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const method = route.method as 'GET' | 'DELETE';
      expect((await call(method, route.url)).statusCode, `${route.method} ${route.url}`).toBe(401);
      const asCustomer = await t.app.inject({
        method,
        url: route.url,
        headers: { ...bearer(token), origin: ORIGIN },
      });
      expect(asCustomer.statusCode, `${route.method} ${route.url} as a customer`).toBe(401);
    }
  });
});

describe('each role’s reach', () => {
  it('every staff route that needs a permission refuses, in words, a role without it', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.staff !== undefined && r.staff !== 'signed-in' && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(5);
    const cookies = {
      owner: await signIn('owner'),
      manager: await signIn('manager'),
      packer: await signIn('packer'),
    };
    for (const route of routes) {
      for (const role of ['manager', 'packer'] as const) {
        if (ROLE_PERMISSIONS[role].includes(route.staff as (typeof PERMISSIONS)[number])) continue;
        const url = route.url.replace(':id', '1');
        const response = await call(route.method as 'GET', url, { cookie: cookies[role], body: {} });
        expect(response.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
        expect(json(response)).toEqual({ message: STAFF_MESSAGES.forbidden });
      }
    }
  });
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or remove a row', async () => {
    // The database's own refusal (Drizzle wraps it: the trigger's words are in the cause).
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
        return 'accepted';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(sql`UPDATE audit_log SET actor = 'someone else'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog);
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe('staff management', () => {
  it('the owner adds staff; a manager may not; a weak password and a taken e-mail are refused in words', async () => {
    const owner = await signIn('owner');
    const manager = await signIn('manager');
    const body = { name: 'Ravi', email: 'ravi@farm.example', role: 'packer', password: 'paddy-field-2026' };
    const refused = await call('POST', '/api/admin/staff', { cookie: manager, body });
    expect(refused.statusCode).toBe(403);
    const weak = await call('POST', '/api/admin/staff', {
      cookie: owner,
      body: { ...body, password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(json(weak)).toEqual({
      message: STAFF_MESSAGES.passwordTooShort,
      errors: { password: [STAFF_MESSAGES.passwordTooShort] },
    });
    const added = await call('POST', '/api/admin/staff', { cookie: owner, body });
    expect(added.statusCode).toBe(201);
    expect(json(added)).toMatchObject({ email: 'ravi@farm.example', role: 'packer' });
    const again = await call('POST', '/api/admin/staff', { cookie: owner, body });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: STAFF_MESSAGES.staffExists });
    const list = json<{ data: { email: string }[] }>(
      await call('GET', '/api/admin/staff', { cookie: owner }),
    );
    expect(list.data.map((m) => m.email)).toContain('ravi@farm.example');
  });

  it("a role change takes effect at once: that person's sessions end; the last owner cannot be demoted", async () => {
    const owner = await signIn('owner');
    await call('POST', '/api/admin/staff', {
      cookie: owner,
      body: { name: 'Meera', email: 'meera@farm.example', role: 'packer', password: 'jackfruit-season-9' },
    });
    const meera = await call('POST', '/api/admin/session', {
      body: { email: 'meera@farm.example', password: 'jackfruit-season-9' },
    });
    const meeraCookie = String(meera.headers['set-cookie']).split(';')[0]!;
    const id = json<{ staff: { id: number } }>(meera).staff.id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${id}/role`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { role: 'manager' },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toMatchObject({ role: 'manager' });
    expect((await call('GET', '/api/admin/session', { cookie: meeraCookie })).statusCode).toBe(401);

    const me = json<{ staff: { id: number } }>(await call('GET', '/api/admin/session', { cookie: owner }));
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${me.staff.id}/role`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toEqual({ message: STAFF_MESSAGES.lastOwner });
    expect((await call('GET', '/api/admin/session', { cookie: owner })).statusCode).toBe(200);
  });
});

describe('changing one’s own password', () => {
  /** A member of their own for each test (the failure budget of one e-mail must not leak into another test). */
  async function member(name: string, password: string) {
    const email = `${name.toLowerCase()}@farm.example`;
    await t.services.staff.create(
      { name, email, role: 'packer', password },
      { staffId: null, actor: 'test' },
    );
    const signInAs = (typed: string) =>
      call('POST', '/api/admin/session', { body: { email, password: typed } });
    const opened = await signInAs(password);
    expect(opened.statusCode).toBe(200);
    return {
      email,
      id: json<{ staff: { id: number } }>(opened).staff.id,
      cookie: String(opened.headers['set-cookie']).split(';')[0]!,
      signInAs,
    };
  }
  const change = (cookie: string, body: object, from?: string) =>
    call('POST', '/api/admin/session/password', { cookie, body, from });

  it('ends the other sessions (not this one), is audited, and e-mails the person through the outbox', async () => {
    const anu = await member('Anu', 'cardamom-hills-7');
    const elsewhere = String((await anu.signInAs('cardamom-hills-7')).headers['set-cookie']).split(';')[0]!;
    const changed = await change(anu.cookie, {
      current_password: 'cardamom-hills-7',
      password: 'pepper-garden-42',
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ message: STAFF_MESSAGES.passwordChanged });
    expect((await call('GET', '/api/admin/session', { cookie: anu.cookie })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await anu.signInAs('cardamom-hills-7')).statusCode).toBe(401);
    expect((await anu.signInAs('pepper-garden-42')).statusCode).toBe(200);

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password'), eq(auditLog.entityId, String(anu.id))));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor: anu.email, staffId: anu.id });

    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'staff-password-changed'), eq(outboxMessages.recipient, anu.email)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${NOTIFICATION_MESSAGES.subjectPasswordChanged} · Test farm`);
    expect(mail[0]!.text).toContain(NOTIFICATION_MESSAGES.greeting('Anu'));
    expect(mail[0]!.text).toContain(NOTIFICATION_MESSAGES.passwordChangedNotYou);
    // Neither password is ever written into a message.
    expect(mail[0]!.text + mail[0]!.html).not.toMatch(/pepper-garden-42|cardamom-hills-7/);
  });

  it('refuses a wrong current password in words, audits it, and counts it against the sign-in’s limit', async () => {
    const babu = await member('Babu', 'tapioca-field-31');
    const thief = '10.8.0.66';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await change(
        babu.cookie,
        { current_password: 'not-it', password: 'pepper-garden-42' },
        thief,
      );
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(422);
      expect(json(wrong)).toEqual({
        message: STAFF_MESSAGES.currentPasswordWrong,
        errors: { current_password: [STAFF_MESSAGES.currentPasswordWrong] },
      });
    }
    // Five wrong guesses from one address used that address's budget for the e-mail: there, even the right one waits.
    const guessed = await change(
      babu.cookie,
      { current_password: 'tapioca-field-31', password: 'pepper-garden-42' },
      thief,
    );
    expect(guessed.statusCode).toBe(429);
    expect(
      (
        await call('POST', '/api/admin/session', {
          body: { email: babu.email, password: 'tapioca-field-31' },
          from: thief,
        })
      ).statusCode,
    ).toBe(429);
    // Babu, from anywhere else, signs in: a stolen session cannot lock its owner out (issue 33, item 4).
    expect((await babu.signInAs('tapioca-field-31')).statusCode).toBe(200);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.sign-in-failed'), eq(auditLog.entityId, String(babu.id))));
    expect(failures).toHaveLength(5);
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, babu.email));
    expect(mail).toEqual([]);
  });

  it('holds the new password to the staff rule, each reason in its own words, and asks for both fields', async () => {
    const chitra = await member('Chitra', 'jackfruit-rains-8');
    for (const [weak, reason] of [
      ['short-pw', STAFF_MESSAGES.passwordTooShort],
      ['password1234', STAFF_MESSAGES.passwordCommon],
      ['ababababababab', STAFF_MESSAGES.passwordFewCharacters],
      ['Chitra-at-the-farm-1', STAFF_MESSAGES.passwordHasEmail('chitra')],
    ] as const) {
      const refused = await change(chitra.cookie, { current_password: 'jackfruit-rains-8', password: weak });
      expect(refused.statusCode, weak).toBe(422);
      expect(json(refused)).toEqual({ message: reason, errors: { password: [reason] } });
    }
    const empty = await change(chitra.cookie, { current_password: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors).toEqual({
      current_password: [STAFF_MESSAGES.currentPasswordRequired],
      password: [STAFF_MESSAGES.newPasswordRequired],
    });
    // Nothing changed: the old password still signs in.
    expect((await chitra.signInAs('jackfruit-rains-8')).statusCode).toBe(200);
  });
});

/** Reads a QR code (an SVG document) as a camera would: drawn to pixels, then decoded by jsQR. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 400 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

describe('two-factor sign-in', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;
  let secret = '';
  let recovery: string[] = [];
  /** The owner's session once the owner uses two-factor too (the rule needs it). */
  let owner = '';

  it('is set up with a key for the app and the first code, and answers ten recovery codes once', async () => {
    await t.services.staff.create(
      { name: 'Sini', email: 'sini@farm.example', role: 'packer', password: 'banana-chips-77' },
      { staffId: null, actor: 'test' },
    );
    const signInSini = () =>
      call('POST', '/api/admin/session', {
        body: { email: 'sini@farm.example', password: 'banana-chips-77' },
      });
    const here = cookieOf(await signInSini());
    const elsewhere = cookieOf(await signInSini());
    const confirmEarly = await call('POST', '/api/admin/me/two-factor/confirm', {
      cookie: here,
      body: { code: '123456', password: 'banana-chips-77' },
    });
    expect(confirmEarly.statusCode).toBe(409);
    expect(json(confirmEarly)).toEqual({ message: STAFF_MESSAGES.twoFactorNotStarted });
    const started = await call('POST', '/api/admin/me/two-factor', { cookie: here });
    expect(started.statusCode).toBe(200);
    const key = json<{ secret: string; otpauth_url: string; qr_svg: string; issuer: string }>(started);
    expect(key.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*sini%40farm\.example.*secret=/);
    // The app lists the key under the shop's name and the person's e-mail.
    expect(key.issuer).toBe('Test farm');
    const uri = new URL(key.otpauth_url);
    expect(uri.searchParams.get('issuer')).toBe('Test farm');
    expect(uri.searchParams.get('secret')).toBe(key.secret);
    // The QR code, drawn as a phone's camera would see it and decoded, is that very address.
    expect(key.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await decodeQr(key.qr_svg)).toBe(key.otpauth_url);
    secret = key.secret;
    const wrong = await call('POST', '/api/admin/me/two-factor/confirm', {
      cookie: here,
      body: { code: '000000', password: 'banana-chips-77' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ message: STAFF_MESSAGES.codeWrong });
    const on = await call('POST', '/api/admin/me/two-factor/confirm', {
      cookie: here,
      body: { code: await generate({ secret }), password: 'banana-chips-77' },
    });
    expect(on.statusCode).toBe(200);
    recovery = json<{ recovery_codes: string[] }>(on).recovery_codes;
    expect(recovery).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(recovery).size).toBe(TWO_FACTOR.recoveryCodes);
    // Turning it on ends the person's other sessions, not this one.
    expect((await call('GET', '/api/admin/session', { cookie: here })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', { cookie: elsewhere })).statusCode).toBe(401);
    const again = await call('POST', '/api/admin/me/two-factor', { cookie: here });
    expect(again.statusCode).toBe(409);
  });

  it('after the password, only the code step is open; a code works once; the password-only cookie stops working', async () => {
    const first = await call('POST', '/api/admin/session', {
      body: { email: 'sini@farm.example', password: 'banana-chips-77' },
    });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      stage: 'code',
      two_factor: true,
      message: STAFF_MESSAGES.codeNeeded,
    });
    const waiting = cookieOf(first);
    const orders = await call('GET', '/api/admin/orders', { cookie: waiting });
    expect(orders.statusCode).toBe(401);
    expect(json(orders)).toEqual({ message: STAFF_MESSAGES.codeNeeded });
    // The code the setup used (this time step) is refused: a code signs in once.
    const replay = await call('POST', '/api/admin/session/code', {
      cookie: waiting,
      body: { code: await generate({ secret }) },
    });
    expect(replay.statusCode).toBe(422);
    const next = await call('POST', '/api/admin/session/code', {
      cookie: waiting,
      body: { code: await generate({ secret, epoch: now() + TWO_FACTOR.periodSeconds }) },
    });
    expect(next.statusCode).toBe(200);
    expect(json(next)).toMatchObject({ stage: 'full', two_factor: true });
    const signedIn = cookieOf(next);
    expect(signedIn).not.toBe(waiting);
    expect((await call('GET', '/api/admin/orders', { cookie: signedIn })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/orders', { cookie: waiting })).statusCode).toBe(401);
  });

  it('a recovery code signs in once, typed in any case and with spaces', async () => {
    const signInWith = async (code: string) => {
      const first = await call('POST', '/api/admin/session', {
        body: { email: 'sini@farm.example', password: 'banana-chips-77' },
      });
      return call('POST', '/api/admin/session/code', { cookie: cookieOf(first), body: { code } });
    };
    const used = await signInWith(` ${recovery[0]!.toUpperCase().replace(/-/g, ' ')} `);
    expect(used.statusCode).toBe(200);
    expect(json(used)).toMatchObject({ stage: 'full', message: STAFF_MESSAGES.recoveryCodeUsed });
    const reused = await signInWith(recovery[0]!);
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({ message: STAFF_MESSAGES.codeWrong });
  });

  it('the owner can require it of everyone: staff without it may only set it up, and may not turn it off', async () => {
    owner = await signIn('owner');
    const manager = await signIn('manager');
    const refused = await call('PUT', '/api/admin/settings/two-factor', {
      cookie: manager,
      body: { required: true },
    });
    expect(refused.statusCode).toBe(403);
    const notYet = await call('PUT', '/api/admin/settings/two-factor', {
      cookie: owner,
      body: { required: true },
    });
    expect(notYet.statusCode).toBe(409);
    expect(json(notYet)).toEqual({ message: STAFF_MESSAGES.twoFactorYourselfFirst });
    const ownerKey = json<{ secret: string }>(
      await call('POST', '/api/admin/me/two-factor', { cookie: owner }),
    );
    const ownerOn = await call('POST', '/api/admin/me/two-factor/confirm', {
      cookie: owner,
      body: { code: await generate({ secret: ownerKey.secret }), password: PASSWORD },
    });
    expect(ownerOn.statusCode).toBe(200);
    const on = await call('PUT', '/api/admin/settings/two-factor', {
      cookie: owner,
      body: { required: true },
    });
    expect(on.statusCode).toBe(200);
    expect(json(on)).toEqual({ required: true, message: STAFF_MESSAGES.twoFactorPolicySaved });
    try {
      // The manager's session began before the rule: now it may only set two-factor up.
      const blocked = await call('GET', '/api/admin/orders', { cookie: manager });
      expect(blocked.statusCode).toBe(403);
      expect(json(blocked)).toEqual({ message: STAFF_MESSAGES.setupNeeded });
      expect(json(await call('GET', '/api/admin/session', { cookie: manager }))).toMatchObject({
        stage: 'setup',
      });
      expect((await call('POST', '/api/admin/me/two-factor', { cookie: manager })).statusCode).toBe(200);
      const fresh = await call('POST', '/api/admin/session', {
        body: { email: 'manager@farm.example', password: PASSWORD },
      });
      expect(json(fresh)).toMatchObject({ stage: 'setup', message: STAFF_MESSAGES.setupNeeded });

      const first = await call('POST', '/api/admin/session', {
        body: { email: 'sini@farm.example', password: 'banana-chips-77' },
      });
      const sini = cookieOf(
        await call('POST', '/api/admin/session/code', {
          cookie: cookieOf(first),
          body: { code: recovery[1]! },
        }),
      );
      const off = await call('DELETE', '/api/admin/me/two-factor', {
        cookie: sini,
        body: { password: 'banana-chips-77' },
      });
      expect(off.statusCode).toBe(409);
      expect(json(off)).toEqual({ message: STAFF_MESSAGES.twoFactorRequired });
    } finally {
      await call('PUT', '/api/admin/settings/two-factor', { cookie: owner, body: { required: false } });
    }
  });

  it('the owner resets a lost phone: two-factor is off and that person is signed out everywhere', async () => {
    const first = await call('POST', '/api/admin/session', {
      body: { email: 'sini@farm.example', password: 'banana-chips-77' },
    });
    const sini = cookieOf(
      await call('POST', '/api/admin/session/code', {
        cookie: cookieOf(first),
        body: { code: recovery[2]! },
      }),
    );
    const id = json<{ staff: { id: number } }>(await call('GET', '/api/admin/session', { cookie: sini }))
      .staff.id;
    const packer = await signIn('packer');
    expect((await call('DELETE', `/api/admin/staff/${id}/two-factor`, { cookie: packer })).statusCode).toBe(
      403,
    );
    const reset = await call('DELETE', `/api/admin/staff/${id}/two-factor`, { cookie: owner });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ message: STAFF_MESSAGES.twoFactorReset });
    expect((await call('GET', '/api/admin/session', { cookie: sini })).statusCode).toBe(401);
    // Sini is told, in case it was not asked for.
    const told = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'sini@farm.example'),
          eq(outboxMessages.kind, 'staff-two-factor-off'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`${NOTIFICATION_MESSAGES.subjectTwoFactorOff} · Test farm`);
    expect(told[0]!.text).toContain("The shop's owner reset your two-factor sign-in on ");
    const back = await call('POST', '/api/admin/session', {
      body: { email: 'sini@farm.example', password: 'banana-chips-77' },
    });
    expect(json(back)).toMatchObject({ stage: 'full', two_factor: false });
    const missing = await call('DELETE', '/api/admin/staff/99999/two-factor', { cookie: owner });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: STAFF_MESSAGES.noSuchStaff });
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    for (const action of [
      'staff.two-factor-on',
      'staff.two-factor-reset',
      'settings.two-factor',
      'staff.sign-in-password',
    ]) {
      expect(actions).toContain(action);
    }
  });
});

/**
 * Security issue 33: a stolen cookie turned two-factor on with the thief's app (items 6 and 9), and guesses at a
 * password from anywhere kept the owner out (item 4).
 */
describe('two-factor asks for the password, and the person is told', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;
  const outboxOf = (email: string, kind: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, kind)));
  const trailWords = async (id: number) =>
    (await t.services.staff.searchAudit(auditQuery.parse({ staff_id: String(id), per_page: '50' }))).data
      .filter((row) => row.action === 'staff.sign-in-failed')
      .map((row) => row.what);

  it('turning it on: no password or a wrong one is refused in words (and audited); the right one turns it on and e-mails them', async () => {
    await t.services.staff.create(
      { name: 'Kiran', email: 'kiran@farm.example', role: 'packer', password: 'coconut-grove-61' },
      { staffId: null, actor: 'test' },
    );
    const opened = await call('POST', '/api/admin/session', {
      body: { email: 'kiran@farm.example', password: 'coconut-grove-61' },
    });
    const kiran = cookieOf(opened);
    const id = json<{ staff: { id: number } }>(opened).staff.id;
    const { secret } = json<{ secret: string }>(
      await call('POST', '/api/admin/me/two-factor', { cookie: kiran }),
    );
    const confirm = (body: object) =>
      call('POST', '/api/admin/me/two-factor/confirm', { cookie: kiran, body });

    const none = await confirm({ code: await generate({ secret }) });
    expect(none.statusCode).toBe(422);
    expect(json(none)).toEqual({
      message: STAFF_MESSAGES.currentPasswordRequired,
      errors: { password: [STAFF_MESSAGES.currentPasswordRequired] },
    });
    const wrong = await confirm({ code: await generate({ secret }), password: 'the-thiefs-guess' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toEqual({
      message: STAFF_MESSAGES.currentPasswordWrong,
      errors: { password: [STAFF_MESSAGES.currentPasswordWrong] },
    });
    expect(json(await call('GET', '/api/admin/session', { cookie: kiran }))).toMatchObject({
      two_factor: false,
    });
    expect(await outboxOf('kiran@farm.example', 'staff-two-factor-on')).toEqual([]);
    expect(await trailWords(id)).toEqual([
      'typed a wrong current password when turning two-factor sign-in on',
    ]);

    const on = await confirm({ code: await generate({ secret }), password: 'coconut-grove-61' });
    expect(on.statusCode).toBe(200);
    const mail = await outboxOf('kiran@farm.example', 'staff-two-factor-on');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${NOTIFICATION_MESSAGES.subjectTwoFactorOn} · Test farm`);
    expect(mail[0]!.text).toContain(NOTIFICATION_MESSAGES.greeting('Kiran'));
    expect(mail[0]!.text).toContain(NOTIFICATION_MESSAGES.twoFactorNotYou);
    // Nothing in it signs anyone in: neither the key nor the password.
    expect(mail[0]!.text + mail[0]!.html).not.toContain(secret);
    expect(mail[0]!.text + mail[0]!.html).not.toContain('coconut-grove-61');

    // Turning it off: a wrong password is refused and audited; the right one turns it off and e-mails them.
    const offWrong = await call('DELETE', '/api/admin/me/two-factor', {
      cookie: kiran,
      body: { password: 'another-guess' },
    });
    expect(offWrong.statusCode).toBe(422);
    expect(await outboxOf('kiran@farm.example', 'staff-two-factor-off')).toEqual([]);
    const off = await call('DELETE', '/api/admin/me/two-factor', {
      cookie: kiran,
      body: { password: 'coconut-grove-61' },
    });
    expect(off.statusCode).toBe(200);
    const offMail = await outboxOf('kiran@farm.example', 'staff-two-factor-off');
    expect(offMail).toHaveLength(1);
    expect(offMail[0]!.subject).toBe(`${NOTIFICATION_MESSAGES.subjectTwoFactorOff} · Test farm`);
    expect(offMail[0]!.text).toContain(NOTIFICATION_MESSAGES.twoFactorNotYou);
    expect(await trailWords(id)).toEqual([
      'typed a wrong current password when turning two-factor sign-in off',
      'typed a wrong current password when turning two-factor sign-in on',
    ]);
  });

  it('guesses spread over many addresses stop at the ceiling, but the owner with two-factor gets in with password and code; each is warned once', async () => {
    const make = async (name: string, role: StaffRole, password: string) => {
      const email = `${name.toLowerCase()}@farm.example`;
      await t.services.staff.create({ name, email, role, password }, { staffId: null, actor: 'test' });
      return { email, password };
    };
    const latha = await make('Latha', 'owner', 'rubber-estate-808');
    const mani = await make('Mani', 'packer', 'arecanut-rows-19');
    const signInAs = (who: { email: string }, password: string, from?: string) =>
      call('POST', '/api/admin/session', { body: { email: who.email, password }, from });
    // Latha turns two-factor on.
    const first = cookieOf(await signInAs(latha, latha.password));
    const { secret } = json<{ secret: string }>(
      await call('POST', '/api/admin/me/two-factor', { cookie: first }),
    );
    expect(
      (
        await call('POST', '/api/admin/me/two-factor/confirm', {
          cookie: first,
          body: { code: await generate({ secret }), password: latha.password },
        })
      ).statusCode,
    ).toBe(200);

    // The attack: more wrong passwords than the ceiling, each from an address of its own, at once.
    const ceiling = AUTH_LIMITS.failedLoginsPerEmail.points;
    let n = 0;
    for (const who of [latha, mani]) {
      const answers = await Promise.all(
        Array.from({ length: ceiling + 5 }, () =>
          signInAs(who, `guess-${++n}`, `10.60.${n >> 8}.${n & 255}`),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(ceiling);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    }
    // Mani, without two-factor, waits like the guessers: the right password alone opens nothing now.
    expect((await signInAs(mani, mani.password, '10.61.0.1')).statusCode).toBe(429);
    // Latha's right password opens the code step, and her code lets her in.
    const waiting = await signInAs(latha, latha.password, '10.61.0.2');
    expect(waiting.statusCode).toBe(200);
    expect(json(waiting)).toMatchObject({ stage: 'code' });
    const done = await call('POST', '/api/admin/session/code', {
      cookie: cookieOf(waiting),
      body: {
        code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + TWO_FACTOR.periodSeconds }),
      },
    });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ stage: 'full' });
    // A wrong password of hers is still only a wait, like anyone's.
    expect((await signInAs(latha, 'guess-again', '10.61.0.3')).statusCode).toBe(429);

    // Each was told once, not once a guess.
    for (const who of [latha, mani]) {
      const warned = await outboxOf(who.email, 'staff-sign-in-guessed');
      expect(warned, who.email).toHaveLength(1);
      expect(warned[0]!.subject).toBe(`${NOTIFICATION_MESSAGES.subjectSignInGuessed} · Test farm`);
      // The count the warning line was reached at (tries sent at once may pass it together).
      const count = /wrong password for your account (\d+) times/.exec(warned[0]!.text)?.[1];
      expect(Number(count)).toBeGreaterThanOrEqual(AUTH_LIMITS.warnAfterFailures);
      expect(warned[0]!.text).toContain(NOTIFICATION_MESSAGES.signInGuessed(Number(count)));
      expect(warned[0]!.text).toContain(NOTIFICATION_MESSAGES.staffSignInGuessedAdvice);
    }
  }, 60_000);
});

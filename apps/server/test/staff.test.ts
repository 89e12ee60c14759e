import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_COOKIE, STAFF_MESSAGES, type StaffRole } from '@farm/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'monsoon-harvest-42';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  for (const role of ['owner', 'manager', 'packer'] as StaffRole[]) {
    await t.services.staff.create(
      { name: `The ${role}`, email: `${role}@farm.example`, role, password: PASSWORD },
      { staffId: null, actor: 'test' },
    );
  }
});
afterAll(async () => t?.close());

let ipCounter = 0;
function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { cookie?: string; body?: object } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.body,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: `10.7.0.${++ipCounter % 250}`,
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

  it('refuses a weak password for a new staff member, saying why', async () => {
    for (const weak of ['short-1', 'password1234', 'aaaaaaaaaaaaaaaa', 'ravi.kumar-2026-x']) {
      await expect(
        t.services.staff.create(
          { name: 'Ravi', email: 'ravi.kumar@farm.example', role: 'packer', password: weak },
          { staffId: null, actor: 'test' },
        ),
      ).rejects.toThrow(STAFF_MESSAGES.weakPassword);
    }
  });
});

describe('roles', () => {
  it('give the owner everything, the manager no staff or settings, the packer only orders to see and move', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS.manager).not.toContain('staff.manage');
    expect(ROLE_PERMISSIONS.manager).not.toContain('settings.write');
    expect(ROLE_PERMISSIONS.packer).toEqual(['orders.read', 'orders.advance']);
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
    expect(json(weak)).toMatchObject({ message: STAFF_MESSAGES.weakPassword });
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

  it('a password change needs the current one and ends the other sessions, not this one', async () => {
    await t.services.staff.create(
      { name: 'Anu', email: 'anu@farm.example', role: 'packer', password: 'cardamom-hills-7' },
      { staffId: null, actor: 'test' },
    );
    const signInAnu = async (password: string) =>
      call('POST', '/api/admin/session', { body: { email: 'anu@farm.example', password } });
    const here = String((await signInAnu('cardamom-hills-7')).headers['set-cookie']).split(';')[0]!;
    const elsewhere = String((await signInAnu('cardamom-hills-7')).headers['set-cookie']).split(';')[0]!;
    const wrong = await call('POST', '/api/admin/session/password', {
      cookie: here,
      body: { current_password: 'not-it', password: 'pepper-garden-42' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ message: STAFF_MESSAGES.currentPasswordWrong });
    const changed = await call('POST', '/api/admin/session/password', {
      cookie: here,
      body: { current_password: 'cardamom-hills-7', password: 'pepper-garden-42' },
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ message: STAFF_MESSAGES.passwordChanged });
    expect((await call('GET', '/api/admin/session', { cookie: here })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await signInAnu('cardamom-hills-7')).statusCode).toBe(401);
    expect((await signInAnu('pepper-garden-42')).statusCode).toBe(200);
  });
});

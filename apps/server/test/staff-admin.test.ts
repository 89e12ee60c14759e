import {
  STAFF_ADMIN_MESSAGES,
  STAFF_MESSAGES,
  auditResponse,
  invitationLookupResponse,
  invitationMadeResponse,
  invitationsResponse,
  mySessionsResponse,
  staffListResponse,
  staffSessionResponse,
  type StaffRole,
} from '@farm/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, shop, staffInvitations } from '../src/db/schema.js';
import { staffBody } from './factories.js';
import { installStatic } from '../src/http/static.js';
import { pageAnswerer } from '../src/modules/seo/routes.js';
import { ReadCache } from '../src/shared/read-cache.js';
import { createTestApp, json, type TestApp } from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'monsoon-harvest-42';
const NEW_PASSWORD = 'pepper-vines-in-rain-7';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
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

let ip = 0;
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: object) {
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.9.0.${++ip % 250}`,
  });
}
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie']).split(';')[0]!;

async function signIn(email: string, password = PASSWORD) {
  const response = await call('POST', '/api/admin/session', undefined, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response);
}
const tokenOf = (link: string) => link.split('/admin/invite/')[1]!;

describe('invitations', () => {
  it('lets the owner invite someone; the link names them, creates the member and signs them in, once', async () => {
    const owner = await signIn('owner@farm.example');
    const made = await call('POST', '/api/admin/staff/invitations', owner, {
      name: 'Divya Raj',
      email: 'Divya@farm.example',
      role: 'manager',
    });
    expect(made.statusCode, made.body).toBe(201);
    const body = invitationMadeResponse.parse(json(made));
    // It says the invitation went by e-mail (to the address as kept) and that the link may be passed on too.
    expect(body.message).toBe(
      'We have e-mailed the invitation to divya@farm.example; you can also copy the link and send it yourself. It works once, within 48 hours.',
    );
    expect(body.link).toMatch(/^http:\/\/localhost(:80)?\/admin\/invite\/[A-Za-z0-9_-]{40,}$/);
    const expires = new Date(body.invitation.expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(47.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(48 * 3600_000);
    // Only a hash of the token is kept.
    const [stored] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, body.invitation.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(body.link));
    // Its e-mail is written with it, once, to the person invited, carrying the link.
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `staff-invitation:${body.invitation.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe('divya@farm.example');
    expect(mail[0]!.text).toContain(`/admin/invite/${tokenOf(body.link)}`);

    const pending = invitationsResponse.parse(json(await call('GET', '/api/admin/staff/invitations', owner)));
    expect(pending.data.map((row) => row.email)).toContain('divya@farm.example');

    const token = tokenOf(body.link);
    const looked = await call('GET', `/api/admin/invitations/${token}`);
    expect(looked.statusCode).toBe(200);
    expect(invitationLookupResponse.parse(json(looked))).toMatchObject({
      name: 'Divya Raj',
      email: 'divya@farm.example',
      role: 'manager',
    });

    const short = await call('POST', `/api/admin/invitations/${token}/accept`, undefined, {
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(json(short)).toMatchObject({ errors: { password: [STAFF_ADMIN_MESSAGES.passwordTooShort] } });

    const accepted = await call('POST', `/api/admin/invitations/${token}/accept`, undefined, {
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(staffSessionResponse.parse(json(accepted))).toMatchObject({
      stage: 'full',
      staff: { email: 'divya@farm.example', role: 'manager' },
    });
    const session = await call('GET', '/api/admin/session', cookieOf(accepted));
    expect(session.statusCode).toBe(200);
    await signIn('divya@farm.example', NEW_PASSWORD);

    for (const path of [`/api/admin/invitations/${token}`]) {
      const used = await call('GET', path);
      expect(used.statusCode).toBe(409);
      expect(json(used)).toEqual({ message: STAFF_ADMIN_MESSAGES.invitationUsed });
    }
    const again = await call('POST', `/api/admin/invitations/${token}/accept`, undefined, {
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: STAFF_ADMIN_MESSAGES.invitationUsed });
  });

  it('refuses an expired, revoked or unknown link in words', async () => {
    const owner = await signIn('owner@farm.example');
    const make = async (email: string) =>
      invitationMadeResponse.parse(
        json(
          await call('POST', '/api/admin/staff/invitations', owner, { name: 'Guest', email, role: 'packer' }),
        ),
      );
    const expired = await make('late@farm.example');
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, expired.invitation.id));
    const late = await call('POST', `/api/admin/invitations/${tokenOf(expired.link)}/accept`, undefined, {
      password: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(409);
    expect(json(late)).toEqual({ message: STAFF_ADMIN_MESSAGES.invitationExpired });

    const revoked = await make('revoked@farm.example');
    const revoke = await call('DELETE', `/api/admin/staff/invitations/${revoked.invitation.id}`, owner);
    expect(revoke.statusCode).toBe(200);
    const gone = await call('GET', `/api/admin/invitations/${tokenOf(revoked.link)}`);
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toEqual({ message: STAFF_ADMIN_MESSAGES.invitationUnknown });

    const unknown = await call('GET', `/api/admin/invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);

    const existing = await call('POST', '/api/admin/staff/invitations', owner, {
      name: 'Twice',
      email: 'packer@farm.example',
      role: 'packer',
    });
    expect(existing.statusCode).toBe(409);
    expect(json(existing)).toEqual({ message: STAFF_MESSAGES.staffExists });
  });

  it('lets only staff.manage invite', async () => {
    const manager = await signIn('manager@farm.example');
    const refused = await call('POST', '/api/admin/staff/invitations', manager, {
      name: 'X',
      email: 'x@farm.example',
      role: 'packer',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/staff/invitations', manager)).statusCode).toBe(403);
  });
});

describe('removing a member', () => {
  it('ends their sessions, refuses their sign-in, keeps them in the audit trail by name', async () => {
    const owner = await signIn('owner@farm.example');
    await t.services.staff.create(
      staffBody('packer', { email: 'leaving@farm.example', name: 'Leaving Packer' }),
      {
        staffId: null,
        actor: 'test',
      },
    );
    const leaving = await signIn('leaving@farm.example');
    const list = staffListResponse.parse(json(await call('GET', '/api/admin/staff', owner)));
    const id = list.data.find((row) => row.email === 'leaving@farm.example')!.id;

    expect((await call('DELETE', `/api/admin/staff/${id}`, leaving)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/admin/staff/${id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ message: STAFF_ADMIN_MESSAGES.removed });

    expect((await call('GET', '/api/admin/session', leaving)).statusCode).toBe(401);
    const again = await call('POST', '/api/admin/session', undefined, {
      email: 'leaving@farm.example',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(401);
    expect(json(again)).toEqual({ message: STAFF_MESSAGES.wrongCredentials });
    const after = staffListResponse.parse(json(await call('GET', '/api/admin/staff', owner)));
    expect(after.data.map((row) => row.email)).not.toContain('leaving@farm.example');
    expect((await call('PUT', `/api/admin/staff/${id}/role`, owner, { role: 'manager' })).statusCode).toBe(
      404,
    );

    const trail = auditResponse.parse(json(await call('GET', '/api/admin/audit?action=staff.remove', owner)));
    expect(trail.data[0]).toMatchObject({
      entity_id: String(id),
      before: { name: 'Leaving Packer', email: 'leaving@farm.example', role: 'packer' },
      after: { removed: true },
    });
    const theirs = auditResponse.parse(json(await call('GET', `/api/admin/audit?staff_id=${id}`, owner)));
    expect(theirs.data.every((row) => row.actor === 'leaving@farm.example')).toBe(true);
    expect(theirs.total).toBeGreaterThan(0);
  });

  it('lets the owner invite a removed member back: the same person, a new role and password, signed in', async () => {
    const owner = await signIn('owner@farm.example');
    await t.services.staff.create(staffBody('packer', { email: 'seasonal@farm.example', name: 'Seasonal' }), {
      staffId: null,
      actor: 'test',
    });
    const list = staffListResponse.parse(json(await call('GET', '/api/admin/staff', owner)));
    const id = list.data.find((row) => row.email === 'seasonal@farm.example')!.id;
    expect((await call('DELETE', `/api/admin/staff/${id}`, owner)).statusCode).toBe(200);

    const made = await call('POST', '/api/admin/staff/invitations', owner, {
      name: 'Seasonal Again',
      email: 'Seasonal@farm.example',
      role: 'manager',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { link } = invitationMadeResponse.parse(json(made));
    const accepted = await call('POST', `/api/admin/invitations/${tokenOf(link)}/accept`, undefined, {
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const back = staffListResponse.parse(json(await call('GET', '/api/admin/staff', owner)));
    expect(back.data.filter((row) => row.email === 'seasonal@farm.example')).toEqual([
      expect.objectContaining({ id, name: 'Seasonal Again', role: 'manager' }),
    ]);
    const signedIn = await call('POST', '/api/admin/session', undefined, {
      email: 'seasonal@farm.example',
      password: NEW_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    // Someone still on the staff cannot be invited a second time.
    const twice = await call('POST', '/api/admin/staff/invitations', owner, {
      name: 'Seasonal',
      email: 'seasonal@farm.example',
      role: 'packer',
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ message: STAFF_MESSAGES.staffExists });
  });

  it('never removes the last owner, nor oneself', async () => {
    const owner = await signIn('owner@farm.example');
    const ownerId = staffListResponse
      .parse(json(await call('GET', '/api/admin/staff', owner)))
      .data.find((row) => row.email === 'owner@farm.example')!.id;
    const last = await call('DELETE', `/api/admin/staff/${ownerId}`, owner);
    expect(last.statusCode).toBe(409);
    expect(json(last)).toEqual({ message: STAFF_MESSAGES.lastOwner });

    await t.services.staff.create(staffBody('owner', { email: 'owner2@farm.example' }), {
      staffId: null,
      actor: 'test',
    });
    const second = await signIn('owner2@farm.example');
    const self = await call('DELETE', `/api/admin/staff/${ownerId}`, owner);
    expect(self.statusCode).toBe(409);
    expect(json(self)).toEqual({ message: STAFF_ADMIN_MESSAGES.removeYourself });
    const secondId = staffListResponse
      .parse(json(await call('GET', '/api/admin/staff', owner)))
      .data.find((row) => row.email === 'owner2@farm.example')!.id;
    expect((await call('DELETE', `/api/admin/staff/${secondId}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', second)).statusCode).toBe(401);
    // A removed owner does not count as an owner: the one left cannot be demoted.
    const demote = await call('PUT', `/api/admin/staff/${ownerId}/role`, owner, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toEqual({ message: STAFF_MESSAGES.lastOwner });
  });
});

describe('my sessions', () => {
  it('lists only one’s own sessions, marks this one, and ends one or all others', async () => {
    const first = await signIn('manager@farm.example');
    const second = await signIn('manager@farm.example');
    const owner = await signIn('owner@farm.example');
    const mine = mySessionsResponse.parse(json(await call('GET', '/api/admin/me/sessions', first)));
    expect(mine.data.length).toBeGreaterThanOrEqual(2);
    expect(mine.data.filter((row) => row.current)).toHaveLength(1);
    const ownerSessions = mySessionsResponse.parse(json(await call('GET', '/api/admin/me/sessions', owner)));
    const ownerIds = new Set(ownerSessions.data.map((row) => row.id));
    expect(mine.data.some((row) => ownerIds.has(row.id))).toBe(false);

    // Another member's session is not theirs to end.
    const ownerCurrent = ownerSessions.data.find((row) => row.current)!.id;
    const foreign = await call('DELETE', `/api/admin/me/sessions/${ownerCurrent}`, first);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ message: STAFF_ADMIN_MESSAGES.noSuchSession });
    expect((await call('GET', '/api/admin/session', owner)).statusCode).toBe(200);

    const secondId = mySessionsResponse
      .parse(json(await call('GET', '/api/admin/me/sessions', second)))
      .data.find((row) => row.current)!.id;
    const ended = await call('DELETE', `/api/admin/me/sessions/${secondId}`, first);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/session', first)).statusCode).toBe(200);

    const third = await signIn('manager@farm.example');
    const others = await call('DELETE', '/api/admin/me/sessions', first);
    expect(others.statusCode).toBe(200);
    expect(json(others)).toEqual({ message: STAFF_ADMIN_MESSAGES.othersEnded });
    expect((await call('GET', '/api/admin/session', third)).statusCode).toBe(401);
    const left = mySessionsResponse.parse(json(await call('GET', '/api/admin/me/sessions', first)));
    expect(left.data).toHaveLength(1);
    expect(left.data[0]!.current).toBe(true);
  });
});

describe('the audit trail', () => {
  it('filters by person, kind of change and days, pages, and shows before and after', async () => {
    const owner = await signIn('owner@farm.example');
    const all = auditResponse.parse(json(await call('GET', '/api/admin/audit?per_page=2', owner)));
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.actions).toContain('staff.sign-in');
    const page2 = auditResponse.parse(json(await call('GET', '/api/admin/audit?per_page=2&page=2', owner)));
    expect(page2.data[0]!.id).toBeLessThan(all.data[1]!.id);

    const invites = auditResponse.parse(
      json(await call('GET', '/api/admin/audit?action=staff.invite', owner)),
    );
    expect(invites.data.length).toBeGreaterThan(0);
    expect(invites.data.every((row) => row.action === 'staff.invite')).toBe(true);
    expect(invites.data[0]!.after).toMatchObject({ role: expect.any(String) });

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const todays = auditResponse.parse(
      json(await call('GET', `/api/admin/audit?from=${today}&to=${today}`, owner)),
    );
    expect(todays.total).toBe(all.total);
    const past = auditResponse.parse(
      json(await call('GET', '/api/admin/audit?from=2020-01-01&to=2020-01-02', owner)),
    );
    expect(past.total).toBe(0);
    const reversed = await call('GET', '/api/admin/audit?from=2020-01-02&to=2020-01-01', owner);
    expect(reversed.statusCode).toBe(422);
    expect(json(reversed)).toMatchObject({ errors: { to: [expect.any(String)] } });

    for (const role of ['manager', 'packer'] as const) {
      const refused = await call('GET', '/api/admin/audit', await signIn(`${role}@farm.example`));
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('the invitation page', () => {
  it('is the console’s index.html at /admin/invite/<token>', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Farm console</title>');
    const app = Fastify();
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await installStatic(app, {
      uploadsDir: path.join(dist, 'uploads'),
      webDistDir: web,
      adminDistDir: dist,
      pages: (built) => pageAnswerer(t.services.seo, built.indexHtml),
      cache: new ReadCache(),
    });
    try {
      const page = await app.inject({ method: 'GET', url: `/admin/invite/${'a'.repeat(43)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Farm console');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(web, { recursive: true, force: true });
    }
  });
});

import {
  LINK_REMOVED,
  NOTIFICATION_MESSAGES,
  STAFF_ADMIN_MESSAGES,
  invitationMadeResponse,
  outboxListResponse,
} from '@farm/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/export.js';
import { createLogger } from '../src/http/logging.js';
import { outboxMessages, staffInvitations } from '../src/db/schema.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { linkRemovedMessage } from '../src/modules/messages/link-removed.js';
import { FileNotifier, SmtpNotifier } from '../src/modules/messages/notifier.js';
import { OUTBOX, OutboxWorker } from '../src/modules/messages/worker.js';
import { createMediaStore } from '../src/modules/media/store.js';
import { staffBody } from './factories.js';
import {
  createTestApp,
  json,
  registerCustomer,
  signInStaff,
  STAFF_ORIGIN,
  testEngine,
  type TestApp,
} from './harness.js';
import { startMailServer, type MailServer } from './mail-server.js';

/**
 * Security issue 33, item 2: password-reset and invitation links stayed in clear in the outbox for 90 days, and so in
 * every backup; an owner invitation taken from a backup was accepted. Now a sent (or given-up) message keeps only
 * words saying its link was removed, and a backup leaves out the messages still holding one.
 */

let t: TestApp;
let mail: MailServer;
let work: string;
let owner = '';
let address = 0;
let backups = 0;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const STAFF_PASSWORD = 'pepper-vines-in-rain-7';

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-links-test-'));
  mail = await startMailServer();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  owner = (await signInStaff(t, 'links')).owner;
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    try {
      await mail?.close();
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
});

const remoteAddress = () => `10.33.2.${(address += 1)}`;
const forgot = (email: string, who: 'customer' | 'staff' = 'customer') =>
  t.app.inject({
    method: 'POST',
    url: who === 'customer' ? '/api/forgot-password' : '/api/admin/forgot-password',
    payload: { email },
    headers: who === 'staff' ? { origin: STAFF_ORIGIN } : {},
    remoteAddress: remoteAddress(),
  });
const reset = (token: string, password: string, who: 'customer' | 'staff' = 'customer') =>
  t.app.inject({
    method: 'POST',
    url: who === 'customer' ? '/api/reset-password' : '/api/admin/reset-password',
    payload: { token, password },
    headers: who === 'staff' ? { origin: STAFF_ORIGIN } : {},
    remoteAddress: remoteAddress(),
  });
const accept = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/invitations/${token}/accept`,
    payload: { password: STAFF_PASSWORD },
    headers: { origin: STAFF_ORIGIN },
    remoteAddress: remoteAddress(),
  });

/** Every row of every table of the shop, as PostgreSQL's text of the whole row: what a dump of the database holds. */
async function everyRow(): Promise<string> {
  const { rows: tables } = (await t.database.db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  const text: string[] = [];
  for (const { name } of tables) {
    const { rows } = (await t.database.db.execute(
      sql.raw(`select r::text as row from public."${name}" r`),
    )) as unknown as { rows: { row: string }[] };
    text.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return text.join('\n');
}

/** A backup of the shop as `npm run db:backup` writes it (database and pictures), read back as its raw text. */
async function backupText(): Promise<string> {
  const file = path.join(work, `shop-${(backups += 1)}.jsonl.gz`);
  await writeBackup(t.database, file, {
    uploadsDir: t.dirs.uploads,
    store: createMediaStore(t.dirs.uploads, t.config.mediaS3),
  });
  return gunzipSync(fs.readFileSync(file)).toString('utf8');
}

/** The outbox row of the newest message to `recipient` of `kind`. */
async function newestRow(recipient: string, kind: string) {
  const rows = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(sql`${outboxMessages.id} desc`);
  return rows.find((row) => row.kind === kind)!;
}

const tokenIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]{20,})/;
const INVITE_LINK = /\/admin\/invite\/([A-Za-z0-9_-]{20,})/;

describe(`no live link at rest, on ${testEngine()}`, () => {
  it('a reset mail carries a working link, and once it is sent no table and no backup holds its token', async () => {
    const { user } = await registerCustomer(t.app);
    const member = staffBody('manager', { email: 'manager.forgets@farm.example', password: STAFF_PASSWORD });
    await t.services.staff.create(member, { staffId: null, actor: 'test' });

    for (const [email, who] of [
      [user.email, 'customer'],
      [member.email, 'staff'],
    ] as const) {
      expect((await forgot(email, who)).statusCode).toBe(200);
      // Waiting to be sent, the message holds its link (it must work when it goes), but a backup leaves it out.
      const waiting = await newestRow(email, 'password-reset');
      expect(waiting.status).toBe('pending');
      const token = tokenIn(waiting.text, RESET_LINK)!;
      expect(token).toBeDefined();
      const before = await backupText();
      expect(before).not.toContain(token);
      expect(before).toContain('"outbox_messages"');

      const arrivedBefore = mail.received.length;
      await t.services.outbox.run();
      const arrived = mail.received.slice(arrivedBefore).filter((m) => JSON.stringify(m.to).includes(email));
      expect(arrived).toHaveLength(1);
      expect(tokenIn(arrived[0]!.text ?? '', RESET_LINK)).toBe(token);
      expect(arrived[0]!.html).toContain(token);

      // Sent: the row says what it was, and no row of any table, nor any backup, holds the token.
      const sent = await newestRow(email, 'password-reset');
      expect(sent).toMatchObject({ status: 'sent', text: LINK_REMOVED['password-reset'] });
      expect(sent.html).toBe(linkRemovedMessage('password-reset').html);
      expect(await everyRow()).not.toContain(token);
      const after = await backupText();
      expect(after).not.toContain(token);
      expect(after).toContain(LINK_REMOVED['password-reset']);

      // The link in the mail still works.
      const done = await reset(token, 'a-new-monsoon-password-9', who);
      expect(done.statusCode, done.body).toBe(200);
      expect(json(done)).toEqual({ message: NOTIFICATION_MESSAGES.resetDone });
    }

    // The console's list shows the desk what was sent, in words, and no link.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { cookie: owner },
    });
    const list = outboxListResponse.parse(json(listed));
    const row = list.messages.find((m) => m.kind === 'password-reset' && m.recipient === user.email)!;
    expect(row).toMatchObject({ status: 'sent', text: LINK_REMOVED['password-reset'] });
    expect(listed.body).not.toMatch(RESET_LINK);
  });

  it('an owner invitation taken from a backup cannot be accepted; the one in the mail can', async () => {
    const email = 'new.owner@farm.example';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { origin: STAFF_ORIGIN, cookie: owner },
      payload: { name: 'Anjali Menon', email, role: 'owner' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = tokenIn(invitationMadeResponse.parse(json(made)).link, INVITE_LINK)!;

    // The attacker's way in: a backup, taken while the mail waits and after it went; neither holds any invitation link.
    const waiting = await backupText();
    const arrivedBefore = mail.received.length;
    await t.services.outbox.run();
    const sent = await backupText();
    for (const backup of [waiting, sent]) {
      expect(backup).not.toContain(token);
      expect(backup).not.toMatch(INVITE_LINK);
    }
    expect(await everyRow()).not.toContain(token);
    expect(await newestRow(email, 'staff-invitation')).toMatchObject({
      status: 'sent',
      text: LINK_REMOVED['staff-invitation'],
    });
    // What a backup does hold of the invitation, its token's hash, does not accept it.
    const [invitation] = await t.database.db
      .select({ tokenHash: staffInvitations.tokenHash })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(sent).toContain(invitation!.tokenHash);
    expect((await accept(invitation!.tokenHash)).statusCode).not.toBe(200);

    // The person invited opens the mail: its link works, once.
    const arrived = mail.received.slice(arrivedBefore).filter((m) => JSON.stringify(m.to).includes(email));
    expect(arrived).toHaveLength(1);
    expect(tokenIn(arrived[0]!.text ?? '', INVITE_LINK)).toBe(token);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await accept(token);
    expect(json(again)).toEqual({ message: STAFF_ADMIN_MESSAGES.invitationUsed });
  });

  it('a retry after the mail server refuses still carries a working link; a message given up keeps none', async () => {
    const worker = new OutboxWorker(t.database.db, new SmtpNotifier(mail.url, 'Farm <a@b.example>'), silent, {
      ...OUTBOX,
      maxAttempts: 3,
      backoffMs: () => 0,
    });
    try {
      await worker.run();
      // Refused twice (451), then taken: the third try still has the link, and it works.
      const { user } = await registerCustomer(t.app);
      expect((await forgot(user.email)).statusCode).toBe(200);
      mail.refuseNext(2);
      const before = mail.received.length;
      expect(await worker.run()).toBe(1);
      const arrived = mail.received.slice(before);
      expect(arrived).toHaveLength(1);
      const token = tokenIn(arrived[0]!.text ?? '', RESET_LINK)!;
      const row = await newestRow(user.email, 'password-reset');
      expect(row).toMatchObject({ status: 'sent', attempts: 3, text: LINK_REMOVED['password-reset'] });
      expect(await everyRow()).not.toContain(token);
      expect((await reset(token, 'after-the-greylist-42')).statusCode).toBe(200);

      // Refused at every try: given up, and its link is gone too.
      const other = await registerCustomer(t.app);
      expect((await forgot(other.user.email)).statusCode).toBe(200);
      const pending = await newestRow(other.user.email, 'password-reset');
      const lost = tokenIn(pending.text, RESET_LINK)!;
      mail.refuseNext(3);
      expect(await worker.run()).toBe(0);
      const failed = await newestRow(other.user.email, 'password-reset');
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, text: LINK_REMOVED['password-reset'] });
      expect(failed.lastError).toContain('451');
      expect(await everyRow()).not.toContain(lost);
    } finally {
      await worker.stop();
    }
  });

  it("the demo's mail file keeps the link for the newcomer to click (owner-only), the outbox and backup do not", async () => {
    const worker = new OutboxWorker(
      t.database.db,
      new FileNotifier(t.config.mail.dir, 'Farm <a@b.example>'),
      silent,
    );
    try {
      await worker.run();
      const { user } = await registerCustomer(t.app);
      expect((await forgot(user.email)).statusCode).toBe(200);
      expect(await worker.run()).toBe(1);
      const row = await newestRow(user.email, 'password-reset');
      const file = path.join(t.config.mail.dir, `${row.id}-password-reset.eml`);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const opened = await simpleParser(fs.readFileSync(file));
      const token = tokenIn(opened.text ?? '', RESET_LINK)!;
      expect(token).toBeDefined();
      expect(row.text).toBe(LINK_REMOVED['password-reset']);
      expect(await everyRow()).not.toContain(token);
      expect(await backupText()).not.toContain(token);
      expect((await reset(token, 'opened-the-mail-file-7')).statusCode).toBe(200);
    } finally {
      await worker.stop();
    }
  });
});

describe('migration 0021', () => {
  it('takes the link out of reset and invitation messages sent before it, and leaves the rest', async () => {
    const link = (kind: string) =>
      kind === 'password-reset'
        ? `https://shop.example/reset-password?token=old${kind.length}${'A'.repeat(40)}`
        : `https://shop.example/admin/invite/old${kind.length}${'B'.repeat(40)}`;
    // Rows as the outbox wrote them before: the link in the text and in the button's href.
    const old = [
      { kind: 'password-reset', status: 'sent', key: 'old-reset-sent' },
      { kind: 'staff-invitation', status: 'failed', key: 'old-invitation-failed' },
      { kind: 'staff-invitation', status: 'sent', key: 'old-invitation-sent' },
      { kind: 'password-reset', status: 'pending', key: 'old-reset-waiting' },
      { kind: 'order-accepted', status: 'sent', key: 'old-order-accepted' },
    ] as const;
    for (const row of old) {
      const href = row.kind === 'order-accepted' ? 'https://shop.example/my-account' : link(row.kind);
      await t.database.db.insert(outboxMessages).values({
        kind: row.kind,
        recipient: 'old.row@farm.example',
        subject: 'Set a new password · Farm',
        html: `<p>Namaskaram,</p><p><a href="${href}">Open</a></p>`,
        text: `Namaskaram,\n\nOpen: ${href}\n`,
        dedupeKey: row.key,
        status: row.status,
        sentAt: row.status === 'sent' ? new Date() : null,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      });
    }
    const migration = fs.readFileSync(path.join(migrationsFolder(), '0021_live_links_scrubbed.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'old.row@farm.example'));
    const byKey = new Map(rows.map((row) => [row.dedupeKey, row]));
    for (const key of ['old-reset-sent', 'old-invitation-failed', 'old-invitation-sent'] as const) {
      const row = byKey.get(key)!;
      const kind = row.kind as 'password-reset' | 'staff-invitation';
      // The same words and HTML the outbox now writes when it sends one.
      expect({ html: row.html, text: row.text }, key).toEqual(linkRemovedMessage(kind));
    }
    expect(byKey.get('old-reset-waiting')!.text).toContain(link('password-reset'));
    expect(byKey.get('old-order-accepted')!.text).toContain('https://shop.example/my-account');
    const dump = await everyRow();
    expect(dump).not.toContain(link('staff-invitation'));
    // The waiting one is sent with its link later; until then a backup leaves it out.
    expect(await backupText()).not.toContain(link('password-reset'));
    await t.database.db.delete(outboxMessages).where(eq(outboxMessages.dedupeKey, 'old-reset-waiting'));
  });
});

describe('the server log', () => {
  it('keeps the addresses of reset and invitation pages without their tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ seed: false, logger: createLogger('info', sink) });
    try {
      const token = 'LiveToken0123456789abcdefghijklmnopqrstuvwx';
      for (const url of [
        `/reset-password?token=${token}`,
        `/ml/reset-password?token=${token}&from=mail`,
        `/admin/reset-password?token=${token}`,
        `/admin/invite/${token}`,
        `/api/admin/invitations/${token}`,
      ]) {
        await logged.app.inject({ method: 'GET', url });
      }
      await logged.app.inject({
        method: 'POST',
        url: `/api/admin/invitations/${token}/accept`,
        payload: { password: STAFF_PASSWORD },
        headers: { origin: STAFF_ORIGIN },
      });
      const requests = lines.filter((line) => line.includes('"incoming request"'));
      expect(requests).toHaveLength(6);
      expect(lines.join('')).not.toContain(token);
      // The rest of the address stays, for whoever reads the log.
      expect(requests.join('')).toContain('"url":"/api/admin/invitations/[hidden]/accept"');
      expect(requests.join('')).toContain('"url":"/ml/reset-password?token=[hidden]&from=mail"');
    } finally {
      await logged.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_MESSAGES,
  adminBackupList,
  auditResponse,
  backupTaken,
  type AdminBackup,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultBackupName } from '../src/backup/format.js';
import { checkBackup } from '../src/backup/restore.js';
import { lastBackupAt } from '../src/modules/backups/index.js';
import { staffBody } from './factories.js';
import { STAFF_ORIGIN, createTestApp, json, registerCustomer, signInStaff, type TestApp } from './harness.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'backups');
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

type Role = keyof typeof cookies;
const call = (role: Role | null, method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { origin: STAFF_ORIGIN, ...(role ? { cookie: cookies[role] } : {}) },
  });

const list = async () => adminBackupList.parse(json(await call('owner', 'GET', '/api/admin/backups')));

describe('backups from the console', () => {
  let taken: AdminBackup;

  it('refuses every role but the owner', async () => {
    for (const role of ['manager', 'packer'] as const) {
      for (const [method, url] of [
        ['POST', '/api/admin/backups'],
        ['GET', '/api/admin/backups'],
        ['GET', `/api/admin/backups/${defaultBackupName()}`],
      ] as const) {
        const refused = await call(role, method, url);
        expect(refused.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(json<{ message: string }>(refused).message).toBeTruthy();
      }
    }
    expect((await call(null, 'POST', '/api/admin/backups')).statusCode).toBe(401);
    expect(fs.existsSync(t.config.backupsDir)).toBe(false);
    expect((await list()).data).toEqual([]);
  });

  it('takes a backup into the backups folder, private, recorded and audited', async () => {
    const response = await call('owner', 'POST', '/api/admin/backups');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = backupTaken.parse(json(response));
    taken = answer.backup;
    expect(answer.message).toBe(BACKUP_MESSAGES.taken(taken.file_name));
    expect(taken).toMatchObject({
      source: 'console',
      taken_by: staffBody('owner').name,
      on_this_machine: true,
    });
    expect(taken.file_name).toMatch(/^shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz$/);
    const file = path.join(t.config.backupsDir, taken.file_name);
    expect(fs.statSync(file).size).toBe(taken.bytes);
    // Owner-only: it holds customers' personal data and the staff's password hashes.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(t.config.backupsDir).mode & 0o777).toBe(0o700);
    // A whole backup, which `npm run db:restore` takes.
    const checked = await checkBackup(file);
    expect(checked.header.media).toBe(true);

    const listed = await list();
    expect(listed.data).toEqual([taken]);
    expect(listed.last_taken_at).toBe(taken.taken_at);
    expect((await lastBackupAt(t.database.db))?.toISOString()).toBe(taken.taken_at);

    const trail = auditResponse.parse(
      json(await call('owner', 'GET', '/api/admin/audit?action=backup.take')),
    );
    expect(trail.data.map((row) => row.what)).toEqual([`took the backup ${taken.file_name}`]);
  });

  it('downloads the recorded file, byte for byte, uncached, and audits it', async () => {
    const response = await call('owner', 'GET', `/api/admin/backups/${taken.file_name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${taken.file_name}"`);
    expect(response.rawPayload.equals(fs.readFileSync(path.join(t.config.backupsDir, taken.file_name)))).toBe(
      true,
    );
    const trail = auditResponse.parse(
      json(await call('owner', 'GET', '/api/admin/audit?action=backup.download')),
    );
    expect(trail.data.map((row) => row.what)).toEqual([`downloaded the backup ${taken.file_name}`]);
  });

  it('refuses a name it has no record of, whatever path it spells, in words', async () => {
    // A file in the folder that no backup record names is not served either.
    fs.writeFileSync(path.join(t.config.backupsDir, 'unrecorded.jsonl.gz'), 'not a backup');
    for (const name of [
      'unrecorded.jsonl.gz',
      'shop-2020-01-01T00-00-00Z.jsonl.gz',
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      encodeURIComponent(`../${path.basename(t.dirs.root)}/uploads`),
    ]) {
      const refused = await call('owner', 'GET', `/api/admin/backups/${name}`);
      expect(refused.statusCode, name).toBe(404);
      expect(json<{ message: string }>(refused).message, name).toBe(BACKUP_MESSAGES.unknown);
    }
    const control = await call('owner', 'GET', '/api/admin/backups/shop%00.jsonl.gz');
    expect(control.statusCode).toBe(422);
    expect(json<{ message: string }>(control).message).toBeTruthy();
  });

  it('says when a recorded backup is no longer on this machine', async () => {
    const file = path.join(t.config.backupsDir, taken.file_name);
    const kept = `${file}.kept`;
    fs.renameSync(file, kept);
    try {
      expect((await list()).data[0]).toMatchObject({ file_name: taken.file_name, on_this_machine: false });
      const gone = await call('owner', 'GET', `/api/admin/backups/${taken.file_name}`);
      expect(gone.statusCode).toBe(404);
      expect(json<{ message: string }>(gone).message).toBe(BACKUP_MESSAGES.gone);
    } finally {
      fs.renameSync(kept, file);
    }
  });

  it('lets the shop go on taking writes while a backup is taken (the embedded database is one connection)', async () => {
    const customers = Array.from({ length: 3 }, () => registerCustomer(t.app));
    const [backup] = await Promise.all([call('owner', 'POST', '/api/admin/backups'), ...customers]);
    expect(backup.statusCode, backup.body).toBe(201);
    const second = backupTaken.parse(json(backup)).backup;
    fs.rmSync(path.join(t.config.backupsDir, second.file_name));
  });

  it('gives a second backup within the same second a name of its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A moment to come (a minute on: the owner's session is still good), held still for both presses.
    vi.setSystemTime(new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000));
    try {
      const first = await call('owner', 'POST', '/api/admin/backups');
      const second = await call('owner', 'POST', '/api/admin/backups');
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const names = [first, second].map((answer) => backupTaken.parse(json(answer)).backup.file_name);
      expect(names).toEqual([defaultBackupName(), defaultBackupName(new Date(), 2)]);
      for (const name of names) fs.rmSync(path.join(t.config.backupsDir, name));
    } finally {
      vi.useRealTimers();
    }
  });

  it('records nothing when the backup fails, and says why', async () => {
    // The backups folder cannot be written: its path is a file.
    const before = (await list()).data.length;
    const dir = t.config.backupsDir;
    const away = `${dir}.away`;
    fs.renameSync(dir, away);
    fs.writeFileSync(dir, 'not a folder');
    try {
      const failed = await call('owner', 'POST', '/api/admin/backups');
      expect(failed.statusCode).toBe(409);
      expect(json<{ message: string }>(failed).message).toMatch(
        /^The backup could not be taken: the backups folder could not be written \(E[A-Z]+\)/,
      );
      // The list still answers, each file said to be missing from this machine.
      expect((await list()).data.every((backup) => !backup.on_this_machine)).toBe(true);
    } finally {
      fs.rmSync(dir);
      fs.renameSync(away, dir);
    }
    expect((await list()).data).toHaveLength(before);
  });
});

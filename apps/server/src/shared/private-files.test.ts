import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataFolders, tightenTree } from './private-files.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-private-'));
  made.push(dir);
  return dir;
}

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** A data folder as a shop started before issue 33 left it: everything readable by everyone, the WAL writable. */
function looseDataFolder() {
  const dataDir = path.join(tempDir(), 'data');
  const folders = {
    dataDir,
    pgliteDir: path.join(dataDir, 'db'),
    mailDir: path.join(dataDir, 'mail'),
    backupsDir: path.join(dataDir, '..', 'backups'),
  };
  for (const dir of [folders.pgliteDir, path.join(folders.pgliteDir, 'pg_wal'), folders.mailDir]) {
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o755);
  }
  fs.chmodSync(dataDir, 0o755);
  const wal = path.join(folders.pgliteDir, 'pg_wal', '000000010000000000000001');
  const mail = path.join(folders.mailDir, '12-password-reset.eml');
  fs.writeFileSync(wal, 'password hashes');
  fs.chmodSync(wal, 0o666);
  fs.writeFileSync(mail, 'a live reset link');
  fs.chmodSync(mail, 0o644);
  return { folders, wal, mail };
}

describe('the shop’s private folders', () => {
  it('makes the data, database, mail and backups folders 0700 and their files 0600, and says which were open', () => {
    const { folders, wal, mail } = looseDataFolder();
    const result = secureDataFolders(folders);
    expect(result.openFolders).toEqual([folders.dataDir, folders.pgliteDir, folders.mailDir]);
    // db, pg_wal and the WAL file; mail and its file.
    expect(result.tightened).toBe(5);
    for (const dir of [folders.dataDir, folders.pgliteDir, folders.mailDir, folders.backupsDir]) {
      expect(modeOf(dir)).toBe(0o700);
    }
    expect(modeOf(path.dirname(wal))).toBe(0o700);
    expect(modeOf(wal)).toBe(0o600);
    expect(modeOf(mail)).toBe(0o600);
  });

  it('says nothing the next time, though PGlite has made new files 666 meanwhile (they are tightened quietly)', () => {
    const { folders } = looseDataFolder();
    secureDataFolders(folders);
    const segment = path.join(folders.pgliteDir, 'pg_wal', '000000010000000000000002');
    fs.writeFileSync(segment, '');
    fs.chmodSync(segment, 0o666);
    const again = secureDataFolders(folders);
    expect(again.openFolders).toEqual([]);
    expect(modeOf(segment)).toBe(0o600);
  });

  it('leaves uploaded pictures under DATA_DIR and symbolic links alone', () => {
    const { folders } = looseDataFolder();
    const uploads = path.join(folders.dataDir, 'uploads');
    fs.mkdirSync(uploads);
    fs.chmodSync(uploads, 0o755);
    const elsewhere = path.join(tempDir(), 'shared.txt');
    fs.writeFileSync(elsewhere, '');
    fs.chmodSync(elsewhere, 0o644);
    fs.symlinkSync(elsewhere, path.join(folders.mailDir, 'link'));
    secureDataFolders(folders);
    expect(modeOf(uploads)).toBe(0o755);
    expect(modeOf(elsewhere)).toBe(0o644);
    expect(tightenTree(folders.mailDir)).toBe(0);
  });
});

/**
 * The shop's data is for the shop's own user alone (issue 33): the embedded database (password hashes, two-factor
 * keys, invitations), the demo's mail files and the backups. PGlite writes its files mode 666 whatever the umask, so
 * the folders that hold them are made 0700: nobody else can reach a file inside, whatever its own mode. Files the
 * shop writes itself (backups, mail) are made 0600 as well, so a copy moved elsewhere stays private.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Group and others' bits: what a private file or folder must not have. */
const OPEN_BITS = 0o077;

/** Makes `dir` (and missing parents) and leaves it 0700, also when it was already there with wider rights. */
export function ensurePrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if ((fs.statSync(dir).mode & OPEN_BITS) !== 0) fs.chmodSync(dir, PRIVATE_FOLDER_MODE);
}

/**
 * Takes group and others' rights off every folder (0700) and file (0600) under `dir`, `dir` included; answers how
 * many it changed. Symbolic links are left alone (their target is not ours to change).
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const visit = (target: string): void => {
    const stat = fs.lstatSync(target, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & OPEN_BITS) !== 0) {
        fs.chmodSync(target, PRIVATE_FOLDER_MODE);
        changed += 1;
      }
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if (stat.isFile() && (stat.mode & OPEN_BITS) !== 0) {
      fs.chmodSync(target, PRIVATE_FILE_MODE);
      changed += 1;
    }
  };
  visit(dir);
  return changed;
}

export interface DataFolders {
  /** DATA_DIR. */
  dataDir: string;
  /** The embedded database's folder; undefined on a PostgreSQL server. */
  pgliteDir?: string | undefined;
  /** The demo's mail files. */
  mailDir: string;
  /** Where `npm run db:backup` writes by default. */
  backupsDir: string;
}

/**
 * Makes the shop's private folders 0700 and takes group and others' rights off what is already in them (a shop started
 * before this rule, or files PGlite made 666). Answers the folders that were open to others (to say so once: PGlite
 * makes its new files 666 again, harmless inside a private folder, so the file count alone would be said at every
 * start) and how many files and folders were tightened. Uploaded pictures stay as they are: everyone sees them anyway.
 */
export function secureDataFolders(folders: DataFolders): { openFolders: string[]; tightened: number } {
  const openFolders: string[] = [];
  let tightened = 0;
  for (const dir of [folders.dataDir, folders.pgliteDir, folders.mailDir, folders.backupsDir]) {
    if (!dir) continue;
    const before = fs.statSync(dir, { throwIfNoEntry: false });
    if (before && (before.mode & OPEN_BITS) !== 0) openFolders.push(dir);
    // DATA_DIR itself: only its own rights (its uploads are public); the others: everything inside.
    if (before && dir !== folders.dataDir) tightened += tightenTree(dir);
    ensurePrivateFolder(dir);
  }
  return { openFolders, tightened };
}

/** The folders of a configuration, as `secureDataFolders` takes them. */
export function dataFoldersOf(config: {
  dataDir: string;
  databaseUrl?: string | undefined;
  pgliteDir: string;
  mail: { dir: string };
  backupsDir: string;
}): DataFolders {
  return {
    dataDir: config.dataDir,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    mailDir: config.mail.dir,
    backupsDir: config.backupsDir,
  };
}

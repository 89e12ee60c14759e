import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  BACKUP_MESSAGES,
  BACKUPS_LISTED,
  type AdminBackup,
  type AdminBackupList,
  type BackupTaken,
} from '@farm/contract';
import { writeBackup, type MediaSource } from '../../backup/export.js';
import { BackupError, freeBackupName } from '../../backup/format.js';
import type { Database, Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { AuditRepository, type StaffActor } from '../audit/index.js';
import { BackupRepository, type BackupRecordInput } from './repository.js';

/** The newest backup's moment (from the console or the command line), or null when none was ever recorded. */
export async function lastBackupAt(db: Db): Promise<Date | null> {
  return new BackupRepository(db).newest();
}

/**
 * Records a backup `npm run db:backup` wrote whole, in the database it backed up. A database from before migration
 * 0023 has no record table yet: the backup is still good, and nothing is recorded (answers false).
 */
export async function recordCommandBackup(
  db: Db,
  backup: { fileName: string; bytes: number },
): Promise<boolean> {
  // node-postgres and PGlite both answer with `rows`.
  const { rows } = (await db.execute(
    sql`SELECT to_regclass('public.backup_records') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!rows[0]?.present) return false;
  await new BackupRepository(db).insert({ staffId: null, source: 'command', ...backup });
  return true;
}

/** Where the console's backups go and what they hold. */
export interface BackupPlace {
  /** The backups folder (BACKUPS_DIR): owner-only, made so by the backup when it is new. */
  dir: string;
  /** The pictures that go in with the database. */
  media: MediaSource | undefined;
}

/**
 * Backups from the console (issue 36, docs/domain.md "Backups"): the owner takes one with a button, lists the recent
 * ones and downloads one. The file is the one `npm run db:backup` writes (backup/export.ts), into the same folder, so
 * either way a backup is restored with `npm run db:restore`. A download is found by its name among the records, never
 * by a path the client sends.
 */
export class BackupService {
  /** One backup at a time in this process: a second press while one is written is told to wait. */
  private taking = false;

  constructor(
    private readonly database: Database,
    private readonly place: BackupPlace,
  ) {}

  async take(by: StaffActor & { name: string }): Promise<BackupTaken> {
    if (this.taking) throw new ConflictError(BACKUP_MESSAGES.underWay);
    this.taking = true;
    try {
      const fileName = freeBackupName(this.place.dir);
      const summary = await this.write(path.join(this.place.dir, fileName));
      // Recorded only once the file is whole: a backup that failed records nothing.
      const row = await withTransaction(
        this.database.db,
        { backups: BackupRepository, audit: AuditRepository },
        async (tx) => {
          const record = await tx.backups.insert({
            staffId: by.staffId,
            source: 'console',
            fileName,
            bytes: summary.bytes,
          });
          await tx.audit.write({
            staffId: by.staffId,
            actor: by.actor,
            address: by.address,
            action: 'backup.take',
            entity: 'backup',
            entityId: String(record.id),
            after: { file_name: fileName, bytes: summary.bytes },
          });
          return record;
        },
      );
      return { message: BACKUP_MESSAGES.taken(fileName), backup: this.view(row, by.name) };
    } finally {
      this.taking = false;
    }
  }

  /** The backup file, refusals said in words (a full disk, a folder the shop may not write). */
  private async write(file: string) {
    try {
      return await writeBackup(this.database, file, this.place.media);
    } catch (error) {
      if (error instanceof BackupError) throw new ConflictError(BACKUP_MESSAGES.failed(error.message));
      const code = (error as NodeJS.ErrnoException).code;
      if (code) {
        throw new ConflictError(
          BACKUP_MESSAGES.failed(
            `the backups folder could not be written (${code}). Check that BACKUPS_DIR is a folder the shop's ` +
              'user owns, with room to spare.',
          ),
        );
      }
      throw error;
    }
  }

  async list(): Promise<AdminBackupList> {
    const repository = new BackupRepository(this.database.db);
    const rows = await repository.recent(BACKUPS_LISTED);
    const newest = await repository.newest();
    return {
      data: rows.map(({ record, takenBy }) => this.view(record, takenBy)),
      last_taken_at: newest?.toISOString() ?? null,
    };
  }

  /** The file of a recorded backup, to stream to the owner; the download is audited (it is the shop's whole data). */
  async open(
    fileName: string,
    by: StaffActor,
  ): Promise<{ fileName: string; bytes: number; stream: fs.ReadStream }> {
    const record = await new BackupRepository(this.database.db).byName(fileName);
    if (!record) throw new NotFoundError(BACKUP_MESSAGES.unknown);
    const file = this.fileOf(record.fileName);
    if (!file) throw new NotFoundError(BACKUP_MESSAGES.gone);
    // Opened before the audit row is written: a file that vanished in between is a refusal, not a recorded download.
    const handle = await fs.promises.open(file, 'r').catch(() => undefined);
    if (!handle) throw new NotFoundError(BACKUP_MESSAGES.gone);
    const { size } = await handle.stat();
    await new AuditRepository(this.database.db).write({
      ...by,
      action: 'backup.download',
      entity: 'backup',
      entityId: String(record.id),
      after: { file_name: record.fileName, bytes: size },
    });
    return { fileName: record.fileName, bytes: size, stream: handle.createReadStream() };
  }

  /**
   * The recorded name's file in the backups folder, if it is there. The name was written by the shop itself, but is
   * still taken only as a plain file name inside the folder: nothing a record holds can point elsewhere.
   */
  private fileOf(fileName: string): string | undefined {
    if (fileName !== path.basename(fileName) || fileName.startsWith('.') || fileName.includes('\0'))
      return undefined;
    const file = path.join(this.place.dir, fileName);
    try {
      return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
    } catch {
      // BACKUPS_DIR is not a folder (ENOTDIR) or cannot be read: the file is not on this machine, as far as it can tell.
      return undefined;
    }
  }

  private view(record: Awaited<ReturnType<BackupRepository['insert']>>, takenBy: string | null): AdminBackup {
    return {
      id: record.id,
      taken_at: record.takenAt.toISOString(),
      source: record.source as BackupRecordInput['source'],
      taken_by: takenBy,
      file_name: record.fileName,
      bytes: record.bytes,
      on_this_machine: this.fileOf(record.fileName) !== undefined,
    };
  }
}

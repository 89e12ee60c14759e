import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backupRecords, staff, type BACKUP_SOURCES } from '../../db/schema.js';

export interface BackupRecordInput {
  staffId: number | null;
  source: (typeof BACKUP_SOURCES)[number];
  fileName: string;
  bytes: number;
  takenAt?: Date;
}

/** The record of backups taken (docs/domain.md "Backups"): one row per backup that was written whole. */
export class BackupRepository {
  constructor(private readonly db: Db) {}

  async insert(record: BackupRecordInput) {
    const [row] = await this.db.insert(backupRecords).values(record).returning();
    return row!;
  }

  /** The newest backups first, with the name of who took each (null for the command line). */
  recent(limit: number) {
    return this.db
      .select({ record: backupRecords, takenBy: staff.name })
      .from(backupRecords)
      .leftJoin(staff, eq(staff.id, backupRecords.staffId))
      .orderBy(desc(backupRecords.takenAt), desc(backupRecords.id))
      .limit(limit);
  }

  /** The newest record of a file name: the only way a download finds its file. */
  async byName(fileName: string) {
    const [row] = await this.db
      .select()
      .from(backupRecords)
      .where(eq(backupRecords.fileName, fileName))
      .orderBy(desc(backupRecords.id))
      .limit(1);
    return row;
  }

  async newest(): Promise<Date | null> {
    const [row] = await this.db.select({ at: max(backupRecords.takenAt) }).from(backupRecords);
    return row?.at ?? null;
  }
}

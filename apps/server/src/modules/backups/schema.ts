/**
 * The tables the backups module owns (issue 36): the record of backups taken, which the setup checklist reads ("a backup
 * in the last 24 hours"). Only this module writes it (test/table-owners.test.ts), and backup/ (which writes every
 * table by design) records a backup taken with `npm run db:backup`.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, moment, oneOf } from '../../db/columns.js';
import { staff } from '../staff/schema.js';

/** Where a backup was taken from: the console's button or the command line. */
export const BACKUP_SOURCES = ['console', 'command'] as const;

export const backupRecords = pgTable(
  'backup_records',
  {
    id: id(),
    takenAt: moment('taken_at').notNull().defaultNow(),
    /** The staff member who pressed the console's button; null for the command line. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 10 }).notNull(),
    /** The backup file's name (not its folder: that is the machine's). */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('backup_records_taken_idx').on(t.takenAt),
    check('backup_records_source_valid', oneOf(t.source, BACKUP_SOURCES)),
    check('backup_records_bytes_valid', sql`${t.bytes} >= 0`),
  ],
);

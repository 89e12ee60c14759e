import { z } from 'zod';
import { text } from './common.js';

// Backups from the console (issue 36): the owner takes one with a button, sees the recent ones, and downloads one.
// A backup holds every customer's personal data and the staff's password hashes, so only the owner reaches these.

/** Where a backup was taken from: the console's button or `npm run db:backup`. */
export const BACKUP_SOURCE_WORDS = {
  console: 'the console',
  command: 'the command line',
} as const;
export type BackupSource = keyof typeof BACKUP_SOURCE_WORDS;

/** How many of the newest backups the console lists. */
export const BACKUPS_LISTED = 20;

export const BACKUP_MESSAGES = {
  taken: (name: string) =>
    `Backup ${name} taken. Download it and keep it somewhere other than this machine: it holds your customers’ ` +
    'personal data, so keep it as safe as the shop itself.',
  underWay: 'A backup is being taken already. Wait for it to finish, then download that one.',
  unknown: 'There is no backup of that name. Choose one from the list of backups.',
  gone:
    'That backup is no longer on this machine (it was moved or deleted). Take a new backup, or look for the ' +
    'copy you kept elsewhere.',
  failed: (why: string) => `The backup could not be taken: ${why}`,
} as const;

/** A backup's file name as it arrives in the download's address; it is looked up among the records, never opened as a path. */
export const backupParams = z.object({
  name: text().trim().min(1, BACKUP_MESSAGES.unknown).max(200, BACKUP_MESSAGES.unknown),
});

export const adminBackup = z.object({
  id: z.number().int(),
  taken_at: z.string(),
  source: z.enum(['console', 'command']),
  /** The staff member who pressed the button; null for the command line (or a member since removed). */
  taken_by: z.string().nullable(),
  file_name: z.string(),
  bytes: z.number().int(),
  /** The file is still in this machine's backups folder, so the console can download it. */
  on_this_machine: z.boolean(),
});
export type AdminBackup = z.infer<typeof adminBackup>;

export const adminBackupList = z.object({
  data: z.array(adminBackup),
  /** The newest backup's moment, of all ever taken (the setup checklist asks for one in the last 24 hours). */
  last_taken_at: z.string().nullable(),
});
export type AdminBackupList = z.infer<typeof adminBackupList>;

export const backupTaken = z.object({ message: z.string(), backup: adminBackup });
export type BackupTaken = z.infer<typeof backupTaken>;

/** A size in the owner's words: "840 kB", "12.5 MB". */
export function backupSizeWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} kB`;
}

import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * A shop backup is one gzip'd file of JSON lines (docs/decisions/2026-11-23-backups.md): a header, then each table
 * (its columns, its rows as PostgreSQL's own text for each value, a closing count), each sequence's position, the
 * picture files, and a closing record with the totals, so a file cut short is told from a whole one.
 */
export const BACKUP_FORMAT = 'farm-shop-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = '.jsonl.gz';

/** A stored file's place: a relative path, forward slashes, no `..`, nothing hidden or absolute. */
const relativePath = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !value.includes('\\') &&
      !value.includes('\0') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'a file path in the backup is not a plain relative path',
  );

const identifier = z.string().regex(/^[a-z_][a-z0-9_$]{0,62}$/, 'not a table or sequence name');

export const headerRecord = z.object({
  kind: z.literal('header'),
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** The migrations the database had applied, oldest first: `when` is the journal's timestamp, the level. */
  migrations: z.array(z.object({ hash: z.string(), when: z.number().int() })),
  media: z.boolean(),
});

export const tableRecord = z.object({
  kind: z.literal('table'),
  name: identifier,
  columns: z.array(z.object({ name: z.string().min(1).max(63), type: z.string().min(1).max(200) })).min(1),
});

/** Values are PostgreSQL's text for each column (what `::text` gives), null for NULL: exact for every type. */
export const rowsRecord = z.object({
  kind: z.literal('rows'),
  table: identifier,
  rows: z.array(z.array(z.string().nullable())),
});

export const tableEndRecord = z.object({
  kind: z.literal('tableEnd'),
  name: identifier,
  count: z.number().int(),
});

export const sequenceRecord = z.object({
  kind: z.literal('sequence'),
  name: identifier,
  value: z.string().regex(/^-?\d+$/),
  called: z.boolean(),
});

/**
 * A picture file: `store` files are the media library's (`m/<key>/<width>.<ext>`, the folder or the bucket the shop
 * is set up with), `uploads` files the rest of the uploads folder (the demo's pictures and films).
 */
export const fileRecord = z.object({
  kind: z.literal('file'),
  area: z.enum(['store', 'uploads']),
  path: relativePath,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.string(),
});

export const endRecord = z.object({
  kind: z.literal('end'),
  tables: z.number().int(),
  rows: z.number().int(),
  sequences: z.number().int(),
  files: z.number().int(),
});

export const backupRecord = z.discriminatedUnion('kind', [
  headerRecord,
  tableRecord,
  rowsRecord,
  tableEndRecord,
  sequenceRecord,
  fileRecord,
  endRecord,
]);

export type HeaderRecord = z.infer<typeof headerRecord>;
export type BackupRecord = z.infer<typeof backupRecord>;
export type FileRecord = z.infer<typeof fileRecord>;

/** A refusal or failure the person at the terminal can act on, said in words (the command prints only the message). */
export class BackupError extends Error {}

/** `shop-2026-11-23T14-05-09Z.jsonl.gz`: sorts by time, and has no characters a file system or shell minds. */
export function defaultBackupName(now = new Date(), copy = 1): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `shop-${stamp}${copy > 1 ? `-${copy}` : ''}${BACKUP_EXTENSION}`;
}

/**
 * The default name not yet taken in `dir`: a second backup within the same second (two presses of the console's
 * button) is `shop-<time>-2…`, where the plain name would be refused as existing (a backup never overwrites a file).
 */
export function freeBackupName(dir: string, now = new Date()): string {
  for (let copy = 1; ; copy += 1) {
    const name = defaultBackupName(now, copy);
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

/**
 * The tables the media module owns: the media library. Only this module writes them (test/table-owners.test.ts);
 * db/schema.ts gathers every module's tables for drizzle-kit and the database client.
 */
import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, moment } from '../../db/columns.js';
import { staff } from '../staff/schema.js';

/**
 * Pictures the farm uploaded: the server keeps only resized copies (WebP, and JPEG for old browsers) at the widths in
 * MEDIA_WIDTHS, never the original (which may carry the phone's location). A content column refers to one as
 * `m/<key>`; the files live in the media store (a folder, or an S3-compatible bucket) under `m/<key>/`.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    key: varchar('key', { length: 64 }).notNull(),
    /** The file name the picture was uploaded with, to help the farm recognise it. */
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths made, ascending; a picture narrower than a width is not enlarged to it. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_key_unique').on(t.key)],
);

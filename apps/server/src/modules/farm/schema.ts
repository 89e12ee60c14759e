/**
 * The tables the farm module owns: the farm's story: crops, certificates, the video feed and the banner. Only this
 * module writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the
 * database client.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from '../../db/columns.js';

export const crops = pgTable(
  'crops',
  {
    id: id(),
    name: varchar('name', { length: 160 }).notNull(),
    nameMala: varchar('name_mala', { length: 300 }).notNull().default(''),
    /** 'main' or one of the eight extra-harvest groups. */
    category: varchar('category', { length: 100 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    description1: text('description1').notNull().default(''),
    description2: text('description2').notNull().default(''),
    description3: text('description3').notNull().default(''),
    description4: text('description4').notNull().default(''),
    /** Key features as HTML, stored only after sanitising. */
    description5: text('description5').notNull().default(''),
    /** The same texts in Malayalam; an empty one shows the English (issue 24). */
    descriptionMal: text('description_mal').notNull().default(''),
    description1Mal: text('description1_mal').notNull().default(''),
    description2Mal: text('description2_mal').notNull().default(''),
    description3Mal: text('description3_mal').notNull().default(''),
    description4Mal: text('description4_mal').notNull().default(''),
    description5Mal: text('description5_mal').notNull().default(''),
    /** The months the crop is harvested, as bits (January 1 … December 2048; contract: seasons.ts); 0 = not said. */
    seasonMonths: smallint('season_months').notNull().default(0),
    seasonNote: varchar('season_note', { length: 200 }).notNull().default(''),
    seasonNoteMal: varchar('season_note_mal', { length: 400 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('crops_category_idx').on(sql`lower(${t.category})`, t.createdAt),
    check('crops_season_months_valid', sql`${t.seasonMonths} between 0 and 4095`),
  ],
);

export const cropImages = pgTable(
  'crop_images',
  {
    id: id(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('crop_images_crop_idx').on(t.cropId, t.sortOrder)],
);

export const certificates = pgTable('certificates', {
  id: id(),
  title: varchar('title', { length: 200 }),
  image: varchar('image', { length: 255 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const videoFeed = pgTable('video_feed', {
  id: id(),
  title: varchar('title', { length: 200 }),
  image: varchar('image', { length: 255 }).notNull(),
  video: varchar('video', { length: 500 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const bannerItems = pgTable('banner_items', {
  id: id(),
  image: varchar('image', { length: 255 }).notNull(),
  video: varchar('video', { length: 255 }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
});

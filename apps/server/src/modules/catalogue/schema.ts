/**
 * The tables the catalogue module owns: the catalogue: categories, products, their pictures, sizes and prices. Only
 * this module writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and
 * the database client.
 */
import { NET_UNITS, ORGANIC_SCHEMES } from '@farm/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, moment, money, oneOf, timestamps } from '../../db/columns.js';
import { crops } from '../farm/schema.js';

export const categories = pgTable('categories', {
  id: id(),
  name: varchar('name', { length: 120 }).notNull(),
  nameMal: varchar('name_mal', { length: 200 }).notNull().default(''),
  description: text('description').notNull().default(''),
  /** The Malayalam description; where it is empty the English one shows (issue 24). */
  descriptionMal: text('description_mal').notNull().default(''),
  image: varchar('image', { length: 255 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A hidden category leaves the storefront with its products' listing; its products keep their pages. */
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: varchar('product_name', { length: 200 }).notNull(),
    nameMal: varchar('product_name_mal', { length: 300 }).notNull().default(''),
    slug: varchar('product_slug', { length: 220 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    /** The Malayalam description; where it is empty the English one shows (issue 24). */
    descriptionMal: text('description_mal').notNull().default(''),
    image: varchar('image', { length: 255 }).notNull(),
    video: varchar('video', { length: 255 }),
    videoLink: varchar('video_link', { length: 500 }),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The product's HSN code on the GST invoice. */
    hsnCode: varchar('hsn_code', { length: 8 }).notNull().default(''),
    /** The GST rate included in its prices, in whole percent (docs/domain.md "Invoices"). */
    gstRatePercent: smallint('gst_rate_percent').notNull().default(5),
    /**
     * What the label declares (Legal Metrology (Packaged Commodities) Rules 2011 r.6 as amended in 2017 and 2022; FSS
     * (Labelling and Display) Regulations 2020), shown before purchase (r.6(10)): best before as months from packing
     * (null = not yet written), the ingredients, who made or packed it (empty = the farm itself, from the shop's
     * settings) and the country of origin.
     */
    shelfLifeMonths: smallint('shelf_life_months'),
    ingredients: text('ingredients').notNull().default(''),
    ingredientsMal: text('ingredients_mal').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    countryOfOrigin: varchar('country_of_origin', { length: 60 }).notNull().default('India'),
    /**
     * The organic claim (FSS (Organic Foods) Regulations 2017): 'npop' (India Organic) or 'pgs' (PGS-India) with the
     * certificate's number, certifier and end date; 'exempt' for a small original producer selling directly (no
     * logo, said in words); 'none' makes no claim. The badge shows only while the certificate is valid.
     */
    organicScheme: varchar('organic_scheme', { length: 10 }).notNull().default('none'),
    organicCertificateNo: varchar('organic_certificate_no', { length: 80 }).notNull().default(''),
    organicCertifier: varchar('organic_certifier', { length: 160 }).notNull().default(''),
    organicValidUntil: date('organic_valid_until', { mode: 'string' }),
    /**
     * When the product was first shown in the shop; null = a draft (saved in the console, never shown, 404 in the
     * storefront). `active` stays the "shown now" switch: a published product hidden later keeps this date (410).
     */
    publishedAt: moment('published_at'),
    /**
     * The Malayalam name written in Latin letters as a shopper types it ("velichenna"), made from `nameMal` whenever
     * the product is saved, for search (issue 32).
     */
    nameRoman: varchar('product_name_roman', { length: 600 }).notNull().default(''),
    /**
     * The months the product is in season (issue 37), as bits: January is 1, February 2, March 4 … December 2048
     * (contract: seasons.ts); 0 = not seasonal (sold all year). A short note may say more ("first flush of honey").
     */
    seasonMonths: smallint('season_months').notNull().default(0),
    seasonNote: varchar('season_note', { length: 200 }).notNull().default(''),
    seasonNoteMal: varchar('season_note_mal', { length: 400 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('products_season_months_valid', sql`${t.seasonMonths} between 0 and 4095`),
    check('products_gst_rate_valid', sql`${t.gstRatePercent} between 0 and 40`),
    check('products_organic_scheme_valid', oneOf(t.organicScheme, ORGANIC_SCHEMES)),
    check(
      'products_shelf_life_valid',
      sql`${t.shelfLifeMonths} IS NULL OR ${t.shelfLifeMonths} between 1 and 120`,
    ),
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_idx').on(t.categoryId, t.sortOrder),
    // Search (issue 32, modules/catalogue/repository.ts): the names by trigram (contains and similar words), the
    // descriptions by full-text. The expressions are the search's own, word for word, or the planner ignores them.
    // fastupdate off: PGlite has no autovacuum, so rows added later would stay in GIN's pending list, which every
    // search reads through (the planner then prefers reading the whole table); products are written rarely.
    index('products_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_name_mal_trgm_idx')
      .using('gin', sql`${t.nameMal} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_name_roman_trgm_idx')
      .using('gin', sql`${t.nameRoman} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_description_fts_idx')
      .using('gin', sql`to_tsvector('english', ${t.description})`)
      .with({ fastupdate: false }),
    index('products_description_mal_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.descriptionMal})`)
      .with({ fastupdate: false }),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 60 }).notNull(),
    /** The shipping weight, packing included: it prices the delivery, never the label. */
    weightGrams: integer('weight_grams').notNull(),
    /**
     * The net quantity the label declares, in its standard unit (Legal Metrology (Packaged Commodities) Rules 2011
     * r.6(1)(e)): grams for solids and powders, millilitres for oils and liquids, or a number of pieces; it makes the
     * unit sale price (r.6(1)(i)). Sizes from before issue 35 took their weight in grams.
     */
    netQuantity: integer('net_quantity').notNull(),
    netUnit: varchar('net_unit', { length: 2 }).notNull().default('g'),
    /** A clear photo of the size's full label (FSSAI's e-commerce guidance), from the media library; null = none yet. */
    labelImage: varchar('label_image', { length: 255 }),
    inStock: boolean('in_stock').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * On the shelf, the sum of the size's stock movements; null = the farm does not count this size. Never below
     * zero: the database refuses an oversell even if the code that prevents it were wrong. Changing it alone does not
     * move the content version (migration 0017): a sale is not a catalogue edit.
     */
    stockCount: integer('stock_count'),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId, t.sortOrder),
    check('product_sizes_weight_positive', sql`${t.weightGrams} > 0`),
    check('product_sizes_net_quantity_positive', sql`${t.netQuantity} > 0`),
    check('product_sizes_net_unit_valid', oneOf(t.netUnit, NET_UNITS)),
    check('product_sizes_stock_not_negative', sql`${t.stockCount} IS NULL OR ${t.stockCount} >= 0`),
  ],
);

/** One price row per size; its id is the cart line's `priceId`. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: id(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** The MRP printed on the label, inclusive of all taxes (Legal Metrology r.6(1)(e)); the shop never asks more. */
    originalPricePaise: money('original_price_paise').notNull(),
    /** 0 means no offer. */
    offerPricePaise: money('offer_price_paise').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_prices_size_unique').on(t.productSizeId),
    check('product_prices_original_positive', sql`${t.originalPricePaise} > 0`),
    check(
      'product_prices_offer_valid',
      sql`${t.offerPricePaise} >= 0 AND ${t.offerPricePaise} < ${t.originalPricePaise}`,
    ),
  ],
);

/**
 * The crops a product is made from (issue 37): the crop's page lists its products and the product's page links back.
 * Written with the product (the console's product editor).
 */
export const productCrops = pgTable(
  'product_crops',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cropId] }), index('product_crops_crop_idx').on(t.cropId)],
);

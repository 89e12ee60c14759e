/**
 * The database schema. Money is integer paise; weights are grams. drizzle-kit generates the SQL migrations in
 * ../../drizzle from this file (`npm run db:generate`); they are committed and applied at start-up.
 */
import {
  GENDERS,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STAFF_ROLES,
  STAFF_SESSION_STAGES,
} from '@farm/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Money in paise. `bigint`, so no total the pricing rules allow can overflow (an `integer` column stops at about
 * ₹2.1 crore); read back as a JavaScript number, exact up to ₹90 lakh crore.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A CHECK that a column holds one of the contract's values: the database's list of statuses, roles or methods is
 * generated from the one list the code uses, so the two cannot drift apart.
 */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '))})`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
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
     * When the product was first shown in the shop; null = a draft (saved in the console, never shown, 404 in the
     * storefront). `active` stays the "shown now" switch: a published product hidden later keeps this date (410).
     */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * The Malayalam name written in Latin letters as a shopper types it ("velichenna"), made from `nameMal` whenever
     * the product is saved, for search (issue 32).
     */
    nameRoman: varchar('product_name_roman', { length: 600 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('products_gst_rate_valid', sql`${t.gstRatePercent} between 0 and 40`),
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
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 60 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
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
    check('product_sizes_stock_not_negative', sql`${t.stockCount} IS NULL OR ${t.stockCount} >= 0`),
  ],
);

/** One price row per size; its id is the cart line's `priceId`. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
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

/** Registered customers. E-mail is unique ignoring case (stored lower-cased); only an argon2id hash of the password. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    storeId: integer('store_id').notNull().default(1),
    /**
     * News from the farm by e-mail (harvests, offers); order messages and password links go regardless. Only ever
     * true by the customer's own act (Consumer Protection (E-Commerce) Rules 2020, r.4(9)): unticked at registration.
     */
    emailNews: boolean('email_news').notNull().default(false),
    /** When the customer last said yes or no to the news (registration or the account); null = never asked. */
    emailNewsAt: timestamp('email_news_at', { withTimezone: true, mode: 'date' }),
    /** The storefront language the customer last used ('en' or 'ml'): their e-mails are written in it (issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_mobile_idx').on(t.mobile),
    check('users_gender_valid', oneOf(t.gender, GENDERS)),
    check('users_language_valid', oneOf(t.language, LANGUAGES)),
  ],
);

/** Personal access tokens `{id}|{secret}`: only the SHA-256 of the secret is kept; they expire, and logout revokes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Sliding: each day a token is used moves this 30 days on (customers/tokens.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Set by logout (or a password change); the row stays, so a revoked token is told apart from an unknown one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/** Delivery addresses, India only; at most one default per customer (a partial unique index guards it). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    landmark: varchar('landmark', { length: 120 }),
    city: varchar('city', { length: 80 }).notNull(),
    stateId: smallint('state_id').notNull(),
    countryId: smallint('country_id').notNull().default(1),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 10 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    // The 36 states and union territories of the contract's STATES (the spec's 25, then the other 11).
    check('addresses_state_valid', sql`${t.stateId} BETWEEN 1 AND 36`),
    check('addresses_country_india', sql`${t.countryId} = 1`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The customer who wrote it; kept (as null) if the account is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    review: text('review').notNull(),
    /** Rating in half stars (0..10) so 4.5 stars is exactly 9, with no floating point in the database. */
    ratingHalves: smallint('rating_halves').notNull(),
    /** Hidden by the farm: gone from the product page and from its rating; shown again by clearing it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** The farm's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer and product: writing again edits it.
    uniqueIndex('reviews_one_per_customer')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    check('reviews_rating_range', sql`${t.ratingHalves} BETWEEN 0 AND 10`),
  ],
);

export const crops = pgTable(
  'crops',
  {
    id: serial('id').primaryKey(),
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
    ...timestamps,
  },
  (t) => [index('crops_category_idx').on(sql`lower(${t.category})`, t.createdAt)],
);

export const cropImages = pgTable(
  'crop_images',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('crop_images_crop_idx').on(t.cropId, t.sortOrder)],
);

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }),
  image: varchar('image', { length: 255 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const videoFeed = pgTable('video_feed', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }),
  image: varchar('image', { length: 255 }).notNull(),
  video: varchar('video', { length: 500 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const bannerItems = pgTable('banner_items', {
  id: serial('id').primaryKey(),
  image: varchar('image', { length: 255 }).notNull(),
  video: varchar('video', { length: 255 }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const shippingSlabs = pgTable(
  'shipping_slabs',
  {
    id: serial('id').primaryKey(),
    /** 'kerala' (state id 1) or 'rest_of_india'. */
    zone: varchar('zone', { length: 20 }).notNull(),
    minWeightGrams: integer('min_weight_grams').notNull(),
    /** Inclusive; null = no upper bound. */
    maxWeightGrams: integer('max_weight_grams'),
    chargePaise: money('charge_paise').notNull(),
  },
  (t) => [
    index('shipping_slabs_zone_idx').on(t.zone, t.minWeightGrams),
    check('shipping_slabs_zone_valid', sql`${t.zone} IN ('kerala', 'rest_of_india')`),
    check(
      'shipping_slabs_range_valid',
      sql`${t.minWeightGrams} >= 0 AND (${t.maxWeightGrams} IS NULL OR ${t.maxWeightGrams} >= ${t.minWeightGrams})`,
    ),
    check('shipping_slabs_charge_valid', sql`${t.chargePaise} >= 0`),
  ],
);

/** The shop's public facts and settings: a single row (id 1). */
export const shop = pgTable(
  'shop',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 160 }).notNull(),
    tagline: varchar('tagline', { length: 300 }).notNull().default(''),
    /** The name, tagline and addresses in Malayalam for Malayalam pages; empty shows the English (issue 32). */
    nameMal: varchar('name_mal', { length: 300 }).notNull().default(''),
    taglineMal: varchar('tagline_mal', { length: 600 }).notNull().default(''),
    farmAddressMal: text('farm_address_mal').notNull().default(''),
    outletAddressMal: text('outlet_address_mal').notNull().default(''),
    contactEmail: varchar('contact_email', { length: 200 }).notNull(),
    ordersEmail: varchar('orders_email', { length: 200 }).notNull(),
    phonePrimary: varchar('phone_primary', { length: 40 }).notNull(),
    phoneSecondary: varchar('phone_secondary', { length: 40 }).notNull().default(''),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }).notNull().default(''),
    website: varchar('website', { length: 200 }).notNull().default(''),
    farmAddress: text('farm_address').notNull().default(''),
    outletAddress: text('outlet_address').notNull().default(''),
    youtubeUrl: varchar('youtube_url', { length: 300 }).notNull().default(''),
    instagramUrl: varchar('instagram_url', { length: 300 }).notNull().default(''),
    facebookUrl: varchar('facebook_url', { length: 300 }).notNull().default(''),
    orderPrefix: varchar('order_prefix', { length: 8 }).notNull().default('SF'),
    codEnabled: boolean('cod_enabled').notNull().default(false),
    /** The business as its GST registration names it, for the tax invoice. */
    legalName: varchar('legal_name', { length: 200 }).notNull().default(''),
    gstin: varchar('gstin', { length: 15 }).notNull().default(''),
    /** The registered address printed on invoices. */
    invoiceAddress: text('invoice_address').notNull().default(''),
    /** The state the farm supplies from: deliveries within it pay CGST and SGST, others IGST. */
    stateId: smallint('state_id').notNull().default(1),
    /** The owner requires two-factor sign-in of every staff member. */
    staffTwoFactorRequired: boolean('staff_two_factor_required').notNull().default(false),
    /** How long a payment under way holds its cart's counted jars (the console edits it in minutes). */
    stockHoldSeconds: integer('stock_hold_seconds').notNull().default(900),
    /** Under this many left, the storefront says "Only N left" and the dashboard lists the size. */
    lowStockThreshold: smallint('low_stock_threshold').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('shop_single_row', sql`${t.id} = 1`)],
);

/**
 * A counter that statement-level triggers (migration 0001) bump on every change to the shop's content, so each
 * server process can tell, with one cheap read, that its cached catalogue lists are stale, whoever made the change.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Products whose cached answers another process must drop: a review changes one product's page, and emptying every
 * cache in every process for it would let anyone with an account slow the whole shop down. A row trigger on reviews
 * (migration 0008) adds the product here; each ContentWatcher reads what is new.
 */
export const cacheInvalidations = pgTable('cache_invalidations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A cart line as priced when its payment started: the order is written from this copy. */
export interface RememberedLine {
  productId: number;
  productSizeId: number;
  productName: string;
  productNameMal: string;
  productSlug: string;
  image: string;
  size: string;
  weightGrams: number;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  /** The size was counted when the cart was priced: its order takes it from the shelf (docs/domain.md "Stock"). */
  counted?: boolean;
}

export interface RememberedAddress {
  firstName: string;
  lastName: string;
  address: string;
  landmark: string | null;
  city: string;
  stateId: number;
  pincode: string;
  phoneNumber: string;
}

/**
 * A payment started with the gateway (a Razorpay order, or a sandbox one). It remembers the cart, address, amounts
 * and delivery note it was created for, so the order can be completed from it alone (by the webhook, the redirect
 * or the reconciliation pass) if the browser never comes back.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    /** sandbox, test (rzp_test_ keys) or live: a gateway order is only ever completed in the mode that made it. */
    gatewayMode: varchar('gateway_mode', { length: 10 }).notNull().default('sandbox'),
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The priced lines and delivery address it was created for; null for an older storefront's amount-only payment. */
    cart: jsonb('cart').$type<RememberedLine[] | null>(),
    address: jsonb('address').$type<RememberedAddress | null>(),
    subtotalPaise: money('subtotal_paise'),
    shippingPaise: money('shipping_paise'),
    amountPaise: money('amount_paise').notNull(),
    specialInstructions: text('special_instructions'),
    /** What the attempt was for (customer, cart, address, total): a retry of the same attempt reuses the order. */
    attemptKey: varchar('attempt_key', { length: 64 }),
    /**
     * created → paid (its payment captured) | failed (a failed attempt; another may follow) → refunded (paid, but
     * it could not become an order, so the money went back).
     */
    status: varchar('status', { length: 20 }).notNull().default('created'),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_unique').on(t.gatewayOrderId),
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_attempt_idx').on(t.userId, t.attemptKey),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_status_valid', sql`${t.status} IN ('created', 'paid', 'failed', 'refunded')`),
    check('payment_orders_mode_valid', sql`${t.gatewayMode} IN ('sandbox', 'test', 'live')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).notNull().default('Placed'),
    paymentMethod: varchar('payment_method', { length: 10 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    subtotalPaise: money('subtotal_paise').notNull(),
    shippingPaise: money('shipping_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    itemsCount: integer('items_count').notNull(),
    specialInstructions: text('special_instructions'),
    // The delivery address as it was when the order was placed.
    shipFirstName: varchar('ship_first_name', { length: 80 }).notNull(),
    shipLastName: varchar('ship_last_name', { length: 80 }).notNull(),
    shipAddress: varchar('ship_address', { length: 255 }).notNull(),
    shipLandmark: varchar('ship_landmark', { length: 120 }),
    shipCity: varchar('ship_city', { length: 80 }).notNull(),
    shipStateId: smallint('ship_state_id').notNull(),
    shipPincode: varchar('ship_pincode', { length: 6 }).notNull(),
    shipPhone: varchar('ship_phone', { length: 10 }).notNull(),
    gateway: varchar('gateway', { length: 20 }),
    /** One order per gateway order: the unique index makes storing it twice, even at once, give the first. */
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }),
    /** What the refunds ledger has processed so far (the sum of its processed refunds); 0 when none. */
    refundedPaise: money('refunded_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Paid after its hold ran out, when the stock had gone meanwhile: the sizes it is short of, for the farm's
     * attention (a refund in one click). Null for every other order.
     */
    stockShort: jsonb('stock_short').$type<{ productSizeId: number; short: number }[] | null>(),
    /** The storefront language the order was placed in: its e-mails and invoice are written in it (issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    uniqueIndex('orders_gateway_order_unique').on(t.gatewayOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The order desk: newest first (read backwards), by status, found by the delivery phone.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_ship_phone_idx').on(t.shipPhone),
    check('orders_status_valid', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_status_valid', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_payment_method_valid', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_language_valid', oneOf(t.language, LANGUAGES)),
    check('orders_total_valid', sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`),
  ],
);

/** Order lines with what was charged; the product may change or go later, the line keeps its own copy. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productNameMal: varchar('product_name_mal', { length: 300 }).notNull(),
    productSlug: varchar('product_slug', { length: 220 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    size: varchar('size', { length: 60 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: money('unit_price_paise').notNull(),
    totalPaise: money('total_paise').notNull(),
    /**
     * Units of this line given back by a refund that names its lines (pending or processed; a failed one gives them
     * back): they leave the packing list and the invoice. Changed only with the order's row locked.
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_valid', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_valid',
      sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/**
 * The refunds ledger: every refund, full or partial, from a customer's cancel, the farm's console, or a payment that
 * could not become an order. A row is written (pending) and committed before the gateway is called, with a key the
 * gateway uses to refuse a second refund for the same row; the gateway's answer, its webhooks and the
 * reconciliation pass move it to processed or failed. Never more in total than was captured (RefundService).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** The order refunded; null for a payment that never became an order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** Who asked: `customer:12`, `staff:3` or `system`. */
    requestedBy: varchar('requested_by', { length: 40 }).notNull(),
    /** pending → processed | failed. */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** Sent as X-Refund-Idempotency: the gateway answers a repeat with the refund it already made. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    gatewayRefundId: varchar('gateway_refund_id', { length: 100 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_gateway_refund_unique').on(t.gatewayRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_order_idx').on(t.paymentOrderId),
    index('refunds_status_idx').on(t.status, t.updatedAt),
    check('refunds_status_valid', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The order lines a refund gives back (issue 32): a refund with lines refunds those units; one without is a goodwill
 * amount with its reason. `restock` puts the units back on the shelf (not for a jar that arrived broken).
 */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    restock: boolean('restock').notNull().default(true),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.refundId),
    index('refund_lines_item_idx').on(t.orderItemId),
    check('refund_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Razorpay's webhook deliveries already handled, by `x-razorpay-event-id` (it delivers at least once). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  event: varchar('event', { length: 60 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Secrets the shop makes for itself on its first start and keeps (the sandbox's signing secret). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's payments (test mode only), kept in the database like Razorpay keeps its own, so a test
 * payment can be verified, captured, refunded or reconciled by any process and after a restart.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    orderId: varchar('order_id', { length: 100 }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    /** created, authorized, captured, refunded or failed, as Razorpay names them. */
    status: varchar('status', { length: 20 }).notNull(),
    refundedPaise: money('refunded_paise').notNull().default(0),
    /** Refunds made, by idempotency key: [{id, key, amount}]. */
    refunds: jsonb('refunds').$type<{ id: string; key: string; amount: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);

/** The farm's staff: apart from customers, each with one role (contract: ROLE_PERMISSIONS). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP key (base32) once two-factor sign-in is on; the server must read it to check codes. */
    totpSecret: text('totp_secret'),
    /** A key being set up, until the first code from the app confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Removed by the owner: cannot sign in; the row stays so the audit trail keeps their name. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_role_valid', oneOf(t.role, STAFF_ROLES)),
  ],
);

/**
 * Staff sessions, carried by an HttpOnly cookie: only the SHA-256 of the secret is kept. A session ends when unused
 * for the idle time or at its absolute end, whichever comes first, or when revoked (sign-out, password or role change).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** `full`, or waiting for the two-factor code (`code`) or its setup (`setup`). */
    stage: varchar('stage', { length: 10 }).notNull().default('full'),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_valid', oneOf(t.stage, STAFF_SESSION_STAGES)),
  ],
);

/** Single-use recovery codes for two-factor sign-in: only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_unique').on(t.staffId, t.codeHash)],
);

/**
 * What staff did, append-only (a trigger refuses UPDATE and DELETE): who, what, on which entity, the fields before
 * and after, from which address, when. Written in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id'),
    /** The e-mail as typed, for a failed sign-in that names no staff member. */
    actor: varchar('actor', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }),
    before: jsonb('before'),
    after: jsonb('after'),
    address: varchar('address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
    // The audit trail's pages, newest first, and its date filter.
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Each change of an order's status: who (a staff member or the customer), from, to, a note, and on Shipped the courier
 * and tracking number. Written in the same transaction as the change, with the order's row locked.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    userId: integer('user_id'),
    fromStatus: varchar('from_status', { length: 20 }).notNull(),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    note: text('note'),
    courier: varchar('courier', { length: 80 }),
    trackingNumber: varchar('tracking_number', { length: 80 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * GST tax invoices: one per order, issued when the order is accepted, numbered in a gap-free series per financial
 * year (April to March). `document` keeps the invoice exactly as issued (lines, tax, the shop's facts), so it prints
 * the same later whatever changes in the catalogue or the settings.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    number: integer('number').notNull(),
    invoiceNo: varchar('invoice_no', { length: 16 }).notNull(),
    document: jsonb('document').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.financialYear, t.number),
  ],
);

/** The last invoice number of each financial year, advanced in the transaction that issues the invoice. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Pictures the farm uploaded: the server keeps only resized copies (WebP, and JPEG for old browsers) at the widths in
 * MEDIA_WIDTHS, never the original (which may carry the phone's location). A content column refers to one as
 * `m/<key>`; the files live in the media store (a folder, or an S3-compatible bucket) under `m/<key>/`.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull(),
    /** The file name the picture was uploaded with, to help the farm recognise it. */
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths made, ascending; a picture narrower than a width is not enlarged to it. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_key_unique').on(t.key)],
);

/**
 * Texts the owner edits: the about and story texts and the policy pages. The body is Markdown, rendered to sanitised
 * HTML when it is shown.
 */
export const pages = pgTable('pages', {
  slug: varchar('slug', { length: 60 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  body: text('body').notNull(),
  /** The page in Malayalam; while either is empty the storefront's Malayalam page shows the English (issue 24). */
  titleMal: varchar('title_mal', { length: 200 }).notNull().default(''),
  bodyMal: text('body_mal').notNull().default(''),
  /** When each language's title or text last changed, so the editor can say which is older (issue 32). */
  englishUpdatedAt: timestamp('english_updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  malayalamUpdatedAt: timestamp('malayalam_updated_at', { withTimezone: true, mode: 'date' }),
  updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** An owner's invitation to join the staff: a link valid for STAFF_INVITATION_HOURS, used once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    check('staff_invitations_role_valid', oneOf(t.role, STAFF_ROLES)),
  ],
);

/**
 * Messages waiting to go out (docs/decisions/2026-11-23-outbox.md): written in the same transaction as the change
 * that causes them, so a rolled-back change sends nothing and a committed one cannot lose its message. A worker in
 * each process claims due rows (`FOR UPDATE SKIP LOCKED`), marks them `sending` until `claimed_until`, sends, and
 * marks them `sent`, or `pending` again with a later `next_attempt_at`, or `failed` after the last try.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the message is about (contract: MESSAGE_KINDS), e.g. `order-placed`, `farm-new-order`. */
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** One message per cause: e.g. `order-shipped:42:customer`; writing the same cause twice keeps the first. */
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While `sending`: until when the claiming process owns it; after that another may take it back. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_unique').on(t.dedupeKey),
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_messages_status_valid', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * "Forgot password" links, for a customer or a staff member (exactly one of the two): only the SHA-256 of the token
 * is kept; a link is used once and expires (PASSWORD_RESET_MINUTES).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_staff_idx').on(t.staffId),
    check('password_resets_one_owner', sql`(${t.userId} IS NULL) <> (${t.staffId} IS NULL)`),
  ],
);

/**
 * Every change to a counted size's stock, so the count is always the sum of its movements: a count taken (the
 * difference), a batch received, a correction with its reason, an order's sale, stock given back by a cancel or a
 * full refund. Written in the same transaction as the count it changes.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    change: integer('change').notNull(),
    countAfter: integer('count_after').notNull(),
    note: text('note').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_size_idx').on(t.productSizeId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check(
      'stock_movements_kind_valid',
      sql`${t.kind} IN ('count', 'received', 'correction', 'sale', 'returned')`,
    ),
    check('stock_movements_change_not_zero', sql`${t.change} <> 0`),
  ],
);

/**
 * Jars held for a payment under way (docs/domain.md "Stock"): held until `expires_at`, then simply no longer
 * counted against the shelf, whoever was supposed to release them and whether or not the server survived. A paid
 * order turns its hold into a sale; a failed or refunded payment releases it; the reconciliation pass marks the
 * expired ones released.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** held → sold | released. */
    state: varchar('state', { length: 10 }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_holds_payment_size_unique').on(t.paymentOrderId, t.productSizeId),
    index('stock_holds_size_held_idx')
      .on(t.productSizeId, t.expiresAt)
      .where(sql`${t.state} = 'held'`),
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_holds_state_valid', sql`${t.state} IN ('held', 'sold', 'released')`),
  ],
);

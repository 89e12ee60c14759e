/**
 * The database schema. Money is integer paise; weights are grams. drizzle-kit generates the SQL migrations in
 * ../../drizzle from this file (`npm run db:generate`); they are committed and applied at start-up.
 */
import { sql } from 'drizzle-orm';
import {
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  nameMal: varchar('name_mal', { length: 200 }).notNull().default(''),
  description: text('description').notNull().default(''),
  image: varchar('image', { length: 255 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
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
    image: varchar('image', { length: 255 }).notNull(),
    video: varchar('video', { length: 255 }),
    videoLink: varchar('video_link', { length: 500 }),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_idx').on(t.categoryId, t.sortOrder),
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
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId, t.sortOrder),
    check('product_sizes_weight_positive', sql`${t.weightGrams} > 0`),
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
    originalPricePaise: integer('original_price_paise').notNull(),
    /** 0 means no offer. */
    offerPricePaise: integer('offer_price_paise').notNull().default(0),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_gender_valid', sql`${t.gender} IN ('Female', 'Male', 'Other')`),
  ],
);

/** Personal access tokens `{id}|{secret}`: only the SHA-256 of the secret is kept; logout revokes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    check('addresses_state_valid', sql`${t.stateId} BETWEEN 1 AND 25`),
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
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
    chargePaise: integer('charge_paise').notNull(),
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
 * A payment started with the gateway. It remembers the cart, address and amounts it was created for, so the
 * order can be completed from it alone (by the webhook) if the browser never comes back.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The priced lines and delivery address it was created for; null for an older storefront's amount-only payment. */
    cart: jsonb('cart').$type<RememberedLine[] | null>(),
    address: jsonb('address').$type<RememberedAddress | null>(),
    subtotalPaise: integer('subtotal_paise'),
    shippingPaise: integer('shipping_paise'),
    amountPaise: integer('amount_paise').notNull(),
    /** created → paid (signature or webhook) | failed. */
    status: varchar('status', { length: 20 }).notNull().default('created'),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_unique').on(t.gatewayOrderId),
    index('payment_orders_user_idx').on(t.userId),
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
    paymentStatus: varchar('payment_status', { length: 10 }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
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
    refundId: varchar('refund_id', { length: 100 }),
    refundedPaise: integer('refunded_paise'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    uniqueIndex('orders_gateway_order_unique').on(t.gatewayOrderId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check(
      'orders_status_valid',
      sql`${t.status} IN ('Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered', 'Cancelled')`,
    ),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} IN ('Pending', 'Paid', 'Refunded', 'Failed')`,
    ),
    check('orders_payment_method_valid', sql`${t.paymentMethod} IN ('RAZORPAY', 'COD')`),
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
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_valid', sql`${t.quantity} > 0`),
  ],
);

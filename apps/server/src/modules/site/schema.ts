/**
 * The tables the site module owns: the shop's settings (the single `shop` row) and the shipping slabs. Only this module
 * writes them (test/table-owners.test.ts); db/schema.ts gathers every module's tables for drizzle-kit and the database
 * client.
 */
import { FSSAI_KINDS, STOCK_DEFAULTS } from '@farm/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, moment, money, oneOf } from '../../db/columns.js';

export const shippingSlabs = pgTable(
  'shipping_slabs',
  {
    id: id(),
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
    /** Whether search engines may index the public lot pages a jar's QR opens (issue 38); off by default. */
    lotPagesIndexed: boolean('lot_pages_indexed').notNull().default(false),
    /** The business as its GST registration names it, for the tax invoice. */
    legalName: varchar('legal_name', { length: 200 }).notNull().default(''),
    gstin: varchar('gstin', { length: 15 }).notNull().default(''),
    /** The registered address printed on invoices. */
    invoiceAddress: text('invoice_address').notNull().default(''),
    /**
     * The farm's food business number from FSSAI: 14 digits, a licence (central or state) or a basic registration.
     * Shown on the site and on every invoice (FSSAI order of 8 June 2021; docs/domain.md "Selling lawfully").
     */
    fssaiNumber: varchar('fssai_number', { length: 14 }).notNull().default(''),
    fssaiKind: varchar('fssai_kind', { length: 12 }).notNull().default('registration'),
    /**
     * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 r.4(4) require: name, designation and
     * contacts, shown on the site. Empty until the farm names one; a live shop refuses to open without them.
     */
    grievanceName: varchar('grievance_name', { length: 120 }).notNull().default(''),
    grievanceDesignation: varchar('grievance_designation', { length: 120 }).notNull().default(''),
    grievanceEmail: varchar('grievance_email', { length: 200 }).notNull().default(''),
    grievancePhone: varchar('grievance_phone', { length: 40 }).notNull().default(''),
    /** The state the farm supplies from: deliveries within it pay CGST and SGST, others IGST. */
    stateId: smallint('state_id').notNull().default(1),
    /** The owner requires two-factor sign-in of every staff member. */
    staffTwoFactorRequired: boolean('staff_two_factor_required').notNull().default(false),
    /** How long a payment under way holds its cart's counted jars (the console edits it in minutes). */
    stockHoldSeconds: integer('stock_hold_seconds')
      .notNull()
      .default(STOCK_DEFAULTS.holdMinutes * 60),
    /** Under this many left, the storefront says "Only N left" and the dashboard lists the size. */
    lowStockThreshold: smallint('low_stock_threshold').notNull().default(STOCK_DEFAULTS.lowStockThreshold),
    /**
     * When the owner opened the shop (issue 36); null = not open yet: the storefront shows "coming soon" and no order
     * is taken. A real shop starts closed and opens from the setup checklist; the demo and every shop from before
     * migration 0023 are open.
     */
    openedAt: moment('opened_at'),
    /** The owner said test payments are on purpose (a setup checklist item, for a shop not yet on live keys). */
    testPaymentsConfirmedAt: moment('test_payments_confirmed_at'),
    /** The last test e-mail from the console that the mail server accepted (a setup checklist item). */
    testEmailSentAt: moment('test_email_sent_at'),
    /** When the owner last saved or confirmed the shipping slabs (a setup checklist item). */
    slabsReviewedAt: moment('slabs_reviewed_at'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shop_single_row', sql`${t.id} = 1`),
    check('shop_fssai_kind_valid', oneOf(t.fssaiKind, FSSAI_KINDS)),
    check('shop_fssai_number_valid', sql`${t.fssaiNumber} = '' OR ${t.fssaiNumber} ~ '^[0-9]{14}$'`),
  ],
);

import { z } from 'zod';
import { text } from './common.js';
import { CONTENT_MESSAGES, HTTPS_URL } from './content.js';
import { FSSAI_KINDS } from './labelling.js';
import { gstin } from './tax.js';

/**
 * Who sells (issue 35 item 1): the details the Consumer Protection (E-Commerce) Rules 2020 r.4(2) and r.4(4) ask an
 * inventory e-commerce entity to show on its site, and the FSSAI number the FSSAI order of 8 June 2021 asks for
 * online. Empty strings where the farm has not written one yet: the storefront shows no label for those.
 */
export const sellerBlock = z.object({
  legal_name: z.string(),
  /** The registered address (the invoice's): the seller's full geographic address. */
  address: z.string(),
  gstin: z.string(),
  fssai_number: z.string(),
  fssai_kind: z.enum(FSSAI_KINDS),
  care: z.object({ email: z.string(), phone: z.string() }),
  grievance: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});
export type Seller = z.infer<typeof sellerBlock>;

/** The seller details a real shop must have before it takes live orders (r.4(2), r.4(4); the FSSAI order). */
export const SELLER_DETAILS = [
  'legal_name',
  'address',
  'fssai_number',
  'care_email',
  'care_phone',
  'grievance_name',
  'grievance_designation',
  'grievance_email',
] as const;
export type SellerDetail = (typeof SELLER_DETAILS)[number];

/** Each detail as the console's settings form names it. */
export const SELLER_DETAIL_LABELS: Record<SellerDetail, string> = {
  legal_name: 'legal name',
  address: 'registered address',
  fssai_number: 'FSSAI number',
  care_email: 'contact e-mail',
  care_phone: 'main phone',
  grievance_name: 'grievance officer’s name',
  grievance_designation: 'grievance officer’s designation',
  grievance_email: 'grievance officer’s e-mail',
};

/**
 * The one rule of what is missing before a real shop may take live orders: the start-up line, the checkout's refusal
 * and the console's dashboard all ask this. GSTIN and the grievance officer's phone are shown when given, but the
 * rules do not make them a condition of opening (a farm under the GST threshold has no GSTIN; r.4(4) asks for the
 * officer's contact details, which the e-mail gives).
 */
export function missingSellerDetails(seller: Seller): SellerDetail[] {
  const given: Record<SellerDetail, string> = {
    legal_name: seller.legal_name,
    address: seller.address,
    fssai_number: seller.fssai_number,
    care_email: seller.care.email,
    care_phone: seller.care.phone,
    grievance_name: seller.grievance.name,
    grievance_designation: seller.grievance.designation,
    grievance_email: seller.grievance.email,
  };
  return SELLER_DETAILS.filter((detail) => given[detail].trim() === '');
}

/** Whether the shop must refuse orders: only a real shop (NODE_ENV=production) taking live payments, with a gap. */
export function refusesOrders(
  missing: readonly SellerDetail[],
  how: { production: boolean; mode: 'sandbox' | 'test' | 'live' },
): boolean {
  return how.production && how.mode === 'live' && missing.length > 0;
}

/** The details named in a sentence: "legal name, FSSAI number and grievance officer’s e-mail". */
export function sellerDetailsInWords(missing: readonly SellerDetail[]): string {
  const words = missing.map((detail) => SELLER_DETAIL_LABELS[detail]);
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const siteResponse = z
  .object({
    name: z.string(),
    tagline: z.string(),
    /** The name and tagline in Malayalam for Malayalam pages; empty while the farm has not written them (the English shows). */
    name_mal: z.string(),
    tagline_mal: z.string(),
    emails: z.object({ contact: z.string(), orders: z.string() }),
    phones: z.array(z.string()),
    /** Digits only, without the country code; the chat widget prefixes 91. */
    whatsapp_number: z.string(),
    website: z.string(),
    /** `farm_mal` and `outlet_mal`: the same addresses in Malayalam, empty while not written (the English shows). */
    addresses: z.object({
      farm: z.string(),
      outlet: z.string(),
      farm_mal: z.string(),
      outlet_mal: z.string(),
    }),
    social: z.object({ youtube: z.string(), instagram: z.string(), facebook: z.string() }),
    payment: z.object({
      gateway: z.enum(['razorpay', 'sandbox']),
      /** No real money moves: the offline sandbox, or Razorpay with test keys. */
      test_mode: z.boolean(),
      cod_enabled: z.boolean(),
    }),
    /** Under this many left, a counted size says "Only N left". */
    stock: z.object({ low_threshold: z.number().int() }).optional(),
    /** Who sells: the footer and the Seller details page (optional only for clients written before issue 35). */
    seller: sellerBlock.optional(),
    /**
     * Whether the owner has opened the shop (issue 36): until then every storefront page but the legal ones shows
     * "coming soon", and checkout takes no order.
     */
    open: z.boolean(),
  })
  .meta({ id: 'Site' });
export type SiteResponse = z.infer<typeof siteResponse>;

export const SITE_MESSAGES = {
  noShop: 'The shop’s details are not set up yet: start the shop once (npm start) or load its data first.',
  fssaiInvalid:
    'Give the FSSAI number as its 14 digits, as printed on the licence or registration certificate.',
  fssaiKindInvalid: 'Choose whether the FSSAI number is a licence or a registration.',
  /** The start-up's line for a real shop with live payments whose seller details have gaps. */
  notOpen: (missing: readonly SellerDetail[]) =>
    `The shop takes no orders: a real shop (NODE_ENV=production) with live payments must show who sells, and its ${sellerDetailsInWords(missing)} ${missing.length === 1 ? 'is' : 'are'} missing. Fill ${missing.length === 1 ? 'it' : 'them'} in the console under Settings, Shop.`,
} as const;

// ---- The console: the shop's facts and settings ----

const shopEmail = text()
  .trim()
  .max(200, CONTENT_MESSAGES.tooLong(200))
  .pipe(z.email(CONTENT_MESSAGES.emailInvalid));
const phone = text()
  .trim()
  .max(40, CONTENT_MESSAGES.tooLong(40))
  .refine(
    (value) => /^\+?[\d\s-]+$/.test(value) && /^\d{10,13}$/.test(value.replace(/\D/g, '')),
    CONTENT_MESSAGES.phoneInvalid,
  );
const optional = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);
const httpsUrl = text()
  .trim()
  .max(200, CONTENT_MESSAGES.tooLong(200))
  .regex(HTTPS_URL, CONTENT_MESSAGES.urlInvalid);
const socialUrl = (site: 'youtube' | 'instagram' | 'facebook') =>
  text()
    .trim()
    .max(300, CONTENT_MESSAGES.tooLong(300))
    .regex(
      new RegExp(`^https://([a-z0-9-]+\\.)*${site}\\.com([/?#][^\\s"'<>]*)?$`, 'i'),
      CONTENT_MESSAGES.socialInvalid(site),
    );
const address = text().trim().max(500, CONTENT_MESSAGES.tooLong(500));
const fssaiNumber = text()
  .trim()
  .regex(/^\d{14}$/, SITE_MESSAGES.fssaiInvalid);
const personName = text().trim().max(120, CONTENT_MESSAGES.tooLong(120)).default('');
const malayalamAddress = text().trim().max(1000, CONTENT_MESSAGES.tooLong(1000)).default('');

export const shopSettingsBody = z.object({
  name: text({ error: CONTENT_MESSAGES.shopNameRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.shopNameRequired)
    .max(160, CONTENT_MESSAGES.tooLong(160)),
  tagline: text().trim().max(300, CONTENT_MESSAGES.tooLong(300)),
  /**
   * The name, tagline and addresses in Malayalam, for the storefront's Malayalam pages; each may stay empty (the
   * English shows there). Malayalam needs more letters than English for the same words, so the limits are longer.
   */
  name_mal: text().trim().max(300, CONTENT_MESSAGES.tooLong(300)).default(''),
  tagline_mal: text().trim().max(600, CONTENT_MESSAGES.tooLong(600)).default(''),
  legal_name: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)),
  gstin: optional(gstin),
  contact_email: shopEmail,
  orders_email: shopEmail,
  phone_primary: phone,
  phone_secondary: optional(phone),
  whatsapp_number: optional(
    text()
      .trim()
      .regex(/^[6-9]\d{9}$/, CONTENT_MESSAGES.whatsappInvalid),
  ),
  website: optional(httpsUrl),
  farm_address: address,
  outlet_address: address,
  farm_address_mal: malayalamAddress,
  outlet_address_mal: malayalamAddress,
  invoice_address: address,
  youtube_url: optional(socialUrl('youtube')),
  instagram_url: optional(socialUrl('instagram')),
  facebook_url: optional(socialUrl('facebook')),
  /**
   * The seller's FSSAI number and the grievance officer (issue 35); each may stay empty in the demo or while the farm
   * gathers them, but a real shop with live payments takes no orders until missingSellerDetails() finds none missing.
   * Defaults keep a client written before them saving the rest.
   */
  fssai_number: optional(fssaiNumber).default(''),
  fssai_kind: z.enum(FSSAI_KINDS, SITE_MESSAGES.fssaiKindInvalid).default('registration'),
  grievance_name: personName,
  grievance_designation: personName,
  grievance_email: optional(shopEmail).default(''),
  grievance_phone: optional(phone).default(''),
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;
export type ShopSettings = z.output<typeof shopSettingsBody>;

export const shopSettingsResponse = z.object({
  shop: z.object({
    name: z.string(),
    tagline: z.string(),
    name_mal: z.string(),
    tagline_mal: z.string(),
    legal_name: z.string(),
    gstin: z.string(),
    contact_email: z.string(),
    orders_email: z.string(),
    phone_primary: z.string(),
    phone_secondary: z.string(),
    whatsapp_number: z.string(),
    website: z.string(),
    farm_address: z.string(),
    outlet_address: z.string(),
    farm_address_mal: z.string(),
    outlet_address_mal: z.string(),
    invoice_address: z.string(),
    youtube_url: z.string(),
    instagram_url: z.string(),
    facebook_url: z.string(),
    fssai_number: z.string(),
    fssai_kind: z.enum(FSSAI_KINDS),
    grievance_name: z.string(),
    grievance_designation: z.string(),
    grievance_email: z.string(),
    grievance_phone: z.string(),
  }),
  /**
   * What is missing before the shop may take live orders, and whether it refuses them now (a real shop with live
   * payments): the console's dashboard warns with it.
   */
  going_live: z.object({ missing: z.array(z.enum(SELLER_DETAILS)), orders_refused: z.boolean() }),
  cod_enabled: z.boolean(),
  /** Search engines may index the lot pages a jar's QR opens (issue 38); off: they are marked noindex. */
  lot_pages_indexed: z.boolean(),
  /** How payments run: read from the server's environment, never edited here. */
  payments: z.object({
    gateway: z.enum(['razorpay', 'sandbox']),
    mode: z.enum(['sandbox', 'test', 'live']),
    live: z.boolean(),
  }),
  updated_at: z.string(),
  message: z.string().optional(),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;

export const codBody = z.object({ enabled: z.boolean() });
/** PUT /api/admin/settings/lot-pages: whether search engines may index the lot pages (issue 38). */
export const lotPagesBody = z.object({ indexed: z.boolean() });

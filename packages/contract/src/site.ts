import { z } from 'zod';
import { text } from './common.js';
import { CONTENT_MESSAGES, HTTPS_URL } from './content.js';
import { gstin } from './tax.js';

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
  })
  .meta({ id: 'Site' });
export type SiteResponse = z.infer<typeof siteResponse>;

export const SITE_MESSAGES = {
  noShop: 'The shop’s details are not set up yet: start the shop once (npm start) or load its data first.',
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
  }),
  cod_enabled: z.boolean(),
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

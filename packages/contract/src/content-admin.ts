import { z } from 'zod';
import { text } from './common.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import { TAX_MESSAGES, gstin } from './tax.js';
import {
  EXTRA_HARVEST_GROUPS,
  MAIN_CROP_CATEGORY,
  MAX_PARCEL_GRAMS,
  MEDIA_REF_PREFIX,
  mediaKeyOf,
  SHIPPING_ZONE_LABELS,
  type ShippingZone,
} from './constants.js';

/** Every message of the farm content, pages and settings screens, once. */
export const CONTENT_MESSAGES = {
  pictureRequired: 'Choose a picture.',
  pictureInvalid: 'This picture reference is not one the shop made; choose the picture again.',
  nameRequired: 'Give the crop a name.',
  categoryInvalid: 'Choose the crop’s group: best yields or one of the eight extra-harvest groups.',
  tooLong: (max: number) => `Keep this under ${max.toLocaleString('en-IN')} characters.`,
  videoLinkInvalid: 'Give the film’s address: a link starting with https:// or /uploads/video/.',
  videoFileInvalid: 'Give the film’s file name in the video folder, for example farm-banner-loop.mp4.',
  orderInvalid: 'Give every item of the list exactly once, in the new order.',
  cropNotFound: 'That crop is not on the farm’s list (it may have been removed).',
  certificateNotFound: 'That certificate is not on the list (it may have been removed).',
  videoNotFound: 'That film is not in the video feed (it may have been removed).',
  bannerNotFound: 'That banner item is not on the home page (it may have been removed).',
  pageNotFound: 'There is no such page.',
  pageTitleRequired: 'Give the page a title.',
  pageBodyRequired: 'Write the page’s text.',
  pageTitleMalRequired:
    'Give the Malayalam title too, or clear the Malayalam text: the Malayalam page shows only when both are written.',
  pageBodyMalRequired:
    'Write the Malayalam text too, or clear the Malayalam title: the Malayalam page shows only when both are written.',
  saved: 'Saved. The shop shows it within a second.',
  shopNameRequired: 'Give the shop’s name.',
  gstinInvalid: TAX_MESSAGES.gstinInvalid,
  gstinChecksum: TAX_MESSAGES.gstinChecksum,
  emailInvalid: 'Give an e-mail address like name@example.com.',
  phoneInvalid: 'Give a phone number of 10 to 13 digits; spaces, dashes and a leading + are fine.',
  whatsappInvalid: 'Give the WhatsApp number as 10 digits without +91, e.g. 9447126830.',
  urlInvalid: 'Give a full web address starting with https://.',
  socialInvalid: (site: string) => `Give the shop’s ${site} page, starting with https://www.${site}.com/.`,
  slabsRequired: 'Give at least one slab.',
  weightInvalid: 'Give a weight in whole grams, 0 or more.',
  chargeInvalid: 'Give the charge in rupees, 0 or more, with at most two decimals.',
  slabFirstFrom: (row: number) =>
    `Row ${row} starts above 0 g: the lightest parcels would have no charge. The first row must start at 0 g.`,
  slabMaxBelowMin: (row: number) =>
    `Row ${row} ends before it starts: its “up to” must be at least its “from”.`,
  slabGap: (row: number, from: number, to: number) =>
    `There is a gap before row ${row}: parcels from ${grams(from)} to ${grams(to)} would have no charge. Start row ${row} at ${grams(from)}.`,
  slabOverlap: (row: number, previous: number, previousMax: number) =>
    `Row ${row} overlaps row ${previous}, which already covers parcels up to ${grams(previousMax)}. Start row ${row} at ${grams(previousMax + 1)}.`,
  slabOpenNotLast: (row: number) =>
    `Row ${row} has no upper limit, so it must be the last row: remove the rows after it or give it an “up to” weight.`,
  slabNoTop: (row: number) =>
    `There is no top slab: the last row (row ${row}) stops before ${grams(MAX_PARCEL_GRAMS)}, the heaviest parcel the couriers take. Leave its “up to” empty or make it at least ${grams(MAX_PARCEL_GRAMS)}.`,
  slabsInvalid: (zone: ShippingZone) =>
    `The ${SHIPPING_ZONE_LABELS[zone]} table was not saved: correct the rows marked below.`,
  settingsInvalid: 'The details were not saved: correct the fields marked below.',
  notSaved: 'Not saved: correct the fields marked below.',
  cropSaved: 'Saved. The farm pages show it within a second.',
  homeSaved: 'Saved. The home page shows it within a second.',
} as const;

function grams(value: number): string {
  return `${value.toLocaleString('en-IN')} g`;
}

/**
 * A picture as a content column stores it: an uploaded picture (`m/<key>`) or a file of the shop's own folders
 * (the demo's pictures). Never a path that climbs out of its folder or an address elsewhere.
 */
export const pictureRef = text({ error: CONTENT_MESSAGES.pictureRequired })
  .trim()
  .min(1, CONTENT_MESSAGES.pictureRequired)
  .max(255, CONTENT_MESSAGES.pictureInvalid)
  // One name inside its folder: no slash but the `m/` prefix, so no path climbs out.
  .regex(/^(m\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/, CONTENT_MESSAGES.pictureInvalid)
  // An uploaded picture's reference names a key the media library made.
  .refine(
    (value) => !value.startsWith(MEDIA_REF_PREFIX) || mediaKeyOf(value) !== undefined,
    CONTENT_MESSAGES.pictureInvalid,
  );

const longText = (max: number) => text().max(max, CONTENT_MESSAGES.tooLong(max)).default('');

export const CROP_CATEGORIES = [MAIN_CROP_CATEGORY, ...EXTRA_HARVEST_GROUPS] as const;

export const cropBody = z.object({
  name: text({ error: CONTENT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.nameRequired)
    .max(160, CONTENT_MESSAGES.tooLong(160)),
  name_mala: text().trim().max(300, CONTENT_MESSAGES.tooLong(300)).default(''),
  category: z.enum(CROP_CATEGORIES, { error: CONTENT_MESSAGES.categoryInvalid }),
  image: pictureRef,
  gallery: z.array(pictureRef).max(12, 'Give at most 12 pictures.').default([]),
  description: longText(5000),
  description1: longText(10000),
  description2: longText(10000),
  description3: longText(10000),
  description4: longText(10000),
  /** Key features: HTML, sanitised by the server before it is stored. */
  description5: longText(20000),
  /** The same texts in Malayalam; one left empty shows the English on the Malayalam pages. */
  description_mal: longText(5000),
  description1_mal: longText(10000),
  description2_mal: longText(10000),
  description3_mal: longText(10000),
  description4_mal: longText(10000),
  /** Malayalam key features: HTML, sanitised like the English. */
  description5_mal: longText(20000),
});
export type CropBody = z.input<typeof cropBody>;

export const certificateBody = z.object({
  title: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  image: pictureRef,
});
export type CertificateBody = z.input<typeof certificateBody>;

/** An https address: a host name, an optional port and path, no spaces or quotes. */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?([/?#][^\s"'<>]*)?$/;

/** A film of the feed: a YouTube (or any https) address, or one of the shop's own films under /uploads/video/. */
const videoLink = text({ error: CONTENT_MESSAGES.videoLinkInvalid })
  .trim()
  .max(500, CONTENT_MESSAGES.tooLong(500))
  .refine(
    (value) => /^\/uploads\/video\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) || HTTPS_URL.test(value),
    CONTENT_MESSAGES.videoLinkInvalid,
  );

export const videoBody = z.object({
  title: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  image: pictureRef,
  video: videoLink,
});
export type VideoBody = z.input<typeof videoBody>;

export const bannerBody = z.object({
  /** The picture, or the poster shown before the film plays. */
  image: pictureRef,
  /** A looping film's file name in the video folder; empty for a picture alone. */
  video: text()
    .trim()
    .max(255, CONTENT_MESSAGES.tooLong(255))
    .refine(
      (value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*\.(mp4|webm)$/.test(value),
      CONTENT_MESSAGES.videoFileInvalid,
    )
    .default(''),
});
export type BannerBody = z.input<typeof bannerBody>;

export const reorderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, CONTENT_MESSAGES.orderInvalid),
});

export const adminCrop = z.object({
  id: z.number().int(),
  name: z.string(),
  name_mala: z.string(),
  category: z.string(),
  image: z.string(),
  gallery: z.array(z.string()),
  description: z.string(),
  description1: z.string(),
  description2: z.string(),
  description3: z.string(),
  description4: z.string(),
  description5: z.string(),
  description_mal: z.string(),
  description1_mal: z.string(),
  description2_mal: z.string(),
  description3_mal: z.string(),
  description4_mal: z.string(),
  description5_mal: z.string(),
  updated_at: z.string(),
});
export type AdminCrop = z.infer<typeof adminCrop>;
export const adminCropList = z.object({ data: z.array(adminCrop) });

export const adminCertificate = z.object({ id: z.number().int(), title: z.string(), image: z.string() });
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificateList = z.object({ data: z.array(adminCertificate) });

export const adminVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  video: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;
export const adminVideoList = z.object({ data: z.array(adminVideo) });

export const adminBanner = z.object({ id: z.number().int(), image: z.string(), video: z.string() });
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z.object({ data: z.array(adminBanner) });

export const contentSaved = z.object({ message: z.string() });

// ---- Pages ----

/** The pages the owner edits: the about and story texts of /aboutus, and the four policy pages. */
export const PAGE_SLUGS = ['about', 'story', 'terms', 'privacy', 'shipping', 'refund'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * Words a page's text may hold that the shop fills in when it shows the page, so a change of phone number or e-mail
 * reaches every page at once.
 */
export const PAGE_PLACEHOLDERS = {
  '{{shop_name}}': 'the shop’s name',
  '{{contact_email}}': 'the contact e-mail, as a link',
  '{{phones}}': 'the phone numbers, as links',
  '{{farm_address}}': 'the farm’s address',
  '{{outlet_address}}': 'the outlet’s address',
} as const;

/** Any slug is accepted here: one the shop does not have is a 404, as for any missing page. */
export const pageSlugParams = z.object({ slug: text().max(60, CONTENT_MESSAGES.pageNotFound) });

export function isPageSlug(slug: string): slug is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(slug);
}

const pageFields = z.object({
  title: text({ error: CONTENT_MESSAGES.pageTitleRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.pageTitleRequired)
    .max(200, CONTENT_MESSAGES.tooLong(200)),
  body: text({ error: CONTENT_MESSAGES.pageBodyRequired })
    .min(1, CONTENT_MESSAGES.pageBodyRequired)
    .max(100_000, CONTENT_MESSAGES.tooLong(100_000))
    .refine((value) => value.trim() !== '', CONTENT_MESSAGES.pageBodyRequired),
  /** The page in Malayalam: both empty, or both written (the Malayalam pages show the English until then). */
  title_mal: text().trim().max(200, CONTENT_MESSAGES.tooLong(200)).default(''),
  body_mal: text().max(100_000, CONTENT_MESSAGES.tooLong(100_000)).default(''),
});

export const pageBody = pageFields.superRefine((page, ctx) => {
  const hasTitle = page.title_mal !== '';
  const hasBody = page.body_mal.trim() !== '';
  if (hasBody && !hasTitle) {
    ctx.addIssue({ code: 'custom', path: ['title_mal'], message: CONTENT_MESSAGES.pageTitleMalRequired });
  }
  if (hasTitle && !hasBody) {
    ctx.addIssue({ code: 'custom', path: ['body_mal'], message: CONTENT_MESSAGES.pageBodyMalRequired });
  }
});
export type PageBody = z.input<typeof pageBody>;
/** A text to preview; `language` picks the words a placeholder stands for when the shop lacks the fact. */
export const pagePreviewBody = pageFields
  .pick({ body: true })
  .extend({ language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) });

/** A page as the storefront shows it: its `##` headings (the table of contents) and its text as safe HTML. */
export const publicPage = z
  .object({
    slug: z.string(),
    title: z.string(),
    html: z.string(),
    toc: z.array(z.object({ id: z.string(), heading: z.string() })),
    updated_at: z.string(),
    /** The page in Malayalam, drawn the same way; null while the farm has not written it (the English shows). */
    ml: z
      .object({
        title: z.string(),
        html: z.string(),
        toc: z.array(z.object({ id: z.string(), heading: z.string() })),
      })
      .nullable(),
  })
  .meta({ id: 'Page' });
export type PublicPage = z.infer<typeof publicPage>;
export const pagePreview = publicPage.pick({ html: true, toc: true });

/** What each page is, for the console's list (a page not written yet still has its place). */
export const PAGE_LABELS: Record<PageSlug, string> = {
  about: 'About us: what we grow',
  story: 'About us: our story',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  shipping: 'Shipping Policy',
  refund: 'Return and Cancellation Policy',
};

export const adminPage = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  /** The Malayalam title and Markdown; empty while the farm has not written them. */
  title_mal: z.string(),
  body_mal: z.string(),
  /** Null for a page not written yet. */
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /**
   * When the English (title or text) and the Malayalam last changed, each moved only by a save that changes that
   * language (issue 32): null for a page not written yet, and the Malayalam's for one never written in Malayalam.
   */
  english_updated_at: z.string().nullable(),
  malayalam_updated_at: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPage>;

/** How long apart two moments are, in the console's words: "5 minutes", "3 hours", "12 days". */
function spanInWords(ms: number): string {
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return count(hours, 'hour');
  return count(Math.floor(hours / 24), 'day');
}

/**
 * What the page editor says about its two languages (issue 32): that there is no Malayalam yet, or which language is
 * older and by how much, so that editing one does not leave the other saying something else without a word. Null for
 * a page not written yet, or when both were last changed by the same save (their dates are then equal).
 */
export function pageLanguageNote(
  page: Pick<AdminPage, 'english_updated_at' | 'malayalam_updated_at'>,
  hasMalayalam: boolean,
): { older: 'en' | 'ml' | 'none'; text: string } | null {
  if (page.english_updated_at === null) return null;
  if (!hasMalayalam || page.malayalam_updated_at === null) {
    return {
      older: 'none',
      text: 'There is no Malayalam of this page yet: the shop’s Malayalam page shows the English.',
    };
  }
  const gap = Date.parse(page.english_updated_at) - Date.parse(page.malayalam_updated_at);
  if (gap === 0) return null;
  const span = spanInWords(Math.abs(gap));
  return gap > 0
    ? {
        older: 'ml',
        text: `The Malayalam was last changed ${span} before the English: check that it still says the same.`,
      }
    : {
        older: 'en',
        text: `The English was last changed ${span} before the Malayalam: check that it still says the same.`,
      };
}
export const adminPageSummary = adminPage
  .pick({
    slug: true,
    title: true,
    updated_at: true,
    updated_by: true,
    english_updated_at: true,
    malayalam_updated_at: true,
  })
  /** The page is written in Malayalam too (its title and its text). */
  .extend({ has_ml: z.boolean() });
export type AdminPageSummary = z.infer<typeof adminPageSummary>;
export const adminPageList = z.object({ data: z.array(adminPageSummary) });

// ---- The shop's facts and settings ----

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

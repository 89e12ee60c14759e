/** Business constants of product-spec.md section 9 and DOMAIN.md, one source for web and server. */

// The currency lives with the rest of money (money.ts); said here too, where this file's importers have found it.
export { CURRENCY, CURRENCY_SYMBOL } from './money.js';

export const PASSWORD_MIN_LENGTH = 6;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
/** A rating is kept as a whole number of steps (half stars): 0 to RATING_STEPS (10). */
export const RATING_STEPS = (RATING_MAX - RATING_MIN) / RATING_STEP;

/** Stars as whole steps (3.5 stars is 7), rounded to the nearest step: how a rating is stored and compared. */
export function ratingToSteps(stars: number): number {
  return Math.round((stars - RATING_MIN) / RATING_STEP);
}

/** Whole steps as stars (7 is 3.5). */
export function stepsToRating(steps: number): number {
  return RATING_MIN + steps * RATING_STEP;
}

export const COUNTRY_INDIA_ID = 1;
export const COUNTRY_INDIA_NAME = 'India';
export const DEFAULT_STATE_ID = 1;

/** Card descriptions are cut at 200 characters, meta descriptions at 150. */
export const CARD_DESCRIPTION_LENGTH = 200;
export const META_DESCRIPTION_LENGTH = 150;

/** Home shows the first 4 best-yield and 4 further crops; the category overview the first 4 products each. */
export const HOME_CROPS_COUNT = 4;
export const CATEGORY_OVERVIEW_PRODUCTS = 4;
/** The farm-information "Full" and "most-cultivated" calls give at most 8 crops. */
export const FARM_PREVIEW_LIMIT = 8;
/** How many featured products the homepage call returns, and how many related products a product page gets. */
export const HOMEPAGE_PRODUCTS_LIMIT = 12;
export const RELATED_PRODUCTS_LIMIT = 4;

export const REVIEW_SUCCESS_MS = 2000;
export const PERSIST_TIMEOUT_MS = 5000;

export const PAYMENT_METHODS = ['RAZORPAY', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * India's 28 states and 8 union territories, by id: the spec's 25 keep their ids 1-25, the other 11 follow (issue
 * 32). `gstCode` is the two-digit GST state code that a tax invoice's place of supply names (CBIC's state code list;
 * 25 was Daman and Diu before its merger into 26). `utgst`: a union territory without a legislature, where UTGST
 * stands in for SGST. Kerala (1) is its own shipping zone.
 */
export const STATES = [
  { id: 1, name: 'Kerala', nameMl: 'കേരളം', gstCode: '32', utgst: false },
  { id: 2, name: 'Karnataka', nameMl: 'കർണാടക', gstCode: '29', utgst: false },
  { id: 3, name: 'Andhra Pradesh', nameMl: 'ആന്ധ്രാപ്രദേശ്', gstCode: '37', utgst: false },
  { id: 4, name: 'Arunachal Pradesh', nameMl: 'അരുണാചൽ പ്രദേശ്', gstCode: '12', utgst: false },
  { id: 5, name: 'Assam', nameMl: 'അസം', gstCode: '18', utgst: false },
  { id: 6, name: 'Bihar', nameMl: 'ബിഹാർ', gstCode: '10', utgst: false },
  { id: 7, name: 'Chhattisgarh', nameMl: 'ഛത്തീസ്ഗഢ്', gstCode: '22', utgst: false },
  { id: 8, name: 'Goa', nameMl: 'ഗോവ', gstCode: '30', utgst: false },
  { id: 9, name: 'Gujarat', nameMl: 'ഗുജറാത്ത്', gstCode: '24', utgst: false },
  { id: 10, name: 'Haryana', nameMl: 'ഹരിയാന', gstCode: '06', utgst: false },
  { id: 11, name: 'Himachal Pradesh', nameMl: 'ഹിമാചൽ പ്രദേശ്', gstCode: '02', utgst: false },
  { id: 12, name: 'Jharkhand', nameMl: 'ഝാർഖണ്ഡ്', gstCode: '20', utgst: false },
  { id: 13, name: 'Madhya Pradesh', nameMl: 'മധ്യപ്രദേശ്', gstCode: '23', utgst: false },
  { id: 14, name: 'Maharashtra', nameMl: 'മഹാരാഷ്ട്ര', gstCode: '27', utgst: false },
  { id: 15, name: 'Manipur', nameMl: 'മണിപ്പൂർ', gstCode: '14', utgst: false },
  { id: 16, name: 'Meghalaya', nameMl: 'മേഘാലയ', gstCode: '17', utgst: false },
  { id: 17, name: 'Mizoram', nameMl: 'മിസോറം', gstCode: '15', utgst: false },
  { id: 18, name: 'Nagaland', nameMl: 'നാഗാലാൻഡ്', gstCode: '13', utgst: false },
  { id: 19, name: 'Odisha', nameMl: 'ഒഡീഷ', gstCode: '21', utgst: false },
  { id: 20, name: 'Punjab', nameMl: 'പഞ്ചാബ്', gstCode: '03', utgst: false },
  { id: 21, name: 'Rajasthan', nameMl: 'രാജസ്ഥാൻ', gstCode: '08', utgst: false },
  { id: 22, name: 'Sikkim', nameMl: 'സിക്കിം', gstCode: '11', utgst: false },
  { id: 23, name: 'Tamil Nadu', nameMl: 'തമിഴ്നാട്', gstCode: '33', utgst: false },
  { id: 24, name: 'Telangana', nameMl: 'തെലങ്കാന', gstCode: '36', utgst: false },
  { id: 25, name: 'Tripura', nameMl: 'ത്രിപുര', gstCode: '16', utgst: false },
  { id: 26, name: 'Uttar Pradesh', nameMl: 'ഉത്തർ പ്രദേശ്', gstCode: '09', utgst: false },
  { id: 27, name: 'Uttarakhand', nameMl: 'ഉത്തരാഖണ്ഡ്', gstCode: '05', utgst: false },
  { id: 28, name: 'West Bengal', nameMl: 'പശ്ചിമ ബംഗാൾ', gstCode: '19', utgst: false },
  {
    id: 29,
    name: 'Andaman and Nicobar Islands',
    nameMl: 'ആൻഡമാൻ നിക്കോബാർ ദ്വീപുകൾ',
    gstCode: '35',
    utgst: true,
  },
  { id: 30, name: 'Chandigarh', nameMl: 'ചണ്ഡീഗഢ്', gstCode: '04', utgst: true },
  {
    id: 31,
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    nameMl: 'ദാദ്ര നഗർ ഹവേലി, ദാമൻ ദിയു',
    gstCode: '26',
    utgst: true,
  },
  { id: 32, name: 'Delhi', nameMl: 'ഡൽഹി', gstCode: '07', utgst: false },
  { id: 33, name: 'Jammu and Kashmir', nameMl: 'ജമ്മു കശ്മീർ', gstCode: '01', utgst: false },
  { id: 34, name: 'Ladakh', nameMl: 'ലഡാക്ക്', gstCode: '38', utgst: true },
  { id: 35, name: 'Lakshadweep', nameMl: 'ലക്ഷദ്വീപ്', gstCode: '31', utgst: true },
  { id: 36, name: 'Puducherry', nameMl: 'പുതുച്ചേരി', gstCode: '34', utgst: false },
] as const;
export type IndianState = (typeof STATES)[number];

/** A state or union territory by id (undefined for an id outside the list, e.g. a row from before a change). */
export function stateById(id: number): IndianState | undefined {
  return STATES[id - 1]?.id === id ? STATES[id - 1] : STATES.find((state) => state.id === id);
}

/**
 * A state's name in a language (Malayalam on Malayalam pages and in Malayalam e-mails); '' for an id outside the
 * list. Server answers and staff screens use the English `name`.
 */
export function stateName(id: number, language: 'en' | 'ml' = 'en'): string {
  const state = stateById(id);
  if (!state) return '';
  return language === 'ml' ? state.nameMl : state.name;
}

/** A state as a tax invoice names it: its name and GST state code, "Delhi (07)". */
export function stateWithGstCode(id: number): string {
  const state = stateById(id);
  return state ? `${state.name} (${state.gstCode})` : '';
}

export const KERALA_STATE_ID = 1;

export const SHIPPING_ZONES = ['kerala', 'rest_of_india'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const SHIPPING_ZONE_LABELS: Record<ShippingZone, 'Kerala' | 'Rest of India'> = {
  kerala: 'Kerala',
  rest_of_india: 'Rest of India',
};

/** Kerala (state 1) is its own shipping zone; every other state is the rest of India. */
export function zoneOf(stateId: number): ShippingZone {
  return stateId === KERALA_STATE_ID ? 'kerala' : 'rest_of_india';
}

/** Crop categories: `main` is "Best Yields Plants"; the eight extra-harvest groups are the "further crops". */
export const MAIN_CROP_CATEGORY = 'main' as const;
export const EXTRA_HARVEST_GROUPS = [
  'Tubers and Spices',
  'Fruits',
  'Herbs',
  'Vegetables',
  'Animal Care and Maintenance',
  'Ornamental Plants',
  'Garden Plants',
  'Aquatic Plants',
] as const;
export type ExtraHarvestGroup = (typeof EXTRA_HARVEST_GROUPS)[number];
export type CropCategory = typeof MAIN_CROP_CATEGORY | ExtraHarvestGroup;

/** Finds the group a URL names, ignoring case ("Animal care and maintenance" is "Animal Care and Maintenance"). */
export function findExtraHarvestGroup(name: string): ExtraHarvestGroup | undefined {
  const wanted = name.trim().toLowerCase();
  return EXTRA_HARVEST_GROUPS.find((group) => group.toLowerCase() === wanted);
}

/** Where each kind of image lives under /uploads/ (spec section 3). */
export const IMAGE_BASES = {
  product: 'products',
  category: 'categories',
  certificate: 'certificates',
  video: 'video',
  crop: 'what_in_farm',
  cropGallery: 'what_in_farm/gallery',
} as const;
export type ImageBase = (typeof IMAGE_BASES)[keyof typeof IMAGE_BASES];

/**
 * Uploaded pictures (the media store). A content column stores `m/<key>`; the key ends in the largest width made
 * (`<id>-<width>`): the standard widths below the original's, and the original's own width when it lies between two
 * (an 800 px photo is made at 320, 640 and 800, not left at 640). So any page can build the picture's addresses and srcset from the reference alone, without
 * asking the database which widths exist. Each width is served as WebP (the srcset) and JPEG (the plain src, for
 * link previews and mail that do not read WebP). Here and not in media.ts: the storefront imports this file alone,
 * without zod.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1440] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The width a plain `src` (and a link preview) gets: sharp on a phone card, small enough for a slow line. */
export const MEDIA_DEFAULT_WIDTH: MediaWidth = 640;
export const MEDIA_FORMATS = ['webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export const MEDIA_REF_PREFIX = 'm/';
/** 20 lower-case letters or digits, a dash, the largest width made (320 to 1440). */
export const MEDIA_KEY_PATTERN = /^[a-z0-9]{20}-(3[2-9]\d|[4-9]\d\d|1[0-3]\d\d|14[0-3]\d|1440)$/;

/** The key of an uploaded picture's reference (`m/<key>`), or undefined for a file of the shop's own folders. */
export function mediaKeyOf(ref: string): string | undefined {
  if (!ref.startsWith(MEDIA_REF_PREFIX)) return undefined;
  const key = ref.slice(MEDIA_REF_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : undefined;
}

/** The widths made for a picture key: every standard width below the one its key ends in, and that one. */
export function mediaWidthsOf(key: string): number[] {
  const largest = Number(key.slice(key.lastIndexOf('-') + 1));
  return [...MEDIA_WIDTHS.filter((width) => width < largest), largest];
}

/** Where the media store serves one made file of a picture. */
export function mediaFileUrl(key: string, width: number, format: MediaFormat): string {
  return `/uploads/m/${key}/${width}.${format}`;
}

/** The address of a picture: an uploaded one at its default width as JPEG, or a file of the shop's own folders. */
export function uploadUrl(base: ImageBase, file: string): string {
  const key = mediaKeyOf(file);
  if (key) {
    const widths = mediaWidthsOf(key);
    const width = widths.filter((w) => w <= MEDIA_DEFAULT_WIDTH).at(-1) ?? MEDIA_WIDTHS[0];
    return mediaFileUrl(key, width, 'jpg');
  }
  return `/uploads/${base}/${encodeURIComponent(file)}`;
}

/**
 * The `sizes` of the storefront's pictures, from its layout: written once, because the server's preload of a page's
 * largest picture must ask for the same candidate the page's <img> will pick, or the browser fetches two.
 */
export const MEDIA_SIZES = {
  /** The product page's main picture: one column below 860 px, half the page beside the buy box above. */
  productPicture: '(max-width: 860px) 100vw, 560px',
  /** A product card: two a row on phones, three on tablets, cards of about 230-280 px on a wide screen. */
  productCard: '(max-width: 520px) 50vw, (max-width: 960px) 33vw, 280px',
  productThumb: '96px',
  cropCard: '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 400px',
  categoryTile: '(max-width: 640px) 50vw, 300px',
} as const;

/** The srcset of a served JPEG address of an uploaded picture (what a page's preload knows), else undefined. */
export function mediaSrcSetOfUrl(url: string): string | undefined {
  const match = /^\/uploads\/m\/([^/]+)\/\d+\.jpg$/.exec(url);
  return match?.[1] ? uploadSrcSet(IMAGE_BASES.product, `${MEDIA_REF_PREFIX}${match[1]}`) : undefined;
}

/**
 * The `srcset` of an uploaded picture (WebP at every width made), so a phone downloads the width it shows;
 * undefined for the shop's own files, which come in one size.
 */
export function uploadSrcSet(_base: ImageBase, file: string): string | undefined {
  const key = mediaKeyOf(file);
  if (!key) return undefined;
  return mediaWidthsOf(key)
    .map((width) => `${mediaFileUrl(key, width, 'webp')} ${width}w`)
    .join(', ');
}

/**
 * The largest total one online order may come to, in rupees: the ceiling of a single payment the farm accepts
 * (Razorpay's usual per-payment limit). Larger orders go through the farm by phone or e-mail.
 */
export const MAX_ORDER_TOTAL_RUPEES = 500_000;

/**
 * The most units of one size an order may hold: the product page's stepper, the cart's + and checkout all stop here.
 * More than this is a bulk order, which the farm arranges by phone.
 */
export const MAX_QUANTITY = 99;
export const MAX_CART_LINES = 100;

/**
 * How long a refund takes to reach the customer's account after the payment service processes it (Razorpay's normal
 * speed), in working days. Every sentence that says it is written from these two numbers.
 */
export const REFUND_DAYS = { from: 5, to: 7 } as const;
/** The same as the customer's pages and messages write it: "5-7". */
export const REFUND_WORKING_DAYS = `${REFUND_DAYS.from}-${REFUND_DAYS.to}`;

/** Where Razorpay Checkout sends the customer back after paying (its `callback_url`), e.g. from an in-app browser. */
export const PAYMENT_CALLBACK_PATH = '/api/payments/razorpay-callback';

/** The heaviest parcel a courier takes; the demo's top shipping slab ends here, and heavier orders are refused. */
export const MAX_PARCEL_GRAMS = 30_000;

/**
 * An id as written in a path, a query string or a token's `{id}|`: 1 to 10 digits (MAX_ID, the largest an `integer`
 * column holds, has 10). The one pattern every id parser tests.
 */
export const ID_DIGITS = /^\d{1,10}$/;

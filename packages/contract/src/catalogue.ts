import { z } from 'zod';
import { rupees, text } from './common.js';
import { DEFAULT_COUNTRY_OF_ORIGIN, NET_UNITS, ORGANIC_SCHEMES } from './labelling.js';
import { isWholePaise } from './money.js';
import { sizePreorder } from './preorders.js';
import { review } from './reviews.js';
import { SEASON_MESSAGES, adminSeason, productCrop, season, seasonInput } from './seasons.js';

export const basePrice = z.object({
  /** The MRP printed on the label, inclusive of all taxes (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1)(e)). */
  original_price: rupees,
  offer_price: rupees,
  /** The size's label ("250 ml"), so a card can say which size its price is for (issue 32). */
  size: z.string(),
});

/**
 * A product as lists show it; `price` / `selling_price` / `baseprices[0]` are the first size's. The descriptions are
 * plain text here (the farm's Markdown with its marks taken out), for cards, search results and meta descriptions;
 * the product's own answer adds them rendered (`description_html`).
 */
export const productSummary = z
  .object({
    id: z.number().int(),
    product_name: z.string(),
    product_name_mal: z.string(),
    product_slug: z.string(),
    image: z.string(),
    image_url: z.string(),
    description: z.string(),
    /** The Malayalam description; empty when the farm has not written one (the English shows). */
    description_mal: z.string(),
    sku: z.string(),
    category_id: z.number().int(),
    price: rupees,
    selling_price: rupees,
    in_stock: z.boolean(),
    baseprices: z.array(basePrice),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummary>;

export const searchResult = productSummary
  .extend({
    category_name: z.string(),
    /** Empty when the farm has not named the category in Malayalam. */
    category_name_mal: z.string(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const productSize = z.object({
  id: z.number().int(),
  size: z.string(),
  weight: z.number().int(),
  in_stock: z.boolean(),
  /** How many can be bought now when the farm counts this size (docs/domain.md "Stock"); null or absent = not counted. */
  stock_left: z.number().int().nullable().optional(),
  /** The net quantity the label declares, in grams, millilitres or pieces (`weight` is the shipping weight). */
  net_quantity: z.number().int(),
  net_unit: z.enum(NET_UNITS),
  /** The full label's photo (a media-library file, under the product pictures' base); null = none yet. */
  label_image: z.string().nullable(),
  /** The size's open pre-order (issue 37): it sells from it, to be sent in its dispatch window; null = from the shelf. */
  preorder: sizePreorder.nullable().optional(),
});
export const productPrice = z.object({
  id: z.number().int(),
  product_size_id: z.number().int(),
  original_price: rupees,
  offer_price: rupees,
});

/**
 * The organic certification as the label and the certificate say it (FSS (Organic Foods) Regulations 2017); `claim`
 * is what the page may say today (labelling.ts `organicClaim`): "certified" only while the certificate is valid.
 */
export const organicCertification = z.object({
  scheme: z.enum(ORGANIC_SCHEMES),
  certificate_no: z.string(),
  certifier: z.string(),
  /** YYYY-MM-DD; null when the scheme has no certificate. */
  valid_until: z.string().nullable(),
  claim: z.enum(['certified', 'exempt', 'none']),
});

export const productDetail = productSummary
  .extend({
    /**
     * What the label declares (Legal Metrology (Packaged Commodities) Rules 2011 r.6(10)): best before as months
     * from packing (null = not written), the ingredients in English and Malayalam (empty = not written), who made or
     * packed it (empty = the farm itself: the seller's name and address in the site's answer), the country of origin.
     */
    shelf_life_months: z.number().int().nullable(),
    ingredients: z.string(),
    ingredients_mal: z.string(),
    manufacturer: z.string(),
    country_of_origin: z.string(),
    organic: organicCertification,
    category_name: z.string(),
    /** Empty when the farm has not named the category in Malayalam. */
    category_name_mal: z.string(),
    /** The English description's Markdown as sanitised HTML (as the farm's pages are rendered). */
    description_html: z.string(),
    /** The Malayalam description's, or empty when the farm has not written one (the English shows). */
    description_mal_html: z.string(),
    images: z.array(z.object({ id: z.number().int(), image: z.string() })),
    sizes: z.array(productSize),
    prices: z.array(productPrice),
    video: z.string().nullable(),
    video_link: z.string().nullable(),
    reviews: z.array(review),
    rating: z.object({ average: z.number(), count: z.number().int() }),
    /** The months it is in season (issue 37); null = sold all year (the page says nothing). */
    season: season.nullable(),
    /** The farm's crops it is made from, for "Made from" links (contract seasons.ts). */
    crops: z.array(productCrop),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetail>;

export const productResponse = z.object({
  product: productDetail,
  related_products: z.array(productSummary),
});
export type ProductResponse = z.infer<typeof productResponse>;

export const categoryBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Malayalam name; empty when the farm has not written one (the English shows). */
  name_mal: z.string(),
  image: z.string(),
});
export const categoryWithProducts = categoryBrief
  .extend({ products: z.array(productSummary) })
  .meta({ id: 'CategoryWithProducts' });
export type CategoryWithProducts = z.infer<typeof categoryWithProducts>;
export const categoriesWithProducts = z.array(categoryWithProducts);

export const homepageResponse = z.object({
  currency: z.literal('INR'),
  homeVideoInGallary: z.array(
    z.object({ id: z.number().int(), video: z.string().nullable(), image: z.string() }),
  ),
  products: z.array(productSummary),
  certificates: z.array(z.object({ id: z.number().int(), title: z.string().nullable(), image: z.string() })),
  videoYoutube: z.array(
    z.object({ id: z.number().int(), title: z.string().nullable(), image: z.string(), video: z.string() }),
  ),
  categories: z.array(categoryBrief),
});
export type HomepageResponse = z.infer<typeof homepageResponse>;

/** Longest search text accepted; product names are far shorter. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_LIMIT = 100;
export const productSearchQuery = z.object({
  q: text()
    .max(SEARCH_MAX_LENGTH, `Search text can be at most ${SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `The limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SEARCH_MAX_LIMIT, `The limit must be at most ${SEARCH_MAX_LIMIT}.`))
    .optional(),
});
export const productSearchResponse = z.array(searchResult);

// ---- The console: products with their sizes, prices and pictures, and categories ----

/** GST rates a product may carry, in whole percent (docs/domain.md "Invoices"). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/** The words of `productPublished` that the console makes a link to the product's page in the shop (a new tab). */
export const PUBLISHED_LINK_WORDS = 'see it in the shop';

export const CATALOGUE_ADMIN_MESSAGES = {
  nameRequired: 'Enter the product’s name in English.',
  nameTooLong: 'Keep the name to at most 200 characters.',
  nameMalTooLong: 'Keep the Malayalam name to at most 300 characters.',
  descriptionTooLong: 'Keep the description to at most 20,000 characters.',
  descriptionMalTooLong: 'Keep the Malayalam description to at most 20,000 characters.',
  categoryDescriptionTooLong: 'Keep the category’s description to at most 5,000 characters.',
  categoryDescriptionMalTooLong: 'Keep the category’s Malayalam description to at most 5,000 characters.',
  slugInvalid: 'Use lower-case letters, digits and hyphens for the web address.',
  slugTaken: 'Another product already uses this web address.',
  skuRequired: 'Enter the SKU.',
  skuInvalid: 'Use letters, digits, hyphens or underscores for the SKU (at most 64).',
  skuTaken: 'Another product already uses this SKU.',
  categoryRequired: 'Choose a category.',
  noSuchCategory: 'There is no such category.',
  hsnInvalid: 'Enter the HSN code: 4 to 8 digits.',
  gstInvalid: 'Choose a GST rate of 0, 5, 12, 18 or 28 per cent.',
  picturesRequired: 'Add at least one picture.',
  pictureInvalid: 'This picture reference is not valid.',
  sizesRequired: 'Add at least one size.',
  sizeLabelRequired: 'Enter the size’s label (for example 500 g).',
  weightInvalid: 'Enter the weight in whole grams, above 0.',
  priceInvalid: 'Enter the price in rupees, above 0 (at most two decimals).',
  /** The database refuses it too (product_prices_offer_valid); the service says it in words first. */
  offerNotBelowPrice: 'The offer price must be below the MRP; leave it empty when there is no offer.',
  netQuantityInvalid:
    'Enter the net quantity on the label: a whole number above 0 (grams, millilitres or pieces).',
  netUnitInvalid: 'Choose the net quantity’s unit: g, ml or pieces.',
  labelImageInvalid: 'This label photo reference is not valid.',
  shelfLifeInvalid: 'Enter the best-before period in whole months, from 1 to 120, or leave it empty.',
  ingredientsTooLong: 'Keep the ingredients to at most 2,000 characters.',
  manufacturerTooLong: 'Keep the manufacturer or packer’s name and address to at most 500 characters.',
  countryRequired: 'Enter the country of origin (for example India), at most 60 characters.',
  organicSchemeInvalid:
    'Choose the organic certification: none, NPOP, PGS-India or the small producer’s exemption.',
  certificateNoRequired: 'Enter the organic certificate’s number (at most 80 characters).',
  certifierRequired:
    'Enter who certified it (the certification body or PGS regional council), at most 160 characters.',
  validUntilRequired: 'Enter the date the organic certificate is valid until.',
  sizeNotOfProduct: 'This size belongs to another product.',
  /** A size a pre-order sells or sold (issue 37): its orders name it, so it stays (mark it out of stock instead). */
  sizeHasPreorder: (size: string) =>
    `The ${size} size has a pre-order, so it cannot be removed: keep it, or mark it out of stock.`,
  /** A size whose lots went to orders (issue 38): a recall must find them, so it stays. */
  sizeHasLots: (size: string) =>
    `The ${size} size has lots that went to orders, which a recall must be able to find, so it cannot be removed: keep it, or mark it out of stock.`,
  noSuchProduct: 'There is no such product.',
  productSaved: 'The product is saved; the shop shows it now.',
  productSavedHidden: 'The product is saved; it stays hidden from the shop.',
  /** A new product, or a draft saved again: the farm publishes it when it is ready (issue 32). */
  productDraftSaved: 'Saved as a draft: the shop does not show it yet. Publish it when it is ready.',
  /** The console adds a link to the product's page (a new tab) after these words. */
  productPublished: `Published: ${PUBLISHED_LINK_WORDS}.`,
  productHidden: 'The product is hidden: it is no longer sold and has left the shop’s lists and search.',
  productShown: 'The product is shown in the shop again.',
  productGone: 'This product is no longer sold.',
  productGoneInCart: 'A product in your cart is no longer sold; remove it to continue.',
  orderInvalid: 'Send every product of the category once, in the new order.',
  reordered: 'The new order is saved.',
  categoryNameRequired: 'Enter the category’s name.',
  categoryNameTooLong: 'Keep the category’s name to at most 120 characters.',
  categoryNameMalTooLong: 'Keep the category’s Malayalam name to at most 200 characters.',
  categoryPictureRequired: 'Add a picture for the category.',
  categorySaved: 'The category is saved.',
  categoryCreated: 'The category is added.',
  categoryHidden: 'The category is hidden: it and its products leave the shop’s lists.',
  categoryShown: 'The category is shown in the shop again.',
  categoryOrderInvalid: 'Send every category once, in the new order.',
} as const;
const M = CATALOGUE_ADMIN_MESSAGES;

const PICTURE_REF = /^(m\/[A-Za-z0-9._-]{1,200}|[A-Za-z0-9][A-Za-z0-9._-]{0,250})$/;
/** `m/<key>` for an upload, or the file name of a picture already on the shop. */
export const catalogueRef = z.string().trim().regex(PICTURE_REF, M.pictureInvalid);

/** Rupees as typed (a number or a string with up to two decimals), checked above 0. */
const typedPrice = z.coerce
  .number({ message: M.priceInvalid })
  .positive(M.priceInvalid)
  .max(10_000_000, M.priceInvalid)
  .refine(isWholePaise, M.priceInvalid);

export const productSizeInput = z
  .object({
    /** The size's id when editing one that stays; carts holding its price keep working. */
    id: z.number().int().positive().optional(),
    label: z.string().trim().min(1, M.sizeLabelRequired).max(60, M.sizeLabelRequired),
    weight_grams: z.coerce
      .number({ message: M.weightInvalid })
      .int(M.weightInvalid)
      .positive(M.weightInvalid)
      // A tonne: beyond any parcel, and within the column's integer (a spreadsheet's 1e10 is refused, not a 500).
      .max(1_000_000, M.weightInvalid),
    price: typedPrice,
    offer_price: z.union([typedPrice, z.null()]).optional(),
    in_stock: z.boolean().default(true),
    net_quantity: z.coerce
      .number({ message: M.netQuantityInvalid })
      .int(M.netQuantityInvalid)
      .positive(M.netQuantityInvalid)
      .max(10_000_000, M.netQuantityInvalid),
    net_unit: z.enum(NET_UNITS, { message: M.netUnitInvalid }),
    /** A media-library picture of the size's full label; null or absent = none yet. */
    label_image: z.union([z.string().trim().regex(PICTURE_REF, M.labelImageInvalid), z.null()]).optional(),
  })
  .superRefine((size, ctx) => {
    if (size.offer_price != null && size.offer_price >= size.price) {
      ctx.addIssue({ code: 'custom', path: ['offer_price'], message: M.offerNotBelowPrice });
    }
  });
export type ProductSizeInput = z.infer<typeof productSizeInput>;

/**
 * The organic certification as the console enters it: NPOP and PGS-India need the certificate's number, its
 * certifier and its end date (FSS (Organic Foods) Regulations 2017 r.3); the exemption and "none" need none of them.
 */
export const organicInput = z
  .object({
    scheme: z.enum(ORGANIC_SCHEMES, { message: M.organicSchemeInvalid }),
    certificate_no: z.string().trim().max(80, M.certificateNoRequired).default(''),
    certifier: z.string().trim().max(160, M.certifierRequired).default(''),
    valid_until: z.union([z.iso.date(M.validUntilRequired), z.null()]).default(null),
  })
  .superRefine((organic, ctx) => {
    if (organic.scheme !== 'npop' && organic.scheme !== 'pgs') return;
    if (organic.certificate_no === '') {
      ctx.addIssue({ code: 'custom', path: ['certificate_no'], message: M.certificateNoRequired });
    }
    if (organic.certifier === '') {
      ctx.addIssue({ code: 'custom', path: ['certifier'], message: M.certifierRequired });
    }
    if (organic.valid_until === null) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: M.validUntilRequired });
    }
  });
export type OrganicInput = z.infer<typeof organicInput>;

export const productInput = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(200, M.nameTooLong),
  name_mal: z.string().trim().max(300, M.nameMalTooLong).default(''),
  slug: z
    .string()
    .trim()
    .max(220, M.slugInvalid)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, M.slugInvalid)
    .optional(),
  sku: z
    .string()
    .trim()
    .min(1, M.skuRequired)
    .max(64, M.skuInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, M.skuInvalid),
  description: z.string().max(20_000, M.descriptionTooLong).default(''),
  /** Malayalam; empty shows the English on the Malayalam pages. HTML, sanitised like the English. */
  description_mal: z.string().max(20_000, M.descriptionMalTooLong).default(''),
  category_id: z.number({ message: M.categoryRequired }).int().positive(M.categoryRequired),
  hsn_code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, M.hsnInvalid),
  gst_rate: z
    .number({ message: M.gstInvalid })
    .refine((v) => (GST_RATES as readonly number[]).includes(v), M.gstInvalid),
  featured: z.boolean().default(false),
  pictures: z.array(catalogueRef).min(1, M.picturesRequired).max(20),
  sizes: z.array(productSizeInput).min(1, M.sizesRequired).max(20),
  /** Best before, in months from packing; null = not written yet. */
  shelf_life_months: z
    .union([
      z.null(),
      z.coerce
        .number({ message: M.shelfLifeInvalid })
        .int(M.shelfLifeInvalid)
        .min(1, M.shelfLifeInvalid)
        .max(120, M.shelfLifeInvalid),
    ])
    .default(null),
  ingredients: z.string().trim().max(2000, M.ingredientsTooLong).default(''),
  ingredients_mal: z.string().trim().max(2000, M.ingredientsTooLong).default(''),
  /** Empty = the farm made and packed it (the seller's name and address show). */
  manufacturer: z.string().trim().max(500, M.manufacturerTooLong).default(''),
  country_of_origin: z
    .string()
    .trim()
    .min(1, M.countryRequired)
    .max(60, M.countryRequired)
    .default(DEFAULT_COUNTRY_OF_ORIGIN),
  organic: organicInput.default({
    scheme: 'none',
    certificate_no: '',
    certifier: '',
    valid_until: null,
  }),
  /**
   * Show it in the shop from now on. Without it a new product is saved as a draft (not shown anywhere in the shop)
   * and a draft stays one; a published product stays published (hiding it is its own action).
   */
  publish: z.boolean().default(false),
  /**
   * The months it is in season and the note (issue 37); no months = sold all year. Absent: a new product has none, a
   * saved one keeps its own (a caller that knows nothing of seasons changes nothing).
   */
  season: seasonInput.optional(),
  /** The farm's crops it is made from ("Made from" on its page, its card on theirs); absent = as the season. */
  crop_ids: z
    .array(z.number().int().positive(), { error: SEASON_MESSAGES.cropUnknown })
    .max(20, 'Choose at most 20 crops.')
    .optional(),
});
export type ProductInput = z.infer<typeof productInput>;

/** Draft: saved, never shown in the shop. Published: in the shop. Hidden: published once, withdrawn (410). */
export const PRODUCT_STATUSES = ['draft', 'published', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const adminProductSize = z.object({
  id: z.number(),
  price_id: z.number(),
  label: z.string(),
  weight_grams: z.number(),
  price: z.number(),
  offer_price: z.number().nullable(),
  in_stock: z.boolean(),
  net_quantity: z.number().int(),
  net_unit: z.enum(NET_UNITS),
  label_image: z.string().nullable(),
  /** On the shelf; null = not counted (contract: stock.ts). */
  stock_count: z.number().int().nullable(),
  /** What shoppers can buy now (the count less what payments hold); null = not counted. */
  available: z.number().int().nullable(),
});
export const adminProduct = z.object({
  id: z.number(),
  name: z.string(),
  name_mal: z.string(),
  slug: z.string(),
  sku: z.string(),
  description: z.string(),
  description_mal: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  hsn_code: z.string(),
  gst_rate: z.number(),
  featured: z.boolean(),
  hidden: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /** When it was first shown in the shop; null for a draft. */
  published_at: z.string().nullable(),
  sort_order: z.number(),
  pictures: z.array(z.string()),
  sizes: z.array(adminProductSize),
  shelf_life_months: z.number().int().nullable(),
  ingredients: z.string(),
  ingredients_mal: z.string(),
  manufacturer: z.string(),
  country_of_origin: z.string(),
  organic: z.object({
    scheme: z.enum(ORGANIC_SCHEMES),
    certificate_no: z.string(),
    certifier: z.string(),
    valid_until: z.string().nullable(),
  }),
  season: adminSeason,
  crop_ids: z.array(z.number().int()),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductAnswer = z.object({ message: z.string(), product: adminProduct });
export const adminProductsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category_id: z.coerce.number().int().positive().optional(),
});
export const adminProductsResponse = z.object({ data: z.array(adminProduct) });

export const catalogueReorderBody = z.object({
  category_id: z.number().int().positive().optional(),
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

export const categoryInput = z.object({
  name: z.string().trim().min(1, M.categoryNameRequired).max(120, M.categoryNameTooLong),
  name_mal: z.string().trim().max(200, M.categoryNameMalTooLong).default(''),
  description: z.string().trim().max(5000, M.categoryDescriptionTooLong).default(''),
  description_mal: z.string().trim().max(5000, M.categoryDescriptionMalTooLong).default(''),
  picture: catalogueRef.refine((v) => v !== '', M.categoryPictureRequired),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  hidden: z.boolean().default(false),
});
export type CategoryInput = z.infer<typeof categoryInput>;
export const adminCategory = z.object({
  id: z.number(),
  name: z.string(),
  name_mal: z.string(),
  description: z.string(),
  description_mal: z.string(),
  picture: z.string(),
  sort_order: z.number(),
  hidden: z.boolean(),
  products: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryAnswer = z.object({ message: z.string(), category: adminCategory });
export const adminCategoriesResponse = z.object({ data: z.array(adminCategory) });
/** The body of a hidden product's 410: where the shopper may go instead. */
export const productGoneBody = z.object({
  message: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
});

/** A web address from a name: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

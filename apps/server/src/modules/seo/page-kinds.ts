import {
  EXTRA_HARVEST_GROUPS,
  IMAGE_BASES,
  INTL_LOCALES,
  MEDIA_SIZES,
  STOCK_DEFAULTS,
  STOREFRONT_ROUTES,
  inLanguage,
  uploadUrl,
  type Language,
  type SiteResponse,
} from '@farm/contract';
import { GoneError, NotFoundError } from '../../shared/errors.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { FarmService } from '../farm/index.js';
import type { LotPageService } from '../lots/index.js';
import type { CheckoutRepository } from '../checkout/index.js';
import { API, shopInLanguage, type HeadParts } from './head.js';
import { plainText } from './html.js';
import { pagePaths, type InfoPage, type PageRef } from './paths.js';
import { productHead } from './product-head.js';
import { HEAD_TEXTS } from './texts.js';

/** The services the pages' tags are read from: only the calls each page's screen makes anyway. */
export interface PageSources {
  catalogue: Pick<CatalogueService, 'productAnswer' | 'categoriesWithProducts' | 'homepage'>;
  farm: Pick<FarmService, 'crop' | 'bestYields' | 'furtherCrops'>;
  /** A lot's public page (issue 38); absent, lot pages are not found. */
  lots?: Pick<LotPageService, 'view'>;
  /** The shipping slabs for a product's shippingDetails (the checkout's cached read); absent, none are given. */
  shipping?: Pick<CheckoutRepository, 'slabs'>;
}

/** What every page kind's tags are written with. */
export interface PageContext {
  site: SiteResponse;
  base: string;
  language: Language;
  /** The shop's name in the page's language. */
  shop: string;
  tagline: string;
  words: (typeof HEAD_TEXTS)[Language];
  /** The tagline in the page's language; a Malayalam page without a Malayalam one describes itself in its own words. */
  generic: string;
  sources: PageSources;
  /** The home banner's first picture (cached by the service). */
  bannerPicture: () => Promise<string | undefined>;
}

/** The tags' content for one kind of page, or undefined when what it shows does not exist. */
type PageKind<K extends PageRef['kind']> = (
  ref: Extract<PageRef, { kind: K }>,
  page: PageContext,
) => HeadParts | undefined | Promise<HeadParts | undefined>;

/** The console-written text each fixed page shows (apps/web/src/features/pages: PolicyLayout's slug, AboutPage). */
const INFO_PAGE_TEXTS: Record<InfoPage, string[]> = {
  about: [API.page('story'), API.page('about'), API.bestYields(false)],
  privacy: [API.page('privacy')],
  terms: [API.page('terms')],
  refunds: [API.page('refund')],
  shipping: [API.page('shipping')],
  // The Seller details page shows the shop's facts (/api/site), which every page has already.
  seller: [],
  seasons: [API.seasons],
};

/** How many products a category page draws at once, pictures and all (its first row on a wide screen). */
const FIRST_ROW = 4;

/** A day (ISO) as the page's language writes it in full: 14 January 2027, 2027 ജനുവരി 14. */
function longDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A service answer, or undefined when it says the thing does not exist. */
async function found<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError && !(error instanceof GoneError)) return undefined;
    throw error;
  }
}

/** Each kind of page (paths.ts `PageRef`) and how its tags are written. */
const PAGE_KINDS: { [K in PageRef['kind']]: PageKind<K> } = {
  home: async (_ref, { shop, generic, bannerPicture }) => ({
    name: shop,
    description: generic,
    path: pagePaths.home,
    preload: {
      image: await bannerPicture(),
      // The sections under the banner are in the page's HTML too (readable without JavaScript).
      fetches: [API.homepage, API.bestYields(false), API.someFurtherCrops],
    },
  }),
  other: (_ref, { shop, generic }) => ({ name: shop, description: generic }),
  missing: () => undefined,
  // A complaint's pages are a customer's own business: titled, but kept out of search engines and the sitemap.
  complaint: (ref, { shop, words }) => {
    const text = words.complaint(ref.page, shop);
    return { name: text.title, description: text.description, noindex: true };
  },
  // A waitlist e-mail's link pages carry its secret in the path: titled, never indexed, never in the sitemap.
  waitlist: (ref, { shop, words }) => {
    const text = words.waitlist(ref.page, shop);
    return { name: text.title, description: text.description, noindex: true };
  },
  info: (ref, { shop, tagline, words }) => {
    const text = words.info(ref.page, shop, tagline);
    return {
      name: text.title,
      description: text.description,
      path: STOREFRONT_ROUTES[ref.page],
      preload: { fetches: INFO_PAGE_TEXTS[ref.page] },
    };
  },
  categories: async (_ref, { shop, words, language, sources }) => {
    const categories = await sources.catalogue.categoriesWithProducts();
    return {
      name: words.allCategories,
      description: words.categoriesDescription(
        shop,
        categories.map((c) => inLanguage(language, c.name, c.name_mal)),
      ),
      path: pagePaths.categories,
      preload: { fetches: [API.categories] },
    };
  },
  category: async (ref, { shop, words, language, sources }) => {
    const categories = await sources.catalogue.categoriesWithProducts();
    const category = categories.find((c) => c.id === ref.id);
    if (!category) return undefined;
    const names = category.products.map((p) => inLanguage(language, p.product_name, p.product_name_mal));
    const name = inLanguage(language, category.name, category.name_mal);
    return {
      name,
      description: words.categoryDescription(name, shop, names),
      path: pagePaths.category(category.id),
      image: uploadUrl(IMAGE_BASES.category, category.image),
      imageAlt: name,
      // The page lists this category's products in this order (the first picture is its largest paint), under
      // the category's name, which it looks up in the home data's list of categories.
      preload: {
        image: category.products[0]?.image_url,
        // The page draws its first row at once (apps/web: ProductCard `eager` for the first four).
        moreImages: category.products.slice(1, FIRST_ROW).map((product) => product.image_url),
        imageSizes: MEDIA_SIZES.productCard,
        fetches: [API.categoryProducts(category.id), API.homepage],
      },
    };
  },
  product: async (ref, { site, shop, base, language, sources }) => {
    const product = await found(() =>
      sources.catalogue.productAnswer(ref.id).then(({ answer }) => answer),
    ).catch((error: unknown) => {
      if (error instanceof GoneError) return error;
      throw error;
    });
    if (product instanceof GoneError) {
      return { name: product.message, description: product.message, noindex: true, gone: true };
    }
    const lowStock = site.stock?.low_threshold ?? STOCK_DEFAULTS.lowStockThreshold;
    const shipping = sources.shipping;
    const slabs = shipping
      ? { kerala: await shipping.slabs('kerala'), rest_of_india: await shipping.slabs('rest_of_india') }
      : undefined;
    return product && productHead(product.product, shop, base, lowStock, language, slabs);
  },
  bestYields: (_ref, { shop, words }) => ({
    name: words.bestYields,
    description: words.bestYieldsDescription(shop),
    path: pagePaths.bestYields,
    preload: { fetches: [API.bestYields(true)] },
  }),
  extraHarvest: (_ref, { shop, words }) => ({
    name: words.extraHarvest,
    description: words.extraHarvestDescription(shop, EXTRA_HARVEST_GROUPS.map(words.group)),
    path: pagePaths.extraHarvest,
    preload: { fetches: [API.furtherCrops] },
  }),
  group: (ref, { shop, words }) => ({
    name: words.groupTitle(words.group(ref.group)),
    description: words.groupDescription(words.group(ref.group), shop),
    path: pagePaths.group(ref.group),
    preload: { fetches: [API.cropsOfGroup(ref.group)] },
  }),
  lot: async (ref, { shop, words, language, sources }) => {
    const lots = sources.lots;
    const lot = lots && (await found(() => lots.view(ref.code)));
    if (!lot) return undefined;
    const product = inLanguage(language, lot.product.name, lot.product.name_mal);
    const day = (iso: string | null) => (iso === null ? undefined : longDate(iso, language));
    const text = words.lot(
      {
        code: lot.code,
        product,
        size: lot.size,
        harvested: day(lot.harvested_on),
        processed:
          lot.processed_on === null ? undefined : { process: lot.process, on: day(lot.processed_on)! },
        bestBefore: day(lot.best_before),
        recalled: lot.recalled,
      },
      shop,
    );
    return {
      name: text.title,
      description: text.description,
      path: pagePaths.lot(lot.code),
      image: lot.product.image,
      imageAlt: product,
      // Only when the farm lets search engines index its lot pages (the Settings page); never in the sitemap.
      noindex: !lot.indexed,
      // A recall blocks a lot without moving the content version: the page is drawn afresh each visit.
      fresh: true,
      preload: { fetches: [API.lot(ref.code)] },
    };
  },
  crop: async (ref, { shop, words, language, sources }) => {
    const crop = await found(() => sources.farm.crop(ref.id));
    if (!crop) return undefined;
    const name = inLanguage(language, crop.name, crop.name_mala);
    const about = plainText(inLanguage(language, crop.description, crop.description_mal));
    return {
      name,
      description: about || words.cropDescription(name, shop),
      path: pagePaths.crop(crop),
      image: uploadUrl(IMAGE_BASES.crop, crop.image),
      imageAlt: name,
      preload: { fetches: [API.crop(crop.id)] },
    };
  },
};

/** The tags' content for a page, or undefined when what it shows does not exist. */
export async function pageParts(
  ref: PageRef,
  context: Omit<PageContext, 'shop' | 'tagline' | 'words' | 'generic'>,
): Promise<HeadParts | undefined> {
  const { name: shop, tagline } = shopInLanguage(context.site, context.language);
  const words = HEAD_TEXTS[context.language];
  const page: PageContext = {
    ...context,
    shop,
    tagline,
    words,
    generic: tagline || words.fallbackDescription,
  };
  // The table holds the handler of ref's own kind; TypeScript cannot pair the two through the index.
  const kind = PAGE_KINDS[ref.kind] as PageKind<PageRef['kind']>;
  return kind(ref, page);
}

import {
  CURRENCY,
  EXTRA_HARVEST_GROUPS,
  IMAGE_BASES,
  MEDIA_SIZES,
  META_DESCRIPTION_LENGTH,
  RATING_MAX,
  RATING_MIN,
  STOCK_DEFAULTS,
  INTL_LOCALES,
  LANGUAGES,
  STOREFRONT_ROUTES,
  API_BASE,
  apiHref,
  findExtraHarvestGroup,
  inLanguage,
  pathInLanguage,
  type Language,
  stockNote,
  uploadUrl,
  type ProductDetail,
  type SiteResponse,
  payableAmount,
} from '@farm/contract';
import { GoneError, NotFoundError } from '../../shared/errors.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { FarmService } from '../farm/index.js';
import type { SiteService } from '../site/index.js';
import type { PagePreloads } from './hints.js';
import { cutAtWord, escapeHtml, jsonLdScript, plainText } from './html.js';
import { INFO_PAGES, pagePaths, type InfoPage, type PageRef } from './paths.js';
import { HEAD_TEXTS } from './texts.js';

/** The tags for one page's `<head>`, the status its answer carries, and what the page will load first. */
export interface PageHead {
  status: 200 | 404 | 410 | 503;
  head: string;
  preloads: PagePreloads;
}

interface HeadParts {
  /** The page's own name (og:title); the <title> adds the shop's name. */
  name: string;
  description: string;
  /** The canonical path; none for pages that should not be indexed under their own address. */
  path?: string;
  type?: 'website' | 'product';
  /** An /uploads/ path. */
  image?: string;
  imageAlt?: string;
  /** The picture the page shows largest on its first screen, and the API calls its screen makes (see hints.ts). */
  preload?: PagePreloads;
  noindex?: boolean;
  /** A 404: the storefront is told so in the page. */
  notFound?: boolean;
  /** A hidden product: answered 410; the storefront asks the API, which names the category to go to. */
  gone?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** The storefront's own API reads, as its calls ask for them: written from the contract's API_ROUTES table. */
const API = {
  site: apiHref('site'),
  homepage: apiHref('homepage'),
  categoryProducts: (id: number) => apiHref('categoryProducts', { id }),
  product: (id: number) => apiHref('product', { id }),
  categories: apiHref('categoriesWithProducts'),
  bestYields: (all: boolean) => apiHref(all ? 'allBestYields' : 'bestYields'),
  furtherCrops: apiHref('allFurtherCrops'),
  /** The few further crops the home page shows. */
  someFurtherCrops: apiHref('furtherCrops'),
  cropsOfGroup: (group: string) => apiHref('cropsOfGroup', { category: group }),
  crop: (id: number) => apiHref('crop', { id }),
  page: (slug: string) => apiHref('page', { slug }),
};

/** The console-written text each fixed page shows (apps/web/src/features/pages: PolicyLayout's slug, AboutPage). */
const INFO_PAGE_TEXTS: Record<InfoPage, string[]> = {
  about: [API.page('story'), API.page('about'), API.bestYields(false)],
  privacy: [API.page('privacy')],
  terms: [API.page('terms')],
  refunds: [API.page('refund')],
  shipping: [API.page('shipping')],
};

/** How many products a category page draws at once, pictures and all (its first row on a wide screen). */
const FIRST_ROW = 4;

/**
 * The shop's name and tagline as a page in `language` says them: a Malayalam page has the farm's Malayalam name (the
 * English where it has not written one) and its Malayalam tagline, or none (the English would describe a Malayalam
 * page in another language; the page's own words stand in).
 */
function shopInLanguage(site: SiteResponse, language: Language): { name: string; tagline: string } {
  return {
    name: inLanguage(language, site.name, site.name_mal),
    tagline: language === 'ml' ? site.tagline_mal.trim() : site.tagline,
  };
}

/** When even the shop's name cannot be read (the database is down). */
const FALLBACK_NAME = 'Organic Farm Shop';

/** Areas a crawler has no business in: the API and every page that belongs to one shopper. */
const PERSONAL_PAGES = [
  '/cart',
  '/checkoutpage',
  '/myaccount',
  '/account',
  '/order-confirmation',
  '/login',
  '/register',
  '/search',
];
const DISALLOWED = [
  `${API_BASE}/`,
  ...LANGUAGES.flatMap((language) => PERSONAL_PAGES.map((path) => pathInLanguage(path, language))),
].filter((path, i, all) => all.indexOf(path) === i);

const money = (rupees: number): string => rupees.toFixed(2);

export interface SeoServiceDeps {
  catalogue: Pick<CatalogueService, 'product' | 'categoriesWithProducts' | 'homepage'>;
  farm: Pick<FarmService, 'crop' | 'bestYields' | 'furtherCrops'>;
  site: Pick<SiteService, 'site'>;
  cache: ReadCache;
  /** PUBLIC_URL: the shop's address for canonical links; the request's own address when unset. */
  publicUrl: string | undefined;
}

/**
 * What search engines and link previews read without running the storefront: each page's title, description,
 * canonical link, Open Graph tags and (for products) schema.org data, plus robots.txt and the sitemap. Each page
 * costs only the service calls its screen makes anyway; the lists come from the shared caches.
 */
export class SeoService {
  private readonly publicUrl: string | undefined;

  constructor(private readonly deps: SeoServiceDeps) {
    this.publicUrl = deps.publicUrl?.replace(/\/+$/, '');
  }

  /** Absolute addresses start here: PUBLIC_URL when set, else where the request came in. */
  baseUrl(requestOrigin: string): string {
    return this.publicUrl ?? requestOrigin;
  }

  async page(ref: PageRef, requestOrigin: string, language: Language = 'en'): Promise<PageHead> {
    const base = this.baseUrl(requestOrigin);
    const site = await this.deps.site.site();
    const shop = shopInLanguage(site, language).name;
    const parts = await this.partsFor(ref, site, base, language);
    // Every screen sits under the header, which asks for the shop's facts at once.
    if (!parts) {
      return {
        status: 404,
        head: this.render(this.notFoundParts(site, language), shop, base, language),
        preloads: { fetches: [API.site] },
      };
    }
    const preload = parts.preload ?? { fetches: [] };
    return {
      status: parts.gone ? 410 : 200,
      head: this.render(parts, shop, base, language),
      preloads: { ...preload, fetches: [...preload.fetches, API.site] },
    };
  }

  /** The tags of a page when the shop's data cannot be read: the page still loads and says what it can. */
  unavailable(): PageHead {
    return {
      status: 503,
      head: this.render(
        { name: FALLBACK_NAME, description: HEAD_TEXTS.en.fallbackDescription, noindex: true },
        FALLBACK_NAME,
        '',
        'en',
      ),
      preloads: { fetches: [] },
    };
  }

  robotsTxt(requestOrigin: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.baseUrl(requestOrigin)}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async sitemapXml(requestOrigin: string): Promise<string> {
    const base = this.baseUrl(requestOrigin);
    const paths = await this.sitemapPaths();
    // Each page in both languages: the English at its plain address, the Malayalam under /ml.
    const urls = paths.flatMap((path) =>
      LANGUAGES.map(
        (language) => `  <url><loc>${escapeHtml(base + pathInLanguage(path, language))}</loc></url>`,
      ),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Every public page's path; kept until the content changes, like the lists it is made from. */
  private sitemapPaths(): Promise<string[]> {
    return this.deps.cache.get('seo:sitemap', async () => {
      const [categories, bestYields, furtherCrops] = await Promise.all([
        this.deps.catalogue.categoriesWithProducts(),
        this.deps.farm.bestYields(false),
        this.deps.farm.furtherCrops(false),
      ]);
      // Only groups that have crops: an empty list is not worth a search engine's visit.
      const groups = new Set(furtherCrops.map((crop) => findExtraHarvestGroup(crop.category)));
      return [
        pagePaths.home,
        pagePaths.categories,
        ...categories.map((category) => pagePaths.category(category.id)),
        ...categories.flatMap((category) => category.products.map((product) => pagePaths.product(product))),
        pagePaths.bestYields,
        ...bestYields.map((crop) => pagePaths.crop(crop)),
        pagePaths.extraHarvest,
        ...EXTRA_HARVEST_GROUPS.filter((group) => groups.has(group)).map((group) => pagePaths.group(group)),
        ...furtherCrops.map((crop) => pagePaths.crop(crop)),
        ...INFO_PAGES.map((page) => STOREFRONT_ROUTES[page]),
      ];
    });
  }

  /** The tags' content for a page, or undefined when what it shows does not exist. */
  private async partsFor(
    ref: PageRef,
    site: SiteResponse,
    base: string,
    language: Language,
  ): Promise<HeadParts | undefined> {
    const { name: shop, tagline } = shopInLanguage(site, language);
    const words = HEAD_TEXTS[language];
    // The tagline in the page's language; a Malayalam page without a Malayalam one describes itself in its own words.
    const generic = tagline || words.fallbackDescription;
    switch (ref.kind) {
      case 'home':
        return {
          name: shop,
          description: generic,
          path: pagePaths.home,
          preload: {
            image: await this.bannerPicture(),
            // The sections under the banner are in the page's HTML too (readable without JavaScript).
            fetches: [API.homepage, API.bestYields(false), API.someFurtherCrops],
          },
        };
      case 'other':
        return { name: shop, description: generic };
      case 'missing':
        return undefined;
      case 'info': {
        const text = words.info(ref.page, shop, tagline);
        return {
          name: text.title,
          description: text.description,
          path: STOREFRONT_ROUTES[ref.page],
          preload: { fetches: INFO_PAGE_TEXTS[ref.page] },
        };
      }
      case 'categories': {
        const categories = await this.deps.catalogue.categoriesWithProducts();
        return {
          name: words.allCategories,
          description: words.categoriesDescription(
            shop,
            categories.map((c) => inLanguage(language, c.name, c.name_mal)),
          ),
          path: pagePaths.categories,
          preload: { fetches: [API.categories] },
        };
      }
      case 'category': {
        const categories = await this.deps.catalogue.categoriesWithProducts();
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
      }
      case 'product': {
        const product = await this.found(() => this.deps.catalogue.product(ref.id)).catch(
          (error: unknown) => {
            if (error instanceof GoneError) return error;
            throw error;
          },
        );
        if (product instanceof GoneError) {
          return { name: product.message, description: product.message, noindex: true, gone: true };
        }
        const lowStock = site.stock?.low_threshold ?? STOCK_DEFAULTS.lowStockThreshold;
        return product && this.productParts(product.product, shop, base, lowStock, language);
      }
      case 'bestYields':
        return {
          name: words.bestYields,
          description: words.bestYieldsDescription(shop),
          path: pagePaths.bestYields,
          preload: { fetches: [API.bestYields(true)] },
        };
      case 'extraHarvest':
        return {
          name: words.extraHarvest,
          description: words.extraHarvestDescription(shop, EXTRA_HARVEST_GROUPS.map(words.group)),
          path: pagePaths.extraHarvest,
          preload: { fetches: [API.furtherCrops] },
        };
      case 'group':
        return {
          name: words.groupTitle(words.group(ref.group)),
          description: words.groupDescription(words.group(ref.group), shop),
          path: pagePaths.group(ref.group),
          preload: { fetches: [API.cropsOfGroup(ref.group)] },
        };
      case 'crop': {
        const crop = await this.found(() => this.deps.farm.crop(ref.id));
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
      }
    }
  }

  private productParts(
    product: ProductDetail,
    shop: string,
    base: string,
    lowStock: number,
    language: Language,
  ): HeadParts {
    const path = pagePaths.product(product);
    const name = inLanguage(language, product.product_name, product.product_name_mal);
    const description = plainText(inLanguage(language, product.description, product.description_mal));
    const url = base + pathInLanguage(path, language);
    const payable = new Map(
      product.prices.map((price) => [
        price.product_size_id,
        payableAmount(price.original_price, price.offer_price),
      ]),
    );
    // As the page says it (docs/domain.md "Stock"): sold out, "Only N left" (limited), or in stock.
    const sizeAvailability = (size: ProductDetail['sizes'][number]) => {
      const note = stockNote(size, lowStock);
      return note === null
        ? 'InStock'
        : size.in_stock && size.stock_left !== 0
          ? 'LimitedAvailability'
          : 'OutOfStock';
    };
    const availability = (kind: 'InStock' | 'LimitedAvailability' | 'OutOfStock') =>
      `https://schema.org/${kind}`;
    const offers = product.sizes.flatMap((size) => {
      const price = payable.get(size.id);
      return price === undefined
        ? []
        : [
            {
              '@type': 'Offer',
              name: size.size,
              price: money(price),
              priceCurrency: CURRENCY,
              availability: availability(sizeAvailability(size)),
              url,
            },
          ];
    });
    const prices = offers.map((offer) => Number(offer.price));
    // The product as a whole: in stock when any size is, else limited when any size is, else sold out.
    const kinds = new Set(product.sizes.map(sizeAvailability));
    const overall = kinds.has('InStock')
      ? 'InStock'
      : kinds.has('LimitedAvailability')
        ? 'LimitedAvailability'
        : 'OutOfStock';
    const offer =
      offers.length === 0
        ? undefined
        : offers.length === 1
          ? offers[0]
          : {
              '@type': 'AggregateOffer',
              priceCurrency: CURRENCY,
              lowPrice: money(Math.min(...prices)),
              highPrice: money(Math.max(...prices)),
              offerCount: offers.length,
              availability: availability(overall),
              offers,
            };
    const images = [product.image_url, ...product.images.map((i) => uploadUrl(IMAGE_BASES.product, i.image))];
    return {
      name,
      description: description || HEAD_TEXTS[language].productDescription(name, shop),
      path,
      type: 'product',
      image: product.image_url,
      imageAlt: name,
      preload: {
        image: product.image_url,
        imageSizes: MEDIA_SIZES.productPicture,
        fetches: [API.product(product.id)],
      },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: description || undefined,
        image: images.map((image) => base + image),
        sku: product.sku,
        category: product.category_name || undefined,
        brand: { '@type': 'Brand', name: shop },
        url,
        offers: offer,
        // Search engines reject a rating with no reviews behind it.
        aggregateRating:
          product.rating.count > 0
            ? {
                '@type': 'AggregateRating',
                ratingValue: product.rating.average,
                reviewCount: product.rating.count,
                bestRating: RATING_MAX,
                worstRating: RATING_MIN,
              }
            : undefined,
      },
    };
  }

  /**
   * The home banner's first picture (the poster when it is a video), as the storefront draws it; kept until the
   * content changes, like the lists.
   */
  private bannerPicture(): Promise<string | undefined> {
    return this.deps.cache.get('seo:banner-picture', async () => {
      const first = (await this.deps.catalogue.homepage()).homeVideoInGallary[0];
      return first && uploadUrl(IMAGE_BASES.video, first.image);
    });
  }

  private notFoundParts(site: SiteResponse, language: Language): HeadParts {
    return {
      name: HEAD_TEXTS[language].pageNotFound,
      description: shopInLanguage(site, language).tagline || HEAD_TEXTS[language].fallbackDescription,
      noindex: true,
      notFound: true,
    };
  }

  /** A service answer, or undefined when it says the thing does not exist. */
  private async found<T>(load: () => Promise<T>): Promise<T | undefined> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof NotFoundError && !(error instanceof GoneError)) return undefined;
      throw error;
    }
  }

  private render(parts: HeadParts, shop: string, base: string, language: Language): string {
    const title = parts.name === shop ? shop : `${parts.name} | ${shop}`;
    const description = cutAtWord(parts.description, META_DESCRIPTION_LENGTH);
    const url = parts.path === undefined ? undefined : base + pathInLanguage(parts.path, language);
    // The page's other language, for search engines to pair the two (the English is the default).
    const alternates =
      parts.path === undefined || parts.noindex
        ? []
        : [
            ...LANGUAGES.map(
              (other) =>
                `<link rel="alternate" hreflang="${INTL_LOCALES[other]}" href="${escapeHtml(base + pathInLanguage(parts.path!, other))}" />`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base + parts.path)}" />`,
          ];
    const image = parts.image === undefined ? undefined : base + parts.image;
    const meta = (attr: 'name' | 'property', key: string, value: string) =>
      `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
    const tags = [
      `<title>${escapeHtml(title)}</title>`,
      meta('name', 'description', description),
      parts.noindex ? meta('name', 'robots', 'noindex') : undefined,
      // The storefront shows its not-found page at once, without asking the API again what is missing.
      parts.notFound ? meta('name', 'shop-page', 'not-found') : undefined,
      url === undefined ? undefined : `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...alternates,
      meta('property', 'og:site_name', shop),
      meta('property', 'og:type', parts.type ?? 'website'),
      // The page's own name: the shop's is in og:site_name already.
      meta('property', 'og:title', parts.name),
      meta('property', 'og:description', description),
      url === undefined ? undefined : meta('property', 'og:url', url),
      image === undefined ? undefined : meta('property', 'og:image', image),
      image === undefined || parts.imageAlt === undefined
        ? undefined
        : meta('property', 'og:image:alt', parts.imageAlt),
      meta('property', 'og:locale', INTL_LOCALES[language].replace('-', '_')),
      ...LANGUAGES.filter((other) => other !== language).map((other) =>
        meta('property', 'og:locale:alternate', INTL_LOCALES[other].replace('-', '_')),
      ),
      meta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image'),
      parts.jsonLd === undefined ? undefined : jsonLdScript(parts.jsonLd),
    ];
    return tags.filter((tag) => tag !== undefined).join('\n    ');
  }
}

import {
  API_BASE,
  EXTRA_HARVEST_GROUPS,
  IMAGE_BASES,
  LANGUAGES,
  ROUTES_BEFORE_OPENING,
  STOREFRONT_ROUTES,
  findExtraHarvestGroup,
  pathInLanguage,
  uploadUrl,
  type Language,
  type SiteResponse,
} from '@farm/contract';
import type { ReadCache } from '../../shared/read-cache.js';
import type { SiteService } from '../site/index.js';
import { API, FALLBACK_NAME, renderHead, shopInLanguage, type HeadParts, type PageHead } from './head.js';
import { escapeHtml } from './html.js';
import { pageParts, type PageSources } from './page-kinds.js';
import { INFO_PAGES, pagePaths, type PageRef } from './paths.js';
import { HEAD_TEXTS } from './texts.js';

export type { PageHead } from './head.js';

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

/** The legal pages a shop not yet open still shows (the contract's ROUTES_BEFORE_OPENING). */
function shownBeforeOpening(ref: PageRef): boolean {
  return ref.kind === 'info' && ROUTES_BEFORE_OPENING.includes(ref.page);
}

export interface SeoServiceDeps extends PageSources {
  site: Pick<SiteService, 'site'>;
  cache: ReadCache;
  /** PUBLIC_URL: the shop's address for canonical links; the request's own address when unset. */
  publicUrl: string | undefined;
}

/**
 * What search engines and link previews read without running the storefront: each page's title, description,
 * canonical link, Open Graph tags and (for products) schema.org data, plus robots.txt and the sitemap. Each page
 * costs only the service calls its screen makes anyway; the lists come from the shared caches. Each kind of page
 * writes its tags in page-kinds.ts; head.ts turns them into HTML.
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
    if (!site.open && !shownBeforeOpening(ref)) {
      // Not open yet (issue 36): every page says "coming soon" with the farm's contacts, and asks not to be indexed.
      const words = HEAD_TEXTS[language];
      return {
        status: 200,
        head: renderHead(
          { name: words.comingSoon, description: words.comingSoonDescription(shop), noindex: true },
          shop,
          base,
          language,
        ),
        preloads: { fetches: [API.site] },
        comingSoon: true,
      };
    }
    const parts = await pageParts(ref, {
      site,
      base,
      language,
      sources: this.deps,
      bannerPicture: () => this.bannerPicture(),
    });
    // Every screen sits under the header, which asks for the shop's facts at once.
    if (!parts) {
      return {
        status: 404,
        head: renderHead(this.notFoundParts(site, language), shop, base, language),
        preloads: { fetches: [API.site] },
      };
    }
    const preload = parts.preload ?? { fetches: [] };
    return {
      status: parts.gone ? 410 : 200,
      head: renderHead(parts, shop, base, language),
      preloads: { ...preload, fetches: [...preload.fetches, API.site] },
      ...(parts.fresh ? { fresh: true } : {}),
    };
  }

  /** The tags of a page when the shop's data cannot be read: the page still loads and says what it can. */
  unavailable(): PageHead {
    return {
      status: 503,
      head: renderHead(
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
}

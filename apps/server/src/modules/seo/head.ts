import {
  INTL_LOCALES,
  LANGUAGES,
  META_DESCRIPTION_LENGTH,
  apiHref,
  inLanguage,
  pathInLanguage,
  type Language,
  type SiteResponse,
} from '@farm/contract';
import type { PagePreloads } from './hints.js';
import { cutAtWord, escapeHtml, jsonLdScript } from './html.js';

/** The tags for one page's `<head>`, the status its answer carries, and what the page will load first. */
export interface PageHead {
  status: 200 | 404 | 410 | 503;
  head: string;
  preloads: PagePreloads;
  /** The shop is not open yet and this page says "coming soon" (issue 36): drawn on the server whatever its kind. */
  comingSoon?: boolean;
  /** Not to be kept in the page cache (HeadParts.fresh). */
  fresh?: boolean;
}

export interface HeadParts {
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
  /**
   * Drawn afresh on every visit, never kept until the content changes: what it shows can change without moving the
   * content version (a lot's recall).
   */
  fresh?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** The storefront's own API reads, as its calls ask for them: written from the contract's API_ROUTES table. */
export const API = {
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
  seasons: apiHref('seasons'),
  lot: (code: string) => apiHref('lot', { code }),
};

/**
 * The shop's name and tagline as a page in `language` says them: a Malayalam page has the farm's Malayalam name (the
 * English where it has not written one) and its Malayalam tagline, or none (the English would describe a Malayalam
 * page in another language; the page's own words stand in).
 */
export function shopInLanguage(site: SiteResponse, language: Language): { name: string; tagline: string } {
  return {
    name: inLanguage(language, site.name, site.name_mal),
    tagline: language === 'ml' ? site.tagline_mal.trim() : site.tagline,
  };
}

/** When even the shop's name cannot be read (the database is down). */
export const FALLBACK_NAME = 'Organic Farm Shop';

/** The `<head>` tags of a page: its title, description, canonical and alternate links, Open Graph and JSON-LD. */
export function renderHead(parts: HeadParts, shop: string, base: string, language: Language): string {
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

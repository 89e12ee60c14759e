// The storefront's addresses, written once: the storefront's router is built from STOREFRONT_ROUTES, the server's
// link previews read a path with matchStorefrontRoute, and both link with storefrontPaths. The same for the API reads
// a page's first screen makes (API_ROUTES), which the server preloads and the storefront asks for. Imports only constants,
// so the storefront's first screen may use it without the schemas.
import { MAIN_CROP_CATEGORY } from './constants.js';

/** Every storefront page by name, as a router pattern (`:name` is one path segment). */
export const STOREFRONT_ROUTES = {
  home: '/',
  categories: '/productsbycategory',
  category: '/productsbycategory/:id',
  product: '/product/:slug',
  search: '/search',
  cart: '/cart',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  myAccount: '/myaccount',
  account: '/account',
  extraHarvest: '/extraharvestfromfarm',
  extraHarvestGroup: '/extraharvestfromfarm/:category',
  extraHarvestCrop: '/extraharvestfromfarm/detail/:id',
  bestYields: '/mostharvestfromfarm',
  bestYieldCrop: '/mostharvestfromfarm/:id',
  checkout: '/checkoutpage',
  orderConfirmation: '/order-confirmation',
  about: '/aboutus',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refunds: '/refund-cancellation-policy',
  shipping: '/shipping-policy',
  /** Who sells and who hears complaints (issue 35: Consumer Protection (E-Commerce) Rules 2020 r.4). */
  seller: '/seller',
  /** Complaints to the grievance officer (issue 35): the form, and a complaint followed by its ticket number. */
  complaintNew: '/complaints/new',
  complaint: '/complaints/:ticket',
  /** "Tell me when it's back" (issue 37): the e-mails' links; private, never indexed nor in the sitemap. */
  waitlistConfirm: '/back-in-stock/confirm/:token',
  waitlistUnsubscribe: '/back-in-stock/unsubscribe/:token',
  /** What's in season, month by month (issue 37). */
  seasons: '/seasons',
  /** A lot's page, which the QR on its jars opens (issue 38): the code is matched without case. */
  lot: '/lot/:code',
} as const;

export type StorefrontRoute = keyof typeof STOREFRONT_ROUTES;

/**
 * The pages a shop not yet open still shows (issue 36): who sells and its policies, which a visitor may want to read
 * before the first order and the law asks to be public. Every other page shows "coming soon".
 */
export const ROUTES_BEFORE_OPENING: readonly StorefrontRoute[] = [
  'seller',
  'privacy',
  'terms',
  'refunds',
  'shipping',
];

export interface RouteMatch {
  route: StorefrontRoute;
  /** The `:name` segments, percent-decoded. */
  params: Record<string, string>;
}

/** The patterns cut into segments, made on first use (so a bundle that never matches paths carries none of it). */
let compiled: { route: StorefrontRoute; segments: string[] }[] | undefined;
const compiledRoutes = () =>
  (compiled ??= Object.entries(STOREFRONT_ROUTES).map(([route, pattern]) => ({
    route: route as StorefrontRoute,
    segments: pattern.split('/').filter(Boolean),
  })));

/**
 * The storefront page a path (no query string) shows, matched as the storefront's router matches it: literal segments
 * ignoring case, a trailing slash ignored, a literal segment preferred to a `:name` one. Undefined for any other path
 * (the storefront's not-found page), including one that cannot be percent-decoded.
 */
export function matchStorefrontRoute(path: string): RouteMatch | undefined {
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const { route, segments: pattern } of compiledRoutes()) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      literals += 1;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match;
}

/** Where the API's paths start: the server serves them under it, the storefront's calls are written relative to it. */
export const API_BASE = '/api';

/**
 * The public reads a page's first screen makes, by name (each the storefront's call of the same name), as patterns
 * below API_BASE: `:name` is one path segment; any other value goes in the query string. The server writes their
 * answers into the page and asks the browser to preload them (apps/server/src/modules/seo), the storefront's calls ask
 * for them (app/api.ts and each feature's …Api.ts) and take the written answers back: all of them build an address
 * from here, so the browser finds a preloaded answer under the very address a screen asks for.
 */
export const API_ROUTES = {
  site: '/site',
  homepage: '/homepage',
  categoriesWithProducts: '/categories-with-products',
  categoryProducts: '/categories/:id/products',
  product: '/product/:id',
  /** The best-yield crops the home page and the About page show, and all of them (their own page). */
  bestYields: '/whatInFarms-Full',
  allBestYields: '/whatInFarms-viewall',
  /** The few further crops the home page shows, and all of them. */
  furtherCrops: '/whatInFarms-most-cultivated-crops',
  allFurtherCrops: '/whatInFarms-most-cultivated-crops-view-all',
  /** ?category=: the crops of one Extra Harvest group. */
  cropsOfGroup: '/whatInFarms-Category',
  /** ?id=: one crop. */
  crop: '/whatInFarms',
  /** A text the farm writes in its console (a policy page, the About page's story). */
  page: '/pages/:slug',
  /** What's in season each month (issue 37). */
  seasons: '/seasons',
  /** One lot, as its page shows it (issue 38). */
  lot: '/lots/:code',
} as const;

export type ApiRoute = keyof typeof API_ROUTES;

/**
 * A route's address below API_BASE, as a storefront call asks for it: its `:name` segments filled in
 * (percent-encoded) and every other value as the query string, written as RTK Query's fetchBaseQuery writes `params`
 * (URLSearchParams, a space as `+`).
 */
export function apiPath(route: ApiRoute, values: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  const used = new Set<string>();
  const path = API_ROUTES[route]
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const name = part.slice(1);
      used.add(name);
      return encodeURIComponent(String(values[name] ?? ''));
    })
    .join('/');
  for (const [name, value] of Object.entries(values)) if (!used.has(name)) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The same address from the site's root (API_BASE first), as the server writes it into a page. */
export function apiHref(route: ApiRoute, values: Record<string, string | number> = {}): string {
  return `${API_BASE}${apiPath(route, values)}`;
}

/**
 * The route an address from the site's root names (as `apiHref` writes it, a query string allowed), and its values:
 * the `:name` segments percent-decoded, then the query's parameters. Literal segments match exactly; undefined for
 * any other address.
 */
export function matchApiRoute(href: string): { route: ApiRoute; params: Record<string, string> } | undefined {
  const url = new URL(href, 'http://api.invalid');
  if (!url.pathname.startsWith(`${API_BASE}/`)) return undefined;
  const segments = url.pathname.slice(API_BASE.length).split('/');
  for (const [route, pattern] of Object.entries(API_ROUTES) as [ApiRoute, string][]) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (!matches) continue;
    for (const [name, value] of url.searchParams) params[name] ??= value;
    return { route, params };
  }
  return undefined;
}

/** Canonical links, percent-encoded, as the storefront and the server's sitemap and previews write them. */
export const storefrontPaths = {
  home: STOREFRONT_ROUTES.home,
  categories: STOREFRONT_ROUTES.categories,
  category: (id: number) => `${STOREFRONT_ROUTES.categories}/${id}`,
  /** `{slug}-{id}`: the id is the last dash-separated part. */
  product: (product: { id: number; product_slug: string }) =>
    `/product/${encodeURIComponent(`${product.product_slug}-${product.id}`)}`,
  bestYields: STOREFRONT_ROUTES.bestYields,
  seller: STOREFRONT_ROUTES.seller,
  seasons: STOREFRONT_ROUTES.seasons,
  complaintNew: STOREFRONT_ROUTES.complaintNew,
  complaint: (ticket: string) => `/complaints/${encodeURIComponent(ticket)}`,
  waitlistConfirm: (token: string) => `/back-in-stock/confirm/${encodeURIComponent(token)}`,
  waitlistUnsubscribe: (token: string) => `/back-in-stock/unsubscribe/${encodeURIComponent(token)}`,
  /** A lot's page (issue 38); the code as it is printed, compared without case. */
  lot: (code: string) => `/lot/${encodeURIComponent(code)}`,
  extraHarvest: STOREFRONT_ROUTES.extraHarvest,
  group: (group: string) => `${STOREFRONT_ROUTES.extraHarvest}/${encodeURIComponent(group)}`,
  /** Best yields have their detail page under /mostharvestfromfarm, further crops under /extraharvestfromfarm/detail. */
  crop: (crop: { id: number; category: string }) =>
    crop.category === MAIN_CROP_CATEGORY
      ? `${STOREFRONT_ROUTES.bestYields}/${crop.id}`
      : `${STOREFRONT_ROUTES.extraHarvest}/detail/${crop.id}`,
} as const;

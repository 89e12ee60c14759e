// The storefront's addresses, written once: the storefront's router is built from STOREFRONT_ROUTES, the server's
// link previews read a path with matchStorefrontRoute, and both link with storefrontPaths. Imports only constants,
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
} as const;

export type StorefrontRoute = keyof typeof STOREFRONT_ROUTES;

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

/** Canonical links, percent-encoded, as the storefront and the server's sitemap and previews write them. */
export const storefrontPaths = {
  home: STOREFRONT_ROUTES.home,
  categories: STOREFRONT_ROUTES.categories,
  category: (id: number) => `${STOREFRONT_ROUTES.categories}/${id}`,
  /** `{slug}-{id}`: the id is the last dash-separated part. */
  product: (product: { id: number; product_slug: string }) =>
    `/product/${encodeURIComponent(`${product.product_slug}-${product.id}`)}`,
  bestYields: STOREFRONT_ROUTES.bestYields,
  extraHarvest: STOREFRONT_ROUTES.extraHarvest,
  group: (group: string) => `${STOREFRONT_ROUTES.extraHarvest}/${encodeURIComponent(group)}`,
  /** Best yields have their detail page under /mostharvestfromfarm, further crops under /extraharvestfromfarm/detail. */
  crop: (crop: { id: number; category: string }) =>
    crop.category === MAIN_CROP_CATEGORY
      ? `${STOREFRONT_ROUTES.bestYields}/${crop.id}`
      : `${STOREFRONT_ROUTES.extraHarvest}/detail/${crop.id}`,
} as const;

import { MAIN_CROP_CATEGORY, MAX_ID, findExtraHarvestGroup, type ExtraHarvestGroup } from '@farm/contract';

/** The storefront pages with fixed text (spec section 2), by path. */
export const INFO_PAGES = {
  '/aboutus': 'about',
  '/privacy-policy': 'privacy',
  '/terms-and-conditions': 'terms',
  '/refund-cancellation-policy': 'refunds',
  '/shipping-policy': 'shipping',
} as const;
export type InfoPage = (typeof INFO_PAGES)[keyof typeof INFO_PAGES];

/** The storefront's own screens that show no catalogue or farm content (spec section 2, and /search). */
const APP_PAGES = new Set([
  'cart',
  'register',
  'login',
  'myaccount',
  'account',
  'checkoutpage',
  'order-confirmation',
  'search',
]);

/** Which storefront page a path shows, as far as the tags in its `<head>` care. */
export type PageRef =
  | { kind: 'home' }
  | { kind: 'categories' }
  | { kind: 'category'; id: number }
  | { kind: 'product'; id: number }
  | { kind: 'bestYields' }
  | { kind: 'extraHarvest' }
  | { kind: 'group'; group: ExtraHarvestGroup }
  | { kind: 'crop'; id: number }
  | { kind: 'info'; page: InfoPage }
  /** A product, category, crop or group path whose id or name cannot exist. */
  | { kind: 'missing' }
  /** A page of the storefront with no content of its own to describe (cart, login, checkout...): generic tags. */
  | { kind: 'other' };

/** An id as the API accepts it: digits only, 1..MAX_ID (bigger ones cannot be in an `integer` column). */
function parseId(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** Reads a page path (no query string) the way the storefront's router does. */
export function parsePagePath(path: string): PageRef {
  let segments: string[];
  try {
    segments = path
      .replace(/\/+$/, '')
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'missing' };
  }
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return { kind: 'missing' };
  if (first === undefined) return { kind: 'home' };
  // The storefront's router matches paths ignoring case, so this does too.
  const page = first.toLowerCase();
  if (second === undefined && Object.hasOwn(INFO_PAGES, `/${page}`)) {
    return { kind: 'info', page: INFO_PAGES[`/${page}` as keyof typeof INFO_PAGES] };
  }

  switch (page) {
    case 'product': {
      if (second === undefined || third !== undefined) break;
      // `{slug}-{id}`: the id is the last dash-separated part.
      const productId = parseId(second.split('-').at(-1));
      return productId === undefined ? { kind: 'missing' } : { kind: 'product', id: productId };
    }
    case 'productsbycategory': {
      if (third !== undefined) break;
      if (second === undefined) return { kind: 'categories' };
      const categoryId = parseId(second);
      return categoryId === undefined ? { kind: 'missing' } : { kind: 'category', id: categoryId };
    }
    case 'mostharvestfromfarm': {
      if (third !== undefined) break;
      if (second === undefined) return { kind: 'bestYields' };
      const cropId = parseId(second);
      return cropId === undefined ? { kind: 'missing' } : { kind: 'crop', id: cropId };
    }
    case 'extraharvestfromfarm': {
      if (second === undefined) return { kind: 'extraHarvest' };
      if (second.toLowerCase() === 'detail' && third !== undefined) {
        const cropId = parseId(third);
        return cropId === undefined ? { kind: 'missing' } : { kind: 'crop', id: cropId };
      }
      if (third !== undefined) break;
      // The storefront lists `main` (the best yields) under this path too.
      if (second.trim().toLowerCase() === MAIN_CROP_CATEGORY) return { kind: 'bestYields' };
      const group = findExtraHarvestGroup(second);
      return group ? { kind: 'group', group } : { kind: 'missing' };
    }
  }
  // Any other address is not a page of the shop: 404, with the storefront's not-found page.
  return second === undefined && APP_PAGES.has(page) ? { kind: 'other' } : { kind: 'missing' };
}

/** Canonical paths, percent-encoded, the same the storefront links to. */
export const pagePaths = {
  home: '/',
  categories: '/productsbycategory',
  category: (id: number) => `/productsbycategory/${id}`,
  product: (product: { id: number; product_slug: string }) =>
    `/product/${encodeURIComponent(`${product.product_slug}-${product.id}`)}`,
  bestYields: '/mostharvestfromfarm',
  extraHarvest: '/extraharvestfromfarm',
  group: (group: string) => `/extraharvestfromfarm/${encodeURIComponent(group)}`,
  /** Best yields have their detail page under /mostharvestfromfarm, further crops under /extraharvestfromfarm. */
  crop: (crop: { id: number; category: string }) =>
    crop.category === MAIN_CROP_CATEGORY
      ? `/mostharvestfromfarm/${crop.id}`
      : `/extraharvestfromfarm/detail/${crop.id}`,
} as const;

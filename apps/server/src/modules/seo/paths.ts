import {
  MAIN_CROP_CATEGORY,
  findExtraHarvestGroup,
  matchStorefrontRoute,
  storefrontPaths,
  type ExtraHarvestGroup,
  type StorefrontRoute,
} from '@farm/contract';
import { parseId } from '../../shared/ids.js';

/** The storefront pages with fixed text (spec section 2), by route name. */
export const INFO_PAGES = [
  'about',
  'privacy',
  'terms',
  'refunds',
  'shipping',
  'seller',
  'seasons',
] as const satisfies readonly StorefrontRoute[];
export type InfoPage = (typeof INFO_PAGES)[number];

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
  /** The complaint form, or one complaint (private: never indexed, never in the sitemap). */
  | { kind: 'complaint'; page: 'new' | 'follow' }
  /** The pages of a waitlist e-mail's links (issue 37; private: never indexed, never in the sitemap). */
  | { kind: 'waitlist'; page: 'confirm' | 'unsubscribe' }
  /** A lot's page, which the QR on its jars opens (issue 38): the code as the address has it. */
  | { kind: 'lot'; code: string }
  /** A product, category, crop or group path whose id or name cannot exist. */
  | { kind: 'missing' }
  /** A page of the storefront with no content of its own to describe (cart, login, checkout...): generic tags. */
  | { kind: 'other' };

/** Reads a page path (no query string) with the storefront's own route table (contract: STOREFRONT_ROUTES). */
export function parsePagePath(path: string): PageRef {
  const match = matchStorefrontRoute(path);
  if (!match) return { kind: 'missing' };
  const { route, params } = match;
  const id = parseId(params.id);
  switch (route) {
    case 'home':
      return { kind: 'home' };
    case 'categories':
      return { kind: 'categories' };
    case 'category':
      return id === undefined ? { kind: 'missing' } : { kind: 'category', id };
    case 'product': {
      // `{slug}-{id}`: the id is the last dash-separated part.
      const productId = parseId(params.slug!.split('-').at(-1));
      return productId === undefined ? { kind: 'missing' } : { kind: 'product', id: productId };
    }
    case 'bestYields':
      return { kind: 'bestYields' };
    case 'bestYieldCrop':
    case 'extraHarvestCrop':
      return id === undefined ? { kind: 'missing' } : { kind: 'crop', id };
    case 'extraHarvest':
      return { kind: 'extraHarvest' };
    case 'extraHarvestGroup': {
      // The storefront lists `main` (the best yields) under this path too.
      const name = params.category!;
      if (name.trim().toLowerCase() === MAIN_CROP_CATEGORY) return { kind: 'bestYields' };
      const group = findExtraHarvestGroup(name);
      return group ? { kind: 'group', group } : { kind: 'missing' };
    }
    case 'about':
    case 'privacy':
    case 'terms':
    case 'refunds':
    case 'shipping':
    case 'seller':
    case 'seasons':
      return { kind: 'info', page: route };
    case 'complaintNew':
      return { kind: 'complaint', page: 'new' };
    case 'complaint':
      return { kind: 'complaint', page: 'follow' };
    case 'waitlistConfirm':
      return { kind: 'waitlist', page: 'confirm' };
    case 'waitlistUnsubscribe':
      return { kind: 'waitlist', page: 'unsubscribe' };
    case 'lot':
      return { kind: 'lot', code: params.code! };
    // The storefront's own screens with no catalogue or farm content to describe: generic tags.
    case 'search':
    case 'cart':
    case 'register':
    case 'login':
    case 'forgotPassword':
    case 'resetPassword':
    case 'myAccount':
    case 'account':
    case 'checkout':
    case 'orderConfirmation':
      return { kind: 'other' };
  }
}

/** Canonical paths, percent-encoded, the same the storefront links to. */
export const pagePaths = storefrontPaths;

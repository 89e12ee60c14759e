import {
  STOREFRONT_ROUTES,
  matchStorefrontRoute,
  storefrontPaths,
  type StorefrontRoute,
} from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { parsePagePath, type PageRef } from '../src/modules/seo/paths.js';

/** A real-looking value for each `:name` segment of the route table. */
const SAMPLES: Record<string, string> = {
  id: '7',
  slug: 'virgin-coconut-oil-7',
  category: 'Fruits',
  ticket: 'GR-2611-0042',
  token: 'x7Kq9VbN2mR4tY6uI8oP0aS1dF3gH5jL',
  code: 'VCO-2611-A',
};
const fill = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name]!);

/** What the link previews must make of each storefront page. */
const EXPECTED: Record<StorefrontRoute, PageRef['kind']> = {
  home: 'home',
  categories: 'categories',
  category: 'category',
  product: 'product',
  search: 'other',
  cart: 'other',
  register: 'other',
  login: 'other',
  forgotPassword: 'other',
  resetPassword: 'other',
  myAccount: 'other',
  account: 'other',
  extraHarvest: 'extraHarvest',
  extraHarvestGroup: 'group',
  extraHarvestCrop: 'crop',
  bestYields: 'bestYields',
  bestYieldCrop: 'crop',
  checkout: 'other',
  orderConfirmation: 'other',
  about: 'info',
  privacy: 'info',
  terms: 'info',
  refunds: 'info',
  shipping: 'info',
  seller: 'info',
  seasons: 'info',
  complaintNew: 'complaint',
  complaint: 'complaint',
  waitlistConfirm: 'waitlist',
  waitlistUnsubscribe: 'waitlist',
  lot: 'lot',
};

describe('the storefront route table (contract) as the server reads it', () => {
  for (const [route, pattern] of Object.entries(STOREFRONT_ROUTES) as [StorefrontRoute, string][]) {
    it(`reads ${pattern} as the ${route} page, in any case and with a trailing slash`, () => {
      const path = fill(pattern);
      expect(matchStorefrontRoute(path)?.route).toBe(route);
      expect(parsePagePath(path).kind).toBe(EXPECTED[route]);
      expect(parsePagePath(`${path.toUpperCase()}/`.replace('//', '/')).kind).toBe(EXPECTED[route]);
    });
  }

  it('reads every link the storefront and the sitemap write back to the page it names', () => {
    expect(parsePagePath(storefrontPaths.product({ id: 12, product_slug: 'kanthari-pickle' }))).toEqual({
      kind: 'product',
      id: 12,
    });
    expect(parsePagePath(storefrontPaths.category(3))).toEqual({ kind: 'category', id: 3 });
    expect(parsePagePath(storefrontPaths.group('Ornamental Plants'))).toEqual({
      kind: 'group',
      group: 'Ornamental Plants',
    });
    expect(parsePagePath(storefrontPaths.crop({ id: 5, category: 'main' }))).toEqual({ kind: 'crop', id: 5 });
    expect(parsePagePath(storefrontPaths.crop({ id: 9, category: 'Herbs' }))).toEqual({
      kind: 'crop',
      id: 9,
    });
  });

  it('prefers a literal segment to a named one, and knows no other address', () => {
    expect(matchStorefrontRoute('/extraharvestfromfarm/detail/4')?.route).toBe('extraHarvestCrop');
    expect(matchStorefrontRoute('/extraharvestfromfarm/Herbs')?.route).toBe('extraHarvestGroup');
    for (const path of [
      '/product',
      '/product/a/b',
      '/admin',
      '/cart/x',
      '/%E0%A4%A',
      '/productsbycategory/1/2',
    ]) {
      expect(matchStorefrontRoute(path)).toBeUndefined();
      expect(parsePagePath(path).kind).toBe('missing');
    }
    expect(parsePagePath('/productsbycategory/0').kind).toBe('missing');
    expect(parsePagePath('/product/no-id-here').kind).toBe('missing');
  });
});

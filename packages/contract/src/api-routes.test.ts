import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiHref, apiPath, matchApiRoute, type ApiRoute } from './routes.js';

describe('API_ROUTES', () => {
  it('writes each preloaded read as the storefront asked for it before the table', () => {
    expect(apiPath('homepage')).toBe('/homepage');
    expect(apiHref('site')).toBe('/api/site');
    expect(apiHref('categoriesWithProducts')).toBe('/api/categories-with-products');
    expect(apiHref('categoryProducts', { id: 3 })).toBe('/api/categories/3/products');
    expect(apiHref('product', { id: 4 })).toBe('/api/product/4');
    expect(apiHref('bestYields')).toBe('/api/whatInFarms-Full');
    expect(apiHref('allBestYields')).toBe('/api/whatInFarms-viewall');
    expect(apiHref('furtherCrops')).toBe('/api/whatInFarms-most-cultivated-crops');
    expect(apiHref('allFurtherCrops')).toBe('/api/whatInFarms-most-cultivated-crops-view-all');
    // As fetchBaseQuery writes `params`: URLSearchParams, a space as +.
    expect(apiHref('cropsOfGroup', { category: 'Animal Care and Maintenance' })).toBe(
      `/api/whatInFarms-Category?${new URLSearchParams({ category: 'Animal Care and Maintenance' })}`,
    );
    expect(apiHref('crop', { id: 7 })).toBe('/api/whatInFarms?id=7');
    expect(apiHref('page', { slug: 'privacy' })).toBe('/api/pages/privacy');
  });

  it('reads every address it writes back to its route and values', () => {
    const examples: [ApiRoute, Record<string, string>][] = [
      ['homepage', {}],
      ['categoryProducts', { id: '3' }],
      ['product', { id: '42' }],
      ['cropsOfGroup', { category: 'Tubers and Spices' }],
      ['crop', { id: '7' }],
      ['page', { slug: 'story' }],
    ];
    for (const [route, values] of examples) {
      expect(matchApiRoute(apiHref(route, values))).toEqual({ route, params: values });
    }
    for (const route of Object.keys(API_ROUTES) as ApiRoute[]) {
      if (!API_ROUTES[route].includes(':')) expect(matchApiRoute(apiHref(route))?.route).toBe(route);
    }
  });

  it('names no route for another address', () => {
    expect(matchApiRoute('/api/orders/3')).toBeUndefined();
    expect(matchApiRoute('/homepage')).toBeUndefined();
    expect(matchApiRoute('/api/categories//products')).toBeUndefined();
    expect(matchApiRoute('/api/Homepage')).toBeUndefined();
    expect(matchApiRoute('/api/homepage/')).toBeUndefined();
  });
});

import type { HomepageResponse, ProductResponse, ProductSummary, SiteResponse } from '@farm/contract';
// The catalogue's calls (a category's products, a product) are declared by the catalogue feature; importing them here
// declares them as the app starts, before the page's data fills them and whichever screen then reads them loads.
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { api } from '../shared/api/api';

/**
 * Puts into the store, as the app starts, the API answers the server wrote into the page (a JSON data block, by
 * path) and starts the calls it asked the browser to preload (`<link rel="preload" as="fetch">`; both from
 * apps/server/src/modules/seo/hints.ts): the first screen is then drawn with its data in one go, instead of a
 * spinner first and the page once the screen's own calls return.
 */
export function startWithPageData(dispatch: AppDispatchLike, doc: Document) {
  const block = doc.getElementById('api-data')?.textContent;
  if (block) {
    try {
      const answers = JSON.parse(block) as Record<string, unknown>;
      const entries = Object.entries(answers).flatMap(([path, value]) => {
        const entry = entryFor(path, value);
        return entry ? [entry] : [];
      });
      if (entries.length > 0) dispatch(catalogueApi.util.upsertQueryEntries(entries));
    } catch {
      // A page without usable data: the screens ask the API themselves.
    }
  }
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const call = preloadedCall(new URL(link.href).pathname);
    if (call) dispatch(call);
  }
}

type AppDispatchLike = (
  action:
    NonNullable<ReturnType<typeof preloadedCall>> | ReturnType<typeof catalogueApi.util.upsertQueryEntries>,
) => unknown;
type CacheEntry = Parameters<typeof catalogueApi.util.upsertQueryEntries>[0][number];

/** The store entry an API answer fills, by the path it was read from (as the screens ask for it). */
function entryFor(path: string, value: unknown): CacheEntry | undefined {
  const id = Number(/(\d+)/.exec(path)?.[1]);
  if (path === '/api/homepage') {
    return { endpointName: 'homepage', arg: undefined, value: value as HomepageResponse };
  }
  if (path === '/api/site') return { endpointName: 'site', arg: undefined, value: value as SiteResponse };
  if (/^\/api\/categories\/\d+\/products$/.test(path)) {
    return { endpointName: 'categoryProducts', arg: id, value: value as ProductSummary[] };
  }
  if (/^\/api\/product\/\d+$/.test(path)) {
    return { endpointName: 'product', arg: id, value: value as ProductResponse };
  }
  return undefined;
}

/** The query a preloaded API path stands for, as the screens ask for it (the same URL, so the answer is reused). */
function preloadedCall(path: string) {
  const id = Number(/(\d+)/.exec(path)?.[1]);
  if (path === '/api/homepage') return api.endpoints.homepage.initiate(undefined, { subscribe: false });
  if (path === '/api/site') return api.endpoints.site.initiate(undefined, { subscribe: false });
  if (/^\/api\/categories\/\d+\/products$/.test(path)) {
    return catalogueApi.endpoints.categoryProducts.initiate(id, { subscribe: false });
  }
  if (/^\/api\/product\/\d+$/.test(path))
    return catalogueApi.endpoints.product.initiate(id, { subscribe: false });
  return undefined;
}

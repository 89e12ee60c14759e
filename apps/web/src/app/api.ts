import type {
  CategoryWithProducts,
  CropList,
  HomepageResponse,
  PageSlug,
  ProductResponse,
  ProductSummary,
  PublicPage,
  SiteResponse,
  cropOne,
} from '@farm/contract';
import type { z } from 'zod';
// The calls of the screens the server draws are declared by their features; importing them here declares them as the
// app starts, before the page's data fills them and whichever screen then reads them loads.
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { farmApi } from '../features/farm/farmApi';
import { pagesApi } from '../features/pages/pagesApi';
import { api } from '../shared/api/api';
import { cropsApi } from '../shared/api/crops';

/**
 * Puts into the store, as the app starts, the API answers the server wrote into the page (a JSON data block, by
 * path) and starts the calls it asked the browser to preload (`<link rel="preload" as="fetch">`; both from
 * apps/server/src/modules/seo/hints.ts): the first screen is then drawn with its data in one go, instead of a
 * spinner first and the page once the screen's own calls return. The server draws the page from the same answers
 * (src/entry-server.tsx), so both start from the same store.
 */
export function startWithPageData(dispatch: AppDispatchLike, doc: Document) {
  const block = doc.getElementById('api-data')?.textContent;
  if (block) {
    try {
      for (const action of pageDataActions(JSON.parse(block) as Record<string, unknown>)) dispatch(action);
    } catch {
      // A page without usable data: the screens ask the API themselves.
    }
  }
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const call = preloadedCall(new URL(link.href).pathname);
    if (call) dispatch(call);
  }
}

type PageDataAction = NonNullable<ReturnType<typeof entryFor>>;
type AppDispatchLike = (action: NonNullable<ReturnType<typeof preloadedCall>> | PageDataAction) => unknown;

/** The store updates the page's API answers make (by the path each was read from, as the screens ask for it). */
export function pageDataActions(answers: Record<string, unknown>): PageDataAction[] {
  return Object.entries(answers).flatMap(([path, value]) => {
    const action = entryFor(path, value);
    return action ? [action] : [];
  });
}

/** The store entry an API answer fills, by the path it was read from (as the screens ask for it). */
function entryFor(href: string, value: unknown) {
  const url = new URL(href, 'http://page.invalid');
  const path = url.pathname;
  const id = Number(/(\d+)/.exec(path)?.[1]);
  const catalogue = catalogueApi.util.upsertQueryEntries;
  switch (path) {
    case '/api/homepage':
      return catalogue([{ endpointName: 'homepage', arg: undefined, value: value as HomepageResponse }]);
    case '/api/site':
      return catalogue([{ endpointName: 'site', arg: undefined, value: value as SiteResponse }]);
    case '/api/categories-with-products':
      return catalogue([
        { endpointName: 'categoriesWithProducts', arg: undefined, value: value as CategoryWithProducts[] },
      ]);
    case '/api/whatInFarms-viewall':
    case '/api/whatInFarms-Full':
      return cropsApi.util.upsertQueryEntries([
        { endpointName: 'bestYields', arg: { all: path.endsWith('viewall') }, value: value as CropList },
      ]);
    case '/api/whatInFarms-most-cultivated-crops-view-all':
    case '/api/whatInFarms-most-cultivated-crops':
      return cropsApi.util.upsertQueryEntries([
        { endpointName: 'furtherCrops', arg: { all: path.endsWith('view-all') }, value: value as CropList },
      ]);
    case '/api/whatInFarms-Category': {
      const group = url.searchParams.get('category');
      return group === null
        ? undefined
        : farmApi.util.upsertQueryEntries([
            { endpointName: 'cropsOfGroup', arg: group, value: value as CropList },
          ]);
    }
    case '/api/whatInFarms': {
      const crop = Number(url.searchParams.get('id'));
      return Number.isInteger(crop) && crop > 0
        ? farmApi.util.upsertQueryEntries([
            { endpointName: 'crop', arg: crop, value: value as z.infer<typeof cropOne> },
          ])
        : undefined;
    }
  }
  if (/^\/api\/categories\/\d+\/products$/.test(path)) {
    return catalogue([{ endpointName: 'categoryProducts', arg: id, value: value as ProductSummary[] }]);
  }
  if (/^\/api\/product\/\d+$/.test(path)) {
    return catalogue([{ endpointName: 'product', arg: id, value: value as ProductResponse }]);
  }
  // The server writes only the slugs the screens ask for (apps/server/src/modules/seo/service.ts).
  const slug = /^\/api\/pages\/([a-z]+)$/.exec(path)?.[1] as PageSlug | undefined;
  if (slug !== undefined) {
    return pagesApi.util.upsertQueryEntries([
      { endpointName: 'page', arg: slug, value: value as PublicPage },
    ]);
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

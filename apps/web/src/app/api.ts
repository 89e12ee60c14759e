import type {
  CategoryWithProducts,
  CropList,
  HomepageResponse,
  PageSlug,
  ProductResponse,
  ProductSummary,
  LotView,
  PublicPage,
  SeasonsResponse,
  SiteResponse,
  cropOne,
} from '@farm/contract';
import { matchApiRoute } from '@farm/contract/routes';
import type { z } from 'zod';
// The calls of the screens the server draws are declared by their features; importing them here declares them as the
// app starts, before the page's data fills them and whichever screen then reads them loads.
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { farmApi } from '../features/farm/farmApi';
import { pagesApi } from '../features/pages/pagesApi';
import { seasonsApi } from '../features/seasons/seasonsApi';
import { lotsApi } from '../features/lots/lotsApi';
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

/** A path value that is an id: digits only (a page's data never names another). */
const idOf = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;

/** The store entry an API answer fills, by the address it was read from (the contract's API_ROUTES names it). */
function entryFor(href: string, value: unknown) {
  const match = matchApiRoute(href);
  if (!match) return undefined;
  const { route, params } = match;
  const catalogue = catalogueApi.util.upsertQueryEntries;
  switch (route) {
    case 'homepage':
      return catalogue([{ endpointName: 'homepage', arg: undefined, value: value as HomepageResponse }]);
    case 'site':
      return catalogue([{ endpointName: 'site', arg: undefined, value: value as SiteResponse }]);
    case 'categoriesWithProducts':
      return catalogue([
        { endpointName: 'categoriesWithProducts', arg: undefined, value: value as CategoryWithProducts[] },
      ]);
    case 'bestYields':
    case 'allBestYields':
      return cropsApi.util.upsertQueryEntries([
        { endpointName: 'bestYields', arg: { all: route === 'allBestYields' }, value: value as CropList },
      ]);
    case 'furtherCrops':
    case 'allFurtherCrops':
      return cropsApi.util.upsertQueryEntries([
        { endpointName: 'furtherCrops', arg: { all: route === 'allFurtherCrops' }, value: value as CropList },
      ]);
    case 'cropsOfGroup': {
      const group = params.category;
      return group === undefined
        ? undefined
        : farmApi.util.upsertQueryEntries([
            { endpointName: 'cropsOfGroup', arg: group, value: value as CropList },
          ]);
    }
    case 'crop': {
      const crop = Number(params.id);
      return Number.isInteger(crop) && crop > 0
        ? farmApi.util.upsertQueryEntries([
            { endpointName: 'crop', arg: crop, value: value as z.infer<typeof cropOne> },
          ])
        : undefined;
    }
    case 'categoryProducts': {
      const id = idOf(params.id);
      return id === undefined
        ? undefined
        : catalogue([{ endpointName: 'categoryProducts', arg: id, value: value as ProductSummary[] }]);
    }
    case 'product': {
      const id = idOf(params.id);
      return id === undefined
        ? undefined
        : catalogue([{ endpointName: 'product', arg: id, value: value as ProductResponse }]);
    }
    case 'page': {
      // The server writes only the slugs the screens ask for (apps/server/src/modules/seo/service.ts).
      const slug = params.slug;
      return slug !== undefined && /^[a-z]+$/.test(slug)
        ? pagesApi.util.upsertQueryEntries([
            { endpointName: 'page', arg: slug as PageSlug, value: value as PublicPage },
          ])
        : undefined;
    }
    case 'seasons':
      return seasonsApi.util.upsertQueryEntries([
        { endpointName: 'seasons', arg: undefined, value: value as SeasonsResponse },
      ]);
    case 'lot': {
      // The page asks by the code as its address has it (any case): the same argument, so the answer is reused.
      const code = params.code;
      return code === undefined
        ? undefined
        : lotsApi.util.upsertQueryEntries([{ endpointName: 'lot', arg: code, value: value as LotView }]);
    }
  }
}

/** The query a preloaded API path stands for, as the screens ask for it (the same URL, so the answer is reused). */
function preloadedCall(path: string) {
  const match = matchApiRoute(path);
  if (match?.route === 'homepage') return api.endpoints.homepage.initiate(undefined, { subscribe: false });
  if (match?.route === 'site') return api.endpoints.site.initiate(undefined, { subscribe: false });
  const id = idOf(match?.params.id);
  if (id === undefined) return undefined;
  if (match?.route === 'categoryProducts') {
    return catalogueApi.endpoints.categoryProducts.initiate(id, { subscribe: false });
  }
  if (match?.route === 'product') return catalogueApi.endpoints.product.initiate(id, { subscribe: false });
  return undefined;
}

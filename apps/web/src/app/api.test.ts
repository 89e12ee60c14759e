import type { ProductResponse } from '@farm/contract';
import { describe, expect, it, vi } from 'vitest';
import { catalogueApi } from '../features/catalogue/catalogueApi';
import { homeWithCategories, makeProductDetail, makeProductSummary, makeSite } from '../test/factories';
import { farmApi } from '../features/farm/farmApi';
import { pagesApi } from '../features/pages/pagesApi';
import { seasonsApi } from '../features/seasons/seasonsApi';
import { api } from '../shared/api/api';
import { cropsApi } from '../shared/api/crops';
import { startWithPageData } from './api';
import { makeStore } from './store';

const site = makeSite();

function page(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
}

describe('startWithPageData', () => {
  it('puts the API answers the server wrote into the page in the store, so the screens need not ask', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = makeStore();
    const home = homeWithCategories([{ id: 2, name: 'Honey' }]);
    const data = JSON.stringify({ '/api/homepage': home, '/api/site': site }).replace(/</g, '\\u003c');
    startWithPageData(store.dispatch, page(`<script type="application/json" id="api-data">${data}</script>`));
    expect(api.endpoints.homepage.select()(store.getState()).data).toEqual(home);
    expect(api.endpoints.site.select()(store.getState()).data).toEqual(site);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("fills the catalogue's own calls too (a category's products, a product), declared by the catalogue feature", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = makeStore();
    const products = [makeProductSummary({ id: 4, category_id: 3 })];
    const product: ProductResponse = { product: makeProductDetail({ id: 4 }), related_products: [] };
    const data = JSON.stringify({ '/api/categories/3/products': products, '/api/product/4': product });
    startWithPageData(store.dispatch, page(`<script type="application/json" id="api-data">${data}</script>`));
    expect(catalogueApi.endpoints.categoryProducts.select(3)(store.getState()).data).toEqual(products);
    expect(catalogueApi.endpoints.product.select(4)(store.getState()).data).toEqual(product);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("fills the farm, crop and fixed pages' calls under the arguments their screens ask with (issue 23)", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = makeStore();
    const list = { data: [] };
    const text = { slug: 'privacy', title: 'Privacy', body: '<p>x</p>' };
    const data = JSON.stringify({
      '/api/categories-with-products': [],
      '/api/whatInFarms-viewall': list,
      '/api/whatInFarms-most-cultivated-crops': list,
      '/api/whatInFarms-Category?category=Farm+Animals': list,
      '/api/whatInFarms?id=7': { id: 7 },
      '/api/pages/privacy': text,
      '/api/seasons': { month: 11, months: [] },
    });
    startWithPageData(store.dispatch, page(`<script type="application/json" id="api-data">${data}</script>`));
    const state = store.getState();
    expect(catalogueApi.endpoints.categoriesWithProducts.select()(state).data).toEqual([]);
    expect(cropsApi.endpoints.bestYields.select({ all: true })(state).data).toEqual(list);
    expect(cropsApi.endpoints.furtherCrops.select({ all: false })(state).data).toEqual(list);
    expect(farmApi.endpoints.cropsOfGroup.select('Farm Animals')(state).data).toEqual(list);
    expect(farmApi.endpoints.crop.select(7)(state).data).toEqual({ id: 7 });
    expect(pagesApi.endpoints.page.select('privacy')(state).data).toEqual(text);
    expect(seasonsApi.endpoints.seasons.select()(state).data).toEqual({ month: 11, months: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('starts the calls the page preloads, and ignores a broken data block', async () => {
    const fetchMock = vi.fn(async () => Response.json(site));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = makeStore();
    startWithPageData(
      store.dispatch,
      page(
        '<script type="application/json" id="api-data">{not json</script>' +
          '<link rel="preload" as="fetch" href="http://localhost:3000/api/site" crossorigin="anonymous">',
      ),
    );
    await vi.waitFor(() => expect(api.endpoints.site.select()(store.getState()).data).toEqual(site));
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(request.url).toMatch(/\/api\/site$/);
    vi.unstubAllGlobals();
  });
});

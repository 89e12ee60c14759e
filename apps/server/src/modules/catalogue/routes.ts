import {
  categoriesWithProducts,
  errorBody,
  homepageResponse,
  idParams,
  productResponse,
  productReviewsQuery,
  productReviewsResponse,
  productSearchQuery,
  productSearchResponse,
  productSummary,
  type ProductResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { REVALIDATE_CACHE_CONTROL, sendPublic, STORED_ANSWER } from '../../http/send.js';
import { catalogueAdminRoutes } from './admin-routes.js';
import { CatalogueAdminService } from './admin-service.js';
import { BulkPricesService } from './bulk-prices.js';
import { bulkPricesRoutes } from './bulk-prices-routes.js';
import { toJsonBody, type ReadCache } from '../../shared/read-cache.js';
import type { CatalogueService } from './service.js';
import type { MediaService } from '../media/index.js';
import { toSizePreorder } from '../preorders/index.js';
import type { StockService } from '../stock/index.js';
import { sheetRoutes } from './spreadsheet/routes.js';
import { CatalogueSheetService } from './spreadsheet/service.js';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  cache: ReadCache;
  stock: Pick<StockService, 'available' | 'anyPreorder'>;
}

/** A product's answer with its counted sizes' figures as they are now (one statement). */
async function withStock(
  answer: ProductResponse,
  stock: Pick<StockService, 'available'>,
): Promise<ProductResponse> {
  // Every size: one not counted may have an open pre-order (issue 37), which sells it instead of the shelf.
  const now = await stock.available(answer.product.sizes.map((size) => size.id));
  const sizes = answer.product.sizes.map((size) => {
    const fresh = now.get(size.id);
    return fresh
      ? { ...size, in_stock: fresh.inStock, stock_left: fresh.left, preorder: toSizePreorder(fresh.preorder) }
      : size;
  });
  return { ...answer, product: { ...answer.product, sizes, in_stock: sizes.some((size) => size.in_stock) } };
}

const tags = ['Catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { catalogue, cache, stock },
) => {
  app.get(
    '/homepage',
    {
      ...STORED_ANSWER,
      schema: {
        tags,
        summary:
          'Everything the home page shows: banner, featured products, certificates, video feed, categories',
        response: { 200: homepageResponse },
      },
    },
    async (request, reply) =>
      sendPublic(
        request,
        reply,
        await cache.get('json:homepage', async () => toJsonBody(await catalogue.homepage())),
      ),
  );

  app.get(
    '/categories-with-products',
    {
      ...STORED_ANSWER,
      schema: {
        tags,
        summary: "Every category in the farm's order, each with its products",
        response: { 200: categoriesWithProducts },
      },
    },
    async (request, reply) =>
      sendPublic(
        request,
        reply,
        await cache.get('json:categories-with-products', async () =>
          toJsonBody(await catalogue.categoriesWithProducts()),
        ),
      ),
  );

  app.get(
    '/categories/:id/products',
    {
      ...STORED_ANSWER,
      schema: {
        tags,
        summary: 'The products of one category',
        params: idParams,
        response: { 200: z.array(productSummary), 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await cache.getBounded(`json:category:${id}`, async () =>
        toJsonBody(await catalogue.categoryProducts(id)),
      );
      return sendPublic(request, reply, json);
    },
  );

  app.get(
    '/product/:id',
    {
      ...STORED_ANSWER,
      schema: {
        tags,
        summary: 'One product with its sizes, prices, gallery, reviews and related products',
        params: idParams,
        response: { 200: productResponse, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await catalogue.productAnswer(id);
      // A size the farm counts changes with every payment's hold, and so does one sold from a pre-order (issue 37):
      // their figures are read fresh, the rest is stored.
      const sizes = json.answer.product.sizes;
      if (
        sizes.some((size) => size.stock_left != null) ||
        (await stock.anyPreorder(sizes.map((size) => size.id)))
      ) {
        // Not for a shared cache to keep even for seconds: "Only N left" must be what is there now.
        reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
        return withStock(json.answer, stock);
      }
      return sendPublic(request, reply, json);
    },
  );

  app.get(
    '/product-reviews',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first",
        querystring: productReviewsQuery,
        response: { 200: productReviewsResponse, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ reviews: await catalogue.productReviews(request.query.product_id) }),
  );

  app.get(
    '/products/search',
    {
      ...STORED_ANSWER,
      schema: {
        tags,
        summary:
          'Products whose English or Malayalam name contains q, ignoring case; X-Total-Count says how many match in all',
        querystring: productSearchQuery,
        response: { 200: productSearchResponse, 422: errorBody },
      },
    },
    // Serialised directly (the contract test checks the shape): the schema serialiser cost more than the search.
    async (request, reply) => {
      const { q, limit } = request.query;
      const json = await cache.getBounded(`json:search:${limit ?? ''}:${q}`, async () => {
        const { results, total } = await catalogue.search(q, limit);
        // How many match in all, for a short list's "See all N results".
        return { ...toJsonBody(results), headers: { 'x-total-count': String(total) } };
      });
      return sendPublic(request, reply, json);
    },
  );
};

/** The catalogue module's routes under /api: the shop's products and categories, and the staff's catalogue. */
export const register: FastifyPluginAsyncZod<
  CatalogueRoutesOptions & {
    db: Db;
    /** The spreadsheet's import: pictures go through the library, counts through stock. */
    media: Pick<MediaService, 'upload' | 'check'>;
    stock: Pick<StockService, 'available' | 'countIn'>;
  }
> = async (app, { db, media, ...deps }) => {
  await app.register(catalogueRoutes, deps);
  await app.register(catalogueAdminRoutes, { catalogueAdmin: new CatalogueAdminService(db, deps.cache) });
  await app.register(bulkPricesRoutes, { bulkPrices: new BulkPricesService(db, deps.cache) });
  await app.register(sheetRoutes, {
    sheets: new CatalogueSheetService(db, deps.cache, media, deps.stock),
  });
};

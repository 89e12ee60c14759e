import {
  cropCategoryQuery,
  cropList,
  cropOne,
  cropQuery,
  errorBody,
  keralaMonth,
  seasonsResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublic, STORED_ANSWER } from '../../http/send.js';
import { toJsonBody, type ReadCache } from '../../shared/read-cache.js';
import type { Db } from '../../db/client.js';
import { farmAdminRoutes } from './admin-routes.js';
import { FarmAdminService } from './admin-service.js';
import type { FarmService } from './service.js';

export interface FarmRoutesOptions {
  farm: FarmService;
  cache: ReadCache;
}

const tags = ['Farm information'];

export const farmRoutes: FastifyPluginAsyncZod<FarmRoutesOptions> = async (app, { farm, cache }) => {
  /** The four crop lists the home page and farm pages share, cached like the catalogue lists. */
  const lists = [
    {
      path: '/whatInFarms-Full',
      summary: 'Best-yield crops, newest first, at most 8',
      load: () => farm.bestYields(true),
    },
    {
      path: '/whatInFarms-viewall',
      summary: 'All best-yield crops, newest first',
      load: () => farm.bestYields(false),
    },
    {
      path: '/whatInFarms-most-cultivated-crops',
      summary: 'Further crops (any extra-harvest group), newest first, at most 8',
      load: () => farm.furtherCrops(true),
    },
    {
      path: '/whatInFarms-most-cultivated-crops-view-all',
      summary: 'All further crops, newest first',
      load: () => farm.furtherCrops(false),
    },
  ];
  for (const list of lists) {
    app.get(
      list.path,
      { ...STORED_ANSWER, schema: { tags, summary: list.summary, response: { 200: cropList } } },
      async (request, reply) =>
        sendPublic(
          request,
          reply,
          await cache.get(`json:farm:${list.path}`, async () => toJsonBody({ data: await list.load() })),
        ),
    );
  }

  app.get(
    '/whatInFarms-Category',
    {
      schema: {
        tags,
        summary: 'Crops of one group, matched ignoring case; an unknown group gives an empty list',
        querystring: cropCategoryQuery,
        response: { 200: cropList, 422: errorBody },
      },
    },
    async (request) => ({ data: await farm.cropsOfGroup(request.query.category) }),
  );

  app.get(
    '/whatInFarms',
    {
      schema: {
        tags,
        summary: 'One crop, and the products made from it',
        querystring: cropQuery,
        response: { 200: cropOne, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => farm.cropPage(request.query.id),
  );

  app.get(
    '/seasons',
    {
      schema: {
        tags,
        summary: "What's in season: each month's products and crops, and the month it is now in Kerala",
        response: { 200: seasonsResponse },
      },
    },
    async () => {
      // The lists change with the content (cached until then); the month is the clock's, read on every call, so the
      // answer turns at midnight on the 1st in Kerala without waiting for a change.
      const lists = await cache.get('farm:seasons', () => farm.seasons());
      return { ...lists, month: keralaMonth() };
    },
  );
};

/** The farm module's routes under /api: the crops, videos and certificates shown, and the staff's editing of them. */
export const register: FastifyPluginAsyncZod<FarmRoutesOptions & { db: Db }> = async (
  app,
  { db, ...deps },
) => {
  await app.register(farmRoutes, deps);
  await app.register(farmAdminRoutes, { farm: new FarmAdminService(db) });
};

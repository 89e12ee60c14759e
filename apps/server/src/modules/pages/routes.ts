import {
  CONTENT_MESSAGES,
  adminPage,
  adminPageList,
  errorBody,
  pageBody,
  pagePreview,
  pagePreviewBody,
  pageReviewBody,
  SETUP_MESSAGES,
  pageSlugParams,
  publicPage,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActorOf } from '../../http/auth.js';
import { sendPublic, STORED_ANSWER } from '../../http/send.js';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { SiteService } from '../site/index.js';
import { PageService } from './service.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

/** The pages' public reads (/api/pages/:slug) and the staff's editing of them (/api/admin/pages). */
export const pageRoutes: FastifyPluginAsyncZod<{ pages: PageService }> = async (app, { pages }) => {
  app.get(
    '/pages/:slug',
    {
      ...STORED_ANSWER,
      schema: {
        tags: ['Shop'],
        summary:
          'A page the farm writes (about, story, terms, privacy, shipping, refund): its title, table of contents and sanitised HTML',
        params: pageSlugParams,
        response: { 200: publicPage, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => sendPublic(request, reply, await pages.publicPage(request.params.slug)),
  );

  const tags = ['Farm content'];
  app.get(
    '/admin/pages',
    {
      config: { staff: 'content.write' },
      schema: { tags, summary: 'Every page, written or not', response: { 200: adminPageList, ...refused } },
    },
    async () => ({ data: await pages.summaries() }),
  );

  app.get(
    '/admin/pages/:slug',
    {
      config: { staff: 'content.write' },
      schema: {
        tags,
        summary: 'One page’s Markdown',
        params: pageSlugParams,
        response: { 200: adminPage, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => pages.page(request.params.slug),
  );

  app.post(
    '/admin/pages/preview',
    {
      config: { staff: 'content.write' },
      schema: {
        tags,
        summary: 'A page’s text as the storefront would show it, without saving it',
        body: pagePreviewBody,
        response: { 200: pagePreview, ...refused, 422: errorBody },
      },
    },
    async (request) => pages.preview(request.body.body, request.body.language),
  );

  app.put(
    '/admin/pages/:slug',
    {
      config: { staff: 'content.write' },
      schema: {
        tags,
        summary: 'Saves a page’s title and Markdown; the storefront shows it within a second',
        params: pageSlugParams,
        body: pageBody,
        response: {
          200: adminPage.extend({ message: z.string() }),
          ...refused,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => ({
      ...(await pages.save(request.params.slug, request.body, staffActorOf(request))),
      message: CONTENT_MESSAGES.saved,
    }),
  );

  app.post(
    '/admin/pages/:slug/reviewed',
    {
      config: { staff: 'content.write' },
      schema: {
        tags,
        summary:
          'Marks one language of a page as reviewed without changing it (the setup checklist asks for both languages of every page)',
        params: pageSlugParams,
        body: pageReviewBody,
        response: {
          200: adminPage.extend({ message: z.string() }),
          ...refused,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => ({
      ...(await pages.markReviewed(request.params.slug, request.body.language, staffActorOf(request))),
      message: SETUP_MESSAGES.pageReviewed(request.body.language),
    }),
  );
};

/** The pages module's routes under /api, with the service they share. */
export const register: FastifyPluginAsyncZod<{ db: Db; cache: ReadCache; site: SiteService }> = async (
  app,
  { db, cache, site },
) => {
  await app.register(pageRoutes, { pages: new PageService(db, cache, site) });
};

import { siteResponse } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['Shop'],
        summary: "The shop's public facts and payment options",
        response: { 200: siteResponse },
      },
    },
    async () => site.site(),
  );
};

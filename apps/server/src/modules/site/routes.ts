import { siteResponse } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { siteAdminRoutes } from './admin-routes.js';
import { SiteAdminService, type GatewayMode } from './admin-service.js';
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

/** The site module's routes under /api: the shop's public facts, and the owner's settings. */
export const register: FastifyPluginAsyncZod<{
  site: SiteService;
  db: Db;
  gateway: GatewayMode;
  /** NODE_ENV=production: a real shop (the going-live warning says its orders are refused). */
  production?: boolean;
}> = async (app, { site, db, gateway, production }) => {
  await app.register(siteRoutes, { site });
  await app.register(siteAdminRoutes, { settings: new SiteAdminService(db, gateway, production ?? false) });
};

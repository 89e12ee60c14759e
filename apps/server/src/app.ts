import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installErrorHandling } from './http/errors.js';
import { installStatic } from './http/static.js';
import { CatalogueRepository } from './modules/catalogue/repository.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { CatalogueService } from './modules/catalogue/service.js';
import { FarmRepository } from './modules/farm/repository.js';
import { farmRoutes } from './modules/farm/routes.js';
import { FarmService } from './modules/farm/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { SiteRepository } from './modules/site/repository.js';
import { siteRoutes } from './modules/site/routes.js';
import { SiteService } from './modules/site/service.js';
import { ContentWatcher } from './shared/content-watcher.js';
import { ReadCache } from './shared/read-cache.js';

export interface Services {
  cache: ReadCache;
  contentWatcher: ContentWatcher;
  catalogue: CatalogueService;
  farm: FarmService;
  site: SiteService;
}

export function createServices(config: Config, database: Database): Services {
  const cache = new ReadCache();
  return {
    cache,
    contentWatcher: new ContentWatcher(database.db, cache, config.contentCheckMs),
    catalogue: new CatalogueService(new CatalogueRepository(database.db), cache),
    farm: new FarmService(new FarmRepository(database.db)),
    site: new SiteService(new SiteRepository(database.db), cache, config.paymentGateway),
  };
}

export interface AppOptions {
  config: Config;
  database: Database;
  services?: Services;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application; main.ts listens with it, tests call `inject` on it. */
export async function buildApp({ config, database, services, logger }: AppOptions): Promise<FastifyInstance> {
  const s = services ?? createServices(config, database);
  const app = Fastify({
    logger: logger ?? false,
    // Big enough for any order or review; anything larger is refused before it is read.
    bodyLimit: 256 * 1024,
    // Believe X-Forwarded-For only across the configured number of proxies (as Fastify does for a number).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Organic farm shop API',
        description:
          'The wire contract of the storefront: catalogue, farm information, customers and orders.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { database });
      await typed.register(siteRoutes, { site: s.site });
      await typed.register(catalogueRoutes, { catalogue: s.catalogue, cache: s.cache });
      await typed.register(farmRoutes, { farm: s.farm, cache: s.cache });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await installStatic(app, { uploadsDir: config.uploadsDir, webDistDir: config.webDistDir });

  // Learn the current content version before the first request, then keep watching it.
  await s.contentWatcher.check();
  s.contentWatcher.start();
  app.addHook('onClose', async () => s.contentWatcher.stop());
  return app;
}

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
import { installJsonParser } from './http/json.js';
import { installStatic } from './http/static.js';
import { AddressRepository } from './modules/addresses/repository.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { AddressService } from './modules/addresses/service.js';
import { CatalogueRepository } from './modules/catalogue/repository.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { CatalogueService } from './modules/catalogue/service.js';
import { CustomerRepository } from './modules/customers/repository.js';
import { AuthRateLimits, connectRedis, limiterFactory } from './modules/customers/rate-limits.js';
import { customerRoutes } from './modules/customers/routes.js';
import { CustomerService } from './modules/customers/service.js';
import { FarmRepository } from './modules/farm/repository.js';
import { farmRoutes } from './modules/farm/routes.js';
import { FarmService } from './modules/farm/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { ReviewRepository } from './modules/reviews/repository.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { ReviewService } from './modules/reviews/service.js';
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
  customers: CustomerService;
  addresses: AddressService;
  reviews: ReviewService;
  /** Closes what the services opened (the Redis connection). */
  close(): Promise<void>;
}

export function createServices(config: Config, database: Database): Services {
  const cache = new ReadCache();
  const catalogueRepository = new CatalogueRepository(database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  return {
    cache,
    contentWatcher: new ContentWatcher(database.db, cache, config.contentCheckMs),
    catalogue: new CatalogueService(catalogueRepository, cache),
    farm: new FarmService(new FarmRepository(database.db)),
    site: new SiteService(new SiteRepository(database.db), cache, config.paymentGateway),
    customers: new CustomerService(
      new CustomerRepository(database.db),
      new AuthRateLimits(limiterFactory(redis)),
    ),
    addresses: new AddressService(new AddressRepository(database.db)),
    reviews: new ReviewService(new ReviewRepository(database.db), catalogueRepository),
    async close() {
      redis?.disconnect();
    },
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
  installJsonParser(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Organic farm shop API',
        description:
          'The wire contract of the storefront: catalogue, farm information, customers and orders.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: '{id}|{secret} or {secret}' },
        },
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
      await typed.register(customerRoutes, { customers: s.customers });
      await typed.register(addressRoutes, { customers: s.customers, addresses: s.addresses });
      await typed.register(reviewRoutes, { customers: s.customers, reviews: s.reviews });
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await installStatic(app, { uploadsDir: config.uploadsDir, webDistDir: config.webDistDir });

  // Learn the current content version before the first request, then keep watching it.
  await s.contentWatcher.check();
  s.contentWatcher.start();
  app.addHook('onClose', async () => {
    s.contentWatcher.stop();
    await s.close();
  });
  return app;
}

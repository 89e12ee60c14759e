import { MESSAGES, STAFF_COOKIE } from '@farm/contract';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installRouteAuth } from './http/auth.js';
import { installErrorHandling } from './http/errors.js';
import { isInternalRequest } from './http/internal.js';
import { installJsonParser } from './http/json.js';
import { installConnectionLimits, limitedServerFactory } from './http/limits.js';
import { installShopOrigin } from './http/origin.js';
import { installRouteTable } from './http/route-table.js';
import { SandboxWebhooks } from './http/sandbox-webhooks.js';
import { installSecurityHeaders } from './http/security.js';
import { installStatic } from './http/static.js';
import * as addresses from './modules/addresses/index.js';
import * as backups from './modules/backups/index.js';
import * as catalogue from './modules/catalogue/index.js';
import * as checkout from './modules/checkout/index.js';
import * as complaints from './modules/complaints/index.js';
import * as waitlist from './modules/waitlist/index.js';
import * as preorders from './modules/preorders/index.js';
import * as recalls from './modules/recalls/index.js';
import * as customers from './modules/customers/index.js';
import * as desk from './modules/desk/index.js';
import * as farm from './modules/farm/index.js';
import * as lots from './modules/lots/index.js';
import * as health from './modules/health/index.js';
import * as media from './modules/media/index.js';
import * as messages from './modules/messages/index.js';
import * as orders from './modules/orders/index.js';
import * as pages from './modules/pages/index.js';
import * as payments from './modules/payments/index.js';
import * as reviews from './modules/reviews/index.js';
import * as seo from './modules/seo/index.js';
import * as setup from './modules/setup/index.js';
import * as site from './modules/site/index.js';
import * as staff from './modules/staff/index.js';
import * as stock from './modules/stock/index.js';
import { createServices, type Services } from './services.js';

export { createServices, type ServiceLog, type Services } from './services.js';
export type { RouteEntry } from './http/route-table.js';

export interface AppOptions {
  config: Config;
  database: Database;
  services?: Services;
  /** The server's pino logger; no logging when omitted. */
  logger?: FastifyBaseLogger;
  /** Start the background work (the payments reconciliation pass); tests run it themselves. */
  background?: boolean;
}

/** Builds the whole HTTP application; main.ts listens with it, tests call `inject` on it. */
export async function buildApp({
  config,
  database,
  services,
  logger,
  background = false,
}: AppOptions): Promise<FastifyInstance> {
  const s = services ?? (await createServices(config, database, logger));
  const webhooks = new SandboxWebhooks(payments.SANDBOX_WEBHOOK_DELAY_MS);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // Big enough for any order or review; anything larger is refused before it is read.
    bodyLimit: 256 * 1024,
    // Believe X-Forwarded-For only across the configured number of proxies (as Fastify does for a number).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals, which never reach the error handler: Fastify's default body echoes the path back
    // (a reflected string at best). The shop's error shape instead, in words, with the status Fastify chose.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send({ message: tooLong ? MESSAGES.addressTooLong : MESSAGES.badAddress });
    },
    logController: new LogController({ disableRequestLogging: (request) => isInternalRequest(request) }),
    serverFactory: limitedServerFactory(config.limits),
  });
  installConnectionLimits(app, config.limits);
  installRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installJsonParser(app);
  installSecurityHeaders(app, { https: config.publicUrl?.startsWith('https://') ?? false });
  installShopOrigin(app, { publicUrl: config.publicUrl, port: config.port });
  installRouteAuth(app, (authorization) => s.customers.authenticate(authorization), s.staff);
  if (config.corsOrigins.length > 0) {
    // Other origins' storefronts or apps: bearer tokens, no cookies, so no credentials mode.
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }
  // Answers not already compressed (cached lists and built assets are) are gzipped on the way out.
  // No client of the shop sends compressed request bodies: no route needs to unpack one.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['gzip'],
  });

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
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: STAFF_COOKIE.name,
            description: 'staff sign-in',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // A readable reference at /api/docs (Swagger UI, served from the package's own files under the pages' policy),
  // the OpenAPI document itself at /api/docs/json.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });

  // Each module registers its own routes from what it needs; every /api route below has the shop's JSON schemas.
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      const { db } = database;
      await typed.register(health.register, { database });
      await typed.register(site.register, {
        site: s.site,
        db,
        gateway: s.gateway,
        production: config.production,
      });
      await typed.register(catalogue.register, {
        catalogue: s.catalogue,
        cache: s.cache,
        stock: s.stock,
        media: s.media,
        db,
      });
      await typed.register(farm.register, { farm: s.farm, cache: s.cache, db });
      await typed.register(customers.register, { customers: s.customers, reset: s.reset, db });
      await typed.register(addresses.register, { addresses: s.addresses, pincodes: s.pincodes });
      await typed.register(reviews.register, { reviews: s.reviews, cache: s.cache, db });
      await typed.register(complaints.register, {
        complaints: s.complaints,
        authenticate: (authorization) => s.customers.authenticate(authorization),
      });
      await typed.register(waitlist.register, {
        waitlist: s.waitlist,
        authenticate: (authorization) => s.customers.authenticate(authorization),
      });
      await typed.register(preorders.register, { preorders: s.preorders, harvest: s.preorderHarvest });
      await typed.register(recalls.register, { recalls: s.recalls, flow: s.recall });
      await typed.register(checkout.register, {
        checkout: s.checkout,
        settlement: s.settlement,
        orders: s.orders,
      });
      await typed.register(orders.register, {
        orders: s.orders,
        placement: s.placement,
        changes: s.changes,
        settlement: s.settlement,
        invoices: s.invoices,
      });
      await api.register(payments.register, {
        gateway: s.gateway,
        settlement: s.settlement,
        refunds: s.refunds,
        webhookEvents: s.webhookEvents,
        paymentOrders: s.paymentOrders,
        deliverWebhook: (body, signature, eventId) => webhooks.deliver(body, signature, eventId),
      });
      await api.register(staff.register, { staff: s.staff, settings: s.site });
      await typed.register(desk.register, {
        desk: s.desk,
        changes: s.changes,
        invoices: s.invoices,
        site: s.site,
        db,
      });
      await typed.register(messages.register, { db, transport: s.outbox.notifier.transport });
      await typed.register(pages.register, { db, cache: s.cache, site: s.site });
      await typed.register(media.register, { media: s.media });
      await typed.register(stock.register, { stock: s.stock });
      await typed.register(lots.register, { lots: s.lots });
      await typed.register(setup.register, { setup: s.setup });
      await typed.register(backups.register, { backups: s.backups, startAfresh: s.startAfresh });
    },
    { prefix: '/api' },
  );

  // robots.txt and sitemap.xml; the pages' tags are written by the storefront fallback in installStatic.
  await app.register(seo.register, { seo: s.seo });
  // Uploaded pictures from the media store (a folder, or the bucket every server shares), before the folder's files.
  await app.register(media.mediaFileRoutes, {
    media: s.media,
    crossOriginPictures: config.corsOrigins.length > 0,
  });
  await installStatic(app, {
    crossOriginPictures: config.corsOrigins.length > 0,
    uploadsDir: config.uploadsDir,
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    pages: (built) =>
      seo.pageAnswerer(s.seo, built.indexHtml, {
        manifest: seo.readManifest(built.webDistDir),
        readAsset: built.readAsset,
        readApi: built.readApi,
        ...(built.renderer ? { render: (page) => built.renderer!.render(page), deferScripts: true } : {}),
        ...(built.renderer?.textIn ? { textIn: built.renderer.textIn } : {}),
      }),
    cache: s.cache,
  });

  s.orderEvents.reportErrorsTo((error) => app.log.error({ err: error }, 'order listener failed'));
  s.orderEvents.subscribe({
    placed: (order) => app.log.info({ orderNo: order.order_no, total: order.total_amount }, 'order placed'),
    cancelled: (order) =>
      app.log.info({ orderNo: order.order_no, payment: order.payment_status }, 'order cancelled'),
  });

  // Learn the current content version before the first request, then keep watching it.
  await s.contentWatcher.check();
  s.contentWatcher.start();
  webhooks.attach(app);
  if (background) {
    // Once the server is listening: what a crash or a lost webhook left unsettled is settled first.
    app.addHook('onReady', async () => {
      void s.reconciler.run();
      s.reconciler.start(config.reconcileEveryMs);
      void s.outbox.run();
      s.outbox.start(config.mail.everyMs);
      void s.waitlist.run();
      s.waitlist.start();
    });
  }
  app.addHook('onClose', async () => {
    webhooks.stop();
    await s.reconciler.stop();
    await s.outbox.stop();
    await s.waitlist.stop();
    s.contentWatcher.stop();
    await s.close();
  });
  return app;
}

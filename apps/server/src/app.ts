import { StockService, stockRoutes } from './modules/stock/index.js';
import { MESSAGES, STAFF_COOKIE } from '@farm/contract';
import fastifyCompress from '@fastify/compress';
import { isInternalRequest } from './http/internal.js';
import { installRouteAuth } from './http/auth.js';
import { staffRoutes, StaffService } from './modules/staff/index.js';
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
import { installErrorHandling } from './http/errors.js';
import { installJsonParser } from './http/json.js';
import { installConnectionLimits, limitedServerFactory } from './http/limits.js';
import { installShopOrigin } from './http/origin.js';
import { installSecurityHeaders } from './http/security.js';
import { installStatic } from './http/static.js';
import { addressRoutes, AddressService } from './modules/addresses/index.js';
import {
  CatalogueRepository,
  catalogueRoutes,
  CatalogueService,
  catalogueAdminRoutes,
  CatalogueAdminService,
  fillRomanNames,
} from './modules/catalogue/index.js';
import { CheckoutRepository, Pricing, checkoutRoutes } from './modules/checkout/index.js';
import {
  DeskRepository,
  deskRoutes,
  DeskService,
  deskExportRoutes,
  ExportRepository,
  OrderExport,
} from './modules/desk/index.js';
import { InvoiceRepository, InvoiceService } from './modules/invoices/index.js';
import { OrderEvents, OrderRepository, orderRoutes, OrderService } from './modules/orders/index.js';
import {
  RazorpayGateway,
  callbackRoutes,
  RefundService,
  PaymentOrderRepository,
  RefundRepository,
  WebhookEventRepository,
  SandboxGateway,
  sandboxSecret,
  SANDBOX_WEBHOOK_DELAY_MS,
  sandboxRoutes,
  webhookRoutes,
} from './modules/payments/index.js';
import type { PaymentGateway } from './modules/payments/index.js';
import {
  CustomerRepository,
  PasswordResetRepository,
  AuthRateLimits,
  connectRedis,
  limiterFactory,
  customerRoutes,
  CustomerService,
  recoveryRoutes,
  messageSettingsRoutes,
} from './modules/customers/index.js';
import {
  OutboxRepository,
  OrderMessages,
  FileNotifier,
  SmtpNotifier,
  messageAdminRoutes,
  OUTBOX,
  OutboxWorker,
} from './modules/messages/index.js';
import {
  FarmRepository,
  farmRoutes,
  FarmService,
  farmAdminRoutes,
  FarmAdminService,
} from './modules/farm/index.js';
import { healthRoutes } from './modules/health/index.js';
import {
  ReviewRepository,
  reviewRoutes,
  reviewAdminRoutes,
  ReviewAdminService,
  REVIEWS_PER_ACCOUNT,
  ReviewService,
} from './modules/reviews/index.js';
import { readManifest, pageAnswerer, seoRoutes, SeoService } from './modules/seo/index.js';
import { siteRoutes, siteAdminRoutes, SiteAdminService, SiteService } from './modules/site/index.js';
import { pageRoutes, PageService } from './modules/pages/index.js';
import { mediaAdminRoutes, mediaFileRoutes, MediaService, createMediaStore } from './modules/media/index.js';
import { CheckoutService } from './flows/checkout.js';
import { OrderChanges } from './flows/order-changes.js';
import { OrderPlacement } from './flows/order-placement.js';
import { PaymentReconciler } from './flows/payment-reconciliation.js';
import { PaymentSettlement } from './flows/payment-settlement.js';
import { ContentWatcher } from './shared/content-watcher.js';
import { ReadCache } from './shared/read-cache.js';
import { RefundMessages } from './flows/refund-messages.js';
import { FORGOT_LIMITS, PasswordReset } from './flows/password-reset.js';

export interface Services {
  cache: ReadCache;
  contentWatcher: ContentWatcher;
  catalogue: CatalogueService;
  farm: FarmService;
  site: SiteService;
  seo: SeoService;
  customers: CustomerService;
  staff: StaffService;
  addresses: AddressService;
  reviews: ReviewService;
  checkout: CheckoutService;
  stock: StockService;
  orders: OrderService;
  desk: DeskService;
  invoices: InvoiceService;
  placement: OrderPlacement;
  changes: OrderChanges;
  orderEvents: OrderEvents;
  gateway: PaymentGateway;
  paymentOrders: PaymentOrderRepository;
  refunds: RefundService;
  settlement: PaymentSettlement;
  webhookEvents: WebhookEventRepository;
  reconciler: PaymentReconciler;
  /** Sends what the outbox holds (SMTP, or .eml files in the demo). */
  outbox: OutboxWorker;
  /** "Forgot password?" for customers. */
  reset: PasswordReset;
  /** Closes what the services opened (the Redis connection). */
  close(): Promise<void>;
}

/** The log services write to; a silent one unless the server passes its own. */
export interface ServiceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silentLog: ServiceLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function createServices(
  config: Config,
  database: Database,
  log: ServiceLog = silentLog,
): Promise<Services> {
  const cache = new ReadCache();
  // Search reads each product's romanised Malayalam name: made now for products that have none or an old one.
  await fillRomanNames(database.db);
  const catalogueRepository = new CatalogueRepository(database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  // Customers and staff share the sign-in limits (staff e-mails are counted under keys of their own).
  const authLimits = new AuthRateLimits(limiterFactory(redis));
  const gateway: PaymentGateway = config.razorpay
    ? new RazorpayGateway(config.razorpay)
    : new SandboxGateway(database.db, await sandboxSecret(database.db, config.sandboxSecret));
  const addresses = new AddressService(database.db);
  const checkoutRepository = new CheckoutRepository(database.db, cache);
  const pricing = new Pricing(checkoutRepository);
  const paymentOrders = new PaymentOrderRepository(database.db);
  const orderEvents = new OrderEvents();
  const catalogue = new CatalogueService(catalogueRepository, cache);
  const farm = new FarmService(new FarmRepository(database.db));
  const site = new SiteService(database.db, cache, gateway);
  const orderRepository = new OrderRepository(database.db);
  const invoices = new InvoiceService(new InvoiceRepository(database.db));
  const shopUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const messages = new OrderMessages(site, shopUrl);
  const orders = new OrderService(orderRepository, orderEvents, invoices, messages);
  const stock = new StockService(database.db, () => cache.invalidate());
  const refunds = new RefundService(
    new RefundRepository(database.db),
    gateway,
    orders,
    log,
    new RefundMessages(database.db, messages, stock),
  );
  const placement = new OrderPlacement({
    orders,
    pricing,
    addresses,
    settings: site,
    db: database.db,
    stock,
    refunds,
  });
  const settlement = new PaymentSettlement({
    db: database.db,
    paymentOrders,
    gateway,
    orders,
    placement,
    refunds,
    log,
    stock,
  });
  const webhookEvents = new WebhookEventRepository(database.db);
  return {
    cache,
    contentWatcher: new ContentWatcher(database.db, cache, config.contentCheckMs),
    catalogue,
    farm,
    site,
    seo: new SeoService({ catalogue, farm, site, cache, publicUrl: config.publicUrl }),
    customers: new CustomerService(new CustomerRepository(database.db), authLimits, {
      resets: new PasswordResetRepository(database.db),
      outbox: new OutboxRepository(database.db),
      shop: async () => ({ name: (await site.site()).name, url: shopUrl }),
    }),
    staff: new StaffService(database.db, authLimits, site, async () => ({
      name: (await site.site()).name,
      url: shopUrl,
    })),
    addresses,
    reviews: new ReviewService(
      new ReviewRepository(database.db),
      catalogueRepository,
      cache,
      limiterFactory(redis)('reviews-account', REVIEWS_PER_ACCOUNT),
    ),
    checkout: new CheckoutService(pricing, addresses, paymentOrders, gateway, stock),
    stock,
    orders,
    desk: new DeskService(new DeskRepository(database.db), orders, site, invoices, stock),
    placement,
    changes: new OrderChanges({
      db: database.db,
      orders,
      refunds,
      gatewayName: gateway.name,
      invoices,
      settings: site,
      stock,
      messages,
    }),
    invoices,
    orderEvents,
    gateway,
    paymentOrders,
    refunds,
    settlement,
    webhookEvents,
    reconciler: new PaymentReconciler({
      database,
      gateway,
      paymentOrders,
      settlement,
      refunds,
      webhookEvents,
      log,
      stock,
    }),
    outbox: new OutboxWorker(
      database.db,
      config.mail.smtpUrl
        ? new SmtpNotifier(config.mail.smtpUrl, config.mail.from)
        : new FileNotifier(config.mail.dir, config.mail.from),
      log,
      { ...OUTBOX, leaseMs: config.mail.leaseMs },
    ),
    reset: new PasswordReset(
      database.db,
      {
        ip: limiterFactory(redis)('forgot-ip', FORGOT_LIMITS.perIp),
        email: limiterFactory(redis)('forgot-email', FORGOT_LIMITS.perEmail),
        resetIp: limiterFactory(redis)('reset-ip', FORGOT_LIMITS.resetsPerIp),
      },
      async () => ({ name: (await site.site()).name, url: shopUrl }),
      shopUrl,
    ),
    async close() {
      redis?.disconnect();
    },
  };
}

/** One row of the route table `buildApp` records (see `app.routeTable`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's `config.auth` is 'customer': it needs a signed-in customer. */
  customer: boolean;
  /** The route is the staff's: who may call it (a permission, or any signed-in staff member). */
  staff: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

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
  const webhooks = new SandboxWebhooks();
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
  const media = new MediaService(database.db, createMediaStore(config.uploadsDir, config.mediaS3), app.log);
  // The route table: every route's method, url and whether it needs a signed-in customer (its schema names the
  // bearer scheme). The hardening tests enumerate it, so a new route cannot escape the fuzzer or the ownership checks.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as { auth?: string; staff?: string } | undefined;
    for (const method of methods) {
      routeTable.push({
        method: String(method),
        url: route.url ?? route.path,
        customer: config?.auth === 'customer',
        staff: config?.staff,
      });
    }
  });
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

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { database });
      await typed.register(siteRoutes, { site: s.site });
      await typed.register(catalogueRoutes, { catalogue: s.catalogue, cache: s.cache, stock: s.stock });
      await typed.register(farmRoutes, { farm: s.farm, cache: s.cache });
      await typed.register(customerRoutes, { customers: s.customers });
      await typed.register(recoveryRoutes, { reset: s.reset });
      await typed.register(messageSettingsRoutes, { db: database.db });
      await typed.register(addressRoutes, { addresses: s.addresses });
      await typed.register(reviewRoutes, { reviews: s.reviews });
      await typed.register(reviewAdminRoutes, {
        reviewsAdmin: new ReviewAdminService(database.db, s.cache),
      });
      await typed.register(catalogueAdminRoutes, {
        catalogueAdmin: new CatalogueAdminService(database.db, s.cache),
      });
      await typed.register(checkoutRoutes, {
        checkout: s.checkout,
        settlement: s.settlement,
        orders: s.orders,
      });
      await typed.register(orderRoutes, {
        orders: s.orders,
        placement: s.placement,
        changes: s.changes,
        settlement: s.settlement,
        invoices: s.invoices,
      });
      await api.register(webhookRoutes, {
        gateway: s.gateway,
        settlement: s.settlement,
        refunds: s.refunds,
        events: s.webhookEvents,
      });
      await api.register(callbackRoutes, { settlement: s.settlement });
      await api.register(staffRoutes, { staff: s.staff, settings: s.site });
      await typed.register(deskRoutes, { desk: s.desk, changes: s.changes, invoices: s.invoices });
      await typed.register(deskExportRoutes, {
        exports: new OrderExport(new ExportRepository(database.db), s.site),
      });
      await typed.register(messageAdminRoutes, { db: database.db, transport: s.outbox.notifier.transport });
      await typed.register(pageRoutes, { pages: new PageService(database.db, s.cache, s.site) });
      await typed.register(farmAdminRoutes, { farm: new FarmAdminService(database.db) });
      await typed.register(siteAdminRoutes, { settings: new SiteAdminService(database.db, s.gateway) });
      await typed.register(mediaAdminRoutes, { media });
      await typed.register(stockRoutes, { stock: s.stock });
      if (s.gateway instanceof SandboxGateway) {
        await typed.register(sandboxRoutes, {
          sandbox: s.gateway,
          paymentOrders: s.paymentOrders,
          deliverWebhook: (body, signature, eventId) => webhooks.deliver(body, signature, eventId),
        });
      }
    },
    { prefix: '/api' },
  );

  // robots.txt and sitemap.xml; the pages' tags are written by the storefront fallback in installStatic.
  await app.register(seoRoutes, { seo: s.seo });
  // Uploaded pictures from the media store (a folder, or the bucket every server shares), before the folder's files.
  await app.register(mediaFileRoutes, { media, crossOriginPictures: config.corsOrigins.length > 0 });
  await installStatic(app, {
    crossOriginPictures: config.corsOrigins.length > 0,
    uploadsDir: config.uploadsDir,
    webDistDir: config.webDistDir,
    adminDistDir: config.adminDistDir,
    pages: (built) =>
      pageAnswerer(s.seo, built.indexHtml, {
        manifest: readManifest(built.webDistDir),
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
    });
  }
  app.addHook('onClose', async () => {
    webhooks.stop();
    await s.reconciler.stop();
    await s.outbox.stop();
    s.contentWatcher.stop();
    await s.close();
  });
  return app;
}

/**
 * The sandbox's stand-in for Razorpay's webhook delivery: a moment after a test payment, the signed event is posted
 * to this same server (in process, so it needs no port), as Razorpay's servers would post it.
 */
class SandboxWebhooks {
  private app: FastifyInstance | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  attach(app: FastifyInstance): void {
    this.app = app;
  }

  deliver(body: string, signature: string, eventId: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.app
        ?.inject({
          method: 'POST',
          url: '/api/webhooks/razorpay',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          payload: body,
        })
        .catch((error: unknown) => this.app?.log.error({ err: error }, 'sandbox webhook delivery failed'));
    }, SANDBOX_WEBHOOK_DELAY_MS);
    this.timers.add(timer);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

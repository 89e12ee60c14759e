import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { CheckoutService } from './flows/checkout.js';
import { OrderChanges } from './flows/order-changes.js';
import { OrderPlacement } from './flows/order-placement.js';
import { PreorderHarvest } from './flows/preorder-harvest.js';
import { RecallFlow } from './flows/recall.js';
import { FORGOT_LIMITS, PasswordReset } from './flows/password-reset.js';
import { PaymentReconciler } from './flows/payment-reconciliation.js';
import { PaymentSettlement } from './flows/payment-settlement.js';
import { RefundMessages } from './flows/refund-messages.js';
import {
  AddressService,
  PINCODE_LOOKUP_LIMITS,
  PincodeLookups,
  shippedPinDirectory,
} from './modules/addresses/index.js';
import { BackupService, StartAfreshService } from './modules/backups/index.js';
import { CatalogueRepository, CatalogueService, fillRomanNames } from './modules/catalogue/index.js';
import { CheckoutRepository, Pricing } from './modules/checkout/index.js';
import { COMPLAINT_LIMITS, ComplaintService } from './modules/complaints/index.js';
import { WAITLIST_LIMITS } from '@farm/contract';
import {
  AuthRateLimits,
  connectRedis,
  CustomerRepository,
  CustomerService,
  limiterFactory,
  PasswordResetRepository,
} from './modules/customers/index.js';
import { DeskRepository, DeskService } from './modules/desk/index.js';
import { FarmRepository, FarmService } from './modules/farm/index.js';
import { LotPageService } from './modules/lots/index.js';
import { InvoiceRepository, InvoiceService } from './modules/invoices/index.js';
import { createMediaStore, MediaService } from './modules/media/index.js';
import {
  FileNotifier,
  OrderMessages,
  OUTBOX,
  OutboxRepository,
  OutboxWorker,
  SmtpNotifier,
} from './modules/messages/index.js';
import { OrderEvents, OrderRepository, OrderService } from './modules/orders/index.js';
import {
  PaymentOrderRepository,
  RazorpayGateway,
  RefundRepository,
  RefundService,
  SandboxGateway,
  sandboxSecret,
  WebhookEventRepository,
  type PaymentGateway,
} from './modules/payments/index.js';
import { REVIEWS_PER_ACCOUNT, ReviewRepository, ReviewService } from './modules/reviews/index.js';
import { SeoService } from './modules/seo/index.js';
import { SetupService } from './modules/setup/index.js';
import { SiteService } from './modules/site/index.js';
import { StaffService } from './modules/staff/index.js';
import { StockService } from './modules/stock/index.js';
import { WaitlistService, waitingBySize } from './modules/waitlist/index.js';
import { PreorderService } from './modules/preorders/index.js';
import { RecallService } from './modules/recalls/index.js';
import { ContentWatcher } from './shared/content-watcher.js';
import { ReadCache } from './shared/read-cache.js';
import { clearDemo, demoLeft } from './seed/clear-demo.js';

/**
 * The shop's services, each built once here: `buildApp` hands them to the modules' `register` (the routes), main.ts
 * and the CLI use them directly, and tests reach into them.
 */
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
  /** Where a PIN code is (issue 39), from the directory the server ships. */
  pincodes: PincodeLookups;
  reviews: ReviewService;
  /** Complaints to the grievance officer (issue 35). */
  complaints: ComplaintService;
  /** "Tell me when it's back" (issue 37): the requests and the pass that tells them. */
  waitlist: WaitlistService;
  checkout: CheckoutService;
  stock: StockService;
  /** The public lot pages a jar's QR opens, and their label sheets (issue 38). */
  lots: LotPageService;
  /** Pre-orders against a harvest (issue 37), and recording the harvest (its refunds go through `changes`). */
  preorders: PreorderService;
  preorderHarvest: PreorderHarvest;
  /** Recalls (issue 38): finding who got lots and their export; the recall itself (lots, outbox, audit) in `recall`. */
  recalls: RecallService;
  recall: RecallFlow;
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
  /** The setup checklist and opening the shop (issue 36). */
  setup: SetupService;
  /** "Forgot password?" for customers. */
  reset: PasswordReset;
  /** The uploaded pictures (a folder, or the bucket every server shares). */
  media: MediaService;
  /** Backups from the console (issue 36). */
  backups: BackupService;
  /** The demo's clear-out (issue 36). */
  startAfresh: StartAfreshService;
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
  const addresses = new AddressService(database.db, shippedPinDirectory);
  const checkoutRepository = new CheckoutRepository(database.db, cache);
  const preorders = new PreorderService(database.db, () => cache.invalidate());
  const pricing = new Pricing(checkoutRepository, preorders);
  const paymentOrders = new PaymentOrderRepository(database.db);
  const orderEvents = new OrderEvents();
  const catalogue = new CatalogueService(catalogueRepository, cache);
  const farm = new FarmService(new FarmRepository(database.db), catalogue);
  const site = new SiteService(database.db, cache, gateway, config.production);
  const orderRepository = new OrderRepository(database.db);
  // The invoice prints each line's lot codes, the stock module's answer (built below; asked only when printing).
  const invoices = new InvoiceService(new InvoiceRepository(database.db), (orderId) =>
    stock.lotCodes(orderId),
  );
  const shopUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const messages = new OrderMessages(site, shopUrl);
  /** The shop's name and public address, for the account e-mails and their links. */
  const shop = async () => ({ name: (await site.site()).name, url: shopUrl });
  const orders = new OrderService(orderRepository, orderEvents, invoices, messages);
  // The Stock list's "Waiting" figure is the waitlist's answer (the stock module never reads its table).
  const stock = new StockService(database.db, () => cache.invalidate(), waitingBySize(database.db));
  const refunds = new RefundService(
    new RefundRepository(database.db),
    gateway,
    orders,
    log,
    new RefundMessages(database.db, messages, stock, { invoices, settings: site }),
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
  const outbox = new OutboxWorker(
    database.db,
    config.mail.smtpUrl
      ? new SmtpNotifier(config.mail.smtpUrl, config.mail.from)
      : new FileNotifier(config.mail.dir, config.mail.from),
    log,
    { ...OUTBOX, leaseMs: config.mail.leaseMs },
  );
  const changes = new OrderChanges({
    db: database.db,
    orders,
    refunds,
    gatewayName: gateway.name,
    invoices,
    settings: site,
    stock,
    messages,
  });
  const mediaStore = createMediaStore(config.uploadsDir, config.mediaS3);
  const recalls = new RecallService(database.db);
  const lots = new LotPageService(database.db);
  return {
    cache,
    contentWatcher: new ContentWatcher(database.db, cache, config.contentCheckMs),
    catalogue,
    farm,
    site,
    seo: new SeoService({
      catalogue,
      farm,
      lots,
      site,
      shipping: checkoutRepository,
      cache,
      publicUrl: config.publicUrl,
    }),
    customers: new CustomerService(new CustomerRepository(database.db), authLimits, {
      resets: new PasswordResetRepository(database.db),
      outbox: new OutboxRepository(database.db),
      shop,
    }),
    staff: new StaffService({ db: database.db, limits: authLimits, settings: site, shop }),
    addresses,
    pincodes: new PincodeLookups(
      shippedPinDirectory,
      limiterFactory(redis)('pincode-lookups-ip', PINCODE_LOOKUP_LIMITS.perIp),
    ),
    reviews: new ReviewService(
      new ReviewRepository(database.db),
      catalogueRepository,
      cache,
      limiterFactory(redis)('reviews-account', REVIEWS_PER_ACCOUNT),
    ),
    complaints: new ComplaintService(
      database.db,
      {
        facts: async () => {
          const current = await site.site();
          return { name: current.name, url: shopUrl, ordersEmail: current.emails.orders };
        },
      },
      {
        perIp: limiterFactory(redis)('complaints-ip', COMPLAINT_LIMITS.perIp),
        lookupsPerIp: limiterFactory(redis)('complaint-lookups-ip', COMPLAINT_LIMITS.lookupsPerIp),
      },
    ),
    waitlist: new WaitlistService({
      database,
      stock,
      shop,
      limits: {
        perIp: limiterFactory(redis)('waitlist-ip', WAITLIST_LIMITS.perIp),
        perEmail: limiterFactory(redis)('waitlist-email', WAITLIST_LIMITS.perEmail),
      },
      log,
    }),
    checkout: new CheckoutService(pricing, addresses, paymentOrders, gateway, stock, site),
    stock,
    lots,
    orders,
    desk: new DeskService(new DeskRepository(database.db), orders, site, invoices, stock),
    placement,
    changes,
    preorders,
    preorderHarvest: new PreorderHarvest(database.db, preorders, changes),
    recalls,
    recall: new RecallFlow({
      db: database.db,
      recalls,
      stock,
      // How a customer reaches the farm about a recall: the customer-care contacts (the seller details), else the
      // shop's own phone and e-mail.
      shop: async () => {
        const current = await site.site();
        return {
          name: current.name,
          url: shopUrl,
          phone: current.seller?.care.phone || current.phones[0] || '',
          email: current.seller?.care.email || current.emails.contact,
        };
      },
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
    outbox,
    setup: new SetupService(database.db, site, gateway, outbox, shopUrl),
    media: new MediaService(database.db, mediaStore, log),
    backups: new BackupService(database, {
      dir: config.backupsDir,
      media: { uploadsDir: config.uploadsDir, store: mediaStore },
    }),
    startAfresh: new StartAfreshService({
      left: () => demoLeft(database.db),
      clear: async (by) => {
        const cleared = await clearDemo(database.db, by, { shopName: config.shopName });
        // This process's lists drop at once; the others see the content version move.
        cache.invalidate();
        return cleared;
      },
    }),
    reset: new PasswordReset(
      database.db,
      {
        ip: limiterFactory(redis)('forgot-ip', FORGOT_LIMITS.perIp),
        email: limiterFactory(redis)('forgot-email', FORGOT_LIMITS.perEmail),
        resetIp: limiterFactory(redis)('reset-ip', FORGOT_LIMITS.resetsPerIp),
      },
      shop,
      shopUrl,
    ),
    async close() {
      redis?.disconnect();
    },
  };
}

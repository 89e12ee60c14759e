import type { Database } from '../db/client.js';
import type { StockService } from '../modules/stock/index.js';
import { LOCKS } from '../db/migrate.js';
import type {
  PaymentGateway,
  RefundService,
  PaymentOrderRepository,
  WebhookEventRepository,
} from '../modules/payments/index.js';
import type { PaymentSettlement } from './payment-settlement.js';

export interface ReconcileLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** When the pass looks at what: long enough for the browser and the webhook to have done it first. */
export const RECONCILE = {
  /** A gateway order nobody reported is asked about after this, then hourly, for the 5 days Razorpay may still authorise a payment late. */
  askAfterMs: 10 * 60_000,
  askForMs: 5 * 86_400_000,
  /** A captured payment with no order after this gets its order, or (amount-only) its refund. */
  orphanAfterMs: 30 * 60_000,
  /** A pending refund is sent again or looked up after this. */
  refundAfterMs: 2 * 60_000,
  batch: 50,
} as const;

/** What PaymentReconciler is built from (one options object, named, rather than positional arguments). */
export interface PaymentReconcilerOptions {
  database: Database;
  gateway: PaymentGateway;
  paymentOrders: PaymentOrderRepository;
  settlement: PaymentSettlement;
  refunds: RefundService;
  webhookEvents: WebhookEventRepository;
  log: ReconcileLog;
  stock: StockService;
}

/**
 * The reconciliation pass (docs/domain.md "Payments and refunds"), at start-up and every few minutes, one process at a
 * time: what the browser, the redirect and the webhooks should have settled and did not. It asks the gateway about
 * gateway orders nobody reported (a lost webhook, a late UPI authorisation), turns captured payments without an order
 * into their order or a refund, and settles pending refunds. Every step is safe to repeat.
 */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  private readonly database: Database;
  private readonly gateway: PaymentGateway;
  private readonly paymentOrders: PaymentOrderRepository;
  private readonly settlement: PaymentSettlement;
  private readonly refunds: RefundService;
  private readonly webhookEvents: WebhookEventRepository;
  private readonly log: ReconcileLog;
  private readonly stock: StockService;

  constructor(options: PaymentReconcilerOptions) {
    this.database = options.database;
    this.gateway = options.gateway;
    this.paymentOrders = options.paymentOrders;
    this.settlement = options.settlement;
    this.refunds = options.refunds;
    this.webhookEvents = options.webhookEvents;
    this.log = options.log;
    this.stock = options.stock;
  }

  start(everyMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; a pass already running in this process is waited for instead of started twice. */
  run(): Promise<void> {
    this.running ??= this.pass()
      .catch((error: unknown) =>
        this.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'reconciliation failed',
        ),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    await this.database.withLock(LOCKS.reconcile, async () => {
      const counts = { asked: 0, settled: 0, orphans: 0, refunds: 0 };
      for (const paymentOrder of await this.paymentOrders.unsettled(
        this.gateway,
        RECONCILE,
        RECONCILE.batch,
      )) {
        counts.asked += 1;
        await this.paymentOrders.touch(paymentOrder.id);
        const outcome = await this.step(
          () => this.settlement.askGateway(paymentOrder),
          paymentOrder.gatewayOrderId,
        );
        if (outcome && outcome !== 'ignored') counts.settled += 1;
      }
      for (const paymentOrder of await this.paymentOrders.paidWithoutOrder(
        this.gateway,
        RECONCILE.orphanAfterMs,
        RECONCILE.batch,
      )) {
        const outcome = await this.step(
          () => this.settlement.settleOrphan(paymentOrder),
          paymentOrder.gatewayOrderId,
        );
        if (outcome && outcome !== 'known') counts.orphans += 1;
      }
      counts.refunds = await this.refunds.reconcile(RECONCILE.refundAfterMs, RECONCILE.batch);
      await this.webhookEvents.prune();
      // Holds that ran out stopped counting then; marking them released keeps the record honest.
      await this.stock.releaseExpired();
      if (counts.settled + counts.orphans + counts.refunds > 0) this.log.info(counts, 'payments reconciled');
    });
  }

  private async step<T>(fn: () => Promise<T>, gatewayOrderId: string): Promise<T | undefined> {
    try {
      return await fn();
    } catch (error) {
      this.log.warn(
        { gatewayOrder: gatewayOrderId, reason: error instanceof Error ? error.message : String(error) },
        'reconciliation step failed; it is tried again next time',
      );
      return undefined;
    }
  }
}

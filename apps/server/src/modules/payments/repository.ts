import { and, asc, eq, getTableColumns, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, paymentOrders, refundLines, refunds } from '../../db/schema.js';

/** The gateway orders of one gateway in one mode: a sandbox's orders are never the live gateway's, nor the reverse. */
const ofGateway = (gateway: { name: string; mode: string }) =>
  and(eq(paymentOrders.gateway, gateway.name), eq(paymentOrders.gatewayMode, gateway.mode));
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type RefundLineRow = typeof refundLines.$inferSelect;
export type NewRefundLine = Omit<typeof refundLines.$inferInsert, 'id' | 'refundId'>;

// Verify, store and the webhook each look the gateway order up: built once, parsed once per connection.
const prepareByGatewayId = (db: Db) =>
  db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    .prepare('find_payment_order');

// Every captured payment is recorded here.
const prepareMarkPaid = (db: Db) =>
  db
    .update(paymentOrders)
    .set({
      status: 'paid',
      gatewayPaymentId: sql`${sql.placeholder('gatewayPaymentId')}`,
      capturedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(paymentOrders.id, sql.placeholder('id')), inArray(paymentOrders.status, ['created', 'failed'])),
    )
    .prepare('mark_payment_order_paid');

export class PaymentOrderRepository {
  private readonly byGatewayId: ReturnType<typeof prepareByGatewayId>;
  private readonly markPaidQuery: ReturnType<typeof prepareMarkPaid>;

  constructor(private readonly db: Db) {
    this.byGatewayId = prepareByGatewayId(db);
    this.markPaidQuery = prepareMarkPaid(db);
  }

  async insert(values: NewPaymentOrder): Promise<PaymentOrderRow> {
    const [row] = await this.db.insert(paymentOrders).values(values).returning();
    return row!;
  }

  async findByGatewayId(gatewayOrderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.byGatewayId.execute({ gatewayOrderId });
    return row;
  }

  async findById(id: number): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row;
  }

  /** The row locked until the transaction ends (a repository bound by withTransaction): one refund at a time. */
  async lock(id: number): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
    return row;
  }

  /**
   * A gateway order this customer opened for the same attempt (cart, address and total), in this gateway and mode,
   * within the last day, that is unpaid (paying again reuses it instead of opening a second one that could also be
   * paid) or paid but still without its order.
   */
  async findReusable(
    userId: number,
    attemptKey: string,
    gateway: { name: string; mode: string },
  ): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.attemptKey, attemptKey),
          ofGateway(gateway),
          gt(paymentOrders.createdAt, sql`now() - interval '1 day'`),
          // Unpaid, or paid and still without its order (nor refunded): the caller tells them apart.
          sql`(${paymentOrders.status} in ('created', 'failed') or (${paymentOrders.status} = 'paid' and not exists (
            select 1 from ${orders} where ${orders.gatewayOrderId} = ${paymentOrders.gatewayOrderId})))`,
        ),
      )
      .orderBy(sql`${paymentOrders.createdAt} desc`)
      .limit(1);
    return row;
  }

  async setSpecialInstructions(id: number, instructions: string | null): Promise<void> {
    await this.db
      .update(paymentOrders)
      .set({ specialInstructions: instructions, updatedAt: new Date() })
      .where(eq(paymentOrders.id, id));
  }

  /**
   * Records the captured payment once: a later report of another payment for the same order does not overwrite the
   * first. A failed attempt may be followed by a successful one (the gateway lets the customer retry).
   */
  async markPaid(id: number, gatewayPaymentId: string): Promise<void> {
    await this.markPaidQuery.execute({ id, gatewayPaymentId });
  }

  async markFailed(id: number): Promise<void> {
    await this.db
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
  }

  async markRefunded(id: number): Promise<void> {
    await this.db
      .update(paymentOrders)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'paid')));
  }

  /**
   * Gateway orders nobody reported paid: first asked about `askAfterMs` after they were opened, then hourly, for
   * `askForMs` (updated_at records the last time they were asked about).
   */
  unsettled(
    gateway: { name: string; mode: string },
    timing: { askAfterMs: number; askForMs: number },
    limit: number,
  ) {
    const now = Date.now();
    return this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          ofGateway(gateway),
          inArray(paymentOrders.status, ['created', 'failed']),
          lt(paymentOrders.createdAt, new Date(now - timing.askAfterMs)),
          gt(paymentOrders.createdAt, new Date(now - timing.askForMs)),
          sql`(${paymentOrders.updatedAt} = ${paymentOrders.createdAt} or ${paymentOrders.updatedAt} < ${new Date(now - 3_600_000)})`,
        ),
      )
      .orderBy(asc(paymentOrders.updatedAt))
      .limit(limit);
  }

  /** Notes that the gateway was asked about this order now. */
  async touch(id: number): Promise<void> {
    await this.db.update(paymentOrders).set({ updatedAt: new Date() }).where(eq(paymentOrders.id, id));
  }

  /** Captured payments, older than `olderThanMs`, that became neither an order nor a refund. */
  paidWithoutOrder(gateway: { name: string; mode: string }, olderThanMs: number, limit: number) {
    return this.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          ofGateway(gateway),
          eq(paymentOrders.status, 'paid'),
          lt(paymentOrders.capturedAt, new Date(Date.now() - olderThanMs)),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.gatewayOrderId, paymentOrders.gatewayOrderId)),
          ),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(refunds)
              .where(and(eq(refunds.paymentOrderId, paymentOrders.id), isNull(refunds.orderId))),
          ),
        ),
      )
      .orderBy(asc(paymentOrders.capturedAt))
      .limit(limit);
  }
}

/** The refunds ledger's rows. */
export class RefundRepository {
  constructor(private readonly db: Db) {}

  /** Writes a pending refund; a row with the same idempotency key already there is answered instead. */
  async insert(values: NewRefund): Promise<RefundRow> {
    const [row] = await this.db
      .insert(refunds)
      .values(values)
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning();
    if (row) return row;
    const [existing] = await this.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, values.idempotencyKey));
    return existing!;
  }

  async findById(id: number): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  async findByGatewayRefundId(gatewayRefundId: string): Promise<RefundRow | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId));
    return row;
  }

  forOrder(orderId: number): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  forPaymentOrder(paymentOrderId: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentOrderId, paymentOrderId))
      .orderBy(asc(refunds.id));
  }

  /** Counts a try at the gateway before it is made: a crash after the call still shows it was attempted. */
  async countAttempt(id: number): Promise<void> {
    await this.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: new Date() })
      .where(eq(refunds.id, id));
  }

  /** Records what the gateway said; a row already processed or failed is not moved back to pending. */
  async record(
    id: number,
    values: {
      status: 'pending' | 'processed' | 'failed';
      gatewayRefundId?: string;
      lastError?: string | null;
    },
  ): Promise<RefundRow | undefined> {
    const [row] = await this.db
      .update(refunds)
      .set({
        ...values,
        ...(values.status === 'processed' ? { processedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
      .returning();
    return row;
  }

  /** The order lines a refund gives back (written with the refund, in its transaction). */
  async insertLines(refundId: number, lines: readonly NewRefundLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.db.insert(refundLines).values(lines.map((line) => ({ ...line, refundId })));
  }

  /** The lines of one refund. */
  linesOf(refundId: number): Promise<RefundLineRow[]> {
    return this.db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, refundId))
      .orderBy(asc(refundLines.id));
  }

  /**
   * Every refunded line of an order's refunds, with its refund's status (a failed one gave its units back) and key
   * (a short refund's units never left the shelf).
   */
  linesForOrder(orderId: number): Promise<(RefundLineRow & { status: string; key: string })[]> {
    return this.db
      .select({ ...getTableColumns(refundLines), status: refunds.status, key: refunds.idempotencyKey })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refundLines.id));
  }

  async noteError(id: number, lastError: string): Promise<void> {
    await this.db.update(refunds).set({ lastError, updatedAt: new Date() }).where(eq(refunds.id, id));
  }

  /** Refunds still pending after `olderThanMs`: sent again (same key) or asked about. */
  pending(olderThanMs: number, limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, new Date(Date.now() - olderThanMs))))
      .orderBy(asc(refunds.updatedAt))
      .limit(limit);
  }
}

/** What the refunds ledger writes in one transaction: the payment order (its lock) and the refunds. */
export const LEDGER_REPOSITORIES = { paymentOrders: PaymentOrderRepository, refunds: RefundRepository };

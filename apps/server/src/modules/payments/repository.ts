import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentOrders } from '../../db/schema.js';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

// Verify, store and the webhook each look the gateway order up: built once, parsed once per connection.
const prepareByGatewayId = (db: Db) =>
  db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    .prepare('find_payment_order');

// Verify-payment records every payment.
const prepareMarkPaid = (db: Db) =>
  db
    .update(paymentOrders)
    .set({
      status: 'paid',
      gatewayPaymentId: sql`${sql.placeholder('gatewayPaymentId')}`,
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

  /**
   * Records the payment once: a later report of another payment for the same order does not overwrite the first.
   * A failed attempt may be followed by a successful one (the gateway lets the customer retry).
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
}

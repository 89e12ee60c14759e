import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentOrders } from '../../db/schema.js';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

export class PaymentOrderRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewPaymentOrder): Promise<PaymentOrderRow> {
    const [row] = await this.db.insert(paymentOrders).values(values).returning();
    return row!;
  }

  async findByGatewayId(gatewayOrderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
    return row;
  }

  /**
   * Records the payment once: a later report of another payment for the same order does not overwrite the first.
   * A failed attempt may be followed by a successful one (the gateway lets the customer retry).
   */
  async markPaid(id: number, gatewayPaymentId: string): Promise<void> {
    await this.db
      .update(paymentOrders)
      .set({ status: 'paid', gatewayPaymentId, updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'failed'])));
  }

  async markFailed(id: number): Promise<void> {
    await this.db
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
  }
}

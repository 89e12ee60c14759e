import { randomBytes } from 'node:crypto';
import type { Buffer } from 'node:buffer';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets, sandboxPayments } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  GatewayRefusedError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Razorpay's (`order_` + 14 characters). */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The sandbox's signing secret: SANDBOX_SECRET when set (tests), otherwise a random one the shop makes on its first
 * start and keeps in its database, so every process of the shop shares it and nobody else knows it. (A public default
 * let anyone sign test payments.)
 */
export async function sandboxSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'sandbox_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'sandbox_secret'));
  return row!.value;
}

type SandboxRow = typeof sandboxPayments.$inferSelect;

function toPayment(row: SandboxRow): GatewayPayment {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: row.amountPaise,
    status: row.status as GatewayPaymentStatus,
    errorDescription: row.status === 'failed' ? SANDBOX_DECLINE : undefined,
  };
}

export const SANDBOX_DECLINE = 'Your bank declined this test payment.';

/**
 * The offline gateway ("test mode"): payments live in the shop's own database, signatures use the shop's own secret.
 * `pay()` plays the part of Razorpay's checkout widget. Like the Razorpay orders the shop creates, its payments are
 * captured as soon as they are authorised.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly mode = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async createOrder({ amountPaise }: { amountPaise: number }): Promise<GatewayOrder> {
    if (amountPaise < 100)
      throw new GatewayRefusedError(400, 'The amount must be at least INR 1.00', 'BAD_REQUEST_ERROR');
    return { id: gatewayId('order'), amount: amountPaise, currency: 'INR' };
  }

  /** Completes (or fails) a payment for an order, answering what the widget hands the browser. */
  async pay(orderId: string, amountPaise: number, outcome: 'success' | 'failure') {
    const [row] = await this.db
      .insert(sandboxPayments)
      .values({
        id: gatewayId('pay'),
        orderId,
        amountPaise,
        status: outcome === 'success' ? 'captured' : 'failed',
      })
      .returning();
    return { payment: toPayment(row!), signature: paymentSignature(this.secret, orderId, row!.id) };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!row) throw new GatewayRefusedError(400, 'The id provided does not exist', 'BAD_REQUEST_ERROR');
    return toPayment(row);
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return rows.map(toPayment);
  }

  async capture(paymentId: string): Promise<GatewayPayment> {
    await this.db
      .update(sandboxPayments)
      .set({ status: 'captured' })
      .where(sql`${sandboxPayments.id} = ${paymentId} and ${sandboxPayments.status} = 'authorized'`);
    return this.fetchPayment(paymentId);
  }

  async refund(
    paymentId: string,
    amountPaise: number,
    options: { idempotencyKey: string; notes: Record<string, string> },
  ): Promise<GatewayRefund> {
    return withTransaction(this.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId))
        .for('update');
      if (!row) throw new GatewayRefusedError(400, 'The id provided does not exist', 'BAD_REQUEST_ERROR');
      const made = row.refunds.find((r) => r.key === options.idempotencyKey);
      const refund = (r: { id: string; amount: number }): GatewayRefund => ({
        id: r.id,
        paymentId,
        amount: r.amount,
        status: 'processed',
        notes: options.notes,
      });
      if (made) return refund(made);
      if (row.status !== 'captured') {
        throw new GatewayRefusedError(400, 'Only a captured payment can be refunded', 'BAD_REQUEST_ERROR');
      }
      if (row.refundedPaise + amountPaise > row.amountPaise) {
        throw new GatewayRefusedError(
          400,
          'The refund amount is greater than the amount left to refund',
          'BAD_REQUEST_ERROR',
        );
      }
      const entry = { id: gatewayId('rfnd'), key: options.idempotencyKey, amount: amountPaise };
      const refunded = row.refundedPaise + amountPaise;
      await tx
        .update(sandboxPayments)
        .set({
          refundedPaise: refunded,
          refunds: [...row.refunds, entry],
          status: refunded === row.amountPaise ? 'refunded' : 'captured',
        })
        .where(eq(sandboxPayments.id, paymentId));
      return refund(entry);
    });
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return (row?.refunds ?? []).map((r) => ({
      id: r.id,
      paymentId,
      amount: r.amount,
      status: 'processed',
      notes: {},
    }));
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.secret, orderId, paymentId), signature);
  }

  signWebhook(rawBody: string): string {
    return hmacHex(this.secret, rawBody);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(hmacHex(this.secret, rawBody), signature);
  }
}

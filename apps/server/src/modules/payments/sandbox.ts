import { randomBytes } from 'node:crypto';
import type { Buffer } from 'node:buffer';
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped like Razorpay's (`order_` + 14 characters). */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The offline gateway ("test mode"): orders and payments live in this process, signatures use a local secret.
 * `pay()` plays the part of Razorpay's checkout widget.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  private readonly orders = new Map<string, GatewayOrder>();
  private readonly payments = new Map<string, GatewayPayment>();

  constructor(private readonly secret: string) {}

  async createOrder({ amountPaise }: { amountPaise: number }): Promise<GatewayOrder> {
    const order: GatewayOrder = { id: gatewayId('order'), amount: amountPaise, currency: 'INR' };
    this.orders.set(order.id, order);
    return order;
  }

  /** Completes (or fails) a payment for an order, answering what the widget hands the browser. */
  pay(orderId: string, amountPaise: number, outcome: 'success' | 'failure') {
    const payment: GatewayPayment = {
      id: gatewayId('pay'),
      orderId,
      amount: amountPaise,
      status: outcome === 'success' ? 'captured' : 'failed',
    };
    this.payments.set(payment.id, payment);
    return { payment, signature: paymentSignature(this.secret, orderId, payment.id) };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`The sandbox has no payment ${paymentId}.`);
    return payment;
  }

  async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    const payment = this.payments.get(paymentId);
    if (payment) payment.status = 'refunded';
    return { id: gatewayId('rfnd'), amount: amountPaise };
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

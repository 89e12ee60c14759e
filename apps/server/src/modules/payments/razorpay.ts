import type { Buffer } from 'node:buffer';
import Razorpay from 'razorpay';
import {
  GatewayUnavailableError,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Webhooks are refused while this is unset. */
  webhookSecret: string | undefined;
  /** Another address for Razorpay's API (a local fake in tests). */
  apiUrl?: string | undefined;
}

/** The SDK's HTTP client, which its types do not expose. */
interface WithHttpClient {
  api: { rq: { defaults: { baseURL?: string; timeout?: number } } };
}

/** Real payments through Razorpay's official SDK. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly sdk: Razorpay;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    const http = (this.sdk as unknown as WithHttpClient).api.rq.defaults;
    if (options.apiUrl) http.baseURL = options.apiUrl;
    // A hanging gateway must not hang the customer's checkout.
    http.timeout = 15_000;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    const order = await call(() =>
      this.sdk.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      }),
    );
    return { id: order.id, amount: Number(order.amount), currency: 'INR' };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await call(() => this.sdk.payments.fetch(paymentId));
    return {
      id: payment.id,
      orderId: payment.order_id,
      amount: Number(payment.amount),
      status: payment.status,
    };
  }

  async refund(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<GatewayRefund> {
    const refund = await call(() => this.sdk.payments.refund(paymentId, { amount: amountPaise, notes }));
    return { id: refund.id, amount: Number(refund.amount) };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.options.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    if (!this.options.webhookSecret) return false;
    return signatureMatches(hmacHex(this.options.webhookSecret, rawBody), signature);
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const description = (error as { error?: { description?: string } }).error?.description;
    throw new GatewayUnavailableError(
      description ?? (error instanceof Error ? error.message : 'Razorpay call failed'),
      {
        cause: error,
      },
    );
  }
}

import type { Buffer } from 'node:buffer';
import Razorpay from 'razorpay';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayMode,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type GatewayRefundStatus,
  type PaymentGateway,
} from './gateway.js';
import { hmacHex, paymentSignature, signatureMatches } from './signatures.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another address for Razorpay's API (a local fake in tests). */
  apiUrl?: string | undefined;
  /** How long to wait between tries after a 429 (tests shorten it). */
  retryDelaysMs?: readonly number[];
}

/** `rzp_test_` keys move no money: Razorpay's test mode. */
export function razorpayMode(keyId: string): Exclude<GatewayMode, 'sandbox'> {
  return keyId.startsWith('rzp_live_') ? 'live' : 'test';
}

/**
 * The SDK's HTTP client (axios), which its types do not expose. The refund call goes through it directly: the SDK's
 * own methods pass only two headers on and drop `X-Refund-Idempotency`. Relying on this is why package.json pins the
 * SDK's exact version.
 */
interface HttpClient {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}
interface WithHttpClient {
  api: { rq: HttpClient };
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number | string;
  status: string;
  error_description?: string | null;
}
interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  notes?: Record<string, string> | unknown[] | null;
}

const RETRY_DELAYS_MS = [500, 1000, 2000] as const;

/** Real payments through Razorpay's official SDK. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly mode: Exclude<GatewayMode, 'sandbox'>;
  private readonly sdk: Razorpay;
  private readonly http: HttpClient;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.mode = razorpayMode(options.keyId);
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    this.http = (this.sdk as unknown as WithHttpClient).api.rq;
    if (options.apiUrl) this.http.defaults.baseURL = options.apiUrl;
    // A hanging gateway must not hang the customer's checkout.
    this.http.defaults.timeout = 15_000;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    const order = await this.call('create an order', () =>
      this.sdk.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
        // Razorpay captures each payment as soon as it is authorised, whatever the account's default: an
        // authorised payment left uncaptured is refunded by Razorpay after a few days while the farm ships.
        payment: {
          capture: 'automatic',
          capture_options: {
            automatic_expiry_period: 12,
            manual_expiry_period: 7200,
            refund_speed: 'normal',
          },
        },
      } as unknown as Parameters<Razorpay['orders']['create']>[0]),
    );
    return { id: order.id, amount: Number(order.amount), currency: 'INR' };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = await this.call('fetch a payment', () => this.sdk.payments.fetch(paymentId));
    return toPayment(payment as unknown as RazorpayPaymentEntity);
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const list = await this.call("fetch an order's payments", () => this.sdk.orders.fetchPayments(orderId));
    return (list.items as unknown as RazorpayPaymentEntity[]).map(toPayment);
  }

  async capture(paymentId: string, amountPaise: number): Promise<GatewayPayment> {
    try {
      const payment = await this.call('capture a payment', () =>
        this.sdk.payments.capture(paymentId, amountPaise, 'INR'),
      );
      return toPayment(payment as unknown as RazorpayPaymentEntity);
    } catch (error) {
      // Captured meanwhile (automatic capture, or another process): the payment as it now stands.
      if (error instanceof GatewayRefusedError) {
        const payment = await this.fetchPayment(paymentId);
        if (payment.status === 'captured' || payment.status === 'refunded') return payment;
      }
      throw error;
    }
  }

  async refund(
    paymentId: string,
    amountPaise: number,
    options: { idempotencyKey: string; notes: Record<string, string> },
  ): Promise<GatewayRefund> {
    const answer = await this.call('refund a payment', () =>
      this.http.post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes: options.notes },
        { headers: { 'X-Refund-Idempotency': options.idempotencyKey } },
      ),
    );
    return toRefund(answer.data as RazorpayRefundEntity);
  }

  async fetchRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const list = await this.call("fetch a payment's refunds", () =>
      this.sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
    );
    return (list.items as unknown as RazorpayRefundEntity[]).map(toRefund);
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.options.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(hmacHex(this.options.webhookSecret, rawBody), signature);
  }

  /**
   * One call to Razorpay, tried again after a 429 (with growing pauses). What comes out is a GatewayRefusedError for
   * a 4xx (Razorpay's own description, in words), or a GatewayUnavailableError when Razorpay did not answer or
   * answered 5xx. Neither carries the SDK's error object, whose request settings hold the key secret.
   */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        const failure = describeFailure(error);
        const delay = this.retryDelaysMs[attempt];
        if (failure.status === 429 && delay !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, delay));
          continue;
        }
        // 409: Razorpay is still working on the same request (an idempotent refund being retried): not a refusal.
        if (
          failure.status !== undefined &&
          failure.status >= 400 &&
          failure.status < 500 &&
          failure.status !== 409
        ) {
          throw new GatewayRefusedError(failure.status, failure.description, failure.code);
        }
        throw new GatewayUnavailableError(
          `Razorpay could not ${what}: ${failure.status ?? 'no answer'} ${failure.description}`,
        );
      }
    }
  }
}

/**
 * What went wrong, from the SDK's `{statusCode, error}`, an axios error (the refund call), or the TypeError the SDK
 * throws when there was no answer at all: the status, Razorpay's code and description, nothing else.
 */
function describeFailure(error: unknown): {
  status: number | undefined;
  code: string | undefined;
  description: string;
} {
  const e = error as {
    statusCode?: number;
    error?: { code?: string; description?: string };
    response?: { status?: number; data?: { error?: { code?: string; description?: string } } };
    code?: string;
    message?: string;
  };
  const status = e.statusCode ?? e.response?.status;
  const detail = e.error ?? e.response?.data?.error;
  if (status !== undefined) {
    return { status, code: detail?.code, description: detail?.description ?? `HTTP ${status}` };
  }
  // No answer: a network error code (ECONNREFUSED, ECONNABORTED for a timeout) or the SDK's TypeError.
  return { status: undefined, code: e.code, description: e.code ?? 'no answer' };
}

function toPayment(p: RazorpayPaymentEntity): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id,
    amount: Number(p.amount),
    status: p.status as GatewayPaymentStatus,
    errorDescription: p.error_description ?? undefined,
  };
}

function toRefund(r: RazorpayRefundEntity): GatewayRefund {
  return {
    id: r.id,
    paymentId: r.payment_id,
    amount: Number(r.amount),
    status: r.status as GatewayRefundStatus,
    // Razorpay sends notes as [] when there are none.
    notes: r.notes && !Array.isArray(r.notes) ? r.notes : {},
  };
}

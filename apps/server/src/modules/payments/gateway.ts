import type { Buffer } from 'node:buffer';

export type GatewayMode = 'sandbox' | 'test' | 'live';

export interface GatewayOrder {
  id: string;
  amount: number; // paise
  currency: 'INR';
}

/** Razorpay's payment states: created → authorized → captured (→ refunded), or failed. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number; // paise
  status: GatewayPaymentStatus;
  /** Why it failed, in the gateway's words, for a failed payment. */
  errorDescription?: string | undefined;
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number; // paise
  status: GatewayRefundStatus;
  /** The notes the refund was made with; the ledger's row id travels in `refund_row`. */
  notes: Record<string, string>;
}

// The gateway's errors are shared: the HTTP error handler maps them to answers without importing this module.
export { GatewayRefusedError, GatewayUnavailableError } from '../../shared/errors.js';

/**
 * What the shop needs from a payment gateway. Razorpay implements it for real money; the sandbox implements it
 * offline with a secret of its own, signing exactly as Razorpay does, so every flow runs the same way in both.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox';
  /** Whether money moves: sandbox and Razorpay test keys do not. */
  readonly mode: GatewayMode;
  /** The public key the browser's checkout widget is opened with. */
  readonly keyId: string;
  /** An order whose payments the gateway captures by itself as soon as they are authorised. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment attempt made on an order (for the reconciliation pass). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorised payment for its whole amount; a payment already captured is answered as it is. */
  capture(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment. `idempotencyKey` makes a repeat of the same request answer the refund
   * already made instead of refunding again.
   */
  refund(
    paymentId: string,
    amountPaise: number,
    options: { idempotencyKey: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>;
  fetchRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The checkout's `razorpay_signature` for this order and payment. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** `X-Razorpay-Signature` over the webhook's raw body. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

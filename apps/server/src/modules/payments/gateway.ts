import type { Buffer } from 'node:buffer';

export interface GatewayOrder {
  id: string;
  amount: number; // paise
  currency: 'INR';
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number; // paise
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
}

export interface GatewayRefund {
  id: string;
  amount: number; // paise
}

/** The gateway could not be reached or refused the call; the customer may try again. */
export class GatewayUnavailableError extends Error {
  /** What the customer reads; a general "could not be reached" when unset. */
  readonly customerMessage: string | undefined;

  constructor(message: string, options: { cause?: unknown; customerMessage?: string } = {}) {
    super(message, { cause: options.cause });
    this.customerMessage = options.customerMessage;
  }
}

/**
 * What the shop needs from a payment gateway. Razorpay implements it for real money; the sandbox implements it
 * offline with a local secret, signing exactly as Razorpay does, so every flow runs the same way in both.
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key the browser's checkout widget is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
  /** The checkout's `razorpay_signature` for this order and payment. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** `X-Razorpay-Signature` over the webhook's raw body. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

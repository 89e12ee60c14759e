import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: hex HMAC-SHA256 with a shared secret. */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time, so the answer's timing leaks nothing about the expected signature. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The checkout signature: HMAC of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

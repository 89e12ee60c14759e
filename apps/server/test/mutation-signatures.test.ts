/**
 * Payment signatures (src/modules/payments/signatures.ts), as the checkout and the webhook see them: only the exact
 * HMAC-SHA256 hex of `order_id|payment_id` (or of the raw webhook body) with the secret is accepted; anything else,
 * of any length or letter case, is a refusal and never a crash. Written for mutation testing (npm run test:mutation).
 */
import { createOrderResponse, type ProductDetail } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex, paymentSignature, signatureMatches } from '../src/modules/payments/signatures.js';
import { createTestApp, json, type TestApp } from './harness.js';
import { lineFor, sellableProducts, Shopper } from './shopper.js';

const SECRET = 'mutation-testing-sandbox-secret';

let t: TestApp;
let products: ProductDetail[];
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_SECRET: SECRET } });
  products = await sellableProducts(t.app, 1);
});
afterAll(async () => t?.close());

describe('signatures', () => {
  it('are the hex HMAC-SHA256 Razorpay documents, the checkout one over order_id|payment_id', () => {
    // Known answers (openssl dgst -sha256 -hmac key).
    expect(hmacHex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    expect(hmacHex('key', Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    expect(paymentSignature('key', 'order_A', 'pay_B')).toBe(
      'ed19f04c58a89cf2e74be9060d613fb9a570e55a59de1f124c6d923252becd25',
    );
  });

  it('match only when equal, and answer false (not an error) for another length', () => {
    const right = 'ed19f04c58a89cf2e74be9060d613fb9a570e55a59de1f124c6d923252becd25';
    expect(signatureMatches(right, right)).toBe(true);
    expect(signatureMatches(right, `${right.slice(0, -1)}4`)).toBe(false);
    expect(signatureMatches(right, right.toUpperCase())).toBe(false);
    expect(signatureMatches(right, right.slice(0, -1))).toBe(false);
    expect(signatureMatches(right, `${right}5`)).toBe(false);
    expect(signatureMatches(right, '')).toBe(false);
  });
});

describe('POST /api/verify-payment', () => {
  async function paidSandboxOrder(quantity: number) {
    const shopper = await Shopper.start(t.app);
    const line = lineFor(products[0]!, quantity);
    const gatewayOrder = createOrderResponse.parse(json(await shopper.createOrder([line])));
    const payment = await shopper.sandboxPay(gatewayOrder.order_id);
    return { shopper, payment };
  }

  it('gives the widget the signature of order_id|payment_id with the secret, and accepts it', async () => {
    const { shopper, payment } = await paidSandboxOrder(1);
    expect(payment.razorpay_signature).toBe(
      hmacHex(SECRET, `${payment.razorpay_order_id}|${payment.razorpay_payment_id}`),
    );
    const verified = await shopper.post('/api/verify-payment', payment);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ status: 'success' });
  });

  it('refuses with 400 a signature one character off, in capitals, shorter or longer', async () => {
    const { shopper, payment } = await paidSandboxOrder(2);
    const right = payment.razorpay_signature;
    const last = right.at(-1) === '0' ? '1' : '0';
    for (const signature of [
      `${right.slice(0, -1)}${last}`,
      right.toUpperCase(),
      right.slice(0, -1),
      `${right}0`,
    ]) {
      const response = await shopper.post('/api/verify-payment', {
        ...payment,
        razorpay_signature: signature,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        status: 'failed',
        message: 'Payment verification failed. Please try again.',
      });
    }
  });
});

describe('POST /api/webhooks/razorpay', () => {
  const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
  const deliver = (signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });

  it('takes a body signed with the secret past the signature check', async () => {
    const response = await deliver(hmacHex(SECRET, body));
    expect(json<{ message?: string }>(response).message).not.toBe(
      'The webhook signature is missing or wrong.',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses with 400 a signature of the wrong secret or length, never with a crash', async () => {
    for (const signature of [hmacHex('another-secret', body), hmacHex(SECRET, body).slice(1), 'abc']) {
      const response = await deliver(signature);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'The webhook signature is missing or wrong.' });
    }
  });
});

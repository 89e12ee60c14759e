/**
 * NUL and other control characters in any text a client sends: refused with a 422 that says why, on every route
 * that stores or looks up text (PostgreSQL refuses NUL in a text column, which used to surface as a 500).
 */
import { MESSAGES } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.js';
import { Shopper, keralaAddress, lineFor, sellableProducts } from './shopper.js';

let t: TestApp;
let shopper: Shopper;
let productId: number;
let gatewayOrderId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await Shopper.start(t.app);
  const [product] = await sellableProducts(t.app, 1);
  productId = product!.id;
  const created = await shopper.createOrder([lineFor(product!, 1)]);
  gatewayOrderId = json<{ order_id: string }>(created).order_id;
});
afterAll(async () => t?.close());

const CONTROL = ['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085'];

const NOT_A_PAYMENT_REFERENCE = 'This is not a payment reference.';

function expectRefused(
  response: { statusCode: number; body: string },
  where: string,
  message: string = MESSAGES.controlCharacters,
) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(422);
  expect(json<{ message: string }>(response).message, where).toBe(message);
}

describe('control characters in text fields', () => {
  const cases: [string, string, (bad: string) => object][] = [
    [
      'POST',
      '/api/reviews',
      (bad) => ({ product_id: 0, name: `Lakshmi${bad}`, review: 'Good.', start_ratings: 4 }),
    ],
    [
      'POST',
      '/api/reviews',
      (bad) => ({ product_id: 0, name: 'Lakshmi', review: `Good${bad}`, start_ratings: 4 }),
    ],
    ['POST', '/api/customer.update', (bad) => ({ name: `Asha${bad}` })],
    ['POST', '/api/addresses', (bad) => ({ ...keralaAddress, city: `Wandoor${bad}` })],
    ['POST', '/api/addresses', (bad) => ({ ...keralaAddress, landmark: `Temple${bad}` })],
    ['POST', '/api/addresses', (bad) => ({ ...keralaAddress, address: `House${bad}` })],
    [
      'POST',
      '/api/verify-payment',
      (bad) => ({ razorpay_order_id: 'order_x', razorpay_payment_id: `pay${bad}`, razorpay_signature: 'ab' }),
    ],
    [
      'POST',
      '/api/store_order_user',
      (bad) => ({ payment_method: 'RAZORPAY', razorpay_order_id: `o${bad}`, razorpay_payment_id: 'pay_x' }),
    ],
    [
      'POST',
      '/api/store_order_user',
      (bad) => ({
        payment_method: 'RAZORPAY',
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: 'pay_x',
        special_instructions: `Call first${bad}`,
      }),
    ],
    ['POST', '/api/sandbox/payments', (bad) => ({ order_id: `order_${bad}`, outcome: 'success' })],
  ];

  it.each(cases)('%s %s refuses them with a 422', async (method, url, body) => {
    for (const bad of CONTROL) {
      const payload = body(bad) as Record<string, unknown>;
      if (payload.product_id === 0) payload.product_id = productId;
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      const gatewayField =
        /razorpay_|order_id/.test(JSON.stringify(Object.keys(payload))) &&
        !('special_instructions' in payload);
      expectRefused(
        response,
        `${url} ${JSON.stringify(bad)}`,
        gatewayField ? NOT_A_PAYMENT_REFERENCE : undefined,
      );
    }
  });

  it('refuses them at registration, with the control-character message on the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer.store',
      payload: {
        name: 'Asha\u0000',
        email: 'nul@example.com',
        mobile: '9847012345',
        password: 'secret12',
        gender: 'Female',
      },
    });
    expectRefused(response, 'customer.store');
    expect(json<{ errors: Record<string, string[]> }>(response).errors.name).toEqual([
      MESSAGES.controlCharacters,
    ]);
  });

  it('refuses them in a search and a crop group, which are looked up in the database', async () => {
    for (const url of ['/api/products/search?q=oil%00', '/api/whatInFarms-Category?category=Fruits%00']) {
      expectRefused(await t.app.inject({ method: 'GET', url }), url);
    }
  });

  it('keeps line breaks and tabs where a customer may type them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        product_id: productId,
        name: 'Lakshmi',
        review: 'Good oil.\nWill buy again.\tThanks',
        start_ratings: 4,
      },
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(response.statusCode).toBe(201);
  });
});

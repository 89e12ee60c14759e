import { MESSAGES, STAFF_MESSAGES } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, STAFF_ORIGIN, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('the router’s own refusals', () => {
  it('a broken %-code answers 400 in the shop’s words, without echoing the address', async () => {
    for (const url of ['/api/%zz', '/api/products/%E0%A4%A', '/api/admin/orders/%<script>x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: MESSAGES.badAddress });
      expect(response.body).not.toContain('/api/');
      expect(response.body).not.toMatch(/zz|E0|script/);
    }
  });

  it('a part of the address longer than the router reads answers 414 in the shop’s words', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/order/${'9'.repeat(200)}/invoice.pdf` });
    expect(response.statusCode).toBe(414);
    expect(json(response)).toEqual({ message: MESSAGES.addressTooLong });
    expect(response.body).not.toContain('999');
  });
});

describe('the staff API’s Origin check', () => {
  // The router decodes `%61` to `a` and matches the staff route; the check used to read the raw URL and let it by.
  it.each(['/api/%61dmin/session', '/api/adm%69n/session', '/api/admin/session?x=1'])(
    'refuses a change from another site sent to %s',
    async (url) => {
      const signIn = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'owner@farm.example', password: 'monsoon-harvest-42' },
        headers: { origin: 'https://attacker.example' },
      });
      expect(signIn.statusCode).toBe(403);
      expect(json(signIn)).toEqual({ message: STAFF_MESSAGES.foreignOrigin });
    },
  );

  it('lets the shop’s own pages through the same encoded address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/%61dmin/session',
      payload: { email: 'nobody@farm.example', password: 'monsoon-harvest-42' },
      headers: { origin: STAFF_ORIGIN },
    });
    // Past the Origin check: the sign-in itself answers (no such member).
    expect(response.statusCode).toBe(401);
  });
});

import { adminProductsResponse, stockDetail, stockListResponse } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORIGIN, createTestApp, json, signInStaff, type TestApp } from './harness.js';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInStaff(t, 'stock-list');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: STAFF_ORIGIN, cookie: cookies.packer } });

const list = async (query = '') => {
  const response = await call('GET', `/api/admin/stock${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return stockListResponse.parse(json(response)).sizes;
};

describe('the Stock page’s list', () => {
  it('lists every size of the shop, counted or not: the counted first, fewest available first', async () => {
    const before = await list();
    // The demo counts only the sizes of its lots (seed/demo-lots.ts, 30 or more each, listed first); every size of every
    // product in the shop is there, the others to start counting from.
    const products = adminProductsResponse
      .parse(
        json(
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/products',
            headers: { cookie: cookies.manager },
          }),
        ),
      )
      .data.filter((product) => !product.hidden);
    const sizes = products.flatMap((product) => product.sizes.map((size) => size.id));
    expect(before.map((size) => size.product_size_id).sort((a, b) => a - b)).toEqual(
      [...sizes].sort((a, b) => a - b),
    );
    const counted = before.filter((size) => size.stock_count !== null);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((size) => size.available !== null && size.available >= 30)).toBe(true);
    expect(before.slice(0, counted.length)).toEqual(counted);
    const uncounted = before.slice(counted.length);
    expect(uncounted.every((size) => size.stock_count === null && size.available === null)).toBe(true);

    // Start counting two sizes straight from the list (what the page's "Start counting" sends).
    const [first, second] = uncounted;
    for (const [size, count] of [
      [first!, 9],
      [second!, 3],
    ] as const) {
      const started = await call('POST', `/api/admin/stock/${size.product_size_id}`, {
        action: 'count',
        count,
        reason: 'Started counting from the stock list',
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(stockDetail.parse(json(started)).level.stock_count).toBe(count);
    }

    const after = await list();
    expect(after).toHaveLength(before.length);
    expect(after.slice(0, 2).map((size) => [size.product_size_id, size.available])).toEqual([
      [second!.product_size_id, 3],
      [first!.product_size_id, 9],
    ]);
    expect(after.slice(2 + counted.length).every((size) => size.stock_count === null)).toBe(true);

    // Running low: counted sizes only.
    expect((await list('?low=1')).map((size) => size.product_size_id)).toEqual([second!.product_size_id]);
  });
});

import { REVIEW_MESSAGES, productResponse, productReviewsResponse, review } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, json, registerCustomer, type TestApp } from './harness.js';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  const categories = json<{ products: { id: number }[] }[]>(
    await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  productId = categories[0]!.products[0]!.id;
});
afterAll(async () => t?.close());

const postReview = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(token), payload });

describe('POST /api/reviews', () => {
  it('publishes a review by the signed-in customer, whatever user_id the body names', async () => {
    const author = await registerCustomer(t.app, { name: 'Author' });
    const other = await registerCustomer(t.app, { name: 'Other' });
    const response = await postReview(author.token, {
      product_id: productId,
      name: 'Sreeja',
      review: 'Smells like my grandmother\'s kitchen. <script>alert("x")</script>',
      start_ratings: 4.5,
      user_id: other.user.id,
    });
    expect(response.statusCode).toBe(201);
    const body = z.object({ message: z.string(), review }).parse(json(response));
    expect(body.message).toBe(REVIEW_MESSAGES.thanks);
    expect(body.review).toMatchObject({ product_id: productId, user_id: author.user.id, start_ratings: 4.5 });
    // Plain text in, the same plain text out: rendering it safely is the page's job.
    expect(body.review.review).toBe('Smells like my grandmother\'s kitchen. <script>alert("x")</script>');

    const page = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })),
    );
    expect(page.product.reviews[0]?.id).toBe(body.review.id);
    expect(page.product.rating).toEqual({ average: 4.5, count: 1 });

    await postReview(author.token, {
      product_id: String(productId),
      name: 'Sreeja',
      review: 'Again',
      start_ratings: '2',
    });
    const list = productReviewsResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product-reviews?product_id=${productId}` })),
    );
    expect(list.reviews.map((r) => r.review)).toEqual(['Again', body.review.review]);
    const after = productResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })),
    );
    expect(after.product.rating).toEqual({ average: 3.3, count: 2 });
  });

  it.each([0, 0.5, 3, 5])('accepts the rating %s', async (rating) => {
    const { token } = await registerCustomer(t.app);
    const response = await postReview(token, {
      product_id: productId,
      name: 'N',
      review: 'R',
      start_ratings: rating,
    });
    expect(response.statusCode).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no name', { name: '' }, 'name', REVIEW_MESSAGES.nameRequired],
    ['no review text', { review: '   ' }, 'review', REVIEW_MESSAGES.reviewRequired],
    ['a rating above 5', { start_ratings: 5.5 }, 'start_ratings', REVIEW_MESSAGES.ratingRange],
    ['a negative rating', { start_ratings: -1 }, 'start_ratings', REVIEW_MESSAGES.ratingRange],
    ['a rating off the half steps', { start_ratings: 3.3 }, 'start_ratings', REVIEW_MESSAGES.ratingStep],
    ['no rating', { start_ratings: undefined }, 'start_ratings', REVIEW_MESSAGES.ratingRange],
    ['no product', { product_id: undefined }, 'product_id', 'Choose the product to review.'],
  ];
  it.each(invalid)('refuses %s', async (_label, change, field, message) => {
    const { token } = await registerCustomer(t.app);
    const response = await postReview(token, {
      product_id: productId,
      name: 'N',
      review: 'R',
      start_ratings: 4,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors[field]?.[0]).toBe(message);
  });

  it('answers 404 for a product that does not exist and 401 when signed out', async () => {
    const { token } = await registerCustomer(t.app);
    const missing = await postReview(token, { product_id: 999999, name: 'N', review: 'R', start_ratings: 4 });
    expect(missing.statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { product_id: productId, name: 'N', review: 'R', start_ratings: 4 },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

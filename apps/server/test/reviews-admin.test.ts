import {
  REVIEWS_ADMIN_MESSAGES,
  REVIEW_REPLY_MAX_LENGTH,
  STAFF_MESSAGES,
  adminReviewAnswer,
  adminReviewsResponse,
  auditResponse,
  productResponse,
  productReviewsResponse,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../src/db/schema.js';
import {
  bearer,
  createTestApp,
  eventually,
  json,
  registerCustomer,
  type TestApp,
  signInStaff,
} from './harness.js';

let t: TestApp;
const ORIGIN = 'http://localhost:80';
const cookies: Record<string, string> = {};
let productId: number;
let reviewId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
  Object.assign(cookies, await signInStaff(t, 'reviews'));
  const categories = json<{ products: { id: number }[] }[]>(
    await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  productId = categories.flatMap((c) => c.products.map((p) => p.id)).at(-1)!;
  // Two reviews of one product: 5 and 2 stars, so hiding one moves the average.
  for (const [name, stars] of [
    ['Lakshmi Nair', 5],
    ['Arun Pillai', 2],
  ] as const) {
    const author = await registerCustomer(t.app, { name });
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(author.token),
      payload: {
        product_id: productId,
        name: name.split(' ')[0],
        review: `${stars} stars from me.`,
        start_ratings: stars,
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    reviewId = json<{ review: { id: number } }>(written).review.id;
  }
});
afterAll(async () => t?.close());

type Role = 'owner' | 'manager' | 'packer';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie: cookies[role]! }, payload });
const product = async () =>
  productResponse.parse(json(await t.app.inject({ method: 'GET', url: `/api/product/${productId}` })))
    .product;
const publicReviews = async () =>
  productReviewsResponse.parse(
    json(await t.app.inject({ method: 'GET', url: `/api/product-reviews?product_id=${productId}` })),
  ).reviews;

describe('review moderation', () => {
  it('lists reviews newest first, by product and by whole stars, paged', async () => {
    const all = await call('manager', 'GET', `/api/admin/reviews?product_id=${productId}&per_page=1`);
    expect(all.statusCode, all.body).toBe(200);
    const page = adminReviewsResponse.parse(json(all));
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ id: reviewId, name: 'Arun', start_ratings: 2, hidden_at: null });
    const twoStars = adminReviewsResponse.parse(
      json(await call('manager', 'GET', `/api/admin/reviews?product_id=${productId}&rating=2`)),
    );
    expect(twoStars.data.map((row) => row.id)).toEqual([reviewId]);
    const bad = await call('manager', 'GET', '/api/admin/reviews?rating=9');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { rating: [REVIEWS_ADMIN_MESSAGES.ratingInvalid] } });
  });

  it('takes a hidden review out of the product page and its rating, and brings it back on show', async () => {
    const before = await product();
    expect(before.reviews.map((row) => row.id)).toContain(reviewId);
    const hidden = await call('manager', 'POST', `/api/admin/reviews/${reviewId}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(adminReviewAnswer.parse(json(hidden))).toMatchObject({ message: REVIEWS_ADMIN_MESSAGES.hidden });
    const after = await product();
    expect(after.reviews.map((row) => row.id)).not.toContain(reviewId);
    expect(after.rating.count).toBe(before.rating.count - 1);
    expect(after.rating.average).toBeGreaterThan(before.rating.average);
    expect((await publicReviews()).map((row) => row.id)).not.toContain(reviewId);
    // The structured data search engines read follows the same rating.
    const page = await t.app.inject({ method: 'GET', url: `/product/${after.product_slug}-${productId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`"reviewCount":${after.rating.count}`);
    expect(page.body).not.toContain(`"reviewCount":${before.rating.count}`);

    const shown = await call('manager', 'POST', `/api/admin/reviews/${reviewId}/show`);
    expect(shown.statusCode).toBe(200);
    expect(json(shown)).toMatchObject({ message: REVIEWS_ADMIN_MESSAGES.shown, review: { hidden_at: null } });
    expect((await product()).rating).toEqual(before.rating);
  });

  it('reaches another server process within a second (the reviews row trigger drops its cached product)', async () => {
    const before = await product();
    // As another process would: straight to the database, past this app's own cache.
    await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reviewId));
    const started = Date.now();
    const hidden = await eventually(product, (seen) => seen.rating.count === before.rating.count - 1);
    expect(hidden.rating.count).toBe(before.rating.count - 1);
    expect(Date.now() - started).toBeLessThan(1000);
    await t.database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, reviewId));
    const shown = await eventually(product, (seen) => seen.rating.count === before.rating.count);
    expect(shown.rating).toEqual(before.rating);
  });

  it('publishes the farm’s reply under the review, and removes it', async () => {
    const replied = await call('manager', 'PUT', `/api/admin/reviews/${reviewId}/reply`, {
      reply: '  Thank you, Arun: the next pressing is milder.  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(json(replied)).toMatchObject({
      review: { reply: 'Thank you, Arun: the next pressing is milder.' },
    });
    const shown = (await publicReviews()).find((row) => row.id === reviewId)!;
    expect(shown.reply).toBe('Thank you, Arun: the next pressing is milder.');
    expect(shown.replied_at).toBeTruthy();
    expect((await product()).reviews.find((row) => row.id === reviewId)!.reply).toBe(shown.reply);

    for (const [reply, message] of [
      ['   ', REVIEWS_ADMIN_MESSAGES.replyRequired],
      ['x'.repeat(REVIEW_REPLY_MAX_LENGTH + 1), REVIEWS_ADMIN_MESSAGES.replyTooLong],
    ] as const) {
      const refused = await call('manager', 'PUT', `/api/admin/reviews/${reviewId}/reply`, { reply });
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toMatchObject({ errors: { reply: [message] } });
    }

    const removed = await call('manager', 'DELETE', `/api/admin/reviews/${reviewId}/reply`);
    expect(removed.statusCode).toBe(200);
    expect((await publicReviews()).find((row) => row.id === reviewId)!.reply ?? null).toBeNull();
  });

  it('writes audit rows with before and after', async () => {
    const trail = auditResponse.parse(
      json(await call('owner', 'GET', '/api/admin/audit?action=review.hide')),
    );
    expect(trail.data[0]).toMatchObject({
      action: 'review.hide',
      entity: 'review',
      entity_id: String(reviewId),
      actor: 'manager.reviews@farm.example',
      before: { hidden: false },
      after: { hidden: true },
    });
    const replies = auditResponse.parse(
      json(await call('owner', 'GET', '/api/admin/audit?action=review.reply')),
    );
    expect(replies.data[0]).toMatchObject({
      before: { reply: null },
      after: { reply: 'Thank you, Arun: the next pressing is milder.' },
    });
  });

  it('answers 404 for an unknown review and 403 to a packer', async () => {
    expect((await call('manager', 'POST', '/api/admin/reviews/999999/hide')).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/admin/reviews'],
      ['POST', `/api/admin/reviews/${reviewId}/hide`],
      ['PUT', `/api/admin/reviews/${reviewId}/reply`],
    ] as const) {
      const refused = await call('packer', method, url, method === 'PUT' ? { reply: 'x' } : undefined);
      expect(refused.statusCode, url).toBe(403);
      expect(json(refused)).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
  });
});

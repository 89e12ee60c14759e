import {
  REVIEW_MESSAGES,
  productResponse,
  productReviewsResponse,
  review,
  reviewNameMessage,
} from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { orders, reviews } from '../src/db/schema.js';
import { REVIEWS_PER_ACCOUNT } from '../src/modules/reviews/service.js';
import {
  STAFF_ORIGIN,
  bearer,
  createTestApp,
  eventually,
  json,
  registerCustomer,
  signInStaff,
  type TestApp,
} from './harness.js';
import { Shopper, lineFor, sellableProducts } from './shopper.js';
import { countStatements } from '../src/db/client.js';

let t: TestApp;
let productIds: number[];
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_CHECK_MS: '20' } });
  const categories = json<{ products: { id: number }[] }[]>(
    await t.app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  productIds = categories.flatMap((c) => c.products.map((p) => p.id));
  productId = productIds[0]!;
});
afterAll(async () => t?.close());

const postReview = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(token), payload });
const productPage = async (id = productId) =>
  productResponse.parse(json(await t.app.inject({ method: 'GET', url: `/api/product/${id}` }))).product;
const written = z.object({ message: z.string(), review });

describe('POST /api/reviews', () => {
  it('publishes a review by the signed-in customer, under their own name, whatever user_id the body names', async () => {
    const author = await registerCustomer(t.app, { name: 'Sreeja Menon' });
    const other = await registerCustomer(t.app, { name: 'Other Person' });
    const response = await postReview(author.token, {
      product_id: productId,
      name: 'Sreeja',
      review: 'Smells like my grandmother\'s kitchen. <script>alert("x")</script>',
      start_ratings: 4.5,
      user_id: other.user.id,
    });
    expect(response.statusCode).toBe(201);
    const body = written.parse(json(response));
    expect(body.message).toBe(REVIEW_MESSAGES.thanks);
    expect(body.review).toMatchObject({
      product_id: productId,
      user_id: author.user.id,
      name: 'Sreeja',
      start_ratings: 4.5,
      verified_purchase: false,
    });
    // Plain text in, the same plain text out: rendering it safely is the page's job.
    expect(body.review.review).toBe('Smells like my grandmother\'s kitchen. <script>alert("x")</script>');
    const page = await productPage();
    expect(page.reviews[0]?.id).toBe(body.review.id);
    expect(page.rating).toEqual({ average: 4.5, count: 1 });
  });

  it("edits the customer's review when they write again: one review per customer and product", async () => {
    const author = await registerCustomer(t.app, { name: 'Devika Rao' });
    const id = productIds[1]!;
    const first = written.parse(
      json(
        await postReview(author.token, {
          product_id: id,
          name: 'Devika Rao',
          review: 'Good',
          start_ratings: 5,
        }),
      ),
    );
    const again = await postReview(author.token, {
      product_id: String(id),
      name: 'devika r.',
      review: 'Good, but the lid leaked',
      start_ratings: '2',
    });
    expect(again.statusCode).toBe(200);
    const edited = written.parse(json(again));
    expect(edited.message).toBe(REVIEW_MESSAGES.updated);
    expect(edited.review).toMatchObject({ id: first.review.id, name: 'Devika R.', start_ratings: 2 });
    const list = productReviewsResponse.parse(
      json(await t.app.inject({ method: 'GET', url: `/api/product-reviews?product_id=${id}` })),
    );
    expect(list.reviews.map((r) => [r.id, r.review])).toEqual([
      [first.review.id, 'Good, but the lid leaked'],
    ]);
    expect((await productPage(id)).rating).toEqual({ average: 2, count: 1 });
    // Two at once still make one.
    await Promise.all(
      [3, 4].map((rating) =>
        postReview(author.token, { product_id: id, name: 'Devika', review: 'Race', start_ratings: rating }),
      ),
    );
    expect((await productPage(id)).rating.count).toBe(1);
  });

  it("refuses a name that is not a form of the account's name, saying which forms it may take", async () => {
    const { token } = await registerCustomer(t.app, { name: 'Anil Kumar' });
    const response = await postReview(token, {
      product_id: productId,
      name: 'Happy Customer',
      review: 'Great',
      start_ratings: 5,
    });
    expect(response.statusCode).toBe(422);
    const message = reviewNameMessage('Anil Kumar');
    expect(message).toBe('Reviews show the name on your account: choose “Anil Kumar”, “Anil” or “Anil K.”.');
    expect(json(response)).toEqual({ message, errors: { name: [message] } });
  });

  it('marks a review "Verified purchase" only when its author has a delivered order, not fully refunded, holding the product', async () => {
    const [product] = await sellableProducts(t.app, 1);
    const line = lineFor(product!, 1);
    const staff = await signInStaff(t, 'verified');
    const desk = async (url: string, payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: STAFF_ORIGIN, cookie: staff.owner },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const moveTo = async (orderId: number, ...statuses: string[]) => {
      for (const status of statuses) {
        await desk(`/api/admin/orders/${orderId}/status`, {
          status,
          ...(status === 'Shipped' ? { courier: 'India Post', tracking_number: 'EK123456789IN' } : {}),
          ...(status === 'Cancelled' ? { note: 'Out of stock' } : {}),
        });
      }
    };
    /** A customer who paid for the product and reviewed it; their order's id and whether the review is verified. */
    const buyerWhoReviewed = async () => {
      const buyer = await Shopper.start(t.app);
      const created = json<{ order_id: string }>(await buyer.createOrder([line]));
      const payment = await buyer.sandboxPay(created.order_id);
      const stored = await buyer.store(payment, [line]);
      expect(stored.statusCode, stored.body).toBe(201);
      const order = json<{ order: { id: number; total_amount: number } }>(stored).order;
      const response = await postReview(buyer.token, {
        product_id: product!.id,
        name: 'Lakshmi Nair',
        review: 'Lovely',
        start_ratings: 5,
      });
      expect(response.statusCode, response.body).toBe(201);
      return { buyer, order, written: written.parse(json(response)).review.verified_purchase };
    };
    const verified = async () => {
      const shown = productReviewsResponse.parse(
        json(await t.app.inject({ method: 'GET', url: `/api/product-reviews?product_id=${product!.id}` })),
      ).reviews;
      return (buyer: Shopper) => shown.find((r) => r.user_id === buyer.userId)?.verified_purchase;
    };

    const cancelled = await buyerWhoReviewed();
    await moveTo(cancelled.order.id, 'Cancelled');
    const undelivered = await buyerWhoReviewed();
    await moveTo(undelivered.order.id, 'Accepted', 'Packed', 'Shipped');
    const refunded = await buyerWhoReviewed();
    await moveTo(refunded.order.id, 'Accepted', 'Packed', 'Shipped', 'Delivered');
    await desk(`/api/admin/orders/${refunded.order.id}/refunds`, {
      amount: refunded.order.total_amount,
      reason: 'The jar arrived broken',
    });
    const delivered = await buyerWhoReviewed();
    // Paid but not yet delivered when the review is written: not verified yet; the product's page says so too.
    expect(delivered.written).toBe(false);
    const before = await productPage(product!.id);
    expect(before.reviews.find((r) => r.user_id === delivered.buyer.userId)?.verified_purchase).toBe(false);
    await moveTo(delivered.order.id, 'Accepted', 'Packed', 'Shipped');
    // Delivered by another process, while this one holds the product's page in its cache: the database tells it.
    await t.services.contentWatcher.check();
    await eventually(
      () => countStatements(() => productPage(product!.id)),
      (queries) => queries === 0,
    );
    await t.database.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, delivered.order.id));

    const mark = await verified();
    expect(mark(cancelled.buyer)).toBe(false);
    expect(mark(undelivered.buyer)).toBe(false);
    expect(mark(refunded.buyer)).toBe(false);
    expect(mark(delivered.buyer)).toBe(true);
    // The product's cached page follows the delivery (its customer's review is on it).
    const page = await eventually(
      () => productPage(product!.id),
      (answer) => answer.reviews.some((r) => r.user_id === delivered.buyer.userId && r.verified_purchase),
    );
    expect(page.reviews.filter((r) => r.verified_purchase).map((r) => r.user_id)).toEqual([
      delivered.buyer.userId,
    ]);
  });

  it(`lets one account write at most ${REVIEWS_PER_ACCOUNT.points} reviews an hour`, async () => {
    const { token } = await registerCustomer(t.app, { name: 'Busy Writer' });
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEWS_PER_ACCOUNT.points; i++) {
      const id = productIds[i % productIds.length]!;
      statuses.push(
        (await postReview(token, { product_id: id, name: 'Busy', review: `Try ${i}`, start_ratings: 3 }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200 || s === 201)).toBe(true);
    const refused = await postReview(token, {
      product_id: productId,
      name: 'Busy',
      review: 'x',
      start_ratings: 3,
    });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: REVIEW_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('drops only the reviewed product from the cache, here and in other processes', async () => {
    const [a, b] = [productIds[2]!, productIds[3]!];
    const queriesFor = (url: string) => countStatements(() => t.app.inject({ method: 'GET', url }));
    // Warm the cache until it answers alone: reviews written by earlier tests may still be on their way to it.
    await t.services.contentWatcher.check();
    for (const url of [`/api/product/${a}`, `/api/product/${b}`, '/api/homepage']) {
      await eventually(
        () => queriesFor(url),
        (queries) => queries === 0,
      );
    }
    const { token } = await registerCustomer(t.app, { name: 'Cache Tester' });
    await postReview(token, { product_id: a, name: 'Cache Tester', review: 'Fine', start_ratings: 4 });
    expect(await queriesFor(`/api/product/${b}`)).toBe(0);
    expect(await queriesFor('/api/homepage')).toBe(0);
    expect((await productPage(a)).reviews[0]?.review).toBe('Fine');

    // Another process's review reaches this one's cache through the database, and still only for its product.
    await queriesFor(`/api/product/${a}`);
    await t.database.db
      .insert(reviews)
      .values({ productId: a, name: 'Elsewhere', review: 'From another process', ratingHalves: 6 });
    const seen = await eventually(productPage.bind(null, a), (p) =>
      p.reviews.some((r) => r.name === 'Elsewhere'),
    );
    expect(seen.reviews.some((r) => r.name === 'Elsewhere')).toBe(true);
    expect(await queriesFor(`/api/product/${b}`)).toBe(0);
  });

  it.each([0, 0.5, 3, 5])('accepts the rating %s', async (rating) => {
    const { token } = await registerCustomer(t.app, { name: 'N' });
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
    const { token } = await registerCustomer(t.app, { name: 'N' });
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
    const { token } = await registerCustomer(t.app, { name: 'N' });
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

import { z } from 'zod';
import { idString, pageNumber, text } from './common.js';
import { RATING_MAX, RATING_MIN, RATING_STEP } from './constants.js';
import { bodyId, requiredText } from './customers.js';
import { REVIEW_MESSAGES } from './messages.js';

// Reviews (domain): what the product page shows and a customer writes, and the console's list, hiding and replies.

export const review = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    user_id: z.number().int().nullable(),
    name: z.string(),
    review: z.string(),
    start_ratings: z.number(),
    created_at: z.string(),
    /** The author bought this product: a delivered order of theirs, not fully refunded, holds it. */
    verified_purchase: z.boolean(),
    /** The farm's public answer, shown under the review. */
    reply: z.string().nullable().optional(),
    replied_at: z.string().nullable().optional(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;

export const productReviewsQuery = z.object({ product_id: idString });
export const productReviewsResponse = z.object({ reviews: z.array(review) });

export const reviewBody = z.object({
  product_id: bodyId('Choose the product to review.'),
  name: requiredText(REVIEW_MESSAGES.nameRequired, 120),
  review: requiredText(REVIEW_MESSAGES.reviewRequired, 5000),
  start_ratings: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: REVIEW_MESSAGES.ratingRange,
      },
    )
    .refine((value) => value >= RATING_MIN && value <= RATING_MAX, REVIEW_MESSAGES.ratingRange)
    .refine((value) => Number.isInteger(value / RATING_STEP), REVIEW_MESSAGES.ratingStep),
});
export type ReviewBody = z.input<typeof reviewBody>;

// ---- The console ----

/** The console's review list: 25 a page unless asked, at most 100. */
export const REVIEWS_ADMIN_PAGE = { size: 25, maxSize: 100 } as const;
/** The farm's reply under a review: plain text, this long at most. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;

export const REVIEWS_ADMIN_MESSAGES = {
  noSuchReview: 'There is no such review.',
  hidden: 'The review is hidden: it no longer counts in the product’s rating.',
  shown: 'The review is shown again and counts in the product’s rating.',
  replyRequired: 'Write the reply.',
  replyTooLong: `Keep the reply to at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
  replySaved: 'The reply is published under the review.',
  replyRemoved: 'The reply is removed.',
  pageInvalid: 'Ask for a page from 1 on.',
  ratingInvalid: 'Choose a rating from 1 to 5.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeReversed: 'The end date must be on or after the start date.',
} as const;

const page = (fallback: number, max: number) => pageNumber(fallback, max, REVIEWS_ADMIN_MESSAGES.pageInvalid);

export const adminReviewsQuery = z.object({
  product_id: idString.optional(),
  /** Whole stars: 4 finds 4 and 4.5. */
  rating: z.coerce
    .number({ error: REVIEWS_ADMIN_MESSAGES.ratingInvalid })
    .int(REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .min(0, REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .max(5, REVIEWS_ADMIN_MESSAGES.ratingInvalid)
    .optional(),
  page: page(1, 100_000),
  per_page: page(REVIEWS_ADMIN_PAGE.size, REVIEWS_ADMIN_PAGE.maxSize),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  name: z.string(),
  review: z.string(),
  start_ratings: z.number(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type AdminReview = z.output<typeof adminReview>;

export const adminReviewsResponse = z.object({
  data: z.array(adminReview),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const adminReviewAnswer = z.object({ message: z.string(), review: adminReview });

export const reviewReplyBody = z.object({
  reply: text({ error: REVIEWS_ADMIN_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEWS_ADMIN_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX_LENGTH, REVIEWS_ADMIN_MESSAGES.replyTooLong),
});

import {
  REVIEWS_ADMIN_MESSAGES,
  adminReviewAnswer,
  adminReviewsQuery,
  adminReviewsResponse,
  errorBody,
  idParams,
  reviewReplyBody,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import type { ReviewAdminService } from './admin-service.js';
import { hideAndShowRoutes, staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Staff'];
const staff = 'reviews.moderate' as const;

/** Review moderation in the console (permission reviews.moderate). */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ reviewsAdmin: ReviewAdminService }> = async (
  app,
  { reviewsAdmin },
) => {
  app.get(
    '/admin/reviews',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Reviews, newest first, hidden ones too; by product and by whole stars, paged',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => reviewsAdmin.list(request.query),
  );

  hideAndShowRoutes(app, {
    path: '/admin/reviews',
    staff,
    tags,
    summaries: {
      hide: 'Hide a review: it leaves the product page and the product’s rating',
      show: 'Show a hidden review again',
    },
    answer: adminReviewAnswer,
    set: async (id, hidden, by) => ({
      message: hidden ? REVIEWS_ADMIN_MESSAGES.hidden : REVIEWS_ADMIN_MESSAGES.shown,
      review: await reviewsAdmin.setHidden(id, hidden, by),
    }),
  });

  app.put(
    '/admin/reviews/:id/reply',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'The farm’s public reply under a review (plain text)',
        params: idParams,
        body: reviewReplyBody,
        response: { 200: adminReviewAnswer, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      message: REVIEWS_ADMIN_MESSAGES.replySaved,
      review: await reviewsAdmin.setReply(request.params.id, request.body.reply, staffActorOf(request)),
    }),
  );

  app.delete(
    '/admin/reviews/:id/reply',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Remove the farm’s reply under a review',
        params: idParams,
        response: { 200: adminReviewAnswer, ...refused, 404: errorBody },
      },
    },
    async (request) => ({
      message: REVIEWS_ADMIN_MESSAGES.replyRemoved,
      review: await reviewsAdmin.setReply(request.params.id, null, staffActorOf(request)),
    }),
  );
};

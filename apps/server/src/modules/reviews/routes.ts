import { REVIEW_MESSAGES, errorBody, review, reviewBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/auth.js';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../shared/read-cache.js';
import { reviewAdminRoutes } from './admin-routes.js';
import { ReviewAdminService } from './admin-service.js';
import type { ReviewService } from './service.js';

export const reviewRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewService;
}> = async (app, { reviews }) => {
  app.post(
    '/reviews',
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['Catalogue'],
        summary:
          'Review a product (201), or edit your review of it (200); the author is the signed-in customer, shown under a form of their own name',
        body: reviewBody,
        response: {
          200: z.object({ message: z.string(), review }),
          201: z.object({ message: z.string(), review }),
          429: errorBody,
          401: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { review: written, created } = await reviews.write(callerOf(request).user, request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ message: created ? REVIEW_MESSAGES.thanks : REVIEW_MESSAGES.updated, review: written });
    },
  );
};

/** The reviews module's routes under /api: customers' reviews, and the staff's moderation. */
export const register: FastifyPluginAsyncZod<{ reviews: ReviewService; db: Db; cache: ReadCache }> = async (
  app,
  { reviews, db, cache },
) => {
  await app.register(reviewRoutes, { reviews });
  await app.register(reviewAdminRoutes, { reviewsAdmin: new ReviewAdminService(db, cache) });
};

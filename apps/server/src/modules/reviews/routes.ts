import { REVIEW_MESSAGES, errorBody, review, reviewBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCustomer } from '../../http/auth.js';
import type { CustomerService } from '../customers/service.js';
import type { ReviewService } from './service.js';

export const reviewRoutes: FastifyPluginAsyncZod<{
  customers: CustomerService;
  reviews: ReviewService;
}> = async (app, { customers, reviews }) => {
  app.post(
    '/reviews',
    {
      onRequest: requireCustomer(customers),
      schema: {
        tags: ['Catalogue'],
        security: [{ bearerAuth: [] }],
        summary: 'Review a product; the author is the signed-in customer whatever the body says',
        body: reviewBody,
        response: {
          201: z.object({ message: z.string(), review }),
          401: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const created = await reviews.create(callerOf(request).user.id, request.body);
      return reply.code(201).send({ message: REVIEW_MESSAGES.thanks, review: created });
    },
  );
};

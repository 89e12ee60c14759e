import { healthBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'error', database: 'down' });
      }
    },
  );
};

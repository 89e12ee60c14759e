import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonBody } from '../shared/read-cache.js';

/**
 * Sends an answer that was serialised once for everyone. Clients holding the same ETag get a 304; everybody else
 * gets the stored bytes, with no per-request serialisation.
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, json: JsonBody): FastifyReply {
  reply.header('etag', json.etag);
  // Shared lists may change when the farm edits them: browsers revalidate, and a 304 costs nothing.
  reply.header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}

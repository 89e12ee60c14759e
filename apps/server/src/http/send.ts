import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipOf, type StoredBody } from '../shared/read-cache.js';

/**
 * Route options for calls answered with sendStored: it sends the stored bytes gzipped already, so the
 * compression plugin's per-request hook has nothing to do on them.
 */
export const STORED_ANSWER = { compress: false } as const;

/**
 * Sends an answer that was serialised once for everyone. Clients holding the same ETag get a 304; everybody else
 * gets the stored bytes (gzipped once, for clients that accept it), with no per-request serialisation or
 * compression.
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  json: StoredBody,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('etag', json.etag);
  if (json.headers) reply.headers(json.headers);
  // Shared lists may change when the farm edits them: browsers revalidate, and a 304 costs nothing.
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  reply.type(type);
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? gzipOf(json) : undefined;
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(json.body);
}

/** A PDF to download, named for the file system (the name's other characters become dashes). */
export function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf"`)
    .send(pdf);
}

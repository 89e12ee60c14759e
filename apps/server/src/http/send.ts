import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipOf, type StoredBody } from '../shared/read-cache.js';

/**
 * Route options for calls answered with sendStored: it sends the stored bytes gzipped already, so the
 * compression plugin's per-request hook has nothing to do on them.
 */
export const STORED_ANSWER = { compress: false } as const;

/**
 * Public catalogue answers (the same for every visitor) may be kept by a shared cache (nginx's micro-cache, a CDN)
 * and by the browser for a few seconds, and served stale while one request fetches the new one. The freshness
 * promise is therefore: a change shows within CONTENT_CHECK_MS in every process, plus at most PUBLIC_MAX_AGE_S in
 * a cache in front of it (docs/scaling.md). Checkout never prices from these answers: it reads the database.
 */
export const PUBLIC_MAX_AGE_S = 5;
export const PUBLIC_STALE_S = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=${PUBLIC_STALE_S}`;
/** Shared answers that must be revalidated every time (pages, figures that move with each payment). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** A public catalogue answer serialised once for everyone (sendStored with PUBLIC_CACHE_CONTROL). */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, json: StoredBody): FastifyReply {
  return sendStored(request, reply, json, undefined, PUBLIC_CACHE_CONTROL);
}

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
  cacheControl: string = REVALIDATE_CACHE_CONTROL,
): FastifyReply {
  reply.header('etag', json.etag);
  if (json.headers) reply.headers(json.headers);
  // By default shared answers are revalidated each time (a 304 costs nothing); public catalogue routes pass
  // PUBLIC_CACHE_CONTROL so a proxy or CDN can answer for a few seconds.
  reply.header('cache-control', cacheControl);
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

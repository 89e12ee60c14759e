import { randomBytes } from 'node:crypto';

/**
 * The server asks itself for a page's data (app.inject); those calls carry this header with a value made fresh in
 * each process, so they are not logged as requests from "localhost:80", and no outside client can pass for them.
 */
export const INTERNAL_REQUEST_HEADER = 'x-shop-internal';
export const INTERNAL_REQUEST_MARK = randomBytes(16).toString('hex');

export function isInternalRequest(request: { headers: Record<string, unknown> }): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_MARK;
}

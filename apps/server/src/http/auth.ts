import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../shared/caller.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'customer' needs a signed-in customer's bearer token. Public when absent. */
    auth?: 'customer';
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * One rule per route: a route says in its options who may call it (`config.auth: 'customer'`, or `config.staff` with
 * a permission for the staff API), and this turns that into both the OpenAPI `security` entry and, for customers,
 * the check, made before the body is even read. Staff routes are checked by the staff API's own hook.
 */
export function installRouteAuth(
  app: FastifyInstance,
  authenticateCustomer: (authorization: string | undefined) => Promise<Caller>,
): void {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: string; staff?: string } | undefined;
    const scheme = config?.auth === 'customer' ? 'bearerAuth' : config?.staff ? 'staffSession' : undefined;
    if (scheme) route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.auth !== 'customer') return;
    // A signed-in answer is the customer's alone: no browser, proxy or CDN may keep a copy.
    reply.header('cache-control', 'private, no-store');
    request.caller = await authenticateCustomer(request.headers.authorization);
  });
}

/** The caller of a customer route (the hook above has run). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without config.auth');
  return request.caller;
}

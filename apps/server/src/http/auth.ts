import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, CustomerService } from '../modules/customers/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** An onRequest hook (before the body is even parsed) for calls that need a signed-in customer: sets `request.caller` or answers 401. */
export function requireCustomer(customers: CustomerService) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // A signed-in answer is the customer's alone: no browser, proxy or CDN may keep a copy.
    reply.header('cache-control', 'private, no-store');
    request.caller = await customers.authenticate(request.headers.authorization);
  };
}

/** The caller of a route guarded by requireCustomer. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without requireCustomer');
  return request.caller;
}

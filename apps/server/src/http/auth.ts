import { STAFF_COOKIE, STAFF_MESSAGES, type Permission, type StaffSessionStage } from '@farm/contract';
import { parse } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, StaffCaller } from '../shared/caller.js';
import { ForbiddenError } from '../shared/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'customer' needs a signed-in customer's bearer token. Public when absent. */
    auth?: 'customer';
    /** Who may call a staff route: any signed-in staff member, or those whose role has this permission. */
    staff?: Permission | 'signed-in';
    /** Which session stages may call it: a session still waiting for its two-factor step only reaches these. */
    staffStages?: readonly StaffSessionStage[];
  }
  interface FastifyRequest {
    caller: Caller | null;
    staffCaller: StaffCaller | null;
  }
}

/** The staff API's address: its changes must come from the shop's own pages. */
export const STAFF_API_PREFIX = '/api/admin';

/** Lets a staff request in, or throws the refusal in words (the staff module provides it; app.ts wires it). */
export interface StaffGate {
  admit(
    sessionSecret: string | undefined,
    rule: Permission | 'signed-in',
    stages: readonly StaffSessionStage[],
  ): Promise<StaffCaller>;
}

/**
 * One rule per route: a route says in its options who may call it (`config.auth: 'customer'`, or `config.staff` with
 * a permission for the staff API), and this turns that into both the OpenAPI `security` entry and the check, made
 * before the body is even read. A change to the staff API must also come from the shop's own pages (`Origin`), so
 * another site cannot make a signed-in browser act. Install after the shop's origin is known (installShopOrigin).
 */
export function installRouteAuth(
  app: FastifyInstance,
  authenticateCustomer: (authorization: string | undefined) => Promise<Caller>,
  staffGate: StaffGate,
): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('staffCaller', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: string; staff?: string } | undefined;
    const scheme = config?.auth === 'customer' ? 'bearerAuth' : config?.staff ? 'staffSession' : undefined;
    if (scheme) route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    // Decided from the route the router matched, never from the raw URL: `/api/%61dmin/...` or `/api//admin/...`
    // reach the same staff route while a text test on `request.url` sees another path (found in the attack of
    // 2026-11). A staff route is one with a staff rule or under the staff prefix (sign-in, invitations, resets).
    const route = request.routeOptions.url ?? '';
    const staffApi =
      Boolean(config.staff) || route === STAFF_API_PREFIX || route.startsWith(`${STAFF_API_PREFIX}/`);
    if (
      staffApi &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.headers.origin !== request.shopOrigin
    ) {
      throw new ForbiddenError(STAFF_MESSAGES.foreignOrigin);
    }
    if (config.staff) {
      reply.header('cache-control', 'private, no-store');
      const secret = parse(request.headers.cookie ?? '')[STAFF_COOKIE.name];
      request.staffCaller = await staffGate.admit(secret, config.staff, config.staffStages ?? ['full']);
      return;
    }
    if (config.auth !== 'customer') return;
    // A signed-in answer is the customer's alone: no browser, proxy or CDN may keep a copy.
    reply.header('cache-control', 'private, no-store');
    request.caller = await authenticateCustomer(request.headers.authorization);
  });
}

/** The staff member a route's rule let in (the hook above has run). */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staffCaller) throw new Error('staffCallerOf used on a route without config.staff');
  return request.staffCaller;
}

/** The caller of a customer route (the hook above has run). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without config.auth');
  return request.caller;
}

/** Who made a staff change, as an audit row and an order event name them. */
export function staffActorOf(request: FastifyRequest): { staffId: number; actor: string; address: string } {
  const caller = staffCallerOf(request);
  return { staffId: caller.member.id, actor: caller.member.email, address: request.ip };
}

/** Signs in a customer who sent a token, on a route anyone may call: a bad token is refused, none means a guest. */
export type OptionalCaller = (authorization: string | undefined) => Promise<Caller>;

/** The caller of a route anyone may call (complaints, the waitlist): the signed-in customer, or null for a guest. */
export async function optionalCallerOf(
  request: FastifyRequest,
  authenticate: OptionalCaller,
): Promise<Caller | null> {
  return request.headers.authorization ? authenticate(request.headers.authorization) : null;
}

/** An answer that names a person (a guest's too): no browser, proxy or CDN may keep a copy. */
export function privately(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

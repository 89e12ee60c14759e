import {
  STAFF_COOKIE,
  STAFF_MESSAGES,
  errorBody,
  messageResponse,
  idParams,
  staffOrderResponse,
  staffOrderStatusBody,
  staffOrdersQuery,
  staffOrdersResponse,
  staffRefundBody,
  staffCreateBody,
  staffListResponse,
  staffPasswordBody,
  staffRoleBody,
  staffSessionResponse,
  staffSignInBody,
  staffMember,
  type Permission,
} from '@farm/contract';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../shared/errors.js';
import type { OrderService } from '../orders/service.js';
import type { StaffCaller, StaffService } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route: any signed-in staff member, or those whose role has this permission. */
    staff?: Permission | 'signed-in';
  }
  interface FastifyRequest {
    staffCaller?: StaffCaller;
  }
}

const tags = ['Staff'];

const auditEntry = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
});

function setSessionCookie(reply: FastifyReply, secure: boolean, value: string, maxAge: number) {
  reply.header(
    'set-cookie',
    serialize(STAFF_COOKIE.name, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: STAFF_COOKIE.path,
      maxAge,
    }),
  );
}

/** Who did it, as an audit row and an order event name them. */
function actorOf(request: FastifyRequest) {
  const caller = staffCaller(request);
  return { staffId: caller.member.id, actor: caller.member.email, address: request.ip };
}

/** The staff member a route's rule let in (the hook below has run). */
export function staffCaller(request: FastifyRequest): StaffCaller {
  if (!request.staffCaller) throw new ForbiddenError(STAFF_MESSAGES.notSignedIn);
  return request.staffCaller;
}

/**
 * The staff API under /api/admin. One rule per route: its `config.staff` says who may call it, and one hook checks
 * it (a session cookie, then the role's permission); changes must also come from the shop's own pages (`Origin`),
 * so another site cannot make a signed-in browser act.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  orders: OrderService;
  readAudit: (limit: number) => Promise<z.input<typeof auditEntry>[]>;
}> = async (app, { staff, orders, readAudit }) => {
  app.addHook('onRequest', async (request) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.headers.origin !== request.shopOrigin
    ) {
      throw new ForbiddenError(STAFF_MESSAGES.foreignOrigin);
    }
    const rule = request.routeOptions.config.staff;
    if (!rule) return;
    const caller = await staff.authenticate(parse(request.headers.cookie ?? '')[STAFF_COOKIE.name]);
    if (rule !== 'signed-in') staff.authorize(caller, rule);
    request.staffCaller = caller;
  });

  app.post(
    '/admin/session',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: sets the HttpOnly session cookie for the staff API',
        body: staffSignInBody,
        response: {
          200: staffSessionResponse,
          401: errorBody,
          403: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { secret, member, maxAgeSeconds } = await staff.signIn(request.body, request.ip);
      setSessionCookie(reply, request.shopOrigin.startsWith('https:'), secret, maxAgeSeconds);
      return { staff: member };
    },
  );

  app.get(
    '/admin/session',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in staff member, with their role and permissions',
        response: { 200: staffSessionResponse, 401: errorBody },
      },
    },
    async (request) => ({ staff: staffCaller(request).member }),
  );

  app.delete(
    '/admin/session',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Staff sign-out: ends this session',
        response: { 200: messageResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      await staff.signOut(staffCaller(request), request.ip);
      setSessionCookie(reply, request.shopOrigin.startsWith('https:'), '', 0);
      return { message: STAFF_MESSAGES.signedOut };
    },
  );

  app.get(
    '/admin/audit',
    {
      config: { staff: 'audit.read' },
      schema: {
        tags,
        summary: 'The newest entries of the audit trail (append-only)',
        response: { 200: z.object({ data: z.array(auditEntry) }), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await readAudit(100) }),
  );

  app.get(
    '/admin/orders',
    {
      config: { staff: 'orders.read' },
      schema: {
        tags,
        summary: 'The newest orders (100), optionally of one status',
        querystring: staffOrdersQuery,
        response: { 200: staffOrdersResponse, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => ({ data: await orders.listAll(request.query.status) }),
  );

  app.post(
    '/admin/orders/:id/status',
    {
      config: { staff: 'orders.advance' },
      schema: {
        tags,
        summary:
          'Move an order on (Accepted, Packed, Shipped with courier and tracking, Delivered) or cancel it',
        params: idParams,
        body: staffOrderStatusBody,
        response: {
          200: staffOrderResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      // Cancelling (and so refunding) needs a permission of its own.
      if (request.body.status === 'Cancelled') staff.authorize(staffCaller(request), 'orders.cancel');
      return orders.move(request.params.id, request.body, actorOf(request));
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { staff: 'orders.refund' },
      schema: {
        tags,
        summary: 'Refund part or all of a paid order (never more than was captured), with a reason',
        params: idParams,
        body: staffRefundBody,
        response: {
          200: staffOrderResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => {
      return orders.refund(request.params.id, request.body, actorOf(request));
    },
  );

  app.post(
    '/admin/session/password',
    {
      config: { staff: 'signed-in' },
      schema: {
        tags,
        summary: 'Change your own password (the current one is asked for); your other sessions end',
        body: staffPasswordBody,
        response: { 200: messageResponse, 401: errorBody, 403: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await staff.changePassword(staffCaller(request), request.body, request.ip);
      return { message: STAFF_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'The staff, with their roles',
        response: { 200: staffListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ data: await staff.list() }),
  );

  app.post(
    '/admin/staff',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: 'Add a staff member with a role and a first password',
        body: staffCreateBody,
        response: { 201: staffMember, 401: errorBody, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await staff.create(request.body, actorOf(request)));
    },
  );

  app.put(
    '/admin/staff/:id/role',
    {
      config: { staff: 'staff.manage' },
      schema: {
        tags,
        summary: "Change a staff member's role; their sessions end",
        params: idParams,
        body: staffRoleBody,
        response: { 200: staffMember, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      staff.changeRole(request.params.id, request.body.role, staffCaller(request), request.ip),
  );
};

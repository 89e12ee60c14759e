import {
  COMPLAINT_MESSAGES as M,
  adminComplaintAnswer,
  adminComplaint,
  adminComplaintsQuery,
  adminComplaintsResponse,
  complaintAccessBody,
  complaintAnswer,
  complaintBody,
  complaintCloseBody,
  complaintCreated,
  complaintReplyBody,
  complaintsOverdueResponse,
  complaintView,
  complaintWriteBody,
  errorBody,
  idParams,
  myComplaintsResponse,
  ticketParams,
} from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, staffActorOf, optionalCallerOf, privately, type OptionalCaller } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { ComplaintService } from './service.js';

const tags = ['Complaints'];
const staff = 'complaints.answer' as const;

/** The complaints module's routes under /api: the storefront's form and follow page, and the console's queue. */
export const register: FastifyPluginAsyncZod<{
  complaints: ComplaintService;
  authenticate: OptionalCaller;
}> = async (app, { complaints, authenticate }) => {
  const who = (request: FastifyRequest) => optionalCallerOf(request, authenticate);

  app.post(
    '/complaints',
    {
      schema: {
        tags,
        summary:
          'Make a complaint to the grievance officer: signed in, or with name and e-mail; answers its ticket number at once',
        body: complaintBody,
        response: { 201: complaintCreated, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const caller = await who(request);
      const created = await complaints.create(request.body, caller, requestLanguage(request), request.ip);
      privately(reply);
      return reply
        .code(201)
        .send({ message: M.received, ticket_no: created.ticketNo, follow_token: created.token });
    },
  );

  app.get(
    '/complaints/mine',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer’s complaints, newest first',
        response: { 200: myComplaintsResponse, 401: errorBody },
      },
    },
    async (request) => ({ complaints: await complaints.mine(callerOf(request).user.id) }),
  );

  app.post(
    '/complaints/:ticket/view',
    {
      schema: {
        tags,
        summary:
          'A complaint with its conversation and promised dates: for its signed-in customer, or with its e-mail or the e-mail’s link token',
        params: ticketParams,
        body: complaintAccessBody,
        response: { 200: complaintView, 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const caller = await who(request);
      privately(reply);
      return complaints.view(request.params.ticket, caller?.user.id ?? null, request.body, request.ip);
    },
  );

  app.post(
    '/complaints/:ticket/messages',
    {
      schema: {
        tags,
        summary: 'The customer writes again on their complaint (not once it is closed)',
        params: ticketParams,
        body: complaintWriteBody,
        response: {
          200: complaintAnswer,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const caller = await who(request);
      const { message, ...access } = request.body;
      privately(reply);
      return {
        message: M.replySent,
        complaint: await complaints.write(
          request.params.ticket,
          caller?.user.id ?? null,
          access,
          message,
          request.ip,
        ),
      };
    },
  );

  // ---- The console (permission complaints.answer) ----

  app.get(
    '/admin/complaints',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'The complaints queue: open first, each with its two clocks; by status',
        querystring: adminComplaintsQuery,
        response: { 200: adminComplaintsResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => ({ complaints: await complaints.queue(request.query.status) }),
  );

  app.get(
    '/admin/complaints/overdue',
    {
      config: { staff },
      schema: {
        tags,
        summary:
          'How many complaints are past a clock: not acknowledged within 48 hours, or not settled within a month',
        response: { 200: complaintsOverdueResponse, ...refused },
      },
    },
    async () => complaints.overdue(),
  );

  app.get(
    '/admin/complaints/:id',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'A complaint with its conversation',
        params: idParams,
        response: { 200: adminComplaint, ...refused, 404: errorBody },
      },
    },
    async (request) => complaints.get(request.params.id),
  );

  app.post(
    '/admin/complaints/:id/acknowledge',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'A person has read the complaint: recorded, and the customer told by e-mail',
        params: idParams,
        response: { 200: adminComplaintAnswer, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => ({
      message: M.acknowledged,
      complaint: await complaints.acknowledge(request.params.id, staffActorOf(request)),
    }),
  );

  app.post(
    '/admin/complaints/:id/reply',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Reply to the customer by e-mail in their language (the first reply also acknowledges)',
        params: idParams,
        body: complaintReplyBody,
        response: { 200: adminComplaintAnswer, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      message: M.answered,
      complaint: await complaints.reply(request.params.id, request.body.message, staffActorOf(request)),
    }),
  );

  app.post(
    '/admin/complaints/:id/close',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Close the complaint as settled (with last words if any); the customer is told by e-mail',
        params: idParams,
        body: complaintCloseBody,
        response: { 200: adminComplaintAnswer, ...refused, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      message: M.closedByFarm,
      complaint: await complaints.close(request.params.id, request.body.message, staffActorOf(request)),
    }),
  );
};

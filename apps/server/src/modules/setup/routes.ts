import { errorBody, setupChecklistResponse, testPaymentsBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffCallerOf } from '../../http/auth.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { SetupService } from './service.js';

const tags = ['Setup'];
/** The checklist and opening the shop are the owner's (settings.write is the owner's alone). */
const config = { staff: 'settings.write' } as const;

/** The setup checklist under /api/admin/setup: the items, their actions, and opening or closing the shop. */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/admin/setup',
    {
      config,
      schema: {
        tags,
        summary:
          'The setup checklist: each item checked from the shop’s data, what is missing in words, and whether the shop may open',
        response: { 200: setupChecklistResponse, ...refused, 409: errorBody },
      },
    },
    async () => setup.checklist(),
  );

  app.post(
    '/admin/setup/open',
    {
      config,
      schema: {
        tags,
        summary: 'Opens the shop; refused, naming what is missing, until every required item is done',
        response: { 200: setupChecklistResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => setup.open(staffActorOf(request)),
  );

  app.post(
    '/admin/setup/close',
    {
      config,
      schema: {
        tags,
        summary: 'Closes the shop for now: the storefront shows “coming soon” and checkout takes no order',
        response: { 200: setupChecklistResponse, ...refused, 409: errorBody },
      },
    },
    async (request) => setup.close(staffActorOf(request)),
  );

  app.post(
    '/admin/setup/test-payments',
    {
      config,
      schema: {
        tags,
        summary: 'Says test payments are on purpose (confirmed: true), or withdraws it',
        body: testPaymentsBody,
        response: { 200: setupChecklistResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => setup.confirmTestPayments(request.body.confirmed, staffActorOf(request)),
  );

  app.post(
    '/admin/setup/test-email',
    {
      config,
      schema: {
        tags,
        summary:
          'Sends a test e-mail to the signed-in owner through the shop’s mailer; 502 with the mail server’s refusal in words when it is not taken',
        response: { 200: setupChecklistResponse, ...refused, 409: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const { member } = staffCallerOf(request);
      const outcome = await setup.sendTestEmail(member, staffActorOf(request));
      if (!outcome.sent) return reply.code(502).send({ message: outcome.message });
      return outcome.checklist;
    },
  );
};

import {
  errorBody,
  idParams,
  mostWantedResponse,
  myWaitlistResponse,
  waitlistAnswer,
  waitlistBody,
  waitlistDone,
  waitlistTokenBody,
} from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, optionalCallerOf, privately, type OptionalCaller } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';
import type { WaitlistService } from './service.js';

const tags = ['Waitlist'];

/** "Tell me when it's back" under /api: the product page's ask, the e-mails' two links, My Account, the console. */
export const register: FastifyPluginAsyncZod<{
  waitlist: WaitlistService;
  authenticate: OptionalCaller;
}> = async (app, { waitlist, authenticate }) => {
  const who = (request: FastifyRequest) => optionalCallerOf(request, authenticate);

  app.post(
    '/waitlist',
    {
      schema: {
        tags,
        summary:
          'Ask to be told once, by e-mail in the page’s language, when a sold-out size can be bought again: signed in at once, a guest after confirming the e-mail’s link',
        body: waitlistBody,
        response: {
          200: waitlistAnswer,
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
      privately(reply);
      return waitlist.ask(request.body, caller, requestLanguage(request), request.ip);
    },
  );

  app.post(
    '/waitlist/confirm',
    {
      schema: {
        tags,
        summary:
          'The confirmation link of a guest’s request (its secret in the body): the request waits from now',
        body: waitlistTokenBody,
        response: { 200: waitlistDone, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      privately(reply);
      return waitlist.confirm(request.body.token);
    },
  );

  app.post(
    '/waitlist/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'The unsubscribe link of any waitlist e-mail: ends that request and every other open request of the same address',
        body: waitlistTokenBody,
        response: { 200: waitlistDone, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      privately(reply);
      return waitlist.unsubscribe(request.body.token);
    },
  );

  app.get(
    '/waitlist/mine',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer’s open requests, newest first',
        response: { 200: myWaitlistResponse, 401: errorBody },
      },
    },
    async (request, reply) => {
      privately(reply);
      return { requests: await waitlist.mine(callerOf(request).user.id) };
    },
  );

  app.post(
    '/waitlist/:id/stop',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer stops one of their requests',
        params: idParams,
        response: { 200: waitlistDone, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => waitlist.stopRequest(callerOf(request).user.id, request.params.id),
  );

  app.get(
    '/admin/waitlist/most-wanted',
    {
      config: { staff: 'sales.read' },
      schema: {
        tags,
        summary:
          'The sizes most shoppers are waiting for (confirmed requests), the most first: the dashboard’s card',
        response: { 200: mostWantedResponse, ...refused },
      },
    },
    async () => ({ sizes: await waitlist.mostWanted() }),
  );
};

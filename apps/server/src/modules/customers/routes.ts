import {
  authResponse,
  changePasswordBody,
  customerDetailsBody,
  customerUpdateBody,
  errorBody,
  loginBody,
  messageResponse,
  registerBody,
  registerResponse,
  userResponse,
  ACCOUNT_MESSAGES,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import type { Db } from '../../db/client.js';
import type { PasswordReset } from '../../flows/password-reset.js';
import { messageSettingsRoutes } from './message-settings.js';
import { recoveryRoutes } from './recovery-routes.js';
import type { CustomerService } from './service.js';

const tags = ['Customers'];

export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  app.post(
    '/customer.store',
    {
      schema: {
        tags,
        summary: 'Register a customer; answers a token as sign-in does',
        body: registerBody,
        response: { 201: registerResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const signedIn = await customers.register(request.body, request.ip, requestLanguage(request));
      return reply.code(201).send({ status: 'success' as const, ...signedIn });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: authResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => customers.login(request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Revoke the token of this call',
        response: { 200: messageResponse, 401: errorBody },
      },
    },
    async (request) => {
      await customers.logout(callerOf(request));
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/user',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer',
        response: { 200: userResponse, 401: errorBody },
      },
    },
    async (request) => ({ user: await customers.details(callerOf(request), undefined) }),
  );

  for (const path of ['/customer.details', '/customer.detail']) {
    app.post(
      path,
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: "The signed-in customer's record (user_id, when given, must be their own)",
          // Storefronts post nothing at all here as often as {user_id}.
          body: customerDetailsBody.nullish(),
          response: { 200: userResponse, 401: errorBody, 404: errorBody, 422: errorBody },
        },
      },
      async (request) => ({ user: await customers.details(callerOf(request), request.body?.user_id) }),
    );
  }

  app.post(
    '/customer.update',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "Change the signed-in customer's name, mobile or gender",
        body: customerUpdateBody,
        response: { 200: userResponse, 401: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      user: await customers.update(callerOf(request), request.body, requestLanguage(request)),
    }),
  );

  app.post(
    '/customer.password',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          "Change the signed-in customer's password (the current one required); their other sessions are signed out",
        body: changePasswordBody,
        response: { 200: messageResponse, 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await customers.changePassword(callerOf(request), request.body, request.ip);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};

/** The customers module's routes under /api: accounts and sign-in, "forgot password", and which e-mails they get. */
export const register: FastifyPluginAsyncZod<{
  customers: CustomerService;
  reset: PasswordReset;
  db: Db;
}> = async (app, { customers, reset, db }) => {
  await app.register(customerRoutes, { customers });
  await app.register(recoveryRoutes, { reset });
  await app.register(messageSettingsRoutes, { db });
};

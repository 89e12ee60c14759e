import { errorBody, forgotPasswordBody, messageResponse, resetPasswordBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordReset } from '../../flows/password-reset.js';
import { requestLanguage } from '../../http/language.js';

const tags = ['Customers'];

/** "Forgot password?": ask for a link by e-mail, then set a new password with it. */
export const recoveryRoutes: FastifyPluginAsyncZod<{ reset: PasswordReset }> = async (app, { reset }) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary:
          'Send a link to set a new password; the same answer whether or not the e-mail has an account (rate-limited by address and e-mail)',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 422: errorBody, 429: errorBody },
      },
    },
    // The e-mail is written in the language of the page that asked for it.
    async (request) => ({
      message: await reset.request(request.body.email, request.ip, 'customer', requestLanguage(request)),
    }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary:
          "Set a new password with a link's token (once, within 30 minutes); signs the customer out everywhere (rate-limited by address)",
        body: resetPasswordBody,
        response: { 200: messageResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      message: await reset.reset(request.body.token, request.body.password, 'customer', request.ip),
    }),
  );

  // The same for staff, from the console's sign-in page: the link opens the console, the staff password rules apply.
  app.post(
    '/admin/forgot-password',
    {
      schema: {
        tags: ['Staff'],
        summary:
          'Send a staff member a link to set a new password; the same answer whether or not the e-mail is staff',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ message: await reset.request(request.body.email, request.ip, 'staff') }),
  );

  app.post(
    '/admin/reset-password',
    {
      schema: {
        tags: ['Staff'],
        summary:
          "Set a staff member's new password with a link's token; ends every session of theirs, audited (rate-limited by address)",
        body: resetPasswordBody,
        response: { 200: messageResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      message: await reset.reset(request.body.token, request.body.password, 'staff', request.ip),
    }),
  );
};

import { errorBody, forgotPasswordBody, messageResponse, resetPasswordBody } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordReset } from '../../flows/password-reset.js';
import { requestLanguage } from '../../http/language.js';

/**
 * The two who may forget a password: customers from the storefront, staff from the console's sign-in page (the
 * link opens the console, the staff password rules apply). Their routes differ only in address, words and language.
 */
const SIDES = [
  {
    who: 'customer',
    prefix: '',
    tags: ['Customers'],
    forgot:
      'Send a link to set a new password; the same answer whether or not the e-mail has an account (rate-limited by address and e-mail)',
    reset:
      "Set a new password with a link's token (once, within 30 minutes); signs the customer out everywhere (rate-limited by address)",
    // The e-mail is written in the language of the page that asked for it.
    language: requestLanguage,
  },
  {
    who: 'staff',
    prefix: '/admin',
    tags: ['Staff'],
    forgot:
      'Send a staff member a link to set a new password; the same answer whether or not the e-mail is staff',
    reset:
      "Set a staff member's new password with a link's token; ends every session of theirs, audited (rate-limited by address)",
    // Staff e-mails are in English.
    language: undefined,
  },
] as const;

/** "Forgot password?": ask for a link by e-mail, then set a new password with it. */
export const recoveryRoutes: FastifyPluginAsyncZod<{ reset: PasswordReset }> = async (app, { reset }) => {
  for (const side of SIDES) {
    app.post(
      `${side.prefix}/forgot-password`,
      {
        schema: {
          tags: [...side.tags],
          summary: side.forgot,
          body: forgotPasswordBody,
          response: { 200: messageResponse, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => ({
        message: await reset.request(request.body.email, request.ip, side.who, side.language?.(request)),
      }),
    );
    app.post(
      `${side.prefix}/reset-password`,
      {
        schema: {
          tags: [...side.tags],
          summary: side.reset,
          body: resetPasswordBody,
          response: { 200: messageResponse, 422: errorBody, 429: errorBody },
        },
      },
      async (request) => ({
        message: await reset.reset(request.body.token, request.body.password, side.who, request.ip),
      }),
    );
  }
};

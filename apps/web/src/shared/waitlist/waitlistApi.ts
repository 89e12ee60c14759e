import type { WaitlistBody } from '@farm/contract';
import { api } from '../api/api';

/**
 * "Tell me when it's back" (issue 37): ask for a sold-out size (signed in, or with an e-mail to confirm), and the two
 * links of its e-mails. The links' secrets go in a body, never in an address the server logs.
 */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    askWaitlist: build.mutation<{ message: string; state: 'unconfirmed' | 'waiting' }, WaitlistBody>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
    }),
    confirmWaitlist: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/waitlist/confirm', method: 'POST', body: { token } }),
    }),
    unsubscribeWaitlist: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: '/waitlist/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useAskWaitlistMutation, useConfirmWaitlistMutation, useUnsubscribeWaitlistMutation } =
  waitlistApi;

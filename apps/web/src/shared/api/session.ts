import type { messageResponse, userResponse } from '@farm/contract';
import type { z } from 'zod';
import { api } from './api';

/** The signed-in customer's own calls that more than one screen needs (the account menu, the account page). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<z.infer<typeof userResponse>, void>({ query: () => '/user', providesTags: ['User'] }),
    logout: build.mutation<z.infer<typeof messageResponse>, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = sessionApi;

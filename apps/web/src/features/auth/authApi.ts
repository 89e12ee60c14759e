import type { LoginBody, RegisterBody, authResponse, registerResponse } from '@farm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

/** Signing in and registering (their 401s answer the credentials sent: shared/api/api.ts SIGN_IN_CALLS). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<z.infer<typeof registerResponse>, RegisterBody>({
      query: (body) => ({ url: '/customer.store', method: 'POST', body }),
    }),
    login: build.mutation<z.infer<typeof authResponse>, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation } = authApi;

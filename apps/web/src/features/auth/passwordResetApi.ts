import type { ForgotPasswordBody, ResetPasswordBody, messageResponse } from '@farm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

/** "Forgot password?": ask for a link by e-mail, then set a new password with the link's token. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<z.infer<typeof messageResponse>, ForgotPasswordBody>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<z.infer<typeof messageResponse>, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;

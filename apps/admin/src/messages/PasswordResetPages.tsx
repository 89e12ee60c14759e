import {
  NOTIFICATION_MESSAGES,
  forgotPasswordBody,
  messageResponse,
  resetPasswordBody,
  staffPasswordProblem,
  staffPasswordRule,
} from '@farm/contract';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../api';
import { Field } from '../ui/Field';
import { AuthForm } from '../ui/AuthForm';
import { FormError, useZodForm } from '../ui/form';

/** /admin/forgot-password, signed out: the staff e-mail; the same answer whether or not it is a staff member's. */
export function StaffForgotPage() {
  const { register, submit, errors, refusal, busy } = useZodForm(forgotPasswordBody, { email: '' });
  const [sent, setSent] = useState<string | undefined>();
  const onSubmit = submit(async (body) => {
    setSent((await api(messageResponse, '/admin/forgot-password', { method: 'POST', body })).message);
  });

  return (
    <AuthForm title={NOTIFICATION_MESSAGES.forgotTitle} onSubmit={onSubmit}>
      {sent ? (
        <p className="notice" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className="muted">Enter your staff e-mail and we will send you a link to set a new password.</p>
          <Field
            label="E-mail"
            type="email"
            autoComplete="username"
            error={errors.email}
            required
            {...register('email')}
          />
          <FormError>{refusal}</FormError>
          <button className="button primary" type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send me a link'}
          </button>
        </>
      )}
      <p>
        <a href="/admin/login">Back to sign-in</a>
      </p>
    </AuthForm>
  );
}

/**
 * The reset's body with the staff password rule, not the shop's customers' (the e-mail is the server's to check: the
 * link names it). The rule is stricter than the customers' length, so it is said first, and alone.
 */
const staffResetBody = z.object({
  token: resetPasswordBody.shape.token,
  password: z
    .string()
    .superRefine((typed, context) => {
      const weak = staffPasswordProblem(typed, '');
      if (weak) context.addIssue({ code: 'custom', message: weak });
    })
    .pipe(resetPasswordBody.shape.password),
});

/** /admin/reset-password?token=…, signed out: the new password, once, with the staff password rules. */
export function StaffResetPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [done, setDone] = useState<string | undefined>();
  const { register, submit, errors, refusal, busy } = useZodForm(staffResetBody, { token, password: '' });
  const onSubmit = submit(async (body) => {
    setDone((await api(messageResponse, '/admin/reset-password', { method: 'POST', body })).message);
  });
  // A link without its token, or one the schema or the server refuses, needs a new link.
  const message = refusal ?? errors.token ?? (token ? undefined : NOTIFICATION_MESSAGES.tokenRequired);

  return (
    <AuthForm title={NOTIFICATION_MESSAGES.resetTitle} onSubmit={onSubmit}>
      {done ? (
        <p className="notice" role="status">
          {done} <a href="/admin/login">Sign in</a>
        </p>
      ) : (
        <>
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={staffPasswordRule()}
            error={errors.password}
            required
            {...register('password')}
          />
          {/* A password the rule refuses is said beside its field; only a bad link needs a new one. */}
          {message && !errors.password && (
            <FormError>
              {message} <a href="/admin/forgot-password">Ask for a new link</a>
            </FormError>
          )}
          <button className="button primary" type="submit" disabled={busy || !token}>
            {busy ? 'Saving…' : 'Set new password'}
          </button>
        </>
      )}
    </AuthForm>
  );
}

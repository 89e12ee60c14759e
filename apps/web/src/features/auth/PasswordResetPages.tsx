import { zodResolver } from '@hookform/resolvers/zod';
import { NOTIFICATION_MESSAGES, forgotPasswordBody, resetPasswordBody } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useText } from '../../shared/i18n/useText';
import { showServerErrors } from '../../shared/lib/serverErrors';
import { Field, FormAlert } from '../../shared/ui/Field';
import { PageMeta } from '../../shared/ui/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { useForgotPasswordMutation, useResetPasswordMutation } from './passwordResetApi';

type ForgotInput = z.input<typeof forgotPasswordBody>;
type ForgotOutput = z.output<typeof forgotPasswordBody>;

/** /forgot-password: asks for the e-mail; the answer is the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const text = useText();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await send(values).unwrap()).message);
    } catch (error) {
      setFormError(showServerErrors(error, ['email'], setError));
    }
  });
  return (
    <AuthLayout
      title={text(NOTIFICATION_MESSAGES.forgotTitle)}
      intro={text(NOTIFICATION_MESSAGES.forgotIntro)}
      footer={
        <Trans>
          Remembered it? <Link to="/login">Back to login</Link>
        </Trans>
      }
    >
      <PageMeta title={text(NOTIFICATION_MESSAGES.forgotTitle)} />
      {sent ? (
        <div className={styles.notice} role="status">
          <p>{text(sent)}</p>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={text(NOTIFICATION_MESSAGES.forgotTitle)}
        >
          {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
          <Field label={t`Email`} error={text(errors.email?.message ?? '')}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                inputMode="email"
                {...register('email')}
              />
            )}
          </Field>
          <button type="submit" className={`button ${styles.submit}`} disabled={isLoading}>
            {isLoading ? <Trans>Sending…</Trans> : <Trans>Send me a link</Trans>}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}

type ResetInput = z.input<typeof resetPasswordBody>;
type ResetOutput = z.output<typeof resetPasswordBody>;

/** /reset-password?token=…: the link from the e-mail; sets a new password once. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const text = useText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(
    token ? null : NOTIFICATION_MESSAGES.tokenRequired,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordBody),
    mode: 'onTouched',
    defaultValues: { token, password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDone((await reset(values).unwrap()).message);
    } catch (error) {
      setFormError(showServerErrors(error, ['password'], setError));
    }
  });
  return (
    <AuthLayout
      title={text(NOTIFICATION_MESSAGES.resetTitle)}
      intro={<Trans>Choose a new password for your account.</Trans>}
      footer={
        <Trans>
          Link not working? <Link to="/forgot-password">Ask for a new one</Link>
        </Trans>
      }
    >
      <PageMeta title={text(NOTIFICATION_MESSAGES.resetTitle)} />
      {done ? (
        <div className={styles.notice} role="status">
          <p>
            {text(done)}{' '}
            <Link to="/login">
              <Trans>Login</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={text(NOTIFICATION_MESSAGES.resetTitle)}
        >
          {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
          <input type="hidden" {...register('token')} />
          <Field label={t`New password`} error={text(errors.password?.message ?? '')}>
            {(control) => (
              <input {...control} type="password" autoComplete="new-password" {...register('password')} />
            )}
          </Field>
          <button type="submit" className={`button ${styles.submit}`} disabled={isLoading || !token}>
            {isLoading ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}

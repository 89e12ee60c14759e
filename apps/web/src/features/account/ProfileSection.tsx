import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, changePasswordBody, customerUpdateBody, type User } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePasswordMutation, useUpdateMeMutation } from './accountApi';
import { useAppDispatch } from '../../shared/store/hooks';
import { userLoaded } from '../../shared/session/authSlice';
import { Field, FormAlert } from '../../shared/ui/Field';
import { showServerErrors } from '../../shared/lib/serverErrors';
import { useText } from '../../shared/i18n/useText';
import styles from './AccountPage.module.css';
import { MessageSettings } from './MessageSettings';

const profileBody = customerUpdateBody
  .required({ name: true, mobile: true })
  .pick({ name: true, mobile: true });
type ProfileInput = z.input<typeof profileBody>;
type ProfileOutput = z.output<typeof profileBody>;
type PasswordInput = z.input<typeof changePasswordBody>;
type PasswordOutput = z.output<typeof changePasswordBody>;
const PROFILE_FIELDS = ['name', 'mobile'] as const;
const PASSWORD_FIELDS = ['current_password', 'password'] as const;

/** The customer's own details (name and mobile) and a password change, under the greeting. */
export function ProfileSection({ user }: { user: User }) {
  return (
    <details className={styles.profile}>
      <summary>
        <Trans>Your details and password</Trans>
      </summary>
      <div className={styles.profileForms}>
        <DetailsForm user={user} />
        <PasswordForm />
        <MessageSettings />
      </div>
    </details>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useLingui();
  const text = useText();
  const dispatch = useAppDispatch();
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileBody),
    mode: 'onTouched',
    defaultValues: { name: user.name, mobile: user.mobile },
  });
  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const result = await updateMe(values).unwrap();
      dispatch(userLoaded(result.user));
      setStatus({ ok: true, text: ACCOUNT_MESSAGES.profileSaved });
    } catch (error) {
      const message = showServerErrors(error, PROFILE_FIELDS, setError);
      if (message) setStatus({ ok: false, text: message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Your details`} className={styles.profileForm}>
      <h2 className={styles.profileTitle}>
        <Trans>Your details</Trans>
      </h2>
      {status && !status.ok ? <FormAlert>{text(status.text)}</FormAlert> : null}
      <Field label={t`Full name`} error={text(errors.name?.message ?? '')}>
        {(control) => <input {...control} autoComplete="name" {...register('name')} />}
      </Field>
      <Field
        label={t`Mobile number`}
        error={text(errors.mobile?.message ?? '')}
        hint={t`10 digits starting with 6, 7, 8 or 9, with or without +91`}
      >
        {(control) => <input {...control} type="tel" autoComplete="tel" {...register('mobile')} />}
      </Field>
      <p className={styles.profileStatus} role="status">
        {status?.ok ? text(status.text) : ''}
      </p>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? <Trans>Saving…</Trans> : <Trans>Save details</Trans>}
      </button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const text = useText();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(changePasswordBody),
    mode: 'onTouched',
    defaultValues: { current_password: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const result = await changePassword(values).unwrap();
      reset();
      setStatus({ ok: true, text: result.message });
    } catch (error) {
      const message = showServerErrors(error, PASSWORD_FIELDS, setError);
      if (message) setStatus({ ok: false, text: message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Change your password`} className={styles.profileForm}>
      <h2 className={styles.profileTitle}>
        <Trans>Change your password</Trans>
      </h2>
      {status && !status.ok ? <FormAlert>{text(status.text)}</FormAlert> : null}
      <Field label={t`Current password`} error={text(errors.current_password?.message ?? '')}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            {...register('current_password')}
          />
        )}
      </Field>
      <Field
        label={t`New password`}
        error={text(errors.password?.message ?? '')}
        hint={t`At least 6 characters`}
      >
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </Field>
      <p className={styles.profileStatus} role="status">
        {status?.ok ? text(status.text) : ''}
      </p>
      <button type="submit" className="button" disabled={isLoading}>
        {isLoading ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
      </button>
    </form>
  );
}

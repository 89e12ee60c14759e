import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, NOTIFICATION_MESSAGES, registerBody, type Gender } from '@farm/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRegisterMutation } from './authApi';
import { PageMeta } from '../../shared/ui/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { ChoiceGroup, Field, FormAlert } from '../../shared/ui/Field';
import { useText } from '../../shared/i18n/useText';
import { useSignIn } from './useSignIn';
import { carriedState, returnPath } from './returnPath';

type RegisterInput = z.input<typeof registerBody>;
type RegisterOutput = z.output<typeof registerBody>;
const FIELDS = ['name', 'email', 'mobile', 'password', 'gender', 'email_news'] as const;

/** What each choice reads; the value sent stays the contract's English word. */
const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  Female: msg`Female`,
  Male: msg`Male`,
  Other: msg`Other`,
};

/**
 * /register: creates the account, signs the customer in and goes back where they came from (the cart, the checkout),
 * as login does, or to /myaccount. News from the farm only if they tick the box (unticked until they do).
 */
export function RegisterPage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const text = useText();
  const navigate = useNavigate();
  const location = useLocation();
  const [registerCustomer, { isLoading }] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerBody),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', mobile: '', password: '', email_news: false },
  });

  const { formError, signIn } = useSignIn(FIELDS, setError);
  const onSubmit = handleSubmit((values) =>
    signIn(
      () => registerCustomer(values).unwrap(),
      () => navigate(returnPath(location.state), { replace: true }),
    ),
  );

  return (
    <AuthLayout
      title={t`Create your account`}
      intro={<Trans>It takes a minute, and your next order will be quicker.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/login" state={carriedState(location.state)}>
            Login
          </Link>
        </Trans>
      }
    >
      <PageMeta title={t`Create an account`} />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Create an account`}>
        {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
        <Field label={t`Full name`} error={text(errors.name?.message ?? '')}>
          {(control) => <input {...control} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t`Email`} error={text(errors.email?.message ?? '')}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </Field>
        <Field
          label={t`Mobile number`}
          hint={t`10 digits starting with 6, 7, 8 or 9, with or without +91`}
          error={text(errors.mobile?.message ?? '')}
        >
          {(control) => <input {...control} type="tel" autoComplete="tel" {...register('mobile')} />}
        </Field>
        <Field
          label={t`Password`}
          hint={t`At least 6 characters`}
          error={text(errors.password?.message ?? '')}
        >
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        <ChoiceGroup legend={t`Gender`} error={text(errors.gender?.message ?? '')}>
          {(aria) => (
            <div className={styles.genders}>
              {GENDERS.map((gender) => (
                <label key={gender} className={styles.choice}>
                  <input type="radio" value={gender} {...aria} {...register('gender')} />
                  {i18n._(GENDER_LABELS[gender])}
                </label>
              ))}
            </div>
          )}
        </ChoiceGroup>
        <div className={styles.news}>
          <label className={styles.check}>
            <input type="checkbox" aria-describedby="register-news-hint" {...register('email_news')} />
            <span>{text(NOTIFICATION_MESSAGES.newsLabel)}</span>
          </label>
          <p id="register-news-hint" className={styles.newsHint}>
            <Trans>Optional: you can change this at any time in your account.</Trans>{' '}
            {text(NOTIFICATION_MESSAGES.newsHint)}
          </p>
        </div>
        <button type="submit" className={`button ${styles.submit}`} disabled={isLoading}>
          {isLoading ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </button>
      </form>
    </AuthLayout>
  );
}

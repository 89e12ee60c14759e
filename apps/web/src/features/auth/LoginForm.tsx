import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLoginMutation } from './authApi';
import styles from './AuthLayout.module.css';
import { Field, FormAlert } from '../../shared/ui/Field';
import { useText } from '../../shared/i18n/useText';
import { useSignIn } from './useSignIn';

type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;
const FIELDS = ['email', 'password'] as const;

/** The sign-in form of the login page and of the dialog that renews an ended sign-in. */
export function LoginForm({ onSignedIn, email = '' }: { onSignedIn: () => void; email?: string }) {
  const { t } = useLingui();
  const text = useText();
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });

  const { formError, signIn } = useSignIn(FIELDS, setError);
  const onSubmit = handleSubmit((values) => signIn(() => login(values).unwrap(), onSignedIn));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Login`}>
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <Field label={t`Email`} error={text(errors.email?.message ?? '')}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </Field>
      <Field label={t`Password`} error={text(errors.password?.message ?? '')}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <button type="submit" className={`button ${styles.submit}`} disabled={isLoading}>
        {isLoading ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
      </button>
    </form>
  );
}

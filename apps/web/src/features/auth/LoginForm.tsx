import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@farm/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLoginMutation } from './authApi';
import styles from './AuthLayout.module.css';
import { Field, FormAlert } from '../../shared/ui/Field';
import { useSignIn } from './useSignIn';

type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;
const FIELDS = ['email', 'password'] as const;

/** The sign-in form of the login page and of the dialog that renews an ended sign-in. */
export function LoginForm({ onSignedIn, email = '' }: { onSignedIn: () => void; email?: string }) {
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Login">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field label="Email" error={errors.email?.message}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </Field>
      <button type="submit" className={`button ${styles.submit}`} disabled={isLoading}>
        {isLoading ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}

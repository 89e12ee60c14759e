import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@farm/contract';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLoginMutation } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { PageMeta } from '../../components/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { Field, FormAlert } from './Field';
import { useSignIn } from './useSignIn';

type LoginInput = z.input<typeof loginBody>;
type LoginOutput = z.output<typeof loginBody>;
const FIELDS = ['email', 'password'] as const;

/** Where the visitor was sent from (state.from), as a path to go back to; /myaccount otherwise. */
function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login') {
    return '/myaccount';
  }
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}

/** /login: signs the customer in and returns to the page they came from, or to /myaccount. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useAppSelector((state) => (state.auth.token ? state.auth.user : null));
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const { formError, signIn } = useSignIn(FIELDS, setError);
  const onSubmit = handleSubmit((values) =>
    signIn(
      () => login(values).unwrap(),
      () => navigate(returnPath(location.state), { replace: true }),
    ),
  );

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back. Sign in to check out and follow your orders."
      footer={
        <>
          New to our shop? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <PageMeta title="Login" />
      {current ? (
        <div className={styles.notice}>
          <p>
            You are signed in as {current.name}. <Link to="/myaccount">Go to your account</Link>
          </p>
        </div>
      ) : null}
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
    </AuthLayout>
  );
}

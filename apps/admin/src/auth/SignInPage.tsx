import { NOTIFICATION_MESSAGES, staffCodeBody, staffSessionResponse, staffSignInBody } from '@farm/contract';
import { api } from '../api';
import { useSession } from '../session';
import { Field } from '../ui/Field';
import { AuthForm } from '../ui/AuthForm';
import { FormError, useZodForm } from '../ui/form';

/** The first two steps of signing in: e-mail and password, then the code from the app when two-factor is on. */
export function SignInPage({ notice }: { notice?: string | undefined }) {
  const { refresh } = useSession();
  const { register, submit, errors, refusal, busy } = useZodForm(staffSignInBody, {
    email: '',
    password: '',
  });
  const onSubmit = submit(async (body) => {
    await refresh(await api(staffSessionResponse, '/admin/session', { method: 'POST', body }));
  });

  return (
    <AuthForm title="Farm console" onSubmit={onSubmit}>
      <p className="muted">Sign in with your staff e-mail and password.</p>
      {notice && <p className="notice">{notice}</p>}
      <Field
        label="E-mail"
        type="email"
        autoComplete="username"
        error={errors.email}
        required
        {...register('email')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        required
        {...register('password')}
      />
      <FormError>{refusal}</FormError>
      <button className="button primary" type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <a href="/admin/forgot-password">{NOTIFICATION_MESSAGES.forgotLink}</a>
      </p>
    </AuthForm>
  );
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function CodeStep() {
  const { refresh, signOut, member } = useSession();
  const { register, submit, errors, refusal, busy } = useZodForm(staffCodeBody, { code: '' });
  const onSubmit = submit(async (body) => {
    await refresh(await api(staffSessionResponse, '/admin/session/code', { method: 'POST', body }));
  });

  return (
    <AuthForm title="Two-factor sign-in" onSubmit={onSubmit}>
      <p className="muted">
        {member?.email}: enter the 6-digit code your authenticator app shows now, or one of your recovery
        codes.
      </p>
      <Field
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        // The server's refusal (a wrong code) is said beside the one field, as the schema's is.
        error={refusal ?? errors.code}
        // The step is this one field, shown just after the password: the person types the code straight away.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        required
        {...register('code')}
      />
      <button className="button primary" type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
      <button className="button link" type="button" onClick={() => void signOut()}>
        Use another account
      </button>
    </AuthForm>
  );
}

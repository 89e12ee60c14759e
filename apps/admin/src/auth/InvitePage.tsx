import {
  ROLE_LABELS,
  invitationAcceptBody,
  invitationLookupResponse,
  staffPasswordProblem,
  staffPasswordRule,
  staffSessionResponse,
} from '@farm/contract';
import { api } from '../api';
import { Field } from '../ui/Field';
import { useLoad } from '../ui/useLoad';
import { RoleReach } from '../ui/RoleReach';
import '../ui/console-ii.css';
import { FormError, useZodForm } from '../ui/form';

/** /admin/invite/<token>, reached signed out: who is invited, and a password to finish joining. */
export function InvitePage() {
  const token = window.location.pathname.split('/admin/invite/')[1]?.split('/')[0] ?? '';
  const invitation = useLoad(
    () => api(invitationLookupResponse, `/admin/invitations/${encodeURIComponent(token)}`),
    token,
  );
  const { register, submit, setError, errors, refusal, busy } = useZodForm(invitationAcceptBody, {
    password: '',
  });
  const onSubmit = submit(async (body) => {
    // The whole staff rule before sending (the server holds the password to it again).
    const weak =
      invitation.status === 'ready' ? staffPasswordProblem(body.password, invitation.data.email) : undefined;
    if (weak) return setError('password', { type: 'rule', message: weak });
    // The console's router was made for the invitation's address: open its first page afresh, signed in (or at
    // the two-factor setup the shop may ask for first).
    await api(staffSessionResponse, `/admin/invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      body,
    });
    window.location.assign('/admin/');
  });

  return (
    <main className="auth">
      <section className="card auth-card" aria-labelledby="invite-title">
        <h1 id="invite-title">Join the farm’s console</h1>
        {invitation.status === 'loading' && <p>Loading…</p>}
        {invitation.status === 'failed' && <FormError>{invitation.error}</FormError>}
        {invitation.status === 'ready' && (
          <form onSubmit={onSubmit} noValidate>
            <p>
              Welcome, <strong>{invitation.data.name}</strong>. You are invited as{' '}
              <strong>{ROLE_LABELS[invitation.data.role].toLowerCase()}</strong> with the e-mail{' '}
              {invitation.data.email}. What you may do in the console:
            </p>
            <RoleReach role={invitation.data.role} you />
            <input type="hidden" name="username" autoComplete="username" value={invitation.data.email} />
            <Field
              label="Choose a password"
              type="password"
              autoComplete="new-password"
              hint={staffPasswordRule(invitation.data.email)}
              error={errors.password}
              required
              {...register('password')}
            />
            {refusal && !errors.password && <FormError>{refusal}</FormError>}
            <button className="button primary" type="submit" disabled={busy}>
              {busy ? 'Joining…' : 'Join and sign in'}
            </button>
          </form>
        )}
        <p>
          <a href="/admin/login">Sign in instead</a>
        </p>
      </section>
    </main>
  );
}

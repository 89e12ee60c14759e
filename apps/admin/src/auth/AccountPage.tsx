import { useSession } from '../session';
import { TwoFactorSetup } from './TwoFactorSetup';
import { MySessions } from '../staff/MySessions';

/** One's own account: role and what it reaches, two-factor sign-in. */
export function AccountPage() {
  const { member, state } = useSession();
  const twoFactor = state.status === 'signed-in' && state.session.two_factor;
  return (
    <>
      <h1>Your account</h1>
      <section className="card">
        <h2>{member?.name}</h2>
        <p>
          {member?.email} · <strong>{member?.role}</strong>
        </p>
        <p className="muted">Your role may: {member?.permissions.join(', ')}.</p>
      </section>
      {twoFactor ? (
        <section className="card">
          <h2>Two-factor sign-in</h2>
          <p>On: after your password, the console asks for the code from your authenticator app.</p>
        </section>
      ) : (
        <TwoFactorSetup required={false} />
      )}
      <MySessions />
    </>
  );
}

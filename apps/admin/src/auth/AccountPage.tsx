import { ROLE_LABELS } from '@farm/contract';
import { useState } from 'react';
import { useSession } from '../session';
import { MySessions } from './MySessions';
import { RoleReach } from '../ui/RoleReach';
import { ChangePassword } from './ChangePassword';
import { TwoFactorSetup } from './TwoFactorSetup';
import './account.css';

/** One's own account: role and what it reaches, the password, two-factor sign-in, the sessions. */
export function AccountPage() {
  const { member, state } = useSession();
  const twoFactor = state.status === 'signed-in' && state.session.two_factor;
  // A password change ends the other sessions: the list is read again.
  const [sessionsRound, setSessionsRound] = useState(0);
  return (
    <>
      <h1>Your account</h1>
      <section className="card" aria-labelledby="me-title">
        <h2 id="me-title">{member?.name}</h2>
        <p>
          {member?.email} · <strong>{member ? ROLE_LABELS[member.role] : ''}</strong>
        </p>
        {member && <RoleReach role={member.role} you />}
      </section>
      <ChangePassword onChanged={() => setSessionsRound((n) => n + 1)} />
      {twoFactor ? (
        <section className="card">
          <h2>Two-factor sign-in</h2>
          <p>On: after your password, the console asks for the code from your authenticator app.</p>
        </section>
      ) : (
        <TwoFactorSetup required={false} />
      )}
      <MySessions key={sessionsRound} />
    </>
  );
}

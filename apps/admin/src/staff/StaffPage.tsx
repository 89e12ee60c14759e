import {
  ROLE_LABELS,
  STAFF_ROLES,
  invitationBody,
  invitationMadeResponse,
  invitationsResponse,
  messageResponse,
  staffListResponse,
  staffMember,
  type StaffMember,
  type StaffRole,
} from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { useSession } from '../session';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { useLoad } from '../ui/useLoad';
import { ConfirmButton, keralaTime } from '../ui/ConfirmButton';
import { RoleReach } from '../ui/RoleReach';
import '../ui/console-ii.css';
import { FormError, useZodForm } from '../ui/form';

/**
 * The owner's staff screen: members and their roles (each change confirmed, saying what the new role may do),
 * removal, two-factor reset, invitations, and what each role may do. What the last action said goes as the next one
 * begins.
 */
export function StaffPage() {
  const members = useLoad(() => api(staffListResponse, '/admin/staff'), 'members');
  const invitations = useLoad(() => api(invitationsResponse, '/admin/staff/invitations'), 'invitations');
  const [notice, setNotice] = useState<string | undefined>();
  const changed = (message: string) => {
    setNotice(message);
    members.reload();
    invitations.reload();
  };
  const begin = () => setNotice(undefined);
  return (
    <>
      <h1>Staff</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <section className="card" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {members.status === 'failed' && <FormError>{members.error}</FormError>}
        <ul className="plain-list">
          {members.data?.data.map((member) => (
            <MemberRow key={member.id} member={member} onBegin={begin} onChanged={changed} />
          ))}
        </ul>
      </section>
      <InviteForm
        onBegin={begin}
        onMade={() => {
          invitations.reload();
        }}
      />
      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title">Pending invitations</h2>
        {invitations.data?.data.length === 0 && <p className="muted">None.</p>}
        <ul className="plain-list">
          {invitations.data?.data.map((invitation) => (
            <li key={invitation.id} className="member-row">
              <span>
                <strong>{invitation.name}</strong> · {invitation.email} · {ROLE_LABELS[invitation.role]}
                <br />
                <span className="muted">Link works until {keralaTime(invitation.expires_at)}</span>
              </span>
              <ConfirmButton
                label={`Revoke ${invitation.name}’s invitation`}
                onOpen={begin}
                danger
                title={`Revoke the invitation of ${invitation.name}?`}
                description="Their link stops working. You can invite them again later."
                confirmLabel="Revoke it"
                onConfirm={async () =>
                  changed(
                    (
                      await api(messageResponse, `/admin/staff/invitations/${invitation.id}`, {
                        method: 'DELETE',
                      })
                    ).message,
                  )
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="roles-title">
        <h2 id="roles-title">What each role may do</h2>
        <div className="roles">
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <h3>{ROLE_LABELS[role]}</h3>
              <RoleReach role={role} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

function MemberRow({
  member,
  onBegin,
  onChanged,
}: {
  member: StaffMember;
  onBegin: () => void;
  onChanged: (message: string) => void;
}) {
  const { member: me } = useSession();
  // The role chosen in the list, waiting for the dialog's answer; the list shows the saved role otherwise.
  const [pending, setPending] = useState<StaffRole | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const selectId = `role-${member.id}`;
  const yourself = member.id === me?.id;

  function choose(role: StaffRole) {
    onBegin();
    setError(undefined);
    setPending(role === member.role ? undefined : role);
  }

  async function changeRole(role: StaffRole) {
    setBusy(true);
    setError(undefined);
    try {
      await api(staffMember, `/admin/staff/${member.id}/role`, { method: 'PUT', body: { role } });
      setPending(undefined);
      onChanged(
        yourself
          ? `You are now ${ROLE_LABELS[role].toLowerCase()}: sign in again.`
          : `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}; they have been signed out and sign in again with the new role.`,
      );
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="member-row">
      <span>
        <strong>{member.name}</strong>
        {yourself && ' (you)'}
        <br />
        <span className="muted">{member.email}</span>
      </span>
      <div className="field">
        <label htmlFor={selectId}>Role</label>
        <select
          id={selectId}
          value={pending ?? member.role}
          onChange={(event) => choose(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <ActionDialog
        open={pending !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setPending(undefined);
            setError(undefined);
          }
        }}
        title={`Make ${yourself ? 'yourself' : member.name} ${ROLE_LABELS[pending ?? member.role].toLowerCase()}?`}
        description={
          yourself
            ? 'You are signed out at once, everywhere, and sign in again with the new role.'
            : `${member.name} is signed out at once, everywhere, and signs in again with the new role.`
        }
      >
        {pending && <RoleReach role={pending} />}
        <FormError>{error}</FormError>
        <DialogActions
          keep={<>Keep {ROLE_LABELS[member.role].toLowerCase()}</>}
          action={{
            label: busy ? 'Working…' : `Make ${ROLE_LABELS[pending ?? member.role].toLowerCase()}`,
            disabled: busy,
            onClick: () => pending && void changeRole(pending),
          }}
        />
      </ActionDialog>
      <div className="row-actions">
        <ConfirmButton
          label={`Reset two-factor of ${member.name}`}
          title={`Reset ${member.name}’s two-factor sign-in?`}
          description="Their sessions end and they set two-factor up again at their next sign-in (a lost phone)."
          confirmLabel="Reset it"
          onOpen={onBegin}
          onConfirm={async () =>
            onChanged(
              (await api(messageResponse, `/admin/staff/${member.id}/two-factor`, { method: 'DELETE' }))
                .message,
            )
          }
        />
        {!yourself && (
          <ConfirmButton
            label={`Remove ${member.name}`}
            danger
            title={`Remove ${member.name}?`}
            description="Their sessions end at once and they can no longer sign in. The audit trail keeps their name. This cannot be undone."
            confirmLabel="Remove them"
            onOpen={onBegin}
            onConfirm={async () =>
              onChanged(
                (await api(messageResponse, `/admin/staff/${member.id}`, { method: 'DELETE' })).message,
              )
            }
          />
        )}
      </div>
    </li>
  );
}

function InviteForm({ onBegin, onMade }: { onBegin: () => void; onMade: () => void }) {
  const { register, submit, errors, refusal, busy, reset } = useZodForm(invitationBody, {
    name: '',
    email: '',
    role: 'packer',
  });
  const [made, setMade] = useState<{ link: string; message: string; name: string } | undefined>();
  const [copied, setCopied] = useState(false);

  const onSubmit = submit(
    async (body) => {
      const answer = await api(invitationMadeResponse, '/admin/staff/invitations', { method: 'POST', body });
      setMade({ link: answer.link, message: answer.message, name: answer.invitation.name });
      setCopied(false);
      reset();
      onMade();
    },
    () => {
      onBegin();
      setMade(undefined);
    },
  );

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Name" autoComplete="off" error={errors.name} {...register('name')} />
        <Field label="E-mail" type="email" autoComplete="off" error={errors.email} {...register('email')} />
        <div className="field">
          <label htmlFor="invite-role">Role</label>
          <select id="invite-role" {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <p className="hint">What each role may do is listed at the end of this page.</p>
        </div>
        <FormError>{refusal}</FormError>
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send the invitation'}
        </button>
      </form>
      {made && (
        <div role="status">
          <p className="notice">{made.message}</p>
          <p className="invite-link">
            <code>{made.link}</code>
            <button
              className="button small"
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(made.link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Copied' : `Copy ${made.name}’s link`}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}

import { messageResponse, staffPasswordForm, staffPasswordProblem, staffPasswordRule } from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../api';
import { useSession } from '../session';
import { Field, fieldErrors } from '../ui/Field';
import { FormError, issuesOf } from '../ui/form';

/**
 * "Change password" on one's own account page: the current password, the new one (the staff rule said beside it and
 * checked before sending; the server checks it again), and the new one again. The server ends one's other sessions
 * and e-mails the person; `onChanged` lets the page show the sessions that are left.
 */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const { member } = useSession();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setMessage(undefined);
    setDone(undefined);
    const parsed = staffPasswordForm.safeParse({
      current_password: data.get('current_password'),
      password: data.get('password'),
      confirm: data.get('confirm'),
    });
    const found = issuesOf(parsed.error?.issues ?? []);
    // The staff rule as soon as a new password is typed, whatever else is missing.
    const typed = data.get('password');
    const weak =
      typeof typed === 'string' && typed !== '' && member
        ? staffPasswordProblem(typed, member.email)
        : undefined;
    if (weak) found.password ??= weak;
    setErrors(found);
    if (!parsed.success || weak) return;
    setBusy(true);
    try {
      const answer = await api(messageResponse, '/admin/session/password', {
        method: 'POST',
        body: { current_password: parsed.data.current_password, password: parsed.data.password },
      });
      form.reset();
      setDone(answer.message);
      onChanged();
    } catch (problem) {
      const fields = problem instanceof ApiError ? fieldErrors(problem.fields) : {};
      setErrors(fields);
      // A refusal that names a field is said beside it; the rest (too many tries, no connection) here.
      if (Object.keys(fields).length === 0) {
        setMessage(problem instanceof Error ? problem.message : String(problem));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form onSubmit={submit} noValidate>
        <input type="hidden" name="username" autoComplete="username" value={member?.email ?? ''} />
        <Field
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          required
        />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={staffPasswordRule(member?.email)}
          error={errors.password}
          required
        />
        <Field
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          required
        />
        <FormError>{message}</FormError>
        {done && (
          <p className="note" role="status">
            {done} We have e-mailed you to say so.
          </p>
        )}
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

import { messageResponse, staffPasswordForm, staffPasswordProblem, staffPasswordRule } from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { useSession } from '../session';
import { Field } from '../ui/Field';
import { FormError, useZodForm } from '../ui/form';

/**
 * The form's schema with the whole staff rule for this person (their e-mail may not be in the password), said as soon
 * as a new password is typed, whatever else is missing (`when`: the check runs beside the schema's own issues).
 */
function passwordFormOf(email: string | undefined) {
  return staffPasswordForm.superRefine(
    (form, context) => {
      const typed: unknown = form.password;
      const weak =
        typeof typed === 'string' && typed !== '' && email ? staffPasswordProblem(typed, email) : undefined;
      if (weak) context.addIssue({ code: 'custom', message: weak, path: ['password'] });
    },
    { when: () => true },
  );
}

/**
 * "Change password" on one's own account page: the current password, the new one (the staff rule said beside it and
 * checked before sending; the server checks it again), and the new one again. The server ends one's other sessions
 * and e-mails the person; `onChanged` lets the page show the sessions that are left.
 */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const { member } = useSession();
  const [done, setDone] = useState<string | undefined>();
  const { register, submit, reset, errors, refusal, busy } = useZodForm(
    passwordFormOf(member?.email),
    { current_password: '', password: '', confirm: '' },
    // A refusal that names a field is said beside it; the rest (too many tries, no connection) here.
    { refusalBesideFields: true },
  );
  const onSubmit = submit(
    async (form) => {
      const answer = await api(messageResponse, '/admin/session/password', {
        method: 'POST',
        body: { current_password: form.current_password, password: form.password },
      });
      reset();
      setDone(answer.message);
      onChanged();
    },
    () => setDone(undefined),
  );

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form onSubmit={onSubmit} noValidate>
        <input type="hidden" name="username" autoComplete="username" value={member?.email ?? ''} />
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          required
          {...register('current_password')}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={staffPasswordRule(member?.email)}
          error={errors.password}
          required
          {...register('password')}
        />
        <Field
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          required
          {...register('confirm')}
        />
        <FormError>{refusal}</FormError>
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

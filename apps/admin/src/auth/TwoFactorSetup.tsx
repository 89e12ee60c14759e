import { STAFF_MESSAGES, staffCodeBody, twoFactorOnResponse, twoFactorSetupResponse } from '@farm/contract';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { api } from '../api';
import { useSession } from '../session';
import { Field } from '../ui/Field';

/**
 * Setting up two-factor sign-in: the key for the app (typed in, or opened as an otpauth:// link on the phone), the
 * first code to confirm it, then the recovery codes, shown once.
 */
export function TwoFactorSetup({ required, onDone }: { required: boolean; onDone?: () => void }) {
  const { refresh } = useSession();
  const [key, setKey] = useState<z.output<typeof twoFactorSetupResponse> | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      setKey(await api(twoFactorSetupResponse, '/admin/me/two-factor', { method: 'POST' }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = staffCodeBody.safeParse({ code: new FormData(event.currentTarget).get('code') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STAFF_MESSAGES.codeRequired);
      return;
    }
    setBusy(true);
    try {
      const on = await api(twoFactorOnResponse, '/admin/me/two-factor/confirm', {
        method: 'POST',
        body: parsed.data,
      });
      setCodes(on.recovery_codes);
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes) {
    return (
      <section className="card" aria-labelledby="codes-title">
        <h2 id="codes-title">Two-factor sign-in is on</h2>
        <p>{STAFF_MESSAGES.twoFactorOn}</p>
        <ol className="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <button
          className="button primary"
          type="button"
          onClick={() => {
            onDone?.();
            void refresh();
          }}
        >
          I have kept them: continue
        </button>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="setup-title">
      <h2 id="setup-title">Set up two-factor sign-in</h2>
      {required && <p className="notice">{STAFF_MESSAGES.setupNeeded}</p>}
      <p className="muted">
        You will need an authenticator app on your phone (Google Authenticator, Aegis, Microsoft
        Authenticator, 1Password…). After your password, the console will ask for the code it shows.
      </p>
      {!key ? (
        <>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button className="button primary" type="button" onClick={() => void start()} disabled={busy}>
            Start
          </button>
        </>
      ) : (
        <form onSubmit={confirm} noValidate>
          <p>{key.message}</p>
          <p>
            Key: <code className="key">{key.secret}</code>
          </p>
          <p>
            On this phone? <a href={key.otpauth_url}>Open the key in your authenticator app</a>.
          </p>
          <Field
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={error}
          />
          <button className="button primary" type="submit" disabled={busy}>
            Turn on
          </button>
        </form>
      )}
    </section>
  );
}

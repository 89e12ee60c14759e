import { STAFF_MESSAGES, twoFactorOnBody, twoFactorOnResponse, twoFactorSetupResponse } from '@farm/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../api';
import { useSession } from '../session';
import { Field } from '../ui/Field';
import './account.css';
import { FormError, useZodForm } from '../ui/form';

type Key = z.output<typeof twoFactorSetupResponse>;

/** The key as people read and type it: groups of four (authenticator apps ignore the spaces). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** A date as the farm reads it, in India's time: "14 March 2026". */
const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
/** The same date for a file's name: 2026-03-14. */
const isoIndiaDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Copies a text, saying whether it worked (a browser may refuse outside https). */
function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return {
    state,
    copy: (text: string) =>
      navigator.clipboard.writeText(text).then(
        () => setState('copied'),
        () => setState('failed'),
      ),
  };
}

/**
 * Setting up two-factor sign-in: a QR code of the key for the phone's camera (drawn by the server from the same
 * otpauth:// address), the key to type in grouped in fours and copyable, the first code and the current password to
 * confirm it (a session alone, perhaps a stolen cookie, may not tie the account to another phone), then the recovery
 * codes, shown once, to download as a text file or print.
 */
export function TwoFactorSetup({ required, onDone }: { required: boolean; onDone?: () => void }) {
  const { refresh, member } = useSession();
  const [key, setKey] = useState<Key | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  /** Starting's refusal (the key could not be made); the confirm form's are the form's own. */
  const [error, setError] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);
  const keyCopy = useCopy();
  // A refusal that names a field (a wrong code or password) is said beside it; the rest (too many tries, no
  // connection) above the button.
  const { register, submit, errors, refusal, busy } = useZodForm(
    twoFactorOnBody,
    { code: '', password: '' },
    { refusalBesideFields: true },
  );
  const confirm = submit(async (body) => {
    const on = await api(twoFactorOnResponse, '/admin/me/two-factor/confirm', { method: 'POST', body });
    setCodes(on.recovery_codes);
  });

  async function start() {
    setStarting(true);
    setError(undefined);
    try {
      setKey(await api(twoFactorSetupResponse, '/admin/me/two-factor', { method: 'POST' }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setStarting(false);
    }
  }

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        shop={key?.issuer ?? ''}
        person={member ? { name: member.name, email: member.email } : undefined}
        onContinue={() => {
          onDone?.();
          void refresh();
        }}
      />
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
          <FormError>{error}</FormError>
          <button className="button primary" type="button" onClick={() => void start()} disabled={starting}>
            Start
          </button>
        </>
      ) : (
        <form onSubmit={confirm} noValidate>
          <p>{key.message}</p>
          <ol className="setup-steps">
            <li>
              <p>In the app, choose to add an account and scan this code:</p>
              <img
                className="qr-code"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(key.qr_svg)}`}
                alt={`QR code of the two-factor key for ${member?.email ?? 'your account'} at ${key.issuer}`}
                width={240}
                height={240}
              />
              <p className="muted small-print">
                The app lists it as {key.issuer} ({member?.email}).
              </p>
            </li>
            <li>
              <p>
                Cannot scan it? Type this key into the app instead (a time-based key, 6 digits every 30
                seconds):
              </p>
              <p className="key-row">
                <code className="key">{groupedKey(key.secret)}</code>
                <button className="button small" type="button" onClick={() => void keyCopy.copy(key.secret)}>
                  {keyCopy.state === 'copied' ? 'Key copied' : 'Copy the key'}
                </button>
              </p>
              <p role="status" className="small-print">
                {keyCopy.state === 'failed' &&
                  'This browser does not allow copying here: select the key and copy it yourself.'}
              </p>
              <p className="small-print">
                On this phone? <a href={key.otpauth_url}>Open the key in your authenticator app</a>.
              </p>
            </li>
            <li>
              <p>Then enter the 6-digit code the app shows for it, and your password to show it is you:</p>
              <Field
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                error={errors.code}
                {...register('code')}
              />
              <input type="hidden" name="username" autoComplete="username" value={member?.email ?? ''} />
              <Field
                label="Your current password"
                type="password"
                autoComplete="current-password"
                hint="Asked so that no one who only has your open session can tie your account to their phone."
                error={errors.password}
                required
                {...register('password')}
              />
              <FormError>{refusal}</FormError>
              <button className="button primary" type="submit" disabled={busy}>
                {busy ? 'Checking…' : 'Turn on'}
              </button>
            </li>
          </ol>
        </form>
      )}
    </section>
  );
}

/**
 * The ten recovery codes, shown this once: a .txt file naming the shop, the person and the day, and a print that
 * shows only the codes (the print style hides the rest of the console).
 */
function RecoveryCodes({
  codes,
  shop,
  person,
  onContinue,
}: {
  codes: string[];
  shop: string;
  person: { name: string; email: string } | undefined;
  onContinue: () => void;
}) {
  const [made] = useState(() => new Date());
  const [download, setDownload] = useState<{ url: string; name: string } | undefined>();
  const whose = person ? `${person.name} (${person.email})` : 'you';
  const heading = `Recovery codes for ${shop}’s console`;
  const lines = [
    heading,
    `For ${whose}, made on ${indiaDate(made)}.`,
    '',
    'Each code signs you in once, in place of the code from your authenticator app',
    '(for a lost or broken phone). Keep them somewhere safe, away from the phone.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ];

  // The file is made once, and its address let go when the codes leave the screen.
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([lines.join('\r\n')], { type: 'text/plain;charset=utf-8' }));
    // The address is a browser resource made and let go with the screen, so it is made in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDownload({
      url,
      name: `recovery-codes-${slug(shop) || 'console'}-${slug(person?.email.split('@')[0] ?? '')}-${isoIndiaDate(made)}.txt`,
    });
    return () => URL.revokeObjectURL(url);
    // The codes never change while they are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="card recovery-sheet" aria-labelledby="codes-title">
      <h2 id="codes-title">Two-factor sign-in is on</h2>
      <p className="no-print">{STAFF_MESSAGES.twoFactorOn}</p>
      <p className="print-only print-heading">{heading}</p>
      <p className="recovery-whose">
        For {whose}, made on {indiaDate(made)}. Each code works once, in place of the code from your
        authenticator app.
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="muted no-print">They are shown only now: download them or print them before you go on.</p>
      <div className="row-actions no-print">
        {download && (
          <a className="button" href={download.url} download={download.name}>
            Download the codes (.txt)
          </a>
        )}
        <button className="button" type="button" onClick={() => window.print()}>
          Print the codes
        </button>
        <button className="button primary" type="button" onClick={onContinue}>
          I have kept them: continue
        </button>
      </div>
    </section>
  );
}

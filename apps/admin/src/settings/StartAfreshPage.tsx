import {
  DEMO_CLEAR_PHRASE,
  demoCleared,
  demoClearBody,
  demoContentWords,
  demoStatus,
  type DemoCleared,
} from '@farm/contract';
import { useState } from 'react';
import { api } from '../api';
import { Field } from '../ui/Field';
import { FormError, useZodForm } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { BackupNow } from './BackupNow';
import { SettingsNav } from './SettingsNav';
import '../ui/content.css';

/** What the clear-out never touches, in the farm's words. */
const STAYS = [
  'Orders, with their lines, invoices, credit notes, payments and refunds',
  'Customers and their saved addresses',
  'Complaints, staff, their sign-ins and the audit trail',
  'Products and categories you added, and pages you rewrote yourself',
  'The picture library, the shipping slabs and the shop’s settings',
];

/**
 * Start afresh (issue 36): a shop that began as the demo clears the demo's content. The screen says what goes and what
 * stays, offers a backup first, and asks for the words that confirm it; the server checks them again.
 */
export function StartAfreshPage() {
  const status = useLoad(() => api(demoStatus, '/admin/demo'), 'demo');
  const [result, setResult] = useState<DemoCleared | undefined>();
  const left = status.data ? demoContentWords(status.data.left) : [];
  return (
    <>
      <div className="page-head">
        <h1>Start afresh</h1>
      </div>
      <SettingsNav />
      <p className="muted">
        The demo fills the shop with a made-up farm’s products, crops and pages. Clear it before you add your
        own.
      </p>
      {status.status === 'failed' && <FormError>{status.error}</FormError>}
      {status.status === 'loading' && !status.data && <p className="loading">Loading…</p>}
      {result && <Cleared result={result} />}
      {status.data && status.data.clear && !result && (
        <p className="card" role="status">
          There is nothing of the demo left to clear: the shop’s content is all your own.
        </p>
      )}
      {status.data && !status.data.clear && (
        <>
          <section className="card" aria-labelledby="goes-title">
            <h2 id="goes-title">What goes</h2>
            <ul>
              {left.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              The shop then shows “coming soon” to customers until you open it again from the setup checklist
              on the dashboard.
            </p>
            <h2>What stays</h2>
            <ul>
              {STAYS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="backup-first-title">
            <h2 id="backup-first-title">1. Download a backup first</h2>
            <p>
              Clearing cannot be undone. A backup keeps the shop as it is now, so it can be put back with{' '}
              <code>npm run db:restore</code>.
            </p>
            <BackupNow label="Take a backup first" />
          </section>
          <ClearForm
            onCleared={(cleared) => {
              setResult(cleared);
              status.reload();
            }}
          />
        </>
      )}
    </>
  );
}

function ClearForm({ onCleared }: { onCleared: (result: DemoCleared) => void }) {
  const { register, submit, errors, refusal, busy } = useZodForm(demoClearBody, { confirm: '' });
  return (
    <form
      className="card"
      aria-labelledby="clear-title"
      noValidate
      onSubmit={submit(async (values) => {
        onCleared(await api(demoCleared, '/admin/demo/clear', { method: 'POST', body: values }));
      })}
    >
      <h2 id="clear-title">2. Clear the demo</h2>
      <Field
        label={`Type ${DEMO_CLEAR_PHRASE} to confirm`}
        hint="The demo’s content goes at once, for good."
        autoComplete="off"
        spellCheck={false}
        error={errors.confirm}
        {...register('confirm')}
      />
      <FormError>{refusal}</FormError>
      <div className="actions">
        <button className="button danger" type="submit" disabled={busy}>
          {busy ? 'Clearing…' : 'Clear the demo'}
        </button>
      </div>
    </form>
  );
}

function Cleared({ result }: { result: DemoCleared }) {
  const removed = demoContentWords(result.cleared);
  return (
    <section className="card" aria-labelledby="cleared-title">
      <h2 id="cleared-title">The demo is cleared</h2>
      <p role="status">{result.message}</p>
      {removed.length > 0 && (
        <ul>
          {removed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {result.kept_categories.length > 0 && (
        <p>Kept, because your own products are listed under them: {result.kept_categories.join(', ')}.</p>
      )}
    </section>
  );
}

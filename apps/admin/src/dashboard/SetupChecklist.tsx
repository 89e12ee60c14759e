import { SETUP_MESSAGES, setupChecklistResponse, type SetupChecklist as Checklist } from '@farm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { FormMessage, refusalOf } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import './setup-checklist.css';

/**
 * The setup checklist (issue 36; docs/domain.md "Opening the shop") on the owner's dashboard until every item is done:
 * each item as the server found it in the shop's data, a link to the screen that puts it right, the two actions that
 * belong here (a test e-mail, test payments on purpose), and "Open the shop" once the required items are done.
 * Nothing when the checklist cannot be read (only the owner may read it, and only the owner is shown this).
 */
export function SetupChecklist() {
  const loaded = useLoad(() => api(setupChecklistResponse, '/admin/setup'), 'setup');
  // The answer of the last action (each answers the whole checklist again), over the first load.
  const [latest, setLatest] = useState<Checklist | undefined>();
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const list = latest ?? loaded.data;
  if (!list) return null;
  if (list.open && list.items.every((item) => item.done)) return null;

  async function act(path: string, body?: unknown) {
    setBusy(true);
    setSaid({});
    try {
      const answer = await api(setupChecklistResponse, path, { method: 'POST', body });
      setLatest(answer);
      setSaid({ done: answer.message });
    } catch (failure) {
      setSaid({ error: refusalOf(failure).form });
    } finally {
      setBusy(false);
    }
  }

  /** Open or close: asked first, a refusal said inside the dialog. */
  async function change(path: string) {
    setSaid({});
    const answer = await api(setupChecklistResponse, path, { method: 'POST' });
    setLatest(answer);
    setSaid({ done: answer.message });
  }

  const left = list.items.filter((item) => item.required && !item.done).length;
  return (
    <section className="card setup-checklist" aria-labelledby="setup-title">
      <h2 id="setup-title">{list.open ? 'Setup checklist' : 'Before the shop opens'}</h2>
      {list.open ? null : <p className="notice">{SETUP_MESSAGES.comingSoonNote}</p>}
      <ol className="setup-items">
        {list.items.map((item) => (
          <li key={item.key} className={item.done ? 'setup-done' : 'setup-todo'}>
            <span
              className={`badge ${item.done ? 'setup-badge-done' : item.required ? 'setup-badge-todo' : ''}`}
            >
              {item.done ? 'Done' : item.required ? 'To do' : 'Recommended'}
            </span>{' '}
            <Link to={item.link}>{item.title}</Link>
            <span className="sub">{item.detail}</span>
            {item.key === 'email' ? (
              <button
                className="button small"
                type="button"
                disabled={busy}
                onClick={() => void act('/admin/setup/test-email')}
              >
                Send a test e-mail
              </button>
            ) : null}
            {item.key === 'payments' && list.payments_test_mode ? (
              <button
                className="button small"
                type="button"
                disabled={busy}
                onClick={() =>
                  void act('/admin/setup/test-payments', { confirmed: !list.test_payments_confirmed })
                }
              >
                {list.test_payments_confirmed
                  ? 'Withdraw: test payments are not on purpose'
                  : 'Test payments are on purpose'}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <FormMessage error={said.error} done={said.done} />
      <div className="actions">
        {list.open ? (
          <ConfirmButton
            label="Close the shop for now"
            title="Close the shop for now?"
            description="The storefront shows “coming soon” again and checkout takes no order until you open the shop again. Orders already placed are not touched."
            confirmLabel="Close the shop"
            danger
            onConfirm={() => change('/admin/setup/close')}
          />
        ) : list.can_open ? (
          <ConfirmButton
            label="Open the shop"
            title="Open the shop?"
            description="The storefront shows the products and checkout takes orders from now on."
            confirmLabel="Open the shop"
            onConfirm={() => change('/admin/setup/open')}
          />
        ) : (
          <>
            <button className="button small" type="button" disabled aria-describedby="setup-left">
              Open the shop
            </button>
            <span id="setup-left" className="muted">
              {left === 1 ? '1 required item is' : `${left} required items are`} still to do.
            </span>
          </>
        )}
      </div>
    </section>
  );
}

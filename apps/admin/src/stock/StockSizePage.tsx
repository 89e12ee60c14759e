import {
  STOCK_MESSAGES,
  stockChangeBody,
  stockDetail,
  type StockDetail,
  type StockLevel,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import { issuesOf, refusalOf, FormError } from '../ui/form';
import { shopDateTime } from '../ui/format';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { useLoad } from '../ui/useLoad';
import { MOVEMENT_WORDS, signed } from './words';
import { typedNumber } from '../ui/words';
import '../ui/card-table.css';
import './stock.css';

/** One size's stock: its level, the three ways to change it (each a movement with who and why), and its history. */
export function StockSizePage() {
  const { sizeId } = useParams();
  // One screen per size: a change's answer never shows on another size's page.
  return <SizeScreen key={sizeId} sizeId={sizeId ?? ''} />;
}

function SizeScreen({ sizeId }: { sizeId: string }) {
  const loaded = useLoad(() => api(stockDetail, `/admin/stock/${encodeURIComponent(sizeId)}`), sizeId);
  const [detail, setDetail] = useState<StockDetail | undefined>();
  const [done, setDone] = useState<string | undefined>();
  // The answer to a change is the newest detail.
  const shown = detail ?? loaded.data;

  if (!shown) {
    return loaded.status === 'failed' ? (
      <>
        <FormError>{loaded.error}</FormError>
        <Link to="/stock">Back to the stock</Link>
      </>
    ) : (
      <p className="loading">Loading…</p>
    );
  }
  const { level, movements } = shown;
  const saved = (answer: StockDetail) => {
    setDetail(answer);
    setDone(answer.message ?? STOCK_MESSAGES.saved);
  };

  return (
    <>
      <p>
        <Link to="/stock">← Stock</Link>
      </p>
      <div className="page-head">
        <h1>
          {level.product_name}, {level.size}
        </h1>
        <Link to={`/products/${level.product_id}`} className="small-print">
          The product
        </Link>
      </div>
      <div role="status" className="status-line">
        {done && <p className="note">{done}</p>}
      </div>
      <Level level={level} />

      <div className="stock-forms">
        <CountForm level={level} onSaved={saved} onStart={() => setDone(undefined)} />
        <ReceiveForm level={level} onSaved={saved} onStart={() => setDone(undefined)} />
        <CorrectForm level={level} onSaved={saved} onStart={() => setDone(undefined)} />
      </div>

      <section className="card" aria-labelledby="movements-title">
        <h2 id="movements-title">History</h2>
        {movements.length === 0 ? (
          <p className="muted">Nothing has moved yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="stock-table card-table movements">
              <caption className="visually-hidden">Movements of this size, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                  <th scope="col">Count after</th>
                  <th scope="col">Note</th>
                  <th scope="col">Order</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {movements.map((m) => (
                  <tr key={m.id}>
                    <td data-label="When">{shopDateTime(m.at)}</td>
                    <td data-label="What">{MOVEMENT_WORDS[m.kind]}</td>
                    <td data-label="Change" className={`num ${m.change < 0 ? 'down' : 'up'}`}>
                      {signed(m.change)}
                    </td>
                    <td data-label="Count after" className="num">
                      {m.count_after}
                    </td>
                    <td data-label="Note" className={m.note ? undefined : 'is-empty'}>
                      {m.note || <span className="muted">—</span>}
                    </td>
                    <td data-label="Order" className={m.order_id === null ? 'is-empty' : undefined}>
                      {m.order_id !== null ? (
                        <Link to={`/orders/${m.order_id}`}>{m.order_no ?? `#${m.order_id}`}</Link>
                      ) : (
                        <span className="muted">—</span>
                      )}
                    </td>
                    <td data-label="Who">{m.staff_name ?? <span className="muted">The shop</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {movements.length >= 100 && <p className="muted small-print">The newest 100 movements.</p>}
      </section>
    </>
  );
}

function Level({ level }: { level: StockLevel }) {
  if (level.stock_count === null) {
    return (
      <section className="card" aria-labelledby="level-title">
        <h2 id="level-title">Not counted</h2>
        <p>
          This size sells as long as it is marked in stock, with no count. Count the shelf below to start
          counting: then it sells only what is there, and shows “Only N left” when few are.
        </p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="level-title">
      <h2 id="level-title">
        Now{' '}
        {level.available !== null && level.available <= 0 ? (
          <span className="badge stock-out">Sold out</span>
        ) : (
          level.low && <span className="badge stock-low">Running low</span>
        )}
      </h2>
      <dl className="levels">
        <div>
          <dt>On the shelf</dt>
          <dd>{level.stock_count}</dd>
        </div>
        <div>
          <dt>Held while paying</dt>
          <dd>{level.held}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{level.available}</dd>
        </div>
      </dl>
    </section>
  );
}

interface FormProps {
  level: StockLevel;
  onSaved: (answer: StockDetail) => void;
  onStart: () => void;
}

/** Sends one change; answers the errors to show (none when it was saved). */
function useChange(level: StockLevel, onSaved: FormProps['onSaved']) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function send(body: unknown): Promise<boolean> {
    const parsed = stockChangeBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return false;
    }
    setBusy(true);
    try {
      onSaved(
        await api(stockDetail, `/admin/stock/${level.product_size_id}`, {
          method: 'POST',
          body: parsed.data,
        }),
      );
      setErrors({});
      return true;
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ ...refusal.fields, form: refusal.form });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { errors, setErrors, busy, send };
}

/** The refusal, read out at once; when it is already beside its field, only read out (not shown twice). */
function CountRefusal({ errors }: { errors: Record<string, string> }) {
  const { form, ...fields } = errors;
  if (!form) return null;
  return (
    <p className={Object.values(fields).includes(form) ? 'visually-hidden' : 'form-error'} role="alert">
      {form}
    </p>
  );
}

function CountForm({ level, onSaved, onStart }: FormProps) {
  const { errors, setErrors, busy, send } = useChange(level, onSaved);
  const [count, setCount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const counted = level.stock_count !== null;
  const body = () => ({
    action: 'count' as const,
    count: count.trim() === '' ? null : typedNumber(count),
    reason,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    if (count.trim() === '') {
      // Empty stops counting: only for a counted size, and only once confirmed.
      if (!counted) {
        // Nothing to stop: a count is needed (and the reason, said at the same time).
        const parsed = stockChangeBody.safeParse({ ...body(), count: Number.NaN });
        setErrors(parsed.success ? {} : issuesOf(parsed.error.issues));
        return;
      }
      const parsed = stockChangeBody.safeParse(body());
      if (!parsed.success) {
        setErrors(issuesOf(parsed.error.issues));
        return;
      }
      setErrors({});
      setConfirming(true);
      return;
    }
    if (await send(body())) {
      setCount('');
      setReason('');
    }
  }

  async function stop() {
    if (await send(body())) {
      setConfirming(false);
      setReason('');
    }
  }

  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="count-title">
      <h2 id="count-title">Count the shelf</h2>
      <Field
        label="How many are on the shelf"
        inputMode="numeric"
        autoComplete="off"
        hint={
          counted
            ? 'Leave it empty to stop counting this size.'
            : 'From this count on, the shop sells only what is there.'
        }
        value={count}
        error={errors.count}
        onChange={(event) => setCount(event.target.value)}
      />
      <Field
        label="Reason for the count"
        autoComplete="off"
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <CountRefusal errors={errors} />
      <button className="button primary" type="submit" disabled={busy}>
        {counted ? 'Save the count' : 'Start counting'}
      </button>
      <ActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Stop counting ${level.product_name}, ${level.size}?`}
        description={`The count goes (its history stays) and the size sells while it is marked in stock, with no limit. To count it again you start from a fresh count. This cannot be undone.`}
      >
        <CountRefusal errors={errors} />
        <DialogActions
          keep="Keep counting"
          action={{ label: 'Stop counting', danger: true, disabled: busy, onClick: () => void stop() }}
        />
      </ActionDialog>
    </form>
  );
}

function ReceiveForm({ level, onSaved, onStart }: FormProps) {
  const { errors, busy, send } = useChange(level, onSaved);
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const counted = level.stock_count !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    if (await send({ action: 'receive', quantity: typedNumber(quantity), note })) {
      setQuantity('');
      setNote('');
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="receive-title"
    >
      <h2 id="receive-title">A batch came in</h2>
      {!counted && <p className="hint not-counted">{STOCK_MESSAGES.notCounted}</p>}
      <Field
        label="How many came in"
        inputMode="numeric"
        autoComplete="off"
        value={quantity}
        error={errors.quantity}
        disabled={!counted}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <Field
        label="Note (optional)"
        autoComplete="off"
        hint="The batch, the harvest, who brought it."
        value={note}
        error={errors.note}
        disabled={!counted}
        onChange={(event) => setNote(event.target.value)}
      />
      <CountRefusal errors={errors} />
      <button className="button primary" type="submit" disabled={busy || !counted}>
        Add the batch
      </button>
    </form>
  );
}

function CorrectForm({ level, onSaved, onStart }: FormProps) {
  const { errors, busy, send } = useChange(level, onSaved);
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const counted = level.stock_count !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    if (await send({ action: 'correct', change: typedNumber(change), reason })) {
      setChange('');
      setReason('');
    }
  }

  return (
    <form
      className="card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="correct-title"
    >
      <h2 id="correct-title">Correct</h2>
      {!counted && <p className="hint not-counted">{STOCK_MESSAGES.notCounted}</p>}
      <Field
        label="Change (+ or −)"
        autoComplete="off"
        hint="−1 for a broken jar, +2 for two found."
        value={change}
        error={errors.change}
        disabled={!counted}
        onChange={(event) => setChange(event.target.value)}
      />
      <Field
        label="Reason for the correction"
        autoComplete="off"
        value={reason}
        error={errors.reason}
        disabled={!counted}
        onChange={(event) => setReason(event.target.value)}
      />
      <CountRefusal errors={errors} />
      <button className="button primary" type="submit" disabled={busy || !counted}>
        Save the correction
      </button>
    </form>
  );
}

import {
  IMAGE_BASES,
  LOT_PROCESSES,
  LOT_PROCESS_LABELS,
  STOCK_MESSAGES,
  mediaList,
  stockChangeBody,
  stockDetail,
  type Lot,
  type StockDetail,
  type StockLevel,
} from '@farm/contract';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { api, fileUrl } from '../api';
import { useSession } from '../session';
import { issuesOf, refusalOf, FormError, Select } from '../ui/form';
import { shopDate, shopDateTime } from '../ui/format';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { LOT_WORDS, processedWords } from '../ui/lot-words';
import { PicturePicker } from '../ui/PicturePicker';
import { useLoad } from '../ui/useLoad';
import { MOVEMENT_WORDS, signed } from './words';
import { typedNumber } from '../ui/words';
import '../ui/card-table.css';
import './stock.css';

/**
 * One size's stock: its level, its lots (issue 38), the three ways to change it (each a movement with who and why, on
 * a lot), and its history.
 */
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
  const { level, lots, movements } = shown;
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
      {level.stock_count !== null && <LotsTable lots={lots} />}

      <ReceiveForm
        level={level}
        lots={lots}
        crops={shown.crops}
        onSaved={saved}
        onStart={() => setDone(undefined)}
      />
      <div className="stock-forms">
        <CountForm level={level} lots={lots} onSaved={saved} onStart={() => setDone(undefined)} />
        <CorrectForm level={level} lots={lots} onSaved={saved} onStart={() => setDone(undefined)} />
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
                  <th scope="col">Lot</th>
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
                    <td data-label="Lot" className={m.lot_code ? undefined : 'is-empty'}>
                      {m.lot_code ?? <span className="muted">—</span>}
                    </td>
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

/** A date of a lot, or a dash when it has none. */
function DateCell({ label, date }: { label: string; date: string | null }) {
  return (
    <td data-label={label} className={date ? undefined : 'is-empty'}>
      {date ? shopDate(date) : <span className="muted">—</span>}
    </td>
  );
}

/**
 * The size's lots, first expiry first: what came in and what is left, the dates, where it came from, and whether it
 * may be packed (a recall blocks it; too little shelf life left refuses it, the reason said in words).
 */
function LotsTable({ lots }: { lots: Lot[] }) {
  return (
    <section className="card" aria-labelledby="lots-title">
      <h2 id="lots-title">Lots</h2>
      {lots.length === 0 ? (
        <p className="muted">{LOT_WORDS.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="stock-table card-table lots">
            <caption className="visually-hidden">{LOT_WORDS.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">Lot</th>
                <th scope="col">On hand</th>
                <th scope="col">Harvested</th>
                <th scope="col">Processed</th>
                <th scope="col">Best before</th>
                <th scope="col">Last day to pack</th>
                <th scope="col">Crop or source</th>
                <th scope="col">Certificate</th>
                <th scope="col">
                  <span className="visually-hidden">Labels</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot) => {
                const processed = processedWords(lot.processed_on, lot.process);
                const from = [lot.crop?.name, lot.source].filter(Boolean).join(', ');
                return (
                  <tr key={lot.id} className={lot.on_hand === 0 ? 'is-emptied' : undefined}>
                    <td data-label="Lot">
                      <strong className="lot-code">{lot.code}</strong>
                      {lot.blocked ? (
                        <span className="badge lot-blocked">{LOT_WORDS.blocked}</span>
                      ) : (
                        !lot.packable &&
                        lot.on_hand > 0 && <span className="badge lot-refused">{LOT_WORDS.notPackable}</span>
                      )}
                      {lot.on_hand === 0 && <span className="badge lot-emptied">{LOT_WORDS.emptied}</span>}
                      {lot.refusal && lot.on_hand > 0 && (
                        <span className="sub lot-refusal">{lot.refusal}</span>
                      )}
                      {lot.notes && <span className="sub">{lot.notes}</span>}
                    </td>
                    <td data-label="On hand" className="num">
                      <strong>{lot.on_hand}</strong> of {lot.received}
                    </td>
                    <DateCell label="Harvested" date={lot.harvested_on} />
                    <td data-label="Processed" className={processed ? undefined : 'is-empty'}>
                      {processed ?? <span className="muted">—</span>}
                    </td>
                    <DateCell label="Best before" date={lot.best_before} />
                    <DateCell label="Last day to pack" date={lot.last_pack_day} />
                    <td data-label="Crop or source" className={from ? undefined : 'is-empty'}>
                      {from || <span className="muted">—</span>}
                    </td>
                    <td data-label="Certificate" className={lot.certificate ? undefined : 'is-empty'}>
                      {lot.certificate ? (
                        <a
                          href={lot.certificate.url}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={LOT_WORDS.certificateOf(lot.code)}
                        >
                          {LOT_WORDS.certificate}
                        </a>
                      ) : (
                        <span className="muted">—</span>
                      )}
                    </td>
                    <td>
                      <a
                        href={fileUrl(`/admin/lots/${lot.id}/labels.pdf`)}
                        aria-label={LOT_WORDS.labelSheetFor(lot.code)}
                      >
                        {LOT_WORDS.labelSheet}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A lot chosen in a select, as the change's `lot_id` (undefined: none chosen). */
const lotIdOf = (value: string) => (value === '' ? undefined : Number(value));

interface FormProps {
  level: StockLevel;
  lots: Lot[];
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

function CountForm({ level, lots, onSaved, onStart }: FormProps) {
  const { errors, setErrors, busy, send } = useChange(level, onSaved);
  const [count, setCount] = useState('');
  const [reason, setReason] = useState('');
  const [lot, setLot] = useState('');
  const [confirming, setConfirming] = useState(false);
  const counted = level.stock_count !== null;
  const lotId = lotIdOf(lot);
  const body = () => ({
    action: 'count' as const,
    count: count.trim() === '' ? null : typedNumber(count),
    ...(lotId === undefined ? {} : { lot_id: lotId }),
    reason,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    if (count.trim() === '') {
      // Empty stops counting: only the whole size of a counted one, and only once confirmed.
      if (!counted || lotId !== undefined) {
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
      {counted && lots.length > 0 && (
        <Select
          label="What was counted"
          value={lot}
          error={errors.lot_id}
          hint="A lot's count changes that lot only; the whole size's is shared among its lots, first expiry first."
          onChange={(event) => setLot(event.target.value)}
          options={[
            { value: '', label: LOT_WORDS.wholeSize },
            ...lots.map((l) => ({ value: String(l.id), label: LOT_WORDS.lotOption(l) })),
          ]}
        />
      )}
      <Field
        label="How many are on the shelf"
        inputMode="numeric"
        autoComplete="off"
        hint={
          lotId !== undefined
            ? 'Of this lot.'
            : counted
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

/** The receive form's fields as typed: every one a text (dates as the date input gives them, "" when empty). */
const NO_LOT = {
  quantity: '',
  code: '',
  crop_id: '',
  source: '',
  harvested_on: '',
  processed_on: '',
  process: '',
  best_before: '',
  note: '',
};

function ReceiveForm({ level, crops, onSaved, onStart }: FormProps & { crops: StockDetail['crops'] }) {
  const { can } = useSession();
  const { errors, setErrors, busy, send } = useChange(level, onSaved);
  const [typed, setTyped] = useState(NO_LOT);
  // The certificate as the picture picker holds it (`m/<key>`); its library id is looked up when sent.
  const [certificate, setCertificate] = useState<string[]>([]);
  const counted = level.stock_count !== null;
  // The crops come with the size's stock (whoever receives names the crop); the media library is for those who edit
  // the catalogue or the farm's pages.
  const namesCrops = crops.length > 0;
  const picksPictures = can('catalogue.write') || can('content.write');
  const set = (name: keyof typeof NO_LOT) => (event: { target: { value: string } }) =>
    setTyped((previous) => ({ ...previous, [name]: event.target.value }));

  /** The library id of the chosen certificate picture (null: none chosen). */
  async function certificateId(): Promise<number | null> {
    const ref = certificate[0];
    if (!ref) return null;
    const library = await api(mediaList, '/admin/media');
    return library.items.find((item) => item.ref === ref)?.id ?? null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    let certificate_media_id: number | null;
    try {
      certificate_media_id = await certificateId();
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({ certificate_media_id: refusal.form, form: refusal.form });
      return;
    }
    const { quantity, crop_id, process, ...rest } = typed;
    const sent = await send({
      ...rest,
      action: 'receive',
      quantity: typedNumber(quantity),
      crop_id: crop_id === '' ? null : Number(crop_id),
      process: process === '' ? null : process,
      certificate_media_id,
    });
    if (sent) {
      setTyped(NO_LOT);
      setCertificate([]);
    }
  }

  return (
    <form
      className="card receive-lot"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="receive-title"
    >
      <h2 id="receive-title">Receive a lot</h2>
      {!counted && <p className="hint not-counted">{STOCK_MESSAGES.notCounted}</p>}
      <fieldset className="lot-fields" disabled={!counted}>
        <legend className="visually-hidden">The lot</legend>
        <Field
          label="How many came in"
          inputMode="numeric"
          autoComplete="off"
          value={typed.quantity}
          error={errors.quantity}
          onChange={set('quantity')}
        />
        <Field
          label="Lot code (optional)"
          autoComplete="off"
          hint={LOT_WORDS.codeHint}
          value={typed.code}
          error={errors.code}
          onChange={set('code')}
        />
        {namesCrops && (
          <Select
            label="Crop"
            value={typed.crop_id}
            error={errors.crop_id}
            onChange={set('crop_id')}
            options={[
              { value: '', label: 'No crop named' },
              ...crops.map((crop) => ({ value: String(crop.id), label: crop.name })),
            ]}
          />
        )}
        <Field
          label="Plot or supplier"
          autoComplete="off"
          hint={LOT_WORDS.sourceHint}
          value={typed.source}
          error={errors.source}
          onChange={set('source')}
        />
        <Field
          label="Harvested on"
          type="date"
          value={typed.harvested_on}
          error={errors.harvested_on}
          onChange={set('harvested_on')}
        />
        <Field
          label="Processed on"
          type="date"
          value={typed.processed_on}
          error={errors.processed_on}
          onChange={set('processed_on')}
        />
        <Select
          label="Process"
          value={typed.process}
          error={errors.process}
          onChange={set('process')}
          options={[
            { value: '', label: 'None' },
            ...LOT_PROCESSES.map((process) => ({ value: process, label: LOT_PROCESS_LABELS[process] })),
          ]}
        />
        <Field
          label="Best before"
          type="date"
          hint={LOT_WORDS.bestBeforeHint}
          value={typed.best_before}
          error={errors.best_before}
          onChange={set('best_before')}
        />
        <Field
          label="Note (optional)"
          autoComplete="off"
          hint="Who brought it, how it was stored."
          value={typed.note}
          error={errors.note ?? errors.notes}
          onChange={set('note')}
        />
      </fieldset>
      {counted &&
        (picksPictures ? (
          <PicturePicker
            id={`lot-certificate-${level.product_size_id}`}
            label="Lab test or certificate (optional)"
            base={IMAGE_BASES.certificate}
            max={1}
            value={certificate}
            onChange={setCertificate}
            error={errors.certificate_media_id}
          />
        ) : (
          <p className="hint">{LOT_WORDS.noPicturesHint}</p>
        ))}
      <CountRefusal errors={errors} />
      <button className="button primary" type="submit" disabled={busy || !counted}>
        Receive the lot
      </button>
    </form>
  );
}

function CorrectForm({ level, lots, onSaved, onStart }: FormProps) {
  const { errors, busy, send } = useChange(level, onSaved);
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [lot, setLot] = useState('');
  const counted = level.stock_count !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    if (await send({ action: 'correct', lot_id: lotIdOf(lot), change: typedNumber(change), reason })) {
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
      <Select
        label="Lot"
        value={lot}
        error={errors.lot_id}
        disabled={!counted}
        onChange={(event) => setLot(event.target.value)}
        options={[
          { value: '', label: LOT_WORDS.chooseLot },
          ...lots.map((l) => ({ value: String(l.id), label: LOT_WORDS.lotOption(l) })),
        ]}
      />
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

import {
  LOT_MESSAGES,
  RECALL_MESSAGES,
  lotCodesOf,
  recallAnswer,
  recallBody,
  recallListResponse,
  recallSearchBody,
  recallSearchResponse,
  stockListResponse,
  type RecallSearchBody,
  type RecallSearchResponse,
} from '@farm/contract';
import { useId, useState } from 'react';
import { z } from 'zod';
import { api, fileUrl } from '../api';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { keralaTime } from '../ui/ConfirmButton';
import { Field } from '../ui/Field';
import { FieldError, FormError, Select, TextArea, useZodForm } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import '../ui/card-table.css';
import '../ui/console-ii.css';
import './recalls.css';

/** The search form's strings, as the contract's search (the codes typed in one box, the ids chosen as text). */
const searchForm = z
  .object({
    by: z.enum(['lots', 'range']),
    codes: z.string(),
    product_id: z.string(),
    product_size_id: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .transform((form): z.input<typeof recallSearchBody> =>
    form.by === 'lots'
      ? { by: 'lots', codes: lotCodesOf(form.codes) }
      : {
          by: 'range',
          // 0 is no product: the contract's message asks for one.
          product_id: Number(form.product_id) || 0,
          product_size_id: form.product_size_id === '' ? null : Number(form.product_size_id),
          from: form.from,
          to: form.to,
        },
  )
  .pipe(recallSearchBody);

const LANGUAGE_WORDS = { en: 'English', ml: 'Malayalam' } as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Recalls (issue 38 item 4): find every order that got a lot (by its code, or a product's lots made within a range of
 * days), download them as a spreadsheet, and recall the lots: the dialog says exactly what happens (lots blocked,
 * units written off, customers written to) before anything does. The recalls on record below, with who and when.
 */
export function RecallsPage() {
  const past = useLoad(() => api(recallListResponse, '/admin/recalls'), 'recalls');
  const [found, setFound] = useState<RecallSearchResponse | undefined>();
  const [recalling, setRecalling] = useState(false);
  const [done, setDone] = useState<string | undefined>();

  return (
    <>
      <div className="page-head">
        <h1>Recalls</h1>
      </div>
      <p className="muted">
        Find who got a lot, download the list, and recall it: the lot is blocked from packing and selling,
        what is left of it on the shelf is written off, and each customer who got it is e-mailed in their
        order’s language with what to do. Cancelled orders are left out: their jars never left the farm.
      </p>
      <div role="status" className="status-line">
        {done && <p className="note">{done}</p>}
      </div>
      <SearchForm
        onFound={(answer) => {
          setDone(undefined);
          setFound(answer);
        }}
      />
      {found && (
        <Found
          found={found}
          onRecall={() => {
            setDone(undefined);
            setRecalling(true);
          }}
        />
      )}
      {found && recalling && (
        <RecallDialog
          found={found}
          onClose={() => setRecalling(false)}
          onDone={(message, recallId) => {
            setRecalling(false);
            setDone(message);
            // The lots now name their recall: the list says so, and offers no second recall.
            setFound({ ...found, lots: found.lots.map((lot) => ({ ...lot, recall_id: recallId })) });
            past.reload();
          }}
        />
      )}
      <section className="card" aria-labelledby="recalls-past">
        <h2 id="recalls-past">Past recalls</h2>
        {past.status === 'failed' && <FormError>{past.error}</FormError>}
        {past.status === 'loading' && !past.data && <p className="loading">Loading…</p>}
        {past.data && past.data.recalls.length === 0 && <p className="muted">No recall yet.</p>}
        {past.data && past.data.recalls.length > 0 && (
          <div className="table-wrap">
            <table className="card-table recall-table">
              <caption className="visually-hidden">Recalls, the newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">By</th>
                  <th scope="col">Lots</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Written off</th>
                  <th scope="col">Customers told</th>
                  <th scope="col">
                    <span className="visually-hidden">Download</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {past.data.recalls.map((recall) => (
                  <tr key={recall.id}>
                    <td data-label="When">
                      {keralaTime(recall.at)} <span className="muted">(#{recall.id})</span>
                    </td>
                    <td data-label="By">{recall.staff_name ?? 'A removed staff member'}</td>
                    <td data-label="Lots">
                      {recall.lots.map((lot) => `${lot.code} (${lot.product_name}, ${lot.size})`).join('; ')}
                    </td>
                    <td data-label="Reason">{recall.reason}</td>
                    <td data-label="Written off" className="num">
                      {recall.written_off}
                    </td>
                    <td data-label="Customers told" className="num">
                      {recall.customers_told}
                    </td>
                    <td>
                      {recall.lots.length > 0 && (
                        <a
                          className="button small"
                          href={fileUrl(
                            `/admin/recalls/export?lot_ids=${recall.lots.map((lot) => lot.id).join(',')}`,
                          )}
                          aria-label={`Download the orders of recall #${recall.id}`}
                          download
                        >
                          Download
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function SearchForm({ onFound }: { onFound: (answer: RecallSearchResponse) => void }) {
  const sizes = useLoad(() => api(stockListResponse, '/admin/stock'), 'sizes');
  const { register, submit, errors, refusal, busy, watch } = useZodForm(searchForm, {
    by: 'lots',
    codes: '',
    product_id: '',
    product_size_id: '',
    from: '',
    to: '',
  });
  const by = watch('by');
  const productId = watch('product_id');
  const all = sizes.data?.sizes ?? [];
  const products = [...new Map(all.map((s) => [s.product_id, s.product_name])).entries()];
  const ofProduct = all.filter((s) => String(s.product_id) === productId);
  const send = submit(async (body: RecallSearchBody) => {
    onFound(await api(recallSearchResponse, '/admin/recalls/search', { method: 'POST', body }));
  });
  return (
    <section className="card" aria-labelledby="recall-search">
      <h2 id="recall-search">Find the orders</h2>
      <form onSubmit={send} noValidate>
        <fieldset className="choices">
          <legend>Find the lots by</legend>
          <label>
            <input type="radio" value="lots" {...register('by')} /> Their codes
          </label>
          <label>
            <input type="radio" value="range" {...register('by')} /> A product and the days they were made
          </label>
        </fieldset>
        {by === 'lots' ? (
          <Field
            label="Lot codes"
            hint={`One or more, separated by commas or spaces. ${LOT_MESSAGES.codeInvalid}`}
            autoComplete="off"
            spellCheck={false}
            error={errors.codes}
            {...register('codes')}
          />
        ) : (
          <div className="recall-range">
            <Select
              label="Product"
              error={errors.product_id}
              options={[
                { value: '', label: 'Choose a product' },
                ...products.map(([id, name]) => ({ value: String(id), label: name })),
              ]}
              {...register('product_id')}
            />
            <Select
              label="Size"
              error={errors.product_size_id}
              options={[
                { value: '', label: 'Every size' },
                ...ofProduct.map((s) => ({ value: String(s.product_size_id), label: s.size })),
              ]}
              {...register('product_size_id')}
            />
            <Field label="Made from" type="date" error={errors.from} {...register('from')} />
            <Field
              label="Made until"
              type="date"
              hint="A lot’s day is its processing date, else its harvest date, else the day it was received."
              error={errors.to}
              {...register('to')}
            />
          </div>
        )}
        {refusal && <FormError>{refusal}</FormError>}
        <div className="actions">
          <button className="button primary" type="submit" disabled={busy}>
            {busy ? 'Finding…' : 'Find the orders'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Found({ found, onRecall }: { found: RecallSearchResponse; onRecall: () => void }) {
  const { lots, orders } = found;
  if (lots.length === 0)
    return (
      <section className="card" aria-labelledby="recall-found">
        <h2 id="recall-found">No lots found</h2>
        <p>{RECALL_MESSAGES.noLotsInRange}</p>
      </section>
    );
  const recalled = lots.filter((lot) => lot.recall_id !== null);
  const ids = lots.map((lot) => lot.id).join(',');
  return (
    <section className="card" aria-labelledby="recall-found">
      <h2 id="recall-found">
        {plural(lots.length, 'lot')}: {plural(orders.length, 'order')}, {plural(found.customers, 'customer')}
      </h2>
      <div className="table-wrap">
        <table className="card-table recall-table">
          <caption className="visually-hidden">The lots found</caption>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Product</th>
              <th scope="col">Made on</th>
              <th scope="col">Best before</th>
              <th scope="col">Received</th>
              <th scope="col">On the shelf</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {lots.map((lot) => (
              <tr key={lot.id}>
                <td data-label="Lot">
                  <strong>{lot.code}</strong>
                </td>
                <td data-label="Product">
                  {lot.product_name}, {lot.size}
                </td>
                <td data-label="Made on">{lot.made_on}</td>
                <td data-label="Best before">{lot.best_before ?? 'Not recorded'}</td>
                <td data-label="Received" className="num">
                  {lot.received}
                </td>
                <td data-label="On the shelf" className="num">
                  {lot.on_hand}
                </td>
                <td data-label="State">
                  {lot.recall_id === null ? (
                    'In use'
                  ) : (
                    <span className="badge recall-blocked">Recalled (#{lot.recall_id})</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {found.cancelled_left_out > 0 && (
        <p className="muted">
          {plural(found.cancelled_left_out, 'cancelled order')} left out:{' '}
          {found.cancelled_left_out === 1 ? 'its' : 'their'} jars never left the farm.
        </p>
      )}
      {orders.length === 0 ? (
        <p>No order got these lots.</p>
      ) : (
        <div className="table-wrap">
          <table className="card-table recall-table">
            <caption className="visually-hidden">The orders that got these lots, the newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">Customer</th>
                <th scope="col">Language</th>
                <th scope="col">Got</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order">
                    <a href={`/admin/orders/${order.id}`}>{order.order_no}</a>
                  </td>
                  <td data-label="Placed">{keralaTime(order.placed_at)}</td>
                  <td data-label="Status">{order.status}</td>
                  <td data-label="Customer">
                    {order.customer.name}
                    <br />
                    <span className="muted">
                      {order.customer.email}, {order.customer.phone}
                    </span>
                  </td>
                  <td data-label="Language">{LANGUAGE_WORDS[order.language]}</td>
                  <td data-label="Got">
                    {order.lots
                      .map((got) => `${got.quantity} × ${got.code}${got.packed ? '' : ' (not packed yet)'}`)
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="actions recall-actions">
        <a className="button" href={fileUrl(`/admin/recalls/export?lot_ids=${ids}`)} download>
          Download the list (Excel)
        </a>
        <a className="button" href={fileUrl(`/admin/recalls/export?lot_ids=${ids}&format=csv`)} download>
          Download as CSV
        </a>
        {recalled.length === 0 && (
          <button className="button danger" type="button" onClick={onRecall}>
            Recall {lots.length === 1 ? 'this lot' : `these ${lots.length} lots`}…
          </button>
        )}
      </div>
      {recalled.length > 0 && (
        <p className="note">
          {recalled.map((lot) => RECALL_MESSAGES.alreadyRecalled(lot.code, lot.recall_id!)).join(' ')}
          {recalled.length < lots.length && ' Search for the others alone to recall them.'}
        </p>
      )}
    </section>
  );
}

/** The recall's form: the reason in English (and Malayalam), and a tick that says it is meant. */
const recallForm = recallBody.omit({ lot_ids: true });

/** What a recall does, in one sentence, from the search's figures. */
export function recallWords(found: RecallSearchResponse): string {
  return (
    `${plural(found.lots.length, 'lot')} (${found.lots.map((lot) => lot.code).join(', ')}) will be blocked from packing and selling, ` +
    `${plural(found.on_hand, 'unit')} on the shelf written off, and ${plural(found.customers, 'customer')} ` +
    `e-mailed in their order’s language to stop using it and to contact the farm for a refund or a replacement. ` +
    'This cannot be undone.'
  );
}

function RecallDialog({
  found,
  onClose,
  onDone,
}: {
  found: RecallSearchResponse;
  onClose: () => void;
  onDone: (message: string, recallId: number) => void;
}) {
  const confirmId = useId();
  const { register, submit, errors, refusal, busy } = useZodForm(recallForm, {
    reason: '',
    reason_mal: '',
    confirm: false,
  });
  const send = submit(async (form) => {
    const body = { ...form, lot_ids: found.lots.map((lot) => lot.id) };
    const answer = await api(recallAnswer, '/admin/recalls', { method: 'POST', body });
    onDone(answer.message, answer.recall.id);
  });
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        found.lots.length === 1 ? `Recall lot ${found.lots[0]!.code}?` : `Recall ${found.lots.length} lots?`
      }
      description={recallWords(found)}
    >
      <form onSubmit={send} noValidate>
        <TextArea
          label="Reason (the customers read it)"
          hint="Say what is wrong in plain words, as to a customer: what was found, and the risk."
          error={errors.reason}
          {...register('reason')}
        />
        <TextArea
          label="Reason in Malayalam (optional)"
          hint="Customers who ordered in Malayalam read this one; left empty, they read the English."
          lang="ml"
          error={errors.reason_mal}
          {...register('reason_mal')}
        />
        <label className="check" htmlFor={confirmId}>
          <input id={confirmId} type="checkbox" {...register('confirm')} /> I have checked the lots, and mean
          to recall them and write to these customers
        </label>
        <FieldError alert>{errors.confirm}</FieldError>
        {refusal && <FormError>{refusal}</FormError>}
        <DialogActions
          keep="Keep as it is"
          action={{
            label: busy ? 'Recalling…' : 'Recall and write to customers',
            danger: true,
            disabled: busy,
          }}
        />
      </form>
    </ActionDialog>
  );
}

import {
  dispatchWindowText,
  harvestAnswer,
  harvestOutcome,
  openPreorderBody,
  preorderAnswer,
  preorderListResponse,
  stockListResponse,
  type HarvestOutcome,
  type PreorderView,
} from '@farm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { api } from '../api';
import { useSession } from '../session';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { FormError, Select, TextArea, refusalOf, useZodForm } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { typedNumber } from '../ui/words';
import { STATE_WORDS, closesWords } from './words';
import '../ui/card-table.css';
import '../ui/console-ii.css';
import './preorders.css';

/** The form's strings, as the contract's body (the numbers typed, the dates as the date inputs give them). */
const openForm = z
  .object({
    product_size_id: z.string(),
    expected_quantity: z.string(),
    dispatch_from: z.string(),
    dispatch_to: z.string(),
    closes_on: z.string(),
    note: z.string(),
  })
  .transform((form): z.input<typeof openPreorderBody> => ({
    ...form,
    product_size_id: typedNumber(form.product_size_id),
    expected_quantity: typedNumber(form.expected_quantity),
  }))
  .pipe(openPreorderBody);

/**
 * Pre-orders against a harvest (issue 37): each with what it expects, has sold, is held by payments now, has left and
 * is waiting to be sent; opening one, closing it early, recording the harvest (both confirmed first), and the
 * packing list per dispatch window.
 */
export function PreordersPage() {
  const session = useSession();
  const list = useLoad(() => api(preorderListResponse, '/admin/preorders'), 'all');
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<PreorderView | undefined>();
  const [harvesting, setHarvesting] = useState<PreorderView | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const preorders = list.data?.preorders ?? [];
  const canOpen = session.can('stock.write');
  const canHarvest = session.can('orders.refund');

  return (
    <>
      <div className="page-head">
        <h1>Pre-orders</h1>
        <div className="actions">
          <Link className="button" to="/preorders/packing">
            Packing list
          </Link>
          {canOpen && (
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setDone(undefined);
                setOpening(true);
              }}
            >
              Open a pre-order
            </button>
          )}
        </div>
      </div>
      <p className="muted">
        A size sold ahead of its harvest, paid now, up to the expected yield and until its closing date. While
        it is open the size sells only from the pre-order. Waiting: units in orders not yet shipped.
      </p>
      <div role="status" className="status-line">
        {done && <p className="note">{done}</p>}
      </div>
      {list.status === 'failed' && <FormError>{list.error}</FormError>}
      {list.status === 'loading' && !list.data && <p className="loading">Loading…</p>}
      {list.data && preorders.length === 0 && (
        <section className="card" aria-labelledby="preorders-empty">
          <h2 id="preorders-empty">No pre-orders yet.</h2>
        </section>
      )}
      {preorders.length > 0 && (
        <div className="table-wrap">
          <table className="preorder-table card-table">
            <caption className="visually-hidden">Pre-orders, the newest first</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Expected</th>
                <th scope="col">Sold</th>
                <th scope="col">Held now</th>
                <th scope="col">Left</th>
                <th scope="col">Waiting</th>
                <th scope="col">Ships</th>
                <th scope="col">Closes</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {preorders.map((p) => (
                <tr key={p.id}>
                  <td data-label="Product">
                    {p.product_name}, <strong>{p.size}</strong>
                  </td>
                  <td data-label="Expected" className="num">
                    {p.expected}
                  </td>
                  <td data-label="Sold" className="num">
                    {p.sold}
                  </td>
                  <td data-label="Held now" className="num">
                    {p.held}
                  </td>
                  <td data-label="Left" className="num">
                    {p.left}
                  </td>
                  <td data-label="Waiting" className="num">
                    {p.waiting}
                  </td>
                  <td data-label="Ships">{dispatchWindowText(p.dispatch_from, p.dispatch_to)}</td>
                  <td data-label="Closes">{closesWords(p.closes_at)}</td>
                  <td data-label="State">
                    <span className={`badge preorder-${p.state}`}>{STATE_WORDS[p.state]}</span>
                    {p.actual !== null && <span className="muted"> (yield {p.actual})</span>}
                  </td>
                  <td>
                    {/* The buttons in a box of their own: a flex cell would leave the table's row lines. */}
                    <div className="row-actions">
                      {canOpen && (p.state === 'open' || p.state === 'sold_out') && !p.closed_at && (
                        <button
                          type="button"
                          className="button small"
                          aria-label={`Close the pre-order of ${p.product_name}, ${p.size}`}
                          onClick={() => setClosing(p)}
                        >
                          Close now
                        </button>
                      )}
                      {canHarvest && p.state !== 'harvested' && (
                        <button
                          type="button"
                          className="button small"
                          aria-label={`Record the harvest of ${p.product_name}, ${p.size}`}
                          onClick={() => setHarvesting(p)}
                        >
                          Record the harvest
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opening && (
        <OpenDialog
          onClose={() => setOpening(false)}
          onOpened={(message) => {
            setOpening(false);
            setDone(message);
            list.reload();
          }}
        />
      )}
      {closing && (
        <CloseDialog
          preorder={closing}
          onClose={() => setClosing(undefined)}
          onClosed={(message) => {
            setClosing(undefined);
            setDone(message);
            list.reload();
          }}
        />
      )}
      {harvesting && (
        <HarvestDialog
          preorder={harvesting}
          onClose={() => setHarvesting(undefined)}
          onDone={(message) => {
            setHarvesting(undefined);
            setDone(message);
            list.reload();
          }}
        />
      )}
    </>
  );
}

function OpenDialog({ onClose, onOpened }: { onClose: () => void; onOpened: (message: string) => void }) {
  const sizes = useLoad(() => api(stockListResponse, '/admin/stock'), 'sizes');
  const { register, submit, errors, refusal, busy, watch } = useZodForm(openForm, {
    product_size_id: '',
    expected_quantity: '',
    dispatch_from: '',
    dispatch_to: '',
    closes_on: '',
    note: '',
  });
  const chosen = sizes.data?.sizes.find((s) => String(s.product_size_id) === watch('product_size_id'));
  const send = submit(async (body) => {
    const answer = await api(preorderAnswer, '/admin/preorders', { method: 'POST', body });
    onOpened(answer.message);
  });
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Open a pre-order"
      description="Shoppers pay now and the order ships in the dispatch window. While the pre-order is open the size sells only from it: anything on the shelf does not sell until it closes."
    >
      <form onSubmit={send} noValidate>
        <Select
          label="Product and size"
          error={errors.product_size_id}
          options={[
            { value: '', label: 'Choose a size' },
            ...(sizes.data?.sizes ?? []).map((s) => ({
              value: String(s.product_size_id),
              label: `${s.product_name}, ${s.size}`,
            })),
          ]}
          {...register('product_size_id')}
        />
        {chosen && chosen.stock_count !== null && chosen.stock_count > 0 && (
          <p className="note">
            {chosen.stock_count} on the shelf: they do not sell while the pre-order is open.
          </p>
        )}
        <Field
          label="Expected quantity (the yield)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.expected_quantity}
          {...register('expected_quantity')}
        />
        <Field label="Ships from" type="date" error={errors.dispatch_from} {...register('dispatch_from')} />
        <Field label="Ships until" type="date" error={errors.dispatch_to} {...register('dispatch_to')} />
        <Field
          label="Last day to order"
          type="date"
          hint="It closes at the end of this day, or when the expected quantity is sold."
          error={errors.closes_on}
          {...register('closes_on')}
        />
        <TextArea label="Note (for the staff)" error={errors.note} {...register('note')} />
        {refusal && <FormError>{refusal}</FormError>}
        <DialogActions action={{ label: 'Open the pre-order', disabled: busy }} />
      </form>
    </ActionDialog>
  );
}

function CloseDialog({
  preorder,
  onClose,
  onClosed,
}: {
  preorder: PreorderView;
  onClose: () => void;
  onClosed: (message: string) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Close the pre-order of ${preorder.product_name}, ${preorder.size}?`}
      description={`It takes no more orders from now (${preorder.sold} sold stay sold and ship ${dispatchWindowText(preorder.dispatch_from, preorder.dispatch_to)}). The size sells from the shelf again. This cannot be undone.`}
    >
      {error && <FormError>{error}</FormError>}
      <DialogActions
        action={{
          label: 'Close now',
          danger: true,
          disabled: busy,
          onClick: () => {
            setBusy(true);
            api(preorderAnswer, `/admin/preorders/${preorder.id}/close`, { method: 'POST', body: {} })
              .then((answer) => onClosed(answer.message))
              .catch((failure: unknown) => setError(refusalOf(failure).form))
              .finally(() => setBusy(false));
          },
        }}
      />
    </ActionDialog>
  );
}

function outcomeWords(o: HarvestOutcome): string {
  if (o.refund_units > 0)
    return `${o.sold} sold: ${o.refund_units} unit${o.refund_units === 1 ? '' : 's'} from ${o.refund_orders} order${o.refund_orders === 1 ? '' : 's'} (the latest first) will be refunded, with a message to each customer; the rest become ready to pack.`;
  if (o.left_over > 0)
    return `${o.sold} sold: every order becomes ready to pack, and ${o.left_over} are left over.`;
  return `${o.sold} sold: every order becomes ready to pack.`;
}

const harvestForm = z
  .object({ actual_quantity: z.string() })
  .transform((form) => ({ actual_quantity: typedNumber(form.actual_quantity) }));

function HarvestDialog({
  preorder,
  onClose,
  onDone,
}: {
  preorder: PreorderView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { register, submit, errors, refusal, busy } = useZodForm(harvestForm, { actual_quantity: '' });
  const [preview, setPreview] = useState<{ actual: number; outcome: HarvestOutcome } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const ask = submit(async (body) => {
    const outcome = await api(harvestOutcome, `/admin/preorders/${preorder.id}/harvest/preview`, {
      method: 'POST',
      body,
    });
    setPreview({ actual: body.actual_quantity, outcome });
  });
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Record the harvest of ${preorder.product_name}, ${preorder.size}`}
      description={`Expected ${preorder.expected}, sold ${preorder.sold}. Enter the real yield: you will see what it does before it is recorded.`}
    >
      {!preview ? (
        <form onSubmit={ask} noValidate>
          <Field
            label="Real yield (units)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.actual_quantity ?? refusal}
            {...register('actual_quantity')}
          />
          <DialogActions action={{ label: 'See what it does', disabled: busy }} />
        </form>
      ) : (
        <>
          <p className="note" role="status">
            Yield {preview.actual}. {outcomeWords(preview.outcome)} This cannot be undone.
          </p>
          {error && <FormError>{error}</FormError>}
          <DialogActions
            keep="Go back"
            action={{
              label: preview.outcome.refund_units > 0 ? 'Record and refund' : 'Record the harvest',
              danger: preview.outcome.refund_units > 0,
              onClick: () => {
                api(harvestAnswer, `/admin/preorders/${preorder.id}/harvest`, {
                  method: 'POST',
                  body: { actual_quantity: preview.actual },
                })
                  .then((answer) => onDone(answer.message))
                  .catch((failure: unknown) => setError(refusalOf(failure).form));
              },
            }}
          />
        </>
      )}
    </ActionDialog>
  );
}

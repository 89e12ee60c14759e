import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  CANCELLABLE_STATUSES,
  NOTIFICATION_MESSAGES,
  STOCK_MESSAGES,
  customerWhatsAppText,
  firstParcelBody,
  firstParcelOf,
  paidWords,
  deskOrderResponse,
  staffOrderResponse,
  staffOrderStatusBody,
  unitsLeft,
  whatsAppLink,
  type OrderStatus,
} from '@farm/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Link, useParams } from 'react-router';
import { api, fileUrl } from '../api';
import { useSession } from '../session';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { useLoad } from '../ui/useLoad';
import { nextStep, rupees, shopDateTime } from '../ui/format';
import { PackingLots } from './PackingLots';
import { RefundDialog } from './RefundDialog';
import './orders.css';
import { counted } from '../ui/counted';
import { FormError, useZodForm } from '../ui/form';

type Action = { kind: 'move'; to: OrderStatus } | { kind: 'cancel' };

/** What the page says of the order's items: what to pack while it waits to be packed, and no packing words after. */
function itemsHeading(status: OrderStatus, units: number, kilos: string): string {
  const items = counted(units, 'item');
  if (status === 'Cancelled') return `Items ordered: ${items}`;
  if (status === 'Placed' || status === 'Accepted') return `To pack: ${items}, ${kilos} kg`;
  return `In the parcel: ${items}, ${kilos} kg`;
}

/** One order at the desk: what to pack and where it goes, how it was paid, what happened, and the next step. */
export function OrderPage() {
  const { id } = useParams();
  const { can } = useSession();
  const order = useLoad(() => api(deskOrderResponse, `/admin/orders/${id}`), id ?? '');
  const [action, setAction] = useState<Action | undefined>();
  const [done, setDone] = useState<string | undefined>();
  // Each opening of the refund dialog is a new one (its own key: a lost answer sent again is the same refund).
  const [refunding, setRefunding] = useState<number | undefined>();
  // "First parcel sent" of a split order: its own dialog for the ready goods' courier and tracking number.
  const [sendingFirst, setSendingFirst] = useState(false);

  if (order.status === 'failed' && !order.data) {
    return (
      <>
        <FormError>{order.error}</FormError>
        <Link to="/orders">Back to the orders</Link>
      </>
    );
  }
  if (!order.data) return <p className="loading">Loading the order…</p>;
  const view = order.data;
  const o = view.order;
  const next = nextStep(o.status);
  const paidOnline =
    o.payment_method === 'RAZORPAY' && ['Paid', 'Partially refunded'].includes(o.payment_status);
  const refundable = view.refund_left?.amount ?? Math.max(0, o.total_amount - o.refunded_amount);
  // Refunded units are not packed: the page counts what is left (the packing slip does the same).
  // A split order packs one parcel at a time: only the next parcel's lines are counted (parcel_item_ids).
  const units = o.items
    .filter((item) => !view.parcel_item_ids || view.parcel_item_ids.includes(item.id))
    .reduce((sum, item) => sum + unitsLeft(item), 0);

  const open = (next: Action) => setAction(next);

  const a = o.address;
  const addressLine = [a.address, a.landmark, a.city, a.state, a.pincode].filter(Boolean).join(', ');
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`;
  // "Message the customer": a click-to-chat link with the status and, once shipped, the tracking typed in.
  const shipped = view.events.findLast((event) => event.to === 'Shipped');
  const firstParcel = firstParcelOf(view.events);
  // A split order's next parcel: the lines not in it are greyed (they go in the other parcel).
  const inParcel = view.parcel_item_ids ? new Set(view.parcel_item_ids) : undefined;
  const whatsApp = whatsAppLink(
    a.phone_number,
    customerWhatsAppText({
      order_no: o.order_no,
      status: o.status,
      tracking:
        shipped?.courier && shipped.tracking_number
          ? { courier: shipped.courier, tracking_number: shipped.tracking_number }
          : null,
    }),
  );

  return (
    <>
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <div className="page-head">
        <h1>
          Order {o.order_no}{' '}
          <span className={`badge status-${o.status.toLowerCase()}`}>{ORDER_STATUS_LABELS[o.status]}</span>
        </h1>
        <div className="actions">
          {next && can('orders.advance') && (
            <button
              className="button primary"
              type="button"
              onClick={() => open({ kind: 'move', to: next.to })}
            >
              {next.label}
            </button>
          )}
          {view.first_parcel_allowed && can('orders.advance') && (
            <button
              className="button"
              type="button"
              onClick={() => {
                setDone(undefined);
                setSendingFirst(true);
              }}
            >
              First parcel sent
            </button>
          )}
          {CANCELLABLE_STATUSES.includes(o.status) && can('orders.cancel') && (
            <button className="button danger" type="button" onClick={() => open({ kind: 'cancel' })}>
              Cancel order
            </button>
          )}
          {paidOnline && refundable > 0 && can('orders.refund') && (
            <button
              className="button"
              type="button"
              onClick={() => {
                setDone(undefined);
                setRefunding(Date.now());
              }}
            >
              Refund
            </button>
          )}
        </div>
      </div>
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {firstParcel && (
        <p className="card first-parcel" role="note">
          <strong>First parcel sent</strong> (the ready goods) {shopDateTime(firstParcel.at)}:{' '}
          {firstParcel.courier}, tracking {firstParcel.tracking_number}. The pre-order lines follow.
        </p>
      )}
      {view.payment.test_payment && (
        // A sandbox or test-key payment moved no money (issue 33): said before anything else on the page.
        <p className="card test-payment-alert" role="note">
          <strong>{NOTIFICATION_MESSAGES.testPayment}.</strong> This order was paid in the payment sandbox or
          with Razorpay test keys.
        </p>
      )}
      {view.stock_short.length > 0 && o.status !== 'Cancelled' && (
        <section className="card stock-short-alert" role="alert" aria-labelledby="short-title">
          <h2 id="short-title">Short of stock</h2>
          <p>{STOCK_MESSAGES.shortOrder}</p>
          <ul>
            {view.stock_short.map((line) => (
              <li key={line.product_size_id}>
                {line.name}, {line.size}: {line.short} short
              </li>
            ))}
          </ul>
          {CANCELLABLE_STATUSES.includes(o.status) && can('orders.cancel') && (
            <ConfirmButton
              label="Refund in full and cancel"
              danger
              title={`Refund order ${o.order_no} in full and cancel it?`}
              description={`${rupees(refundable)} goes back to the customer's payment method, and they are told: “${STOCK_MESSAGES.shortRefundNote}” This cannot be undone.`}
              confirmLabel="Refund and cancel"
              onConfirm={async () => {
                const answer = await api(staffOrderResponse, `/admin/orders/${o.id}/status`, {
                  method: 'POST',
                  body: staffOrderStatusBody.parse({
                    status: 'Cancelled',
                    note: STOCK_MESSAGES.shortRefundNote,
                  }),
                });
                setDone(answer.message);
                order.reload();
              }}
            />
          )}
        </section>
      )}

      {view.refunds.some((refund) => refund.kind === 'short' && refund.status !== 'failed') && (
        <section className="card stock-short-refunded" aria-labelledby="short-refunded-title">
          <h2 id="short-refunded-title">Short — refunded automatically</h2>
          <p>{STOCK_MESSAGES.shortRefundedNote}</p>
          <ul>
            {view.refunds
              .filter((refund) => refund.kind === 'short' && refund.status !== 'failed')
              .flatMap((refund) => refund.lines ?? [])
              .map((line) => (
                <li key={line.item_id}>
                  {line.name}, {line.size}: {line.quantity} refunded
                </li>
              ))}
          </ul>
        </section>
      )}

      <div className="grid">
        <section className="card" aria-labelledby="ship-title">
          <h2 id="ship-title">Ship to</h2>
          <p>
            <strong>
              {a.first_name} {a.last_name}
            </strong>
            <br />
            {addressLine}
          </p>
          <p>
            <a href={`tel:+91${a.phone_number}`}>Call {a.phone_number}</a> ·{' '}
            {whatsApp && (
              <>
                <a href={whatsApp} target="_blank" rel="noopener noreferrer">
                  {NOTIFICATION_MESSAGES.whatsAppToCustomer}
                </a>{' '}
                ·{' '}
              </>
            )}
            <a href={mapUrl} target="_blank" rel="noreferrer">
              Open in maps
            </a>
          </p>
          <p className="muted">
            Ordered by {view.customer.name} ({view.customer.email}, {view.customer.mobile}) on{' '}
            {shopDateTime(o.date)}
          </p>
          {o.special_instructions && (
            <p className="note">
              <strong>Delivery note:</strong> {o.special_instructions}
            </p>
          )}
        </section>

        <section className="card" aria-labelledby="pay-title">
          <h2 id="pay-title">Payment</h2>
          <dl className="facts">
            <dt>Method</dt>
            <dd>{paidWords(o.payment_method !== 'COD', view.payment.test_payment)}</dd>
            <dt>Status</dt>
            <dd>{PAYMENT_STATUS_LABELS[o.payment_status]}</dd>
            <dt>Total</dt>
            <dd>{rupees(o.total_amount)}</dd>
            {o.refunded_amount > 0 && (
              <>
                <dt>Refunded</dt>
                <dd>{rupees(o.refunded_amount)}</dd>
              </>
            )}
            {view.payment.gateway_payment_id && (
              <>
                <dt>Payment id</dt>
                <dd>
                  <code>{view.payment.gateway_payment_id}</code>
                </dd>
                <dt>Gateway order</dt>
                <dd>
                  <code>{view.payment.gateway_order_id}</code>
                </dd>
              </>
            )}
          </dl>
          <p className="links">
            {view.invoice_no ? (
              <a href={fileUrl(`/admin/orders/${o.id}/invoice.pdf`)} download>
                Tax invoice {view.invoice_no} (PDF)
              </a>
            ) : (
              <span className="muted">
                {o.status === 'Cancelled'
                  ? 'No tax invoice: the order was cancelled before it was accepted.'
                  : 'The tax invoice is made when the order is accepted.'}
              </span>
            )}
            {/* One GST credit note per refund after the invoice (issue 35), each reducing the invoice above. */}
            {view.credit_notes.map((note) => (
              <a key={note.id} href={fileUrl(`/admin/orders/${o.id}/credit-notes/${note.id}.pdf`)} download>
                Credit note {note.credit_note_no}, {rupees(note.total)} (PDF)
              </a>
            ))}
            {o.status !== 'Cancelled' && (
              <a href={fileUrl(`/admin/orders/${o.id}/packing-slip.pdf`)} download>
                Packing slip (PDF)
              </a>
            )}
          </p>
        </section>
      </div>

      <section className="card" aria-labelledby="lines-title">
        <h2 id="lines-title">
          {itemsHeading(
            o.status,
            o.status === 'Cancelled' ? o.items_count : units,
            (view.weight_grams / 1000).toFixed(2),
          )}
        </h2>
        <table className="lines">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((line) => (
              <tr
                key={line.id}
                className={
                  unitsLeft(line) === 0
                    ? 'refunded-line'
                    : inParcel && !inParcel.has(line.id)
                      ? 'other-parcel-line'
                      : undefined
                }
              >
                <td data-label="Product">
                  {line.product.product_name}
                  {line.product.product_name_mal && (
                    <span className="sub" lang="ml">
                      {line.product.product_name_mal}
                    </span>
                  )}
                </td>
                <td data-label="Size">
                  {line.size}
                  {inParcel && unitsLeft(line) > 0 && !inParcel.has(line.id) && (
                    <span className="sub">In the other parcel</span>
                  )}
                </td>
                <td data-label="Qty">
                  {line.refunded_quantity ? (
                    <>
                      {unitsLeft(line)}
                      <span className="refunded-units">
                        {line.quantity} ordered, {line.refunded_quantity} refunded
                      </span>
                    </>
                  ) : (
                    line.quantity
                  )}
                </td>
                <td data-label="Price">{rupees(line.price)}</td>
                <td data-label="Total">{rupees(line.total_amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Items
              </th>
              <td>{rupees(o.amount)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Shipping
              </th>
              <td>{rupees(o.shipping_charge)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td>
                <strong>{rupees(o.total_amount)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      {o.status !== 'Cancelled' && (
        // Read again when the order moves (packing takes the lots held, or others first-expiry-first).
        <PackingLots key={o.status} orderId={o.id} canChange={can('orders.advance')} />
      )}

      <div className="grid">
        <section className="card" aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <ol className="timeline">
            <li>
              Placed <span className="muted">{shopDateTime(o.date)}</span>
            </li>
            {view.events.map((event, i) => (
              <li key={i}>
                {event.to}{' '}
                <span className="muted">
                  {shopDateTime(event.at)} · {event.by_name}
                </span>
                {event.courier && (
                  <span className="sub">
                    {event.courier}, tracking {event.tracking_number}
                  </span>
                )}
                {event.note && <span className="sub">{event.note}</span>}
              </li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="refunds-title">
          <h2 id="refunds-title">Refunds</h2>
          {view.refunds.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <ul className="refunds">
              {view.refunds.map((refund) => (
                <li key={refund.id}>
                  {rupees(refund.amount)} · {refund.status}
                  {refund.kind === 'goodwill' ? ' · goodwill' : ''}
                  {refund.kind === 'short' ? ' · short of stock, refunded automatically' : ''} ·{' '}
                  {refund.reason} <span className="muted">{shopDateTime(refund.created_at)}</span>
                  {refund.lines?.map((line) => (
                    <span key={line.item_id} className="sub">
                      {line.quantity} × {line.name} ({line.size}),{' '}
                      {line.restock ? 'back on the shelf' : 'not back on the shelf'}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ActionDialog
        open={action !== undefined}
        onOpenChange={(isOpen) => !isOpen && setAction(undefined)}
        title={
          action?.kind === 'cancel'
            ? `Cancel order ${o.order_no}?`
            : `${next?.label ?? 'Move'}: order ${o.order_no}`
        }
        description={
          action?.kind === 'cancel'
            ? `The customer is told why.${paidOnline ? ` ${rupees(refundable)} is refunded in full.` : ''} This cannot be undone.`
            : action?.kind === 'move' && action.to === 'Shipped'
              ? 'The customer sees the courier and the tracking number. This cannot be undone.'
              : action?.kind === 'move' && action.to === 'Accepted'
                ? 'The order gets its tax invoice and the customer sees it accepted. This cannot be undone.'
                : 'This cannot be undone.'
        }
      >
        {action && (
          <StatusForm
            orderId={o.id}
            action={action}
            stepLabel={next?.label}
            onMoved={(message) => {
              setDone(message);
              setAction(undefined);
              order.reload();
            }}
          />
        )}
      </ActionDialog>
      <ActionDialog
        open={sendingFirst}
        onOpenChange={setSendingFirst}
        title={`First parcel sent: order ${o.order_no}`}
        description="The ready goods leave now; the pre-order lines follow after the harvest. The customer is told the courier and tracking number. This cannot be undone."
      >
        {sendingFirst && (
          <FirstParcelForm
            orderId={o.id}
            onSent={(message) => {
              setDone(message);
              setSendingFirst(false);
              order.reload();
            }}
          />
        )}
      </ActionDialog>
      {refunding !== undefined && (
        <RefundDialog
          key={refunding}
          view={view}
          open
          onOpenChange={(isOpen) => !isOpen && setRefunding(undefined)}
          onRefunded={(message) => {
            setDone(message);
            setRefunding(undefined);
            order.reload();
          }}
        />
      )}
    </>
  );
}

/** A typed text, or undefined when only spaces were typed (the schema then says what is missing). */
const filled = (typed: string) => (typed.trim() ? typed : undefined);

/** The dialog's fields as the status change they ask for: the move's (or the cancel's) status with what was typed. */
function statusBodyOf(status: OrderStatus) {
  return z
    .object({ note: z.string(), courier: z.string(), tracking_number: z.string() })
    .transform((typed): z.input<typeof staffOrderStatusBody> => ({
      status,
      note: filled(typed.note),
      courier: filled(typed.courier),
      tracking_number: filled(typed.tracking_number),
    }))
    .pipe(staffOrderStatusBody);
}

/** The step's form in its dialog: the courier and tracking number to ship, a note, or why it is cancelled. */
function StatusForm({
  orderId,
  action,
  stepLabel,
  onMoved,
}: {
  orderId: number;
  action: Action;
  stepLabel: string | undefined;
  onMoved: (message: string) => void;
}) {
  const { register, submit, errors, refusal, busy } = useZodForm(
    statusBodyOf(action.kind === 'cancel' ? 'Cancelled' : action.to),
    { note: '', courier: '', tracking_number: '' },
  );
  const onSubmit = submit(async (body) => {
    const answer = await api(staffOrderResponse, `/admin/orders/${orderId}/status`, { method: 'POST', body });
    onMoved(answer.message);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {action.kind === 'move' && action.to === 'Shipped' && (
        <>
          <Field label="Courier" error={errors.courier} autoComplete="off" {...register('courier')} />
          <Field
            label="Tracking number"
            error={errors.tracking_number}
            autoComplete="off"
            {...register('tracking_number')}
          />
        </>
      )}
      {action.kind === 'move' && action.to !== 'Shipped' && (
        <Field label="Note (optional)" error={errors.note} autoComplete="off" {...register('note')} />
      )}
      {action.kind === 'cancel' && (
        <Field label="Why is it cancelled?" error={errors.note} autoComplete="off" {...register('note')} />
      )}
      <FormError>{refusal}</FormError>
      <DialogActions
        action={{
          label: action.kind === 'cancel' ? 'Cancel the order' : (stepLabel ?? 'Move'),
          danger: action.kind !== 'move',
          disabled: busy,
        }}
      />
    </form>
  );
}

/** "First parcel sent" of a split order: the courier and tracking number of its ready goods. */
function FirstParcelForm({ orderId, onSent }: { orderId: number; onSent: (message: string) => void }) {
  const { register, submit, errors, refusal, busy } = useZodForm(firstParcelBody, {
    courier: '',
    tracking_number: '',
  });
  const onSubmit = submit(async (body) => {
    const answer = await api(staffOrderResponse, `/admin/orders/${orderId}/first-parcel`, {
      method: 'POST',
      body,
    });
    onSent(answer.message);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Courier" error={errors.courier} autoComplete="off" {...register('courier')} />
      <Field
        label="Tracking number"
        error={errors.tracking_number}
        autoComplete="off"
        {...register('tracking_number')}
      />
      <FormError>{refusal}</FormError>
      <DialogActions action={{ label: 'First parcel sent', disabled: busy }} />
    </form>
  );
}

import {
  REFUND_MESSAGES,
  REFUND_WORKING_DAYS,
  linesRefundPrice,
  paiseToRupees,
  rupeesToPaise,
  staffOrderResponse,
  staffRefundBody,
  unitsLeft,
  type LinesRefundPrice,
  type StaffRefund,
  type deskOrderResponse,
} from '@farm/contract';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, api } from '../api';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field, fieldErrors } from '../ui/Field';
import { rupees } from '../ui/format';
import './orders.css';
import { FieldError, FormError, issuesOf } from '../ui/form';

type DeskOrder = z.output<typeof deskOrderResponse>;
type Mode = 'lines' | 'goodwill';
type Choice = { quantity: string; restock: boolean };

/** A whole number of units as typed, or NaN (the schema then says what is wrong). */
const units = (typed: string) => (typed.trim() === '' ? 0 : /^\d+$/.test(typed.trim()) ? Number(typed) : NaN);

/**
 * The refund dialog (issue 32): the lines of the order with the units to refund and whether each goes back on the
 * shelf, or a goodwill amount; a reason the customer is told; the amount the server will refund, priced by the
 * contract's rule as the server prices it; then a confirmation naming everything that will happen.
 */
export function RefundDialog({
  view,
  open,
  onOpenChange,
  onRefunded,
}: {
  view: DeskOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (message: string) => void;
}) {
  const o = view.order;
  const left = view.refund_left ?? {
    amount: Math.max(0, o.total_amount - o.refunded_amount),
    shipping: o.refunded_amount > 0 ? 0 : o.shipping_charge,
  };
  const openLines = o.items.filter((item) => unitsLeft(item) > 0);
  const [mode, setMode] = useState<Mode>(openLines.length > 0 ? 'lines' : 'goodwill');
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [shipping, setShipping] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<StaffRefund | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // One key per dialog: sending again after a lost answer is the same refund, never a second one.
  const [key] = useState(() => crypto.randomUUID());
  const modeName = useId();

  const chosen = openLines.flatMap((item) => {
    const choice = choices[item.id];
    const quantity = choice ? units(choice.quantity) : 0;
    return quantity === 0 ? [] : [{ item, quantity, restock: choice?.restock ?? true }];
  });
  const price: LinesRefundPrice | undefined =
    mode === 'lines' && chosen.every((c) => Number.isInteger(c.quantity))
      ? linesRefundPrice({
          lines: o.items.map((item) => ({
            id: item.id,
            unitPrice: rupeesToPaise(item.price),
            quantity: item.quantity,
            refundedQuantity: item.refunded_quantity ?? 0,
          })),
          chosen: chosen.map((c) => ({ id: c.item.id, quantity: c.quantity })),
          shipping: rupeesToPaise(o.shipping_charge),
          shippingRefunded: rupeesToPaise(o.shipping_charge - left.shipping),
          includeShipping: shipping,
          left: rupeesToPaise(left.amount),
        })
      : undefined;
  const toRefund = price?.ok ? paiseToRupees(price.amount) : undefined;

  const choose = (id: number, change: Partial<Choice>) => {
    // "Choose the items" is answered by choosing one: the old words go.
    if (errors.lines) setErrors(({ lines: _answered, ...rest }) => rest);
    setChoices((current) => ({
      ...current,
      [id]: { quantity: current[id]?.quantity ?? '', restock: current[id]?.restock ?? true, ...change },
    }));
  };

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body =
      mode === 'lines'
        ? {
            lines:
              chosen.length > 0
                ? chosen.map((c) => ({ item_id: c.item.id, quantity: c.quantity, restock: c.restock }))
                : undefined,
            shipping: shipping || undefined,
            reason,
            key,
          }
        : { amount: amount.trim() === '' ? undefined : Number(amount), reason, key };
    const parsed = staffRefundBody.safeParse(body);
    const found = parsed.success ? {} : issuesOf(parsed.error.issues, { wholePath: true });
    if (price && !price.ok) {
      const line = chosen[price.index]?.item;
      found[`lines.${price.index}.quantity`] = line
        ? REFUND_MESSAGES.tooMany(line.product.product_name, line.size, price.left)
        : REFUND_MESSAGES.unknownLine;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  }

  async function send() {
    if (!confirming) return;
    setBusy(true);
    try {
      const answer = await api(staffOrderResponse, `/admin/orders/${o.id}/refunds`, {
        method: 'POST',
        body: confirming,
      });
      onRefunded(answer.message);
    } catch (error) {
      // The server's refusal goes back to the form, beside the field it names.
      const fields = error instanceof ApiError ? fieldErrors(error.fields) : {};
      setErrors({ ...fields, form: error instanceof Error ? error.message : String(error) });
      setConfirming(undefined);
    } finally {
      setBusy(false);
    }
  }

  /** A chosen line's error, wherever the index of the body puts it. */
  const lineError = (id: number) => {
    const index = chosen.findIndex((c) => c.item.id === id);
    return index < 0 ? undefined : (errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.restock`]);
  };
  const confirmAmount = confirming?.amount ?? toRefund ?? 0;

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        confirming ? `Refund ${rupees(confirmAmount)} of order ${o.order_no}?` : `Refund order ${o.order_no}`
      }
      description={
        confirming
          ? 'Check what will happen. This cannot be undone.'
          : `At most ${rupees(left.amount)} can still be refunded. Choose the items, or a goodwill amount.`
      }
    >
      {confirming ? (
        <div className="refund-confirm">
          <ul>
            <li>
              {rupees(confirmAmount)} goes back to the customer’s payment method; their bank shows it in{' '}
              {REFUND_WORKING_DAYS} working days.
            </li>
            {confirming.lines ? (
              <>
                {chosen.map((c) => (
                  <li key={c.item.id}>
                    {c.quantity} × {c.item.product.product_name} ({c.item.size}): off the packing list and the
                    invoice, {c.restock ? 'and back on the shelf.' : 'not back on the shelf.'}
                  </li>
                ))}
                {price?.ok && price.shipping > 0 && (
                  <li>The shipping charge, {rupees(paiseToRupees(price.shipping))}, is refunded too.</li>
                )}
                {price?.ok && price.capped && <li>That is all that is left to refund of this payment.</li>}
              </>
            ) : (
              <li>
                A goodwill amount: the order’s items stay as they are, on the packing list and the invoice.
              </li>
            )}
            <li>The customer is told by e-mail and in My Orders: “{confirming.reason}”</li>
          </ul>
          <div className="dialog-actions">
            <button className="button" type="button" onClick={() => setConfirming(undefined)} disabled={busy}>
              Back
            </button>
            <button className="button danger" type="button" onClick={() => void send()} disabled={busy}>
              {busy ? 'Refunding…' : `Refund ${rupees(confirmAmount)}`}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={review} noValidate>
          <fieldset className="refund-mode">
            <legend>What is refunded?</legend>
            <label>
              <input
                type="radio"
                name={modeName}
                checked={mode === 'lines'}
                disabled={openLines.length === 0}
                onChange={() => setMode('lines')}
              />{' '}
              Items of the order
              <span className="sub">They leave the packing list; an invoice made later bills the rest.</span>
            </label>
            <label>
              <input
                type="radio"
                name={modeName}
                checked={mode === 'goodwill'}
                onChange={() => setMode('goodwill')}
              />{' '}
              A goodwill amount
              <span className="sub">Money only: the items stay as they are.</span>
            </label>
          </fieldset>

          {mode === 'lines' ? (
            <>
              <FieldError alert>{errors.lines}</FieldError>
              <ul className="refund-lines">
                {openLines.map((item) => {
                  const remaining = unitsLeft(item);
                  const choice = choices[item.id];
                  return (
                    <li key={item.id}>
                      <Field
                        label={`Units of ${item.product.product_name} (${item.size}) to refund`}
                        type="number"
                        inputMode="numeric"
                        min="0"
                        max={String(remaining)}
                        step="1"
                        value={choice?.quantity ?? ''}
                        placeholder="0"
                        onChange={(event) => choose(item.id, { quantity: event.target.value })}
                        hint={`Up to ${remaining}, at ${rupees(item.price)} each${
                          (item.refunded_quantity ?? 0) > 0
                            ? `; ${item.refunded_quantity} refunded before`
                            : ''
                        }.`}
                        error={lineError(item.id)}
                      />
                      <label className="check">
                        <input
                          type="checkbox"
                          checked={choice?.restock ?? true}
                          onChange={(event) => choose(item.id, { restock: event.target.checked })}
                        />{' '}
                        Put back on the shelf
                        <span className="sub">
                          Untick for a jar that arrived broken or that the customer keeps.
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {left.shipping > 0 && (
                <label className="check">
                  <input
                    type="checkbox"
                    checked={shipping}
                    onChange={(event) => setShipping(event.target.checked)}
                  />{' '}
                  Refund the shipping charge too ({rupees(left.shipping)})
                  <span className="sub">It is refunded by itself with the last items of the order.</span>
                </label>
              )}
            </>
          ) : (
            <Field
              label="Goodwill amount in rupees"
              name="amount"
              type="number"
              inputMode="decimal"
              min="1"
              step="0.01"
              max={String(left.amount)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={errors.amount}
            />
          )}
          <Field
            label="Why is it refunded? (the customer is told)"
            name="reason"
            autoComplete="off"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          {mode === 'lines' && (
            <p className="refund-total" aria-live="polite">
              {chosen.length === 0
                ? 'Choose how many units of each item to refund.'
                : toRefund !== undefined
                  ? `To refund: ${rupees(toRefund)}${price?.ok && price.shipping > 0 ? ', with the shipping' : ''}${price?.ok && price.capped ? ' (all that is left of the payment)' : ''}.`
                  : 'Check the units: one item asks for more than is left.'}
            </p>
          )}
          <FormError>{errors.form}</FormError>
          <DialogActions action={{ label: 'Review the refund' }} />
        </form>
      )}
    </ActionDialog>
  );
}

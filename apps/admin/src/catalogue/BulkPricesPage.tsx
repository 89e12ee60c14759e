import {
  BULK_PRICE_LIMITS,
  BULK_PRICE_MESSAGES,
  adminCategoriesResponse,
  bulkPricesApplied,
  bulkPricesPreview,
  bulkPricesPreviewBody,
  formatRupees,
  type BulkPriceSize,
  type BulkPricesPreview,
  type BulkPricesPreviewBody,
} from '@farm/contract';
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { api } from '../api';
import { ConfirmButton } from '../ui/ConfirmButton';
import { Field } from '../ui/Field';
import { counted } from '../ui/counted';
import { FieldError, FormError, Select, useZodForm } from '../ui/form';
import { useLoad } from '../ui/useLoad';
import { typedNumber } from '../ui/words';
import './bulk-prices.css';

/** The form as typed (every value a string), read into the API's change; the contract's schema says what is wrong. */
const bulkPricesForm = z
  .object({
    category_id: z.string(),
    direction: z.string(),
    by: z.string(),
    amount: z.string(),
    prices: z.string(),
  })
  // The choices stay as typed (the schema after the pipe refuses any other value in its words).
  .transform(
    (typed) =>
      ({
        ...typed,
        category_id: typed.category_id === '' ? Number.NaN : Number(typed.category_id),
        amount: typed.amount.trim() === '' ? Number.NaN : typedNumber(typed.amount),
      }) as z.input<typeof bulkPricesPreviewBody>,
  )
  .pipe(bulkPricesPreviewBody);
type TypedForm = z.input<typeof bulkPricesForm>;

/** A price in the preview: "₹250 → ₹269", "₹250" when it stays, "none" for no offer. */
function PriceMove({ from, to }: { from: number | null; to: number | null }) {
  const said = (amount: number | null) => (amount === null ? 'none' : formatRupees(amount));
  if (from === to) return <>{said(from)}</>;
  return (
    <>
      <span className="was">{said(from)}</span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> becomes </span>
      <strong>{said(to)}</strong>
    </>
  );
}

/**
 * A category's prices in bulk (issue 36; docs/domain.md "Prices in bulk"): choose the category and the change, see
 * every size's prices now and after (rounded to whole rupees), then apply it to the sizes that change, confirmed.
 * The server applies exactly what the preview showed, or refuses when the prices moved meanwhile.
 */
export function BulkPricesPage() {
  const [params] = useSearchParams();
  const categories = useLoad(() => api(adminCategoriesResponse, '/admin/categories'), 'categories');
  const [preview, setPreview] = useState<{ body: BulkPricesPreviewBody; answer: BulkPricesPreview }>();
  const [done, setDone] = useState<string | undefined>();
  const { register, submit, errors, refusal, busy, watch } = useZodForm(bulkPricesForm, {
    category_id: params.get('category') ?? '',
    direction: 'up',
    by: 'percent',
    amount: '',
    prices: 'both',
  } satisfies TypedForm);
  const by = watch('by');
  const prices = watch('prices');

  const show = submit(
    async (body) => {
      const answer = await api(bulkPricesPreview, '/admin/catalogue/prices/preview', {
        method: 'POST',
        body,
      });
      setPreview({ body, answer });
    },
    () => setDone(undefined),
  );

  const choices = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: `${category.name} (${counted(category.products, 'product')})${category.hidden ? ', hidden' : ''}`,
  }));

  return (
    <>
      <div className="page-head">
        <h1>Change prices in bulk</h1>
        <Link to="/products">Back to the products</Link>
      </div>
      <p className="muted">
        Raise or lower the prices of every size in a category by a percentage or by whole rupees. The new
        prices are rounded to the nearest whole rupee (₹236.50 becomes ₹237). Nothing changes until you apply
        the preview; carts and orders already placed keep their prices.
      </p>
      <div role="status" className="status-line">
        {done && <p className="note">{done}</p>}
      </div>
      <FormError>{categories.status === 'failed' ? categories.error : undefined}</FormError>

      {categories.status === 'loading' && !categories.data && <p className="loading">Loading…</p>}

      {/* Drawn once the categories are here, so the one asked for in the address (?category=) is chosen. Any change
          to the form makes the preview shown no longer the one it would give: it goes. */}
      {categories.data && (
        <form
          className="card bulk-prices-form"
          onSubmit={show}
          onChange={() => setPreview(undefined)}
          noValidate
        >
          <FormError>{refusal}</FormError>
          <Select
            label="Category"
            options={[{ value: '', label: 'Choose a category' }, ...choices]}
            error={errors.category_id}
            {...register('category_id')}
          />
          <Choices
            legend="Raise or lower"
            error={errors.direction}
            options={[
              { value: 'up', label: 'Raise the prices' },
              { value: 'down', label: 'Lower the prices' },
            ]}
            input={register('direction')}
          />
          <Choices
            legend="By"
            error={errors.by}
            options={[
              { value: 'percent', label: 'A percentage (%)' },
              { value: 'rupees', label: 'An amount in rupees (₹)' },
            ]}
            input={register('by')}
          />
          <Field
            label={by === 'rupees' ? 'How many rupees' : 'How many per cent'}
            inputMode="decimal"
            autoComplete="off"
            hint={
              by === 'rupees'
                ? `Whole rupees, added to or taken from each price; at most ${formatRupees(BULK_PRICE_LIMITS.rupees)}.`
                : `For example 7.5; at most ${BULK_PRICE_LIMITS.percentUp} % up or ${BULK_PRICE_LIMITS.percentDown} % down.`
            }
            error={errors.amount}
            {...register('amount')}
          />
          <Choices
            legend="Which prices change"
            error={errors.prices}
            options={[
              {
                value: 'both',
                label: 'The MRP and the offer price',
                sub: 'The MRP is what your labels print.',
              },
              {
                value: 'offer',
                label: 'The offer price only',
                sub: 'What customers pay; the MRP stays. A price that reaches the MRP has no offer.',
              },
            ]}
            input={register('prices')}
          />
          {prices === 'both' && (
            <p className="notice label-reminder">{BULK_PRICE_MESSAGES.mrpIsOnTheLabel}</p>
          )}
          <button className="button primary" type="submit" disabled={busy}>
            {busy ? 'Working out the new prices…' : 'Preview'}
          </button>
        </form>
      )}

      {preview && (
        <PreviewTable
          preview={preview.answer}
          onApply={async () => {
            const answer = await api(bulkPricesApplied, '/admin/catalogue/prices/apply', {
              method: 'POST',
              body: { ...preview.body, fingerprint: preview.answer.fingerprint },
            });
            setPreview(undefined);
            setDone(answer.message);
            categories.reload();
          }}
        />
      )}
    </>
  );
}

/** A choice of a few, as radio buttons under a legend; `input` is the form's registration of the field. */
function Choices({
  legend,
  options,
  error,
  input,
}: {
  legend: string;
  options: { value: string; label: string; sub?: string }[];
  error: string | undefined;
  input: UseFormRegisterReturn;
}) {
  const errorId = `${input.name}-error`;
  return (
    <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" value={option.value} {...input} /> {option.label}
          {option.sub && <span className="sub">{option.sub}</span>}
        </label>
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** Every size with its prices now and after, and the confirmed apply to those that change. */
function PreviewTable({ preview, onApply }: { preview: BulkPricesPreview; onApply: () => Promise<void> }) {
  const { category, change, sizes, changed } = preview;
  const raisesMrp = sizes.some((size) => size.changed && size.new_mrp > size.mrp);
  return (
    <section className="card" aria-labelledby="bulk-preview-title">
      <h2 id="bulk-preview-title">
        Preview: {category.name}, {change}
      </h2>
      <p>
        {changed === 0
          ? 'No size would change: rounded to whole rupees, every size keeps its prices. Choose a bigger change.'
          : `${counted(changed, 'size')} of ${sizes.length} would change.`}
      </p>
      <div className="table-wrap">
        <table className="bulk-prices-table">
          <caption className="visually-hidden">
            Every size of {category.name}, with its prices now and after the change
          </caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col">MRP</th>
              <th scope="col">Offer price</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.size_id} className={size.changed ? undefined : 'is-unchanged'}>
                <td data-label="Product">
                  {size.product_name}
                  {size.product_status !== 'published' && (
                    <span className="badge">{size.product_status === 'draft' ? 'Draft' : 'Hidden'}</span>
                  )}
                </td>
                <td data-label="Size">{size.size}</td>
                <td data-label="MRP" className="num">
                  <PriceMove from={size.mrp} to={size.new_mrp} />
                </td>
                <td data-label="Offer price" className="num">
                  <PriceMove from={size.offer_price} to={size.new_offer_price} />
                </td>
                <td data-label="Notes">
                  <SizeNotes size={size} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changed > 0 && (
        <div className="actions apply-row">
          <ConfirmButton
            label={`Apply to ${counted(changed, 'size')}`}
            title={`Change the prices of ${counted(changed, 'size')} in ${category.name}?`}
            description={`Prices ${change}, rounded to whole rupees, as the preview shows. The shop shows the new prices at once; carts and orders already placed keep theirs. To undo it, make another change.`}
            confirmLabel="Change the prices"
            onConfirm={onApply}
          >
            {raisesMrp && <p className="notice">{BULK_PRICE_MESSAGES.mrpIsOnTheLabel}</p>}
          </ConfirmButton>
        </div>
      )}
    </section>
  );
}

function SizeNotes({ size }: { size: BulkPriceSize }): ReactNode {
  const notes = size.warnings.map((warning) => warning.message);
  if (!size.changed && notes.length === 0) notes.push('No change after rounding.');
  if (notes.length === 0) return null;
  return (
    <ul className="size-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

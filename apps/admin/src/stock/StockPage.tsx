import { stockChangeBody, stockDetail, stockListResponse, type StockLevel } from '@farm/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { FormError, useZodForm } from '../ui/form';
import { z } from 'zod';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { counted } from '../ui/counted';
import { useLoad } from '../ui/useLoad';
import { typedNumber } from '../ui/words';
import '../ui/card-table.css';
import './stock.css';

/** What the history says of a count started from this list. */
const STARTED_HERE = 'Started counting from the Stock page';

/**
 * The count typed, as the change that starts counting from it. Empty is no count here (on a size's own page it stops
 * counting): the count's own message asks for one.
 */
const startCountBody = z
  .object({ count: z.string() })
  .transform(({ count }): z.input<typeof stockChangeBody> => ({
    action: 'count' as const,
    count: count.trim() === '' ? Number.NaN : typedNumber(count),
    reason: STARTED_HERE,
  }))
  .pipe(stockChangeBody);

/**
 * Every size of the shop (issue 32): the counted ones first, the fewest available first, with what is on the shelf,
 * what payments hold and what can be sold; then the sizes not counted, each with a one-click "Start counting".
 */
export function StockPage() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('low') === '1';
  // Kept here as well as in the address: the router updates the address a moment after the click, and the box must
  // not spring back in between. Back and forward still set it from the address.
  const [low, setLow] = useState(inAddress);
  const [addressSeen, setAddressSeen] = useState(inAddress);
  if (addressSeen !== inAddress) {
    setAddressSeen(inAddress);
    setLow(inAddress);
  }
  const list = useLoad(
    () => api(stockListResponse, `/admin/stock${low ? '?low=1' : ''}`),
    low ? 'low' : 'all',
  );
  const [starting, setStarting] = useState<StockLevel | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const sizes = list.data?.sizes ?? [];
  const countedSizes = sizes.filter((size) => size.stock_count !== null);
  const notCounted = sizes.filter((size) => size.stock_count === null);

  return (
    <>
      <div className="page-head">
        <h1>Stock</h1>
      </div>
      <p className="muted">
        Every size of the shop’s products. A counted size sells only what is on the shelf; available is the
        shelf less what customers paying right now hold. A size not counted sells while it is marked in stock.
      </p>
      <div className="check-row">
        <input
          id="stock-low"
          type="checkbox"
          checked={low}
          onChange={(event) => {
            setLow(event.target.checked);
            setParams(event.target.checked ? { low: '1' } : {});
          }}
        />
        <label htmlFor="stock-low">Running low only</label>
      </div>
      <div role="status" className="status-line">
        {done && <p className="note">{done}</p>}
      </div>

      {list.status === 'failed' && <FormError>{list.error}</FormError>}
      {list.status === 'loading' && !list.data && <p className="loading">Loading…</p>}

      {list.data && sizes.length === 0 && (
        <section className="card" aria-labelledby="stock-empty-title">
          <h2 id="stock-empty-title">
            {low ? 'No counted size is running low.' : 'The shop has no products to count yet.'}
          </h2>
        </section>
      )}
      {list.data && countedSizes.length > 0 && (
        <div className="table-wrap" aria-busy={list.status === 'loading'}>
          <table className="stock-table card-table">
            <caption className="visually-hidden">
              {low ? 'Sizes running low' : 'Counted sizes'}, the fewest available first
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col">On the shelf</th>
                <th scope="col">Held while paying</th>
                <th scope="col">Available</th>
                <th scope="col">Waiting</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {countedSizes.map((size) => (
                <tr key={size.product_size_id} className={size.low ? 'is-low' : undefined}>
                  <td data-label="Product">{size.product_name}</td>
                  <td data-label="Size">{size.size}</td>
                  <td data-label="On the shelf" className="num">
                    {size.stock_count}
                  </td>
                  <td data-label="Held" className="num">
                    {size.held}
                  </td>
                  <td data-label="Available" className="num">
                    <strong>{size.available}</strong>
                    {size.available !== null && size.available <= 0 ? (
                      <span className="badge stock-out">Sold out</span>
                    ) : (
                      size.low && <span className="badge stock-low">Running low</span>
                    )}
                  </td>
                  <td data-label="Waiting" className="num">
                    <WaitingFigure waiting={size.waiting} />
                  </td>
                  <td>
                    <Link
                      to={`/stock/${size.product_size_id}`}
                      aria-label={`Count or change ${size.product_name}, ${size.size}`}
                    >
                      Count or change
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && notCounted.length > 0 && (
        <section className="card not-counted-card" aria-labelledby="not-counted-title">
          <h2 id="not-counted-title">Not counted yet: {counted(notCounted.length, 'size')}</h2>
          <p className="muted">
            These sell while they are marked in stock, with no limit. Start counting one to sell only what is
            on the shelf.
          </p>
          <ul className="not-counted">
            {notCounted.map((size) => (
              <li key={size.product_size_id}>
                <span>
                  {size.product_name}, <strong>{size.size}</strong>
                  {size.waiting > 0 && (
                    <>
                      {' '}
                      <WaitingFigure waiting={size.waiting} />
                    </>
                  )}
                </span>
                <button
                  type="button"
                  className="button small"
                  aria-label={`Start counting ${size.product_name}, ${size.size}`}
                  onClick={() => {
                    setDone(undefined);
                    setStarting(size);
                  }}
                >
                  Start counting
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {starting && (
        <StartCounting
          size={starting}
          onClose={() => setStarting(undefined)}
          onStarted={(count) => {
            setStarting(undefined);
            setDone(
              `Counting ${starting.product_name}, ${starting.size}: ${count} on the shelf. The shop sells no more than that.`,
            );
            list.reload();
          }}
        />
      )}
    </>
  );
}

/**
 * Shoppers waiting to be told the size is back (issue 37): a demand signal for the harvest plan. They are told by the
 * shop itself once the size can be bought again (a batch received, or a pre-order opened).
 */
function WaitingFigure({ waiting }: { waiting: number }) {
  if (waiting === 0) return <span className="muted">0</span>;
  return (
    <span className="badge stock-waiting" title="Shoppers who asked to be told when it is back">
      {counted(waiting, 'shopper')} waiting
    </span>
  );
}

/** The one-click start: what counting means, the count to start from, then the count is taken. */
function StartCounting({
  size,
  onClose,
  onStarted,
}: {
  size: StockLevel;
  onClose: () => void;
  onStarted: (count: number) => void;
}) {
  const { register, submit, errors, refusal, busy } = useZodForm(startCountBody, { count: '' });
  const start = submit(async (body) => {
    const answer = await api(stockDetail, `/admin/stock/${size.product_size_id}`, { method: 'POST', body });
    onStarted(answer.level.stock_count ?? (body.action === 'count' ? (body.count ?? 0) : 0));
  });

  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Start counting ${size.product_name}, ${size.size}?`}
      description="Counting means the shop sells only what is on the shelf: each order takes from the count, and at none left the size shows “Sold out” (with few left, “Only N left”). Batches and corrections change it, each with who and why. Count the shelf now and enter what is there."
    >
      <form onSubmit={start} noValidate>
        <Field
          label="How many are on the shelf now"
          inputMode="numeric"
          autoComplete="off"
          // Every refusal is the count's: the schema's, or the server's about it or in general.
          error={errors.count ?? refusal}
          {...register('count')}
        />
        <DialogActions action={{ label: 'Start counting', disabled: busy }} />
      </form>
    </ActionDialog>
  );
}

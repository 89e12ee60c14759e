import {
  NOTIFICATION_MESSAGES,
  DESK_PAGE,
  SHIPPING_ZONES,
  SHIPPING_ZONE_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  deskBulkStatusResponse,
  deskOrdersResponse,
  type DeskOrderRow,
} from '@farm/contract';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api, fileUrl } from '../api';
import { GstReturns } from './GstReturns';
import { useSession } from '../session';
import { ActionDialog, DialogActions } from '../ui/Confirm';
import { useLoad } from '../ui/useLoad';
import { DateRange, FilterChoice } from '../ui/filters';
import { STATUS_TABS, rupees, shopDateTime } from '../ui/format';
import { counted } from '../ui/counted';
import { FormError } from '../ui/form';

const column = createColumnHelper<DeskOrderRow>();
type BulkResult = z.output<typeof deskBulkStatusResponse>['results'];

/** The order desk: tabs by status with their counts, a search and filters, a page of orders, several at once. */
export function OrdersPage() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const orders = useLoad(() => api(deskOrdersResponse, `/admin/orders?${query}`), query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [bulk, setBulk] = useState<'Accepted' | 'Packed' | undefined>();
  const [bulkResults, setBulkResults] = useState<
    { results: BulkResult; numbers: Map<number, string> } | undefined
  >();
  const [bulkError, setBulkError] = useState<string | undefined>();
  const status = params.get('status') ?? '';
  const canMove = can('orders.advance');

  const columns = useMemo(
    () => [
      ...(canMove && (status === 'Placed' || status === 'Accepted')
        ? [
            column.display({
              id: 'select',
              header: () => <span className="visually-hidden">Choose</span>,
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={`Choose order ${row.original.order_no}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ),
            }),
          ]
        : []),
      column.accessor('order_no', {
        header: 'Order',
        cell: (info) => <Link to={`/orders/${info.row.original.id}`}>{info.getValue()}</Link>,
      }),
      column.accessor('date', { header: 'Placed', cell: (info) => shopDateTime(info.getValue()) }),
      column.accessor((row) => row.customer.name, {
        id: 'customer',
        header: 'Customer',
        cell: (info) => (
          <>
            {info.getValue()}
            <span className="sub">{info.row.original.customer.mobile}</span>
          </>
        ),
      }),
      column.accessor((row) => `${row.ship_to.city}, ${row.ship_to.state}`, {
        id: 'ship_to',
        header: 'Ship to',
      }),
      column.accessor('total_amount', {
        header: 'Total',
        cell: (info) => <span className="num">{rupees(info.getValue())}</span>,
      }),
      column.accessor('payment_status', {
        header: 'Payment',
        cell: (info) => (
          <>
            {info.getValue()}
            <span className="sub">
              {info.row.original.payment_method === 'COD' ? 'Cash on delivery' : 'Online'}
            </span>
            {info.row.original.test_payment && (
              <span className="badge test-payment">{NOTIFICATION_MESSAGES.testPayment}</span>
            )}
          </>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => (
          <>
            <span className={`badge status-${info.getValue().toLowerCase()}`}>
              {ORDER_STATUS_LABELS[info.getValue()]}
            </span>
            {info.row.original.stock_short && <span className="badge stock-short">Short of stock</span>}
            {info.row.original.short_refunded && !info.row.original.stock_short && (
              <span className="badge short-refunded">Short — refunded automatically</span>
            )}
          </>
        ),
      }),
    ],
    [canMove, status],
  );

  // TanStack Table needs the same array while the data is the same (a new one each render makes it work again).
  const rows = useMemo(() => orders.data?.data ?? [], [orders.data]);
  // TanStack Table's functions are not memoised by the React compiler: the table is drawn afresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
    getCoreRowModel: getCoreRowModel(),
  });

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setSelection({});
    setBulkResults(undefined);
    setParams(next);
  };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    set({
      q: value('q'),
      payment_status: value('payment_status'),
      zone: value('zone'),
      from: value('from'),
      to: value('to'),
    });
  }

  async function moveSelected() {
    if (!bulk) return;
    setBulkError(undefined);
    try {
      const answer = await api(deskBulkStatusResponse, '/admin/orders/bulk-status', {
        method: 'POST',
        body: { ids: Object.keys(selection).map(Number), status: bulk },
      });
      // The numbers as chosen: once moved, the orders leave this tab.
      const numbers = new Map((data?.data ?? []).map((o) => [o.id, o.order_no]));
      setBulkResults({ results: answer.results, numbers });
      setBulk(undefined);
      setSelection({});
      orders.reload();
    } catch (error) {
      setBulkError(error instanceof Error ? error.message : String(error));
    }
  }

  const data = orders.data;
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const chosen = Object.keys(selection).length;
  // The accountant's two exports (issue 32), of the days chosen: one row per order, or one per line and shipping.
  const exportHref = (kind: 'orders' | 'lines') =>
    fileUrl(
      `/admin/orders/export?${new URLSearchParams(
        Object.entries({ kind, from: params.get('from') ?? '', to: params.get('to') ?? '' }).filter(
          ([, v]) => v,
        ),
      ).toString()}`,
    );
  const someDays = params.get('from') || params.get('to');

  return (
    <>
      <div className="page-head">
        <h1>Orders</h1>
        {can('sales.read') && (
          <div className="actions export-links" role="group" aria-labelledby="export-title">
            <span id="export-title" className="muted">
              CSV for the accountant{someDays ? ', these days' : ''}:
            </span>
            <a className="button small" href={exportHref('orders')} download>
              One row per order
            </a>
            <a className="button small" href={exportHref('lines')} download>
              One row per line
            </a>
          </div>
        )}
      </div>
      <nav className="tabs" aria-label="Orders by status">
        <button
          type="button"
          aria-current={status === '' ? 'page' : undefined}
          onClick={() => set({ status: undefined })}
        >
          All
        </button>
        {STATUS_TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            aria-current={status === tab.status ? 'page' : undefined}
            onClick={() => set({ status: tab.status })}
          >
            {tab.label}
            {tab.status in (data?.counts ?? {}) && (
              <>
                {' '}
                <span className="count">{data?.counts[tab.status as keyof typeof data.counts]}</span>
              </>
            )}
          </button>
        ))}
      </nav>

      <form className="filters" onSubmit={applyFilters} key={query} role="search" aria-label="Find orders">
        <div className="field grow">
          <label htmlFor="q">Order number, name, e-mail or mobile</label>
          <input id="q" name="q" type="search" defaultValue={params.get('q') ?? ''} />
        </div>
        <FilterChoice
          id="payment_status"
          name="payment_status"
          label="Payment"
          any="Any"
          value={params.get('payment_status') ?? ''}
          options={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))}
        />
        <FilterChoice
          id="zone"
          name="zone"
          label="Zone"
          any="Any"
          value={params.get('zone') ?? ''}
          options={SHIPPING_ZONES.map((zone) => ({ value: zone, label: SHIPPING_ZONE_LABELS[zone] }))}
        />
        <DateRange ids={{ from: 'from', to: 'to' }} params={params} />
        <button className="button" type="submit">
          Find
        </button>
      </form>

      {orders.status === 'failed' && <FormError>{orders.error}</FormError>}

      {bulkResults && (
        <section className="card results" aria-live="polite" aria-label="What happened to each order">
          <ul>
            {bulkResults.results.map((result) => (
              <li key={result.id} className={result.ok ? 'ok' : 'refused'}>
                Order {bulkResults.numbers.get(result.id) ?? `#${result.id}`}: {result.message}
              </li>
            ))}
          </ul>
        </section>
      )}

      {canMove && chosen > 0 && (
        <div className="bulk-bar" role="region" aria-label="Chosen orders">
          <span>{chosen} chosen</span>
          {status === 'Placed' && (
            <button className="button primary" type="button" onClick={() => setBulk('Accepted')}>
              Accept {chosen}
            </button>
          )}
          {status === 'Accepted' && (
            <button className="button primary" type="button" onClick={() => setBulk('Packed')}>
              Mark {chosen} packed
            </button>
          )}
        </div>
      )}

      {table.getAllColumns().some((c) => c.id === 'select') && (data?.data.length ?? 0) > 0 && (
        <label className="choose-all">
          <input
            type="checkbox"
            checked={table.getIsAllRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />{' '}
          Choose every order on this page
        </label>
      )}

      <div className="table-wrap" aria-busy={orders.status === 'loading'}>
        <table className="orders">
          <caption className="visually-hidden">
            Orders, newest first{data ? `: ${data.total} found, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={
                      typeof cell.column.columnDef.header === 'string'
                        ? cell.column.columnDef.header
                        : undefined
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.data.length === 0 && <p className="empty">No orders match.</p>}
      </div>

      <nav className="pager" aria-label="Pages">
        <button
          type="button"
          className="button small"
          disabled={page <= 1}
          onClick={() => set({ page: String(page - 1) })}
        >
          Previous
        </button>
        <span>
          Page {page} of {pages}
          {data ? ` · ${counted(data.total, 'order')}` : ''}
        </span>
        <button
          type="button"
          className="button small"
          disabled={page >= pages}
          onClick={() => set({ page: String(page + 1) })}
        >
          Next
        </button>
      </nav>
      <p className="muted small-print">{DESK_PAGE.size} orders a page.</p>

      <ActionDialog
        open={bulk !== undefined}
        onOpenChange={(open) => !open && setBulk(undefined)}
        title={
          bulk === 'Accepted'
            ? `Accept ${counted(chosen, 'order')}?`
            : `Mark ${counted(chosen, 'order')} packed?`
        }
        description={
          bulk === 'Accepted'
            ? 'Each order gets its tax invoice and its customer sees it accepted. This cannot be undone.'
            : 'Each order is marked packed and ready to ship. This cannot be undone.'
        }
      >
        <FormError>{bulkError}</FormError>
        <DialogActions
          action={{
            label: bulk === 'Accepted' ? 'Accept them' : 'Mark them packed',
            onClick: () => void moveSelected(),
          }}
        />
      </ActionDialog>
      {can('sales.read') && <GstReturns />}
    </>
  );
}

import { PREORDER_MESSAGES, type PreorderView } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { PreordersPage } from './PreordersPage';

const honey: PreorderView = {
  id: 3,
  product_id: 1,
  product_name: 'Wild honey',
  product_size_id: 11,
  size: '500 g',
  expected: 50,
  sold: 12,
  held: 2,
  left: 36,
  waiting: 12,
  dispatch_from: '2027-01-12',
  dispatch_to: '2027-01-18',
  closes_at: '2026-12-31T18:29:59.999Z',
  closed_at: null,
  actual: null,
  harvested_at: null,
  note: '',
  state: 'open',
  shelf: null,
};

const api = {
  'GET /api/admin/preorders': { preorders: [honey] },
  'GET /api/admin/stock': {
    sizes: [
      {
        product_size_id: 11,
        product_id: 1,
        product_name: 'Wild honey',
        size: '500 g',
        stock_count: 4,
        held: 0,
        available: 4,
        low: false,
        waiting: 0,
      },
    ],
  },
  'POST /api/admin/preorders/3/harvest/preview': {
    sold: 12,
    refund_units: 2,
    refund_orders: 1,
    left_over: 0,
  },
  'POST /api/admin/preorders/3/harvest': (_url: URL, body: unknown) => ({
    preorder: { ...honey, state: 'harvested', actual: (body as { actual_quantity: number }).actual_quantity },
    outcome: { sold: 12, refund_units: 2, refund_orders: 1, left_over: 0 },
    message: PREORDER_MESSAGES.harvestRecorded(2, 1, 0),
  }),
};

describe('the pre-orders page', () => {
  it('lists each pre-order with its figures and window', async () => {
    await renderConsole(<PreordersPage />, { role: 'owner', path: '/preorders', api });
    const row = (await screen.findByText('Wild honey', { exact: false })).closest('tr')!;
    expect(within(row).getByText('12–18 January')).toBeInTheDocument();
    expect(within(row).getByText('36')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
  });

  it('refuses a reversed window in the form before sending, and warns that the shelf does not sell', async () => {
    const { changes } = await renderConsole(<PreordersPage />, { role: 'owner', path: '/preorders', api });
    await userEvent.click(await screen.findByRole('button', { name: 'Open a pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a pre-order' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Product and size'), '11');
    expect(within(dialog).getByText(/4 on the shelf: they do not sell/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Expected quantity (the yield)'), '50');
    await userEvent.type(within(dialog).getByLabelText('Ships from'), '2027-01-18');
    await userEvent.type(within(dialog).getByLabelText('Ships until'), '2027-01-12');
    await userEvent.type(within(dialog).getByLabelText('Last day to order'), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the pre-order' }));
    expect(await within(dialog).findByText(PREORDER_MESSAGES.windowReversed)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('shows what a harvest refunds before recording it', async () => {
    const { changes } = await renderConsole(<PreordersPage />, { role: 'owner', path: '/preorders', api });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Record the harvest of Wild honey, 500 g' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Real yield (units)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'See what it does' }));
    expect(
      await within(dialog).findByText(/2 units from 1 order \(the latest first\) will be refunded/),
    ).toBeInTheDocument();
    expect(changes().map((c) => c.path)).toEqual(['/admin/preorders/3/harvest/preview']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and refund' }));
    expect(await screen.findByText(PREORDER_MESSAGES.harvestRecorded(2, 1, 0))).toBeInTheDocument();
    expect(changes().map((c) => c.body)).toEqual([{ actual_quantity: 10 }, { actual_quantity: 10 }]);
  });
});

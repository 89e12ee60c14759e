import { RECALL_MESSAGES, type RecallSearchResponse, type RecallView } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { RecallsPage, recallWords } from './RecallsPage';

const found: RecallSearchResponse = {
  lots: [
    {
      id: 7,
      code: 'CO-2611-A',
      product_id: 1,
      product_name: 'Virgin coconut oil',
      product_size_id: 11,
      size: '500 ml',
      made_on: '2026-11-02',
      best_before: '2027-11-02',
      received: 40,
      on_hand: 12,
      recall_id: null,
    },
  ],
  orders: [
    {
      id: 31,
      order_no: 'PK-000031',
      placed_at: '2026-11-20T05:30:00.000Z',
      status: 'Delivered',
      customer: { id: 4, name: 'Nandini Varma', email: 'nandini@example.in', phone: '9847055555' },
      language: 'ml',
      lots: [
        {
          lot_id: 7,
          code: 'CO-2611-A',
          product_name: 'Virgin coconut oil',
          size: '500 ml',
          quantity: 2,
          packed: true,
        },
      ],
    },
  ],
  customers: 1,
  on_hand: 12,
  cancelled_left_out: 1,
};

const recall: RecallView = {
  id: 3,
  at: '2026-11-28T06:00:00.000Z',
  staff_name: 'Meera Manager',
  reason: 'Moisture found in a jar of this lot.',
  reason_mal: '',
  lots: [{ id: 7, code: 'CO-2611-A', product_name: 'Virgin coconut oil', size: '500 ml' }],
  written_off: 12,
  customers_told: 1,
};

const api = {
  'GET /api/admin/recalls': { recalls: [] },
  'GET /api/admin/stock': { sizes: [] },
  'POST /api/admin/recalls/search': found,
  'POST /api/admin/recalls': [201, { recall, message: RECALL_MESSAGES.recalled(1, 1) }],
};

describe('the recalls page', () => {
  it('finds the orders of a lot, offers the list to download, and recalls it only once confirmed', async () => {
    const { changes } = await renderConsole(<RecallsPage />, { role: 'manager', path: '/recalls', api });
    await userEvent.type(await screen.findByLabelText('Lot codes'), 'CO-2611-A');
    await userEvent.click(screen.getByRole('button', { name: 'Find the orders' }));
    expect(changes()[0]!.body).toEqual({ by: 'lots', codes: ['CO-2611-A'] });

    const result = await screen.findByRole('region', { name: '1 lot: 1 order, 1 customer' });
    const row = within(result).getByText('PK-000031').closest('tr')!;
    expect(within(row).getByText('Malayalam')).toBeInTheDocument();
    expect(within(row).getByText('2 × CO-2611-A')).toBeInTheDocument();
    expect(within(result).getByText(/1 cancelled order left out/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Download the list (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/recalls/export?lot_ids=7',
    );

    await userEvent.click(within(result).getByRole('button', { name: 'Recall this lot…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall lot CO-2611-A?' });
    // It says exactly what will happen: the lot blocked, units written off, customers written to.
    expect(dialog).toHaveTextContent(recallWords(found));
    expect(dialog).toHaveTextContent('1 lot (CO-2611-A) will be blocked');
    expect(dialog).toHaveTextContent('12 units on the shelf written off, and 1 customer e-mailed');
    await userEvent.type(
      within(dialog).getByLabelText(/^Reason \(the customers read it\)/),
      'Moisture found in a jar of this lot.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall and write to customers' }));
    // Not ticked: refused beside the tick, nothing sent.
    expect(await within(dialog).findByText(RECALL_MESSAGES.confirmRequired)).toBeInTheDocument();
    expect(changes()).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall and write to customers' }));
    expect(await screen.findByText(RECALL_MESSAGES.recalled(1, 1))).toBeInTheDocument();
    expect(changes()[1]).toMatchObject({
      method: 'POST',
      path: '/admin/recalls',
      body: { lot_ids: [7], reason: 'Moisture found in a jar of this lot.', reason_mal: '', confirm: true },
    });
    // Recalled now: no second recall is offered.
    expect(screen.queryByRole('button', { name: 'Recall this lot…' })).not.toBeInTheDocument();
    expect(screen.getByText(RECALL_MESSAGES.alreadyRecalled('CO-2611-A', 3))).toBeInTheDocument();
  });

  it('lists past recalls with who and when', async () => {
    await renderConsole(<RecallsPage />, {
      role: 'owner',
      path: '/recalls',
      api: { ...api, 'GET /api/admin/recalls': { recalls: [recall] } },
    });
    const row = (await screen.findByText('Meera Manager')).closest('tr')!;
    expect(within(row).getByText('CO-2611-A (Virgin coconut oil, 500 ml)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download the orders of recall #3' })).toBeInTheDocument();
  });

  it('is not a packer’s: the page is refused in words', async () => {
    await renderConsole(<RecallsPage />, { role: 'packer', path: '/recalls', api });
    expect(await screen.findByText('Your role (Packer) does not allow this page.')).toBeInTheDocument();
  });
});

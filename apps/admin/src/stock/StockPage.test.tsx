import { STOCK_MESSAGES } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { StockPage } from './StockPage';

const pepper = {
  product_size_id: 11,
  product_id: 1,
  product_name: 'Black pepper',
  size: '250 g',
  stock_count: null,
  held: 0,
  available: null,
  low: false,
  waiting: 0,
};

/** Counted and sold out, with shoppers waiting to be told it is back (issue 37). */
const turmeric = {
  ...pepper,
  product_size_id: 12,
  product_name: 'Turmeric',
  stock_count: 0,
  available: 0,
  low: true,
  waiting: 37,
};

const api = {
  'GET /api/admin/stock': { sizes: [pepper] },
  'POST /api/admin/stock/11': (_url: URL, body: unknown) => ({
    level: { ...pepper, stock_count: (body as { count: number }).count, available: 4 },
    lots: [],
    crops: [],
    movements: [],
  }),
};

async function startDialog() {
  const rendered = await renderConsole(<StockPage />, { role: 'manager', path: '/stock', api });
  await userEvent.click(await screen.findByRole('button', { name: /Start counting/ }));
  return {
    ...rendered,
    dialog: await screen.findByRole('dialog', { name: 'Start counting Black pepper, 250 g?' }),
  };
}

describe('the stock list', () => {
  it('shows how many shoppers wait for each size', async () => {
    await renderConsole(<StockPage />, {
      role: 'packer',
      path: '/stock',
      api: { 'GET /api/admin/stock': { sizes: [turmeric, { ...pepper, waiting: 2 }] } },
    });
    const row = (await screen.findByRole('cell', { name: 'Turmeric' })).closest('tr')!;
    expect(within(row).getByText('37 shoppers waiting')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Waiting' })).toBeInTheDocument();
    // A size not counted yet says its waiting shoppers beside its name.
    expect(screen.getByText('2 shoppers waiting')).toBeInTheDocument();
  });
});

describe('starting to count a size from the stock list', () => {
  it('refuses an empty or broken count beside the field, sending nothing', async () => {
    const { dialog, changes } = await startDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(await within(dialog).findByText(STOCK_MESSAGES.countInvalid)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('How many are on the shelf now'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(await within(dialog).findByText(STOCK_MESSAGES.countInvalid)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('starts from the count typed, and says what the shop now sells', async () => {
    const { dialog, changes } = await startDialog();
    await userEvent.type(within(dialog).getByLabelText('How many are on the shelf now'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(
      await screen.findByText(
        'Counting Black pepper, 250 g: 4 on the shelf. The shop sells no more than that.',
      ),
    ).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([
      { action: 'count', count: 4, reason: 'Started counting from the Stock page' },
    ]);
  });
});

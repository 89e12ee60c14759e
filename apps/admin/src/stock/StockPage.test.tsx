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
};

const api = {
  'GET /api/admin/stock': { sizes: [pepper] },
  'POST /api/admin/stock/11': (_url: URL, body: unknown) => ({
    level: { ...pepper, stock_count: (body as { count: number }).count, available: 4 },
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

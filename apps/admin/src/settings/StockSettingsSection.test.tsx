import { STOCK_MESSAGES } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { StockSettingsSection } from './StockSettingsSection';

const settings = { hold_minutes: 30, low_stock_threshold: 5 };

function renderStockSettings(put?: unknown) {
  return renderConsole(<StockSettingsSection />, {
    role: 'owner',
    path: '/settings',
    api: {
      'GET /api/admin/settings/stock': settings,
      ...(put === undefined ? {} : { 'PUT /api/admin/settings/stock': put }),
    },
  });
}

describe("the owner's stock settings", () => {
  it('refuses a hold that is not a whole number, in words beside it, and sends nothing', async () => {
    const { changes } = await renderStockSettings();
    const hold = await screen.findByLabelText('Hold a paying cart’s jars for (minutes)');
    expect(hold).toHaveValue('30');
    await userEvent.clear(hold);
    await userEvent.type(hold, 'half an hour');
    await userEvent.click(screen.getByRole('button', { name: 'Save the stock settings' }));
    expect(await screen.findByText(STOCK_MESSAGES.holdMinutesInvalid)).toBeInTheDocument();
    expect(hold).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it('reads numbers as the shelf types them, saves them and says so', async () => {
    const { changes } = await renderStockSettings({ ...settings, hold_minutes: 45, message: 'Saved.' });
    const hold = await screen.findByLabelText('Hold a paying cart’s jars for (minutes)');
    await userEvent.clear(hold);
    await userEvent.type(hold, ' 4 5 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save the stock settings' }));
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(changes()).toEqual([
      expect.objectContaining({ body: { hold_minutes: 45, low_stock_threshold: 5 } }),
    ]);
    expect(hold).toHaveValue('45');
  });
});

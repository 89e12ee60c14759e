import { BACKUP_MESSAGES, DEMO_MESSAGES, type DemoContent } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { BackupsPage } from './BackupsPage';
import { StartAfreshPage } from './StartAfreshPage';

const left: DemoContent = {
  products: 36,
  categories: 7,
  crops: 12,
  certificates: 1,
  videos: 3,
  banners: 1,
  pages: 10,
  shop_facts: 20,
};
const none: DemoContent = Object.fromEntries(Object.keys(left).map((key) => [key, 0])) as DemoContent;
const backup = {
  id: 4,
  taken_at: '2026-11-27T09:30:00.000Z',
  source: 'console',
  taken_by: 'Asha Owner',
  file_name: 'shop-2026-11-27T09-30-00Z.jsonl.gz',
  bytes: 3 * 1024 * 1024,
  on_this_machine: true,
};

function renderStartAfresh(api: Record<string, unknown> = {}) {
  return renderConsole(<StartAfreshPage />, {
    role: 'owner',
    path: '/settings/start-afresh',
    api: { 'GET /api/admin/demo': { left, clear: false, phrase: 'CLEAR DEMO' }, ...api },
  });
}

describe('Start afresh', () => {
  it('says what goes and what stays, and refuses wrong words beside the box, sending nothing', async () => {
    const { changes } = await renderStartAfresh();
    const goes = await screen.findByRole('region', { name: 'What goes' });
    expect(
      within(goes).getByText('36 products (their sizes, prices, pictures and reviews)'),
    ).toBeInTheDocument();
    expect(within(goes).getByText('1 certificate')).toBeInTheDocument();
    expect(
      within(goes).getByText('Orders, with their lines, invoices, credit notes, payments and refunds'),
    ).toBeInTheDocument();
    const box = screen.getByLabelText('Type CLEAR DEMO to confirm');
    await userEvent.type(box, 'clear it all');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the demo' }));
    expect(await screen.findByText(DEMO_MESSAGES.wrongWords)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it('offers a backup first, with its download', async () => {
    const { changes } = await renderStartAfresh({
      'POST /api/admin/backups': [201, { message: BACKUP_MESSAGES.taken(backup.file_name), backup }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Take a backup first' }));
    const link = await screen.findByRole('link', { name: `Download ${backup.file_name} (3.0 MB)` });
    expect(link).toHaveAttribute('href', `/api/admin/backups/${backup.file_name}`);
    expect(screen.getByText(BACKUP_MESSAGES.taken(backup.file_name))).toHaveAttribute('role', 'status');
    expect(changes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /admin/backups']);
  });

  it('clears with the words typed and says what went, and what was kept', async () => {
    let cleared = false;
    const { changes } = await renderStartAfresh({
      'GET /api/admin/demo': () => ({ left: cleared ? none : left, clear: cleared, phrase: 'CLEAR DEMO' }),
      'POST /api/admin/demo/clear': () => {
        cleared = true;
        return {
          message: DEMO_MESSAGES.cleared,
          cleared: { ...left, products: 35, categories: 6 },
          kept_categories: ['Cold-Pressed Oils and Ghee'],
        };
      },
    });
    await userEvent.type(await screen.findByLabelText('Type CLEAR DEMO to confirm'), 'clear demo');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the demo' }));
    const result = await screen.findByRole('region', { name: 'The demo is cleared' });
    expect(within(result).getByText(DEMO_MESSAGES.cleared)).toBeInTheDocument();
    expect(within(result).getByText(/35 products/)).toBeInTheDocument();
    expect(within(result).getByText(/Cold-Pressed Oils and Ghee/)).toBeInTheDocument();
    expect(changes()).toEqual([
      expect.objectContaining({ path: '/admin/demo/clear', body: { confirm: 'clear demo' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'Clear the demo' })).not.toBeInTheDocument();
  });

  it('says the server’s refusal in words', async () => {
    await renderStartAfresh({ 'POST /api/admin/demo/clear': [409, { message: DEMO_MESSAGES.nothingLeft }] });
    await userEvent.type(await screen.findByLabelText('Type CLEAR DEMO to confirm'), 'CLEAR DEMO');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the demo' }));
    expect(await screen.findByText(DEMO_MESSAGES.nothingLeft)).toBeInTheDocument();
  });

  it('is the owner’s alone', async () => {
    await renderConsole(<StartAfreshPage />, { role: 'manager', path: '/settings/start-afresh' });
    expect(await screen.findByText(/Only an owner can open it/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Type CLEAR DEMO to confirm')).not.toBeInTheDocument();
  });
});

describe('Backups', () => {
  it('lists the recent backups with their downloads, and says which are no longer on this machine', async () => {
    await renderConsole(<BackupsPage />, {
      role: 'owner',
      path: '/settings/backups',
      api: {
        'GET /api/admin/backups': {
          data: [
            backup,
            {
              ...backup,
              id: 3,
              source: 'command',
              taken_by: null,
              file_name: 'shop-2026-11-20T01-00-00Z.jsonl.gz',
              on_this_machine: false,
            },
          ],
          last_taken_at: backup.taken_at,
        },
      },
    });
    expect(
      await screen.findByRole('link', { name: `Download ${backup.file_name} (3.0 MB)` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/From the console by Asha Owner/)).toBeInTheDocument();
    expect(screen.getByText(/From the command line/)).toBeInTheDocument();
    expect(
      screen.getByText('shop-2026-11-20T01-00-00Z.jsonl.gz: no longer on this machine'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The last backup was taken/)).toBeInTheDocument();
  });
});

import { COMPLAINT_MESSAGES, type AdminComplaint } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { ComplaintPage } from './ComplaintPage';
import { ComplaintsPage } from './ComplaintsPage';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const after = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * HOUR).toISOString();

function complaint(id: number, madeHoursAgo: number, more: Partial<AdminComplaint> = {}): AdminComplaint {
  const created = ago(madeHoursAgo);
  return {
    id,
    ticket_no: `GR-2611-${String(id).padStart(4, '0')}`,
    name: 'Anil Kumar',
    email: 'anil@example.in',
    phone: '',
    topic: 'delivery',
    subject: 'Jar arrived cracked',
    language: 'ml',
    status: 'open',
    order_id: null,
    order_no: null,
    created_at: created,
    acknowledge_by: after(created, 48),
    settle_by: after(created, 30 * 24),
    acknowledged_at: null,
    closed_at: null,
    overdue: { acknowledge: madeHoursAgo > 48, settle: madeHoursAgo > 30 * 24 },
    messages: [{ id: 1, author: 'customer', body: 'The jar was leaking.', created_at: created, staff: null }],
    ...more,
  };
}

describe('the complaints queue', () => {
  it('shows each complaint’s two clocks, the overdue one in words', async () => {
    await renderConsole(<ComplaintsPage />, {
      role: 'manager',
      path: '/complaints',
      api: {
        'GET /api/admin/complaints': {
          complaints: [complaint(1, 60), complaint(2, 10, { acknowledged_at: ago(9) })],
        },
      },
    });
    const late = (await screen.findByRole('link', { name: 'GR-2611-0001' })).closest('tr')!;
    expect(within(late).getByText('Overdue: not acknowledged, 12 hours late')).toHaveClass('overdue');
    expect(within(late).getByText('28 days left to settle')).not.toHaveClass('overdue');
    const fresh = screen.getByRole('link', { name: 'GR-2611-0002' }).closest('tr')!;
    expect(within(fresh).getByText('Acknowledged')).toBeInTheDocument();
  });
});

describe('a complaint', () => {
  it('sends the reply as typed and shows it in the conversation', async () => {
    const shown = complaint(4, 2);
    const { changes } = await renderConsole(<ComplaintPage />, {
      role: 'manager',
      path: '/complaints/:id',
      url: '/complaints/4',
      api: {
        'GET /api/admin/complaints/4': shown,
        'POST /api/admin/complaints/4/reply': (_url: URL, body: unknown) => ({
          message: COMPLAINT_MESSAGES.answered,
          complaint: {
            ...shown,
            status: 'answered',
            acknowledged_at: new Date().toISOString(),
            messages: [
              ...shown.messages,
              {
                id: 2,
                author: 'staff',
                body: (body as { message: string }).message,
                created_at: new Date().toISOString(),
                staff: 'Meera Manager',
              },
            ],
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reply to the customer'), '  A new jar is on its way. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.answered)).toBeInTheDocument();
    expect(screen.getByText('A new jar is on its way.')).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([{ message: 'A new jar is on its way.' }]);
  });

  it('closes only after asking', async () => {
    const shown = complaint(5, 2);
    const { changes } = await renderConsole(<ComplaintPage />, {
      role: 'owner',
      path: '/complaints/:id',
      url: '/complaints/5',
      api: {
        'GET /api/admin/complaints/5': shown,
        'POST /api/admin/complaints/5/close': {
          message: COMPLAINT_MESSAGES.closedByFarm,
          complaint: { ...shown, status: 'closed', closed_at: new Date().toISOString() },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(changes()).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Close it' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.closedByFarm)).toBeInTheDocument();
    expect(changes().map((call) => call.path)).toEqual(['/admin/complaints/5/close']);
  });
});

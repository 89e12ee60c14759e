import { LOT_MESSAGES, STOCK_MESSAGES, type Lot } from '@farm/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { StockSizePage } from './StockSizePage';

const level = {
  product_size_id: 11,
  product_id: 1,
  product_name: 'Coconut oil',
  size: '500 ml',
  stock_count: 30,
  held: 0,
  available: 30,
  low: false,
  waiting: 0,
};

const lot = (fields: Partial<Lot>): Lot => ({
  id: 1,
  code: 'CO-2611-A',
  product_size_id: 11,
  product_id: 1,
  product_name: 'Coconut oil',
  size: '500 ml',
  received: 24,
  on_hand: 20,
  crop: { id: 3, name: 'Coconut' },
  source: 'Plot 4, by the pond',
  harvested_on: '2026-10-02',
  processed_on: '2026-10-20',
  process: 'pressing',
  best_before: '2027-04-20',
  received_on: '2026-10-21',
  certificate: { media_id: 8, url: '/uploads/m/cert-640/640.jpg' },
  notes: '',
  blocked: false,
  packable: true,
  refusal: null,
  last_pack_day: '2027-02-16',
  ...fields,
});

const refusal = LOT_MESSAGES.belowFloor('CO-2608-B', '2026-12-20', '2026-12-05', 45);
const lots = [
  lot({}),
  lot({
    id: 2,
    code: 'CO-2608-B',
    received: 12,
    on_hand: 10,
    crop: null,
    source: 'Thomas, Kuttanad',
    best_before: '2026-12-20',
    certificate: null,
    packable: false,
    refusal,
    last_pack_day: '2026-11-01',
  }),
  lot({ id: 3, code: 'CO-2605-C', on_hand: 0, blocked: true, refusal: LOT_MESSAGES.blocked('CO-2605-C') }),
];

const detail = {
  level,
  lots,
  crops: [
    { id: 3, name: 'Coconut' },
    { id: 4, name: 'Black pepper' },
  ],
  movements: [],
};

const renderSize = (api: Record<string, unknown> = {}, role: 'manager' | 'packer' = 'manager') =>
  renderConsole(<StockSizePage />, {
    role,
    path: '/stock/:sizeId',
    url: '/stock/11',
    api: {
      'GET /api/admin/stock/11': detail,
      'GET /api/admin/media': {
        items: [
          {
            id: 8,
            ref: 'm/cert-640',
            key: 'cert-640',
            original_name: 'lab-test.jpg',
            width: 640,
            height: 480,
            widths: [320, 640],
            bytes: 1000,
            created_at: '2026-10-21T05:00:00Z',
            used_in: [],
          },
        ],
      },
      ...api,
    },
  });

describe("a size's lots", () => {
  it('lists each lot with its dates, source, certificate, label sheet, and why it may not be packed', async () => {
    await renderSize();
    const table = await screen.findByRole('table', { name: /Lots of this size/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0]!;
    expect(first).toHaveTextContent('CO-2611-A');
    expect(first).toHaveTextContent('20 of 24');
    expect(first).toHaveTextContent('2 Oct 2026');
    expect(first).toHaveTextContent('20 Oct 2026, pressing');
    expect(first).toHaveTextContent('20 Apr 2027');
    expect(first).toHaveTextContent('16 Feb 2027');
    expect(first).toHaveTextContent('Coconut, Plot 4, by the pond');
    expect(within(first).getByRole('link', { name: 'The certificate of lot CO-2611-A' })).toHaveAttribute(
      'href',
      '/uploads/m/cert-640/640.jpg',
    );
    expect(
      within(first).getByRole('link', { name: 'Label sheet for lot CO-2611-A (PDF, A4)' }),
    ).toHaveAttribute('href', '/api/admin/lots/1/labels.pdf');
    expect(first).not.toHaveTextContent('Not for packing');
    // Too little shelf life left: refused for packing, the reason in words.
    expect(rows[1]).toHaveTextContent('Not for packing');
    expect(rows[1]).toHaveTextContent(refusal);
    expect(rows[1]).toHaveTextContent('Thomas, Kuttanad');
    // A recalled lot says so; an emptied one too.
    expect(rows[2]).toHaveTextContent('Blocked by a recall');
    expect(rows[2]).toHaveTextContent('Emptied');
  });

  it('shows the lot each movement moved', async () => {
    await renderSize({
      'GET /api/admin/stock/11': {
        ...detail,
        movements: [
          {
            id: 5,
            kind: 'received',
            change: 24,
            count_after: 30,
            note: '',
            order_id: null,
            order_no: null,
            staff_name: 'Meera Manager',
            lot_code: 'CO-2611-A',
            at: '2026-10-21T05:00:00Z',
          },
        ],
      },
    });
    const row = (await screen.findByRole('table', { name: /Movements/ })).querySelector('tbody tr')!;
    expect(within(row as HTMLElement).getByText('Lot received')).toBeInTheDocument();
    expect(row).toHaveTextContent('CO-2611-A');
  });
});

describe('receiving a lot', () => {
  it('sends the lot fields typed: code, crop, source, dates, process, best-before, certificate', async () => {
    const { changes } = await renderSize({
      'POST /api/admin/stock/11': { ...detail, message: LOT_MESSAGES.received('CO-2612-A') },
    });
    const form = await screen.findByRole('form', { name: 'Receive a lot' });
    await userEvent.type(within(form).getByLabelText('How many came in'), '24');
    await userEvent.type(within(form).getByLabelText('Lot code (optional)'), 'CO-2612-A');
    await userEvent.selectOptions(await within(form).findByRole('combobox', { name: 'Crop' }), 'Coconut');
    await userEvent.type(within(form).getByLabelText('Plot or supplier'), 'Plot 4');
    fireEvent.change(within(form).getByLabelText('Harvested on'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('Processed on'), { target: { value: '2026-11-25' } });
    await userEvent.selectOptions(within(form).getByLabelText('Process'), 'Pressing');
    // The certificate from the picture library.
    await userEvent.click(within(form).getByRole('button', { name: 'Choose from the library' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add lab-test.jpg' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Receive the lot' }));

    expect(await screen.findByText(LOT_MESSAGES.received('CO-2612-A'))).toBeInTheDocument();
    expect(changes().map((call) => call.body)).toEqual([
      {
        action: 'receive',
        quantity: 24,
        code: 'CO-2612-A',
        crop_id: 3,
        source: 'Plot 4',
        harvested_on: '2026-11-20',
        processed_on: '2026-11-25',
        process: 'pressing',
        // Empty: the server works it out from the product's shelf life.
        best_before: null,
        certificate_media_id: 8,
        note: '',
      },
    ]);
    // The form is empty again for the next lot.
    expect(within(form).getByLabelText('How many came in')).toHaveValue('');
  });

  it("shows the server's refusal beside its field, in words", async () => {
    await renderSize({
      'POST /api/admin/stock/11': [
        422,
        {
          message: LOT_MESSAGES.bestBeforeRequired,
          errors: { best_before: [LOT_MESSAGES.bestBeforeRequired] },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Receive a lot' });
    await userEvent.type(within(form).getByLabelText('How many came in'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Receive the lot' }));
    const bestBefore = within(form).getByLabelText('Best before');
    await screen.findAllByText(LOT_MESSAGES.bestBeforeRequired);
    expect(bestBefore).toHaveAttribute('aria-invalid', 'true');
    expect(bestBefore).toHaveAccessibleDescription(
      expect.stringContaining(LOT_MESSAGES.bestBeforeRequired) as string,
    );
  });

  it('refuses a quantity that is not a whole number beside it, sending nothing', async () => {
    const { changes } = await renderSize();
    const form = await screen.findByRole('form', { name: 'Receive a lot' });
    await userEvent.type(within(form).getByLabelText('How many came in'), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Receive the lot' }));
    expect(await within(form).findByText(STOCK_MESSAGES.quantityInvalid)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('lets a packer name the crop, without the picture library, saying who can add the certificate', async () => {
    const { calls } = await renderSize({}, 'packer');
    const form = await screen.findByRole('form', { name: 'Receive a lot' });
    expect(within(form).getByRole('combobox', { name: 'Crop' })).toBeInTheDocument();
    expect(within(form).getByText(/can add the certificate picture/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/media')).toBe(false);
  });
});

describe('correcting and counting a lot', () => {
  it('asks which lot a correction is for, then sends it', async () => {
    const { changes } = await renderSize({ 'POST /api/admin/stock/11': detail });
    const form = await screen.findByRole('form', { name: 'Correct' });
    await userEvent.type(within(form).getByLabelText('Change (+ or −)'), '−1');
    await userEvent.type(within(form).getByLabelText('Reason for the correction'), 'A jar cracked');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    expect(await within(form).findByText(LOT_MESSAGES.lotRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);

    await userEvent.selectOptions(
      within(form).getByLabelText('Lot'),
      'CO-2611-A: 20 on the shelf, best before 20 Apr 2027',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    await screen.findByText(STOCK_MESSAGES.saved);
    expect(changes().map((call) => call.body)).toEqual([
      { action: 'correct', lot_id: 1, change: -1, reason: 'A jar cracked' },
    ]);
  });

  it('shows the refusal about the lot beside the field it names', async () => {
    await renderSize({
      'POST /api/admin/stock/11': [
        422,
        {
          message: LOT_MESSAGES.lotBelowZero('CO-2608-B', 10),
          errors: { change: [LOT_MESSAGES.lotBelowZero('CO-2608-B', 10)] },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Correct' });
    await userEvent.selectOptions(within(form).getByLabelText('Lot'), '2');
    await userEvent.type(within(form).getByLabelText('Change (+ or −)'), '-11');
    await userEvent.type(within(form).getByLabelText('Reason for the correction'), 'Spilt');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    expect(await within(form).findAllByText(LOT_MESSAGES.lotBelowZero('CO-2608-B', 10))).not.toHaveLength(0);
    expect(within(form).getByLabelText('Change (+ or −)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts one lot when one is chosen, the whole size otherwise', async () => {
    const { changes } = await renderSize({ 'POST /api/admin/stock/11': detail });
    const form = await screen.findByRole('form', { name: 'Count the shelf' });
    await userEvent.selectOptions(within(form).getByLabelText('What was counted'), '2');
    await userEvent.type(within(form).getByLabelText('How many are on the shelf'), '9');
    await userEvent.type(within(form).getByLabelText('Reason for the count'), 'Monthly count');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    await screen.findByText(STOCK_MESSAGES.saved);
    await userEvent.selectOptions(within(form).getByLabelText('What was counted'), 'The whole size');
    await userEvent.type(within(form).getByLabelText('How many are on the shelf'), '29');
    await userEvent.type(within(form).getByLabelText('Reason for the count'), 'Monthly count');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    await screen.findByText(STOCK_MESSAGES.saved);
    expect(changes().map((call) => call.body)).toEqual([
      { action: 'count', count: 9, lot_id: 2, reason: 'Monthly count' },
      { action: 'count', count: 29, reason: 'Monthly count' },
    ]);
  });

  it("will not stop counting from a lot's count", async () => {
    const { changes } = await renderSize();
    const form = await screen.findByRole('form', { name: 'Count the shelf' });
    await userEvent.selectOptions(within(form).getByLabelText('What was counted'), '1');
    await userEvent.type(within(form).getByLabelText('Reason for the count'), 'Count');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    expect(await within(form).findByText(STOCK_MESSAGES.countInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });
});

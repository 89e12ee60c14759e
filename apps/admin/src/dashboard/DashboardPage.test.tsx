import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, sessionOf } from '../test/render';
import { DashboardPage } from './DashboardPage';

/** The dashboard as the server answers a packer: counts only, no money (it lacks sales.read). */
const forPacker = {
  today: { orders: 3 },
  month: { orders: 41 },
  waiting: { Placed: 2, Accepted: 1, Packed: 0, Shipped: 4 },
  top_products: [{ product_id: 7, name: 'Black pepper', quantity: 12 }],
  low_stock: [{ product_size_id: 9, name: 'Turmeric', size: '250 g', left: 0 }],
};

/** The same day as an owner sees it: the money figures come too. */
const forOwner = {
  ...forPacker,
  today: { orders: 3, revenue: 1250.5 },
  month: { orders: 41, revenue: 32000 },
  revenue_by_day: [
    { date: '2026-11-26', orders: 1, revenue: 400 },
    { date: '2026-11-27', orders: 3, revenue: 1250.5 },
  ],
  top_products: [{ product_id: 7, name: 'Black pepper', quantity: 12, revenue: 3600 }],
};

describe('the dashboard', () => {
  it("shows a packer the day's counts and what waits, and no money anywhere", async () => {
    await renderConsole(<DashboardPage />, {
      role: 'packer',
      path: '/',
      api: { 'GET /api/admin/dashboard': forPacker },
    });
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/orders?status=Placed');
    expect(screen.getByText('Black pepper: 12 sold')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('₹');
    expect(screen.queryByRole('heading', { name: /Revenue/ })).not.toBeInTheDocument();
    // A packer counts the shelves (stock.write): the size running low opens its stock page.
    expect(screen.getByRole('region', { name: 'Running low' })).toHaveTextContent(
      'Turmeric, 250 g: sold out',
    );
    expect(screen.getByRole('link', { name: 'Turmeric, 250 g' })).toHaveAttribute('href', '/stock/9');
  });

  it('shows an owner the revenue of the day, the month and the last 30 days', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'owner',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forOwner,
        'GET /api/admin/waitlist/most-wanted': {
          sizes: [{ product_size_id: 5, product_id: 3, product_name: 'Ginger', size: '1 kg', waiting: 37 }],
        },
      },
    });
    // The sizes most shoppers wait for (issue 37).
    expect(await screen.findByRole('region', { name: 'Most wanted' })).toHaveTextContent(
      'Ginger, 1 kg: 37 shoppers waiting',
    );
    expect(await screen.findByText('₹1,250.50')).toBeInTheDocument();
    expect(screen.getByText('₹32,000.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revenue, last 30 days: ₹1,650.50' })).toBeInTheDocument();
    expect(screen.getByText('Black pepper: 12 sold, ₹3,600.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turmeric, 250 g' })).toHaveAttribute('href', '/stock/9');
  });

  it('says the refusal in words when the dashboard cannot be loaded', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'manager',
      path: '/',
      api: { 'GET /api/admin/dashboard': [503, { message: 'The shop is busy. Try again in a minute.' }] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy. Try again in a minute.');
  });
});

describe('the going-live warning (issue 35)', () => {
  // The shop's facts do not matter here: only what is missing.
  const shop = {
    ...Object.fromEntries(
      [
        'name',
        'tagline',
        'name_mal',
        'tagline_mal',
        'legal_name',
        'gstin',
        'contact_email',
        'orders_email',
        'phone_primary',
        'phone_secondary',
        'whatsapp_number',
        'website',
        'farm_address',
        'outlet_address',
        'farm_address_mal',
        'outlet_address_mal',
        'invoice_address',
        'youtube_url',
        'instagram_url',
        'facebook_url',
        'fssai_number',
        'grievance_name',
        'grievance_designation',
        'grievance_email',
        'grievance_phone',
      ].map((field) => [field, '']),
    ),
    fssai_kind: 'registration',
  };
  const settingsWith = (going_live: { missing: string[]; orders_refused: boolean }) => ({
    shop,
    going_live,
    cod_enabled: false,
    lot_pages_indexed: false,
    payments: { gateway: 'razorpay', mode: 'live', live: true },
    updated_at: '2026-11-27T10:00:00.000Z',
  });

  it('tells the owner orders are refused, lists what is missing and links the settings', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'owner',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forOwner,
        'GET /api/admin/settings': settingsWith({
          missing: ['fssai_number', 'grievance_email'],
          orders_refused: true,
        }),
      },
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The shop takes no orders: seller details are missing');
    expect(warning).toHaveTextContent('FSSAI number');
    expect(warning).toHaveTextContent('grievance officer’s e-mail');
    expect(screen.getByRole('link', { name: 'Fill them in the settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says nothing when the seller details are complete', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'owner',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forOwner,
        'GET /api/admin/settings': settingsWith({ missing: [], orders_refused: false }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Today', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/seller details are missing/)).not.toBeInTheDocument();
  });
});

describe('the overdue complaints warning', () => {
  it('says how many complaints are past a clock, in words, with a link to the queue', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'manager',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forOwner,
        'GET /api/admin/complaints/overdue': { overdue: 3, unacknowledged: 1, unsettled: 2 },
      },
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('3 complaints overdue');
    expect(warning).toHaveTextContent('1 not acknowledged within 48 hours; 2 not settled within a month.');
    expect(screen.getByRole('link', { name: 'Open the complaints' })).toHaveAttribute('href', '/complaints');
  });

  it('says nothing when none is overdue, and never asks for a packer', async () => {
    const { calls } = await renderConsole(<DashboardPage />, {
      role: 'packer',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forPacker,
        'GET /api/admin/complaints/overdue': { overdue: 0, unacknowledged: 0, unsettled: 0 },
      },
    });
    await screen.findByRole('heading', { name: 'Today', level: 1 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/complaints/overdue')).toBe(false);
  });
});

describe('the lots nearing their shelf-life floor (issue 38)', () => {
  const nearing = {
    lots: [
      {
        id: 7,
        code: 'HN-2605-A',
        product_size_id: 21,
        product_id: 4,
        product_name: 'Wild honey',
        size: '500 g',
        received: 40,
        on_hand: 12,
        crop: null,
        source: 'Wayanad hives',
        harvested_on: '2026-05-10',
        processed_on: null,
        process: null,
        best_before: '2027-05-10',
        received_on: '2026-05-12',
        certificate: null,
        notes: '',
        blocked: false,
        packable: true,
        refusal: null,
        last_pack_day: '2099-01-05',
      },
    ],
  };

  it('lists each lot with its product, size, units on hand and last day to pack, leading to its stock page', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'packer',
      path: '/',
      api: { 'GET /api/admin/dashboard': forPacker, 'GET /api/admin/lots/nearing': nearing },
    });
    const card = await screen.findByRole('region', { name: 'Lots nearing their shelf-life floor' });
    const row = within(card).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('HN-2605-A');
    expect(row).toHaveTextContent('Wild honey');
    expect(row).toHaveTextContent('500 g');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('5 Jan 2099');
    expect(within(row).getByRole('link', { name: 'Lot HN-2605-A: Wild honey, 500 g' })).toHaveAttribute(
      'href',
      '/stock/21',
    );
  });

  it('says when the last day to pack has passed', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'manager',
      path: '/',
      api: {
        'GET /api/admin/dashboard': forOwner,
        'GET /api/admin/lots/nearing': { lots: [{ ...nearing.lots[0]!, last_pack_day: '2026-01-05' }] },
      },
    });
    const card = await screen.findByRole('region', { name: 'Lots nearing their shelf-life floor' });
    expect(card).toHaveTextContent('5 Jan 2026 (passed)');
  });

  it('says nothing when no lot is near', async () => {
    await renderConsole(<DashboardPage />, {
      role: 'packer',
      path: '/',
      api: { 'GET /api/admin/dashboard': forPacker, 'GET /api/admin/lots/nearing': { lots: [] } },
    });
    await screen.findByRole('heading', { name: 'Today', level: 1 });
    expect(screen.queryByRole('region', { name: /shelf-life floor/ })).not.toBeInTheDocument();
  });

  it('never asks for a member who does not keep the stock', async () => {
    const session = sessionOf('packer');
    const { calls } = await renderConsole(<DashboardPage />, {
      role: 'packer',
      path: '/',
      api: {
        // A member who reads orders and keeps no stock (no role is so today; the card follows the permission).
        'GET /api/admin/session': { ...session, staff: { ...session.staff, permissions: ['orders.read'] } },
        'GET /api/admin/dashboard': forPacker,
        'GET /api/admin/lots/nearing': nearing,
      },
    });
    await screen.findByRole('heading', { name: 'Today', level: 1 });
    expect(screen.queryByRole('region', { name: /shelf-life floor/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/lots/nearing')).toBe(false);
  });
});

// Issue 32, items 9 and 10: My Orders says what the farm refunded (which items, or goodwill) and why, and who
// cancelled an order and, when the farm did, its reason.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { STOCK_MESSAGES, type Order } from '@farm/contract';
import { fakeFetch } from '../../test/render';
import { makeOrder, TEST_USER } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { AccountPage } from './AccountPage';

async function showOrders(orders: Order[]) {
  fakeFetch({ [`GET /api/orders/${TEST_USER.id}`]: orders, 'GET /api/addresses': { data: [] } });
  await renderSignedIn(<AccountPage />, { path: '/myaccount' });
  const heading = await screen.findByRole('heading', { name: /SF-000042/ });
  return heading.closest('li')!;
}

/** The oil of the usual order: 2 ordered, both refunded as it ran out; the honey still to come. */
function refundedOil(): Order {
  const order = makeOrder({ payment_status: 'Partially refunded', refunded_amount: 798 });
  order.items = [
    { ...order.items[0]!, refunded_quantity: 2 },
    { ...order.items[1]!, refunded_quantity: 0 },
  ];
  order.refunds = [
    {
      id: 9,
      kind: 'lines',
      amount: 798,
      status: 'processed',
      reason: 'The oil ran out before we could pack it',
      lines: [{ item_id: 1, quantity: 2 }],
      at: '2026-11-22T06:00:00.000Z',
    },
  ];
  return order;
}

/** The Malayalam of STOCK_MESSAGES.shortRefundReason, as the catalogue has it (locales/ml/contract.po). */
const MALAYALAM_SHORT_REASON = 'ക്ഷമിക്കണം: നിങ്ങളുടെ പണം ഞങ്ങളിലെത്തിയപ്പോഴേക്കും ഇവ വിറ്റുതീർന്നിരുന്നു';

/** The oil sold out while the payment was on its way: the shop refunded it itself (issue 33). */
function shortOil(): Order {
  const order = refundedOil();
  order.refunds = [{ ...order.refunds![0]!, kind: 'short', reason: STOCK_MESSAGES.shortRefundReason }];
  return order;
}

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('My Orders: refunds and cancels', () => {
  test('a refunded line says so, and the refund names its items, amount, day and the farm’s reason', async () => {
    const card = await showOrders([refundedOil()]);
    const items = within(card).getByRole('list', { name: 'Items in order SF-000042' });
    const oil = within(items).getByText('Cold-pressed coconut oil').closest('li')!;
    expect(within(oil).getByText('Refunded')).toBeInTheDocument();
    const honey = within(items).getByText('Wild honey').closest('li')!;
    expect(honey).not.toHaveTextContent('Refunded');

    const refunds = within(card).getByRole('region', { name: 'Refunds of order SF-000042' });
    expect(refunds).toHaveTextContent('₹798 refunded on 22 Nov 2026 for these items:');
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('Cold-pressed coconut oil (1 L) × 2');
    expect(refunds).toHaveTextContent('The farm’s reason: The oil ran out before we could pack it');
  });

  test('items sold out before the payment came: the shop’s own words, not as the farm’s reason', async () => {
    const card = await showOrders([shortOil()]);
    const refunds = within(card).getByRole('region', { name: 'Refunds of order SF-000042' });
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('Cold-pressed coconut oil (1 L) × 2');
    expect(refunds).toHaveTextContent(STOCK_MESSAGES.shortRefundReason);
    expect(refunds).not.toHaveTextContent('The farm’s reason');
  });

  test('part of a line refunded counts the units; a goodwill amount names no items', async () => {
    const order = makeOrder();
    order.items = [{ ...order.items[0]!, refunded_quantity: 1 }, order.items[1]!];
    order.refunds = [
      {
        id: 3,
        kind: 'goodwill',
        amount: 50,
        status: 'pending',
        reason: 'Sorry for the late delivery',
        lines: [],
        at: '2026-11-22T06:00:00.000Z',
      },
    ];
    const card = await showOrders([order]);
    expect(within(card).getByText('1 refunded')).toBeInTheDocument();
    const refunds = within(card).getByRole('region', { name: 'Refunds of order SF-000042' });
    expect(refunds).toHaveTextContent('₹50 is on its way back to you as a goodwill gesture.');
    expect(refunds).toHaveTextContent('The farm’s reason: Sorry for the late delivery');
    expect(within(refunds).queryByRole('list')).toBeNull();
  });

  test('an order the farm cancelled shows the reason it gave', async () => {
    const cancelled = { status: 'Cancelled', delivery_status: 'Cancelled' } as const;
    const byFarm = await showOrders([
      makeOrder({
        ...cancelled,
        cancellation: { by: 'farm', reason: 'The mangoes were not ripe', at: '2026-11-22T06:00:00.000Z' },
      }),
    ]);
    expect(byFarm).toHaveTextContent(
      'The farm cancelled this order. Their reason: The mangoes were not ripe',
    );
  });

  test('the customer’s own cancel', async () => {
    const card = await showOrders([
      makeOrder({
        status: 'Cancelled',
        delivery_status: 'Cancelled',
        cancellation: { by: 'customer', reason: null, at: '2026-11-22T06:00:00.000Z' },
      }),
    ]);
    expect(card).toHaveTextContent('You cancelled this order.');
    expect(card).not.toHaveTextContent('The farm cancelled');
  });
});

describe('My Orders in Malayalam: refunds and cancels', () => {
  inMalayalam();

  test('the refund and the farm’s cancel in Malayalam, the farm’s own words as typed', async () => {
    const order = refundedOil();
    order.items = [
      { ...order.items[0]!, product: { ...order.items[0]!.product, product_name_mal: 'വെളിച്ചെണ്ണ' } },
      order.items[1]!,
    ];
    const card = await showOrders([order]);
    const refunds = within(card).getByRole('region', { name: 'ഓർഡർ SF-000042-ന്റെ റീഫണ്ടുകൾ' });
    expect(refunds).toHaveTextContent('ഈ സാധനങ്ങൾക്കുള്ള ₹798');
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('വെളിച്ചെണ്ണ (1 L) × 2');
    expect(refunds).toHaveTextContent('ഫാം അറിയിച്ച കാരണം: The oil ran out before we could pack it');
    expect(within(card).getByText('പണം തിരികെ നൽകി')).toBeInTheDocument();
  });

  test('items sold out before the payment came: the shop’s reason in Malayalam', async () => {
    const card = await showOrders([shortOil()]);
    const refunds = within(card).getByRole('region', { name: 'ഓർഡർ SF-000042-ന്റെ റീഫണ്ടുകൾ' });
    expect(refunds).toHaveTextContent(MALAYALAM_SHORT_REASON);
    expect(refunds).not.toHaveTextContent(STOCK_MESSAGES.shortRefundReason);
    expect(refunds).not.toHaveTextContent('ഫാം അറിയിച്ച കാരണം');
  });

  test('a cancel by the farm, with its reason', async () => {
    const card = await showOrders([
      makeOrder({
        status: 'Cancelled',
        delivery_status: 'Cancelled',
        cancellation: { by: 'farm', reason: 'Road closed by the rains', at: '2026-11-22T06:00:00.000Z' },
      }),
    ]);
    expect(card).toHaveTextContent('ഫാം ഈ ഓർഡർ റദ്ദാക്കി. അവർ അറിയിച്ച കാരണം: Road closed by the rains');
  });
});

// Issue 37: My Orders and the order confirmation say where an order's pre-order lines stand and how it is sent.
import type { Order } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch } from '../../test/render';
import { makeOrder, TEST_USER } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { OrderConfirmationPage } from '../checkout/OrderConfirmationPage';
import { AccountPage } from './AccountPage';

/** The usual order with its honey sold from a pre-order, sent in two parcels. */
function withPreorder(harvested = false): Order {
  const order = makeOrder({ delivery_plan: 'split' });
  order.items = [
    order.items[0]!,
    {
      ...order.items[1]!,
      preorder: { id: 7, dispatch_from: '2027-01-12', dispatch_to: '2027-01-18', harvested },
    },
  ];
  return order;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

async function showOrders(orders: Order[]) {
  fakeFetch({ [`GET /api/orders/${TEST_USER.id}`]: orders, 'GET /api/addresses': { data: [] } });
  await renderSignedIn(<AccountPage />, { path: '/myaccount' });
  const heading = await screen.findByRole('heading', { name: /SF-000042/ });
  return heading.closest('li')!;
}

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('My Orders and a pre-order', () => {
  test('the pre-order line says when it ships, the ready line does not; the plan is named', async () => {
    const card = await showOrders([withPreorder()]);
    const items = within(card).getByRole('list', { name: 'Items in order SF-000042' });
    const honey = within(items).getByText('Wild honey').closest('li')!;
    expect(plain(honey.textContent)).toContain('Pre-order — ships 12–18 January');
    const oil = within(items).getByText('Cold-pressed coconut oil').closest('li')!;
    expect(oil).not.toHaveTextContent(/Pre-order/);
    expect(within(card).getByText('Delivery').nextSibling).toHaveTextContent('Two parcels');
  });

  test('once the harvest is in, the line is being packed', async () => {
    const card = await showOrders([withPreorder(true)]);
    expect(within(card).getByText('Harvest in — being packed')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/ships 12/);
  });

  test('an order of ready goods says nothing of pre-orders or parcels', async () => {
    const card = await showOrders([makeOrder()]);
    expect(card).not.toHaveTextContent(/Pre-order|parcel/);
  });

  test('a split order whose ready goods went first says the courier and tracking number', async () => {
    const first = { courier: 'India Post', tracking_number: 'EK1IN', at: '2026-11-28T05:00:00Z' };
    const card = await showOrders([{ ...withPreorder(), first_parcel: first }]);
    expect(within(card).getByText('First parcel').nextSibling).toHaveTextContent(
      'Ready goods sent with India Post, tracking number EK1IN; the pre-order follows',
    );
  });

  test('no first parcel, no words of one', async () => {
    const card = await showOrders([{ ...withPreorder(), first_parcel: null }]);
    expect(card).not.toHaveTextContent(/First parcel|Ready goods sent/);
  });

  describe('in Malayalam', () => {
    inMalayalam();
    test('the first parcel in Malayalam', async () => {
      const first = { courier: 'India Post', tracking_number: 'EK1IN', at: '2026-11-28T05:00:00Z' };
      const split = await showOrders([{ ...withPreorder(), first_parcel: first }]);
      expect(plain(split.textContent)).toContain('ആദ്യ പാഴ്സൽ');
      expect(plain(split.textContent)).toContain('തയ്യാറായ സാധനങ്ങൾ India Post വഴി അയച്ചു, ട്രാക്കിംഗ് നമ്പർ EK1IN');
    });
    test('the line and the plan in Malayalam', async () => {
      const card = await showOrders([{ ...withPreorder(), delivery_plan: 'together' }]);
      expect(plain(card.textContent)).toContain('പ്രീ-ഓർഡർ — അയയ്ക്കുന്നത് ജനുവരി 12 – 18');
      expect(card).toHaveTextContent('വിളവെടുപ്പ് കഴിഞ്ഞ് ഒറ്റ പാഴ്സൽ');
    });
  });
});

describe('the order confirmation and a pre-order', () => {
  test('lists the pre-order lines with their window, and the plan', async () => {
    fakeFetch({ [`GET /api/orders/${TEST_USER.id}`]: [withPreorder()] });
    await renderSignedIn(<OrderConfirmationPage />, {
      path: '/order-confirmation',
      url: '/order-confirmation?order=SF-000042',
    });
    const section = (await screen.findByRole('heading', { name: 'Pre-orders in this order' })).closest(
      'section',
    )!;
    expect(plain(section.textContent)).toContain('Wild honey (500 g) × 1: Pre-order — ships 12–18 January');
    expect(section).not.toHaveTextContent('coconut');
    expect(section).toHaveTextContent('Delivery: Two parcels');
  });
});

import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, type FakeApi } from '../../test/render';
import { HONEY, makeAddress, makeSite, OIL } from '../../test/factories';
import { renderSignedIn, settleStorage } from '../../test/session';
import { CheckoutPage } from './CheckoutPage';

const OIL_NAME = 'Cold-pressed coconut oil (1 L)';

function routes(overrides: FakeApi = {}): FakeApi {
  return {
    'GET /api/site': makeSite(),
    'GET /api/addresses': { data: [makeAddress()] },
    'POST /api/calculate-shipping': {
      status: 'success',
      shipping_charge: 60,
      total_weight: 2500,
      zone: 'Kerala',
    },
    ...overrides,
  };
}

/** The cart's sizes as the server counts them: the oil has `oilLeft` (the honey is not counted). */
const stockAnswer = (oilLeft: number) => ({
  lines: [
    { product_size_id: OIL.sizeId, in_stock: oilLeft > 0, stock_left: oilLeft },
    { product_size_id: HONEY.sizeId, in_stock: true, stock_left: null },
  ],
});

async function openCheckout(api: FakeApi) {
  localStorage.setItem('cartItems', JSON.stringify([OIL, HONEY]));
  const fake = fakeFetch(api);
  const utils = await renderSignedIn(<CheckoutPage />, { path: '/checkoutpage' });
  return { ...fake, ...utils };
}

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('checkout and stock counts', () => {
  test('on opening, the cart is brought down to what is left, and the summary says so', async () => {
    const { store } = await openCheckout(routes({ 'POST /api/cart/stock': stockAnswer(1) }));
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText(STOCK_MESSAGES.cartCapped(OIL_NAME, 1))).toBeInTheDocument();
    expect(within(summary).getAllByText(/Qty 1 ×/)).toHaveLength(2);
    expect(store.getState().cart.items).toMatchObject([
      { sizeId: OIL.sizeId, quantity: 1 },
      { sizeId: HONEY.sizeId, quantity: 1 },
    ]);
  });

  test('create-order\'s 422 "Not enough stock" is shown in words, and the cart is brought down so they can go on', async () => {
    const notEnough = STOCK_MESSAGES.notEnough([{ name: OIL_NAME, left: 0 }]);
    let asked = 0;
    const { store, calls } = await openCheckout(
      routes({
        // Enough when the page opens; gone by the time the order is placed (another shopper paid first).
        'POST /api/cart/stock': () => stockAnswer(asked++ === 0 ? 5 : 0),
        'POST /api/create-order': [422, { message: notEnough }],
      }),
    );
    const user = userEvent.setup();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('₹60');
    await user.click(screen.getByRole('radio', { name: /Online payment/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));

    expect(await screen.findByRole('dialog', { name: notEnough })).toBeInTheDocument();
    expect(await within(summary).findByText(STOCK_MESSAGES.cartCapped(OIL_NAME, 0))).toBeInTheDocument();
    expect(store.getState().cart.items).toMatchObject([{ sizeId: HONEY.sizeId, quantity: 1 }]);
    expect(calls.filter((call) => call.url.pathname === '/api/cart/stock')).toHaveLength(2);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });
});

import type { CartItem } from '@farm/contract';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { HONEY, OIL } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { CartPage } from './CartPage';

const storedCart = () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartItem[];

function openCart(items: CartItem[], routes: FakeApi) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  const fake = fakeFetch(routes);
  return { ...fake, ...renderRoute(<CartPage />, { path: '/cart' }) };
}

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('the cart and stock counts', () => {
  test('on opening, lines asking for more than is left are brought down (none left: removed), each said', async () => {
    const { calls, store } = openCart([{ ...OIL, quantity: 3 }, HONEY], {
      'POST /api/cart/stock': {
        lines: [
          { product_size_id: OIL.sizeId, in_stock: true, stock_left: 1 },
          { product_size_id: HONEY.sizeId, in_stock: false, stock_left: 0 },
        ],
      },
    });
    expect(
      await screen.findByText(STOCK_MESSAGES.cartCapped('Cold-pressed coconut oil (1 L)', 1)),
    ).toBeInTheDocument();
    expect(screen.getByText(STOCK_MESSAGES.cartCapped('Wild honey (500 g)', 0))).toBeInTheDocument();
    // Both said in one polite live region.
    expect(
      screen.getByText(STOCK_MESSAGES.cartCapped('Wild honey (500 g)', 0)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(calls.find((call) => call.url.pathname === '/api/cart/stock')?.body).toEqual({
      items: [
        { product_size_id: OIL.sizeId, quantity: 3 },
        { product_size_id: HONEY.sizeId, quantity: 1 },
      ],
    });
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
    expect(store.getState().cart.items).toMatchObject([{ sizeId: OIL.sizeId, quantity: 1 }]);
    expect(storedCart()).toMatchObject([{ sizeId: OIL.sizeId, quantity: 1 }]);
  });

  test('the quantity + stops at what is left, and says how many that is', async () => {
    openCart([{ ...OIL, quantity: 1 }], {
      'POST /api/cart/stock': { lines: [{ product_size_id: OIL.sizeId, in_stock: true, stock_left: 2 }] },
    });
    const more = screen.getByRole('button', { name: 'One more Cold-pressed coconut oil, 1 L' });
    // Before or after the answer, one more makes 2, and 2 is all there is.
    await userEvent.click(more);
    expect(await screen.findByText(STOCK_MESSAGES.onlyLeft(2))).toBeInTheDocument();
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription(STOCK_MESSAGES.onlyLeft(2));
    // Nothing was brought down, so nothing is said about it.
    expect(screen.queryByText(/your cart now holds/)).toBeNull();
  });

  test('a failed stock call never blocks the cart: it stays as it was, with nothing said', async () => {
    const { calls } = openCart([{ ...OIL, quantity: 3 }], {
      'POST /api/cart/stock': [503, { message: 'Busy.' }],
    });
    const more = screen.getByRole('button', { name: 'One more Cold-pressed coconut oil, 1 L' });
    // Until the call has been answered (and refused).
    await act(async () => {
      while (!calls.some((call) => call.url.pathname === '/api/cart/stock')) {
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(more).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
    expect(storedCart()).toMatchObject([{ quantity: 3 }]);
  });
});

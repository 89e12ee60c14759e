// Issue 37: pre-order lines are kept apart from the ready goods, by window, each group with its subtotal.
import type { CartItem, SizePreorder } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeFetch, renderRoute, type FakeApi } from '../../test/render';
import { HONEY, OIL } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { CartPage } from './CartPage';

const JANUARY: SizePreorder = {
  id: 7,
  dispatch_from: '2027-01-12',
  dispatch_to: '2027-01-18',
  closes_at: '2026-12-31T18:30:00.000Z',
  left: 40,
};
/** Pepper, 250 g, on pre-order: 2 × ₹300. */
const PEPPER: CartItem = {
  id: 3,
  sizeId: 31,
  priceId: 311,
  product_name: 'Black pepper',
  image: 'pepper.jpg',
  size: '250 g',
  selectPrice: 300,
  price: 300,
  quantity: 2,
  preorder: JANUARY,
};

const unchanged = (items: CartItem[]) => ({
  lines: items.map((line) => ({
    product_size_id: line.sizeId,
    in_stock: true,
    stock_left: null,
    preorder: line.preorder ?? null,
  })),
});

function openCart(items: CartItem[], routes: FakeApi = { 'POST /api/cart/stock': unchanged(items) }) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  fakeFetch(routes);
  return renderRoute(<CartPage />, { path: '/cart' });
}

const group = (name: RegExp | string) => screen.getByRole('heading', { name }).closest('section')!;

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('the cart with pre-orders', () => {
  test('ready goods and the pre-order in two groups, each with its subtotal; the price details add both', async () => {
    openCart([OIL, PEPPER, HONEY]);
    const ready = group('Ready to send');
    // 2 × 399 + 325 = 1123.
    expect(
      within(ready)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cold-pressed coconut oil', 'Wild honey']);
    expect(within(ready).getByText('Subtotal: ₹1,123')).toBeInTheDocument();
    const preorder = group(/^Pre-order — ships 12.18 January$/);
    expect(
      within(preorder)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Black pepper']);
    expect(within(preorder).getByText('Subtotal: ₹600')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Price details' });
    expect(within(summary).getByText('₹1,723')).toBeInTheDocument();
  });

  test('a cart of ready goods only is one list, as before', async () => {
    openCart([OIL, HONEY]);
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ready to send' })).toBeNull();
  });

  test('the stock check tells the cart a size is now on pre-order, or that its pre-order has closed', async () => {
    const { store } = openCart([OIL, PEPPER], {
      'POST /api/cart/stock': {
        lines: [
          { product_size_id: OIL.sizeId, in_stock: true, stock_left: null, preorder: { ...JANUARY, id: 9 } },
          // Closed: an ordinary line again, sold out here (the usual stock words apply).
          { product_size_id: PEPPER.sizeId, in_stock: false, stock_left: 0, preorder: null },
        ],
      },
    });
    expect(
      await screen.findByText('Black pepper (250 g) has just sold out; it is no longer in your cart.'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toMatchObject([{ sizeId: OIL.sizeId, preorder: { id: 9 } }]);
    expect(group(/^Pre-order — ships/)).toHaveTextContent('Cold-pressed coconut oil');
    expect(screen.queryByRole('heading', { name: 'Ready to send' })).toBeNull();
  });

  test('a pre-order line holds no more than is left to pre-order', async () => {
    const { store } = openCart([{ ...PEPPER, quantity: 5 }], {
      'POST /api/cart/stock': {
        lines: [
          {
            product_size_id: PEPPER.sizeId,
            in_stock: true,
            stock_left: null,
            preorder: { ...JANUARY, left: 3 },
          },
        ],
      },
    });
    expect(await screen.findByText(/Only 3 of Black pepper \(250 g\) are left/)).toBeInTheDocument();
    expect(store.getState().cart.items).toMatchObject([{ sizeId: PEPPER.sizeId, quantity: 3 }]);
  });

  describe('in Malayalam', () => {
    inMalayalam();
    test('the groups are named in Malayalam, with the window in Malayalam', async () => {
      openCart([OIL, PEPPER]);
      expect(group('അയയ്ക്കാൻ തയ്യാർ')).toHaveTextContent('സബ്ടോട്ടൽ: ₹798');
      expect(group(/^പ്രീ-ഓർഡർ — അയയ്ക്കുന്നത് ജനുവരി 12.+18$/)).toHaveTextContent('സബ്ടോട്ടൽ: ₹600');
    });
  });
});

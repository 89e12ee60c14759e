import type { CartItem, ProductDetail } from '@farm/contract';
import { STOCK_MESSAGES } from '@farm/contract/stock-words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductDetail, makeSite } from '../../test/factories';
import { ProductPage } from './ProductPage';

/** The coconut oil with the farm's counts: 500 ml as given, 1 L not counted, 2 L sold out. */
function withStock(left500: number | null, more: Partial<ProductDetail> = {}): ProductDetail {
  const product = makeProductDetail(more);
  product.sizes = product.sizes.map((size) => (size.id === 11 ? { ...size, stock_left: left500 } : size));
  return product;
}

function open(product: ProductDetail, threshold?: number) {
  fakeFetch({
    'GET /api/product/1': { product, related_products: [] },
    'GET /api/site': makeSite(threshold === undefined ? {} : { stock: { low_threshold: threshold } }),
  });
  return renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
}

const OIL_500: CartItem = {
  id: 1,
  sizeId: 11,
  priceId: 21,
  product_name: 'Virgin Coconut Oil',
  image: 'virgin-coconut-oil.svg',
  size: '500 ml',
  selectPrice: 225,
  price: 250,
  quantity: 2,
};

beforeEach(() => localStorage.clear());

describe('the product page and stock counts', () => {
  it('says "Only 3 left" under the sizes for the chosen size, and nothing for a size the farm does not count', async () => {
    open(withStock(3));
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText(STOCK_MESSAGES.onlyLeft(3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it('says nothing above the threshold (5 when the shop has not set one)', async () => {
    open(withStock(8));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: /500 ml/ })).toBeChecked();
    expect(screen.queryByText(/left/)).toBeNull();
  });

  it("reads the threshold from the shop's settings", async () => {
    open(withStock(8), 10);
    expect(await screen.findByText(STOCK_MESSAGES.onlyLeft(8))).toBeInTheDocument();
  });

  it('a counted size with none left is sold out: disabled, and the next size is chosen', async () => {
    open(withStock(0));
    await screen.findByRole('heading', { level: 1 });
    const sizes = screen.getByRole('group', { name: 'Size' });
    const sold = within(sizes).getByRole('radio', { name: /500 ml/ });
    expect(sold).toBeDisabled();
    expect(within(sold.closest('label')!).getByText(STOCK_MESSAGES.soldOut)).toBeInTheDocument();
    expect(within(sizes).getByRole('radio', { name: /1 L/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('the quantity stops at what is left, and the stop is explained', async () => {
    open(withStock(3));
    await screen.findByRole('heading', { level: 1 });
    const more = screen.getByRole('button', { name: 'One more' });
    for (let i = 0; i < 4; i++) if (!(more as HTMLButtonElement).disabled) await userEvent.click(more);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription(STOCK_MESSAGES.onlyLeft(3));
  });

  it('above the threshold, what is left is said once the quantity reaches it', async () => {
    open(withStock(7));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/left/)).toBeNull();
    const more = screen.getByRole('button', { name: 'One more' });
    for (let i = 1; i < 7; i++) await userEvent.click(more);
    expect(more).toBeDisabled();
    expect(more).toHaveAccessibleDescription(STOCK_MESSAGES.onlyLeft(7));
  });

  it('adding more than is left, counting what the cart holds, brings the cart to what is left and says so', async () => {
    localStorage.setItem('cartItems', JSON.stringify([OIL_500]));
    const { store } = open(withStock(3));
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items).toMatchObject([{ sizeId: 11, quantity: 3 }]);
    expect(screen.getByText(STOCK_MESSAGES.cartCapped('Virgin Coconut Oil (500 ml)', 3))).toHaveAttribute(
      'role',
      'status',
    );
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toMatchObject([{ quantity: 3 }]);
  });

  it('a cart already holding more than is left is brought down when more is added', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...OIL_500, quantity: 5 }]));
    const { store } = open(withStock(3));
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items).toMatchObject([{ sizeId: 11, quantity: 3 }]);
    expect(screen.getByText(STOCK_MESSAGES.cartCapped('Virgin Coconut Oil (500 ml)', 3))).toBeInTheDocument();
  });
});

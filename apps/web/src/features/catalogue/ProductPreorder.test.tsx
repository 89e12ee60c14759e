// Issue 37: a size on pre-order is bought as one, and the page says when it ships.
import type { ProductDetail, SizePreorder } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductDetail, makeSite } from '../../test/factories';
import { settleStorage } from '../../test/session';
import { inMalayalam } from '../../test/language';
import { ProductPage } from './ProductPage';

const PREORDER: SizePreorder = {
  id: 7,
  dispatch_from: '2027-01-12',
  dispatch_to: '2027-01-18',
  // 1 January 00:00 in Kerala: orders are taken until the end of 31 December.
  closes_at: '2026-12-31T18:30:00.000Z',
  left: 40,
};

/** The coconut oil with its 500 ml size (id 11) on pre-order. */
function onPreorder(preorder: Partial<SizePreorder> = {}): ProductDetail {
  const product = makeProductDetail();
  product.sizes = product.sizes.map((size) =>
    size.id === 11 ? { ...size, preorder: { ...PREORDER, ...preorder } } : size,
  );
  return product;
}

function open(product: ProductDetail) {
  fakeFetch({ 'GET /api/product/1': { product, related_products: [] }, 'GET /api/site': makeSite() });
  return renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
}

beforeEach(() => localStorage.clear());
afterEach(settleStorage);

describe('the product page and a pre-order', () => {
  it('says when the chosen size ships, the last day to order, and that it is paid now; the button says Pre-order', async () => {
    open(onPreorder());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('radio', { name: /500 ml/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Pre-order: ships 12–18 January' })).toBeInTheDocument();
    expect(screen.getByText('Order by 31 December')).toBeInTheDocument();
    expect(screen.getByText('Paid now, sent when the harvest is in.')).toBeInTheDocument();
    // Plenty left: not said.
    expect(screen.queryByText(/left to pre-order/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pre-order' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();

    // Another size, from the shelf: an ordinary size again.
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(screen.queryByText(/Pre-order: ships/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('says how few are left to pre-order when few are', async () => {
    open(onPreorder({ left: 3 }));
    expect(await screen.findByText('Only 3 left to pre-order')).toBeInTheDocument();
  });

  it('the cart remembers the line is a pre-order, with its window', async () => {
    const { store } = open(onPreorder());
    await userEvent.click(await screen.findByRole('button', { name: 'Pre-order' }));
    expect(store.getState().cart.items).toMatchObject([{ sizeId: 11, quantity: 1, preorder: PREORDER }]);
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items[1]).not.toHaveProperty('preorder');
  });

  describe('in Malayalam', () => {
    inMalayalam();
    it('says it all in Malayalam, with the dates in Malayalam', async () => {
      open(onPreorder({ left: 2 }));
      expect(
        await screen.findByRole('heading', { name: 'പ്രീ-ഓർഡർ: അയയ്ക്കുന്നത് ജനുവരി 12 – 18' }),
      ).toBeInTheDocument();
      expect(screen.getByText('ഡിസംബർ 31-നകം ഓർഡർ ചെയ്യുക')).toBeInTheDocument();
      expect(screen.getByText('പ്രീ-ഓർഡർ ചെയ്യാൻ 2 എണ്ണം മാത്രം ബാക്കി')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'പ്രീ-ഓർഡർ ചെയ്യുക' })).toBeInTheDocument();
    });
  });
});

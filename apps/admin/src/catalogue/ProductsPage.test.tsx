import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { ProductsPage } from './ProductsPage';

const product = (id: number, name: string, available: number | null) => ({
  id,
  name,
  name_mal: '',
  slug: name.toLowerCase().replace(/ /g, '-'),
  sku: `SKU-${id}`,
  description: '',
  description_mal: '',
  category_id: 1,
  category_name: 'Spices',
  hsn_code: '0904',
  gst_rate: 5,
  featured: false,
  hidden: false,
  status: 'published',
  published_at: '2026-11-01T00:00:00Z',
  sort_order: id,
  pictures: [],
  sizes: [
    {
      id: id * 10,
      price_id: id * 10,
      label: '250 g',
      weight_grams: 280,
      net_quantity: 250,
      net_unit: 'g',
      label_image: null,
      price: 300,
      offer_price: null,
      in_stock: true,
      stock_count: available,
      available,
    },
  ],
  shelf_life_months: 12,
  ingredients: '',
  ingredients_mal: '',
  manufacturer: '',
  country_of_origin: 'India',
  organic: { scheme: 'none', certificate_no: '', certifier: '', valid_until: null },
  season: { months: [], note: '', note_mal: '' },
  crop_ids: [],
});
const products = { data: [product(1, 'Black pepper', 12), product(2, 'Cardamom', 0)] };
const categories = {
  data: [
    {
      id: 1,
      name: 'Spices',
      name_mal: '',
      description: '',
      description_mal: '',
      picture: 'spices.jpg',
      sort_order: 1,
      hidden: false,
      products: 2,
    },
  ],
};

function renderProducts(url: string) {
  return renderConsole(<ProductsPage />, {
    role: 'manager',
    path: '/products',
    url,
    api: {
      'GET /api/admin/products': products,
      'GET /api/admin/categories': categories,
      'PUT /api/admin/products/order': { message: 'The order is saved.' },
    },
  });
}

describe('the products list', () => {
  it('offers no reordering until one category is chosen, and says so', async () => {
    await renderProducts('/products');
    await screen.findByRole('link', { name: 'Black pepper' });
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(
      screen.getByText('Choose one category (without a search, in the shop’s order) to change the order.'),
    ).toBeInTheDocument();
  });

  it("moves a product down within its category, sending the category's whole order", async () => {
    const { changes } = await renderProducts('/products?category_id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Black pepper down' }));
    expect(await screen.findByText('The order is saved.')).toHaveAttribute('role', 'status');
    expect(changes()).toEqual([
      expect.objectContaining({ path: '/admin/products/order', body: { category_id: 1, ids: [2, 1] } }),
    ]);
  });

  it('says what each size has left, and asks before hiding a product, saying what hiding does', async () => {
    await renderProducts('/products');
    expect(
      await screen.findByRole('link', { name: '250 g: sold out, stock of Cardamom' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Black pepper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Black pepper?' });
    expect(dialog).toHaveTextContent('carts holding it are refused at checkout');
    expect(within(dialog).getByRole('button', { name: 'Hide it' })).toBeInTheDocument();
  });
});

import { CATALOGUE_ADMIN_MESSAGES as M } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { ProductForm } from './ProductForm';

// The product form's declarations (issue 35): net quantity and unit apart from the shipping weight, the MRP, the
// label photo, best before, ingredients, maker, origin and the organic certificate, sent as the contract reads them.

const product = {
  id: 1,
  name: 'Virgin Coconut Oil',
  name_mal: '',
  slug: 'virgin-coconut-oil',
  sku: 'OIL-1',
  description: '',
  description_mal: '',
  category_id: 1,
  category_name: 'Oils',
  hsn_code: '1513',
  gst_rate: 5,
  featured: false,
  hidden: false,
  status: 'published',
  published_at: '2026-11-01T00:00:00Z',
  sort_order: 1,
  pictures: ['oil.jpg'],
  sizes: [
    {
      id: 10,
      price_id: 10,
      label: '500 ml',
      weight_grams: 560,
      net_quantity: 500,
      net_unit: 'g',
      label_image: null,
      price: 300,
      offer_price: null,
      in_stock: true,
      stock_count: null,
      available: null,
    },
  ],
  shelf_life_months: null,
  ingredients: '',
  ingredients_mal: '',
  manufacturer: '',
  country_of_origin: 'India',
  organic: { scheme: 'none', certificate_no: '', certifier: '', valid_until: null },
  season: { months: [], note: '', note_mal: '' },
  crop_ids: [],
};
const crop = (id: number, name: string) => ({
  id,
  name,
  name_mala: '',
  category: 'main',
  image: 'c.svg',
  gallery: [],
  description: '',
  description1: '',
  description2: '',
  description3: '',
  description4: '',
  description5: '',
  description_mal: '',
  description1_mal: '',
  description2_mal: '',
  description3_mal: '',
  description4_mal: '',
  description5_mal: '',
  season: { months: [], note: '', note_mal: '' },
  updated_at: '2026-11-01T00:00:00Z',
});
const categories = {
  data: [
    {
      id: 1,
      name: 'Oils',
      name_mal: '',
      description: '',
      description_mal: '',
      picture: 'oils.jpg',
      sort_order: 1,
      hidden: false,
      products: 1,
    },
  ],
};

const renderForm = () =>
  renderConsole(<ProductForm />, {
    role: 'manager',
    path: '/products/:id',
    url: '/products/1',
    api: {
      'GET /api/admin/products/1': product,
      'GET /api/admin/categories': categories,
      'GET /api/admin/media': { data: [] },
      'GET /api/admin/crops': { data: [crop(3, 'Coconut'), crop(4, 'Black Pepper')] },
      'PUT /api/admin/products/1': (_url: URL, body: unknown) => ({
        message: M.productSaved,
        product: { ...product, ...(body as object), sizes: product.sizes },
      }),
    },
  });

describe('the product form’s declarations', () => {
  it('sends the net quantity and unit, the MRP, best before, ingredients, origin and the organic certificate', async () => {
    const { changes } = await renderForm();
    const size = within(await screen.findByRole('group', { name: 'Size 1' }));
    expect(size.getByLabelText('Shipping weight (grams)', { exact: false })).toHaveValue('560');
    await userEvent.selectOptions(size.getByLabelText('Net quantity’s unit'), 'ml');
    await userEvent.clear(size.getByLabelText('MRP (₹, incl. of all taxes)'));
    await userEvent.type(size.getByLabelText('MRP (₹, incl. of all taxes)'), '320');
    await userEvent.type(size.getByLabelText('Offer price (₹, optional)', { exact: false }), '299');
    await userEvent.type(screen.getByLabelText('Best before (months from packing)', { exact: false }), '12');
    await userEvent.type(screen.getByLabelText('Ingredients (English)'), 'Coconut oil (100%)');
    await userEvent.selectOptions(screen.getByLabelText('Organic certification'), 'pgs');
    await userEvent.type(screen.getByLabelText('Certificate number'), 'PGS-IN-KL-1');
    await userEvent.type(screen.getByLabelText('Certified by'), 'PGS-India Regional Council');
    await userEvent.type(screen.getByLabelText('Valid until'), '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText(M.productSaved)).toBeInTheDocument();
    const [put] = changes();
    expect(put).toMatchObject({
      method: 'PUT',
      path: '/admin/products/1',
      body: {
        sizes: [
          {
            id: 10,
            weight_grams: 560,
            net_quantity: 500,
            net_unit: 'ml',
            label_image: null,
            price: 320,
            offer_price: 299,
          },
        ],
        shelf_life_months: 12,
        ingredients: 'Coconut oil (100%)',
        country_of_origin: 'India',
        organic: {
          scheme: 'pgs',
          certificate_no: 'PGS-IN-KL-1',
          certifier: 'PGS-India Regional Council',
          valid_until: '2027-03-31',
        },
      },
    });
  }, 20_000);

  it('refuses beside the field an offer not below the MRP, a certificate without its details, a bad net quantity', async () => {
    const { changes } = await renderForm();
    const size = within(await screen.findByRole('group', { name: 'Size 1' }));
    const offer = size.getByLabelText('Offer price (₹, optional)', { exact: false });
    await userEvent.type(offer, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await size.findByText(M.offerNotBelowPrice, {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.clear(offer);
    const quantity = size.getByLabelText('Net quantity', { exact: false, selector: 'input' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.selectOptions(screen.getByLabelText('Organic certification'), 'npop');
    await userEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await size.findByText(M.netQuantityInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.certificateNoRequired)).toBeInTheDocument();
    expect(screen.getByText(M.certifierRequired)).toBeInTheDocument();
    expect(screen.getByText(M.validUntilRequired)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  }, 20_000);
});

describe('the product form’s season (issue 37)', () => {
  it('sends the months ticked, the notes and the crops it is made from', async () => {
    const { changes } = await renderForm();
    const season = within(await screen.findByRole('group', { name: 'Season' }));
    const months = within(season.getByRole('group', { name: 'Months in season' }));
    // Keyboard: Tab to a month, Space ticks it.
    months.getByLabelText('December').focus();
    await userEvent.keyboard(' ');
    await userEvent.click(months.getByLabelText('January'));
    await userEvent.click(months.getByLabelText('February'));
    await userEvent.type(season.getByLabelText('Season note'), 'Sun-dried');
    await userEvent.type(season.getByLabelText('Season note in Malayalam'), 'വെയിലത്ത് ഉണക്കിയത്');
    await userEvent.click(await season.findByLabelText('Coconut'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText(M.productSaved)).toBeInTheDocument();
    const [put] = changes();
    expect(put).toMatchObject({
      body: {
        season: { months: [1, 2, 12], note: 'Sun-dried', note_mal: 'വെയിലത്ത് ഉണക്കിയത്' },
        crop_ids: [3],
      },
    });
  }, 20_000);
});

import { BULK_PRICE_MESSAGES, PRICE_WARNING_WORDS, type BulkPricesPreview } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole, type FakeApi } from '../test/render';
import { BulkPricesPage } from './BulkPricesPage';

const spices = {
  id: 4,
  name: 'Spices',
  name_mal: '',
  description: '',
  description_mal: '',
  picture: 'spices.jpg',
  sort_order: 1,
  hidden: false,
  products: 2,
};

const preview: BulkPricesPreview = {
  category: { id: 4, name: 'Spices' },
  change: 'raised by 7.5 %',
  changed: 2,
  fingerprint: 'f'.repeat(64),
  sizes: [
    {
      size_id: 11,
      product_id: 1,
      product_name: 'Black pepper',
      product_status: 'published',
      size: '250 g',
      mrp: 250,
      offer_price: 220,
      new_mrp: 269,
      new_offer_price: 237,
      changed: true,
      warnings: [],
    },
    {
      size_id: 12,
      product_id: 2,
      product_name: 'Cardamom',
      product_status: 'draft',
      size: '100 g',
      mrp: 100.4,
      offer_price: 99.6,
      new_mrp: 108,
      new_offer_price: null,
      changed: true,
      warnings: [{ code: 'offer_dropped', message: PRICE_WARNING_WORDS.offer_dropped }],
    },
    {
      size_id: 13,
      product_id: 2,
      product_name: 'Cardamom',
      product_status: 'draft',
      size: '10 g',
      mrp: 10,
      offer_price: null,
      new_mrp: 10,
      new_offer_price: null,
      changed: false,
      warnings: [],
    },
  ],
};

const api = (extra: FakeApi = {}): FakeApi => ({
  'GET /api/admin/categories': { data: [spices] },
  'POST /api/admin/catalogue/prices/preview': preview,
  'POST /api/admin/catalogue/prices/apply': {
    message: 'New prices saved for 2 sizes in Spices; the shop shows them now.',
    changed: 2,
  },
  ...extra,
});

async function previewSpices(extra: FakeApi = {}) {
  const rendered = await renderConsole(<BulkPricesPage />, {
    role: 'manager',
    path: '/products/prices',
    api: api(extra),
  });
  await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Spices (2 products)');
  await userEvent.type(screen.getByLabelText('How many per cent'), '7.5');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return { ...rendered, table: await screen.findByRole('table') };
}

describe('changing a category’s prices in bulk', () => {
  it('refuses a missing category and amount beside their fields, sending nothing', async () => {
    const { changes } = await renderConsole(<BulkPricesPage />, {
      role: 'manager',
      path: '/products/prices',
      api: api(),
    });
    await screen.findByRole('option', { name: 'Spices (2 products)' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(BULK_PRICE_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(BULK_PRICE_MESSAGES.amountInvalid)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Spices (2 products)');
    await userEvent.click(screen.getByLabelText('Lower the prices'));
    await userEvent.type(screen.getByLabelText('How many per cent'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(BULK_PRICE_MESSAGES.percentDownTooHigh)).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('says the MRP is on the labels, and the label follows the kind of amount', async () => {
    await renderConsole(<BulkPricesPage />, { role: 'manager', path: '/products/prices', api: api() });
    expect(await screen.findByText(BULK_PRICE_MESSAGES.mrpIsOnTheLabel)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/The offer price only/));
    expect(screen.queryByText(BULK_PRICE_MESSAGES.mrpIsOnTheLabel)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('An amount in rupees (₹)'));
    expect(screen.getByLabelText('How many rupees')).toBeInTheDocument();
  });

  it('shows every size with its prices now and after, and which keep theirs', async () => {
    const { table, changes } = await previewSpices();
    expect(changes().map((call) => [call.path, call.body])).toEqual([
      [
        '/admin/catalogue/prices/preview',
        { category_id: 4, direction: 'up', by: 'percent', amount: 7.5, prices: 'both' },
      ],
    ]);
    expect(screen.getByRole('heading', { name: 'Preview: Spices, raised by 7.5 %' })).toBeInTheDocument();
    expect(screen.getByText('2 sizes of 3 would change.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Black pepper250 g₹250 → becomes ₹269₹220 → becomes ₹237',
      `CardamomDraft100 g₹100.40 → becomes ₹108₹99.60 → becomes none${PRICE_WARNING_WORDS.offer_dropped}`,
      'CardamomDraft10 g₹10noneNo change after rounding.',
    ]);
  });

  it('applies the preview once confirmed, with its fingerprint, and says what was saved', async () => {
    const { changes } = await previewSpices();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2 sizes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the prices of 2 sizes in Spices?' });
    // A raise of the MRP: the labels must say it.
    expect(within(dialog).getByText(BULK_PRICE_MESSAGES.mrpIsOnTheLabel)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the prices' }));
    expect(
      await screen.findByText('New prices saved for 2 sizes in Spices; the shop shows them now.'),
    ).toBeInTheDocument();
    expect(changes().at(-1)).toMatchObject({
      path: '/admin/catalogue/prices/apply',
      body: {
        category_id: 4,
        direction: 'up',
        by: 'percent',
        amount: 7.5,
        prices: 'both',
        fingerprint: 'f'.repeat(64),
      },
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says in the dialog when the prices changed since the preview, changing nothing', async () => {
    await previewSpices({
      'POST /api/admin/catalogue/prices/apply': [409, { message: BULK_PRICE_MESSAGES.stale }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 2 sizes' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the prices' }));
    expect(await within(dialog).findByText(BULK_PRICE_MESSAGES.stale)).toBeInTheDocument();
  });

  it('opens with the category asked for in the address (the Categories page’s “Prices” link)', async () => {
    const { changes } = await renderConsole(<BulkPricesPage />, {
      role: 'manager',
      path: '/products/prices',
      url: '/products/prices?category=4',
      api: api(),
    });
    await userEvent.type(await screen.findByLabelText('How many per cent'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table');
    expect(changes()[0]?.body).toMatchObject({ category_id: 4, amount: 5 });
  });

  it('takes the preview away as soon as the change is edited', async () => {
    await previewSpices();
    await userEvent.type(screen.getByLabelText('How many per cent'), '5');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply to/ })).not.toBeInTheDocument();
  });
});

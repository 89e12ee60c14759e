import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeCategory, homeWithCategories, makeProductSummary } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { CategoriesPage } from './CategoriesPage';
import { CategoryPage } from './CategoryPage';

const products = Array.from({ length: 6 }, (_, i) =>
  makeProductSummary({ id: i + 1, product_name: `Oil ${i + 1}`, product_slug: `oil-${i + 1}` }),
);

describe('CategoriesPage', () => {
  it('shows each category with its first 4 products, a link bar and View All', async () => {
    fakeFetch({
      'GET /api/categories-with-products': [makeCategory(1, 'Oils', products), makeCategory(2, 'Honey', [])],
    });
    renderRoute(<CategoriesPage />, { path: '/productsbycategory' });
    const oils = await screen.findByRole('region', { name: 'Oils' });
    expect(within(oils).getAllByRole('article')).toHaveLength(4);
    expect(within(oils).getByRole('link', { name: /View All/ })).toHaveAttribute(
      'href',
      '/productsbycategory/1',
    );
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(
      within(screen.getByRole('region', { name: 'Honey' })).getByText('No products found in this category.'),
    ).toBeInTheDocument();
  });

  it("shows 'Error: ...' when the list cannot load", async () => {
    fakeFetch({
      'GET /api/categories-with-products': [
        500,
        { message: 'Something went wrong on our side. Please try again.' },
      ],
    });
    renderRoute(<CategoriesPage />, { path: '/productsbycategory' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Something went wrong on our side. Please try again.',
    );
  });
});

describe('CategoryPage', () => {
  it('cuts descriptions at 200 characters and shows the first size price with Shop Now', async () => {
    const long = makeProductSummary({ description: 'Slow pressed. '.repeat(40) });
    fakeFetch({ 'GET /api/categories/1/products': [long], 'GET /api/homepage': homeWithCategories([]) });
    renderRoute(<CategoryPage />, {
      path: '/productsbycategory/:id',
      url: '/productsbycategory/1',
      state: { categoryName: 'Oils' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oils' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    const text = within(card).getByText(/Slow pressed\./).textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.endsWith('…')).toBe(true);
    expect(within(card).getByText('₹225')).toBeInTheDocument(); // the first size's offer price
    expect(within(card).getByRole('link', { name: /Shop Now/ })).toHaveAttribute(
      'href',
      '/product/virgin-coconut-oil-1',
    );
  });

  it('says when a category has no products', async () => {
    fakeFetch({ 'GET /api/categories/1/products': [], 'GET /api/homepage': homeWithCategories([]) });
    renderRoute(<CategoryPage />, { path: '/productsbycategory/:id', url: '/productsbycategory/1' });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });

  it('says so for a category that does not exist', async () => {
    fakeFetch({
      'GET /api/categories/9/products': [404, { message: 'This category does not exist.' }],
      'GET /api/homepage': homeWithCategories([]),
    });
    renderRoute(<CategoryPage />, { path: '/productsbycategory/:id', url: '/productsbycategory/9' });
    expect(await screen.findByText('We could not find this category.')).toBeInTheDocument();
  });

  it('looks the name up in the list of categories when it was not passed along, before showing the products', async () => {
    fakeFetch({
      'GET /api/categories/2/products': [makeProductSummary()],
      'GET /api/homepage': homeWithCategories([
        { id: 1, name: 'Oils' },
        { id: 2, name: 'Honey' },
      ]),
    });
    renderRoute(<CategoryPage />, { path: '/productsbycategory/:id', url: '/productsbycategory/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honey' })).toBeInTheDocument();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Other categories' })).getByRole('link', {
        name: 'Honey',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('the category pages in Malayalam', () => {
  inMalayalam();

  it('name each category in Malayalam where the farm wrote it, else in English marked so', async () => {
    fakeFetch({
      'GET /api/categories-with-products': [
        { ...makeCategory(1, 'Oils', products), name_mal: 'എണ്ണകൾ' },
        makeCategory(2, 'Honey', []),
      ],
    });
    renderRoute(<CategoriesPage />, { path: '/productsbycategory' });
    expect(await screen.findByRole('heading', { level: 2, name: 'എണ്ണകൾ' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 1, name: 'ഞങ്ങളുടെ ഉൽപ്പന്നങ്ങൾ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Honey' })).toHaveAttribute('lang', 'en');
    expect(
      within(screen.getByRole('region', { name: 'എണ്ണകൾ' })).getByRole('link', { name: /എല്ലാം കാണുക/ }),
    ).toHaveAttribute('href', '/productsbycategory/1');
  });

  it('looks up the Malayalam name of a category reached without one', async () => {
    // The home data's categories carry their Malayalam names (the helper's parameter names only id and name).
    const honey = { id: 2, name: 'Honey', name_mal: 'തേൻ' };
    fakeFetch({
      'GET /api/categories/2/products': [makeProductSummary()],
      'GET /api/homepage': homeWithCategories([{ id: 1, name: 'Oils' }, honey]),
    });
    renderRoute(<CategoryPage />, { path: '/productsbycategory/:id', url: '/productsbycategory/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'തേൻ' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'മറ്റു വിഭാഗങ്ങൾ' })).getByRole('link', { name: 'Oils' }),
    ).toHaveAttribute('lang', 'en');
  });
});

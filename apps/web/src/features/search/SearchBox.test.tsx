import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { i18n } from '../../shared/i18n/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductSummary } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { SearchBox } from './SearchBox';

const SEARCH_PLACEHOLDER = 'Search products, categories...';

const results = [
  {
    ...makeProductSummary({ id: 7, product_name: 'Virgin Coconut Oil', product_slug: 'virgin-coconut-oil' }),
    category_name: 'Oils',
  },
  {
    ...makeProductSummary({ id: 9, product_name: 'Coconut Chips', product_slug: 'coconut-chips' }),
    category_name: 'Snacks',
  },
];

describe('SearchBox', () => {
  it('asks the server for the typed text and lists each match with its category in brackets', async () => {
    const { calls } = fakeFetch({ 'GET /api/products/search': results });
    renderRoute(<SearchBox />);
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'CocoNut');
    expect(await screen.findByRole('option', { name: /Virgin Coconut Oil \(Oils\)/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Coconut Chips \(Snacks\)/ })).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per letter.
    const searches = calls.filter((c) => c.url.pathname === '/api/products/search');
    expect(searches.map((c) => c.url.searchParams.get('q'))).toEqual(['CocoNut']);
  });

  it('keeps and searches what was typed before the page’s script took the box over', async () => {
    fakeFetch({ 'GET /api/products/search': results });
    const page = () => (
      <Provider store={makeStore().store}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <SearchBox /> }])} />
      </Provider>
    );
    // The server's page, and a shopper typing into it on a slow phone before the script has run.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<I18nProvider i18n={i18n}>{page()}</I18nProvider>);
    const early = container.querySelector('input')!;
    early.focus();
    early.value = 'chips';
    render(page(), { container, hydrate: true });
    expect(await screen.findByRole('option', { name: /Coconut Chips \(Snacks\)/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toHaveValue('chips');
    container.remove();
  });

  it('opens the chosen product with its category and clears the box', async () => {
    fakeFetch({ 'GET /api/products/search': results });
    const { router } = renderRoute(<SearchBox />, {
      extraRoutes: [{ path: '/product/:slug', element: <p>Product page</p> }],
    });
    const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    await userEvent.type(input, 'chips');
    await userEvent.click(await screen.findByRole('option', { name: /Coconut Chips/ }));
    expect(router.state.location.pathname).toBe('/product/coconut-chips-9');
    expect(router.state.location.state).toEqual({ categoryName: 'Snacks' });
    expect(input).toHaveValue('');
  });

  it('opens the full result list on Enter', async () => {
    fakeFetch({ 'GET /api/products/search': results });
    const { router } = renderRoute(<SearchBox />, {
      extraRoutes: [{ path: '/search', element: <p>Results</p> }],
    });
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'oil{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=oil');
  });

  it('stays short, and ends with "See all N results" when more match, which opens the full list', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...makeProductSummary({ id: 100 + i, product_name: `Pickle ${i}`, product_slug: `pickle-${i}` }),
      category_name: 'Pickles',
    }));
    const { calls } = fakeFetch({
      'GET /api/products/search': () =>
        new Response(JSON.stringify(many), {
          headers: { 'content-type': 'application/json', 'x-total-count': '23' },
        }),
    });
    const { router } = renderRoute(<SearchBox />, {
      extraRoutes: [{ path: '/search', element: <p>Results</p> }],
    });
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'pickle');
    const seeAll = await screen.findByRole('option', { name: 'See all 23 results' });
    expect(screen.getAllByRole('option')).toHaveLength(9);
    expect(calls.find((c) => c.url.pathname === '/api/products/search')?.url.searchParams.get('limit')).toBe(
      '8',
    );
    // Reached with the keyboard too: past the last product.
    for (let i = 0; i < 9; i++) await userEvent.keyboard('{ArrowDown}');
    expect(seeAll).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=pickle');
  });

  it('has no "See all" when every match is listed', async () => {
    fakeFetch({ 'GET /api/products/search': results });
    renderRoute(<SearchBox />);
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'coconut');
    await screen.findByRole('option', { name: /Coconut Chips/ });
    expect(screen.queryByRole('option', { name: /See all/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    fakeFetch({ 'GET /api/products/search': [] });
    renderRoute(<SearchBox />);
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), 'zzz');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });
});

describe('SearchBox in Malayalam', () => {
  inMalayalam();

  it('lists the Malayalam names the farm wrote, of products and categories, and the English ones (marked) where it has not', async () => {
    fakeFetch({
      'GET /api/products/search': [
        {
          ...makeProductSummary({ id: 7, product_name: 'Virgin Coconut Oil' }),
          category_name: 'Oils',
          category_name_mal: 'എണ്ണകൾ',
        },
        {
          ...makeProductSummary({ id: 9, product_name: 'Coconut Chips', product_name_mal: '' }),
          category_name: 'Snacks',
          category_name_mal: '',
        },
      ],
    });
    renderRoute(<SearchBox />);
    const input = screen.getByPlaceholderText('ഉൽപ്പന്നങ്ങൾ, വിഭാഗങ്ങൾ തിരയുക...');
    // Without the page's script the form still searches in the page's language.
    expect(input.closest('form')).toHaveAttribute('action', '/ml/search');
    await userEvent.type(input, 'coconut');

    expect(await screen.findByText('വെർജിൻ വെളിച്ചെണ്ണ')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Virgin Coconut Oil')).toBeNull();
    expect(screen.getByText('Coconut Chips')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('(എണ്ണകൾ)')).not.toHaveAttribute('lang');
    expect(screen.getByText('(Snacks)')).toHaveAttribute('lang', 'en');
  });
});

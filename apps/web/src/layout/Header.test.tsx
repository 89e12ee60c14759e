import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { inMalayalam } from '../test/language';
import { fakeFetch } from '../test/render';
import { Header } from './Header';

/** The header as a Malayalam page draws it: the router's basename is /ml (app/router.tsx). */
function renderMalayalamHeader(url: string) {
  fakeFetch({});
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], {
    basename: '/ml',
    initialEntries: [url],
  });
  render(
    <Provider store={makeStore().store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the header on a Malayalam page', () => {
  inMalayalam();

  it('names its links and menus in Malayalam, keeping them on Malayalam addresses', () => {
    renderMalayalamHeader('/ml/cart');
    const nav = screen.getByRole('navigation', { name: 'പ്രധാനം' });
    expect(within(nav).getByRole('link', { name: 'ഹോം' })).toHaveAttribute('href', '/ml');
    expect(within(nav).getByRole('button', { name: 'ഫാം പ്രവർത്തനങ്ങൾ' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'ഉൽപ്പന്ന വിഭാഗങ്ങൾ' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'ലോഗിൻ' })).toHaveAttribute('href', '/ml/login');
    expect(screen.getByRole('link', { name: 'കാർട്ട്' })).toHaveAttribute('href', '/ml/cart');
    expect(screen.getByRole('link', { name: 'ഇപ്പോൾ വാങ്ങൂ' })).toHaveAttribute(
      'href',
      '/ml/productsbycategory',
    );
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
  });

  it('offers the same page in English, named in English', () => {
    renderMalayalamHeader('/ml/productsbycategory/3?sort=price');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/productsbycategory/3?sort=price');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
  });
});

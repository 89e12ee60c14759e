import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { fakeFetch } from '../test/render';
import { makeSite } from '../test/factories';
import { Layout } from './Layout';

/** The shop's frame around a home page and the seller page, with /api/site answering `open`. */
function renderShop(url: string, open: boolean) {
  fakeFetch({
    'GET /api/site': makeSite({
      open,
      whatsapp_number: '9447126830',
      addresses: { farm: 'Pachakkuda, Wayanad', outlet: '', farm_mal: '', outlet_mal: '' },
    }),
    'GET /api/categories': { data: [] },
  });
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/seller', element: <h1>Seller details</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore().store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the “coming soon” page (issue 36)', () => {
  it('stands for every page while the shop is not open: the farm’s name, tagline and every way to reach it', async () => {
    renderShop('/', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pachakkuda Organic Farm' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('We plant with the rains.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@farm.example' })).toHaveAttribute(
      'href',
      'mailto:hello@farm.example',
    );
    expect(screen.getByRole('link', { name: '9447126830' })).toHaveAttribute(
      'href',
      'https://wa.me/919447126830',
    );
    expect(screen.getByText('Pachakkuda, Wayanad')).toBeInTheDocument();
    // The legal pages stay open, linked from it; the shop's own page is not drawn.
    expect(screen.getByRole('link', { name: 'Seller details' })).toHaveAttribute('href', '/seller');
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Shop Now/ })).not.toBeInTheDocument();
  });

  it('leaves the legal pages readable while closed', async () => {
    renderShop('/seller', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller details' })).toBeInTheDocument();
  });

  it('is not shown once the shop is open', async () => {
    renderShop('/', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});

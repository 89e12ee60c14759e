import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { MostHarvestPage } from './MostHarvestPage';
import { makeCrop } from '../../test/factories';

describe('MostHarvestPage', () => {
  it('shows every best-yield crop as a card linking to its page', async () => {
    const { calls } = fakeFetch({
      'GET /api/whatInFarms-viewall': {
        data: [
          makeCrop(),
          makeCrop({
            id: 4,
            name: 'Black Pepper',
            name_mala: 'കുരുമുളക്',
            image: 'pepper.svg',
            description: 'Pepper climbs about 600 of our trees.',
          }),
        ],
      },
    });
    renderRoute(<MostHarvestPage />, { path: '/mostharvestfromfarm' });

    expect(screen.getByRole('heading', { level: 1, name: 'Best Yields Plants' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Coconut' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm/3',
    );
    expect(screen.getByRole('link', { name: 'Black Pepper' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm/4',
    );
    expect(screen.getByText('കുരുമുളക്')).toHaveAttribute('lang', 'ml');
    expect(screen.getByText('Coconut palms are the backbone of our farm.')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/whatInFarms-viewall');
  });

  it("shows 'No data found.' for an empty list and 'Error: {message}' for a failed load", async () => {
    fakeFetch({ 'GET /api/whatInFarms-viewall': { data: [] } });
    const first = renderRoute(<MostHarvestPage />, { path: '/mostharvestfromfarm' });
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    first.unmount();

    fakeFetch({ 'GET /api/whatInFarms-viewall': [500, { message: 'Something went wrong on our side.' }] });
    renderRoute(<MostHarvestPage />, { path: '/mostharvestfromfarm' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong on our side.');
  });
});

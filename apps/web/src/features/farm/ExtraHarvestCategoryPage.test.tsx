import { EXTRA_HARVEST_GROUPS } from '@farm/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { ExtraHarvestCategoryPage } from './ExtraHarvestCategoryPage';
import { makeCrop } from '../../test/factories';

const renderGroup = (category: string) =>
  renderRoute(<ExtraHarvestCategoryPage />, {
    path: '/extraharvestfromfarm/:category',
    url: `/extraharvestfromfarm/${category}`,
  });

const cows = makeCrop({ id: 12, name: 'Cows', name_mala: 'പശുക്കൾ', category: 'Animal Care and Maintenance' });
const hens = makeCrop({
  id: 13,
  name: 'Country Hens',
  name_mala: 'നാടൻ കോഴി',
  category: 'Animal Care and Maintenance',
  description: 'A '.repeat(150) + 'flock of hens.',
});

describe('ExtraHarvestCategoryPage', () => {
  it('resolves the header spelling "Animal care and maintenance" to the canonical group', async () => {
    const { calls } = fakeFetch({ 'GET /api/whatInFarms-Category': { data: [cows, hens] } });
    renderGroup('Animal care and maintenance');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Animal Care and Maintenance' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Extra Harvest', 'Animal Care and Maintenance']);

    const link = await screen.findByRole('link', { name: 'Cows' });
    expect(link).toHaveAttribute('href', '/extraharvestfromfarm/detail/12');
    expect(screen.getByRole('link', { name: 'Country Hens' })).toHaveAttribute(
      'href',
      '/extraharvestfromfarm/detail/13',
    );
    expect(screen.getByText('പശുക്കൾ')).toHaveAttribute('lang', 'ml');
    expect(
      calls.find((c) => c.url.pathname === '/api/whatInFarms-Category')?.url.searchParams.get('category'),
    ).toBe('Animal Care and Maintenance');

    // Card descriptions are cut at 200 characters.
    const hensCard = screen.getByRole('link', { name: 'Country Hens' }).closest('article')!;
    const description = within(hensCard).getByText(/^A A/);
    expect(description.textContent!.length).toBeLessThanOrEqual(200);
    expect(description.textContent!.endsWith('…')).toBe(true);
  });

  it('explains an unknown group and links to the real ones, without calling the server', () => {
    const { fetchMock } = fakeFetch({});
    renderGroup('Mushrooms');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that group' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mushrooms')).toBeInTheDocument();
    for (const group of EXTRA_HARVEST_GROUPS) {
      expect(decodeURIComponent(screen.getByRole('link', { name: group }).getAttribute('href')!)).toBe(
        `/extraharvestfromfarm/${group}`,
      );
    }
    expect(
      fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)),
    ).not.toContainEqual(expect.stringContaining('/api/whatInFarms'));
  });

  it("shows 'No data found.' when the group has no crops", async () => {
    fakeFetch({ 'GET /api/whatInFarms-Category': { data: [] } });
    renderGroup('Aquatic Plants');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aquatic Plants' })).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the load fails", async () => {
    fakeFetch({ 'GET /api/whatInFarms-Category': [500, { message: 'Something went wrong on our side.' }] });
    renderGroup('Fruits');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong on our side.');
  });
});

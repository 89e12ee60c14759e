import { EXTRA_HARVEST_GROUPS } from '@farm/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { ExtraHarvestPage } from './ExtraHarvestPage';
import { EXTRA_HARVEST_INFO } from './groups';
import { i18n } from '../../shared/i18n/language';
import { makeCrop } from '../../test/factories';

describe('ExtraHarvestPage', () => {
  it('lists the eight groups, each with a description and three key features, linking to its page', async () => {
    fakeFetch({
      'GET /api/whatInFarms-most-cultivated-crops-view-all': {
        data: [makeCrop({ id: 20, category: 'Fruits', image: 'jackfruit.svg' })],
      },
    });
    renderRoute(<ExtraHarvestPage />, { path: '/extraharvestfromfarm' });

    expect(screen.getByRole('heading', { level: 1, name: 'Extra Harvest' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(EXTRA_HARVEST_INFO.map((info) => info.group)).toEqual([...EXTRA_HARVEST_GROUPS]);

    EXTRA_HARVEST_GROUPS.forEach((group, index) => {
      const card = cards[index]!;
      const link = within(card).getByRole('link', { name: group });
      expect(decodeURIComponent(link.getAttribute('href')!)).toBe(`/extraharvestfromfarm/${group}`);
      const info = EXTRA_HARVEST_INFO[index]!;
      const description = i18n._(info.description);
      expect(description.length).toBeGreaterThan(80);
      expect(within(card).getByText(description)).toBeInTheDocument();
      const features = within(card).getAllByRole('listitem');
      expect(features).toHaveLength(3);
      expect(features.map((item) => item.textContent)).toEqual(
        info.features.map((feature) => i18n._(feature)),
      );
    });

    // A group borrows the picture of one of its crops once they have loaded.
    const fruits = cards[1]!;
    expect(await within(fruits).findByRole('presentation')).toHaveAttribute(
      'src',
      '/uploads/what_in_farm/jackfruit.svg',
    );
  });

  it('still lists every group when the crops for the pictures fail to load', () => {
    fakeFetch({});
    renderRoute(<ExtraHarvestPage />, { path: '/extraharvestfromfarm' });
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });
});

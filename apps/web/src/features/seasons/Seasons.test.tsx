import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeCrop, makeProductDetail, makeProductSummary } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { ProductPage } from '../catalogue/ProductPage';
import { MostHarvestDetailPage } from '../farm/MostHarvestDetailPage';
import { SeasonLine } from '../../shared/ui/Season';
import { SeasonsPage } from './SeasonsPage';

const PEPPER = { months: [12, 1, 2], note: 'Sun-dried on the farm.', note_mal: 'ഫാമിൽ വെയിലത്ത് ഉണക്കിയത്.' };
const line = (at: string) =>
  render(
    <MemoryRouter>
      <SeasonLine season={PEPPER} at={new Date(at)} />
    </MemoryRouter>,
  );

afterEach(() => vi.useRealTimers());

describe('the season line', () => {
  it('says "In season now" until midnight of the month’s end in Kerala, then the next harvest', () => {
    // 23:59 on 28 February in Kerala.
    line('2026-02-28T18:29:00Z');
    expect(screen.getByText('In season now')).toBeInTheDocument();
    expect(screen.getByText('Sun-dried on the farm.')).toBeInTheDocument();
  });

  it('names the next harvest, over the year’s end, from 1 March in Kerala (still February in UTC)', () => {
    line('2026-02-28T18:31:00Z');
    expect(screen.getByText('Next harvest: December–February')).toBeInTheDocument();
  });

  it('says nothing for a product sold all year', () => {
    const { container } = render(<SeasonLine season={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('in Malayalam', () => {
    inMalayalam();
    it('says the next harvest and the note in Malayalam', () => {
      line('2026-06-10T06:00:00Z');
      expect(screen.getByText('അടുത്ത വിളവെടുപ്പ്: ഡിസംബർ–ഫെബ്രുവരി')).toBeInTheDocument();
      expect(screen.getByText('ഫാമിൽ വെയിലത്ത് ഉണക്കിയത്.')).toBeInTheDocument();
    });
  });
});

describe('the product page and the crop page link each other', () => {
  it('shows the product’s season and "Made from" with a link to the crop’s page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T06:00:00Z'));
    fakeFetch({
      'GET /api/product/1': {
        product: makeProductDetail({
          season: PEPPER,
          crops: [{ id: 7, name: 'Black Pepper', name_mala: 'കുരുമുളക്', category: 'main' }],
        }),
        related_products: [],
      },
    });
    renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
    expect(await screen.findByText('In season now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Black Pepper' })).toHaveAttribute(
      'href',
      '/mostharvestfromfarm/7',
    );
    expect(screen.getByText(/Made from/)).toBeInTheDocument();
  });

  it('lists the products made from a crop as cards under its season', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T06:00:00Z'));
    fakeFetch({
      'GET /api/whatInFarms': {
        data: makeCrop({ name: 'Black Pepper', season: PEPPER }),
        products: [
          makeProductSummary({ id: 4, product_name: 'Black Pepper (Whole)', product_slug: 'black-pepper' }),
        ],
      },
    });
    renderRoute(<MostHarvestDetailPage />, {
      path: '/mostharvestfromfarm/:id',
      url: '/mostharvestfromfarm/3',
    });
    expect(await screen.findByText('Next harvest: December–February')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Products made from Black Pepper' });
    expect(
      within(section)
        .getAllByRole('link', { name: /Black Pepper \(Whole\)/ })
        .map((link) => link.getAttribute('href')),
    ).toContain('/product/black-pepper-4');
  });
});

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, products: [], crops: [] }));
const SEASONS = {
  month: 11,
  months: MONTHS.map((m) =>
    m.month === 11
      ? {
          ...m,
          products: [makeProductSummary({ id: 9, product_name: 'Cardamom', product_name_mal: 'ഏലം' })],
          crops: [
            {
              id: 5,
              name: 'Cardamom',
              name_mala: 'ഏലം',
              category: 'Tubers and Spices',
              image: 'c.svg',
              season: { months: [11], note: '', note_mal: '' },
            },
          ],
        }
      : m,
  ),
};

describe('What’s in season', () => {
  it('shows the month it is now in Kerala first, then the months to come in order', async () => {
    fakeFetch({ 'GET /api/seasons': SEASONS });
    renderRoute(<SeasonsPage />, { path: '/seasons', url: '/seasons' });
    expect(await screen.findByRole('heading', { level: 1, name: "What's in season" })).toBeInTheDocument();
    const months = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(months.slice(0, 3)).toEqual([
      'In season in November',
      'In season in December',
      'In season in January',
    ]);
    expect(months).toHaveLength(12);
    const november = screen.getByRole('region', { name: 'In season in November' });
    // The crop's link beside the product's card.
    expect(
      within(november)
        .getAllByRole('link', { name: 'Cardamom' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/extraharvestfromfarm/detail/5');
    expect(within(november).getByRole('heading', { level: 3, name: /Cardamom/ })).toBeInTheDocument();
  });

  describe('in Malayalam', () => {
    inMalayalam();
    it('names the months as Kerala writes them', async () => {
      fakeFetch({ 'GET /api/seasons': SEASONS });
      renderRoute(<SeasonsPage />, { path: '/seasons', url: '/seasons' });
      expect(await screen.findByRole('heading', { level: 1, name: 'ഇപ്പോൾ സീസണിലുള്ളവ' })).toBeInTheDocument();
      expect((await screen.findAllByRole('heading', { level: 2 }))[0]).toHaveTextContent(
        'നവംബർ മാസത്തിൽ സീസണിലുള്ളവ',
      );
    });
  });
});

import type { LotView } from '@farm/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { LotPage } from './LotPage';

function makeLot(overrides: Partial<LotView> = {}): LotView {
  return {
    code: 'KAN-2605-A',
    product: {
      id: 16,
      name: 'Tender Mango Pickle',
      name_mal: 'കണ്ണിമാങ്ങ അച്ചാർ',
      path: '/product/tender-mango-pickle-16',
      image: '/uploads/products/kanni.jpg',
      on_sale: true,
    },
    size: '250 g',
    harvested_on: '2026-05-14',
    processed_on: '2026-05-18',
    process: 'bottling',
    best_before: '2027-05-18',
    crop: { id: 9, name: 'Mango', name_mala: 'മാവ്', path: '/extraharvestfromfarm/detail/9' },
    source: 'The old mango trees by the north boundary',
    certificate: { url: '/uploads/m/abcdefghij0123456789-640/640.jpg', srcset: null },
    recalled: false,
    indexed: false,
    ...overrides,
  };
}

const open = (lot: LotView, url = '/lot/kan-2605-a') => {
  fakeFetch({ 'GET /api/lots/kan-2605-a': lot });
  renderRoute(<LotPage />, { path: '/lot/:code', url });
};

describe('the lot page', () => {
  it('shows the lot, its dates, where it was grown, the certificate, and a link to buy it again', async () => {
    open(makeLot());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tender Mango Pickle, 250 g' }),
    ).toBeVisible();
    expect(screen.getByText('KAN-2605-A')).toBeVisible();
    expect(screen.getByText('Harvested').nextSibling).toHaveTextContent('14 May 2026');
    expect(screen.getByText('Bottled').nextSibling).toHaveTextContent('18 May 2026');
    expect(screen.getByText('Best before').nextSibling).toHaveTextContent('18 May 2027');
    expect(screen.getAllByRole('link', { name: 'Mango' })[0]).toHaveAttribute(
      'href',
      '/extraharvestfromfarm/detail/9',
    );
    expect(screen.getByText('The old mango trees by the north boundary')).toBeVisible();
    expect(screen.getByRole('img', { name: 'The lab test or certificate of lot KAN-2605-A' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buy again' })).toHaveAttribute(
      'href',
      '/product/tender-mango-pickle-16',
    );
    expect(screen.queryByText('This lot has been recalled.')).toBeNull();
  });

  it('says plainly that a recalled lot is recalled, and does not invite buying it', async () => {
    open(makeLot({ recalled: true }));
    expect(await screen.findByRole('heading', { name: 'This lot has been recalled.' })).toBeVisible();
    expect(screen.getByText(/Please do not eat or use it/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Buy again' })).toBeNull();
  });

  it('says in words when no lot has the code', async () => {
    fakeFetch({ 'GET /api/lots/nope-1': [404, { message: 'not found' }] });
    renderRoute(<LotPage />, { path: '/lot/:code', url: '/lot/nope-1' });
    expect(await screen.findByRole('heading', { name: 'We could not find lot nope-1' })).toBeVisible();
    expect(screen.getByText(/Check the code printed beside the QR/)).toBeVisible();
  });

  describe('in Malayalam', () => {
    inMalayalam();

    it('shows the lot, its dates and the buy-again link in Malayalam', async () => {
      open(makeLot());
      expect(await screen.findByRole('heading', { level: 1, name: 'കണ്ണിമാങ്ങ അച്ചാർ, 250 g' })).toBeVisible();
      expect(screen.getByText('വിളവെടുത്തത്').nextSibling).toHaveTextContent('2026 മേയ് 14');
      expect(screen.getByText('കുപ്പിയിലാക്കിയത്').nextSibling).toHaveTextContent('2026 മേയ് 18');
      expect(screen.getByText('ഉപയോഗിക്കേണ്ട കാലാവധി').nextSibling).toHaveTextContent('2027 മേയ് 18');
      expect(screen.getAllByRole('link', { name: 'മാവ്' }).length).toBeGreaterThan(0);
      expect(screen.getByRole('link', { name: 'വീണ്ടും വാങ്ങുക' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'മാവ് ഞങ്ങൾ എങ്ങനെ വളർത്തുന്നു' })).toHaveAttribute(
        'href',
        '/extraharvestfromfarm/detail/9',
      );
    });

    it('says a recall in Malayalam', async () => {
      open(makeLot({ recalled: true }));
      expect(await screen.findByRole('heading', { name: 'ഈ ലോട്ട് തിരിച്ചുവിളിച്ചിരിക്കുന്നു.' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'വീണ്ടും വാങ്ങുക' })).toBeNull();
    });
  });
});

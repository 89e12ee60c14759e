import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteResponse } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { fakeFetch, renderRoute } from '../../test/render';
import { makeProductDetail, makeSite } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { ProductPage } from './ProductPage';

// What the product page declares (issue 35): MRP (incl. of all taxes), unit sale price, net quantity, best before,
// the FSSAI number and the organic claim, in both languages.

/** The site's answer with the seller block the seller details add (contract site.ts `seller`). */
const site = makeSite({
  seller: {
    legal_name: 'Pachakkuda Organic Farm LLP',
    address: 'Kalikavu Road, Wandoor, Kerala 679328',
    gstin: '',
    fssai_number: '11326999000123',
    fssai_kind: 'licence',
    care: { email: 'care@farm.example', phone: '+91 94471 26830' },
    grievance: { name: '', designation: '', email: '', phone: '' },
  },
} as Partial<SiteResponse>);

const show = (product = makeProductDetail()) => {
  fakeFetch({ 'GET /api/product/1': { product, related_products: [] }, 'GET /api/site': site });
  return renderRoute(<ProductPage />, { path: '/product/:slug', url: '/product/virgin-coconut-oil-1' });
};

describe('what the product page declares', () => {
  it('shows the MRP incl. of all taxes struck beside the offer, the net quantity and the unit price of the size', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'Virgin Coconut Oil' });
    // 500 ml: ₹225 paid against an MRP of ₹250; 45 paise a millilitre.
    const mrp = screen.getByText('(incl. of all taxes)').parentElement!;
    expect(mrp).toHaveTextContent('MRP ₹250 (incl. of all taxes)');
    expect(within(mrp).getByText('₹250').tagName).toBe('S');
    expect(screen.getByText('Net quantity: 500 ml')).toBeInTheDocument();
    expect(screen.getByText('Unit price: ₹0.45/ml')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See the full label \(500 ml\)/ })).toHaveAttribute(
      'href',
      '/uploads/products/vco-label.jpg',
    );
    expect(screen.getByRole('img', { name: 'The label of Virgin Coconut Oil, 500 ml' })).toBeInTheDocument();

    // 1 L has no offer: its MRP is the price, and the unit price is per litre.
    await userEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(screen.getByText('(incl. of all taxes)').parentElement).toHaveTextContent(
      'MRP ₹480 (incl. of all taxes)',
    );
    expect(screen.getByText('Net quantity: 1 L')).toBeInTheDocument();
    expect(screen.getByText('Unit price: ₹480.00/L')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /See the full label/ })).toBeNull();
  });

  it('lists what the label says: best before, ingredients, maker, origin, customer care, FSSAI number, organic', async () => {
    show();
    const details = within(await screen.findByRole('region', { name: 'What the label says' }));
    // The site's answer (who sells) comes after the product's.
    await details.findByText('FSSAI licence no.', { selector: 'dt' });
    const row = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(row('Net quantity')).toHaveTextContent('500 ml, 1 L, 2 L');
    expect(row('Best before')).toHaveTextContent('Best before 12 months from packing');
    expect(row('Ingredients')).toHaveTextContent('Virgin coconut oil (100%)');
    expect(row('Manufactured and packed by')).toHaveTextContent(
      'Pachakkuda Organic Farm LLP, Kalikavu Road, Wandoor, Kerala 679328',
    );
    expect(row('Country of origin')).toHaveTextContent('India');
    expect(row('Customer care')).toHaveTextContent('care@farm.example, +91 94471 26830');
    expect(row('FSSAI licence no.')).toHaveTextContent('11326999000123');
    expect(row('Organic')).toHaveTextContent(
      'Certified organic under PGS-India: certificate PGS-IN-KL-2024-01837, by PGS-India Regional Council, Thrissur, valid until 31 Mar 2099.',
    );
    expect(screen.getByText('Organic', { selector: 'p' })).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Seller details' })).toHaveAttribute('href', '/seller');
  });

  it('makes no organic claim once the certificate has expired, and says the exemption in words without a badge', async () => {
    const expired = makeProductDetail();
    expired.organic = { ...expired.organic, valid_until: '2020-01-31', claim: 'none' };
    const { unmount } = show(expired);
    const details = within(await screen.findByRole('region', { name: 'What the label says' }));
    expect(details.queryByText('Organic', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Organic', { selector: 'p' })).toBeNull();
    unmount();

    const exempt = makeProductDetail();
    exempt.organic = {
      scheme: 'exempt',
      certificate_no: '',
      certifier: '',
      valid_until: null,
      claim: 'exempt',
    };
    show(exempt);
    const exemptDetails = within(await screen.findByRole('region', { name: 'What the label says' }));
    expect(exemptDetails.getByText('Organic', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /small original producer, who is exempt from organic certification \(no certification logo\)/,
    );
    expect(screen.queryByText('Organic', { selector: 'p' })).toBeNull();
  });
});

describe('what the product page declares, in Malayalam', () => {
  inMalayalam();

  it('says the MRP incl. of all taxes, the net quantity, the unit price, best before and the FSSAI number', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'വെർജിൻ വെളിച്ചെണ്ണ' });
    const mrp = screen.getByText('(എല്ലാ നികുതികളും ഉൾപ്പെടെ)').parentElement!;
    expect(mrp).toHaveTextContent('എംആർപി ₹250 (എല്ലാ നികുതികളും ഉൾപ്പെടെ)');
    expect(screen.getByText('മൊത്തം അളവ്: 500 ml')).toBeInTheDocument();
    expect(screen.getByText('യൂണിറ്റ് വില: ₹0.45/ml')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'ലേബലിൽ പറയുന്നത്' }));
    await details.findByText('FSSAI ലൈസൻസ് നമ്പർ', { selector: 'dt' });
    const row = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(row('ഉപയോഗിക്കേണ്ട കാലാവധി')).toHaveTextContent('പായ്ക്ക് ചെയ്ത് 12 മാസത്തിനകം ഉപയോഗിക്കുക');
    expect(row('ചേരുവകൾ')).toHaveTextContent('വെർജിൻ വെളിച്ചെണ്ണ (100%)');
    expect(row('FSSAI ലൈസൻസ് നമ്പർ')).toHaveTextContent('11326999000123');
    expect(row('ഉത്ഭവ രാജ്യം')).toHaveTextContent('ഇന്ത്യ');
    expect(details.getByRole('link', { name: 'വിൽപ്പനക്കാരന്റെ വിവരങ്ങൾ' })).toBeInTheDocument();
  });
});

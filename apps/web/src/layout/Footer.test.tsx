import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../test/factories';
import { inMalayalam } from '../test/language';
import { fakeFetch, renderRoute } from '../test/render';
import { Footer } from './Footer';

const MALAYALAM = {
  name_mal: 'പച്ചക്കുട ഓർഗാനിക് ഫാം',
  tagline_mal: 'മഴയ്ക്കൊപ്പം നടുന്നു, കൈകൊണ്ട് വിളവെടുക്കുന്നു.',
};
const ADDRESSES = {
  farm: 'Kalikavu Road, Wandoor, Kerala 679328',
  outlet: 'Near Bus Stand, Manjeri, Kerala 676121',
  farm_mal: 'കാളികാവ് റോഡ്, വണ്ടൂർ, കേരളം 679328',
  outlet_mal: 'ബസ് സ്റ്റാൻഡിന് സമീപം, മഞ്ചേരി, കേരളം 676121',
};

function renderFooter(site: ReturnType<typeof makeSite>) {
  fakeFetch({ 'GET /api/site': site, 'GET /api/categories': { data: [] } });
  return renderRoute(<Footer />);
}

describe('the footer on a Malayalam page (issue 32)', () => {
  inMalayalam();

  it('names the shop, its tagline and its addresses in Malayalam where the farm wrote them', async () => {
    renderFooter(makeSite({ ...MALAYALAM, addresses: ADDRESSES }));
    const contact = await screen.findByRole('heading', { name: MALAYALAM.name_mal });
    expect(contact).not.toHaveAttribute('lang');
    const tagline = screen.getByText(MALAYALAM.tagline_mal);
    expect(tagline).not.toHaveAttribute('lang');
    expect(screen.getByText(ADDRESSES.farm_mal)).toBeInTheDocument();
    expect(screen.getByText(ADDRESSES.outlet_mal)).toBeInTheDocument();
    expect(screen.getByText(/കേരളത്തിൽ വിളയിച്ചതും/)).toHaveTextContent(MALAYALAM.name_mal);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText(/Pachakkuda Organic Farm/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/We plant with the rains/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(ADDRESSES.farm)).not.toBeInTheDocument();
  });

  it('shows the English where the farm wrote no Malayalam, marked lang="en" so it is read out in English', async () => {
    renderFooter(makeSite({ addresses: { ...ADDRESSES, farm_mal: '', outlet_mal: '' } }));
    const contact = await screen.findByRole('heading', { name: 'Pachakkuda Organic Farm' });
    expect(contact).toHaveAttribute('lang', 'en');
    expect(screen.getByText('We plant with the rains.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(ADDRESSES.farm)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(ADDRESSES.outlet)).toHaveAttribute('lang', 'en');
    // Inside the Malayalam sentence of the last line, the English name is its own English span.
    const name = within(screen.getByText(/കേരളത്തിൽ വിളയിച്ചതും/)).getByText('Pachakkuda Organic Farm');
    expect(name).toHaveAttribute('lang', 'en');
  });
});

describe('the footer on an English page', () => {
  it('names the shop in English, unmarked, even where the farm wrote Malayalam', async () => {
    renderFooter(makeSite({ ...MALAYALAM, addresses: ADDRESSES }));
    const contact = await screen.findByRole('heading', { name: 'Pachakkuda Organic Farm' });
    expect(contact).not.toHaveAttribute('lang');
    expect(screen.getByText('We plant with the rains.')).not.toHaveAttribute('lang');
    expect(screen.getByText(ADDRESSES.farm)).not.toHaveAttribute('lang');
    expect(screen.queryByText(MALAYALAM.name_mal)).not.toBeInTheDocument();
  });
});

/** Who sells, as /api/site gives it (issue 35). */
const SELLER: NonNullable<ReturnType<typeof makeSite>['seller']> = {
  legal_name: 'Pachakkuda Organic Farm Producer Company',
  address: 'Kalikavu Road, Wandoor, Malappuram District, Kerala 679328',
  gstin: '32AABCP1234M1ZO',
  fssai_number: '11326999000135',
  fssai_kind: 'licence',
  care: { email: 'hello@farm.example', phone: '+91 94471 26830' },
  grievance: {
    name: 'Sreelekha Menon',
    designation: 'Grievance Officer',
    email: 'grievance@farm.example',
    phone: '',
  },
};

describe('the footer’s seller details (issue 35)', () => {
  /** The section, once /api/site has answered (its heading and link are there before). */
  const sellerSection = async () => {
    await screen.findByRole('heading', { name: 'Pachakkuda Organic Farm' });
    return screen.getByRole('region', { name: 'Who sells' });
  };

  it('shows the legal name, address, the FSSAI licence number, the grievance officer and the Seller details link', async () => {
    renderFooter(makeSite({ seller: SELLER }));
    const section = await sellerSection();
    expect(within(section).getByText(SELLER.legal_name)).toBeInTheDocument();
    expect(within(section).getByText(SELLER.address)).toBeInTheDocument();
    expect(within(section).getByText(/FSSAI Lic\. No\./)).toHaveTextContent('FSSAI Lic. No. 11326999000135');
    expect(within(section).getByText(/Sreelekha Menon/)).toHaveTextContent(
      'Grievance officer Sreelekha Menon, grievance@farm.example',
    );
    expect(within(section).getByRole('link', { name: 'grievance@farm.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@farm.example',
    );
    expect(within(section).getByRole('link', { name: 'Seller details' })).toHaveAttribute('href', '/seller');
  });

  it('says "FSSAI Reg. No." for a registration', async () => {
    renderFooter(makeSite({ seller: { ...SELLER, fssai_kind: 'registration' } }));
    const section = await sellerSection();
    expect(within(section).getByText(/FSSAI Reg\. No\./)).toHaveTextContent('FSSAI Reg. No. 11326999000135');
    expect(within(section).queryByText(/FSSAI Lic/)).not.toBeInTheDocument();
  });

  it('shows no FSSAI label and no grievance officer where the farm has written none, but still links the details', async () => {
    renderFooter(
      makeSite({
        seller: {
          ...SELLER,
          fssai_number: '',
          grievance: { name: '', designation: '', email: '', phone: '' },
        },
      }),
    );
    const section = await sellerSection();
    expect(within(section).queryByText(/FSSAI/)).not.toBeInTheDocument();
    expect(within(section).queryByText('Grievance officer')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Seller details' })).toBeInTheDocument();
  });

  describe('on a Malayalam page', () => {
    inMalayalam();
    it('says the labels in Malayalam and marks the English details lang="en"', async () => {
      renderFooter(makeSite({ seller: SELLER }));
      await screen.findByRole('heading', { name: 'Pachakkuda Organic Farm' });
      const section = screen.getByRole('region', { name: 'വിൽക്കുന്നത് ആര്' });
      expect(within(section).getByText(SELLER.legal_name)).toHaveAttribute('lang', 'en');
      expect(within(section).getByText(/FSSAI ലൈസൻസ് നമ്പർ/)).toHaveTextContent('11326999000135');
      expect(within(section).getByRole('link', { name: 'വിൽപ്പനക്കാരന്റെ വിവരങ്ങൾ' })).toBeInTheDocument();
    });
  });
});

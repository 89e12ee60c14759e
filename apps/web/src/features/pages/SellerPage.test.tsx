import { COMPLAINT_CLOCKS } from '@farm/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/factories';
import { inMalayalam } from '../../test/language';
import { fakeFetch, renderRoute } from '../../test/render';
import { SellerPage } from './SellerPage';

const SELLER: NonNullable<ReturnType<typeof makeSite>['seller']> = {
  legal_name: 'Pachakkuda Organic Farm Producer Company',
  address: 'Kalikavu Road, Wandoor, Malappuram District, Kerala 679328',
  gstin: '32AABCP1234M1ZO',
  fssai_number: '21326999000777',
  fssai_kind: 'registration',
  care: { email: 'hello@farm.example', phone: '+91 94471 26830' },
  grievance: {
    name: 'Sreelekha Menon',
    designation: 'Grievance Officer',
    email: 'grievance@farm.example',
    phone: '+91 94471 26831',
  },
};

function renderSeller(seller: typeof SELLER) {
  fakeFetch({ 'GET /api/site': makeSite({ seller }) });
  return renderRoute(<SellerPage />);
}

/** The value beside a label in a list of facts. */
function valueOf(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('the Seller details page', () => {
  it('gives everything: legal name, address, GSTIN, FSSAI number, care, the grievance officer and the promise', async () => {
    renderSeller(SELLER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller details' })).toBeInTheDocument();
    const who = await screen.findByRole('region', { name: 'The seller' });
    expect(valueOf(who, 'Legal name')).toHaveTextContent(SELLER.legal_name);
    expect(valueOf(who, 'Registered address')).toHaveTextContent(SELLER.address);
    expect(valueOf(who, 'GSTIN')).toHaveTextContent('32AABCP1234M1ZO');
    expect(valueOf(who, 'FSSAI registration')).toHaveTextContent('FSSAI Reg. No. 21326999000777');
    const care = screen.getByRole('region', { name: 'Customer care' });
    expect(within(care).getByRole('link', { name: 'hello@farm.example' })).toHaveAttribute(
      'href',
      'mailto:hello@farm.example',
    );
    expect(within(care).getByRole('link', { name: '+91 94471 26830' })).toHaveAttribute(
      'href',
      'tel:+919447126830',
    );
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(valueOf(officer, 'Name')).toHaveTextContent('Sreelekha Menon');
    expect(valueOf(officer, 'Designation')).toHaveTextContent('Grievance Officer');
    expect(within(officer).getByRole('link', { name: 'grievance@farm.example' })).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: '+91 94471 26831' })).toBeInTheDocument();
    expect(
      within(officer).getByText(
        new RegExp(
          `within ${COMPLAINT_CLOCKS.acknowledgeHours} hours of receiving it and settle it within ${COMPLAINT_CLOCKS.settleDays} days`,
        ),
      ),
    ).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'Make a complaint' })).toHaveAttribute(
      'href',
      '/complaints/new',
    );
  });

  it('leaves out what the farm has not written: no FSSAI line, no GSTIN, no empty officer lines', async () => {
    renderSeller({
      ...SELLER,
      gstin: '',
      fssai_number: '',
      grievance: { name: '', designation: '', email: '', phone: '' },
    });
    const who = await screen.findByRole('region', { name: 'The seller' });
    expect(within(who).queryByText(/FSSAI/)).not.toBeInTheDocument();
    expect(within(who).queryByText('GSTIN')).not.toBeInTheDocument();
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(officer).queryByText('Name')).not.toBeInTheDocument();
    expect(within(officer).getByText(/write to customer care above/)).toBeInTheDocument();
  });

  describe('in Malayalam', () => {
    inMalayalam();
    it('says every label and the promise in Malayalam, the farm’s English details marked lang="en"', async () => {
      renderSeller(SELLER);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'വിൽപ്പനക്കാരന്റെ വിവരങ്ങൾ' }),
      ).toBeInTheDocument();
      const who = await screen.findByRole('region', { name: 'വിൽപ്പനക്കാരൻ' });
      expect(valueOf(who, 'നിയമപരമായ പേര്')).toHaveTextContent(SELLER.legal_name);
      expect(within(who).getByText(SELLER.legal_name)).toHaveAttribute('lang', 'en');
      expect(valueOf(who, 'FSSAI രജിസ്ട്രേഷൻ')).toHaveTextContent('FSSAI രജി. നമ്പർ 21326999000777');
      const officer = screen.getByRole('region', { name: 'പരാതി പരിഹാര ഓഫീസർ' });
      expect(
        within(officer).getByText(new RegExp(`${COMPLAINT_CLOCKS.acknowledgeHours} മണിക്കൂറിനുള്ളിൽ`)),
      ).toBeInTheDocument();
      expect(within(officer).getByRole('link', { name: 'പരാതി നൽകുക' })).toHaveAttribute(
        'href',
        '/complaints/new',
      );
    });
  });
});

import { SITE_MESSAGES, type ShopSettingsResponse } from '@farm/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render';
import { SettingsPage } from './SettingsPage';

const shop: ShopSettingsResponse['shop'] = {
  name: 'Pachakkuda Organic Farm',
  tagline: 'We plant with the rains.',
  name_mal: '',
  tagline_mal: '',
  legal_name: 'Pachakkuda Organic Farm Producer Company',
  gstin: '32AABCP1234M1ZO',
  contact_email: 'hello@farm.example',
  orders_email: 'orders@farm.example',
  phone_primary: '+91 94471 26830',
  phone_secondary: '',
  whatsapp_number: '9447126830',
  website: '',
  farm_address: 'Kalikavu Road, Wandoor, Kerala 679328',
  outlet_address: '',
  farm_address_mal: '',
  outlet_address_mal: '',
  invoice_address: 'Kalikavu Road, Wandoor, Kerala 679328',
  youtube_url: '',
  instagram_url: '',
  facebook_url: '',
  fssai_number: '',
  fssai_kind: 'registration',
  grievance_name: '',
  grievance_designation: '',
  grievance_email: '',
  grievance_phone: '',
};

const settings: ShopSettingsResponse = {
  shop,
  going_live: { missing: ['fssai_number', 'grievance_name'], orders_refused: false },
  cod_enabled: false,
  lot_pages_indexed: false,
  payments: { gateway: 'sandbox', mode: 'sandbox', live: false },
  updated_at: '2026-11-27T10:00:00.000Z',
};

function renderSettings() {
  return renderConsole(<SettingsPage />, {
    role: 'owner',
    path: '/settings',
    api: {
      'GET /api/admin/settings': settings,
      'PUT /api/admin/settings/shop': (_url: URL, body: unknown) => ({
        ...settings,
        shop: body,
        going_live: { missing: [], orders_refused: false },
        message: 'Saved. The shop shows it within a second.',
      }),
      'GET /api/admin/settings/stock': { hold_minutes: 30, low_stock_threshold: 5 },
      'PUT /api/admin/settings/lot-pages': (_url: URL, body: unknown) => ({
        ...settings,
        lot_pages_indexed: (body as { indexed: boolean }).indexed,
        message: 'Saved. The shop shows it within a second.',
      }),
    },
  });
}

describe('lot pages and search engines (issue 38)', () => {
  it('sends the owner’s choice and says what it means', async () => {
    const { changes } = await renderSettings();
    const toggle = await screen.findByRole('switch', { name: 'Let search engines index lot pages' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText(/Search engines may now index the lot pages\./)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(changes()).toContainEqual(expect.objectContaining({ body: { indexed: true } }));
  });
});

describe('the seller’s details in the settings (issue 35)', () => {
  it('refuses an FSSAI number that is not 14 digits, in words beside it, and sends nothing', async () => {
    const { changes } = await renderSettings();
    const fssai = await screen.findByLabelText('FSSAI number');
    await userEvent.type(fssai, '1132699900013');
    await userEvent.click(screen.getByRole('button', { name: 'Save the shop details' }));
    expect(await screen.findByText(SITE_MESSAGES.fssaiInvalid)).toBeInTheDocument();
    expect(fssai).toHaveAttribute('aria-invalid', 'true');
    expect(changes()).toEqual([]);
  });

  it('sends the FSSAI number, its kind and the grievance officer with the rest', async () => {
    const { changes } = await renderSettings();
    await userEvent.type(await screen.findByLabelText('FSSAI number'), '11326999000135');
    await userEvent.selectOptions(screen.getByLabelText('The FSSAI number is a'), 'licence');
    await userEvent.type(screen.getByLabelText('Grievance officer’s name'), 'Sreelekha Menon');
    await userEvent.type(screen.getByLabelText('Grievance officer’s designation'), 'Grievance Officer');
    await userEvent.type(screen.getByLabelText('Grievance officer’s e-mail'), 'grievance@farm.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save the shop details' }));
    expect(await screen.findByText('Saved. The shop shows it within a second.')).toBeInTheDocument();
    expect(changes()).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          fssai_number: '11326999000135',
          fssai_kind: 'licence',
          grievance_name: 'Sreelekha Menon',
          grievance_designation: 'Grievance Officer',
          grievance_email: 'grievance@farm.example',
          grievance_phone: '',
          legal_name: shop.legal_name,
        }),
      }),
    ]);
  });
});

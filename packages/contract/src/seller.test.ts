import { describe, expect, it } from 'vitest';
import {
  SELLER_DETAILS,
  SITE_MESSAGES,
  missingSellerDetails,
  refusesOrders,
  sellerDetailsInWords,
  shopSettingsBody,
  type Seller,
} from './index.js';

const complete: Seller = {
  legal_name: 'Green Acres Farm Producer Company',
  address: 'Kalikavu Road, Wandoor, Kerala 679328',
  gstin: '',
  fssai_number: '11326999000135',
  fssai_kind: 'licence',
  care: { email: 'hello@farm.example', phone: '+91 94471 26830' },
  grievance: { name: 'Asha', designation: 'Grievance Officer', email: 'grievance@farm.example', phone: '' },
};

describe('missingSellerDetails', () => {
  it('finds nothing missing in a complete seller; GSTIN and the officer’s phone are not conditions', () => {
    expect(missingSellerDetails(complete)).toEqual([]);
  });

  it('names each empty or blank detail, in the form’s order', () => {
    const empty: Seller = {
      ...complete,
      legal_name: ' ',
      address: '',
      fssai_number: '',
      care: { email: '', phone: '' },
      grievance: { name: '', designation: '', email: '', phone: '' },
    };
    expect(missingSellerDetails(empty)).toEqual([...SELLER_DETAILS]);
    expect(
      missingSellerDetails({ ...complete, grievance: { ...complete.grievance, designation: '' } }),
    ).toEqual(['grievance_designation']);
  });
});

describe('refusesOrders', () => {
  it('refuses only a real shop taking live payments with something missing', () => {
    expect(refusesOrders(['fssai_number'], { production: true, mode: 'live' })).toBe(true);
    expect(refusesOrders([], { production: true, mode: 'live' })).toBe(false);
    expect(refusesOrders(['fssai_number'], { production: true, mode: 'test' })).toBe(false);
    expect(refusesOrders(['fssai_number'], { production: false, mode: 'live' })).toBe(false);
  });
});

describe('the words', () => {
  it('names one, two or more details as a sentence does', () => {
    expect(sellerDetailsInWords(['fssai_number'])).toBe('FSSAI number');
    expect(sellerDetailsInWords(['legal_name', 'fssai_number'])).toBe('legal name and FSSAI number');
    expect(SITE_MESSAGES.notOpen(['address', 'fssai_number', 'grievance_email'])).toContain(
      'its registered address, FSSAI number and grievance officer’s e-mail are missing. Fill them in',
    );
    expect(SITE_MESSAGES.notOpen(['fssai_number'])).toContain('its FSSAI number is missing. Fill it in');
  });
});

describe('the FSSAI number in the settings', () => {
  const base = {
    name: 'Farm',
    tagline: '',
    legal_name: '',
    gstin: '',
    contact_email: 'hello@farm.example',
    orders_email: 'orders@farm.example',
    phone_primary: '9447126830',
    phone_secondary: '',
    whatsapp_number: '',
    website: '',
    farm_address: '',
    outlet_address: '',
    invoice_address: '',
    youtube_url: '',
    instagram_url: '',
    facebook_url: '',
  };
  it('takes 14 digits or nothing, and refuses anything else in words', () => {
    expect(shopSettingsBody.parse({ ...base, fssai_number: '11326999000135' }).fssai_number).toBe(
      '11326999000135',
    );
    expect(shopSettingsBody.parse(base)).toMatchObject({ fssai_number: '', fssai_kind: 'registration' });
    for (const wrong of ['1132699900013', '113269990001355', '1132699900013O']) {
      const result = shopSettingsBody.safeParse({ ...base, fssai_number: wrong });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(SITE_MESSAGES.fssaiInvalid);
    }
  });
});

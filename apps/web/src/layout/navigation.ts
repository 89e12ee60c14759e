import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A menu link: its words go through the catalogue (i18n._(link.label) where drawn), its path stays English. */
export interface NavigationLink {
  label: MessageDescriptor;
  to: string;
}

/** The Farm Activities menu; the group links keep the header's spelling of section 2. */
export const FARM_LINKS: readonly NavigationLink[] = [
  { label: msg`About Us`, to: '/aboutus' },
  { label: msg`Best Yields Plants`, to: '/mostharvestfromfarm' },
  { label: msg`Extra Harvest`, to: '/extraharvestfromfarm' },
  { label: msg`Fruits`, to: '/extraharvestfromfarm/Fruits' },
  { label: msg`Herbs`, to: '/extraharvestfromfarm/Herbs' },
  { label: msg`Vegetables`, to: '/extraharvestfromfarm/Vegetables' },
  { label: msg`Animal care and maintenance`, to: '/extraharvestfromfarm/Animal care and maintenance' },
  { label: msg`Ornamental Plants`, to: '/extraharvestfromfarm/Ornamental Plants' },
  { label: msg`Garden Plants`, to: '/extraharvestfromfarm/Garden Plants' },
  { label: msg`Aquatic Plants`, to: '/extraharvestfromfarm/Aquatic Plants' },
];

export const POLICY_LINKS: readonly NavigationLink[] = [
  { label: msg`Privacy Notice`, to: '/privacy-policy' },
  { label: msg`Terms and Conditions`, to: '/terms-and-conditions' },
  { label: msg`Shipping Policy`, to: '/shipping-policy' },
  { label: msg`Return and Cancellation Policy`, to: '/refund-cancellation-policy' },
];

export const SERVICES: readonly MessageDescriptor[] = [
  msg`Culturing Organic products`,
  msg`Produce Value Added Products`,
  msg`Selling Through the product’s Food Outlet`,
  msg`Online Selling`,
];

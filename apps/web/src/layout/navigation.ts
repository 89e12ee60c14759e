/** The Farm Activities menu; the group links keep the header's spelling of section 2. */
export const FARM_LINKS = [
  { label: 'About Us', to: '/aboutus' },
  { label: 'Best Yields Plants', to: '/mostharvestfromfarm' },
  { label: 'Extra Harvest', to: '/extraharvestfromfarm' },
  ...[
    'Fruits',
    'Herbs',
    'Vegetables',
    'Animal care and maintenance',
    'Ornamental Plants',
    'Garden Plants',
    'Aquatic Plants',
  ].map((type) => ({ label: type, to: `/extraharvestfromfarm/${type}` })),
] as const;

export const POLICY_LINKS = [
  { label: 'Privacy Notice', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Return and Cancellation Policy', to: '/refund-cancellation-policy' },
] as const;

export const SERVICES = [
  'Culturing Organic products',
  'Produce Value Added Products',
  'Selling Through the product’s Food Outlet',
  'Online Selling',
] as const;

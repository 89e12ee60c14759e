import happyCustomer from './images/happy-customer.svg';
import highQuality from './images/high-quality.svg';
import organic from './images/organic.svg';
import varieties from './images/varieties.svg';

/** Section 2 and 9: the four fixed feature cards under the certificates, in the spec's words. */
export const FEATURE_CARDS = [
  { title: 'Organic', description: 'certified organic farming practices', image: organic },
  { title: 'High Quality', description: 'premium quality produce from our farm', image: highQuality },
  { title: 'Happy Customer', description: 'trusted by our valued customers', image: happyCustomer },
  { title: '50+ Varieties', description: 'wide variety of fresh farm produce', image: varieties },
] as const;

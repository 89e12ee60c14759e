import { msg } from '@lingui/core/macro';
import happyCustomer from './images/happy-customer.svg';
import highQuality from './images/high-quality.svg';
import organic from './images/organic.svg';
import varieties from './images/varieties.svg';

/** Section 2 and 9: the four fixed feature cards under the certificates, in the spec's words. */
export const FEATURE_CARDS = [
  { title: msg`Organic`, description: msg`certified organic farming practices`, image: organic },
  { title: msg`High Quality`, description: msg`premium quality produce from our farm`, image: highQuality },
  { title: msg`Happy Customer`, description: msg`trusted by our valued customers`, image: happyCustomer },
  { title: msg`50+ Varieties`, description: msg`wide variety of fresh farm produce`, image: varieties },
] as const;

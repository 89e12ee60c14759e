/**
 * The public lot page a jar's QR opens (issue 38 item 3): its address and its words, without zod, so the storefront's
 * lot page imports this file alone (`@farm/contract/lot-page-words`); lot-page.ts exports them with its schema. The
 * English words are the ids of the storefront's contract catalogue, which holds their Malayalam.
 */
import { pathInLanguage, type Language } from './languages.js';
import { storefrontPaths } from './routes.js';

/** The lot page's path in a language: `/lot/<code>` in English, `/ml/lot/<code>` in Malayalam. */
export function lotPagePath(code: string, language: Language = 'en'): string {
  return pathInLanguage(storefrontPaths.lot(code), language);
}

/**
 * The lot page's full public address, as the QR on a jar carries it: the plain (English) address, which a browser
 * whose visitor chose Malayalam is sent on from to the /ml page (the server reads the language cookie).
 */
export function lotPageUrl(shopOrigin: string, code: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}${lotPagePath(code)}`;
}

export const LOT_PAGE_MESSAGES = {
  notFound:
    'We could not find a lot with this code. Check the code printed beside the QR on the jar, or write to the farm.',
  recalled: 'This lot has been recalled.',
  recalledAdvice:
    'Please do not eat or use it. Write to or call the farm: we will refund or replace it, and tell you what we found.',
  notSold: 'This product is not on sale just now.',
} as const;

/** What was done on the processing date, as the lot page says it ("Pressed on 14 January 2027"). */
export const LOT_PAGE_PROCESS_LABELS = {
  pressing: 'Pressed',
  drying: 'Dried',
  roasting: 'Roasted',
  grinding: 'Ground',
  bottling: 'Bottled',
  packing: 'Packed',
} as const;

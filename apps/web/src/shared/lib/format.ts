import type { Order } from '@farm/contract';
import { stateName } from '@farm/contract/constants';
import { t } from '@lingui/core/macro';
import { currentLanguage, intlLocale } from '../i18n/language';

/**
 * An order's date as Indians write it (e.g. 21 Nov 2026), in India's time zone and in the page's language, in the
 * order that language writes a date (2026 നവം 21 in Malayalam).
 */
export function formatIndianDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** The postal part of an address, as an order keeps it (a saved address has the same fields, and more). */
type PostalAddress = Order['address'];

/**
 * An address as lines for a label: name, street, landmark, city and PIN, state and country, the state and country
 * named in the page's language (the server's answer names the state in English).
 */
export function addressLines(address: PostalAddress): string[] {
  const state = stateName(address.state_id, currentLanguage()) || address.state;
  const india = t`India`;
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.address,
    address.landmark ?? '',
    `${address.city} – ${address.pincode}`,
    `${state}, ${india}`,
  ].filter(Boolean);
}

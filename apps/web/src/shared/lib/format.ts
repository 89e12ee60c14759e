import type { Order } from '@farm/contract';
import { intlLocale } from '../i18n/language';

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

/** An address as lines for a label: name, street, landmark, city and PIN, state and country. */
export function addressLines(address: PostalAddress): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.address,
    address.landmark ?? '',
    `${address.city} – ${address.pincode}`,
    `${address.state}, India`,
  ].filter(Boolean);
}

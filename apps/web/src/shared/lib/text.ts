import { formatRupees as writeRupees, type Rupees } from '@farm/contract/money';
import { storefrontPaths } from '@farm/contract/routes';
import { currentLanguage } from '../i18n/language';

/** Cuts text at `max` characters (at a word boundary when one is near) and marks the cut with an ellipsis. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Rupees as the shop shows them, in the page's language: the contract's one formatter (₹ with Indian digit grouping,
 * paise only when there are some), given the language the page is in.
 */
export function formatRupees(amount: Rupees): string {
  return writeRupees(amount, currentLanguage());
}

/** `/product/{slug}-{id}`: the id is the last dash-separated part (the contract's link, as the sitemap writes it). */
export const productPath = storefrontPaths.product;

export function idFromSlug(slug: string | undefined): number | undefined {
  const last = slug?.split('-').at(-1);
  const id = last && /^\d{1,10}$/.test(last) ? Number(last) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

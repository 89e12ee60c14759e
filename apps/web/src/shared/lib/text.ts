import { intlLocale } from '../i18n/language';

/** Cuts text at `max` characters (at a word boundary when one is near) and marks the cut with an ellipsis. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Rupees as the shop shows them: ₹ with Indian digit grouping, paise only when there are some; in the page's
 * language (its digits are Western in Malayalam too).
 */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString(intlLocale(), { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** `/product/{slug}-{id}`: the id is the last dash-separated part. */
export function productPath(product: { id: number; product_slug: string }): string {
  return `/product/${product.product_slug}-${product.id}`;
}

export function idFromSlug(slug: string | undefined): number | undefined {
  const last = slug?.split('-').at(-1);
  const id = last && /^\d{1,10}$/.test(last) ? Number(last) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

// Pre-orders in the storefront (issue 37, docs/domain.md "Pre-orders"): the dates as the shopper reads them, and the
// cart as it splits into ready goods and pre-orders. No React and no texts here, so the product page, the cart, the
// checkout and the orders share it without pulling each other's code into their chunks.
import type { CartItem, SizePreorder } from '@farm/contract';
import { intlLocale } from '../i18n/language';

/** The farm's time zone: a pre-order's days are Kerala days, whatever the shopper's clock says. */
const FARM_TIME_ZONE = 'Asia/Kolkata';

/** A Kerala day (YYYY-MM-DD) as an instant inside it (noon, so no offset can move it to the next or last day). */
const keralaDay = (day: string) => new Date(`${day}T12:00:00+05:30`);

const dayAndMonth = () =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', timeZone: FARM_TIME_ZONE });

/**
 * A dispatch window in the page's language: "12–18 January", "28 January – 3 February" (ജനുവരി 12 – 18 in Malayalam),
 * one day when both ends are the same. A malformed day is shown as it came rather than as "Invalid Date".
 */
export function formatWindow(from: string, to: string): string {
  const start = keralaDay(from);
  const end = keralaDay(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return end <= start ? dayAndMonth().format(start) : dayAndMonth().formatRange(start, end);
}

/**
 * The last day to order, from the closing time: a pre-order closing at midnight closes at the end of the day before
 * ("Order by 31 December" for 1 January 00:00 in Kerala), which is how a shopper reads it.
 */
export function formatLastDay(closesAt: string): string {
  const closes = new Date(closesAt);
  if (Number.isNaN(closes.getTime())) return closesAt;
  return dayAndMonth().format(new Date(closes.getTime() - 1));
}

/** A line's window as one key, to group lines sent together. */
const windowKey = (preorder: Pick<SizePreorder, 'dispatch_from' | 'dispatch_to'>) =>
  `${preorder.dispatch_from}/${preorder.dispatch_to}`;

export interface PreorderGroup {
  key: string;
  dispatch_from: string;
  dispatch_to: string;
  lines: CartItem[];
}

/**
 * The cart as it will be sent: the ready goods, and the pre-order lines by dispatch window (earliest first), each
 * group in the cart's own order.
 */
export function groupCart(items: CartItem[]): { ready: CartItem[]; preorders: PreorderGroup[] } {
  const ready: CartItem[] = [];
  const groups = new Map<string, PreorderGroup>();
  for (const line of items) {
    if (!line.preorder) {
      ready.push(line);
      continue;
    }
    const key = windowKey(line.preorder);
    const group = groups.get(key) ?? {
      key,
      dispatch_from: line.preorder.dispatch_from,
      dispatch_to: line.preorder.dispatch_to,
      lines: [],
    };
    group.lines.push(line);
    groups.set(key, group);
  }
  const preorders = [...groups.values()].sort(
    (a, b) => a.dispatch_from.localeCompare(b.dispatch_from) || a.dispatch_to.localeCompare(b.dispatch_to),
  );
  return { ready, preorders };
}

/** What checkout must ask: nothing (ready goods only), nothing but the date (pre-orders only), or a plan (both). */
export type CartMix = 'ready' | 'preorders' | 'mixed';

export function cartMix(items: Pick<CartItem, 'preorder'>[]): CartMix {
  const preorders = items.filter((line) => line.preorder).length;
  if (preorders === 0) return 'ready';
  return preorders === items.length ? 'preorders' : 'mixed';
}

/**
 * The window the later parcel goes in: the latest of the cart's pre-orders (the parcel waits for its harvest, as the
 * server's `later` parcel does); null without pre-orders.
 */
export function laterWindow(items: Pick<CartItem, 'preorder'>[]): { from: string; to: string } | null {
  let latest: SizePreorder | null = null;
  for (const { preorder } of items) {
    const later =
      latest &&
      preorder &&
      (preorder.dispatch_to > latest.dispatch_to ||
        (preorder.dispatch_to === latest.dispatch_to && preorder.dispatch_from > latest.dispatch_from));
    if (preorder && (!latest || later)) latest = preorder;
  }
  return latest ? { from: latest.dispatch_from, to: latest.dispatch_to } : null;
}

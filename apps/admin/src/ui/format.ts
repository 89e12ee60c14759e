import { formatRupees, type Rupees } from '@farm/contract/money';
import {
  ORDER_NEXT_STEP,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STEP_WORDS,
  ORDER_WAITING_WORDS,
  WAITING_STATUSES,
  type OrderStatus,
  type StepStatus,
} from '@farm/contract/order-life';

/**
 * An amount as the console's figures show it: through the contract's one formatter, always with two paise digits
 * (₹1,250.00), so a column of amounts lines up.
 */
export const rupees = (amount: Rupees) => formatRupees(amount, 'en', { paise: 'always' });

export const shopDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The desk's tabs, one per status in the order's life: what waits on the farm in the words of the packing shed
 * ("To accept"), the rest by the status's own label. A shipped order is with the courier, no longer the farm's to
 * act on, so its tab keeps the word "Shipped" (the dashboard's tile says "On the way").
 */
const TAB_WORDS: Record<OrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  ...ORDER_WAITING_WORDS,
  Shipped: ORDER_STATUS_LABELS.Shipped,
};
export const STATUS_TABS: readonly { status: OrderStatus; label: string }[] = ORDER_STATUSES.map(
  (status) => ({
    status,
    label: TAB_WORDS[status],
  }),
);

/** The dashboard's tiles: each status an order waits on the farm in, in the packing shed's words. */
export const WAITING_TILES = WAITING_STATUSES.map((status) => ({
  status,
  label: ORDER_WAITING_WORDS[status],
}));

/** The next step of an order, as the button that takes it says it (none once the order's life has ended). */
export function nextStep(status: OrderStatus): { to: StepStatus; label: string } | undefined {
  const to = ORDER_NEXT_STEP[status];
  return to ? { to, label: ORDER_STEP_WORDS[to] } : undefined;
}

/** A calendar date (ISO, "2027-01-12") as the console writes it: 12 Jan 2027. */
export const shopDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

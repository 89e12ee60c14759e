// Pre-orders against a harvest (issue 37), the console's side: opening one, closing it, recording the harvest, and the
// packing list per dispatch window. The storefront's shapes are in preorders.ts; the rules are the preorders module's
// (apps/server/src/modules/preorders) and docs/domain.md "Pre-orders".
import { z } from 'zod';
import { text } from './common.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "12–18 January", "28 December – 3 January" (days in Kerala, YYYY-MM-DD, both included). */
export function dispatchWindowText(from: string, to: string): string {
  const [, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (from === to) return `${td} ${MONTHS[tm - 1]}`;
  if (fm === tm) return `${fd}–${td} ${MONTHS[tm - 1]}`;
  return `${fd} ${MONTHS[fm - 1]} – ${td} ${MONTHS[tm - 1]}`;
}

export const PREORDER_MESSAGES = {
  dateInvalid: 'Use a date like 2027-01-12.',
  expectedMin: 'Expect at least 1 unit.',
  windowReversed: 'The dispatch window must end on or after the day it starts.',
  closesAfterDispatch: 'Close the pre-order before its dispatch window starts.',
  closesPast: 'Choose a closing date that is still to come.',
  sizeUnknown: 'Choose a size of a product.',
  alreadyOpen: 'This size already has a pre-order whose harvest is not recorded: record it first.',
  notFound: 'No such pre-order.',
  harvested: 'The harvest of this pre-order is recorded already.',
  alreadyClosed: 'This pre-order is closed already.',
  opened: 'Pre-order opened: the size now sells from it, not from the shelf.',
  closedNow: 'Pre-order closed: it takes no more orders.',
  actualMin: 'Enter the real yield: 0 or more units.',
  codRefused:
    'Pre-orders are paid when ordered: choose to pay online, or remove the pre-order from your cart to pay on delivery.',
  /** The desk may not pack or ship an order while a pre-order line of it waits for its harvest. */
  waitingForHarvest: (lines: readonly { name: string; from: string; to: string }[]) =>
    `Waiting for the harvest: ${lines.map((l) => `${l.name}, ships ${dispatchWindowText(l.from, l.to)}`).join('; ')}.`,
  firstParcelOnlySplit: 'Only an order sent in two parcels has a first parcel.',
  firstParcelSent: 'First parcel sent.',
  firstParcelAlready: 'The first parcel of this order has been sent already.',
  firstParcelNothing: 'This order has no ready goods to send first.',
  firstParcelNotAccepted: 'Accept the order before sending its first parcel.',
  firstParcelCancelled: 'This order is cancelled: nothing is sent.',
  firstParcelShipped: 'This order has left the farm already.',
  harvestRecorded: (refundedUnits: number, orders: number, leftOver: number) =>
    refundedUnits > 0
      ? `Harvest recorded: ${refundedUnits} unit${refundedUnits === 1 ? '' : 's'} refunded from ${orders} order${orders === 1 ? '' : 's'}; the rest are ready to pack.`
      : leftOver > 0
        ? `Harvest recorded: every order is ready to pack, and ${leftOver} unit${leftOver === 1 ? ' is' : 's are'} left over.`
        : 'Harvest recorded: every order is ready to pack.',
} as const;

/** The reason a short harvest's refund gives, in the order's language (it is the customer's message's reason). */
export const SHORT_HARVEST_REASON = {
  en: 'The harvest was smaller than expected',
  ml: 'പ്രതീക്ഷിച്ചതിലും കുറവായിരുന്നു വിളവ്',
} as const;

const isoDate = text({ error: PREORDER_MESSAGES.dateInvalid }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  PREORDER_MESSAGES.dateInvalid,
);

/** Opening a pre-order: a size, the expected yield, the dispatch window and the last day it takes orders. */
export const openPreorderBody = z
  .object({
    product_size_id: z
      .number({ error: PREORDER_MESSAGES.sizeUnknown })
      .int()
      .positive(PREORDER_MESSAGES.sizeUnknown),
    expected_quantity: z
      .number({ error: PREORDER_MESSAGES.expectedMin })
      .int(PREORDER_MESSAGES.expectedMin)
      .min(1, PREORDER_MESSAGES.expectedMin)
      .max(1_000_000, PREORDER_MESSAGES.expectedMin),
    dispatch_from: isoDate,
    dispatch_to: isoDate,
    /** The last day it takes orders (through the end of that day in Kerala). */
    closes_on: isoDate,
    note: text().trim().max(300, 'Use at most 300 characters.').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.dispatch_to < body.dispatch_from)
      ctx.addIssue({ code: 'custom', path: ['dispatch_to'], message: PREORDER_MESSAGES.windowReversed });
    if (body.closes_on >= body.dispatch_from)
      ctx.addIssue({ code: 'custom', path: ['closes_on'], message: PREORDER_MESSAGES.closesAfterDispatch });
  });
export type OpenPreorderBody = z.infer<typeof openPreorderBody>;

export const PREORDER_STATES = ['open', 'sold_out', 'closed', 'harvested'] as const;

/** A pre-order as the console lists it. */
export const preorderView = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_size_id: z.number().int(),
  size: z.string(),
  expected: z.number().int(),
  sold: z.number().int(),
  /** Units held by payments under way now. */
  held: z.number().int(),
  /** What can still be pre-ordered (0 unless open). */
  left: z.number().int(),
  /** Units sold in orders not yet shipped (nor cancelled), less those refunded. */
  waiting: z.number().int(),
  dispatch_from: z.string(),
  dispatch_to: z.string(),
  closes_at: z.string(),
  closed_at: z.string().nullable(),
  actual: z.number().int().nullable(),
  harvested_at: z.string().nullable(),
  note: z.string(),
  state: z.enum(PREORDER_STATES),
  /** What the shelf has of the size (null: not counted): it does not sell while the pre-order is open. */
  shelf: z.number().int().nullable(),
});
export type PreorderView = z.infer<typeof preorderView>;

export const preorderListResponse = z.object({ preorders: z.array(preorderView) });
export const preorderAnswer = z.object({ preorder: preorderView, message: z.string() });

export const harvestBody = z.object({
  actual_quantity: z
    .number({ error: PREORDER_MESSAGES.actualMin })
    .int(PREORDER_MESSAGES.actualMin)
    .min(0, PREORDER_MESSAGES.actualMin)
    .max(1_000_000, PREORDER_MESSAGES.actualMin),
});
export type HarvestBody = z.infer<typeof harvestBody>;

/** What recording this yield would do (the confirm dialog), or did. */
export const harvestOutcome = z.object({
  /** Net units sold: in paid, not cancelled orders, less refunded units. */
  sold: z.number().int(),
  refund_units: z.number().int(),
  refund_orders: z.number().int(),
  left_over: z.number().int(),
});
export type HarvestOutcome = z.infer<typeof harvestOutcome>;
export const harvestAnswer = z.object({
  preorder: preorderView,
  outcome: harvestOutcome,
  message: z.string(),
});

/** The packing list of one dispatch window: the orders with their pre-order lines. */
export const packingWindow = z.object({
  dispatch_from: z.string(),
  dispatch_to: z.string(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      status: z.string(),
      name: z.string(),
      city: z.string(),
      pincode: z.string(),
      lines: z.array(z.object({ product_name: z.string(), size: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export const packingListResponse = z.object({ windows: z.array(packingWindow) });
export type PackingWindow = z.infer<typeof packingWindow>;

/** "First parcel sent" of an order sent in two parcels: the ready goods' courier and tracking number. */
export const firstParcelBody = z.object({
  courier: text().trim().min(1, 'Name the courier.').max(100, 'Use at most 100 characters.'),
  tracking_number: text().trim().min(1, 'Enter the tracking number.').max(100, 'Use at most 100 characters.'),
});
export type FirstParcelBody = z.infer<typeof firstParcelBody>;

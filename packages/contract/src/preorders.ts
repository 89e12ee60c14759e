// Pre-orders against a harvest (issue 37): the shapes the storefront and the server share. The rules are the preorders
// module's (apps/server/src/modules/preorders) and docs/domain.md "Pre-orders".
import { z } from 'zod';
import { rupees } from './common.js';

/**
 * A cart mixing pre-order and ready goods is sent as the shopper chooses at checkout: `together`, one parcel once the
 * harvest is in (one shipping charge for the whole weight), or `split`, the ready goods now and the pre-order later
 * (each parcel's shipping charged for its own weight).
 */
export const DELIVERY_PLANS = ['together', 'split'] as const;
export type DeliveryPlan = (typeof DELIVERY_PLANS)[number];

/** A size's open pre-order as the storefront shows it; absent or null when the size sells from the shelf. */
export const sizePreorder = z.object({
  id: z.number().int(),
  /** The dispatch window, days in Kerala (YYYY-MM-DD), both included: "ships 12–18 January". */
  dispatch_from: z.string(),
  dispatch_to: z.string(),
  /** When it stops taking orders (ISO time). */
  closes_at: z.string(),
  /** How many can still be pre-ordered now (the expected quantity less what is sold and held). */
  left: z.number().int(),
});
export type SizePreorder = z.infer<typeof sizePreorder>;

/** Said when a cart mixing pre-order and ready goods comes without a plan, or with one that is not known. */
export const DELIVERY_PLAN_MESSAGE =
  'Choose how to send the pre-order and the ready goods: together later, or in two parcels.';

export const deliveryPlan = z.enum(DELIVERY_PLANS, { error: DELIVERY_PLAN_MESSAGE });

/** A parcel of a cart mixing pre-order and ready goods, as calculate-shipping prices it for the chosen plan. */
export const parcel = z.object({
  /** `now`: the ready goods, sent as soon as the farm packs them; `later`: sent in the dispatch window. */
  when: z.enum(['now', 'later']),
  weight: z.number().int(),
  shipping_charge: rupees,
  /** For `later`: the window of the latest pre-order in it (days in Kerala, YYYY-MM-DD); null for `now`. */
  dispatch_from: z.string().nullable(),
  dispatch_to: z.string().nullable(),
});
export type Parcel = z.infer<typeof parcel>;

/** An order line sold from a pre-order: its window, and whether its harvest is in (then it is ready to pack). */
export const orderLinePreorder = z.object({
  id: z.number().int(),
  dispatch_from: z.string(),
  dispatch_to: z.string(),
  harvested: z.boolean(),
});

/**
 * The note of the order event that records "First parcel sent" of a split order: the status does not change (from =
 * to), the event carries the ready goods' courier and tracking number. The order remembers its first parcel by it.
 */
export const FIRST_PARCEL_NOTE = 'First parcel sent';

/** Whether an order event is the first parcel's (and not a move of the order's status). */
export function isFirstParcelEvent(event: { from: string; to: string; note: string | null }): boolean {
  return event.from === event.to && event.note === FIRST_PARCEL_NOTE;
}

/** The ready goods of a split order, sent ahead of its pre-order lines: the courier, tracking number and when. */
export const firstParcel = z.object({
  courier: z.string(),
  tracking_number: z.string(),
  at: z.string(),
});
export type FirstParcel = z.infer<typeof firstParcel>;

/** An order's first parcel from its history (contract orderEvent shape), or null when none was sent. */
export function firstParcelOf(
  events: readonly {
    from: string;
    to: string;
    note: string | null;
    courier: string | null;
    tracking_number: string | null;
    at: string;
  }[],
): FirstParcel | null {
  const event = events.find(isFirstParcelEvent);
  return event
    ? { courier: event.courier ?? '', tracking_number: event.tracking_number ?? '', at: event.at }
    : null;
}

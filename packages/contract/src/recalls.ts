// Recalls (issue 38 item 4; docs/domain.md "Recalls"; FSS Food Recall Procedure Regulations 2017): the console finds
// every order that got a lot, or the lots of a product made within a range of days, exports them, and recalls the
// lots: they are blocked from packing and selling, what is left of them on the shelf is written off, and every
// customer who got them is written to in their order's language. The rules are the recalls module's
// (apps/server/src/modules/recalls) and flows/recall.ts.
import { z } from 'zod';
import { text } from './common.js';
import { lotCode } from './lots.js';
import { ORDER_STATUSES } from './order-life.js';
import { LANGUAGES } from './languages.js';

export const RECALL_LIMITS = {
  /** Lots in one search or one recall. */
  lots: 50,
  /** A date range's longest span, in days (a season's lots, not the farm's whole history). */
  rangeDays: 366,
  reasonMin: 10,
  reasonMax: 600,
  /** Past recalls the console lists. */
  listed: 50,
} as const;

export const RECALL_MESSAGES = {
  lotsRequired: 'Type the code of at least one lot, like CO-2611-A.',
  tooManyLots: `Recall at most ${RECALL_LIMITS.lots} lots at a time.`,
  lotUnknown: (code: string) => `There is no lot with the code ${code}.`,
  lotsUnknown: 'Some of these lots no longer exist: search again.',
  productRequired: 'Choose the product whose lots to find.',
  dateInvalid: 'Use a date like 2027-01-12.',
  rangeReversed: 'The range must end on or after the day it starts.',
  rangeTooLong: `Choose a range of at most ${RECALL_LIMITS.rangeDays} days.`,
  noLotsInRange: 'No lot of this product was made in that range.',
  reasonRequired: `Say why the lots are recalled, in at least ${RECALL_LIMITS.reasonMin} characters: the customers read it.`,
  reasonTooLong: `Keep the reason within ${RECALL_LIMITS.reasonMax} characters.`,
  confirmRequired: 'Confirm that you mean to recall these lots.',
  alreadyRecalled: (code: string, recallId: number) =>
    `Lot ${code} was recalled already (recall #${recallId}): it is blocked, and its customers were told.`,
  recalled: (lots: number, customers: number) =>
    `Recall started: ${lots} lot${lots === 1 ? '' : 's'} blocked, ${customers} customer${customers === 1 ? '' : 's'} written to.`,
  notFound: 'No such recall.',
} as const;

const isoDate = text({ error: RECALL_MESSAGES.dateInvalid }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  RECALL_MESSAGES.dateInvalid,
);

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Which lots a recall is about: by their codes, or every lot of a product (or of one of its sizes) made within a
 * range of days. A lot's day is the day it was made: its processing date, else its harvest date, else the day it was
 * received (the contract's `madeOn`, the day its shelf life starts), because that is what a fault at the press or the
 * drier is traced to.
 */
export const recallSearchBody = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('lots'),
    codes: z
      .array(lotCode, { error: RECALL_MESSAGES.lotsRequired })
      .min(1, RECALL_MESSAGES.lotsRequired)
      .max(RECALL_LIMITS.lots, RECALL_MESSAGES.tooManyLots),
  }),
  z
    .object({
      by: z.literal('range'),
      product_id: z.number({ error: RECALL_MESSAGES.productRequired }).int().positive(),
      /** One size of it; null: every size. */
      product_size_id: z.number().int().positive().nullable().default(null),
      from: isoDate,
      to: isoDate,
    })
    .superRefine((range, ctx) => {
      const days = dayNumber(range.to) - dayNumber(range.from);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: RECALL_MESSAGES.rangeReversed });
      else if (days >= RECALL_LIMITS.rangeDays)
        ctx.addIssue({ code: 'custom', path: ['to'], message: RECALL_MESSAGES.rangeTooLong });
    }),
]);
export type RecallSearchBody = z.infer<typeof recallSearchBody>;

/** The codes a person typed, one box: split at commas, spaces and line breaks, empty pieces left out. */
export function lotCodesOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).filter((code) => code !== ''))];
}

const lotIdList = z
  .array(z.number().int().positive(), { error: RECALL_MESSAGES.lotsRequired })
  .min(1, RECALL_MESSAGES.lotsRequired)
  .max(RECALL_LIMITS.lots, RECALL_MESSAGES.tooManyLots);

/** GET /api/admin/recalls/export: the orders of these lots (the ids a search answered) as a spreadsheet. */
export const recallExportQuery = z.object({
  lot_ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .filter((part) => part !== '')
            .map(Number)
        : value,
    lotIdList,
  ),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
export type RecallExportQuery = z.infer<typeof recallExportQuery>;

/** A lot a search found. */
export const recallLot = z.object({
  id: z.number().int(),
  code: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_size_id: z.number().int(),
  size: z.string(),
  /** The day it was made (processed, else harvested, else received: see recallSearchBody). */
  made_on: z.string(),
  best_before: z.string().nullable(),
  received: z.number().int(),
  /** Units still on the shelf: a recall writes them off. */
  on_hand: z.number().int(),
  /** The recall that blocked it already, if any. */
  recall_id: z.number().int().nullable(),
});
export type RecallLot = z.infer<typeof recallLot>;

/** An order that got units of the lots, with the customer to write to. */
export const recallOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  placed_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  /** The order's language: the customer's recall message is written in it. */
  language: z.enum(LANGUAGES),
  lots: z.array(
    z.object({
      lot_id: z.number().int(),
      code: z.string(),
      product_name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      /** Confirmed at packing (else taken when the order was placed and not packed yet). */
      packed: z.boolean(),
    }),
  ),
});
export type RecallOrder = z.infer<typeof recallOrder>;

/**
 * POST /api/admin/recalls/search: no side effects. The orders are every order with units of the lots, packed or not,
 * except cancelled ones: an order is cancelled only before it ships, so its jars never left the farm (they came back
 * on the shelf, where the recall writes them off). Newest first.
 */
export const recallSearchResponse = z.object({
  lots: z.array(recallLot),
  orders: z.array(recallOrder),
  /** Customers a recall writes to (one message each, whatever the number of their orders). */
  customers: z.number().int(),
  /** Units of the lots still on the shelf. */
  on_hand: z.number().int(),
  /** Cancelled orders left out. */
  cancelled_left_out: z.number().int(),
});
export type RecallSearchResponse = z.infer<typeof recallSearchResponse>;

/** POST /api/admin/recalls: recall these lots (ids from a search), with the reason the customers read. */
export const recallBody = z.object({
  lot_ids: lotIdList,
  reason: text({ error: RECALL_MESSAGES.reasonRequired })
    .trim()
    .min(RECALL_LIMITS.reasonMin, RECALL_MESSAGES.reasonRequired)
    .max(RECALL_LIMITS.reasonMax, RECALL_MESSAGES.reasonTooLong),
  /** The reason in Malayalam for customers who ordered in Malayalam; empty: they read the English one. */
  reason_mal: text().trim().max(RECALL_LIMITS.reasonMax, RECALL_MESSAGES.reasonTooLong).default(''),
  /** Ticked in the console's dialog: a recall is never started by a request that does not say it is meant. */
  confirm: z
    .boolean({ error: RECALL_MESSAGES.confirmRequired })
    .refine((value) => value, RECALL_MESSAGES.confirmRequired),
});
export type RecallBody = z.input<typeof recallBody>;

/** A recall on record: who started it and when, why, its lots, what was written off, and how many were told. */
export const recallView = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_name: z.string().nullable(),
  reason: z.string(),
  reason_mal: z.string(),
  lots: z.array(
    z.object({ id: z.number().int(), code: z.string(), product_name: z.string(), size: z.string() }),
  ),
  /** Units written off the shelf when the lots were blocked. */
  written_off: z.number().int(),
  customers_told: z.number().int(),
});
export type RecallView = z.infer<typeof recallView>;

export const recallListResponse = z.object({ recalls: z.array(recallView) });
export const recallAnswer = z.object({ recall: recallView, message: z.string() });

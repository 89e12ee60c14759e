// A category's prices in bulk (issue 36): raise or lower every size of a category's products by a percentage or a
// fixed amount, rounded to whole rupees, previewed before anything is written (docs/domain.md "Prices in bulk").
// The rule (`newPrices`) is here, pure, so the server and the console read the same figures; the server applies it.
import { z } from 'zod';
import { PRODUCT_STATUSES } from './catalogue.js';
import { formatRupees, isWholePaise, type Paise } from './money.js';
import { payableAmount } from './pricing.js';

export const PRICE_DIRECTIONS = ['up', 'down'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];

/** A percentage of each price, or the same number of rupees on each. */
export const PRICE_CHANGE_KINDS = ['percent', 'rupees'] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];

/**
 * Which prices move. `both` (the default): the MRP and the offer price together. `offer`: only what customers pay (the
 * offer price), never the MRP, which is what the label prints (Legal Metrology (Packaged Commodities) Rules 2011
 * r.6(1)(e)): a shop whose packs are already labelled changes what it charges without new labels.
 */
export const PRICES_MOVED = ['both', 'offer'] as const;
export type PricesMoved = (typeof PRICES_MOVED)[number];

/**
 * How far one change may go. Down at most 90 %: a bigger cut is a mistake more often than a sale, and is better made
 * product by product. Up at most 500 %: six times the price. A fixed amount at most ₹1,00,000 a size.
 */
export const BULK_PRICE_LIMITS = { percentUp: 500, percentDown: 90, rupees: 100_000 } as const;

/** What a change is: up or down, by a percentage (at most two decimals, 7.5) or by whole rupees, and which prices. */
export interface PriceChange {
  direction: PriceDirection;
  by: PriceChangeKind;
  /** Percent, or whole rupees; above 0 (the schema refuses 0, the rule changes nothing with it). */
  amount: number;
  prices: PricesMoved;
}

/** A size's prices as the database keeps them: whole paise; offer 0 = no offer, else 0 < offer < MRP. */
export interface SizePrices {
  mrp: Paise;
  offer: Paise;
}

/**
 * Why a size's new prices are not simply its old ones moved: `below_one_rupee` (a price would fall below ₹1: the size
 * is left as it is), `offer_dropped` (rounded, the offer would not be below the MRP: the offer goes, the size sells at
 * its new MRP), `at_mrp` (only the offer moves and it would reach the MRP, the most the shop may ask: no offer, the
 * size sells at its MRP).
 */
export const PRICE_WARNINGS = ['below_one_rupee', 'offer_dropped', 'at_mrp'] as const;
export type PriceWarning = (typeof PRICE_WARNINGS)[number];

export interface NewPrices extends SizePrices {
  /** Whether either price differs from the old one (a size that stays is not written). */
  changed: boolean;
  warnings: PriceWarning[];
}

const PAISE_PER_RUPEE = 100;
/** The lowest price a size may have after a change: ₹1. */
export const LOWEST_PRICE: Paise = PAISE_PER_RUPEE;
/** A percentage with two decimals is a whole number of hundredths of a percent, out of 10,000. */
const HUNDREDTHS_OF_PERCENT = 10_000;

/**
 * To the nearest whole rupee, halves up (₹236.50 → ₹237), as a farm rounds a price by hand. `numerator / denominator`
 * is the exact price in paise: one division, so a half is exactly a half (a price is far below 2^53 paise).
 */
function nearestRupee(numerator: number, denominator: number): Paise {
  return Math.round(numerator / (denominator * PAISE_PER_RUPEE)) * PAISE_PER_RUPEE;
}

/**
 * One price moved by the change and rounded to whole rupees. Rounding never turns the change around: a raise never
 * lowers a price (₹100.40 up 0.1 % is ₹100.50, which rounds to ₹101, but up 0.01 % would round to ₹100) and a cut
 * never raises one; such a price stays as it was.
 */
function moved(price: Paise, change: PriceChange): Paise {
  const sign = change.direction === 'up' ? 1 : -1;
  const rounded =
    change.by === 'percent'
      ? nearestRupee(
          price * (HUNDREDTHS_OF_PERCENT + sign * Math.round(change.amount * 100)),
          HUNDREDTHS_OF_PERCENT,
        )
      : nearestRupee(price + sign * change.amount * PAISE_PER_RUPEE, 1);
  return change.direction === 'up' ? Math.max(rounded, price) : Math.min(rounded, price);
}

/**
 * A size's new MRP and offer price under a change (docs/domain.md "Prices in bulk"). Each price that moves is rounded
 * to whole rupees; the database's rules hold after it (MRP ≥ ₹1; the offer none, or from ₹1 to below the MRP):
 *
 * - `both`: the MRP and the offer move together (a size without an offer keeps none). A price that would fall below
 *   ₹1 leaves the size as it is (`below_one_rupee`); an offer that rounding brings up to the MRP is dropped
 *   (`offer_dropped`): the size sells at its new MRP, which is never more than a raise asks nor less than a cut does.
 * - `offer`: the MRP stays; what the customer pays (the offer, or the MRP without one) moves. At or above the MRP
 *   there is no offer (`at_mrp`): the shop never asks more than the MRP (Legal Metrology r.18(1)).
 *
 * A change of 0 changes nothing (no rounding either).
 */
export function newPrices(old: SizePrices, change: PriceChange): NewPrices {
  const unchanged = (warnings: PriceWarning[]): NewPrices => ({ ...old, changed: false, warnings });
  if (change.amount === 0) return unchanged([]);
  const warnings: PriceWarning[] = [];
  let mrp = old.mrp;
  let offer: Paise;
  if (change.prices === 'both') {
    mrp = moved(old.mrp, change);
    offer = old.offer > 0 ? moved(old.offer, change) : 0;
    if (mrp < LOWEST_PRICE || (old.offer > 0 && offer < LOWEST_PRICE)) return unchanged(['below_one_rupee']);
    // Only a size with an offer gets here: without one the offer stays 0, below any MRP of ₹1 or more.
    if (offer >= mrp) {
      warnings.push('offer_dropped');
      offer = 0;
    }
  } else {
    const paid = moved(payableAmount(old.mrp, old.offer), change);
    if (paid < LOWEST_PRICE) return unchanged(['below_one_rupee']);
    if (paid >= old.mrp) {
      warnings.push('at_mrp');
      offer = 0;
    } else offer = paid;
  }
  return { mrp, offer, changed: mrp !== old.mrp || offer !== old.offer, warnings };
}

export const BULK_PRICE_MESSAGES = {
  categoryRequired: 'Choose the category whose prices change.',
  directionInvalid: 'Choose whether the prices go up or down.',
  byInvalid: 'Choose a percentage or an amount in rupees.',
  pricesInvalid: 'Choose which prices change: the MRP and the offer price, or the offer price only.',
  amountInvalid: 'Enter by how much: a number above 0.',
  percentDecimals: 'Enter the percentage with at most two decimals (for example 7.5).',
  percentUpTooHigh: `Raise prices by at most ${BULK_PRICE_LIMITS.percentUp} %.`,
  percentDownTooHigh: `Lower prices by at most ${BULK_PRICE_LIMITS.percentDown} %; change bigger cuts product by product.`,
  rupeesWhole: 'Enter the amount in whole rupees: the new prices are whole rupees too.',
  rupeesTooHigh: `Change prices by at most ${formatRupees(BULK_PRICE_LIMITS.rupees)} at a time.`,
  fingerprintRequired: 'Preview the change first: the prices are changed only as the preview showed them.',
  emptyCategory: 'This category has no products with sizes yet: there are no prices to change.',
  nothingToChange:
    'No price would change: rounded to whole rupees, every size keeps its prices. Choose a bigger change.',
  stale:
    'Nothing was changed: the prices of this category changed after your preview (a product was saved, or another change applied), or the change is not the one previewed. Preview again and check the new figures.',
  /** The console says it beside the choice of prices: the MRP is the label's (Legal Metrology r.6(1)(e)). */
  mrpIsOnTheLabel:
    'The MRP is what your labels print. Changing it here changes the MRP the shop declares: sell a pack at a new MRP only once its label (or a sticker over it) says so. To change only what customers pay, choose the offer price only.',
} as const;

/** Each warning in words, as the preview says it beside the size. */
export const PRICE_WARNING_WORDS: Record<PriceWarning, string> = {
  below_one_rupee: 'A price would fall below ₹1: this size keeps its prices.',
  offer_dropped: 'Rounded to whole rupees, the offer would not be below the MRP: the offer is removed.',
  at_mrp: 'The shop may not ask more than the MRP: there is no offer, the size sells at its MRP.',
};

/** "raised by 7.5 %", "lowered by ₹20": the change in words, for the audit trail and the console's confirmation. */
export function priceChangeWords(
  change: Pick<PriceChange, 'direction' | 'by' | 'amount' | 'prices'>,
): string {
  const verb = change.direction === 'up' ? 'raised' : 'lowered';
  const amount = change.by === 'percent' ? `${change.amount} %` : formatRupees(change.amount);
  return `${verb} by ${amount}${change.prices === 'offer' ? ' (offer prices only)' : ''}`;
}

/** "12 sizes in Spices: new prices saved." */
export function pricesAppliedMessage(count: number, category: string): string {
  return `New prices saved for ${count} ${count === 1 ? 'size' : 'sizes'} in ${category}; the shop shows them now.`;
}

const M = BULK_PRICE_MESSAGES;

const changeShape = {
  category_id: z.coerce
    .number({ message: M.categoryRequired })
    .int(M.categoryRequired)
    .positive(M.categoryRequired)
    .max(2 ** 31 - 1, M.categoryRequired),
  direction: z.enum(PRICE_DIRECTIONS, { message: M.directionInvalid }),
  by: z.enum(PRICE_CHANGE_KINDS, { message: M.byInvalid }),
  amount: z.coerce.number({ message: M.amountInvalid }).positive(M.amountInvalid),
  prices: z.enum(PRICES_MOVED, { message: M.pricesInvalid }).default('both'),
};

/** The limits that depend on the direction and the kind of change, said beside the amount. */
function amountWithinLimits(change: Omit<PriceChange, 'prices'>, ctx: z.RefinementCtx): void {
  const refuse = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
  const { amount } = change;
  if (change.by === 'rupees') {
    if (!Number.isInteger(amount)) refuse(M.rupeesWhole);
    else if (amount > BULK_PRICE_LIMITS.rupees) refuse(M.rupeesTooHigh);
    return;
  }
  // At most two decimals, as typed rupees have (money.ts `isWholePaise`, with its slack for binary fractions).
  if (!isWholePaise(amount)) refuse(M.percentDecimals);
  else if (change.direction === 'up' && amount > BULK_PRICE_LIMITS.percentUp) refuse(M.percentUpTooHigh);
  else if (change.direction === 'down' && amount > BULK_PRICE_LIMITS.percentDown)
    refuse(M.percentDownTooHigh);
}

/** POST /api/admin/catalogue/prices/preview: the category and the change. */
export const bulkPricesPreviewBody = z.object(changeShape).superRefine(amountWithinLimits);
export type BulkPricesPreviewBody = z.output<typeof bulkPricesPreviewBody>;

/** The fingerprint of the prices a preview showed (hex SHA-256): the apply is refused if they changed since. */
export const PRICES_FINGERPRINT = /^[0-9a-f]{64}$/;

/** POST /api/admin/catalogue/prices/apply: the same change, and the preview's fingerprint. */
export const bulkPricesApplyBody = z
  .object({
    ...changeShape,
    fingerprint: z
      .string({ message: M.fingerprintRequired })
      .regex(PRICES_FINGERPRINT, M.fingerprintRequired),
  })
  .superRefine(amountWithinLimits);
export type BulkPricesApplyBody = z.output<typeof bulkPricesApplyBody>;

/** One size in the preview: its prices now and after the change, in rupees (an offer of null = none). */
export const bulkPriceSize = z.object({
  size_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_status: z.enum(PRODUCT_STATUSES),
  size: z.string(),
  mrp: z.number(),
  offer_price: z.number().nullable(),
  new_mrp: z.number(),
  new_offer_price: z.number().nullable(),
  changed: z.boolean(),
  warnings: z.array(z.object({ code: z.enum(PRICE_WARNINGS), message: z.string() })),
});
export type BulkPriceSize = z.infer<typeof bulkPriceSize>;

export const bulkPricesPreview = z.object({
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** The change as the server read it, in words ("raised by 7.5 %"). */
  change: z.string(),
  /** Every size of the category's products (drafts and hidden ones too), in the shop's order. */
  sizes: z.array(bulkPriceSize),
  /** How many sizes the change would write. */
  changed: z.number().int(),
  fingerprint: z.string(),
});
export type BulkPricesPreview = z.infer<typeof bulkPricesPreview>;

export const bulkPricesApplied = z.object({ message: z.string(), changed: z.number().int() });

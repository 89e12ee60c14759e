// Pricing rules both sides compute the same way, on the units and rounding of money.ts. This module imports only
// money.ts, so any screen may use it without pulling the schemas (zod) or the messages into its bundle.
import { paiseToRupees, rupeesToPaise, type Rupees } from './money.js';

// Said here too, where this file's importers have found them.
export { paiseToRupees, rupeesToPaise } from './money.js';

/**
 * The price a customer pays for a size: the offer when there is one (above 0), else the original, in rupees or paise
 * alike. The one place this rule is written: the server's pricing, the link previews and the storefront use it.
 */
export function payableAmount(original: number, offer: number): number {
  return offer > 0 ? offer : original;
}

/** A cart or order line as the totals see it: the payable price of one, how many, and the weight of one. */
export interface TotalledLine {
  unitPrice: number;
  quantity: number;
  weightGrams?: number;
}

/**
 * A cart's or an order's totals, in the lines' own unit (paise on the server; a browser cart passes paise too, so
 * rupee fractions never add up wrong): the items' total, the parcel's weight, the number of items.
 */
export function cartTotals(lines: readonly TotalledLine[]): {
  subtotal: number;
  weightGrams: number;
  itemsCount: number;
} {
  let subtotal = 0;
  let weightGrams = 0;
  let itemsCount = 0;
  for (const line of lines) {
    subtotal += line.unitPrice * line.quantity;
    weightGrams += (line.weightGrams ?? 0) * line.quantity;
    itemsCount += line.quantity;
  }
  return { subtotal, weightGrams, itemsCount };
}

/**
 * The same totals for lines priced in rupees (a browser cart, as the wire gives prices): each price is taken to whole
 * paise, added up by `cartTotals`, and the subtotal given back in rupees. The storefront's cart, line totals and
 * checkout figures all come from here, never from their own arithmetic.
 */
export function rupeeCartTotals(lines: readonly TotalledLine[]): {
  subtotal: Rupees;
  weightGrams: number;
  itemsCount: number;
} {
  const totals = cartTotals(lines.map((line) => ({ ...line, unitPrice: rupeesToPaise(line.unitPrice) })));
  return { ...totals, subtotal: paiseToRupees(totals.subtotal) };
}

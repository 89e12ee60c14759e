// Money rules both sides compute the same way. This module imports nothing, so any screen may use it without pulling
// the schemas (zod) or the messages into its bundle.

/**
 * The price a customer pays for a size: the offer when there is one (above 0), else the original, in rupees or paise
 * alike. The one place this rule is written: the server's pricing, the link previews and the storefront use it.
 */
export function payableAmount(original: number, offer: number): number {
  return offer > 0 ? offer : original;
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function rupeesToPaise(amount: number): number {
  return Math.round(amount * 100);
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

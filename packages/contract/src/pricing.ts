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

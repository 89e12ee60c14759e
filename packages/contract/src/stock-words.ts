/**
 * Stock counts' constants and words (docs/domain.md "Stock"), without zod: the storefront's cards and product page
 * import this file alone (`@farm/contract/stock-words`); stock.ts exports them with its schemas.
 */

/** How long a payment may hold the cart's jars, and under which count the storefront says "Only N left". */
export const STOCK_DEFAULTS = { holdMinutes: 15, lowStockThreshold: 5 } as const;
export const STOCK_LIMITS = {
  holdMinutes: { min: 1, max: 120 },
  lowStockThreshold: { min: 0, max: 100 },
  /** One movement's size: a batch of honey is tens of jars, never a million. */
  movement: 100_000,
} as const;

export const STOCK_MESSAGES = {
  soldOut: 'Sold out',
  onlyLeft: (left: number) => `Only ${left} left`,
  /** The cart is brought down to what is there, and says so. */
  cartCapped: (name: string, left: number) =>
    left <= 0
      ? `${name} has just sold out; it is no longer in your cart.`
      : `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left, so your cart now holds ${left}.`,
  /** At create-order (and a cash-on-delivery order), before any money moves. */
  notEnough: (lines: readonly { name: string; left: number }[]) =>
    `Not enough stock: ${lines
      .map((line) =>
        line.left <= 0 ? `${line.name} has sold out` : `only ${line.left} of ${line.name} left`,
      )
      .join('; ')}. Please change your cart and try again.`,
  countRequired: 'Enter how many there are now (0 or more), or leave it empty to stop counting.',
  countInvalid: 'A count is a whole number from 0 to 100,000.',
  quantityInvalid: 'Enter how many came in: a whole number from 1 to 100,000.',
  changeInvalid: 'Enter the change: a whole number, + for more and − for fewer, not 0.',
  reasonRequired: 'Say why, so the history explains the change.',
  belowZero: (count: number) =>
    `That would take the count below zero: there ${count === 1 ? 'is' : 'are'} ${count} on the shelf.`,
  notCounted: 'This size is not counted yet: set its count first.',
  sizeUnknown: 'There is no such size.',
  holdMinutesInvalid: `Hold the cart for 1 to ${STOCK_LIMITS.holdMinutes.max} minutes.`,
  thresholdInvalid: `The "Only N left" threshold is a whole number from 0 to ${STOCK_LIMITS.lowStockThreshold.max}.`,
  saved: 'Stock saved.',
  settingsSaved: 'Stock settings saved.',
  /** The farm's attention: a payment arrived after its hold ran out and the jars had gone. */
  shortOrder: 'Paid after its hold ran out, and the stock had gone meanwhile.',
  shortRefundNote: 'Sorry: the last of this went to another order while your payment was on its way.',
  /**
   * A paid order short of stock: the shop refunds the short units itself, at once (docs/decisions/
   * 2026-11-26-holds-survive-failed-attempts.md). The refund's reason (the ledger, the desk) and what the customer is
   * told on their order page; the e-mail says it in the order's language (server messages/words.ts).
   */
  shortRefundReason:
    'Sorry: these had sold out by the time your payment reached us, so we refunded them at once.',
  /** The desk: the order was short and the shop refunded the short units itself; nothing is left for the farm to do. */
  shortRefundedNote: 'Short of stock when its payment arrived: the short items were refunded automatically.',
} as const;

/** The storefront's words for a size's stock: null when there is nothing to say. */
export function stockNote(
  size: { in_stock: boolean; stock_left?: number | null | undefined },
  threshold: number,
): string | null {
  if (!size.in_stock || size.stock_left === 0) return STOCK_MESSAGES.soldOut;
  if (size.stock_left != null && size.stock_left <= threshold)
    return STOCK_MESSAGES.onlyLeft(size.stock_left);
  return null;
}

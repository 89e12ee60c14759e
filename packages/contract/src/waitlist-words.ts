/**
 * "Tell me when it's back" (issue 37; docs/domain.md "Waiting for a size"): its words, without zod, so the storefront's
 * product page imports this file alone (`@farm/contract/waitlist-words`); waitlist.ts exports them with its schemas.
 */

/** Asks one address or network address may make in an hour (a guest's; a signed-in shopper is known already). */
export const WAITLIST_LIMITS = {
  perEmail: { points: 10, windowSeconds: 60 * 60 },
  perIp: { points: 10, windowSeconds: 60 * 60 },
} as const;

/** How many waiting shoppers one transaction tells (one batch of "it's back" messages). */
export const WAITLIST_BATCH = 200;

export const WAITLIST_MESSAGES = {
  sizeRequired: 'Choose the size you are waiting for.',
  emailRequired: 'Enter your e-mail, and we will write to you when it is back.',
  emailInvalid: 'Enter a valid e-mail address.',
  sizeUnknown: 'We could not find that size. Open the product again and choose a size.',
  notSold: 'This product is no longer sold, so we cannot tell you when it is back.',
  inStock: 'It is in stock: add it to your cart.',
  /** A signed-in shopper: waiting at once. */
  waiting:
    'Done. We will e-mail you once, when it is back. You can stop it from My Account or from the e-mail.',
  /** A guest: said alike whether the address is new, already asked or already waiting (no leak of which). */
  confirmSent:
    'Check your e-mail: follow the link in it to confirm, and we will write to you once, when it is back.',
  confirmed: 'Confirmed. We will e-mail you once, when it is back.',
  linkBad:
    'This link does not work: it is incomplete, or the request was stopped. Ask again from the product page.',
  unsubscribed:
    'Done: we will not e-mail you about anything coming back. You can ask again from a product page at any time.',
  stopped: 'Stopped: we will not e-mail you about this size.',
  tooMany: 'You have asked many times in a short while. Please wait an hour and try again.',
  /** The storefront's block and pages. */
  blockTitle: 'Tell me when it’s back',
  blockIntro: 'Sold out for now. Leave your e-mail and we will write once, when it can be bought again.',
  blockIntroSignedIn: 'Sold out for now. We can e-mail you once, when it can be bought again.',
  button: 'Tell me when it’s back',
  confirming: 'Confirming…',
  unsubscribing: 'Stopping the e-mails…',
} as const;

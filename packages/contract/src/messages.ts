import {
  MAX_CART_LINES,
  MAX_ORDER_TOTAL_RUPEES,
  MAX_QUANTITY,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  REFUND_WORKING_DAYS,
} from './constants.js';
import { formatRupees } from './money.js';

/** Every text a customer can read that both sides need, word for word as the spec gives it. */

export const MESSAGES = {
  notFound: 'Not found.',
  productNotFound: 'This product does not exist.',
  categoryNotFound: 'This category does not exist.',
  cropNotFound: 'This crop does not exist.',
  routeNotFound: 'There is no such page in the shop API.',
  // The router's own refusals (a broken %-code, a part of the address longer than any id or name could be).
  badAddress: 'This web address is not valid: check it for a broken % code.',
  addressTooLong: 'This web address is too long for the shop to read.',
  invalidJson: 'The request body is not valid JSON.',
  invalidRequest: 'Some of the information sent is not valid.',
  unexpected: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  unauthenticated: 'Unauthenticated.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as JSON.',
  invalidId: 'The id must be a positive whole number.',
  controlCharacters: 'This text contains invisible control characters. Please remove them.',
  concurrentChange: 'This was changed by another request at the same moment. Please try again.',
  unstorableText: 'Some of the text sent cannot be stored. Please check it and try again.',
  // Section 8: lists, loading and failures.
  noData: 'No data found.',
  noProductsInCategory: 'No products found in this category.',
  cartEmpty: 'Your cart is empty',
  noProductData: 'No product data available.',
  noReviews: 'No reviews yet. Be the first to review!',
  noCertificates: 'No certificates available at the moment.',
  noOrder: 'No order found',
  homeFetchFailed: 'Failed to fetch home data',
  loading: 'Loading...',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Section 5's messages, word for word; the server answers with the same ones. */
export const REGISTER_MESSAGES = {
  nameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Enter a valid mobile number (10 digits, with or without +91).',
  passwordRequired: 'Password is required.',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  genderRequired: 'Please select your gender.',
  emailTaken: 'This email is already registered.',
} as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  failed: 'Invalid email or password. Please try again.',
} as const;

export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  stateInvalid: 'Choose one of the listed states.',
  countryInvalid: 'We deliver only within India.',
  pincodeRequired: 'PIN code is required.',
  pincodeInvalid: 'Enter a valid 6-digit PIN code.',
  phoneRequired: 'Phone number is required.',
  // The courier calls it: a mobile number, with the spec's words for one (issue 32).
  phoneInvalid: REGISTER_MESSAGES.mobileInvalid,
  deleteConfirm: 'Are you sure you want to delete this address?',
  notFound: 'This address does not exist.',
  deleted: 'The address has been removed.',
} as const;

/**
 * A PIN code that cannot belong to the chosen state (issue 32): message templates whose `{names}` are filled by
 * `pincodeStateMessage` (pincodes.ts). The storefront finds the template a filled message was made from (any
 * catalogue id with `{names}`) and shows it in the page's language, state names included (useText).
 */
export const PINCODE_MESSAGES = {
  otherState: 'PIN code {pincode} is in {pinState}, not {state}: check the PIN code or the state.',
  notInState: 'PIN code {pincode} is not in {state}: check the PIN code or the state.',
  /** The server's directory of every PIN code (issue 39) has no such code: a typo, or a code India Post never gave. */
  unknown: 'There is no PIN code {pincode} in the India Post directory: check the number.',
} as const;

/** A template with its `{name}` placeholders filled; a name without a value stays as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const REVIEW_MESSAGES = {
  nameRequired: 'Name is required.',
  reviewRequired: 'Review is required.',
  ratingRange: `Rating must be between ${RATING_MIN} and ${RATING_MAX}.`,
  ratingStep: `Rating must be in steps of ${RATING_STEP}.`,
  loginRequired: 'Please login to write a review.',
  thanks: 'Thank you for your review!',
  updated: 'Your review has been updated.',
  tooMany: 'You have written many reviews in a short time. Please try again later.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * How an author's name may be shown under a review: the account's full name, the first name, or the first name and
 * the initial of the last ("Lakshmi Nair", "Lakshmi", "Lakshmi N."). The account decides whose review it is.
 */
export function reviewNameForms(accountName: string): string[] {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? accountName;
  const last = words[words.length - 1];
  const forms = [words.join(' '), first];
  if (words.length > 1 && last) forms.push(`${first} ${last.charAt(0).toUpperCase()}.`);
  return [...new Set(forms)];
}

export function reviewNameMessage(accountName: string): string {
  const forms = reviewNameForms(accountName).map((form) => `“${form}”`);
  const choices =
    forms.length > 1 ? `${forms.slice(0, -1).join(', ')} or ${forms[forms.length - 1]}` : forms[0];
  return `Reviews show the name on your account: choose ${choices}.`;
}

export const ACCOUNT_MESSAGES = {
  loggedOut: 'You have been logged out.',
  // Section 8's address-save failure modal, now shown for any call whose sign-in has ended.
  unauthenticated: 'The User Is Unauthenticated',
  sessionEnded: 'Your sign-in has ended. Sign in again to carry on: what you typed on this page is kept.',
  profileSaved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  currentPasswordWrong: 'Your current password is not right.',
  currentPasswordRequired: 'Enter your current password.',
  samePassword: 'Choose a new password that is different from the current one.',
  userNotFound: 'This customer does not exist.',
  somethingWrong: 'Something went wrong',
} as const;

/** How long to wait, in words: "30 seconds", "1 minute", "15 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  if (s < 3600) return unit(Math.ceil(s / 60), 'minute');
  return unit(Math.ceil(s / 3600), 'hour');
}

/** Over a sign-in or registration limit: the real wait, from the same figure as the Retry-After header. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}

export const CHECKOUT_MESSAGES = {
  // Section 8's checkout modal messages, word for word.
  orderFailed: 'Order failed. Please try again.',
  verificationFailed: 'Payment verification failed. Please try again.',
  storeFailed: 'Error while storing order. Try again.',
  initiateFailed: 'Unable to initiate payment. Please try again.',
  paymentFailedPrefix: 'Payment failed: ',
  selectAddress: 'Please select an address before placing order.',
  selectPayment: 'Please select a payment method before placing order.',
  cancelFailed: 'Failed to cancel order',
  // The server's own.
  quantity: `You can order at most ${MAX_QUANTITY} of one size. For more, please contact the farm.`,
  emptyCart: 'Your cart is empty',
  orderTooLarge: `An order can come to at most ${formatRupees(MAX_ORDER_TOTAL_RUPEES)}. Please split it into smaller orders, or contact the farm for a bulk order.`,
  tooManyLines: `An order can have at most ${MAX_CART_LINES} lines.`,
  tooHeavy: (maxGrams: number) =>
    `This order weighs more than the ${maxGrams / 1000} kg a courier takes. Please remove some items, or contact the farm to arrange a bulk delivery.`,
  paymentAwaitingOrder:
    'Your payment for this cart has gone through and your order is being confirmed: no second payment is needed. It will appear in My Orders within a few minutes.',
  chooseAddressForShipping: 'Choose an address to see shipping',
  noShipping:
    'We cannot deliver this order to the chosen address. Please choose another address or contact us.',
  priceChanged: 'Prices or shipping have changed since you opened checkout. Please check the new total.',
  codDisabled: 'Cash on delivery is not available. Please pay online.',
  // A real shop with live payments whose seller details are not complete (docs/domain.md, "Seller identity").
  shopNotOpen:
    'The shop is not open for orders yet: the farm is still completing the seller details the law asks it to show. Please try again in a few days.',
  // The owner has not opened the shop yet (issue 36: the setup checklist), or closed it for now.
  shopClosed: 'The shop is not open yet: the farm is getting it ready. Please come back soon.',
  paymentNotVerified: 'This payment has not been verified. Please complete the payment first.',
  gatewayOrderUnknown: 'This payment order does not exist.',
  amountMismatch: 'The amount paid does not match the order total.',
  gatewayUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  placed: 'Order placed successfully.',
  orderNotFound: 'This order does not exist.',
  notYourOrders: 'You can only see your own orders.',
  alreadyCancelled: 'This order is already cancelled.',
  alreadyShipped: 'This order has already been shipped and can no longer be cancelled.',
  /** A split order whose ready goods are on their way (issue 37): what is left is refunded by its lines instead. */
  firstParcelGone:
    'The first parcel of this order has been sent, so it can no longer be cancelled as a whole: the farm can refund the pre-order instead.',
  cancelled: 'Your order has been cancelled.',
  cancelledRefunded: `Your order has been cancelled and the full amount has been refunded. It reaches your account in ${REFUND_WORKING_DAYS} working days.`,
  cancelledRefundPending: `Your order has been cancelled. Your refund has been sent to the payment service; it reaches your account in ${REFUND_WORKING_DAYS} working days.`,
  refundNotStarted:
    'Your order has been cancelled. The refund could not be started automatically; the farm will refund you within 2 working days.',
  paymentPending:
    'Your payment may have gone through. No second payment is needed: as soon as we confirm it, your order appears in My Orders.',
  paymentPendingDetail:
    'Your cart is kept until then. If money left your account, the order is completed by itself within the hour: you can check My Orders at any time.',
  paymentNotConfirmed:
    'We could not confirm this payment with the payment service yet. If money left your account, no second payment is needed: your order will appear in My Orders within a few minutes.',
  otherGateway:
    'This payment was started in another payment mode (test or live) than the shop runs in now, so it cannot complete an order.',
  paymentRefunded: `This payment could not become an order, so it is being refunded in full. It reaches your account in ${REFUND_WORKING_DAYS} working days.`,
  gatewayBusy: 'The payment service is busy. Please try again in a minute.',
  gatewayRefusedPrefix: 'The payment service refused this: ',
  amountTooSmall: 'An online payment must be at least ₹1.',
} as const;

/**
 * What a visitor with JavaScript turned off reads (docs/decisions/2026-11-23-server-rendering.md): the public pages
 * are whole without it; these say which parts need it.
 */
export const NEEDS_JAVASCRIPT = {
  /** On every page drawn on the server. */
  bar: 'JavaScript is turned off in this browser. You can read about the farm and see every product and price; searching, the menus, the cart, checkout and your account need JavaScript turned on.',
  /** On a page that only works with JavaScript (cart, checkout, account, sign-in, search results). */
  page: 'This page needs JavaScript, which is turned off in this browser. Turn it on to use your cart, check out, sign in or search; the farm and its products can be read without it.',
  /** Beside a product's sizes and prices, where Add to cart would be. */
  cart: 'Adding to the cart needs JavaScript: turn it on in your browser to buy.',
  /** The two links of that page. */
  homeLink: 'The farm’s home page',
  productsLink: 'All products',
} as const;

import {
  MAX_CART_LINES,
  MAX_QUANTITY,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
} from './constants.js';

/** Every text a customer can read that both sides need, word for word as the spec gives it. */

export const MESSAGES = {
  notFound: 'Not found.',
  productNotFound: 'This product does not exist.',
  categoryNotFound: 'This category does not exist.',
  cropNotFound: 'This crop does not exist.',
  routeNotFound: 'There is no such page in the shop API.',
  invalidJson: 'The request body is not valid JSON.',
  invalidRequest: 'Some of the information sent is not valid.',
  unexpected: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  unauthenticated: 'Unauthenticated.',
  tooManyRequests: 'Too many attempts. Please wait a little and try again.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as JSON.',
  invalidId: 'The id must be a positive whole number.',
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
  phoneInvalid: 'Enter a valid phone number (10 digits, with or without +91).',
  deleteConfirm: 'Are you sure you want to delete this address?',
  notFound: 'This address does not exist.',
  deleted: 'The address has been removed.',
} as const;

export const REVIEW_MESSAGES = {
  nameRequired: 'Name is required.',
  reviewRequired: 'Review is required.',
  ratingRange: `Rating must be between ${RATING_MIN} and ${RATING_MAX}.`,
  ratingStep: `Rating must be in steps of ${RATING_STEP}.`,
  loginRequired: 'Please login to write a review.',
  thanks: 'Thank you for your review!',
  failed: 'Something went wrong. Please try again.',
} as const;

export const ACCOUNT_MESSAGES = {
  loggedOut: 'You have been logged out.',
  userNotFound: 'This customer does not exist.',
  somethingWrong: 'Something went wrong',
} as const;

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
  quantity: `Quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-IN')}.`,
  emptyCart: 'Your cart is empty',
  tooManyLines: `An order can have at most ${MAX_CART_LINES} lines.`,
  noShipping:
    'We cannot deliver this order to the chosen address. Please choose another address or contact us.',
  priceChanged: 'Prices or shipping have changed since you opened checkout. Please check the new total.',
  codDisabled: 'Cash on delivery is not available. Please pay online.',
  paymentNotVerified: 'This payment has not been verified. Please complete the payment first.',
  gatewayOrderUnknown: 'This payment order does not exist.',
  amountMismatch: 'The amount paid does not match the order total.',
  gatewayUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  placed: 'Order placed successfully.',
  orderNotFound: 'This order does not exist.',
  notYourOrders: 'You can only see your own orders.',
  alreadyCancelled: 'This order is already cancelled.',
  alreadyShipped: 'This order has already been shipped and can no longer be cancelled.',
  cancelled: 'Your order has been cancelled.',
  cancelledRefunded: 'Your order has been cancelled and the full amount will be refunded to you.',
  refundFailed:
    'The refund could not be started, so the order is still active. Please try again or contact us.',
} as const;

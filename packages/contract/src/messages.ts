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

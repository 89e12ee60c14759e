/**
 * The checkout module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { Pricing } from './pricing.js';
export type { LinePreorder, PreorderLookup, PricedCart, RequestedLine } from './pricing.js';
export { CheckoutRepository } from './repository.js';
export { checkoutRoutes as register } from './routes.js';

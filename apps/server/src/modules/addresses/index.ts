/**
 * The addresses module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { register } from './routes.js';
export { AddressService } from './service.js';
export { PinDirectory, shippedPinDirectory, type PinPlace } from './pincodes/directory.js';
export { PINCODE_LOOKUP_LIMITS, PincodeLookups } from './pincodes/lookups.js';

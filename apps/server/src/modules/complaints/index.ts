/**
 * The complaints module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { register } from './routes.js';
export { COMPLAINT_LIMITS, ComplaintService, followToken } from './service.js';
export type { ComplaintShop } from './service.js';

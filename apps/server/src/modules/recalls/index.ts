/**
 * The recalls module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { RecallRepository } from './repository.js';
export type { LotRow, OrderLotRow } from './repository.js';
export { RecallService } from './service.js';
export { recallRoutes as register } from './routes.js';

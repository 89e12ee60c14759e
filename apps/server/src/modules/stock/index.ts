/**
 * The stock module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { StockLedger } from './ledger.js';
export { StockRepository } from './repository.js';
export { stockRoutes as register } from './routes.js';
export { StockService, stockLines } from './service.js';

/**
 * The orders module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { OrderEvents } from './events.js';
export { OrderRepository } from './repository.js';
export type { OrderItemRow, OrderRow } from './repository.js';
export { orderRoutes as register } from './routes.js';
export { OrderService } from './service.js';
export type { OrderEventView, Placement, PlacedOrder } from './service.js';
export { recordStockShort } from './stock-short.js';
export type { StockShort } from './stock-short.js';

/**
 * The preorders module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { PreorderRepository } from './repository.js';
export type { LockedPreorder, OpenPreorder, PreorderRow } from './repository.js';
export { PreorderService, outcomeOf, refuseWhileWaiting, shortfallPlan, toSizePreorder } from './service.js';
export { preorderRoutes as register } from './routes.js';
export { firstParcelRefusal, parcelLines, refuseFirstParcel } from './parcels.js';

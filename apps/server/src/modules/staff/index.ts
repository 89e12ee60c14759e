/**
 * The staff module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { StaffRepository } from './repository.js';
export { staffRoutes as register } from './routes.js';
export { StaffService } from './service.js';

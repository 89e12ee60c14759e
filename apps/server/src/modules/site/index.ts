/**
 * The site module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { SiteAdminService } from './admin-service.js';
export { SiteRepository } from './repository.js';
export { register } from './routes.js';
export { SiteService, sellerOf } from './service.js';

/**
 * The farm module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { FarmAdminService } from './admin-service.js';
export { FarmRepository } from './repository.js';
export { register } from './routes.js';
export { sanitizeKeyFeatures } from './sanitize.js';
export { FarmService } from './service.js';

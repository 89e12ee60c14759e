/**
 * The reviews module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { ReviewAdminService } from './admin-service.js';
export { ReviewRepository } from './repository.js';
export { register } from './routes.js';
export { REVIEWS_PER_ACCOUNT, ReviewService } from './service.js';

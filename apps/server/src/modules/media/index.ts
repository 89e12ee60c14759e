/**
 * The media module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { MediaRepository } from './repository.js';
export { mediaAdminRoutes as register, mediaFileRoutes } from './routes.js';
export { MediaService, requireInLibrary } from './service.js';
export { S3MediaStore, contentTypeOf, createMediaStore } from './store.js';
export type { MediaStore, S3Settings } from './store.js';

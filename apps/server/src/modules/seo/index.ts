/**
 * The seo module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { readManifest } from './hints.js';
export { plainText } from './html.js';
export { pageAnswerer, seoRoutes as register } from './routes.js';
export { SeoService } from './service.js';

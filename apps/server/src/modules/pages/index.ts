/**
 * The pages module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { renderMarkdown } from './render.js';
export { register } from './routes.js';
export { PageService } from './service.js';

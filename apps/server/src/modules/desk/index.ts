/**
 * The desk module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { ExportRepository } from './export-repository.js';
export { OrderExport, csv, indiaTime, undefused } from './export.js';
export { DeskRepository } from './repository.js';
export { register } from './routes.js';
export { DeskService } from './service.js';

/**
 * The lots module's public face (issue 38 item 3: the lot page a jar's QR opens, and the label sheet): the only file
 * other modules, flows/ and app.ts import from this module (lint refuses a deep import across modules). It only reads
 * the stock module's lots; files inside the module import each other directly.
 */
export { LABEL_SHEET, labelDate, lotLabel, type LotLabel } from './labels.js';
export { lotRoutes as register } from './routes.js';
export { LotPageService } from './service.js';

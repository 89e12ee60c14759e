/**
 * The catalogue module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { CatalogueAdminService, fillRomanNames } from './admin-service.js';
export { payablePaise, toReview } from './mappers.js';
export { CatalogueRepository, authorBoughtIt } from './repository.js';
export type { ReviewRow } from './repository.js';
export { romanName } from './romanise.js';
export { register } from './routes.js';
export { CatalogueSheetService } from './spreadsheet/service.js';
export type { SheetImporter } from './spreadsheet/service.js';
export { StockCounts } from './stock-counts.js';
export { CatalogueService } from './service.js';

/**
 * The setup module's public face (issue 36: the setup checklist and opening the shop): the only file other modules,
 * flows/ and app.ts import from this module (lint refuses a deep import across modules).
 */
export { setupRoutes as register } from './routes.js';
export { SetupService } from './service.js';

/**
 * The audit module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { AuditRepository } from './repository.js';
export type { AuditEntry, StaffActor } from './repository.js';
export { REAUTH_STEPS } from './words.js';

/**
 * The backups module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export { BackupRepository } from './repository.js';
export { backupRoutes as register } from './routes.js';
export { BackupService, lastBackupAt, recordCommandBackup } from './service.js';
export type { BackupPlace } from './service.js';
export { StartAfreshService } from './start-afresh.js';
export type { DemoContentPort } from './start-afresh.js';

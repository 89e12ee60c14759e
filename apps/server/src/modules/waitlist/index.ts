/**
 * The waitlist module's public face (issue 37: "Tell me when it's back"): the only file other modules, flows/ and
 * app.ts import from this module (lint refuses a deep import across modules). Files inside the module import each
 * other directly.
 */
import type { Db } from '../../db/client.js';
import { WaitlistRepository } from './repository.js';

export { register } from './routes.js';
export { WAITLIST_PASS_MS, WaitlistService } from './service.js';
export type { Availability } from './service.js';

/** How many confirmed shoppers wait for each size: the figure the stock module's list shows beside each size. */
export const waitingBySize =
  (db: Db) =>
  (sizeIds?: readonly number[]): Promise<Map<number, number>> =>
    new WaitlistRepository(db).waitingBySize(sizeIds);

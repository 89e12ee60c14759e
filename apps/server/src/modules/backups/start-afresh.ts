import {
  DEMO_CLEAR_PHRASE,
  DEMO_MESSAGES,
  type DemoCleared,
  type DemoContent,
  type DemoStatus,
} from '@farm/contract';
import { ConflictError } from '../../shared/errors.js';
import type { StaffActor } from '../audit/index.js';

/**
 * The demo's content, as the seed knows it (seed/clear-demo.ts): how much is left, and the clear-out itself, which
 * answers null when there was nothing left to clear. Handed in by services.ts, so this module does not reach into the
 * seed, which writes many modules' tables by design.
 */
export interface DemoContentPort {
  left(): Promise<DemoContent>;
  clear(by: StaffActor): Promise<{ cleared: DemoContent; keptCategories: string[] } | null>;
}

/**
 * Starting afresh (issue 36): the owner sees what of the demo is still in the shop and clears it, after typing the
 * words that confirm it (wrong words are refused by the request's schema and change nothing); a shop with nothing of
 * the demo left is told so.
 */
export class StartAfreshService {
  constructor(private readonly demo: DemoContentPort) {}

  async status(): Promise<DemoStatus> {
    const left = await this.demo.left();
    return { left, clear: Object.values(left).every((n) => n === 0), phrase: DEMO_CLEAR_PHRASE };
  }

  /** Clears the demo; the words typed were checked by the request's schema (contract demoClearBody). */
  async clear(by: StaffActor): Promise<DemoCleared> {
    const outcome = await this.demo.clear(by);
    if (!outcome) throw new ConflictError(DEMO_MESSAGES.nothingLeft);
    return {
      message: DEMO_MESSAGES.cleared,
      cleared: outcome.cleared,
      kept_categories: outcome.keptCategories,
    };
  }
}

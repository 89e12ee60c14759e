import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contentVersion } from '../db/schema.js';
import type { ReadCache } from './read-cache.js';

/**
 * Drops the cached lists when the shop's content changes, whichever process (or person with psql) changed it:
 * database triggers bump `content_version`, and every process reads that one row at a fixed interval.
 */
export class ContentWatcher {
  private known: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly cache: ReadCache,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.check().catch(() => {}), this.intervalMs);
    // The check must never keep the process alive on its own.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the version; a change since the last read empties the cache. */
  async check(): Promise<void> {
    const [row] = await this.db
      .select({ version: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1));
    const version = row?.version ?? 0;
    if (this.known !== undefined && version !== this.known) this.cache.invalidate();
    this.known = version;
  }
}

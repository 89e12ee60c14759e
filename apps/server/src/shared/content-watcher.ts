import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cacheInvalidations, contentVersion } from '../db/schema.js';
import type { ReadCache } from './read-cache.js';

/**
 * Drops the cached lists when the shop's content changes, whichever process (or person with psql) changed it:
 * database triggers bump `content_version`, and every process reads that one row at a fixed interval.
 */
export class ContentWatcher {
  private known: number | undefined;
  private lastChange: number | undefined;
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

  /**
   * Reads the version and the newest product-level change in one statement: a new version empties the cache, new
   * product changes (reviews) drop only those products.
   */
  async check(): Promise<void> {
    const [row] = await this.db
      .select({
        version: contentVersion.version,
        lastChange:
          sql<number>`(select coalesce(max(${cacheInvalidations.id}), 0) from ${cacheInvalidations})`.mapWith(
            Number,
          ),
      })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1));
    const version = row?.version ?? 0;
    const lastChange = row?.lastChange ?? 0;
    if (this.known !== undefined && version !== this.known) this.cache.invalidate();
    else if (this.lastChange !== undefined && lastChange > this.lastChange) {
      const changed = await this.db
        .selectDistinct({ productId: cacheInvalidations.productId })
        .from(cacheInvalidations)
        .where(gt(cacheInvalidations.id, this.lastChange));
      for (const { productId } of changed) this.cache.invalidateProduct(productId);
    }
    this.known = version;
    this.lastChange = lastChange;
  }
}

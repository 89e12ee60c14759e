import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Room for answers whose key comes from the visitor (one product, one category, one search text): a catalogue
 * of any size, or a visitor trying every search text, cannot grow the process past this.
 */
export const PER_KEY_CACHE_BYTES = 32 * 1024 * 1024;
export const PER_KEY_CACHE_ENTRIES = 10_000;
/** About what one cached answer's objects (buffers, strings, the cache's own node) take besides its bytes. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Data every visitor shares (the catalogue snapshot, home page, category and farm lists), kept in this process
 * until the content changes: the ContentWatcher calls `invalidate()` when the database's content version moves.
 * Concurrent misses for one key share a single load.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly perKey = new LRUCache<string, StoredBody>({
    // Most searches find little or nothing: tens of thousands of tiny answers would pass any byte budget only
    // through their bookkeeping, so the entries are counted too, and each is charged for its own objects.
    max: PER_KEY_CACHE_ENTRIES,
    maxSize: PER_KEY_CACHE_BYTES,
    sizeCalculation: (json, key) =>
      ENTRY_OVERHEAD_BYTES +
      json.body.length +
      (json.gzip?.length ?? 0) +
      (json.heldBytes ?? 0) +
      key.length +
      json.etag.length,
  });
  private generation = 0;

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A load that started before an invalidation may hold old data: answer with it, but do not keep it.
        if (generation === this.generation) this.entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * A serialised answer for one key among many (a product, a search text), kept while there is room; the least
   * recently asked are dropped first. Misses are not shared: each is cheap, and the answer is the same.
   */
  async getBounded<T extends StoredBody>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    // Each kind of answer has its own key prefix, so a hit is the type its caller stored.
    const hit = this.perKey.get(key) as T | undefined;
    if (hit) return hit;
    const generation = this.generation;
    const json = await load();
    if (!keep(json)) return json;
    // Compressed before it is stored, so the size the cache counts does not change afterwards.
    gzipOf(json);
    if (generation === this.generation) this.perKey.set(key, json);
    return json;
  }

  /**
   * Drops what one product's page and answer hold (a review changed them). Pages are kept per origin and path, so
   * every cached page of that product goes, whichever address it was asked by.
   */
  invalidateProduct(productId: number): void {
    this.generation += 1;
    const pagePath = new RegExp(`/product/[^/?#]*-${productId}(?:[/?#]|$)`);
    for (const key of this.perKey.keys()) {
      if (key === `json:product:${productId}` || (key.startsWith('page:') && pagePath.test(key))) {
        this.perKey.delete(key);
      }
    }
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.perKey.clear();
  }
}

/**
 * An answer (JSON, or a storefront page) serialised once, with its ETag, so cached answers cost no serialisation per request. It is kept
 * as UTF-8 bytes: sending a string would encode it again on every request (half a megabyte for the whole
 * catalogue with 1,000 products).
 */
export interface StoredBody {
  body: Buffer;
  etag: string;
  /** Headers that belong to this answer (e.g. a search's total count), sent with it. */
  headers?: Record<string, string>;
  /** About what objects kept beside the bytes take (a product's answer kept for its page), counted in the budget. */
  heldBytes?: number;
  /** The same bytes gzipped, made the first time a client that accepts gzip asks. */
  gzip?: Buffer;
}

export function toJsonBody(data: unknown): StoredBody {
  return toStoredBody(JSON.stringify(data));
}

/** Any text answer (JSON, a page) kept as bytes with its ETag. */
export function toStoredBody(text: string): StoredBody {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** The gzipped bytes of a cached answer, compressed once and kept with it; undefined when not worth it. */
export function gzipOf(json: StoredBody): Buffer | undefined {
  if (json.body.length < COMPRESS_FROM_BYTES) return undefined;
  json.gzip ??= gzipSync(json.body, { level: 6 });
  return json.gzip;
}

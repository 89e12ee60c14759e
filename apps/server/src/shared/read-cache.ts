import { createHash } from 'node:crypto';

/**
 * Data every visitor shares (the catalogue snapshot, home page, category and farm lists), kept in this process
 * until the content changes: the ContentWatcher calls `invalidate()` when the database's content version moves.
 * Concurrent misses for one key share a single load.
 */
export class ReadCache {
  private readonly entries = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<unknown>>();
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

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}

/** A JSON answer serialised once, with its ETag, so cached answers cost no serialisation per request. */
export interface JsonBody {
  body: string;
  etag: string;
}

export function toJsonBody(data: unknown): JsonBody {
  const body = JSON.stringify(data);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

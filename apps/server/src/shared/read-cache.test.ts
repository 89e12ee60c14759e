import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PER_KEY_CACHE_BYTES, PER_KEY_CACHE_ENTRIES, ReadCache, toJsonBody } from './read-cache.js';

describe('ReadCache.getBounded', () => {
  it('answers a key from memory until the content changes', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => toJsonBody({ loads: ++loads });
    expect(JSON.parse((await cache.getBounded('a', load)).body.toString())).toEqual({ loads: 1 });
    expect(JSON.parse((await cache.getBounded('a', load)).body.toString())).toEqual({ loads: 1 });
    cache.invalidate();
    expect(JSON.parse((await cache.getBounded('a', load)).body.toString())).toEqual({ loads: 2 });
  });

  it('drops the least recently asked answers when they would pass the byte budget', async () => {
    const cache = new ReadCache();
    // Random text does not compress, so each entry counts about its own size.
    const big = (n: number) => async () =>
      toJsonBody({
        n,
        text: randomBytes(PER_KEY_CACHE_BYTES / 8).toString('base64'),
      });
    const loaded: number[] = [];
    const get = async (n: number) => {
      const json = await cache.getBounded(`k${n}`, async () => {
        loaded.push(n);
        return big(n)();
      });
      return (JSON.parse(json.body.toString()) as { n: number }).n;
    };
    for (let n = 0; n < 10; n++) expect(await get(n)).toBe(n);
    expect(loaded).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The newest answers are still there; the oldest had to make room.
    expect(await get(9)).toBe(9);
    expect(await get(0)).toBe(0);
    expect(loaded).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
  });

  it('does not keep an answer that was loaded while the content changed', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const slow = cache.getBounded('a', async () => {
      cache.invalidate();
      return toJsonBody({ loads: ++loads });
    });
    await slow;
    await cache.getBounded('a', async () => toJsonBody({ loads: ++loads }));
    expect(loads).toBe(2);
  });

  it('keeps at most a fixed number of answers, however small', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => toJsonBody((loads += 1) && []);
    for (let n = 0; n <= PER_KEY_CACHE_ENTRIES; n++) await cache.getBounded(`search:${n}`, load);
    expect(loads).toBe(PER_KEY_CACHE_ENTRIES + 1);
    // The newest is still there; the first one asked made room for it.
    await cache.getBounded(`search:${PER_KEY_CACHE_ENTRIES}`, load);
    expect(loads).toBe(PER_KEY_CACHE_ENTRIES + 1);
    await cache.getBounded('search:0', load);
    expect(loads).toBe(PER_KEY_CACHE_ENTRIES + 2);
  });
});

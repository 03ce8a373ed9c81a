import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent and repeated callers until the time is up', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('forgets failures, deleted keys, and the oldest entry past the size bound', async () => {
    const cache = new TtlCache<string, number>(1000, 2, () => 0);
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('x', async () => 7)).toBe(7);
    cache.delete('x');
    expect(await cache.getOrLoad('x', async () => 8)).toBe(8);
    await cache.getOrLoad('y', async () => 1);
    await cache.getOrLoad('z', async () => 1);
    expect(await cache.getOrLoad('x', async () => 9)).toBe(9);
  });

  it('does not cache at all with a zero time to live', async () => {
    let loads = 0;
    const cache = new TtlCache<string, number>(0);
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

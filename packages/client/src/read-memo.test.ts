import { describe, expect, it, vi } from 'vitest';
import { ReadMemo } from './read-memo';

const ok = () => Promise.resolve('reply');

describe('ReadMemo', () => {
  it('shares a read by key within its window and starts a new one after', async () => {
    const memo = new ReadMemo();
    const start = vi.fn(ok);
    const a = memo.share('k', 1000, 0, start);
    expect(memo.share('k', 1000, 999, start)).toBe(a);
    expect(start).toHaveBeenCalledTimes(1);
    memo.share('k', 1000, 1000, start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('does not keep an entry per distinct key for ever: expired throttle entries are swept out', () => {
    const memo = new ReadMemo();
    // One new URL every 100 ms for 1000 reads, each shared for 1000 ms: about ten alive at a time.
    for (let i = 0; i < 1000; i++) memo.share(`GET /api/2/instruments/${i}/price`, 1000, i * 100, ok);
    expect(memo.size).toBeLessThanOrEqual(32);
  });

  it('keeps entries that are still within their window and cached ones when sweeping', () => {
    const memo = new ReadMemo();
    const cached = memo.share('cached', Infinity, 0, ok);
    const fresh: Promise<string>[] = [];
    for (let i = 0; i < 200; i++) {
      // Long-lived entries first, then a stream of short-lived ones that expire at once.
      if (i < 5) fresh.push(memo.share(`long-${i}`, 1_000_000, i, ok));
      else memo.share(`short-${i}`, 1, i * 10, ok);
    }
    const again = vi.fn(ok);
    expect(memo.share('cached', Infinity, 5000, again)).toBe(cached);
    fresh.forEach((promise, i) => expect(memo.share(`long-${i}`, 1_000_000, 5000, again)).toBe(promise));
    expect(again).not.toHaveBeenCalled();
    expect(memo.size).toBeLessThan(40);
  });

  it('drops a failed read at once', async () => {
    const memo = new ReadMemo();
    await expect(memo.share('k', 1000, 0, () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(memo.size).toBe(0);
  });
});

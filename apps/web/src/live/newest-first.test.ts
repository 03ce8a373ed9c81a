import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './newest-first';

const by = { id: (e: { id: string }) => e.id, time: (e: { time: number }) => e.time };
const ev = (id: string, time: number) => ({ id, time });

describe('mergeNewestFirst', () => {
  it('puts newer events first and keeps the limit', () => {
    expect(mergeNewestFirst([ev('a', 1), ev('b', 0)], [ev('c', 2)], by, 2)).toEqual([ev('c', 2), ev('a', 1)]);
  });

  it('keeps one copy of an event, the incoming one', () => {
    const incoming = { id: 'a', time: 1, fresh: true };
    expect(mergeNewestFirst([{ id: 'a', time: 1, fresh: false }], [incoming], by, 5)).toEqual([incoming]);
  });

  it('sorts events that arrive out of order', () => {
    expect(mergeNewestFirst([], [ev('x', 1), ev('y', 3), ev('z', 2)], by, 5).map((e) => e.id)).toEqual([
      'y',
      'z',
      'x',
    ]);
  });
});

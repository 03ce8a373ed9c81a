import { describe, expect, it } from 'vitest';
import { changedFields } from './diff';

describe('changedFields', () => {
  it('gives the key fields and the fields that changed', () => {
    expect(
      changedFields('price', { m: 11, i: '1', bid: 1, ask: 2 }, { m: 11, i: '1', bid: 1, ask: 2.5, last: 2 }),
    ).toEqual({
      m: 11,
      i: '1',
      ask: 2.5,
      last: 2,
    });
  });

  it('is undefined when nothing changed, and sends a vanished field as null', () => {
    expect(changedFields('depth', { m: 11, i: '1', bid1: 1 }, { m: 11, i: '1', bid1: 1 })).toBeUndefined();
    expect(changedFields('depth', { m: 11, i: '1', bid1: 1, bid2: 0.9 }, { m: 11, i: '1', bid1: 1 })).toEqual(
      { m: 11, i: '1', bid2: null },
    );
  });

  it('compares nested values by content and keys indicators by their string market', () => {
    expect(
      changedFields('indicator', { m: 'SSE', i: 'X', v: [1, 2] }, { m: 'SSE', i: 'X', v: [1, 2] }),
    ).toBeUndefined();
    expect(changedFields('indicator', { m: 'SSE', i: 'X', last: 1 }, { m: 'SSE', i: 'X', last: 2 })).toEqual({
      m: 'SSE',
      i: 'X',
      last: 2,
    });
  });
});

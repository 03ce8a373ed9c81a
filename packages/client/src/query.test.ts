import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPlainDate, toQueryString } from './query';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('toQueryString', () => {
  it('drops the __ALL__ wildcard, undefined and null', () => {
    expect(toQueryString({ type: '__ALL__', side: 'BUY', from: undefined, to: null })).toBe('?side=BUY');
    expect(toQueryString({ type: '__ALL__' })).toBe('');
  });

  it('comma-joins arrays, encoding each item so a comma inside one stays distinct', () => {
    expect(toQueryString({ accids: [1, 2, 3] })).toBe('?accids=1,2,3');
    expect(toQueryString({ names: ['a,b', 'c d'] })).toBe('?names=a%2Cb,c%20d');
  });

  it('drops an array that holds the wildcard or nothing', () => {
    expect(toQueryString({ types: ['EQ', '__ALL__'], accids: [], x: [null, undefined] })).toBe('');
  });

  it('sends dates as plain yyyy-MM-dd dates, in arrays too', () => {
    const date = new Date(2024, 0, 5, 13, 45);
    expect(toQueryString({ from: date })).toBe('?from=2024-01-05');
    expect(toQueryString({ days: [new Date(2024, 11, 31), new Date(2025, 0, 1)] })).toBe(
      '?days=2024-12-31,2025-01-01',
    );
  });

  it('sorts names so that the same filters give the same URL', () => {
    expect(toQueryString({ b: 2, a: 1 })).toBe(toQueryString({ a: 1, b: 2 }));
    expect(toQueryString({ b: 2, a: 1 })).toBe('?a=1&b=2');
  });

  it('keeps false and 0, which are values, not absence', () => {
    expect(toQueryString({ myHoldings: false, offset: 0 })).toBe('?myHoldings=false&offset=0');
  });

  it('refuses values it cannot put in a URL rather than sending [object Object]', () => {
    expect(() => toQueryString({ filter: { a: 1 } })).toThrow(TypeError);
    expect(() => toQueryString({ from: new Date('nonsense') })).toThrow(TypeError);
  });
});

describe('formatPlainDate', () => {
  it('uses the local calendar day, not the UTC one', () => {
    vi.stubEnv('TZ', 'Europe/Stockholm');
    // 23:30 UTC on 31 January is already 1 February in Stockholm.
    expect(formatPlainDate(new Date('2024-01-31T23:30:00Z'))).toBe('2024-02-01');
    // Local midnight of 1 March is 28/29 February in UTC.
    expect(formatPlainDate(new Date('2024-02-29T23:00:00Z'))).toBe('2024-03-01');

    vi.stubEnv('TZ', 'America/New_York');
    expect(formatPlainDate(new Date('2024-01-31T23:30:00Z'))).toBe('2024-01-31');
  });

  it('pads month, day and year', () => {
    expect(formatPlainDate(new Date(2024, 2, 7))).toBe('2024-03-07');
    const early = new Date(2024, 0, 1);
    early.setFullYear(800);
    expect(formatPlainDate(early)).toBe('0800-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { linePath, quarterEnds, summarize, type HistoryPoint } from './key-figure-history';

const day = (d: string, value: number | null): HistoryPoint => ({
  day: d,
  fiscal_year: null,
  quarter: null,
  value,
});

describe('key figure history', () => {
  it('summarises first, latest, lowest and highest, skipping days without a figure', () => {
    const s = summarize([
      day('2026-01-02', null),
      day('2026-01-05', 12),
      day('2026-01-06', 9),
      day('2026-01-07', 15),
      day('2026-01-08', 11),
    ]);
    expect(s).toMatchObject({
      first: { day: '2026-01-05' },
      last: { day: '2026-01-08' },
      low: { value: 9 },
      high: { value: 15 },
    });
    expect(summarize([day('2026-01-02', null)])).toBeUndefined();
  });

  it('keeps the last day of each quarter for the table', () => {
    const rows = quarterEnds([
      day('2026-03-30', 1),
      day('2026-03-31', 2),
      day('2026-04-01', 3),
      day('2026-06-30', 4),
      day('2026-07-01', 5),
    ]);
    expect(rows.map((r) => r.value)).toEqual([2, 4, 5]);
  });

  it('draws a line with a gap where there is no figure', () => {
    expect(linePath([day('a', 0), day('b', 10), day('c', null), day('d', 5)], 30, 10)).toBe(
      'M0.0 10.0L10.0 0.0M30.0 5.0',
    );
    expect(linePath([], 30, 10)).toBe('');
  });
});

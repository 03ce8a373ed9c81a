import { describe, expect, it } from 'vitest';
import { customRangeProblem } from './custom-range';

describe('custom date range', () => {
  it('refuses future dates, a reversed range and missing dates', () => {
    expect(customRangeProblem('2026-01-01', '2026-03-01', '2026-03-01')).toBeUndefined();
    expect(customRangeProblem('2026-01-01', '2026-03-02', '2026-03-01')).toBe('future');
    expect(customRangeProblem('2026-03-02', '2026-03-02', '2026-03-01')).toBe('future');
    expect(customRangeProblem('2026-02-01', '2026-01-01', '2026-03-01')).toBe('order');
    expect(customRangeProblem('', '2026-01-01', '2026-03-01')).toBe('missing');
  });
});

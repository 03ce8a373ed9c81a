import { describe, expect, it } from 'vitest';
import { groupByDay, isoWeek, mondayOf } from './calendar-week';

describe('calendar weeks', () => {
  it('starts a week on Monday and numbers it the ISO way', () => {
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(isoWeek('2026-11-28')).toBe(48);
    // 1 January 2027 is a Friday: it belongs to week 53 of 2026.
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2026-01-01')).toBe(1);
  });

  it('groups sorted items by day', () => {
    const items = [{ day: 'a' }, { day: 'a' }, { day: 'b' }];
    expect(groupByDay(items).map((g) => [g.day, g.items.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});

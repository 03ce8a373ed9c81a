import { describe, expect, it } from 'vitest';
import { isDealingDay, nextDealingDay } from './dealing';

describe('fund dealing days', () => {
  it('deals daily funds on every banking day', () => {
    expect(isDealingDay('SE', 'DAILY', '2026-11-18')).toBe(true);
    expect(isDealingDay('SE', 'DAILY', '2026-11-21')).toBe(false);
    expect(isDealingDay('SE', 'DAILY', '2026-06-19')).toBe(false);
  });

  it('deals weekly funds on the last banking day of the week', () => {
    expect(isDealingDay('SE', 'WEEKLY', '2026-11-20')).toBe(true);
    expect(isDealingDay('SE', 'WEEKLY', '2026-11-19')).toBe(false);
    // Midsummer Eve is a Friday: that week deals on Thursday.
    expect(isDealingDay('SE', 'WEEKLY', '2026-06-18')).toBe(true);
    expect(nextDealingDay('SE', 'WEEKLY', '2026-06-15')).toBe('2026-06-18');
    // Good Friday 2026 moves the Norwegian dealing day back past Maundy Thursday to Wednesday.
    expect(nextDealingDay('NO', 'WEEKLY', '2026-03-30')).toBe('2026-04-01');
  });

  it('deals monthly funds on the last banking day of the month', () => {
    expect(isDealingDay('SE', 'MONTHLY', '2026-11-30')).toBe(true);
    expect(isDealingDay('SE', 'MONTHLY', '2026-11-27')).toBe(false);
    // 31 October 2026 is a Saturday.
    expect(nextDealingDay('SE', 'MONTHLY', '2026-10-01')).toBe('2026-10-30');
    // New Year's Eve and Christmas: the last banking day of December 2026 is the 30th.
    expect(nextDealingDay('SE', 'MONTHLY', '2026-12-01')).toBe('2026-12-30');
    expect(nextDealingDay('FI', 'MONTHLY', '2026-12-31')).toBe('2027-01-29');
  });
});

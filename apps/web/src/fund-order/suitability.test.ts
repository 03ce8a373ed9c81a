import { describe, expect, it } from 'vitest';
import { expiresWithinNoticePeriod } from './suitability';
import { appropriatenessPath } from './links';
import { formatStopTime, sharedFrequency } from './stop-time';

const now = Date.UTC(2025, 0, 15);

describe('renewal notice', () => {
  it('shows when a valid approval expires within one month', () => {
    expect(expiresWithinNoticePeriod(Date.UTC(2025, 1, 10), now)).toBe(true);
    expect(expiresWithinNoticePeriod(Date.UTC(2025, 1, 15), now)).toBe(true);
    expect(expiresWithinNoticePeriod(Date.UTC(2025, 1, 16), now)).toBe(false);
    expect(expiresWithinNoticePeriod(Date.UTC(2025, 0, 1), now)).toBe(false);
    expect(expiresWithinNoticePeriod(undefined, now)).toBe(false);
  });

  it('links the knowledge test with the instrument, or / without a category', () => {
    expect(appropriatenessPath(2, 55)).toBe('/appropriateness/2?instrumentId=55');
    expect(appropriatenessPath(undefined, 55)).toBe('/');
  });
});

describe('stop time and frequency', () => {
  const at = Date.UTC(2025, 5, 2, 11, 0); // 13:00 in Stockholm, 14:00 in Helsinki
  it('daily funds show the time only, 24-hour clock, in the country time zone', () => {
    expect(formatStopTime(at, 'DAILY', 'en', 'SE')).toBe('13:00');
    expect(formatStopTime(at, 'DAILY', 'en', 'FI')).toBe('14:00');
  });
  it('others show date and time', () => {
    expect(formatStopTime(at, 'WEEKLY', 'en', 'SE')).toBe('Jun 2, 13:00');
  });
  it("'-' when buy and sell frequencies differ", () => {
    expect(sharedFrequency({ buyFrequency: 'DAILY', sellFrequency: 'DAILY' })).toBe('DAILY');
    expect(sharedFrequency({ buyFrequency: 'DAILY', sellFrequency: 'WEEKLY' })).toBeUndefined();
  });
});

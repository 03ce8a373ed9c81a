import { describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import {
  dayIn,
  displayTimeZone,
  formatCompactMoney,
  formatDateTime,
  formatExactMoney,
  formatMoney,
  formatPrice,
  formatSignedPrice,
  formatTimeWithSeconds,
  formatVolume,
  formatWeekdayTime,
  formatQuantity,
  formatSignedMoney,
  formatSignedPercent,
  formatTime,
} from './format';

// Intl separates groups and units with no-break spaces; plain spaces keep the expectations readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['sv-SE', 'SEK', 1234.5, '1 234,50 kr'],
    ['nb-NO', 'NOK', 1234.5, '1 234,50 kr'],
    ['da-DK', 'DKK', 1234.5, '1.234,50 kr.'],
    ['fi-FI', 'EUR', 1234.5, '1 234,50 €'],
    ['en', 'SEK', 1234.5, 'SEK 1,234.50'],
  ])('%s %s', (locale, currency, value, expected) => {
    expect(plain(formatMoney({ value, currency }, locale))).toBe(expected);
  });
});

describe('formatExactMoney', () => {
  it('keeps every digit of a 20-digit amount', () => {
    const value = new Decimal('12345678901234567890.05');
    expect(plain(formatExactMoney(value, 'SEK', 'en'))).toBe('SEK 12,345,678,901,234,567,890.05');
    expect(plain(formatExactMoney(value, 'SEK', 'sv-SE'))).toBe('12 345 678 901 234 567 890,05 kr');
  });
});

describe('formatSignedMoney', () => {
  it('marks a gain with +', () => {
    expect(plain(formatSignedMoney({ value: 1234.5, currency: 'SEK' }, 'sv-SE'))).toBe('+1 234,50 kr');
  });

  it('marks a loss with a minus sign', () => {
    expect(plain(formatSignedMoney({ value: -1234.5, currency: 'SEK' }, 'sv-SE'))).toBe('−1 234,50 kr');
    expect(plain(formatSignedMoney({ value: -1234.5, currency: 'SEK' }, 'en'))).toBe('-SEK 1,234.50');
  });

  it('gives zero no sign', () => {
    expect(plain(formatSignedMoney({ value: 0, currency: 'EUR' }, 'fi-FI'))).toBe('0,00 €');
  });
});

describe('formatSignedPercent', () => {
  it('takes a value in percent and shows two decimals with a sign', () => {
    expect(plain(formatSignedPercent(12.5, 'sv-SE'))).toBe('+12,50 %');
    expect(plain(formatSignedPercent(-3.14159, 'en'))).toBe('-3.14%');
    expect(plain(formatSignedPercent(0, 'en'))).toBe('0.00%');
  });
});

describe('formatQuantity', () => {
  it('shows whole shares as integers', () => {
    expect(plain(formatQuantity(1200, 'sv-SE'))).toBe('1 200');
    expect(formatQuantity(15, 'en')).toBe('15');
  });

  it('shows fund units with up to four decimals', () => {
    expect(formatQuantity(12.345678, 'sv-SE')).toBe('12,3457');
    expect(formatQuantity(3.5, 'en')).toBe('3.5');
  });
});

describe('times', () => {
  // 2025-01-15 12:05 UTC: 13:05 in Stockholm, 14:05 in Helsinki.
  const noonUtc = Date.UTC(2025, 0, 15, 12, 5);

  it('uses Helsinki time for Finland and Stockholm time elsewhere', () => {
    expect(displayTimeZone('FI')).toBe('Europe/Helsinki');
    expect(displayTimeZone('SE')).toBe('Europe/Stockholm');
    expect(displayTimeZone('NO')).toBe('Europe/Stockholm');
    expect(displayTimeZone('DK')).toBe('Europe/Stockholm');
  });

  it('shows times on the 24-hour clock in the display time zone', () => {
    expect(formatTime(noonUtc, 'en', 'Europe/Stockholm')).toBe('13:05');
    expect(formatTime(noonUtc, 'fi-FI', 'Europe/Helsinki')).toBe('14.05');
    expect(formatTime(Date.UTC(2025, 0, 15, 22, 30), 'en', 'Europe/Stockholm')).toBe('23:30');
  });
});

describe('market data formats', () => {
  // 2025-01-15 12:05:09 UTC: 13:05:09 in Stockholm.
  const tick = Date.UTC(2025, 0, 15, 12, 5, 9);

  it('shows prices with two to four decimals, with or without the currency', () => {
    expect(formatPrice(152.9, 'sv-SE')).toBe('152,90');
    expect(formatPrice(0.0452, 'en')).toBe('0.0452');
    expect(plain(formatPrice(152.95, 'sv-SE', 'SEK'))).toBe('152,95 kr');
  });

  it('signs price differences, zero without a sign', () => {
    expect(formatSignedPrice(0.25, 'en')).toBe('+0.25');
    expect(formatSignedPrice(-0.25, 'sv-SE')).toBe('−0,25');
    expect(formatSignedPrice(0, 'en')).toBe('0.00');
  });

  it('shows volumes whole and turnover shortened', () => {
    expect(plain(formatVolume(12345, 'sv-SE'))).toBe('12 345');
    expect(plain(formatCompactMoney(12_345_678, 'SEK', 'sv-SE'))).toBe('12,3 mn kr');
    expect(plain(formatCompactMoney(12_345_678, 'SEK', 'en'))).toBe('SEK 12.3M');
  });

  it('shows trade times with seconds and other times on the 24-hour clock', () => {
    expect(formatTimeWithSeconds(tick, 'en', 'Europe/Stockholm')).toBe('13:05:09');
    expect(formatWeekdayTime(tick, 'en', 'Europe/Stockholm')).toBe('Wed 13:05');
    expect(formatDateTime(Date.UTC(2025, 0, 15, 22, 30), 'en', 'Europe/Helsinki')).toBe('Jan 16, 00:30');
    expect(dayIn(Date.UTC(2025, 0, 15, 23, 30), 'Europe/Stockholm')).toBe('2025-01-16');
  });
});

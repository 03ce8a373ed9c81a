import { describe, expect, it } from 'vitest';
import { formatFigureNumber, parseLocaleNumber } from './key-figure-format';

describe('key figure format', () => {
  it('formats by unit in the locale', () => {
    expect(formatFigureNumber(4.256, 'PERCENT', 2, 'sv-SE')).toBe('4,26\u00a0%');
    expect(formatFigureNumber(4.256, 'PERCENT', 2, 'en-GB')).toBe('4.26%');
    expect(formatFigureNumber(12.345, 'NUMBER', 1, 'fi-FI')).toBe('12,3');
    expect(formatFigureNumber(1234567.8, 'NONE', 2, 'en-GB')).toBe('1,234,568');
  });

  it('reads numbers as customers type them', () => {
    expect(parseLocaleNumber('4,5')).toBe(4.5);
    expect(parseLocaleNumber(' 1 000 ')).toBe(1000);
    expect(parseLocaleNumber('\u22122.5')).toBe(-2.5);
    expect(parseLocaleNumber('12%')).toBeUndefined();
    expect(parseLocaleNumber('')).toBeUndefined();
  });
});

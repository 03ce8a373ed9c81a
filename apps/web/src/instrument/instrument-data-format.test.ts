import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/use-t';
import { formatKeyFigure } from './instrument-data-format';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** The Swedish and English ways of writing millions, as the catalogues have them. */
const sv: Translate = (_id, v) => `${v?.amount} M${v?.currency}`;
const en: Translate = (_id, v) => `${v?.currency} ${v?.amount}m`;

describe('key figure formatting', () => {
  it('formats each unit in the locale', () => {
    const f = (
      unit: 'CURRENCY' | 'PERCENT' | 'NUMBER' | 'NONE',
      value: number | null,
      decimals: number,
      millions = false,
    ) => ({
      unit,
      value,
      decimals,
      millions,
    });
    expect(plain(formatKeyFigure(f('PERCENT', 2.3456, 2), 'SEK', 'sv-SE', sv))).toBe('2,35 %');
    expect(plain(formatKeyFigure(f('PERCENT', 2.3456, 2), 'SEK', 'en', en))).toBe('2.35%');
    expect(plain(formatKeyFigure(f('CURRENCY', 181999.9, 0, true), 'SEK', 'sv-SE', sv))).toBe('182 000 MSEK');
    expect(plain(formatKeyFigure(f('CURRENCY', 181999.9, 0, true), 'SEK', 'en', en))).toBe('SEK 182,000m');
    expect(plain(formatKeyFigure(f('CURRENCY', 12.971, 2), 'SEK', 'sv-SE', sv))).toBe('12,97 kr');
    expect(plain(formatKeyFigure(f('CURRENCY', 12.971, 2), 'EUR', 'fi-FI', sv))).toBe('12,97 €');
    expect(plain(formatKeyFigure(f('NUMBER', 18.93, 1), 'SEK', 'da-DK', sv))).toBe('18,9');
    expect(plain(formatKeyFigure(f('NUMBER', -0.5, 2), 'SEK', 'en', en))).toBe('-0.50');
    expect(plain(formatKeyFigure(f('NONE', 741042000, 0), 'SEK', 'nb-NO', sv))).toBe('741 042 000');
  });

  it('has no text for a figure that is not there, whatever its unit', () => {
    for (const unit of ['CURRENCY', 'PERCENT', 'NUMBER', 'NONE'] as const) {
      expect(
        formatKeyFigure({ unit, value: null, decimals: 1, millions: false }, 'SEK', 'sv-SE', sv),
      ).toBeNull();
    }
  });
});

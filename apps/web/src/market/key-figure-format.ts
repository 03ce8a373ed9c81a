import type { KeyFigureUnit } from '@broker/domain';

const formats = new Map<string, Intl.NumberFormat>();

function format(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/**
 * A key figure's number in the locale's style by its unit (spec 001 §9): PERCENT with the percent
 * sign, CURRENCY and NUMBER with the figure's decimals, NONE (a count) whole. The caller adds the
 * currency (and "millions") where the unit is CURRENCY, as the words differ per language.
 */
export function formatFigureNumber(
  value: number,
  unit: KeyFigureUnit,
  decimals: number,
  locale: string,
): string {
  if (unit === 'PERCENT') {
    return format(locale, {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value / 100);
  }
  const digits = unit === 'NONE' ? 0 : decimals;
  return format(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * An amount given in millions, short for a table column: the locale's compact notation with three
 * significant digits ("1,65 bn" in Swedish, "1.65T" in English) of the whole amount. The full figure
 * stays on the instrument's key-figure tab.
 */
export function formatMillionsCompact(millions: number, locale: string): string {
  return format(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(millions * 1_000_000);
}

/**
 * A number typed by a customer in their locale's style: a decimal comma or point, spaces or the
 * locale's group separator between thousands, a minus sign of either kind. Undefined when it is
 * not a number.
 */
export function parseLocaleNumber(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

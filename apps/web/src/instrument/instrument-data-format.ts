import type { Translate } from '../i18n/use-t';

/**
 * Formatting of company data: key figures by their unit, and amounts in millions as each language
 * writes them (MSEK in Swedish, mio. kr in Danish, milj. euroa in Finnish), always through Intl so
 * grouping and decimal signs follow the customer's locale.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A plain number with exactly `decimals` decimals. */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/** An amount given in millions, with the language's way of saying "millions of" the currency. */
export function formatMillions(
  value: number,
  currency: string,
  locale: string,
  t: Translate,
  decimals = 0,
): string {
  return t('instrumentData.millions', { amount: formatDecimal(value, locale, decimals), currency });
}

export interface FormattableFigure {
  unit: 'CURRENCY' | 'PERCENT' | 'NUMBER' | 'NONE';
  value: number | null;
  decimals: number;
  millions: boolean;
}

/**
 * A key figure as text by its unit, or null when there is no figure (the caller shows a dash with
 * a spoken label). PERCENT values are given in percent (12.5 means 12.5 %).
 */
export function formatKeyFigure(
  figure: FormattableFigure,
  currency: string,
  locale: string,
  t: Translate,
): string | null {
  const { value, decimals } = figure;
  if (value === null || !Number.isFinite(value)) return null;
  switch (figure.unit) {
    case 'PERCENT':
      return numberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value / 100);
    case 'CURRENCY':
      if (figure.millions) return formatMillions(value, currency, locale, t, decimals);
      return numberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
    case 'NUMBER':
      return formatDecimal(value, locale, decimals);
    case 'NONE':
      return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
}

/** A report period: "2025" for a year, "Q3 2025" (as the language writes it) for a quarter. */
export function periodLabel(fiscalYear: number, quarter: number | null, t: Translate): string {
  return quarter === null
    ? String(fiscalYear)
    : t('instrumentData.period.quarter', { quarter, year: fiscalYear });
}

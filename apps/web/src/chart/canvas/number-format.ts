import { AMOUNT_DECIMALS, DIVIDEND_DECIMALS, QUANTITY_MAX_DECIMALS } from '@broker/domain';

/** Number formats of the chart not covered by ui/format.ts, cached per locale and options. */
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

function currencyOptions(currency: string | undefined): Intl.NumberFormatOptions {
  return currency ? { style: 'currency', currency } : {};
}

/** Trade amounts: whole units (spec 002 §9). */
export function formatAmount(value: number, locale: string, currency?: string): string {
  return numberFormat(locale, {
    ...currencyOptions(currency),
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
  }).format(value);
}

/** Dividends: two decimals (spec 002 §9). */
export function formatDividend(value: number, locale: string, currency?: string): string {
  return numberFormat(locale, {
    ...currencyOptions(currency),
    minimumFractionDigits: DIVIDEND_DECIMALS,
    maximumFractionDigits: DIVIDEND_DECIMALS,
  }).format(value);
}

/** Quantities: whole, or up to 4 decimals for fund units (spec 002 §9). */
export function formatTradeQuantity(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: QUANTITY_MAX_DECIMALS }).format(value);
}

/** Indicator values and axis prices: two to four decimals. */
export function formatValue(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

/** A value given in percent (12.5 means 12.5 %), signed, two decimals. */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(value / 100);
}

export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

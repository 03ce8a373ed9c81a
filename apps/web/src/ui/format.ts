import type { Money } from '@broker/domain';

/**
 * Display formatting for amounts, quantities, percentages and times. Everything goes through Intl
 * for the current locale; formatters are cached because a holdings table formats hundreds of cells
 * and constructing an Intl formatter is comparatively expensive.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An amount in its own currency, with the currency's usual number of decimals. */
export function formatMoney(money: Money, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: money.currency }).format(money.value);
}

/**
 * An exact decimal amount (a form's figures): Intl formats the decimal string itself, so a 20-digit
 * amount keeps every digit instead of going through a binary float first.
 */
export function formatExactMoney(value: { toFixed(): string }, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency }).format as (value: string) => string;
  return format(value.toFixed());
}

/**
 * An amount with an explicit + or − sign, so a gain and a loss differ in text and not only in
 * colour. Zero has no sign.
 */
export function formatSignedMoney(money: Money, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    signDisplay: 'exceptZero',
  }).format(money.value);
}

/** A percentage given in percent (12.5 means 12.5 %), signed, two decimals. */
export function formatSignedPercent(percent: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** A share of a whole given in percent (12.5 means 12.5 %), two decimals, no sign. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/** Whole shares show as integers; fund units are fractional and show up to four decimals. */
export function formatQuantity(quantity: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 4 }).format(quantity);
}

/** Spec 000 §9: displayed times use Europe/Helsinki for Finland and Europe/Stockholm otherwise. */
export function displayTimeZone(countryCode: string): string {
  return countryCode === 'FI' ? 'Europe/Helsinki' : 'Europe/Stockholm';
}

/** A time of day on the 24-hour clock (spec 000 §9), in the given time zone. */
export function formatTime(epochMs: number, locale: string, timeZone: string): string {
  return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    epochMs,
  );
}

/**
 * A share or fund price: at least two decimals, up to four for low-priced shares whose tick is
 * smaller than a cent. With a currency, in the currency's local style.
 */
export function formatPrice(value: number, locale: string, currency?: string): string {
  return numberFormat(locale, {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(value);
}

/** A price difference with an explicit + or − sign (zero has none), decimals as formatPrice. */
export function formatSignedPrice(value: number, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** A number of shares traded or on offer: whole, with the locale's grouping. */
export function formatVolume(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A large amount shortened the local way (1,2 mn kr): a day's turnover, where the öre are noise. */
export function formatCompactMoney(value: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A time of day with seconds, 24-hour clock: trades happen many to the minute. */
export function formatTimeWithSeconds(epochMs: number, locale: string, timeZone: string): string {
  return dateFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(epochMs);
}

/** A short weekday and a time, 24-hour clock ("Mon 09:00"), for a moment within the coming week. */
export function formatWeekdayTime(epochMs: number, locale: string, timeZone: string): string {
  return dateFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(epochMs);
}

/** A calendar day (`yyyy-MM-dd`) as the locale writes it, e.g. 26 nov. 2026. */
export function formatDay(day: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}

/** Date and time, 24-hour clock (spec 000 §9: "others show date and time"). */
export function formatDateTime(epochMs: number, locale: string, timeZone: string): string {
  return dateFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(epochMs);
}

/** The calendar day of a moment in a time zone, as YYYY-MM-DD, to tell whether two moments share a day. */
export function dayIn(epochMs: number, timeZone: string): string {
  return dateFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(epochMs);
}

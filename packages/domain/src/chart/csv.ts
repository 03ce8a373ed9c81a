import { utcOffsetMinutes } from '../calendar/timezone';

/**
 * CSV of the historical table (spec 002 §2, "can be downloaded as CSV"), written the same way by the
 * server's download route and by the web app. RFC 4180: records end in CRLF; a field that holds a
 * comma, a double quote, CR or LF is enclosed in double quotes, a double quote inside it doubled.
 */

/** The field separator: a comma (RFC 4180), or a semicolon for spreadsheets in decimal-comma locales. */
export type CsvSeparator = ',' | ';';
const NEEDS_QUOTES: Record<CsvSeparator, RegExp> = { ',': /[",\r\n]/, ';': /[";\r\n]/ };

export type CsvCell = string | number | null | undefined;
/** The same as CsvCell. */
export type CsvValue = CsvCell;

/** One field: numbers as JavaScript writes them (no exponent for prices), null and undefined empty. */
export function csvField(value: CsvValue, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return NEEDS_QUOTES[separator].test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[], separator: CsvSeparator = ','): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}

/** A header record and the data records, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  let out = csvRecord(header);
  for (const row of rows) out += csvRecord(row);
  return out;
}

export const PRICE_CSV_HEADER = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;

export interface CsvPricePoint {
  timeStamp: number;
  last: number;
  open?: number;
  high?: number;
  low?: number;
  volume?: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The date column: `yyyy-MM-dd` for daily and longer resolutions (their stamps are 00:00 UTC of the
 * day, domain `dayStamp`), `yyyy-MM-ddTHH:mm` in the market's local time for intraday ones, so the
 * file reads like the chart's tooltip.
 */
export function csvDate(timeStamp: number, intraday: boolean, timeZone: string): string {
  const shifted = intraday ? timeStamp + utcOffsetMinutes(timeZone, timeStamp) * 60_000 : timeStamp;
  const d = new Date(shifted);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return intraday ? `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : day;
}

/** The price points as `date,open,high,low,close,volume`; a missing open/high/low/volume is empty. */
export function pricePointsCsv(
  points: readonly CsvPricePoint[],
  opts: { intraday: boolean; timeZone: string },
): string {
  return toCsv(
    PRICE_CSV_HEADER,
    points.map((p) => [
      csvDate(p.timeStamp, opts.intraday, opts.timeZone),
      p.open,
      p.high,
      p.low,
      p.last,
      p.volume,
    ]),
  );
}

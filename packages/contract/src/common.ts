import { z } from 'zod';
import { COUNTRIES, LANGS, LOCALES } from '@broker/domain';

export const MoneySchema = z.object({ value: z.number(), currency: z.string() }).meta({ id: 'Money' });

export const ApiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ code: z.string(), field: z.string().optional() })).optional(),
  })
  .meta({ id: 'ApiError' });

export const CountryCodeSchema = z.enum(COUNTRIES);
export const LangSchema = z.enum(LANGS);

export const MetaSchema = z
  .object({
    lang: LangSchema,
    locale: z.enum(LOCALES),
    countryCode: CountryCodeSchema,
    tld: z.string(),
  })
  .meta({ id: 'Meta' });

/**
 * A whole number written in plain decimal digits when it arrives as text (path and query), or a JSON
 * integer in a body. `Number()` alone would also read `0x2711`, `1e4`, ` 10001` (from `%2010001`) and
 * `+5`, so what reaches the service is not what the client wrote.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .union([
      z.number(),
      z.string().regex(/^\d{1,10}$/, { message: 'expected a whole number in plain digits' }),
    ])
    .pipe(z.coerce.number<string | number>().int().min(min).max(max));
}

/** Positive integer id in a path or query, e.g. accid or instrument_id; ids are PostgreSQL integers. */
export const IdParam = wholeNumber(1, 2_147_483_647);

/** Ids in a query, comma-joined (spec 001 §7.10 "all take comma-joined account ids"), at most 100. */
export const IdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'expected up to 100 ids separated by commas' });

/**
 * Control characters (C0 but tab, newline and carriage return; DEL; C1), bidirectional overrides and
 * isolates, and unpaired surrogates: none belongs in a name or comment, and the bidi ones make text
 * read differently from what it is (U+202E turns "gpj.exe" around).
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Free text from a user: control, bidi-override and unpaired surrogate characters are refused. */
export const Text = z.string().refine((s) => !UNSAFE_TEXT.test(s), {
  message: 'must not contain control or bidirectional-override characters',
});

/** Whether `yyyy-MM-dd` names a day of the calendar (no 2024-02-30), in years 1900–2200. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A plain date, `yyyy-MM-dd`, that exists (spec 001 §5: filters take plain dates). */
export const PlainDate = z
  .string()
  .refine(isCalendarDate, { message: 'expected a calendar date yyyy-MM-dd (years 1900–2200)' });

/** Spec 000 §5: a sell percent is 0.01–100 of the holding; anything outside is no percent at all. */
export const PercentSchema = z.number().gt(0).max(100);

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

/** Positive integer id in a path, e.g. accid or instrument_id. */
export const IdParam = z.coerce.number().int().positive();

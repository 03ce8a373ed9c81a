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

/** Positive integer id in a path, e.g. accid or instrument_id; ids are PostgreSQL integers. */
export const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Free text from a user: NUL characters are refused, PostgreSQL cannot store them. */
export const Text = z
  .string()
  .refine((s) => !s.includes('\u0000'), { message: 'must not contain NUL characters' });

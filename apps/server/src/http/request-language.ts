import type { FastifyRequest } from 'fastify';
import { DEFAULT_META, isLang, type Lang } from '@broker/domain';

/**
 * The language of a document the server writes: `?lang=` first, then the browser's
 * Accept-Language, then the platform's default language.
 */
export function languageOf(request: FastifyRequest, asked: Lang | undefined): Lang {
  if (asked) return asked;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const base = tag.split('-')[0]!;
    // Norwegian as 'no' or 'nn' reads the Bokmål texts.
    const lang = base === 'no' || base === 'nn' ? 'nb' : base;
    if (isLang(lang)) return lang;
  }
  return DEFAULT_META.lang;
}

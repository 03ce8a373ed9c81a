import { eq } from 'drizzle-orm';
import { iconEtag, instrumentIconSvg } from '@broker/domain';
import { getInstrumentIcon } from '@broker/contract';
import type { Db } from '../db/database';
import { instruments } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';

/**
 * `GET /api/2/instruments/{id}/icon` (spec 001 §7.12 "icons"): the generated monogram. The body is a
 * function of the name, type and sector, so its hash is a strong validator: a browser revalidates
 * after an hour (a renamed company gets its new initials) and gets 304 without a body meanwhile.
 */

const CACHE_CONTROL = 'public, max-age=3600';
/** What an icon depends on changes rarely; a minute keeps the database out of a page of icons. */
const LOOKUP_TTL_MS = 60_000;

interface Icon {
  svg: string;
  etag: string;
}

const caches = new WeakMap<Db, TtlCache<number, Icon | null>>();

function iconOf(db: Db, id: number): Promise<Icon | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(LOOKUP_TTL_MS, 10_000)));
  return cache.getOrLoad(id, async () => {
    const [row] = await db
      .select({ name: instruments.name, groupType: instruments.groupType, sector: instruments.sector })
      .from(instruments)
      .where(eq(instruments.instrumentId, id));
    if (!row) return null;
    const svg = instrumentIconSvg(row);
    return { svg, etag: iconEtag(svg) };
  });
}

/** Whether an If-None-Match header names this validator (a list, `*`, or a weak form of it). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((v) => v.trim());
  return values.some((v) => v === '*' || v === etag || v === `W/${etag}`);
}

export const iconRoutes = [
  defineRoute(getInstrumentIcon, async ({ deps, params, request, reply }) => {
    const icon = await iconOf(deps.db, params.instrument_id);
    if (!icon) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${params.instrument_id} was not found`);
    reply.header('cache-control', CACHE_CONTROL).header('etag', icon.etag);
    if (matchesEtag(request.headers['if-none-match'], icon.etag)) {
      await reply.status(304).send();
      return '';
    }
    await reply
      .status(200)
      .type('image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(icon.svg);
    return '';
  }),
];

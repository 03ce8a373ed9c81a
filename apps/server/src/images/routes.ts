import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  clampImageWidth,
  IMAGE_WIDTH_MAX,
  IMAGE_WIDTH_MIN,
  IMAGE_WIDTH_PATTERN,
  LIST_IMAGE_DEFAULT_WIDTH,
  listImageSvg,
  LOGO_DEFAULT_WIDTH,
  logoSvg,
} from '@broker/domain';
import { ApiErrorSchema, CURATED_LIST_IMAGE_PATH, INSTRUMENT_LOGO_PATH } from '@broker/contract';
import type { Deps } from '../deps';
import { curatedLists, instruments } from '../db/schema';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';

/**
 * Generated images of the discover pages, served by the app itself (no external hosts): instrument
 * logos and curated list pictures, as SVG. Public like any static file, since `<img>` sends no
 * access token; they reveal only a symbol or a list's topic. The body depends on the path and the
 * width only, so browsers and proxies may keep it for a year.
 */

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** What an image depends on (a symbol, a topic) changes rarely; a minute keeps the database out of it. */
const LOOKUP_CACHE_MS = 60_000;

const WidthQuery = z.object({
  width: z
    .string()
    .regex(IMAGE_WIDTH_PATTERN, { message: 'expected a whole number of pixels' })
    .optional()
    .meta({
      description: `Width in px (the SVG's width/height attributes), clamped to ${IMAGE_WIDTH_MIN}–${IMAGE_WIDTH_MAX}`,
    }),
});

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .status(200)
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE_CONTROL)
    .send(svg);
}

export function registerImageRoutes(app: FastifyInstance, deps: Deps): void {
  const symbols = new TtlCache<number, string | null>(LOOKUP_CACHE_MS, 10_000);
  const topics = new TtlCache<string, string | null>(LOOKUP_CACHE_MS, 10_000);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: 'GET',
    // The router cannot put a parameter before a literal suffix in one segment, so the file name is
    // the parameter and the handler checks its shape.
    url: INSTRUMENT_LOGO_PATH.replace('{instrument_id}.svg', ':file'),
    schema: {
      summary: 'Generated logo of an instrument: the initials of its symbol on a colour derived from its id',
      tags: ['images'],
      params: z.object({
        file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, { message: 'expected {instrument_id}.svg' }),
      }),
      querystring: WidthQuery,
      response: { 200: z.string().meta({ description: 'image/svg+xml' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const id = Number(request.params.file.slice(0, -4));
      const symbol =
        id > 2_147_483_647
          ? null
          : await symbols.getOrLoad(id, async () => {
              const [row] = await deps.db
                .select({ symbol: instruments.symbol })
                .from(instruments)
                .where(eq(instruments.instrumentId, id));
              return row?.symbol ?? null;
            });
      if (symbol === null) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${id} was not found`);
      const width = clampImageWidth(Number(request.query.width ?? LOGO_DEFAULT_WIDTH));
      return sendSvg(reply, logoSvg(id, symbol, width));
    },
  });

  typed.route({
    method: 'GET',
    url: CURATED_LIST_IMAGE_PATH.replace('{slug}.svg', ':file'),
    schema: {
      summary:
        "Generated picture of a curated list: a gradient in its topic's colours with shapes placed by its slug",
      tags: ['images'],
      params: z.object({
        file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, { message: 'expected {slug}.svg' }),
      }),
      querystring: WidthQuery,
      response: { 200: z.string().meta({ description: 'image/svg+xml (16:9)' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const slug = request.params.file.slice(0, -4);
      const topic = await topics.getOrLoad(slug, async () => {
        const [row] = await deps.db
          .select({ topics: curatedLists.topics })
          .from(curatedLists)
          .where(eq(curatedLists.slug, slug));
        return row ? (row.topics[0] ?? '') : null;
      });
      if (topic === null) throw notFound('CURATED_LIST_NOT_FOUND', `No curated list ${slug}`);
      const width = clampImageWidth(Number(request.query.width ?? LIST_IMAGE_DEFAULT_WIDTH));
      return sendSvg(reply, listImageSvg(slug, topic, width));
    },
  });
}

import type { z } from 'zod';
import type { DiscoveryCategory, DiscoveryHitSchema } from '@broker/contract';
import type { Lang } from '@broker/domain';
import type { Db } from '../db/database';

export type DiscoveryHit = z.infer<typeof DiscoveryHitSchema>;

/** One search as each source receives it: the query already trimmed and validated. */
export interface SearchRequest {
  query: string;
  /** The viewer's language: names in it, news in it and in English. */
  lang: Lang;
  limit: number;
  /** "Now" of the server's clock (unpublished lists stay out). */
  now: number;
}

export interface SourceResult {
  /** Every match (a source that cannot count gives what it found). */
  total: number;
  hits: DiscoveryHit[];
}

/**
 * One category of the site search. A new kind of content is one object of this shape added to
 * SEARCH_SOURCES (sources.ts); the route, the reply and the web page need nothing else.
 */
export interface SearchSource {
  category: DiscoveryCategory;
  search(db: Db, request: SearchRequest): Promise<SourceResult>;
}

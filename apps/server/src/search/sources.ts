import type { SearchSource } from './source';
import { instrumentSource } from './instrument-source';
import { listSource } from './list-source';
import { newsSource } from './news-source';
import { contentSource } from './content-source';

/** Every category of the site search, in the order the reply lists its groups. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  instrumentSource,
  listSource,
  newsSource,
  contentSource,
];

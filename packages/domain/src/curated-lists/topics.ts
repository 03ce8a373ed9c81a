import type { Lang } from '../countries';

/**
 * Topics of the curated lists (spec 001 §7.11 "topics"), in the order the discover page shows their
 * sections. `beginner` topics are the ones a new customer sees first (`newCustomer=true`): broad,
 * low-cost funds are the usual first step, single shares and themes come after.
 */
export const CURATED_LIST_TOPICS = [
  'index-funds',
  'funds',
  'dividends',
  'sustainability',
  'tech',
  'sectors',
] as const;

export type CuratedListTopic = (typeof CURATED_LIST_TOPICS)[number];

export const BEGINNER_TOPICS: readonly CuratedListTopic[] = ['index-funds', 'funds'];

export const TOPIC_NAMES: Record<CuratedListTopic, Record<Lang, string>> = {
  'index-funds': {
    sv: 'Indexfonder',
    nb: 'Indeksfond',
    da: 'Indeksfonde',
    fi: 'Indeksirahastot',
    en: 'Index funds',
  },
  funds: { sv: 'Fonder', nb: 'Fond', da: 'Fonde', fi: 'Rahastot', en: 'Funds' },
  dividends: { sv: 'Utdelningar', nb: 'Utbytte', da: 'Udbytte', fi: 'Osingot', en: 'Dividends' },
  sustainability: {
    sv: 'Hållbarhet',
    nb: 'Bærekraft',
    da: 'Bæredygtighed',
    fi: 'Vastuullisuus',
    en: 'Sustainability',
  },
  tech: {
    sv: 'Nordisk teknik',
    nb: 'Nordisk teknologi',
    da: 'Nordisk teknologi',
    fi: 'Pohjoismainen teknologia',
    en: 'Nordic tech',
  },
  sectors: { sv: 'Branscher', nb: 'Bransjer', da: 'Brancher', fi: 'Toimialat', en: 'Sectors' },
};

export function isCuratedListTopic(value: unknown): value is CuratedListTopic {
  return typeof value === 'string' && (CURATED_LIST_TOPICS as readonly string[]).includes(value);
}

/** A text in the customer's language; English, then any, when that one is missing. */
export function localized(texts: Partial<Record<string, string>>, lang: string): string {
  return texts[lang] ?? texts.en ?? Object.values(texts).find((t) => t !== undefined) ?? '';
}

/**
 * The order of the discover page's sections: the asked topics (all when none) without the
 * excluded ones; for a new customer the beginner topics move to the front, keeping their order.
 */
export function sectionOrder(options: {
  topics?: readonly CuratedListTopic[];
  excludeTopics?: readonly CuratedListTopic[];
  newCustomer?: boolean;
}): CuratedListTopic[] {
  const asked = options.topics?.length ? options.topics : CURATED_LIST_TOPICS;
  const excluded = new Set(options.excludeTopics ?? []);
  const topics = CURATED_LIST_TOPICS.filter((t) => asked.includes(t) && !excluded.has(t));
  if (!options.newCustomer) return topics;
  const beginner = topics.filter((t) => BEGINNER_TOPICS.includes(t));
  return [...beginner, ...topics.filter((t) => !BEGINNER_TOPICS.includes(t))];
}

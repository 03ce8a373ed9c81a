import { COUNTRY_FACTS, tradingSession, type CountryCode } from '@broker/domain';
import { localDay } from './sessions';
import type { NEWS_LANGUAGES, NEWS_TYPES, NewsData, NewsTag } from '@broker/contract';
import type { Rng } from '../db/seed/random';

/**
 * Simulated news: the agencies, their templates in five languages and a generator. Pure: the random
 * stream and the instant come from the caller.
 */

export type NewsType = (typeof NEWS_TYPES)[number];
export type NewsLang = (typeof NEWS_LANGUAGES)[number];
export type NewsRegion = CountryCode | 'WORLD';

export interface NewsSource {
  sourceId: number;
  name: string;
  lang: NewsLang;
  region: NewsRegion;
  types: readonly NewsType[];
  /** Relative share of the items. */
  weight: number;
}

/** The agencies; subscribe to one on the feed with `{"t":"news","s":<sourceId>}`. */
export const NEWS_SOURCES: readonly NewsSource[] = [
  {
    sourceId: 5,
    name: 'Nordic Wire',
    lang: 'en',
    region: 'WORLD',
    types: ['NEWS', 'FLASH', 'MARKET_COMMENTARY', 'ANALYSIS'],
    weight: 3,
  },
  {
    sourceId: 6,
    name: 'Börsbrev',
    lang: 'se',
    region: 'SE',
    types: ['NEWS', 'FLASH', 'MARKET_COMMENTARY', 'ANALYSIS'],
    weight: 2,
  },
  {
    sourceId: 7,
    name: 'Børsnytt',
    lang: 'no',
    region: 'NO',
    types: ['NEWS', 'FLASH', 'MARKET_COMMENTARY', 'ANALYSIS'],
    weight: 1.5,
  },
  {
    sourceId: 8,
    name: 'Markedsnyt',
    lang: 'da',
    region: 'DK',
    types: ['NEWS', 'FLASH', 'MARKET_COMMENTARY', 'ANALYSIS'],
    weight: 1.5,
  },
  {
    sourceId: 9,
    name: 'Pörssiuutiset',
    lang: 'fi',
    region: 'FI',
    types: ['NEWS', 'FLASH', 'MARKET_COMMENTARY', 'ANALYSIS'],
    weight: 1.5,
  },
  {
    sourceId: 10,
    name: 'Nordic Company Releases',
    lang: 'en',
    region: 'WORLD',
    types: ['PRESS_RELEASE'],
    weight: 2,
  },
];

export function newsSource(sourceId: number): NewsSource | undefined {
  return NEWS_SOURCES.find((s) => s.sourceId === sourceId);
}

export interface NewsCompany {
  instrumentId: number;
  name: string;
  country: CountryCode;
  currency: string;
  last: number;
}

export interface NewsIndex {
  instrumentId: number;
  symbol: string;
  country: CountryCode;
  /** Today's change in percent while its market trades; undefined otherwise: no commentary then. */
  changePct: number | undefined;
}

export interface NewsContext {
  companies: readonly NewsCompany[];
  indices: readonly NewsIndex[];
}

export interface NewsItem {
  sourceId: number;
  headline: string;
  preamble: string;
  body: string;
  type: NewsType;
  lang: NewsLang;
  region: NewsRegion;
  publishedAt: number;
  instrumentIds: number[];
  tags: NewsTag[];
}

interface Template {
  type: NewsType;
  /** Company news names one share; market commentary names an index. */
  about: 'company' | 'market';
  /** Market commentary: which way the index moved. */
  direction?: 'up' | 'down';
  /** Analysis: whether the price target lies above (upgrade) or below (downgrade) the price. */
  target?: 'above' | 'below';
  /** What the item is about, for the news page's tag filter (the migration tags older rows alike). */
  tags: readonly NewsTag[];
  headline: string;
  preamble: string;
}

const QUARTERS: Record<NewsLang, readonly string[]> = {
  en: ['first', 'second', 'third', 'fourth'],
  se: ['första', 'andra', 'tredje', 'fjärde'],
  no: ['første', 'andre', 'tredje', 'fjerde'],
  da: ['første', 'andet', 'tredje', 'fjerde'],
  fi: ['ensimmäisen', 'toisen', 'kolmannen', 'neljännen'],
};

const BROKERS = [
  'Sveaholm Markets',
  'Fjordvik Securities',
  'Kronborg Equities',
  'Kuusi Research',
  'Nordbrook Capital',
];

// One template a line, so each language reads as a list of headlines.
// prettier-ignore
const TEMPLATES: Record<NewsLang, readonly Template[]> = {
  en: [
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} reports {quarter}-quarter results above expectations', preamble: '{company} reported an operating profit for the {quarter} quarter well ahead of the analysts\' consensus. The shares rose {pct} percent in early trading.' },
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} misses estimates in the {quarter} quarter', preamble: 'Sales and margins at {company} fell short of expectations in the {quarter} quarter. The shares dropped {pct} percent.' },
    { type: 'NEWS', about: 'company', tags: ['ORDERS'], headline: '{company} wins its largest order so far', preamble: '{company} has signed a multi-year contract that the company says is its largest to date.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'above', headline: '{broker} upgrades {company} to Buy, target price {target} {currency}', preamble: '{broker} sees a better earnings outlook for {company} and raises its recommendation from Hold to Buy.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'below', headline: '{broker} cuts {company} to Sell', preamble: '{broker} lowers its recommendation on {company} to Sell with a target price of {target} {currency}, citing weaker demand.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE'], headline: 'FLASH: {company} raises its full-year outlook', preamble: '{company} now expects higher growth for the full year than previously communicated.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE', 'EARNINGS'], headline: 'FLASH: {company} issues a profit warning', preamble: '{company} expects its operating profit for the {quarter} quarter to be clearly lower than last year.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'up', headline: '{index} up {pct} percent', preamble: 'The {index} index is up {pct} percent, led by gains in the larger companies.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'down', headline: '{index} down {pct} percent', preamble: 'The {index} index is down {pct} percent as investors turn more cautious.' },
    { type: 'PRESS_RELEASE', about: 'company', tags: ['EARNINGS'], headline: '{company}: Invitation to the presentation of the {quarter}-quarter report', preamble: '{company} will publish its interim report for the {quarter} quarter and invites investors, analysts and media to a presentation.' },
    { type: 'PRESS_RELEASE', about: 'company', tags: ['GENERAL_MEETING'], headline: '{company}: Notice of extraordinary general meeting', preamble: 'The shareholders of {company} are hereby invited to an extraordinary general meeting.' },
    { type: 'PRESS_RELEASE', about: 'company', tags: ['BUYBACK'], headline: '{company} completes its share buyback programme', preamble: '{company} has completed the share buyback programme announced earlier this year.' },
  ],
  se: [
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} redovisar ett resultat för {quarter} kvartalet över förväntan', preamble: '{company} rapporterade ett rörelseresultat för {quarter} kvartalet som klart överträffade analytikernas snitt. Aktien steg {pct} procent i tidig handel.' },
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} under förväntan i {quarter} kvartalet', preamble: 'Försäljning och marginaler hos {company} blev svagare än väntat under {quarter} kvartalet. Aktien föll {pct} procent.' },
    { type: 'NEWS', about: 'company', tags: ['ORDERS'], headline: '{company} tar sin största order hittills', preamble: '{company} har tecknat ett flerårigt avtal som bolaget beskriver som det största i dess historia.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'above', headline: '{broker} höjer {company} till köp, riktkurs {target} {currency}', preamble: '{broker} ser bättre vinstutsikter för {company} och höjer rekommendationen från behåll till köp.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'below', headline: '{broker} sänker {company} till sälj', preamble: '{broker} sänker rekommendationen för {company} till sälj med riktkursen {target} {currency} och pekar på svagare efterfrågan.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE'], headline: 'FLASH: {company} höjer prognosen för helåret', preamble: '{company} räknar nu med högre tillväxt för helåret än tidigare kommunicerat.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE', 'EARNINGS'], headline: 'FLASH: {company} varnar för lägre vinst', preamble: '{company} väntar sig ett rörelseresultat för {quarter} kvartalet som blir klart lägre än i fjol.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'up', headline: '{index} stiger {pct} procent', preamble: 'Stockholmsbörsens {index} stiger {pct} procent, lett av de större bolagen.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'down', headline: '{index} faller {pct} procent', preamble: 'Stockholmsbörsens {index} faller {pct} procent när investerarna blir mer försiktiga.' },
  ],
  no: [
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} leverer {quarter} kvartal over forventningene', preamble: '{company} la frem et driftsresultat for {quarter} kvartal som var klart bedre enn analytikernes snitt. Aksjen steg {pct} prosent i tidlig handel.' },
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} skuffer i {quarter} kvartal', preamble: 'Salg og marginer i {company} ble svakere enn ventet i {quarter} kvartal. Aksjen falt {pct} prosent.' },
    { type: 'NEWS', about: 'company', tags: ['ORDERS'], headline: '{company} vinner sin største kontrakt', preamble: '{company} har signert en flerårig avtale som selskapet kaller den største i sin historie.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'above', headline: '{broker} oppgraderer {company} til kjøp, kursmål {target} {currency}', preamble: '{broker} ser bedre inntjeningsutsikter for {company} og hever anbefalingen fra hold til kjøp.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'below', headline: '{broker} nedgraderer {company} til selg', preamble: '{broker} senker anbefalingen for {company} til selg med kursmål {target} {currency} og viser til svakere etterspørsel.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE'], headline: 'FLASH: {company} oppjusterer utsiktene for året', preamble: '{company} venter nå høyere vekst for året enn tidligere kommunisert.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE', 'EARNINGS'], headline: 'FLASH: {company} varsler svakere resultat', preamble: '{company} venter et driftsresultat for {quarter} kvartal som blir klart lavere enn i fjor.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'up', headline: '{index} stiger {pct} prosent', preamble: 'Oslo Børs-indeksen {index} stiger {pct} prosent, ledet av de store selskapene.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'down', headline: '{index} faller {pct} prosent', preamble: 'Oslo Børs-indeksen {index} faller {pct} prosent mens investorene blir mer forsiktige.' },
  ],
  da: [
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} leverer {quarter} kvartal over forventning', preamble: '{company} kom med et driftsresultat for {quarter} kvartal, der klart overgik analytikernes gennemsnit. Aktien steg {pct} procent i den tidlige handel.' },
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company} skuffer i {quarter} kvartal', preamble: 'Salg og marginer hos {company} blev svagere end ventet i {quarter} kvartal. Aktien faldt {pct} procent.' },
    { type: 'NEWS', about: 'company', tags: ['ORDERS'], headline: '{company} vinder sin største ordre', preamble: '{company} har indgået en flerårig aftale, som selskabet kalder den største i sin historie.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'above', headline: '{broker} opjusterer {company} til køb, kursmål {target} {currency}', preamble: '{broker} ser bedre indtjeningsudsigter for {company} og hæver anbefalingen fra hold til køb.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'below', headline: '{broker} nedjusterer {company} til sælg', preamble: '{broker} sænker anbefalingen for {company} til sælg med kursmål {target} {currency} og peger på svagere efterspørgsel.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE'], headline: 'FLASH: {company} opjusterer forventningerne til året', preamble: '{company} venter nu højere vækst for året end tidligere meldt ud.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE', 'EARNINGS'], headline: 'FLASH: {company} nedjusterer forventningerne', preamble: '{company} venter et driftsresultat for {quarter} kvartal, der bliver klart lavere end sidste år.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'up', headline: '{index} stiger {pct} procent', preamble: 'Københavnerbørsens {index} stiger {pct} procent, trukket af de store selskaber.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'down', headline: '{index} falder {pct} procent', preamble: 'Københavnerbørsens {index} falder {pct} procent, mens investorerne bliver mere forsigtige.' },
  ],
  fi: [
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company}: {quarter} vuosineljänneksen tulos ylitti odotukset', preamble: '{company} raportoi {quarter} vuosineljänneksen liikevoiton, joka ylitti selvästi analyytikoiden keskiarvon. Osake nousi {pct} prosenttia aamun kaupassa.' },
    { type: 'NEWS', about: 'company', tags: ['EARNINGS'], headline: '{company}: {quarter} vuosineljänneksen tulos jäi odotuksista', preamble: 'Myynti ja katteet jäivät odotuksista {quarter} vuosineljänneksellä. Osake laski {pct} prosenttia.' },
    { type: 'NEWS', about: 'company', tags: ['ORDERS'], headline: '{company} sai historiansa suurimman tilauksen', preamble: '{company} on allekirjoittanut monivuotisen sopimuksen, jota yhtiö kuvaa historiansa suurimmaksi.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'above', headline: '{broker} nostaa suositusta: {company} osta, tavoitehinta {target} {currency}', preamble: '{broker} näkee yhtiön tulosnäkymät aiempaa parempina ja nostaa suosituksen tasolta pidä tasolle osta.' },
    { type: 'ANALYSIS', about: 'company', tags: ['ANALYST'], target: 'below', headline: '{broker} laskee suositusta: {company} myy', preamble: '{broker} laskee suosituksen tasolle myy, tavoitehinta {target} {currency}, heikentyneen kysynnän vuoksi.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE'], headline: 'FLASH: {company} nostaa koko vuoden näkymiään', preamble: 'Yhtiö odottaa nyt koko vuoden kasvun olevan aiemmin arvioitua nopeampaa.' },
    { type: 'FLASH', about: 'company', tags: ['GUIDANCE', 'EARNINGS'], headline: 'FLASH: {company} antaa tulosvaroituksen', preamble: 'Yhtiö arvioi {quarter} vuosineljänneksen liikevoiton jäävän selvästi viime vuotta heikommaksi.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'up', headline: '{index} nousi {pct} prosenttia', preamble: 'Helsingin pörssin {index}-indeksi nousi {pct} prosenttia suurten yhtiöiden vetämänä.' },
    { type: 'MARKET_COMMENTARY', about: 'market', tags: ['MARKET'], direction: 'down', headline: '{index} laski {pct} prosenttia', preamble: 'Helsingin pörssin {index}-indeksi laski {pct} prosenttia sijoittajien varovaisuuden lisääntyessä.' },
  ],
};

/** A closing paragraph per language, so a full article reads as more than its preamble. */
const CLOSING: Record<NewsLang, string> = {
  en: 'This is a simulated news item of the demo market. It does not describe a real company and is not investment advice.',
  se: 'Detta är en simulerad nyhet från demomarknaden. Den beskriver inget verkligt bolag och är ingen investeringsrådgivning.',
  no: 'Dette er en simulert nyhet fra demomarkedet. Den beskriver ikke et virkelig selskap og er ikke investeringsråd.',
  da: 'Dette er en simuleret nyhed fra demomarkedet. Den beskriver ikke en virkelig virksomhed og er ikke investeringsrådgivning.',
  fi: 'Tämä on demomarkkinan simuloitu uutinen. Se ei kuvaa todellista yhtiötä eikä ole sijoitusneuvontaa.',
};

function pickWeighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((a, i) => a + i.weight, 0);
  let u = rng.next() * total;
  for (const item of items) {
    u -= item.weight;
    if (u < 0) return item;
  }
  return items[items.length - 1] as T;
}

function formatPct(lang: NewsLang, value: number): string {
  const text = value.toFixed(1);
  return lang === 'en' ? text : text.replace('.', ',');
}

function formatPrice(lang: NewsLang, value: number): string {
  const text = value >= 100 ? String(Math.round(value)) : value.toFixed(value >= 10 ? 1 : 2);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** Share classes read badly in running text: "Norrvik Industrier B" is "Norrvik Industrier". */
function plainName(name: string): string {
  return name.replace(/ [A-Z]( (?:ASA|A\/S|Oyj))?$/, '$1');
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** The quarter a company reports on at a date: the one that ended before it. */
function reportedQuarter(at: number): number {
  return (Math.floor(new Date(at).getUTCMonth() / 3) + 3) % 4;
}

/** One news item published at `at`; `undefined` when the context has nothing to write about. */
/** How long a headline about one subject is not told again: a company's week, a market's hours. */
export const RETELL_AFTER_MS = { company: 7 * 86_400_000, market: 6 * 3_600_000 } as const;

/** The headlines told lately, each with its subject and time. */
export class RecentNews {
  private readonly told = new Map<string, number>();
  constructor(private readonly windows: { company: number; market: number } = RETELL_AFTER_MS) {}

  has(template: Template, subject: number | undefined, at: number): boolean {
    const t = this.told.get(`${subject} ${template.headline}`);
    return t !== undefined && Math.abs(at - t) < this.windows[template.about];
  }

  add(template: Template, subject: number | undefined, at: number): void {
    this.told.set(`${subject} ${template.headline}`, at);
    // Older than any window: forgotten, so a long run does not grow the map.
    if (this.told.size > 10_000) {
      const longest = Math.max(this.windows.company, this.windows.market);
      for (const [key, t] of this.told) if (at - t >= longest) this.told.delete(key);
    }
  }
}

export function generateNews(
  rng: Rng,
  ctx: NewsContext,
  at: number,
  recent?: RecentNews,
): NewsItem | undefined {
  if (ctx.companies.length === 0) return undefined;
  // Only agencies that have a company of their region to write about.
  const covers = (source: NewsSource) => (c: { country: CountryCode }) =>
    source.region === 'WORLD' || c.country === source.region;
  const source = pickWeighted(
    rng,
    NEWS_SOURCES.filter((s) => ctx.companies.some(covers(s))),
  );
  const lang = source.lang;
  const local = covers(source);
  const companies = ctx.companies.filter(local);
  // A market is commented on while it trades ("OMXS30 up 0.8 percent"), not on a Saturday.
  const indices = ctx.indices.filter((i) => local(i) && i.changePct !== undefined);
  const index = indices.length ? rng.pick(indices) : undefined;
  const indexChange = index?.changePct ?? 0;
  const templates = TEMPLATES[lang].filter(
    (t) =>
      source.types.includes(t.type) &&
      (t.about === 'company'
        ? companies.length > 0
        : index !== undefined && t.direction === (indexChange >= 0 ? 'up' : 'down')),
  );
  if (templates.length === 0) return undefined;
  // A headline about one company (or index) is not told again within days: an agency reports a
  // buyback's completion once. A few more draws, then nothing this time.
  let template = rng.pick(templates);
  let company = rng.pick(companies.length ? companies : ctx.companies);
  const subjectOf = () => (template.about === 'company' ? company.instrumentId : index?.instrumentId);
  for (let draw = 1; recent?.has(template, subjectOf(), at); draw++) {
    if (draw === 5) return undefined;
    template = rng.pick(templates);
    company = rng.pick(companies.length ? companies : ctx.companies);
  }
  recent?.add(template, subjectOf(), at);
  const values: Record<string, string> = {
    company: plainName(company.name),
    index: index?.symbol ?? '',
    quarter: QUARTERS[lang][reportedQuarter(at)] ?? '',
    broker: rng.pick(BROKERS),
    currency: company.currency.trim(),
    target: formatPrice(
      lang,
      company.last * (template.target === 'below' ? rng.uniform(0.75, 0.9) : rng.uniform(1.1, 1.3)),
    ),
    pct: formatPct(
      lang,
      template.about === 'market' ? Math.max(0.1, Math.abs(indexChange)) : rng.uniform(1, 8),
    ),
  };
  const preamble = fill(template.preamble, values);
  const region: NewsRegion =
    template.about === 'company' ? company.country : (index?.country ?? source.region);
  return {
    sourceId: source.sourceId,
    headline: fill(template.headline, values),
    preamble,
    body: `${preamble}\n\n${CLOSING[lang]}`,
    type: template.type,
    lang,
    region,
    publishedAt: at,
    instrumentIds: [template.about === 'company' ? company.instrumentId : (index?.instrumentId as number)],
    tags: [...template.tags],
  };
}

/** Earlier items for an empty news table: `count` items spread over the `days` before `now`. */
export function pastNews(
  rng: Rng,
  ctx: NewsContext,
  now: number,
  count: number,
  days: number,
  recent = new RecentNews(),
): NewsItem[] {
  const span = days * 86_400_000;
  const times = Array.from({ length: count }, () => now - Math.floor(rng.next() * span)).sort(
    (a, b) => a - b,
  );
  // The moves of that time are not kept: an index open then gets a drawn one.
  const movesAt = (at: number): NewsContext => ({
    ...ctx,
    indices: ctx.indices.map((i) => {
      const session = tradingSession(i.country, localDay(COUNTRY_FACTS[i.country].timeZone, at));
      const open = session !== null && session.openAt <= at && at < session.closeAt;
      return { ...i, changePct: open ? rng.normal(0, 0.8) : undefined };
    }),
  });
  return times.flatMap((at) => generateNews(rng, movesAt(at), at, recent) ?? []);
}

export function newsData(id: number, item: NewsItem): NewsData {
  return {
    source_id: item.sourceId,
    news_id: id,
    headline: item.headline,
    type: item.type,
    lang: item.lang,
    datetime: item.publishedAt,
    instrument_ids: item.instrumentIds,
  };
}

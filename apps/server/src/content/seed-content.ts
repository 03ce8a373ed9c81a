import { addDays, LANGS, localTimeToUtc, type Lang } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import {
  academyMenuSections,
  contentAssets,
  contentEntries,
  contentEvents,
  contentPages,
} from '../db/schema';
import type { PageText, PerLang } from './blocks';
import { ASSETS } from './illustrations';
import { FEES, SAVINGS_ACCOUNTS, TAX_BASICS } from './texts-accounts';
import { RISK_AND_DIVERSIFICATION, WHAT_IS_A_FUND, WHAT_IS_A_SHARE } from './texts-basics';
import { ACADEMY_LANDING, FAQ, HELP_FAQ } from './texts-faq';

/**
 * The content the platform starts with (issue 17): the academy (a landing page and six beginner
 * articles in five languages), the FAQ, its illustrations, and a few coming events. Seeded with
 * the demo data on a database's first start (db/seed/insert.ts).
 */

interface PageSeed {
  path: string;
  space: 'academy' | 'help' | 'site';
  pageType: 'ARTICLE' | 'FAQ' | 'LANDING';
  text: PerLang<PageText>;
  related?: string[];
  previousPaths?: string[];
}

export const ACADEMY_ISK_PATH = '/academy/investment-savings-accounts';

export const PAGES: PageSeed[] = [
  { path: '/academy', space: 'academy', pageType: 'LANDING', text: ACADEMY_LANDING },
  {
    path: '/academy/what-is-a-fund',
    space: 'academy',
    pageType: 'ARTICLE',
    text: WHAT_IS_A_FUND,
    related: ['faq-fund-order-time'],
    previousPaths: ['/academy/funds'],
  },
  {
    path: '/academy/what-is-a-share',
    space: 'academy',
    pageType: 'ARTICLE',
    text: WHAT_IS_A_SHARE,
    related: ['faq-foreign-shares', 'faq-dividends'],
  },
  {
    path: '/academy/risk-and-diversification',
    space: 'academy',
    pageType: 'ARTICLE',
    text: RISK_AND_DIVERSIFICATION,
  },
  {
    path: ACADEMY_ISK_PATH,
    space: 'academy',
    pageType: 'ARTICLE',
    text: SAVINGS_ACCOUNTS,
    related: ['faq-isk-or-depot'],
    // The article's address before the academy covered every country.
    previousPaths: ['/academy/isk', '/academy/isk-and-ask'],
  },
  {
    path: '/academy/tax-basics',
    space: 'academy',
    pageType: 'ARTICLE',
    text: TAX_BASICS,
    related: ['faq-dividends'],
  },
  {
    path: '/academy/fees',
    space: 'academy',
    pageType: 'ARTICLE',
    text: FEES,
    related: ['faq-courtage-class', 'faq-foreign-shares'],
  },
  { path: '/help/faq', space: 'help', pageType: 'FAQ', text: HELP_FAQ, previousPaths: ['/faq'] },
];

const MENU: { id: string; titles: PerLang<string>; paths: string[] }[] = [
  {
    id: 'basics',
    titles: {
      sv: 'Grunderna',
      nb: 'Det grunnleggende',
      da: 'Det grundlæggende',
      fi: 'Perusteet',
      en: 'The basics',
    },
    paths: ['/academy/what-is-a-fund', '/academy/what-is-a-share', '/academy/risk-and-diversification'],
  },
  {
    id: 'accounts-and-tax',
    titles: {
      sv: 'Konton och skatt',
      nb: 'Kontoer og skatt',
      da: 'Konti og skat',
      fi: 'Tilit ja verotus',
      en: 'Accounts and tax',
    },
    paths: [ACADEMY_ISK_PATH, '/academy/tax-basics'],
  },
  {
    id: 'costs',
    titles: { sv: 'Avgifter', nb: 'Gebyrer', da: 'Gebyrer', fi: 'Kulut', en: 'Fees' },
    paths: ['/academy/fees'],
  },
];

interface EventSeed {
  lang: Lang;
  kind: 'WEBINAR' | 'INVESTOR_EVENING';
  title: string;
  description: string;
  location: string | null;
  /** Days after the seed's day, at 18:00 in the event's city. */
  inDays: number;
  zone: string;
  seats: number;
}

const EVENTS: EventSeed[] = [
  {
    lang: 'sv',
    kind: 'WEBINAR',
    title: 'Kom igång med fondsparande',
    description:
      'Vi går igenom hur du väljer fonder, vad de kostar och hur du startar ett månadssparande på ISK.',
    location: null,
    inDays: 7,
    zone: 'Europe/Stockholm',
    seats: 500,
  },
  {
    lang: 'nb',
    kind: 'INVESTOR_EVENING',
    title: 'Aksjekveld i Oslo: slik bruker du aksjesparekontoen',
    description:
      'En kveld om aksjesparekonto, skjermingsfradrag og langsiktig sparing, med tid til spørsmål.',
    location: 'Oslo',
    inDays: 14,
    zone: 'Europe/Oslo',
    seats: 80,
  },
  {
    lang: 'da',
    kind: 'WEBINAR',
    title: 'Aktiesparekontoen forklaret',
    description:
      'Hvordan 17 % lagerskat virker, hvad du kan indbetale, og hvornår et almindeligt depot er bedre.',
    location: null,
    inDays: 21,
    zone: 'Europe/Copenhagen',
    seats: 300,
  },
  {
    lang: 'fi',
    kind: 'INVESTOR_EVENING',
    title: 'Sijoitusilta Helsingissä: osakesäästötili ja verotus',
    description: 'Ilta osakesäästötilistä, luovutusvoittojen verotuksesta ja hajauttamisesta.',
    location: 'Helsinki',
    inDays: 28,
    zone: 'Europe/Helsinki',
    seats: 2,
  },
  {
    lang: 'en',
    kind: 'WEBINAR',
    title: 'Investing in the Nordics: accounts and fees compared',
    description: 'ISK, ASK, aktiesparekonto and osakesäästötili side by side, and what trading really costs.',
    location: null,
    inDays: 10,
    zone: 'Europe/Stockholm',
    seats: 400,
  },
  {
    lang: 'sv',
    kind: 'WEBINAR',
    title: 'Deklarera dina aktieaffärer',
    description: 'Genomgång av K4 och genomsnittsmetoden.',
    location: null,
    inDays: -7,
    zone: 'Europe/Stockholm',
    seats: 500,
  },
];

/**
 * Writes the content rows; `asOf` is the seed's day: events fall on the days around it and the
 * pages were last changed on it (not the wall clock, so one seed and day give the same data).
 */
export async function seedContent(db: Db | Tx, asOf: string): Promise<void> {
  const now = new Date(`${asOf}T06:00:00Z`);
  await db.insert(contentPages).values(
    PAGES.flatMap((page) =>
      LANGS.map((lang) => ({
        path: page.path,
        lang,
        space: page.space,
        pageType: page.pageType,
        title: page.text[lang].title,
        summary: page.text[lang].summary,
        body: page.text[lang].body,
        relatedEntryIds: page.related ?? [],
        previousPaths: page.previousPaths ?? [],
        updatedAt: now,
      })),
    ),
  );
  await db.insert(contentEntries).values(
    FAQ.map((entry, position) => ({
      id: entry.id,
      contentType: 'faq',
      position,
      fields: entry.text,
      updatedAt: now,
    })),
  );
  await db.insert(contentAssets).values(
    ASSETS.map((asset) => ({
      id: asset.id,
      title: asset.title,
      alt: asset.alt,
      mime: 'image/svg+xml',
      bytes: Buffer.from(asset.svg, 'utf8'),
      updatedAt: now,
    })),
  );
  await db.insert(academyMenuSections).values(MENU.map((section, position) => ({ ...section, position })));
  await db.insert(contentEvents).values(
    EVENTS.map((e) => ({
      lang: e.lang,
      kind: e.kind,
      title: e.title,
      description: e.description,
      location: e.location,
      startsAt: new Date(localTimeToUtc(addDays(asOf, e.inDays), '18:00', e.zone)),
      durationMinutes: e.kind === 'WEBINAR' ? 60 : 120,
      seats: e.seats,
    })),
  );
}

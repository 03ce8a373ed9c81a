import { addDays, type CuratedListTopic, type Lang } from '@broker/domain';
import { CATALOG, shareId, type FundDef, type ShareDef } from './catalog';
import { streamFor } from './random';
import type {
  AccountRow,
  CuratedListDailyViewRow,
  CuratedListInstrumentRow,
  CuratedListRow,
  PositionRow,
} from './rows';

/**
 * The demo's curated lists: themes over the catalogue, some computed from the other demo data
 * ("Most owned funds" from the holdings, "Lowest fee index funds" from the fund fees). Publication
 * days and view histories are relative to the seed day, so a fresh database always has lists that
 * are NEW and lists that are TRENDING (domain curated-lists/badges.ts) on the day after the seed
 * day, the first start's "today".
 */

/** Days of per-day view counts before and including the seed day. */
export const VIEW_HISTORY_DAYS = 28;

interface ListDef {
  slug: string;
  names: Record<Lang, string>;
  topics: CuratedListTopic[];
  /** Published this many days before the seed day. */
  daysAgo: number;
  /** Views a day, on average. */
  rate: number;
  /** Multiplies the rate over the last 7 history days: these lists trend. */
  boost?: number;
  instrumentIds: number[];
}

const shares = CATALOG.shares;
const funds = CATALOG.funds;
const ids = (xs: readonly { instrumentId: number }[]) => xs.map((x) => x.instrumentId);
const bySector = (...sectors: string[]) => shares.filter((s) => sectors.includes(s.sector));
const byYieldDesc = (a: ShareDef, b: ShareDef) =>
  b.dividendYield - a.dividendYield || a.instrumentId - b.instrumentId;
const feeOf = (f: FundDef) => Number(f.buyFee) + Number(f.sellFee);

/** Funds by the number of demo customers holding them, most first (ties: catalogue order). */
export function mostOwnedFunds(
  positions: readonly PositionRow[],
  accounts: readonly AccountRow[],
  top = 10,
): number[] {
  const customerOf = new Map(accounts.map((a) => [a.accid, a.customerId]));
  const owners = new Map<number, Set<number>>();
  const fundIds = new Set(ids(funds));
  for (const p of positions) {
    if (!fundIds.has(p.instrumentId) || Number(p.qty) <= 0) continue;
    const set = owners.get(p.instrumentId) ?? new Set<number>();
    set.add(customerOf.get(p.accid) ?? -1);
    owners.set(p.instrumentId, set);
  }
  return [...owners.entries()]
    .sort(([a, sa], [b, sb]) => sb.size - sa.size || a - b)
    .slice(0, top)
    .map(([id]) => id);
}

/** Index funds by their buy plus sell fee, lowest first (ties: catalogue order). */
export function lowestFeeIndexFunds(): number[] {
  return ids(
    funds.filter((f) => f.isIndexFund).sort((a, b) => feeOf(a) - feeOf(b) || a.instrumentId - b.instrumentId),
  );
}

function listDefs(positions: readonly PositionRow[], accounts: readonly AccountRow[]): ListDef[] {
  const fundsWhere = (p: (f: FundDef) => boolean) => ids(funds.filter(p));
  return [
    {
      slug: 'most-owned-funds',
      names: {
        sv: 'Mest ägda fonder',
        nb: 'Mest eide fond',
        da: 'Mest ejede fonde',
        fi: 'Omistetuimmat rahastot',
        en: 'Most owned funds',
      },
      topics: ['funds'],
      daysAgo: 420,
      rate: 70,
      instrumentIds: mostOwnedFunds(positions, accounts),
    },
    {
      slug: 'lowest-fee-index-funds',
      names: {
        sv: 'Indexfonder med lägst avgift',
        nb: 'Indeksfond med lavest kostnad',
        da: 'Indeksfonde med lavest omkostning',
        fi: 'Edullisimmat indeksirahastot',
        en: 'Lowest fee index funds',
      },
      topics: ['index-funds', 'funds'],
      daysAgo: 300,
      rate: 55,
      instrumentIds: lowestFeeIndexFunds(),
    },
    {
      slug: 'nordic-dividend-shares',
      names: {
        sv: 'Nordiska utdelningsaktier',
        nb: 'Nordiske utbytteaksjer',
        da: 'Nordiske udbytteaktier',
        fi: 'Pohjoismaiset osinkoosakkeet',
        en: 'Nordic dividend shares',
      },
      topics: ['dividends'],
      daysAgo: 210,
      rate: 45,
      instrumentIds: ids(
        shares
          .filter((s) => s.dividendYield >= 0.055)
          .sort(byYieldDesc)
          .slice(0, 12),
      ),
    },
    {
      slug: 'climate-leaders',
      names: {
        sv: 'Klimatledare',
        nb: 'Klimaledere',
        da: 'Klimaførere',
        fi: 'Ilmastojohtajat',
        en: 'Climate leaders',
      },
      topics: ['sustainability'],
      daysAgo: 5,
      rate: 60,
      instrumentIds: [...fundsWhere((f) => f.sfdrArticle === 9), ...ids(bySector('Utilities'))],
    },
    {
      slug: 'nordic-tech',
      names: {
        sv: 'Nordisk tech',
        nb: 'Nordisk teknologi',
        da: 'Nordisk tech',
        fi: 'Pohjoismainen teknologia',
        en: 'Nordic tech',
      },
      topics: ['tech'],
      daysAgo: 10,
      rate: 6,
      instrumentIds: [
        ...ids(bySector('Information Technology')),
        ...fundsWhere((f) => f.category === 'Technology'),
      ],
    },
    {
      slug: 'global-index-funds',
      names: {
        sv: 'Globala indexfonder',
        nb: 'Globale indeksfond',
        da: 'Globale indeksfonde',
        fi: 'Globaalit indeksirahastot',
        en: 'Global index funds',
      },
      topics: ['index-funds'],
      daysAgo: 160,
      rate: 30,
      instrumentIds: fundsWhere((f) => f.isIndexFund && !/Sverige|Norge|Danmark|Suomi/.test(f.name)),
    },
    {
      slug: 'low-risk-funds',
      names: {
        sv: 'Fonder med låg risk',
        nb: 'Fond med lav risiko',
        da: 'Fonde med lav risiko',
        fi: 'Matalan riskin rahastot',
        en: 'Low risk funds',
      },
      topics: ['funds'],
      daysAgo: 95,
      rate: 12,
      instrumentIds: fundsWhere((f) => f.risk === 'LOW'),
    },
    {
      slug: 'dividend-banks',
      names: {
        sv: 'Banker med hög utdelning',
        nb: 'Banker med høyt utbytte',
        da: 'Banker med højt udbytte',
        fi: 'Korkean osingon pankit',
        en: 'High dividend banks',
      },
      topics: ['dividends', 'sectors'],
      daysAgo: 60,
      rate: 18,
      instrumentIds: ids(
        bySector('Financials')
          .filter((s) => s.dividendYield >= 0.045)
          .sort(byYieldDesc),
      ),
    },
    {
      slug: 'sustainable-global-funds',
      names: {
        sv: 'Hållbara globala fonder',
        nb: 'Bærekraftige globale fond',
        da: 'Bæredygtige globale fonde',
        fi: 'Vastuulliset globaalit rahastot',
        en: 'Sustainable global funds',
      },
      topics: ['sustainability', 'funds'],
      daysAgo: 45,
      rate: 9,
      instrumentIds: fundsWhere((f) => f.category === 'Global Equity' && f.sfdrArticle >= 8),
    },
    {
      slug: 'health-care-innovators',
      names: {
        sv: 'Innovatörer inom hälsovård',
        nb: 'Innovatører innen helse',
        da: 'Innovatører inden for sundhed',
        fi: 'Terveydenhuollon edelläkävijät',
        en: 'Health care innovators',
      },
      topics: ['sectors'],
      daysAgo: 32,
      rate: 8,
      instrumentIds: [...ids(bySector('Health Care')), ...fundsWhere((f) => f.category === 'Health Care')],
    },
    {
      slug: 'nordic-energy',
      names: {
        sv: 'Nordisk energi',
        nb: 'Nordisk energi',
        da: 'Nordisk energi',
        fi: 'Pohjoismainen energia',
        en: 'Nordic energy',
      },
      topics: ['sectors', 'dividends'],
      daysAgo: 150,
      rate: 14,
      boost: 2.5,
      instrumentIds: [...ids(bySector('Energy')), ...fundsWhere((f) => f.category === 'Energy')],
    },
    {
      slug: 'games-and-networks',
      names: {
        sv: 'Spel och nätverk',
        nb: 'Spill og nettverk',
        da: 'Spil og netværk',
        fi: 'Pelit ja verkot',
        en: 'Games and networks',
      },
      topics: ['tech'],
      daysAgo: 2,
      rate: 15,
      instrumentIds: ids(bySector('Communication Services')),
    },
    {
      slug: 'nordic-seafood',
      names: {
        sv: 'Nordisk sjömat',
        nb: 'Nordisk sjømat',
        da: 'Nordiske fiskeprodukter',
        fi: 'Pohjoismaiset merenelävät',
        en: 'Nordic seafood',
      },
      topics: ['sectors'],
      daysAgo: 75,
      rate: 16,
      boost: 3.5,
      instrumentIds: [shareId('FJLA'), shareId('HDHB'), shareId('LOFS'), shareId('LIMF')],
    },
    {
      slug: 'balanced-funds',
      names: {
        sv: 'Blandfonder för nybörjare',
        nb: 'Kombinasjonsfond for nybegynnere',
        da: 'Blandede fonde for begyndere',
        fi: 'Yhdistelmärahastot aloittelijoille',
        en: 'Balanced funds for beginners',
      },
      topics: ['funds'],
      daysAgo: 130,
      rate: 25,
      instrumentIds: fundsWhere((f) => f.fundType === 'MIXED'),
    },
    {
      slug: 'nordic-real-estate',
      names: {
        sv: 'Nordiska fastigheter',
        nb: 'Nordisk eiendom',
        da: 'Nordisk ejendom',
        fi: 'Pohjoismaiset kiinteistöt',
        en: 'Nordic real estate',
      },
      topics: ['sectors', 'dividends'],
      daysAgo: 110,
      rate: 7,
      instrumentIds: [...ids(bySector('Real Estate')), ...fundsWhere((f) => f.category === 'Real Estate')],
    },
    {
      slug: 'small-cap-growth',
      names: {
        sv: 'Småbolag med tillväxt',
        nb: 'Småselskaper i vekst',
        da: 'Små vækstselskaber',
        fi: 'Kasvavat pienyhtiöt',
        en: 'Small cap growth',
      },
      topics: ['tech'],
      daysAgo: 26,
      rate: 20,
      boost: 4,
      instrumentIds: ids(shares.filter((s) => s.capMillions < 13_000 && s.dividendYield === 0)),
    },
  ];
}

export interface CuratedListData {
  curatedLists: CuratedListRow[];
  curatedListInstruments: CuratedListInstrumentRow[];
  curatedListDailyViews: CuratedListDailyViewRow[];
}

export function curatedListRows(
  seed: string,
  asOf: string,
  positions: readonly PositionRow[],
  accounts: readonly AccountRow[],
): CuratedListData {
  const curatedLists: CuratedListRow[] = [];
  const curatedListInstruments: CuratedListInstrumentRow[] = [];
  const curatedListDailyViews: CuratedListDailyViewRow[] = [];
  const historyFrom = addDays(asOf, -(VIEW_HISTORY_DAYS - 1));
  listDefs(positions, accounts).forEach((def, i) => {
    const id = i + 1;
    const publishDay = addDays(asOf, -def.daysAgo);
    const rng = streamFor(seed, 'curated-list-views', def.slug);
    let views = 0;
    for (let day = publishDay > historyFrom ? publishDay : historyFrom; day <= asOf; day = addDays(day, 1)) {
      const boosted = def.boost !== undefined && day > addDays(asOf, -7);
      // ±10 % a day: enough to look real, too little to reorder the trending lists.
      const n = Math.round(def.rate * (boosted ? def.boost! : 1) * rng.uniform(0.9, 1.1));
      views += n;
      curatedListDailyViews.push({ listId: id, day, views: n });
    }
    // Views before the per-day history are kept only in the total.
    const olderDays = Math.max(0, def.daysAgo - VIEW_HISTORY_DAYS + 1);
    views += Math.round(olderDays * def.rate * 0.8);
    curatedLists.push({
      id,
      slug: def.slug,
      displayName: def.names,
      topics: def.topics,
      imagePath: `/images/curated-lists/${def.slug}.svg`,
      webTrackerId: `curated-list-${def.slug}`,
      publishedAt: new Date(`${publishDay}T07:00:00.000Z`),
      createdAt: new Date(`${addDays(publishDay, -2)}T07:00:00.000Z`),
      views,
    });
    def.instrumentIds.forEach((instrumentId, position) =>
      curatedListInstruments.push({ listId: id, instrumentId, position }),
    );
  });
  return { curatedLists, curatedListInstruments, curatedListDailyViews };
}

import { addDays, addYears, type FundDividendStrategy, type FundRegion } from '@broker/domain';
import { FX_SEK_PER_UNIT, type Catalog, type FundDef, type ShareDef } from './catalog';
import { streamFor, type Rng } from './random';
import type { FundFactsRow } from './rows';

/**
 * The demo funds' fact sheets: company, launch, managers, charges, size, region, dividend strategy,
 * benchmark, top-10 holdings and allocations. Pure and seeded per fund. The facts follow the
 * catalogue: a fund's region comes from its category, a Swedish equity fund holds the Swedish
 * shares we list (linked by id), a bond fund holds bonds, an index fund that tracks one of our
 * indices holds its largest constituents at their index weights and has the index's sector mix.
 * Allocations are in hundredths of a percent that sum to exactly 100 %; the region and sector
 * allocations describe the invested part (cash is in the asset-class allocation only).
 */

type Weights = Map<string, number>;

const REGION_OF_CATEGORY: Record<string, FundRegion> = {
  'Sweden Equity': 'SWEDEN',
  'Sweden Small Cap': 'SWEDEN',
  'Trading - Leveraged Equity': 'SWEDEN',
  'Norway Equity': 'NORWAY',
  'Denmark Equity': 'DENMARK',
  'Finland Equity': 'FINLAND',
  'Nordic Equity': 'NORDIC',
  'Real Estate': 'NORDIC',
  'High Yield': 'NORDIC',
  'Europe Equity': 'EUROPE',
  'North America Equity': 'NORTH_AMERICA',
  'Emerging Markets Equity': 'EMERGING_MARKETS',
  'Global Equity': 'GLOBAL',
  Technology: 'GLOBAL',
  'Health Care': 'GLOBAL',
  Energy: 'GLOBAL',
};

const HOME_REGION: Record<string, FundRegion> = {
  SEK: 'SWEDEN',
  NOK: 'NORWAY',
  DKK: 'DENMARK',
  EUR: 'FINLAND',
};
const HOME_EXCHANGE: Record<string, ShareDef['exchange']> = {
  SEK: 'XSTO',
  NOK: 'XOSL',
  DKK: 'XCSE',
  EUR: 'XHEL',
};

/** The fund's own region: its category's, else (interest and mixed funds) its home market's. */
export function fundRegionOf(fund: FundDef): FundRegion {
  if (fund.name.includes('Global')) return 'GLOBAL';
  return REGION_OF_CATEGORY[fund.category] ?? HOME_REGION[fund.currency] ?? 'SWEDEN';
}

/** Danish investment associations commonly pay out; the short bond fund is an accumulating class. */
function dividendStrategyOf(fund: FundDef): FundDividendStrategy {
  if (fund.currency === 'DKK' && !fund.name.includes('Korte')) return 'DISTRIBUTING';
  if (fund.name.includes('SICAV Global Bond')) return 'DISTRIBUTING';
  return 'ACCUMULATING';
}

function companyOf(fund: FundDef): string {
  const words = fund.name.split(' ');
  const brand = ['Invest', 'SICAV'].includes(words[1] ?? '') ? `${words[0]} Invest` : words[0]!;
  if (fund.name.startsWith('Borealis')) return 'Borealis Asset Management S.A.';
  switch (fund.currency) {
    case 'NOK':
      return `${brand} Forvaltning AS`;
    case 'DKK':
      return `${brand.replace(/ Invest$/, '')} Invest Fondsmæglerselskab A/S`;
    case 'EUR':
      return `${brand} Rahastoyhtiö Oy`;
    default:
      return `${brand} Fonder AB`;
  }
}

const MANAGERS: Record<string, { given: string[]; family: string[] }> = {
  SEK: {
    given: ['Anna', 'Erik', 'Karin', 'Johan', 'Sara', 'Magnus'],
    family: ['Lindqvist', 'Berg', 'Ek', 'Nyström', 'Holm', 'Sandberg'],
  },
  NOK: {
    given: ['Ingrid', 'Lars', 'Silje', 'Ola', 'Marte'],
    family: ['Hansen', 'Dahl', 'Aas', 'Berge', 'Solberg'],
  },
  DKK: {
    given: ['Mette', 'Søren', 'Line', 'Anders', 'Camilla'],
    family: ['Madsen', 'Jensen', 'Kjær', 'Lund', 'Holm'],
  },
  EUR: {
    given: ['Liisa', 'Mikko', 'Aino', 'Juha', 'Sanna'],
    family: ['Virtanen', 'Korhonen', 'Laine', 'Mäkinen', 'Heikkinen'],
  },
};

function managerName(rng: Rng, currency: string): string {
  const names = MANAGERS[currency] ?? MANAGERS.SEK!;
  return `${rng.pick(names.given)} ${rng.pick(names.family)}`;
}

/** Weights in hundredths of a percent summing to exactly `total` (largest remainder), biggest first. */
function hundredths(weights: Weights, total = 10_000): { key: string; units: number }[] {
  const entries = [...weights].filter(([, w]) => w > 0);
  const sum = entries.reduce((a, [, w]) => a + w, 0);
  const exact = entries.map(([key, w]) => ({ key, x: (w / sum) * total }));
  const out = exact.map((e) => ({ key: e.key, units: Math.floor(e.x), rest: e.x - Math.floor(e.x) }));
  let left = total - out.reduce((a, e) => a + e.units, 0);
  for (const e of [...out].sort((a, b) => b.rest - a.rest || a.key.localeCompare(b.key))) {
    if (left <= 0) break;
    e.units += 1;
    left -= 1;
  }
  return out
    .filter((e) => e.units > 0)
    .sort((a, b) => b.units - a.units || a.key.localeCompare(b.key))
    .map(({ key, units }) => ({ key, units }));
}

const percentText = (units: number) => (units / 100).toFixed(2);

function allocation(weights: Weights) {
  return hundredths(weights).map(({ key, units }) => ({ key, weight: percentText(units) }));
}

/** Each weight moved by up to ±`spread` of itself, so funds of a kind differ a little. */
function jitter(rng: Rng, weights: Record<string, number>, spread = 0.15): Weights {
  return new Map(Object.entries(weights).map(([k, w]) => [k, w * rng.uniform(1 - spread, 1 + spread)]));
}

const sekCap = (s: ShareDef) => s.capMillions * Number(FX_SEK_PER_UNIT[s.currency]);

/** Market-value sector mix of some shares. */
function sectorMix(shares: readonly ShareDef[], weightOf: (s: ShareDef) => number = sekCap): Weights {
  const out: Weights = new Map();
  for (const s of shares) out.set(s.sector, (out.get(s.sector) ?? 0) + weightOf(s));
  return out;
}

const GLOBAL_SECTORS = {
  'Information Technology': 24,
  Financials: 15,
  'Health Care': 11,
  'Consumer Discretionary': 10,
  Industrials: 10,
  'Communication Services': 8,
  'Consumer Staples': 6,
  Energy: 4,
  Materials: 4,
  Utilities: 3,
  'Real Estate': 2,
};

const REGION_MIX: Partial<Record<FundRegion, Record<string, number>>> = {
  NORDIC: { SWEDEN: 42, DENMARK: 25, FINLAND: 14, NORWAY: 16, EUROPE: 3 },
  EUROPE: { EUROPE: 86, SWEDEN: 5, DENMARK: 4, FINLAND: 2, NORWAY: 3 },
  NORTH_AMERICA: { NORTH_AMERICA: 100 },
  EMERGING_MARKETS: { EMERGING_MARKETS: 84, ASIA_PACIFIC: 16 },
  GLOBAL: { NORTH_AMERICA: 66, EUROPE: 15, ASIA_PACIFIC: 10, EMERGING_MARKETS: 6, SWEDEN: 3 },
};

// Invented foreign companies for the funds that invest outside the Nordics (none is listed here).
const FOREIGN: Record<'GLOBAL' | 'NORTH_AMERICA' | 'EUROPE' | 'EMERGING_MARKETS', string[]> = {
  NORTH_AMERICA: [
    'Cascadia Microsystems',
    'Great Lakes Financial',
    'Redwood Cloud Software',
    'Appalachian Health',
    'Prairie Rail Holdings',
    'Atlantic Consumer Brands',
    'Sierra Semiconductor',
    'Hudson Payments',
    'Mesa Energy Partners',
    'Ozark Retail Group',
  ],
  EUROPE: [
    'Rhenania Chemie',
    'Alpenbank Holding',
    'Lusitania Energia',
    'Burgundy Luxury Group',
    'Flandria Insurance',
    'Danubia Pharma',
    'Castilla Telecom',
    'Thames Engineering',
    'Helvetia Foods',
    'Lombardia Motors',
  ],
  EMERGING_MARKETS: [
    'Pearl River Electronics',
    'Deccan Software Services',
    'Andes Copper',
    'Java Bank Rakyat Mandiri',
    'Pampas Agro',
    'Bosporus Airways',
    'Mekong Consumer',
    'Highveld Mining',
    'Yucatán Cement',
    'Formosa Foundry',
  ],
  GLOBAL: [
    'Cascadia Microsystems',
    'Redwood Cloud Software',
    'Sierra Semiconductor',
    'Great Lakes Financial',
    'Appalachian Health',
    'Rhenania Chemie',
    'Formosa Foundry',
    'Hudson Payments',
    'Burgundy Luxury Group',
    'Danubia Pharma',
  ],
};

const SECTOR_EXTRAS: Record<string, string[]> = {
  'Health Care': ['Appalachian Health', 'Danubia Pharma', 'Helix Genomics', 'Meridian Devices'],
  'Information Technology': [
    'Cascadia Microsystems',
    'Redwood Cloud Software',
    'Sierra Semiconductor',
    'Formosa Foundry',
    'Deccan Software Services',
    'Hudson Payments',
  ],
  Energy: [
    'Mesa Energy Partners',
    'Lusitania Energia',
    'North Sea Wind Partners',
    'Gulf Coast Refining',
    'Caspian Gas Holdings',
    'Permian Basin Oil',
    'Andes Copper',
  ],
  'Real Estate': [
    'Thames Property Trust',
    'Rhine Logistics Properties',
    'Baltic Residential',
    'Amstel Offices',
    'Vistula Housing',
    'Helsinki Campus Properties',
    'Bergen Harbour Eiendom',
  ],
};

const CATEGORY_SECTORS: Record<string, Record<string, number>> = {
  Technology: { 'Information Technology': 84, 'Communication Services': 10, 'Consumer Discretionary': 6 },
  'Health Care': { 'Health Care': 100 },
  Energy: { Energy: 78, Utilities: 16, Materials: 6 },
  'Real Estate': { 'Real Estate': 100 },
};

const CATEGORY_SECTOR_KEY: Record<string, string> = {
  Technology: 'Information Technology',
  'Health Care': 'Health Care',
  Energy: 'Energy',
  'Real Estate': 'Real Estate',
};

const GOVERNMENT: Record<string, string> = {
  SEK: 'Swedish Government',
  NOK: 'Norwegian Government',
  DKK: 'Danish Government',
  EUR: 'Finnish Government',
};

/** A company as an issuer of bonds: without its share class. */
const issuer = (s: ShareDef) => s.name.replace(/ [ABR](?= |$)/, '');

/** Ten bond holdings of the home market: government, covered bonds of our banks, corporate bonds. */
function bondHoldings(
  rng: Rng,
  fund: FundDef,
  banks: readonly ShareDef[],
  issuers: readonly ShareDef[],
  asOf: string,
) {
  const year = Number(asOf.slice(0, 4));
  const short = fund.category === 'Money Market' || fund.name.includes('Kort');
  const maturity = () => year + (short ? rng.int(1, 2) : rng.int(1, 9));
  const coupon = () => (rng.int(short ? 50 : 100, short ? 300 : 475) / 100).toFixed(2);
  const names: string[] = [];
  const highYield = fund.category === 'High Yield';
  if (!highYield) {
    if (short) names.push(`${GOVERNMENT[fund.currency] ?? 'Government'} bill ${maturity()}`);
    names.push(`${GOVERNMENT[fund.currency] ?? 'Government'} ${coupon()} % ${maturity()}`);
    names.push(`${GOVERNMENT[fund.currency] ?? 'Government'} ${coupon()} % ${maturity()}`);
    for (const b of banks.slice(0, 3)) names.push(`${issuer(b)} covered ${coupon()} % ${maturity()}`);
  }
  for (const s of issuers) {
    if (names.length >= 10) break;
    names.push(`${issuer(s)} ${short ? 'FRN' : `${coupon()} %`} ${maturity()}`);
  }
  return names.slice(0, 10).map((name) => ({ name, instrumentId: null }));
}

interface Facts {
  holdings: { name: string; instrumentId: number | null }[];
  /** When the holdings' weights are given (an index fund), in hundredths of the fund. */
  fixedUnits?: number[];
  assets: Record<string, number>;
  regions: Weights;
  sectors: Weights;
}

function portfolioOf(rng: Rng, fund: FundDef, catalog: Catalog, asOf: string): Facts {
  const region = fundRegionOf(fund);
  const homeShares = catalog.shares.filter((s) => s.exchange === HOME_EXCHANGE[fund.currency]);
  const bySize = (list: readonly ShareDef[]) =>
    [...list].sort((a, b) => sekCap(b) - sekCap(a) || a.instrumentId - b.instrumentId);
  const asShare = (s: ShareDef) => ({ name: s.name, instrumentId: s.instrumentId });
  const cash = rng.uniform(0.5, 3);
  const homeRegion = HOME_REGION[fund.currency]!;
  const banks = bySize(
    homeShares.filter((s) => s.sector === 'Financials' && / Bank|Pankki|bank/.test(s.name)),
  );
  const issuers = bySize(homeShares.filter((s) => s.sector !== 'Financials'));

  // An index fund that tracks one of our indices holds its members at their weights.
  const index =
    fund.tracks === undefined ? undefined : catalog.indices.find((i) => i.instrumentId === fund.tracks);
  if (index) {
    const invested = 100 - cash / 5;
    const members = [...index.constituents].sort(
      (a, b) => Number(b.weight) - Number(a.weight) || a.instrumentId - b.instrumentId,
    );
    const shareOf = new Map(catalog.shares.map((s) => [s.instrumentId, s]));
    return {
      holdings: members.slice(0, 10).map((m) => asShare(shareOf.get(m.instrumentId)!)),
      fixedUnits: members.slice(0, 10).map((m) => Math.round(Number(m.weight) * invested * 100)),
      assets: { EQUITY: invested, CASH: 100 - invested },
      regions: new Map([[homeRegion, 1]]),
      sectors: sectorMix(
        members.map((m) => shareOf.get(m.instrumentId)!),
        (s) => Number(members.find((m) => m.instrumentId === s.instrumentId)!.weight),
      ),
    };
  }

  switch (fund.fundType) {
    case 'BOND': {
      const global = region === 'GLOBAL';
      const sectors: Record<string, number> =
        fund.category === 'High Yield'
          ? { 'Corporate Bonds': 100 }
          : fund.category === 'Money Market'
            ? { 'Government Bonds': 45, 'Covered Bonds': 35, 'Corporate Bonds': 20 }
            : fund.name.includes('Företag') || fund.name.includes('Yritys')
              ? { 'Corporate Bonds': 80, 'Covered Bonds': 15, 'Government Bonds': 5 }
              : { 'Government Bonds': 40, 'Covered Bonds': 35, 'Corporate Bonds': 25 };
      const liquidity = fund.category === 'Money Market' ? rng.uniform(10, 20) : rng.uniform(2, 6);
      return {
        holdings: global
          ? [
              'US Treasury',
              'German Bund',
              'French OAT',
              'UK Gilt',
              'Japan Government',
              'Italian BTP',
              'Spanish Bono',
              'Canadian Government',
              'Australian Government',
              'Dutch DSL',
            ].map((g) => ({
              name: `${g} ${(rng.int(50, 450) / 100).toFixed(2)} % ${Number(asOf.slice(0, 4)) + rng.int(1, 12)}`,
              instrumentId: null,
            }))
          : bondHoldings(rng, fund, banks, issuers, asOf),
        assets: { BOND: 100 - liquidity, CASH: liquidity },
        regions: global
          ? jitter(rng, { NORTH_AMERICA: 42, EUROPE: 44, ASIA_PACIFIC: 14 })
          : fund.category === 'High Yield'
            ? jitter(rng, { NORWAY: 62, SWEDEN: 22, DENMARK: 8, FINLAND: 8 })
            : jitter(rng, { [homeRegion]: 90, EUROPE: 10 }, 0.05),
        sectors: jitter(rng, sectors, 0.1),
      };
    }
    case 'MIXED':
    case 'HEDGE': {
      const hedge = fund.fundType === 'HEDGE';
      const equity = hedge ? rng.uniform(20, 35) : Math.max(20, fund.model.beta * 100 + rng.uniform(-4, 4));
      const other = hedge ? rng.uniform(10, 25) : 0;
      const liquidity = hedge ? rng.uniform(10, 20) : rng.uniform(2, 5);
      const shares = bySize(homeShares).slice(0, 5);
      const bonds = bondHoldings(rng, fund, banks, issuers, asOf).slice(0, 5);
      const equityShare = equity / (100 - liquidity);
      const sectors = sectorMix(homeShares);
      for (const [k, w] of sectors) sectors.set(k, w * equityShare);
      const total = [...sectors.values()].reduce((a, b) => a + b, 0);
      const bondPart = (total / equityShare) * (1 - equityShare);
      sectors.set('Government Bonds', bondPart * 0.4);
      sectors.set('Covered Bonds', bondPart * 0.35);
      sectors.set('Corporate Bonds', bondPart * 0.25);
      return {
        holdings: [...shares.map(asShare), ...bonds],
        assets: {
          EQUITY: equity,
          BOND: 100 - equity - other - liquidity,
          CASH: liquidity,
          ...(other > 0 ? { OTHER: other } : {}),
        },
        regions: jitter(rng, { [homeRegion]: 70, EUROPE: 15, NORTH_AMERICA: 15 }),
        sectors,
      };
    }
    default: {
      // Equity (and index funds of indices we do not list).
      const assets = { EQUITY: 100 - cash, CASH: cash };
      const sectorKey = CATEGORY_SECTOR_KEY[fund.category];
      if (sectorKey) {
        const ours = bySize(catalog.shares.filter((s) => s.sector === sectorKey));
        const extras = SECTOR_EXTRAS[sectorKey] ?? [];
        const holdings = [
          ...ours.slice(0, 6).map(asShare),
          ...extras.map((name) => ({ name, instrumentId: null })),
        ].slice(0, 10);
        const nordicOnly = fund.category === 'Real Estate';
        return {
          holdings,
          assets,
          regions: nordicOnly ? jitter(rng, REGION_MIX.NORDIC!) : jitter(rng, REGION_MIX.GLOBAL!),
          sectors: jitter(rng, CATEGORY_SECTORS[fund.category]!, 0.1),
        };
      }
      if (
        region === 'SWEDEN' ||
        region === 'NORWAY' ||
        region === 'DENMARK' ||
        region === 'FINLAND' ||
        region === 'NORDIC'
      ) {
        const pool = region === 'NORDIC' ? catalog.shares : homeShares;
        const small = fund.category === 'Sweden Small Cap';
        const picked = small ? bySize(pool).slice(-10) : bySize(pool).slice(0, 10);
        return {
          holdings: picked.map(asShare),
          assets,
          regions: region === 'NORDIC' ? jitter(rng, REGION_MIX.NORDIC!) : new Map([[region, 1]]),
          sectors: sectorMix(small ? bySize(pool).slice(-Math.ceil(pool.length / 2)) : pool),
        };
      }
      const foreign = FOREIGN[region as keyof typeof FOREIGN] ?? FOREIGN.GLOBAL;
      return {
        holdings: foreign.map((name) => ({ name, instrumentId: null })),
        assets,
        regions: jitter(rng, REGION_MIX[region] ?? REGION_MIX.GLOBAL!),
        sectors: jitter(rng, GLOBAL_SECTORS),
      };
    }
  }
}

/** Ten falling weights summing to `total` hundredths, for an actively chosen portfolio. */
function topWeights(rng: Rng, total: number): number[] {
  const raw = Array.from({ length: 10 }, (_, k) => 0.86 ** k * rng.uniform(0.92, 1.08)).sort((a, b) => b - a);
  const sum = raw.reduce((a, b) => a + b, 0);
  const units = raw.map((r) => Math.floor((r / sum) * total));
  units[0]! += total - units.reduce((a, b) => a + b, 0);
  return units;
}

const ONGOING: Record<FundDef['fundType'], [number, number]> = {
  INDEX: [0.1, 0.4],
  EQUITY: [1.0, 1.6],
  BOND: [0.15, 0.6],
  MIXED: [0.8, 1.3],
  HEDGE: [1.2, 1.8],
};

const AUM_SEK_BILLIONS: Record<FundDef['fundType'], [number, number]> = {
  INDEX: [5, 80],
  EQUITY: [0.8, 30],
  BOND: [1, 25],
  MIXED: [2, 40],
  HEDGE: [0.5, 6],
};

const BENCHMARK: Record<string, string> = {
  'Sweden Equity': 'SIX Portfolio Return Index',
  'Sweden Small Cap': 'Carnegie Small Cap Return Index Sweden',
  'Norway Equity': 'Oslo Børs Mutual Fund Index',
  'Denmark Equity': 'OMX Copenhagen Capped GI',
  'Finland Equity': 'OMX Helsinki Cap GI',
  'Nordic Equity': 'VINX Benchmark Cap Net',
  'Europe Equity': 'MSCI Europe Net',
  'North America Equity': 'MSCI USA Net',
  'Emerging Markets Equity': 'MSCI Emerging Markets Net',
  'Global Equity': 'MSCI World Net',
  Technology: 'MSCI World Information Technology Net',
  'Health Care': 'MSCI World Health Care Net',
  Energy: 'MSCI World Energy Net',
  'Real Estate': 'EPRA Nordic Net',
  'Fixed Income': 'Government and covered bond index, 2–5 years',
  'Money Market': 'Treasury bill index, 3 months',
  'High Yield': 'Nordic high yield bond index',
  Allocation: 'Half equities, half bonds (composite)',
};

function factsRow(fund: FundDef, catalog: Catalog, seed: string, asOf: string): FundFactsRow {
  const rng = streamFor(seed, 'fund-facts', fund.instrumentId);
  // Launched before the price history starts (ten years), so every NAV we store is the fund's own.
  const launchDate = addDays(addYears(asOf, -rng.int(11, 28)), -rng.int(0, 300));
  const managerCount = fund.fundType === 'INDEX' ? 1 : rng.int(1, 2);
  const managers = Array.from({ length: managerCount }, () => ({
    name: managerName(rng, fund.currency),
    since: addDays(asOf, -rng.int(400, 3600)),
  }))
    .map((m) => ({ ...m, since: m.since < launchDate ? launchDate : m.since }))
    .sort((a, b) => a.since.localeCompare(b.since));
  const [lo, hi] = ONGOING[fund.fundType];
  const ongoing =
    fund.category === 'Emerging Markets Equity' && fund.fundType === 'EQUITY' ? 1.7 : rng.uniform(lo, hi);
  const [aLo, aHi] = AUM_SEK_BILLIONS[fund.fundType];
  const aumSek = Math.exp(rng.uniform(Math.log(aLo), Math.log(aHi))) * 1e9;
  const aum = (aumSek / Number(FX_SEK_PER_UNIT[fund.currency])).toFixed(2);
  const index =
    fund.tracks === undefined ? undefined : catalog.indices.find((i) => i.instrumentId === fund.tracks);

  const p = portfolioOf(rng, fund, catalog, asOf);
  const assets = hundredths(new Map(Object.entries(p.assets)));
  const invested = assets.filter((a) => a.key !== 'CASH').reduce((s, a) => s + a.units, 0);
  // Top ten: an index fund's at the index weights; an active fund's a third to a half of the fund.
  const units =
    p.fixedUnits ??
    topWeights(
      rng,
      Math.round(invested * (fund.fundType === 'BOND' ? rng.uniform(0.25, 0.45) : rng.uniform(0.32, 0.55))),
    );
  return {
    instrumentId: fund.instrumentId,
    company: companyOf(fund),
    launchDate,
    managers,
    ongoingCharge: ongoing.toFixed(2),
    aum,
    aumCurrency: fund.currency,
    // Fund companies report their size at the end of each month.
    aumDay: addDays(`${asOf.slice(0, 8)}01`, -1),
    region: fundRegionOf(fund),
    dividendStrategy: dividendStrategyOf(fund),
    benchmark: index ? index.name : fund.fundType === 'HEDGE' ? null : (BENCHMARK[fund.category] ?? null),
    holdings: p.holdings.map((h, i) => ({ ...h, weight: percentText(units[i] ?? 0) })),
    assetAllocation: assets.map(({ key, units: u }) => ({ key, weight: percentText(u) })),
    regionAllocation: allocation(p.regions),
    sectorAllocation: allocation(p.sectors),
  };
}

export function fundFactsRows(catalog: Catalog, seed: string, asOf: string): FundFactsRow[] {
  return catalog.funds.map((fund) => factsRow(fund, catalog, seed, asOf));
}

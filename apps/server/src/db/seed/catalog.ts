import {
  MIFID2_CATEGORY,
  riskLabelOfSrri,
  srriOfVolatility,
  type CountryCode,
  type Currency,
} from '@broker/domain';
import type { TradingFrequency } from '@broker/domain';
import { makeIsin } from './isin';
import { FUND_FACT_SHEET_PATH } from '@broker/contract';

/**
 * The fixed instrument universe of the demo: invented Nordic companies and funds that look like
 * the real thing. Instrument ids are stable (shares 1001.., funds 2001.., indices 3001..), so
 * links, tests and the market simulator can name them.
 */

export interface MarketDef {
  marketId: number;
  mic: string;
  name: string;
  country: CountryCode;
  timeZone: string;
  currency: Currency;
}

export const MARKETS = {
  XSTO: {
    marketId: 11,
    mic: 'XSTO',
    name: 'Nasdaq Stockholm',
    country: 'SE',
    timeZone: 'Europe/Stockholm',
    currency: 'SEK',
  },
  XOSL: {
    marketId: 15,
    mic: 'XOSL',
    name: 'Oslo Børs',
    country: 'NO',
    timeZone: 'Europe/Oslo',
    currency: 'NOK',
  },
  XCSE: {
    marketId: 14,
    mic: 'XCSE',
    name: 'Nasdaq Copenhagen',
    country: 'DK',
    timeZone: 'Europe/Copenhagen',
    currency: 'DKK',
  },
  XHEL: {
    marketId: 24,
    mic: 'XHEL',
    name: 'Nasdaq Helsinki',
    country: 'FI',
    timeZone: 'Europe/Helsinki',
    currency: 'EUR',
  },
  // Funds are not exchange-traded; their "market" is the broker's fund distribution.
  FUND: {
    marketId: 4,
    mic: 'FUND',
    name: 'Fund market',
    country: 'SE',
    timeZone: 'Europe/Stockholm',
    currency: 'SEK',
  },
} as const satisfies Record<string, MarketDef>;

export type ExchangeKey = 'XSTO' | 'XOSL' | 'XCSE' | 'XHEL';

/**
 * How many SEK one unit of each currency buys. DKK follows EUR through the 7.46 peg. CAD is no
 * account or instrument currency here; its rate is for the chart's fund development in CAD.
 */
export const FX_SEK_PER_UNIT: Record<Currency | 'CAD', string> = {
  SEK: '1',
  NOK: '0.98',
  DKK: '1.54155',
  EUR: '11.5',
  USD: '10.6',
  CAD: '7.7',
};

export type Risk = 'LOW' | 'MEDIUM' | 'HIGH';
export type FundType = 'EQUITY' | 'INDEX' | 'BOND' | 'MIXED' | 'HEDGE';
export type { TradingFrequency };
export type SfdrArticle = 6 | 8 | 9;

/** Parameters of the random walk behind an instrument's price history. */
export interface PriceModel {
  /** Price (NAV, index level) on the last history day. */
  anchor: number;
  /** Annualised volatility. */
  vol: number;
  /** Annualised expected log-return plus half the variance (the GBM mu). */
  drift: number;
  /** Sensitivity to the country's market factor, so shares move together and indices are smooth. */
  beta: number;
  decimals: number;
}

interface InstrumentBase {
  instrumentId: number;
  isin: string;
  name: string;
  symbol: string;
  marketId: number;
  currency: Currency;
  /** Whose trading or banking days the instrument follows. */
  calendar: CountryCode;
  mifid2Category: number;
  risk: Risk;
  model: PriceModel;
  /** Order-book id on the market; numeric, unique per market. */
  identifier: string;
}

export interface ShareDef extends InstrumentBase {
  kind: 'share';
  exchange: ExchangeKey;
  sector: string;
  /** Market capitalisation in millions of the share currency; sets index weights and volumes. */
  capMillions: number;
  avgVolume: number;
  /** Yearly dividend as a fraction of the price, paid once a year on `dividendMonthDay`. */
  dividendYield: number;
  dividendMonthDay: string;
}

export interface FundDef extends InstrumentBase {
  kind: 'fund';
  category: string;
  fundType: FundType;
  isIndexFund: boolean;
  sfdrArticle: SfdrArticle;
  buyFee: string;
  sellFee: string;
  buyFrequency: TradingFrequency;
  sellFrequency: TradingFrequency;
  minInvestment: string;
  prospectusUrl: string;
  activeForBuy: boolean;
  activeForSell: boolean;
  /** An index fund follows this index (same calendar) instead of a random walk of its own. */
  tracks?: number;
}

export interface IndexDef extends InstrumentBase {
  kind: 'index';
  exchange: ExchangeKey;
  /** Constituent instrument ids and weights (8 decimals, summing to exactly 1). */
  constituents: { instrumentId: number; weight: string }[];
}

export type InstrumentDef = ShareDef | FundDef | IndexDef;

/** A national number that looks assigned rather than counted, stable for a given id. */
function nsinFor(instrumentId: number): string {
  return `0${String((instrumentId * 7919 + 1_048_573) % 100_000_000).padStart(8, '0')}`;
}

function shareRisk(vol: number): Risk {
  return vol < 0.22 ? 'MEDIUM' : 'HIGH';
}

/**
 * A fund's risk label is the one its fact sheet shows: the SRRI class of its volatility (CESR bands),
 * 1–2 LOW, 3–4 MEDIUM, 5–7 HIGH (domain fund-facts), so the screener, the lists, the fact-sheet
 * PDF and the fund page (which measures the SRRI from the NAVs) speak of the same risk.
 */
function fundRisk(vol: number): Risk {
  return riskLabelOfSrri(srriOfVolatility(vol * 100));
}

function decimalsFor(price: number): number {
  return price < 10 ? 3 : 2;
}

const SECTOR_BETA: Record<string, number> = {
  Utilities: 0.6,
  'Consumer Staples': 0.6,
  'Health Care': 0.7,
  'Communication Services': 0.8,
  'Real Estate': 0.9,
  Financials: 1.0,
  Energy: 1.0,
  Industrials: 1.1,
  Materials: 1.1,
  'Consumer Discretionary': 1.1,
  'Information Technology': 1.3,
};

// symbol, name, sector, last price, annual volatility, market cap (millions), dividend yield
type ShareSeed = [string, string, string, number, number, number, number];

const SHARE_SEEDS: Record<ExchangeKey, { suffix: string; dividendMonth: number; shares: ShareSeed[] }> = {
  XSTO: {
    suffix: '',
    dividendMonth: 4,
    shares: [
      ['NORV B', 'Norrvik Industrier B', 'Industrials', 245.6, 0.24, 182_000, 0.024],
      ['SVHB A', 'Sveaholm Bank A', 'Financials', 128.35, 0.22, 254_000, 0.055],
      ['ALVM', 'Älvsborg Medical', 'Health Care', 412.2, 0.27, 96_000, 0.012],
      ['KRTL', 'Kronfjäll Telekom', 'Communication Services', 38.92, 0.21, 61_000, 0.062],
      ['LJFA B', 'Ljungberg Fastigheter B', 'Real Estate', 86.4, 0.3, 42_000, 0.031],
      ['BRST', 'Bergslagen Stål', 'Materials', 64.18, 0.34, 33_000, 0.045],
      ['VATS', 'Vättern Systems', 'Information Technology', 318.5, 0.33, 71_000, 0.008],
      ['HALV', 'Hallands Livs', 'Consumer Staples', 152.7, 0.18, 28_000, 0.032],
      ['GOTM B', 'Gotland Mode B', 'Consumer Discretionary', 96.04, 0.31, 118_000, 0.035],
      ['SKEN', 'Skärgård Energi', 'Utilities', 54.36, 0.2, 24_000, 0.041],
      ['TORN B', 'Tornby Verkstäder B', 'Industrials', 187.9, 0.27, 88_000, 0.022],
      ['NVIN B', 'Nordvinga Investment B', 'Financials', 276.8, 0.2, 121_000, 0.018],
      ['MAFO', 'Mälarstrand Försäkring', 'Financials', 143.25, 0.19, 52_000, 0.048],
      ['FJGA', 'Fjällström Gaming', 'Communication Services', 22.48, 0.46, 9_800, 0],
      ['OSJL', 'Östersjö Logistik', 'Industrials', 71.15, 0.29, 14_500, 0.027],
      ['LIND', 'Lindhaga Diagnostics', 'Health Care', 118.6, 0.38, 12_800, 0],
    ],
  },
  XOSL: {
    suffix: ' ASA',
    dividendMonth: 5,
    shares: [
      ['NHAV', 'Nordhav Energi', 'Energy', 284.4, 0.27, 720_000, 0.058],
      ['FJLA', 'Fjordlaks', 'Consumer Staples', 212.0, 0.26, 110_000, 0.045],
      ['VKBK', 'Vestkyst Bank', 'Financials', 178.2, 0.22, 265_000, 0.062],
      ['TRAL', 'Trollheim Aluminium', 'Materials', 68.74, 0.31, 140_000, 0.04],
      ['BGSH', 'Bergensia Shipping', 'Industrials', 214.5, 0.36, 46_000, 0.085],
      ['PNTL', 'Polarnett Telecom', 'Communication Services', 126.3, 0.18, 168_000, 0.07],
      ['SKOF', 'Skagerak Offshore', 'Energy', 42.86, 0.42, 19_000, 0],
      ['NLKR', 'Nordlys Kraft', 'Utilities', 96.5, 0.24, 38_000, 0.035],
      ['HDHB', 'Hardanger Havbruk', 'Consumer Staples', 338.0, 0.3, 27_000, 0.05],
      ['LOFS', 'Lofoten Seafood', 'Consumer Staples', 74.2, 0.33, 8_800, 0.03],
      ['KVEI', 'Kvitfjell Eiendom', 'Real Estate', 15.84, 0.35, 6_400, 0.02],
      ['DVTK', 'Dovre Teknologi', 'Information Technology', 58.3, 0.4, 11_200, 0],
      ['VIFO', 'Viken Forsikring', 'Financials', 221.6, 0.19, 92_000, 0.052],
      ['OFMA', 'Oslofjord Marine', 'Industrials', 133.4, 0.32, 21_000, 0.038],
      ['FMMI', 'Finnmark Mineraler', 'Materials', 27.35, 0.45, 5_200, 0],
    ],
  },
  XCSE: {
    suffix: ' A/S',
    dividendMonth: 3,
    shares: [
      ['ORPH B', 'Øresund Pharma B', 'Health Care', 742.0, 0.25, 1_650_000, 0.014],
      ['JYVK', 'Jyllands Vindkraft', 'Utilities', 318.4, 0.35, 134_000, 0.02],
      ['KATR B', 'Kattegat Rederi B', 'Industrials', 11_240, 0.33, 172_000, 0.06],
      ['DHBK', 'Danmarks Handelsbank', 'Financials', 214.6, 0.24, 185_000, 0.07],
      ['FYNB B', 'Fynbo Bryggerier B', 'Consumer Staples', 856.0, 0.2, 118_000, 0.03],
      ['AMEZ', 'Amager Enzymer', 'Materials', 468.3, 0.23, 64_000, 0.018],
      ['LIMF', 'Limfjord Foods', 'Consumer Staples', 392.5, 0.21, 41_000, 0.028],
      ['SJBY', 'Sjælland Byg', 'Industrials', 126.8, 0.28, 23_000, 0.025],
      ['NSHE', 'Nordsø Hearing', 'Health Care', 528.0, 0.27, 72_000, 0.01],
      ['KBSW', 'Københavns Software', 'Information Technology', 96.7, 0.39, 14_800, 0],
      ['BOFO', 'Bornholm Forsikring', 'Financials', 172.4, 0.2, 96_000, 0.045],
      ['VJTR', 'Vejle Transport', 'Industrials', 1_362.0, 0.26, 235_000, 0.012],
      ['HISM', 'Himmerland Smykker', 'Consumer Discretionary', 684.0, 0.34, 58_000, 0.02],
      ['GUBI', 'Gudenå Biotek', 'Health Care', 88.45, 0.48, 7_600, 0],
      ['SKEJ', 'Skagen Ejendomme', 'Real Estate', 58.2, 0.27, 9_200, 0.035],
    ],
  },
  XHEL: {
    suffix: ' Oyj',
    dividendMonth: 4,
    shares: [
      ['SAIP R', 'Saimaa Paper R', 'Materials', 31.42, 0.27, 16_000, 0.05],
      ['ROUT', 'Routa Networks', 'Information Technology', 5.284, 0.33, 29_500, 0.025],
      ['KANP A', 'Kantele Pankki A', 'Financials', 10.46, 0.23, 37_000, 0.07],
      ['LAPM', 'Lappi Metals', 'Materials', 14.82, 0.36, 6_200, 0.04],
      ['TAKO', 'Tammerkoski Koneet', 'Industrials', 47.36, 0.24, 24_500, 0.035],
      ['SUEN', 'Suomen Energia', 'Utilities', 16.94, 0.24, 15_200, 0.06],
      ['NOHI B', 'Nosto Hissit B', 'Industrials', 44.12, 0.21, 23_000, 0.04],
      ['KUKE', 'Kuopio Kemia', 'Materials', 8.736, 0.3, 3_800, 0.045],
      ['VATE', 'Vaasa Telekom', 'Communication Services', 33.58, 0.18, 4_600, 0.055],
      ['TUVA', 'Turun Vakuutus', 'Financials', 27.9, 0.2, 8_800, 0.065],
      ['OUPH', 'Oulu Pharma', 'Health Care', 38.44, 0.25, 5_400, 0.03],
      ['KARE', 'Kainuu Retail', 'Consumer Staples', 19.76, 0.22, 7_900, 0.045],
      ['POJA', 'Porvoo Jalostamo', 'Energy', 36.12, 0.34, 27_800, 0.05],
      ['LAUR', 'Lahden Urheilu', 'Consumer Discretionary', 12.38, 0.35, 2_100, 0.025],
      ['ESGA', 'Espoo Games', 'Communication Services', 6.452, 0.44, 1_500, 0],
    ],
  },
};

const EXCHANGES: ExchangeKey[] = ['XSTO', 'XOSL', 'XCSE', 'XHEL'];

function buildShares(): ShareDef[] {
  const out: ShareDef[] = [];
  let nextId = 1001;
  for (const exchange of EXCHANGES) {
    const market = MARKETS[exchange];
    const { suffix, dividendMonth, shares } = SHARE_SEEDS[exchange];
    shares.forEach(([symbol, name, sector, price, vol, capMillions, dividendYield], i) => {
      const instrumentId = nextId++;
      const beta = SECTOR_BETA[sector] ?? 1;
      // Turnover of about 0.3 % of the shares outstanding a day, as for Nordic large caps.
      const avgVolume = Math.max(2_000, Math.round(((capMillions * 1e6) / price) * 0.003));
      out.push({
        kind: 'share',
        instrumentId,
        isin: makeIsin(market.country, nsinFor(instrumentId)),
        name: `${name}${suffix}`,
        symbol,
        marketId: market.marketId,
        exchange,
        currency: market.currency,
        calendar: market.country,
        sector,
        mifid2Category: MIFID2_CATEGORY.SHARES,
        risk: shareRisk(vol),
        capMillions,
        avgVolume,
        dividendYield,
        // Spread the annual general meetings over the month.
        dividendMonthDay: `${String(dividendMonth).padStart(2, '0')}-${String(3 + ((i * 5) % 25)).padStart(2, '0')}`,
        // Unique across the exchanges, as order book ids are (spec 001 §7.22 tradingOrderBookId):
        // 101 for the first share of the first exchange, counting on through the others.
        identifier: String(instrumentId - 900),
        model: {
          anchor: price,
          vol,
          drift: sector === 'Information Technology' ? 0.11 : 0.08,
          beta,
          decimals: decimalsFor(price),
        },
      });
    });
  }
  return out;
}

interface FundSeed {
  name: string;
  currency: Currency;
  category: string;
  fundType: FundType;
  nav: number;
  vol: number;
  beta: number;
  drift?: number;
  sfdr: SfdrArticle;
  buyFee?: string;
  sellFee?: string;
  buyFrequency?: TradingFrequency;
  sellFrequency?: TradingFrequency;
  minInvestment?: string;
  mifid2?: number;
  tracks?: number;
  domicile?: string;
  activeForBuy?: boolean;
}

const INDEX_IDS = { OMXS30: 3001, OBX: 3002, OMXC25: 3003, OMXH25: 3004 } as const;

// One fund a line, so the table reads like a fund list.
// prettier-ignore
const FUND_SEEDS: FundSeed[] = [
  // SEK
  { name: 'Nordbrook Sverige Index', currency: 'SEK', category: 'Sweden Equity', fundType: 'INDEX', nav: 412.87, vol: 0.17, beta: 1, sfdr: 8, tracks: INDEX_IDS.OMXS30 },
  { name: 'Nordbrook Global Index', currency: 'SEK', category: 'Global Equity', fundType: 'INDEX', nav: 268.14, vol: 0.15, beta: 0.6, sfdr: 8 },
  { name: 'Nordbrook USA Index', currency: 'SEK', category: 'North America Equity', fundType: 'INDEX', nav: 531.2, vol: 0.17, beta: 0.5, sfdr: 6 },
  { name: 'Nordbrook Europa Index', currency: 'SEK', category: 'Europe Equity', fundType: 'INDEX', nav: 214.5, vol: 0.15, beta: 0.7, sfdr: 8 },
  { name: 'Sveaholm Sverige Aktiefond', currency: 'SEK', category: 'Sweden Equity', fundType: 'EQUITY', nav: 1843.22, vol: 0.18, beta: 0.95, sfdr: 8 },
  // Closed for new money, as small-cap funds sometimes are when they grow too large.
  { name: 'Sveaholm Småbolag Sverige', currency: 'SEK', category: 'Sweden Small Cap', fundType: 'EQUITY', nav: 976.4, vol: 0.22, beta: 1.05, sfdr: 8, activeForBuy: false },
  { name: 'Lagerlund Global Hållbar', currency: 'SEK', category: 'Global Equity', fundType: 'EQUITY', nav: 324.9, vol: 0.15, beta: 0.55, sfdr: 9 },
  { name: 'Lagerlund Räntefond Kort', currency: 'SEK', category: 'Fixed Income', fundType: 'BOND', nav: 104.62, vol: 0.015, beta: 0, drift: 0.025, sfdr: 8 },
  { name: 'Lagerlund Företagsobligationer', currency: 'SEK', category: 'Fixed Income', fundType: 'BOND', nav: 118.37, vol: 0.04, beta: 0.05, drift: 0.035, sfdr: 8 },
  { name: 'Mälarstrand Balanserad', currency: 'SEK', category: 'Allocation', fundType: 'MIXED', nav: 156.8, vol: 0.09, beta: 0.5, drift: 0.06, sfdr: 8 },
  { name: 'Mälarstrand Försiktig', currency: 'SEK', category: 'Allocation', fundType: 'MIXED', nav: 121.45, vol: 0.055, beta: 0.28, drift: 0.045, sfdr: 8 },
  { name: 'Kronfjäll Tillväxtmarknader', currency: 'SEK', category: 'Emerging Markets Equity', fundType: 'EQUITY', nav: 187.3, vol: 0.19, beta: 0.45, sfdr: 6, buyFee: '0.1', sellFee: '0.1' },
  { name: 'Ekholm Teknologi', currency: 'SEK', category: 'Technology', fundType: 'EQUITY', nav: 842.6, vol: 0.26, beta: 0.7, drift: 0.11, sfdr: 8 },
  { name: 'Ekholm Hälsovård', currency: 'SEK', category: 'Health Care', fundType: 'EQUITY', nav: 402.1, vol: 0.16, beta: 0.5, sfdr: 8 },
  { name: 'Nordvinga Multi-Strategy', currency: 'SEK', category: 'Alternative', fundType: 'HEDGE', nav: 1264.5, vol: 0.06, beta: 0.15, drift: 0.05, sfdr: 6, buyFrequency: 'WEEKLY', sellFrequency: 'MONTHLY', minInvestment: '1000', mifid2: MIFID2_CATEGORY.ALTERNATIVE_FUNDS },
  { name: 'Stenbock Absolute Return', currency: 'SEK', category: 'Alternative', fundType: 'HEDGE', nav: 148.73, vol: 0.08, beta: 0.2, drift: 0.06, sfdr: 6, buyFrequency: 'MONTHLY', sellFrequency: 'MONTHLY', minInvestment: '1000', buyFee: '1', sellFee: '0.5', mifid2: MIFID2_CATEGORY.ALTERNATIVE_FUNDS },
  { name: 'Ribbing Bull Sverige X2', currency: 'SEK', category: 'Trading - Leveraged Equity', fundType: 'EQUITY', nav: 96.18, vol: 0.34, beta: 2, drift: 0.1, sfdr: 6, mifid2: MIFID2_CATEGORY.LEVERAGED_PRODUCTS },
  { name: 'Lagerlund Fastighetsfond Norden', currency: 'SEK', category: 'Real Estate', fundType: 'EQUITY', nav: 289.4, vol: 0.22, beta: 0.9, sfdr: 8 },
  { name: 'Sveaholm Obligationsfond', currency: 'SEK', category: 'Fixed Income', fundType: 'BOND', nav: 98.76, vol: 0.05, beta: 0, drift: 0.03, sfdr: 8, minInvestment: '500' },
  { name: 'Nordbrook Sverige Småbolag Index', currency: 'SEK', category: 'Sweden Small Cap', fundType: 'INDEX', nav: 157.02, vol: 0.21, beta: 1.05, sfdr: 8 },
  // NOK
  { name: 'Fjordvik Norge Indeks', currency: 'NOK', category: 'Norway Equity', fundType: 'INDEX', nav: 2412.5, vol: 0.19, beta: 1, sfdr: 8, tracks: INDEX_IDS.OBX },
  { name: 'Fjordvik Norden', currency: 'NOK', category: 'Nordic Equity', fundType: 'EQUITY', nav: 318.2, vol: 0.17, beta: 0.8, sfdr: 8 },
  { name: 'Vestkyst Obligasjon', currency: 'NOK', category: 'Fixed Income', fundType: 'BOND', nav: 1032.4, vol: 0.035, beta: 0.02, drift: 0.04, sfdr: 8 },
  { name: 'Vestkyst Kombinasjon', currency: 'NOK', category: 'Allocation', fundType: 'MIXED', nav: 1488.6, vol: 0.09, beta: 0.5, drift: 0.06, sfdr: 8 },
  { name: 'Nordkapp Global', currency: 'NOK', category: 'Global Equity', fundType: 'EQUITY', nav: 612.7, vol: 0.15, beta: 0.5, sfdr: 9 },
  { name: 'Nordkapp Energi', currency: 'NOK', category: 'Energy', fundType: 'EQUITY', nav: 204.3, vol: 0.27, beta: 1.1, sfdr: 6, buyFee: '0.5', minInvestment: '500' },
  { name: 'Polar Likviditet', currency: 'NOK', category: 'Money Market', fundType: 'BOND', nav: 101.2, vol: 0.006, beta: 0, drift: 0.035, sfdr: 8 },
  { name: 'Skagerak Høyrente', currency: 'NOK', category: 'High Yield', fundType: 'BOND', nav: 112.9, vol: 0.045, beta: 0.1, drift: 0.055, sfdr: 6, buyFee: '0.2' },
  // DKK: Danish investment associations charge issue and redemption costs.
  { name: 'Øresund Invest Danmark Indeks', currency: 'DKK', category: 'Denmark Equity', fundType: 'INDEX', nav: 168.3, vol: 0.18, beta: 1, sfdr: 8, tracks: INDEX_IDS.OMXC25, buyFee: '0.1', sellFee: '0.1' },
  { name: 'Øresund Invest Danske Aktier', currency: 'DKK', category: 'Denmark Equity', fundType: 'EQUITY', nav: 412.9, vol: 0.2, beta: 0.9, sfdr: 8, buyFee: '0.35', sellFee: '0.2' },
  { name: 'Kronborg Obligationer', currency: 'DKK', category: 'Fixed Income', fundType: 'BOND', nav: 104.3, vol: 0.035, beta: 0, drift: 0.025, sfdr: 8, buyFee: '0.12', sellFee: '0.12' },
  { name: 'Kronborg Balance', currency: 'DKK', category: 'Allocation', fundType: 'MIXED', nav: 132.5, vol: 0.085, beta: 0.45, drift: 0.055, sfdr: 8, buyFee: '0.25', sellFee: '0.2' },
  { name: 'Kronborg Globale Aktier', currency: 'DKK', category: 'Global Equity', fundType: 'EQUITY', nav: 245.1, vol: 0.15, beta: 0.5, sfdr: 8, buyFee: '0.3', sellFee: '0.25' },
  { name: 'Limfjord Invest Bæredygtig Global', currency: 'DKK', category: 'Global Equity', fundType: 'EQUITY', nav: 178.4, vol: 0.16, beta: 0.5, sfdr: 9, buyFee: '0.2', sellFee: '0.15' },
  { name: 'Vesterhav Alternativ', currency: 'DKK', category: 'Alternative', fundType: 'HEDGE', nav: 1105.8, vol: 0.07, beta: 0.2, drift: 0.05, sfdr: 6, sellFrequency: 'WEEKLY', minInvestment: '500', mifid2: MIFID2_CATEGORY.ALTERNATIVE_FUNDS },
  { name: 'Kronborg Korte Obligationer', currency: 'DKK', category: 'Fixed Income', fundType: 'BOND', nav: 99.87, vol: 0.015, beta: 0, drift: 0.02, sfdr: 8 },
  // EUR
  { name: 'Kuusi Suomi Indeksi', currency: 'EUR', category: 'Finland Equity', fundType: 'INDEX', nav: 48.3215, vol: 0.18, beta: 1, sfdr: 8, tracks: INDEX_IDS.OMXH25 },
  { name: 'Kuusi Maailma Indeksi', currency: 'EUR', category: 'Global Equity', fundType: 'INDEX', nav: 31.7482, vol: 0.15, beta: 0.5, sfdr: 8 },
  { name: 'Kuusi Yrityslaina', currency: 'EUR', category: 'Fixed Income', fundType: 'BOND', nav: 12.8407, vol: 0.04, beta: 0.05, drift: 0.03, sfdr: 8 },
  { name: 'Kuusi Tasapaino', currency: 'EUR', category: 'Allocation', fundType: 'MIXED', nav: 21.6334, vol: 0.085, beta: 0.45, drift: 0.055, sfdr: 8 },
  { name: 'Kuusi Pohjoismaat', currency: 'EUR', category: 'Nordic Equity', fundType: 'EQUITY', nav: 64.9012, vol: 0.17, beta: 0.7, sfdr: 8 },
  { name: 'Borealis SICAV Global Bond', currency: 'EUR', category: 'Fixed Income', fundType: 'BOND', nav: 102.4531, vol: 0.05, beta: 0, drift: 0.025, sfdr: 8, domicile: 'LU', minInvestment: '1000' },
  { name: 'Borealis SICAV Emerging Markets', currency: 'EUR', category: 'Emerging Markets Equity', fundType: 'EQUITY', nav: 87.3046, vol: 0.2, beta: 0.4, sfdr: 6, domicile: 'LU', buyFee: '1', sellFee: '0.5' },
];

const CURRENCY_COUNTRY: Record<Currency, CountryCode> = {
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  EUR: 'FI',
  USD: 'SE',
};

function buildFunds(): FundDef[] {
  return FUND_SEEDS.map((f, i) => {
    const instrumentId = 2001 + i;
    const isin = makeIsin(f.domicile ?? CURRENCY_COUNTRY[f.currency], nsinFor(instrumentId));
    const fund: FundDef = {
      kind: 'fund',
      instrumentId,
      isin,
      name: f.name,
      // Funds have no ticker; brokers show the name where a share shows its symbol.
      symbol: f.name,
      marketId: MARKETS.FUND.marketId,
      currency: f.currency,
      calendar: CURRENCY_COUNTRY[f.currency],
      mifid2Category: f.mifid2 ?? MIFID2_CATEGORY.UCITS_FUNDS,
      risk: fundRisk(f.vol),
      identifier: String(40_001 + i),
      category: f.category,
      fundType: f.fundType,
      isIndexFund: f.fundType === 'INDEX',
      sfdrArticle: f.sfdr,
      buyFee: f.buyFee ?? '0',
      sellFee: f.sellFee ?? '0',
      buyFrequency: f.buyFrequency ?? 'DAILY',
      sellFrequency: f.sellFrequency ?? 'DAILY',
      minInvestment: f.minInvestment ?? '100',
      prospectusUrl: FUND_FACT_SHEET_PATH.replace('{isin}', isin),
      activeForBuy: f.activeForBuy ?? true,
      activeForSell: true,
      model: {
        anchor: f.nav,
        vol: f.vol,
        drift: f.drift ?? 0.08,
        beta: f.beta,
        // Euro fund NAVs are quoted with four decimals, the others with two.
        decimals: f.currency === 'EUR' ? 4 : 2,
      },
    };
    if (f.tracks !== undefined) fund.tracks = f.tracks;
    return fund;
  });
}

/** Cap weights rounded to 8 decimals; the rounding remainder goes to the largest member. */
function capWeights(members: ShareDef[]): { instrumentId: number; weight: string }[] {
  const SCALE = 100_000_000;
  const total = members.reduce((acc, s) => acc + s.capMillions, 0);
  const units = members.map((s) => Math.floor((s.capMillions / total) * SCALE));
  const largest = units.indexOf(Math.max(...units));
  units[largest] = (units[largest] ?? 0) + SCALE - units.reduce((a, b) => a + b, 0);
  return members.map((s, i) => ({
    instrumentId: s.instrumentId,
    weight: ((units[i] ?? 0) / SCALE).toFixed(8),
  }));
}

const INDEX_SEEDS: {
  id: number;
  symbol: string;
  name: string;
  exchange: ExchangeKey;
  level: number;
  vol: number;
}[] = [
  {
    id: INDEX_IDS.OMXS30,
    symbol: 'OMXS30',
    name: 'OMX Stockholm 30',
    exchange: 'XSTO',
    level: 2584.37,
    vol: 0.17,
  },
  { id: INDEX_IDS.OBX, symbol: 'OBX', name: 'Oslo Børs OBX', exchange: 'XOSL', level: 1412.56, vol: 0.19 },
  {
    id: INDEX_IDS.OMXC25,
    symbol: 'OMXC25',
    name: 'OMX Copenhagen 25',
    exchange: 'XCSE',
    level: 1738.42,
    vol: 0.18,
  },
  {
    id: INDEX_IDS.OMXH25,
    symbol: 'OMXH25',
    name: 'OMX Helsinki 25',
    exchange: 'XHEL',
    level: 4862.15,
    vol: 0.18,
  },
];

function buildIndices(shares: ShareDef[]): IndexDef[] {
  return INDEX_SEEDS.map((s, i) => {
    const market = MARKETS[s.exchange];
    return {
      kind: 'index',
      instrumentId: s.id,
      isin: makeIsin(market.country, nsinFor(s.id)),
      name: s.name,
      symbol: s.symbol,
      marketId: market.marketId,
      exchange: s.exchange,
      currency: market.currency,
      calendar: market.country,
      mifid2Category: MIFID2_CATEGORY.SHARES,
      risk: 'MEDIUM',
      identifier: String(90_001 + i),
      constituents: capWeights(shares.filter((sh) => sh.exchange === s.exchange)),
      // An index's path comes from its members; the model holds its level and nominal volatility.
      model: { anchor: s.level, vol: s.vol, drift: 0.08, beta: 1, decimals: 2 },
    };
  });
}

export interface Catalog {
  markets: MarketDef[];
  shares: ShareDef[];
  funds: FundDef[];
  indices: IndexDef[];
  all: InstrumentDef[];
  byId: ReadonlyMap<number, InstrumentDef>;
}

function buildCatalog(): Catalog {
  const shares = buildShares();
  const funds = buildFunds();
  const indices = buildIndices(shares);
  const all: InstrumentDef[] = [...shares, ...funds, ...indices];
  return {
    markets: Object.values(MARKETS),
    shares,
    funds,
    indices,
    all,
    byId: new Map(all.map((i) => [i.instrumentId, i])),
  };
}

export const CATALOG: Catalog = buildCatalog();

export function instrumentById(id: number): InstrumentDef {
  const def = CATALOG.byId.get(id);
  if (!def) throw new Error(`no instrument ${id} in the demo catalogue`);
  return def;
}

/** The id of a share by its ticker, so hand-written demo portfolios can name what they hold. */
export function shareId(symbol: string): number {
  const share = CATALOG.shares.find((s) => s.symbol === symbol);
  if (!share) throw new Error(`no share ${symbol} in the demo catalogue`);
  return share.instrumentId;
}

export function fundId(name: string): number {
  const fund = CATALOG.funds.find((f) => f.name === name);
  if (!fund) throw new Error(`no fund ${name} in the demo catalogue`);
  return fund.instrumentId;
}

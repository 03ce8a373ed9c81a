import type { GicsSector } from '../sectors/gics';
/**
 * How a holding counts in the allocation (issue 14): its asset class, its region and its sector.
 * Shares by what they are (the issuer's country from the ISIN, the company's GICS sector); funds by
 * their type and category, the only facts the catalogue has of them until their holdings are
 * published (issue 17): a category that names a market gives the region, a sector fund's category
 * its sector, and a fund that names neither counts as GLOBAL and BROAD. Cash is an asset class and a
 * currency, but no region or sector: it is not invested anywhere.
 */

export const ASSET_CLASSES = [
  'SHARES',
  'EQUITY_FUNDS',
  'FIXED_INCOME_FUNDS',
  'MIXED_FUNDS',
  'ALTERNATIVE_FUNDS',
  'CASH',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const REGIONS = [
  'SE',
  'NO',
  'DK',
  'FI',
  'NORDIC',
  'EUROPE',
  'NORTH_AMERICA',
  'EMERGING_MARKETS',
  'GLOBAL',
] as const;
export type Region = (typeof REGIONS)[number];

export const SECTORS = [
  'COMMUNICATION_SERVICES',
  'CONSUMER_DISCRETIONARY',
  'CONSUMER_STAPLES',
  'ENERGY',
  'FINANCIALS',
  'HEALTH_CARE',
  'INDUSTRIALS',
  'INFORMATION_TECHNOLOGY',
  'MATERIALS',
  'REAL_ESTATE',
  'UTILITIES',
  'BROAD',
] as const;
export type Sector = (typeof SECTORS)[number];

export interface Classifiable {
  /** EQ (share) or FND (fund). */
  groupType: string;
  isin: string;
  /** Funds: INDEX, EQUITY, BOND, MIXED or HEDGE. */
  fundType: string | null;
  /** A share's GICS sector name, a fund's category. */
  sector: string | null;
}

const FUND_CLASS: Record<string, AssetClass> = {
  INDEX: 'EQUITY_FUNDS',
  EQUITY: 'EQUITY_FUNDS',
  BOND: 'FIXED_INCOME_FUNDS',
  MIXED: 'MIXED_FUNDS',
  HEDGE: 'ALTERNATIVE_FUNDS',
};

export function assetClassOf(h: Classifiable): AssetClass {
  if (h.groupType !== 'FND') return 'SHARES';
  return FUND_CLASS[h.fundType ?? ''] ?? 'MIXED_FUNDS';
}

/** Fund categories that name a market, by the words they start with. */
const CATEGORY_REGION: [string, Region][] = [
  ['Sweden', 'SE'],
  ['Norway', 'NO'],
  ['Denmark', 'DK'],
  ['Finland', 'FI'],
  ['Nordic', 'NORDIC'],
  ['Europe', 'EUROPE'],
  ['North America', 'NORTH_AMERICA'],
  ['Emerging Markets', 'EMERGING_MARKETS'],
];

const NORDIC_COUNTRIES = new Set(['SE', 'NO', 'DK', 'FI']);

export function regionOf(h: Classifiable): Region {
  if (h.groupType !== 'FND') {
    const country = h.isin.slice(0, 2).toUpperCase();
    if (NORDIC_COUNTRIES.has(country)) return country as Region;
    return country === 'US' || country === 'CA' ? 'NORTH_AMERICA' : 'GLOBAL';
  }
  const category = h.sector ?? '';
  return CATEGORY_REGION.find(([prefix]) => category.startsWith(prefix))?.[1] ?? 'GLOBAL';
}

/** GICS sector names as the catalogue spells them, and sector funds' categories. */
const SECTOR_NAMES: Record<string, Sector> = {
  'Communication Services': 'COMMUNICATION_SERVICES',
  'Consumer Discretionary': 'CONSUMER_DISCRETIONARY',
  'Consumer Staples': 'CONSUMER_STAPLES',
  Energy: 'ENERGY',
  Financials: 'FINANCIALS',
  'Health Care': 'HEALTH_CARE',
  Industrials: 'INDUSTRIALS',
  'Information Technology': 'INFORMATION_TECHNOLOGY',
  Technology: 'INFORMATION_TECHNOLOGY',
  Materials: 'MATERIALS',
  'Real Estate': 'REAL_ESTATE',
  Utilities: 'UTILITIES',
} satisfies Record<GicsSector | 'Technology', Sector>;

export function sectorOf(h: Classifiable): Sector {
  return SECTOR_NAMES[h.sector ?? ''] ?? 'BROAD';
}

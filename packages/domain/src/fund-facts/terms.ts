import { GICS_SECTORS } from '../sectors/gics';

/**
 * The words of a fund's facts (spec 001 §3: fund regions, fund sectors, risk label, fund dividend
 * strategy). The spec names the enumerations but shows only the risk label's values; the others
 * are ours, chosen to cover the demo catalogue's funds.
 */

/** Where a fund invests, as its fact sheet and the screener's region filter say it. */
export const FUND_REGIONS = [
  'SWEDEN',
  'NORWAY',
  'DENMARK',
  'FINLAND',
  'NORDIC',
  'EUROPE',
  'NORTH_AMERICA',
  'EMERGING_MARKETS',
  'GLOBAL',
] as const;
export type FundRegion = (typeof FUND_REGIONS)[number];

export function isFundRegion(value: unknown): value is FundRegion {
  return typeof value === 'string' && (FUND_REGIONS as readonly string[]).includes(value);
}

/** Accumulating funds reinvest what their holdings pay; distributing funds pay it out. */
export const FUND_DIVIDEND_STRATEGIES = ['ACCUMULATING', 'DISTRIBUTING'] as const;
export type FundDividendStrategy = (typeof FUND_DIVIDEND_STRATEGIES)[number];

export const RISK_LABELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLabel = (typeof RISK_LABELS)[number];

/** The asset classes a fund's money is split into. */
export const FUND_ASSET_CLASSES = ['EQUITY', 'BOND', 'CASH', 'OTHER'] as const;
export type FundAssetClass = (typeof FUND_ASSET_CLASSES)[number];

/** The regions a fund's holdings are split into (narrower than a fund's own region). */
export const FUND_ALLOCATION_REGIONS = [
  'SWEDEN',
  'NORWAY',
  'DENMARK',
  'FINLAND',
  'EUROPE',
  'NORTH_AMERICA',
  'ASIA_PACIFIC',
  'EMERGING_MARKETS',
] as const;
export type FundAllocationRegion = (typeof FUND_ALLOCATION_REGIONS)[number];

/**
 * The sectors a fund's holdings are split into: the eleven GICS sectors the shares carry, and for
 * interest-bearing holdings the kind of issuer.
 */
export const FUND_SECTORS = [
  ...GICS_SECTORS,
  'Government Bonds',
  'Covered Bonds',
  'Corporate Bonds',
] as const;
export type FundSector = (typeof FUND_SECTORS)[number];

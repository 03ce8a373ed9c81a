import { describe, expect, it } from 'vitest';
import { assetClassOf, regionOf, sectorOf } from './index';

const share = (isin: string, sector: string) => ({ groupType: 'EQ', isin, fundType: null, sector });
const fund = (fundType: string, category: string) => ({
  groupType: 'FND',
  isin: 'SE0000000001',
  fundType,
  sector: category,
});

describe('allocation classes', () => {
  it('classes shares by issuer country and GICS sector', () => {
    const h = share('NO0010096985', 'Energy');
    expect([assetClassOf(h), regionOf(h), sectorOf(h)]).toEqual(['SHARES', 'NO', 'ENERGY']);
    expect(regionOf(share('US0378331005', 'Information Technology'))).toBe('NORTH_AMERICA');
  });

  it('classes funds by type and by what their category names, else global and broad', () => {
    const index = fund('INDEX', 'Sweden Small Cap');
    expect([assetClassOf(index), regionOf(index), sectorOf(index)]).toEqual(['EQUITY_FUNDS', 'SE', 'BROAD']);
    const tech = fund('EQUITY', 'Technology');
    expect([assetClassOf(tech), regionOf(tech), sectorOf(tech)]).toEqual([
      'EQUITY_FUNDS',
      'GLOBAL',
      'INFORMATION_TECHNOLOGY',
    ]);
    expect(assetClassOf(fund('BOND', 'Fixed Income'))).toBe('FIXED_INCOME_FUNDS');
    expect(assetClassOf(fund('HEDGE', 'Alternative'))).toBe('ALTERNATIVE_FUNDS');
    expect(regionOf(fund('MIXED', 'Emerging Markets Equity'))).toBe('EMERGING_MARKETS');
  });
});

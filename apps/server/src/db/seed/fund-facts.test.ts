import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FUND_ALLOCATION_REGIONS, FUND_ASSET_CLASSES, FUND_REGIONS, FUND_SECTORS } from '@broker/domain';
import { CATALOG, fundId } from './catalog';
import { fundFactsRows } from './fund-facts';

const ASOF = '2026-11-27';
const rows = fundFactsRows(CATALOG, 'nordic-broker', ASOF);
const byId = new Map(rows.map((r) => [r.instrumentId, r]));
const sum = (xs: { weight: string }[]) => xs.reduce((a, x) => a.plus(x.weight), new Decimal(0)).toFixed(2);

describe('seeded fund facts', () => {
  it('gives every fund facts whose allocations each sum to exactly 100 %', () => {
    expect(rows.map((r) => r.instrumentId)).toEqual(CATALOG.funds.map((f) => f.instrumentId));
    for (const r of rows) {
      expect(sum(r.assetAllocation), r.company).toBe('100.00');
      expect(sum(r.regionAllocation), r.company).toBe('100.00');
      expect(sum(r.sectorAllocation), r.company).toBe('100.00');
      expect(r.assetAllocation.every((a) => (FUND_ASSET_CLASSES as readonly string[]).includes(a.key))).toBe(
        true,
      );
      expect(
        r.regionAllocation.every((a) => (FUND_ALLOCATION_REGIONS as readonly string[]).includes(a.key)),
      ).toBe(true);
      expect(r.sectorAllocation.every((a) => (FUND_SECTORS as readonly string[]).includes(a.key))).toBe(true);
      expect(FUND_REGIONS).toContain(r.region);
      expect(r.holdings).toHaveLength(10);
      // Top ten, largest first, less than the whole fund.
      const weights = r.holdings.map((h) => Number(h.weight));
      expect([...weights].sort((a, b) => b - a)).toEqual(weights);
      expect(Number(sum(r.holdings))).toBeLessThan(100);
      expect(r.launchDate < '2016-11-27').toBe(true);
      expect(r.managers.every((m) => m.since >= r.launchDate && m.since <= ASOF)).toBe(true);
      expect(r.aumCurrency).toBe(CATALOG.funds.find((f) => f.instrumentId === r.instrumentId)!.currency);
    }
  });

  it('is the same for the same seed', () => {
    expect(fundFactsRows(CATALOG, 'nordic-broker', ASOF)).toEqual(rows);
  });

  it('has bond funds hold bonds and Swedish equity funds Swedish shares', () => {
    const bond = byId.get(fundId('Lagerlund Räntefond Kort'))!;
    expect(bond.assetAllocation[0]!.key).toBe('BOND');
    expect(bond.holdings.every((h) => h.instrumentId === null)).toBe(true);
    expect(bond.sectorAllocation.every((s) => s.key.endsWith('Bonds'))).toBe(true);
    const sweden = byId.get(fundId('Sveaholm Sverige Aktiefond'))!;
    const swedish = new Set(CATALOG.shares.filter((s) => s.exchange === 'XSTO').map((s) => s.instrumentId));
    expect(sweden.holdings.every((h) => h.instrumentId !== null && swedish.has(h.instrumentId))).toBe(true);
    expect(sweden.region).toBe('SWEDEN');
    expect(sweden.regionAllocation).toEqual([{ key: 'SWEDEN', weight: '100.00' }]);
  });

  it('has an index fund hold its index’s largest members at their weights', () => {
    const fund = CATALOG.funds.find((f) => f.name === 'Nordbrook Sverige Index')!;
    const facts = byId.get(fund.instrumentId)!;
    const index = CATALOG.indices.find((i) => i.instrumentId === fund.tracks)!;
    const top = [...index.constituents].sort((a, b) => Number(b.weight) - Number(a.weight)).slice(0, 10);
    expect(facts.holdings.map((h) => h.instrumentId)).toEqual(top.map((m) => m.instrumentId));
    const equity = Number(facts.assetAllocation.find((a) => a.key === 'EQUITY')!.weight);
    facts.holdings.forEach((h, i) => {
      expect(Number(h.weight)).toBeCloseTo(Number(top[i]!.weight) * equity, 1);
    });
    expect(facts.benchmark).toBe(index.name);
  });
});

import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TEST_CATEGORIES } from '@broker/domain';
import { CATALOG, MARKETS } from './catalog';

const { shares, funds, indices } = CATALOG;

describe('demo catalogue', () => {
  it('has at least 60 shares, at least 12 on each exchange, in the exchange currency', () => {
    expect(shares.length).toBeGreaterThanOrEqual(60);
    for (const key of ['XSTO', 'XOSL', 'XCSE', 'XHEL'] as const) {
      const onExchange = shares.filter((s) => s.exchange === key);
      expect(onExchange.length, key).toBeGreaterThanOrEqual(12);
      for (const s of onExchange) {
        expect(s.marketId).toBe(MARKETS[key].marketId);
        expect(s.currency).toBe(MARKETS[key].currency);
      }
    }
    for (const s of shares) {
      expect(s.mifid2Category).toBe(0);
      expect(KNOWLEDGE_TEST_CATEGORIES.has(s.mifid2Category)).toBe(false);
      expect(s.sector.length).toBeGreaterThan(0);
      expect(['MEDIUM', 'HIGH']).toContain(s.risk);
    }
  });

  it('has at least 40 funds of every kind the order flow needs', () => {
    expect(funds.length).toBeGreaterThanOrEqual(40);
    const types = new Set(funds.map((f) => f.fundType));
    for (const t of ['INDEX', 'EQUITY', 'BOND', 'MIXED', 'HEDGE'])
      expect(types.has(t as never), t).toBe(true);
    expect(funds.some((f) => f.fundType === 'HEDGE' && KNOWLEDGE_TEST_CATEGORIES.has(f.mifid2Category))).toBe(
      true,
    );
    expect(funds.filter((f) => !KNOWLEDGE_TEST_CATEGORIES.has(f.mifid2Category)).length).toBeGreaterThan(35);
    expect(new Set(funds.map((f) => f.currency))).toEqual(new Set(['SEK', 'NOK', 'DKK', 'EUR']));
    expect(new Set(funds.map((f) => f.sfdrArticle))).toEqual(new Set([6, 8, 9]));
    expect(funds.some((f) => f.isIndexFund)).toBe(true);
    expect(funds.every((f) => f.isIndexFund === (f.fundType === 'INDEX'))).toBe(true);
    expect(funds.some((f) => !f.activeForBuy)).toBe(true);
  });

  it('sets fees, frequencies and minimum investments like real funds', () => {
    const fees = funds.flatMap((f) => [Number(f.buyFee), Number(f.sellFee)]);
    expect(fees.filter((x) => x === 0).length).toBeGreaterThan(fees.length / 2);
    expect(fees.every((x) => x === 0 || (x >= 0.1 && x <= 1))).toBe(true);
    const freqs = funds.flatMap((f) => [f.buyFrequency, f.sellFrequency]);
    expect(freqs.filter((x) => x === 'DAILY').length).toBeGreaterThan(freqs.length * 0.8);
    expect(freqs).toContain('WEEKLY');
    expect(freqs).toContain('MONTHLY');
    expect(funds.some((f) => f.buyFrequency !== f.sellFrequency)).toBe(true);
    const mins = funds.map((f) => f.minInvestment);
    expect(mins.filter((m) => m === '100').length).toBeGreaterThan(funds.length / 2);
    expect(mins).toContain('500');
    expect(mins).toContain('1000');
    for (const f of funds) expect(f.prospectusUrl).toBe(`/documents/prospectus/${f.isin}.pdf`);
  });

  it('has index funds that track an index of their own calendar', () => {
    const trackers = funds.filter((f) => f.tracks !== undefined);
    expect(trackers.length).toBeGreaterThanOrEqual(4);
    for (const f of trackers) expect(CATALOG.byId.get(f.tracks!)?.calendar).toBe(f.calendar);
  });

  it('has an index per exchange built from that exchange’s shares, weights summing to 1', () => {
    expect(indices.length).toBeGreaterThanOrEqual(4);
    expect(new Set(indices.map((i) => i.exchange)).size).toBe(4);
    for (const idx of indices) {
      expect(idx.constituents.length).toBeGreaterThanOrEqual(12);
      const sum = idx.constituents.reduce((acc, c) => acc + Math.round(Number(c.weight) * 1e8), 0);
      expect(sum).toBe(1e8);
      for (const c of idx.constituents) {
        const member = CATALOG.byId.get(c.instrumentId);
        expect(member?.kind).toBe('share');
        expect(member?.kind === 'share' && member.exchange).toBe(idx.exchange);
        expect(c.weight).toMatch(/^0\.\d{8}$/);
      }
    }
  });

  it('keeps ids in their ranges and order-book ids unique across markets', () => {
    expect(shares.every((s) => s.instrumentId >= 1001 && s.instrumentId < 2000)).toBe(true);
    expect(funds.every((f) => f.instrumentId >= 2001 && f.instrumentId < 3000)).toBe(true);
    expect(indices.every((i) => i.instrumentId >= 3001)).toBe(true);
    expect(CATALOG.byId.size).toBe(CATALOG.all.length);
    // An order book id alone names the book (spec 001 §7.22 tradingOrderBookId, request actions v2).
    const ids = CATALOG.all.map((i) => i.identifier);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CATALOG.all.every((i) => /^\d+$/.test(i.identifier))).toBe(true);
    expect(shares.find((s) => s.marketId === 11)?.identifier).toBe('101');
  });
});

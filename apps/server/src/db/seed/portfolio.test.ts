import { describe, expect, it } from 'vitest';
import { Decimal, issuerCountryOf, withholdingRate } from '@broker/domain';
import { CATALOG, type FundDef } from './catalog';
import { isBankingDay, isTradingDay } from '@broker/domain';
import { addYears } from '@broker/domain';
import { generateDemoData } from './generate';
import { isDealingDay } from '@broker/domain';

const AS_OF = '2026-11-20';
// Three years of bars cover the two years of trades, so every trade can be checked against its day.
const data = generateDemoData({ seed: 'portfolio-test', asOf: AS_OF, historyYears: 3, minuteDays: 0 });
const bars = new Map(data.dailyBars.map((b) => [`${b.instrumentId}|${b.day}`, b]));
const accountCurrency = new Map(data.accounts.map((a) => [a.accid, a.currency]));
/** SEK per unit on a day: the newest fixing on or before it. */
const sekOn = (currency: string, day: string): Decimal => {
  if (currency === 'SEK') return new Decimal(1);
  let best: { day: string; sekPerUnit: string } | undefined;
  for (const f of data.fxFixings)
    if (f.currency === currency && f.day <= day && (!best || f.day > best.day)) best = f;
  return new Decimal(best!.sekPerUnit);
};
const fx = (from: string, to: string, day: string) => sekOn(from, day).dividedBy(sekOn(to, day));
const trades = data.transactions.filter((t) => t.type === 'BUY' || t.type === 'SELL');

describe('demo account histories', () => {
  it('book every transaction with exactly one cash ledger row of the same amount', () => {
    expect(data.cashLedger).toHaveLength(data.transactions.length);
    const ledger = new Map(data.cashLedger.map((l) => [l.transactionId, l]));
    for (const t of data.transactions) {
      const l = ledger.get(t.id);
      expect(l).toMatchObject({
        accid: t.accid,
        amount: t.amount,
        currency: t.currency,
        kind: t.type,
        bookedAt: t.createdAt,
      });
      expect(t.currency).toBe(accountCurrency.get(t.accid));
    }
  });

  it('sign cash the way the ledger expects: deposits, sells and dividends in, buys out', () => {
    for (const t of data.transactions) {
      const amount = new Decimal(t.amount);
      if (t.type === 'BUY' || t.type === 'WITHHOLDING_TAX') expect(amount.isNegative()).toBe(true);
      else expect(amount.isPositive()).toBe(true);
    }
    const types = new Set(data.transactions.map((t) => t.type));
    expect(types).toEqual(new Set(['DEPOSIT', 'BUY', 'SELL', 'DIVIDEND', 'WITHHOLDING_TAX']));
  });

  it('never let cash go below zero, in booking order', () => {
    const byAccount = new Map<number, typeof data.cashLedger>();
    for (const l of data.cashLedger) byAccount.set(l.accid, [...(byAccount.get(l.accid) ?? []), l]);
    for (const [accid, rows] of byAccount) {
      const ordered = [...rows].sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime() || a.id - b.id);
      let cash = new Decimal(0);
      let lowest = new Decimal(0);
      for (const l of ordered) {
        cash = cash.plus(l.amount);
        lowest = Decimal.min(lowest, cash);
      }
      expect(lowest.toNumber(), `account ${accid}`).toBe(0);
      expect(ordered.map((l) => l.id)).toEqual(rows.map((l) => l.id)); // ids follow time
    }
  });

  it('hold exactly what was bought minus what was sold, at the weighted average cost', () => {
    const replay = new Map<string, { qty: Decimal; acq: Decimal; valueAcc: Decimal }>();
    for (const t of trades) {
      const key = `${t.accid}|${t.instrumentId}`;
      const h = replay.get(key) ?? { qty: new Decimal(0), acq: new Decimal(0), valueAcc: new Decimal(0) };
      const qty = new Decimal(t.quantity!);
      const def = CATALOG.byId.get(t.instrumentId!)!;
      if (t.type === 'BUY') {
        h.acq = h.qty.times(h.acq).plus(qty.times(t.price!)).dividedBy(h.qty.plus(qty));
        h.valueAcc = h.valueAcc.plus(qty.times(t.price!).times(fx(def.currency, t.currency, t.tradeDate)));
        h.qty = h.qty.plus(qty);
      } else {
        h.valueAcc = h.valueAcc.minus(h.valueAcc.times(qty).dividedBy(h.qty));
        h.qty = h.qty.minus(qty);
      }
      expect(h.qty.isNegative(), key).toBe(false);
      replay.set(key, h);
    }
    const open = [...replay].filter(([, h]) => !h.qty.isZero());
    expect(data.positions).toHaveLength(open.length);
    for (const [key, h] of open) {
      const [accid, instrumentId] = key.split('|').map(Number);
      const p = data.positions.find((x) => x.accid === accid && x.instrumentId === instrumentId);
      expect(p, key).toBeDefined();
      expect(new Decimal(p!.qty).equals(h.qty), key).toBe(true);
      expect(new Decimal(p!.acqPrice).minus(h.acq).abs().toNumber()).toBeLessThanOrEqual(0.0000005);
      expect(new Decimal(p!.acqValueAcc).minus(h.valueAcc).abs().toNumber()).toBeLessThanOrEqual(0.005);
    }
  });

  it('trade whole shares and fund units of at most six decimals', () => {
    for (const t of trades) {
      const def = CATALOG.byId.get(t.instrumentId!)!;
      const qty = new Decimal(t.quantity!);
      expect(qty.isPositive()).toBe(true);
      if (def.kind === 'share') expect(qty.isInteger()).toBe(true);
      else expect(qty.decimalPlaces()).toBeLessThanOrEqual(6);
    }
    expect(data.positions.some((p) => !new Decimal(p.qty).isInteger())).toBe(true);
  });

  it('trade on open days before the seed day, at prices of that day', () => {
    const earliest = addYears(AS_OF, -2);
    for (const t of data.transactions) {
      expect(t.tradeDate < AS_OF).toBe(true);
      expect(t.tradeDate >= earliest).toBe(true);
      expect(t.settleDate >= t.tradeDate).toBe(true);
    }
    for (const t of trades) {
      const def = CATALOG.byId.get(t.instrumentId!)!;
      const bar = bars.get(`${t.instrumentId}|${t.tradeDate}`);
      expect(bar, `${def.symbol} ${t.tradeDate}`).toBeDefined();
      const price = Number(t.price);
      if (def.kind === 'fund') {
        expect(price).toBe(Number(bar!.close));
        const frequency = t.type === 'BUY' ? def.buyFrequency : def.sellFrequency;
        expect(isDealingDay(def.calendar, frequency, t.tradeDate)).toBe(true);
      } else {
        expect(isTradingDay(def.calendar, t.tradeDate)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(Number(bar!.low));
        expect(price).toBeLessThanOrEqual(Number(bar!.high));
      }
    }
  });

  it('charge commission on shares and the fund’s own fee on funds', () => {
    for (const t of trades) {
      const def = CATALOG.byId.get(t.instrumentId!)!;
      const gross = new Decimal(t.quantity!).times(t.price!).times(fx(def.currency, t.currency, t.tradeDate));
      const fee = new Decimal(t.fee);
      if (def.kind === 'share') {
        expect(fee.isPositive()).toBe(true);
        const cash = t.type === 'BUY' ? gross.plus(fee).negated() : gross.minus(fee);
        expect(new Decimal(t.amount).minus(cash).abs().toNumber()).toBeLessThanOrEqual(0.006);
      } else if (t.type === 'BUY') {
        const f = def as FundDef;
        // The amount includes the fee; rounding units down leaves at most a cent-fraction behind.
        expect(
          fee.equals(new Decimal(t.amount).negated().times(f.buyFee).dividedBy(100).toDecimalPlaces(2)),
        ).toBe(true);
        const invested = new Decimal(t.amount).negated().minus(fee);
        expect(gross.lte(invested)).toBe(true);
        expect(invested.minus(gross).toNumber()).toBeLessThan(0.01 * Number(t.price) + 0.01);
      }
    }
  });

  it('pay the corporate events’ dividends on the shares held at the ex-day, foreign tax withheld', () => {
    const dividends = data.transactions.filter((t) => t.type === 'DIVIDEND');
    expect(dividends.length).toBeGreaterThan(20);
    const events = new Map(
      data.corporateEvents.filter((e) => e.payDay !== null).map((e) => [`${e.instrumentId}|${e.payDay}`, e]),
    );
    const withheld = new Map(
      data.transactions.filter((t) => t.type === 'WITHHOLDING_TAX').map((t) => [t.relatedId, t]),
    );
    const residence = new Map(
      data.accounts.map((a) => [a.accid, data.customers.find((c) => c.id === a.customerId)!.country]),
    );
    for (const t of dividends) {
      const def = CATALOG.byId.get(t.instrumentId!)!;
      expect(def.kind).toBe('share');
      // Paid on the pay day of an event of the share, its amount per share, on the holding at the ex-day.
      const event = events.get(`${t.instrumentId}|${t.tradeDate}`)!;
      expect(event, `${t.instrumentId} ${t.tradeDate}`).toBeDefined();
      expect(t.price).toBe(new Decimal(event.dividendAmount!).toFixed(6));
      const held = data.transactions
        .filter((x) => x.accid === t.accid && x.instrumentId === t.instrumentId && x.tradeDate < event.day)
        .reduce(
          (q, x) => (x.type === 'BUY' ? q.plus(x.quantity!) : x.type === 'SELL' ? q.minus(x.quantity!) : q),
          new Decimal(0),
        );
      expect(t.quantity).toBe(held.toFixed(6));
      // At the pay day's fixing.
      const gross = held
        .times(t.price!)
        .times(fx(def.currency, t.currency, t.tradeDate))
        .toDecimalPlaces(2);
      expect(t.amount).toBe(gross.toFixed(2));
      const tax = withheld.get(t.id);
      const rate = withholdingRate(issuerCountryOf(def.isin), residence.get(t.accid) as 'SE');
      expect(new Decimal(tax?.amount ?? 0).negated().toFixed(2)).toBe(
        gross.times(rate).toDecimalPlaces(2).toFixed(2),
      );
    }
    // Some of them foreign, with tax withheld.
    expect(withheld.size).toBeGreaterThan(0);
  });

  it('include holdings in a foreign currency, bought at their days’ exchange rates', () => {
    const foreign = data.positions.filter(
      (p) => CATALOG.byId.get(p.instrumentId)!.currency !== accountCurrency.get(p.accid),
    );
    expect(foreign.length).toBeGreaterThanOrEqual(2);
    // The replay above checks each against its buys to the öre; here, that the rates moved between
    // them: valued at today's rate instead, the acquisition values would not all be what they are.
    const atToday = foreign.filter((p) => {
      const def = CATALOG.byId.get(p.instrumentId)!;
      const today = new Decimal(p.qty)
        .times(p.acqPrice)
        .times(fx(def.currency, accountCurrency.get(p.accid)!, AS_OF));
      return new Decimal(p.acqValueAcc)
        .minus(today)
        .abs()
        .lt(0.01 * Number(p.qty) + 0.01);
    });
    expect(atToday.length).toBeLessThan(foreign.length);
  });

  it('have a fixing for every banking day of the prices, ending at today’s reference rates', () => {
    for (const r of data.fxRates) {
      if (r.currency === 'SEK') continue;
      const own = data.fxFixings.filter((f) => f.currency === r.currency);
      expect(new Decimal(own.at(-1)!.sekPerUnit).eq(r.sekPerUnit)).toBe(true);
      const days = new Set(own.map((f) => f.day));
      for (const b of data.dailyBars.filter((x) => x.instrumentId === CATALOG.shares[0]!.instrumentId))
        if (isBankingDay('SE', b.day)) expect(days.has(b.day), `${r.currency} ${b.day}`).toBe(true);
      // Daily moves of a currency stay in what currencies do (a few percent at the very most).
      for (let i = 1; i < own.length; i++) {
        const move = Number(own[i]!.sekPerUnit) / Number(own[i - 1]!.sekPerUnit);
        expect(Math.abs(Math.log(move))).toBeLessThan(0.05);
      }
    }
    // The Danish krone keeps its peg to the euro.
    const eur = new Map(data.fxFixings.filter((f) => f.currency === 'EUR').map((f) => [f.day, f.sekPerUnit]));
    for (const f of data.fxFixings.filter((x) => x.currency === 'DKK'))
      expect(Number(eur.get(f.day)) / Number(f.sekPerUnit)).toBeCloseTo(11.5 / 1.54155, 6);
  });

  it('do not depend on how much price history is stored', () => {
    const short = generateDemoData({ seed: 'portfolio-test', asOf: AS_OF, historyYears: 1, minuteDays: 0 });
    expect(short.transactions).toEqual(data.transactions);
    expect(short.positions).toEqual(data.positions);
  });
});

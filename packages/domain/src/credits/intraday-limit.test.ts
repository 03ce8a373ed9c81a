import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import {
  INTRADAY_LIMIT_RULES,
  intradayEligibility,
  intradayLimitAmount,
  intradayLimitUsed,
  intradayWindow,
  type IntradayAccountFacts,
} from './intraday-limit';

const facts = (over: Partial<IntradayAccountFacts> = {}): IntradayAccountFacts => ({
  country: 'SE',
  account: { type: 'ISK', currency: 'SEK', isBlocked: false },
  customer: { birthDate: '1980-01-01', kyc: { riskLevel: 'LOW', dueOn: '2029-01-01' } },
  cash: '1000',
  ownCapital: '25000.75',
  today: '2026-11-23',
  ...over,
});

describe('intraday limit amount', () => {
  it('is the own capital, rounded down to whole units, capped at the country maximum', () => {
    expect(intradayLimitAmount('SE', '25000.99').toString()).toBe('25000');
    expect(intradayLimitAmount('SE', '2500000').toString()).toBe('1000000');
    expect(intradayLimitAmount('NO', '1000000.5').toString()).toBe('1000000');
    expect(intradayLimitAmount('DK', '999999.99').toString()).toBe('999999');
    expect(intradayLimitAmount('FI', '250000').toString()).toBe('100000');
    expect(intradayLimitAmount('FI', '-5').toString()).toBe('0');
  });

  it('has a rule per Nordic country in its own currency', () => {
    expect(Object.fromEntries(Object.entries(INTRADAY_LIMIT_RULES).map(([c, r]) => [c, r.currency]))).toEqual(
      {
        SE: 'SEK',
        NO: 'NOK',
        DK: 'DKK',
        FI: 'EUR',
      },
    );
  });
});

describe('intraday limit eligibility', () => {
  it('lets an adult with answers in force have it on an ISK or a depot', () => {
    expect(intradayEligibility(facts())).toEqual({ eligible: true, limit: new Decimal(25000) });
    expect(
      intradayEligibility(facts({ account: { type: 'AF', currency: 'SEK', isBlocked: false } })).eligible,
    ).toBe(true);
    expect(
      intradayEligibility(
        facts({ country: 'FI', account: { type: 'OST', currency: 'EUR', isBlocked: false } }),
      ).eligible,
    ).toBe(true);
  });

  it('names the first reason an account may not have it', () => {
    const reason = (f: IntradayAccountFacts) => {
      const e = intradayEligibility(f);
      return e.eligible ? 'ELIGIBLE' : e.reason;
    };
    expect(reason(facts({ account: { type: 'KF', currency: 'SEK', isBlocked: false } }))).toBe(
      'ACCOUNT_TYPE',
    );
    expect(reason(facts({ account: { type: 'ISK', currency: 'USD', isBlocked: false } }))).toBe(
      'ACCOUNT_CURRENCY',
    );
    expect(reason(facts({ account: { type: 'ISK', currency: 'SEK', isBlocked: true } }))).toBe(
      'ACCOUNT_BLOCKED',
    );
    expect(reason(facts({ customer: { birthDate: '2010-05-01', kyc: null } }))).toBe('MINOR');
    expect(
      reason(
        facts({ customer: { birthDate: '1980-01-01', kyc: { riskLevel: 'LOW', dueOn: '2026-11-01' } } }),
      ),
    ).toBe('BUYING_BLOCKED');
    expect(
      reason(
        facts({ customer: { birthDate: '1980-01-01', kyc: { riskLevel: 'HIGH', dueOn: '2029-01-01' } } }),
      ),
    ).toBe('BUYING_BLOCKED');
    expect(reason(facts({ cash: '-0.01', ownCapital: '5000' }))).toBe('NEGATIVE_CASH');
    expect(reason(facts({ cash: '0', ownCapital: '0.99' }))).toBe('NO_OWN_CAPITAL');
    // No answers on record do not block buying, so they do not block the limit either.
    expect(reason(facts({ customer: { birthDate: '1980-01-01', kyc: null } }))).toBe('ELIGIBLE');
  });
});

describe('intraday limit in use', () => {
  it('is what the buys take beyond the cash, at most the limit', () => {
    expect(intradayLimitUsed('1000', '400', '5000').toString()).toBe('0');
    expect(intradayLimitUsed('1000', '1500.5', '5000').toString()).toBe('500.5');
    expect(intradayLimitUsed('-300', '0', '5000').toString()).toBe('300');
    expect(intradayLimitUsed('-300', '9000', '5000').toString()).toBe('5000');
  });
});

describe('the trading day an activation is for', () => {
  it('is today until the close, then the next trading day', () => {
    // Friday 27 Nov 2026: Stockholm closes 17:30 CET (16:30 UTC).
    expect(intradayWindow('SE', Date.parse('2026-11-27T08:00:00Z'))).toEqual({
      day: '2026-11-27',
      closesAt: Date.parse('2026-11-27T16:30:00Z'),
    });
    expect(intradayWindow('SE', Date.parse('2026-11-27T17:00:00Z'))).toEqual({
      day: '2026-11-30',
      closesAt: Date.parse('2026-11-30T16:30:00Z'),
    });
    // Oslo closes 16:20 CET.
    expect(intradayWindow('NO', Date.parse('2026-11-27T15:00:00Z')).closesAt).toBe(
      Date.parse('2026-11-27T15:20:00Z'),
    );
  });

  it('is the local calendar day ending at midnight under the always-open clock', () => {
    expect(intradayWindow('FI', Date.parse('2026-11-28T21:00:00Z'), true)).toEqual({
      day: '2026-11-28',
      closesAt: Date.parse('2026-11-28T22:00:00Z'),
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  PERCENTILE_MIN_CUSTOMERS,
  shiftMonth,
  checkPlan,
  nextRun,
  percentileOf,
  planTotal,
  retryDay,
  runAt,
  runDay,
} from './index';

const item = (instrumentId: number, value: number | string, currency = 'SEK') => ({
  instrumentId,
  amount: { value, currency },
});

describe('a plan’s run day', () => {
  it('is the plan’s day when that is a banking day', () => {
    expect(runDay('SE', '2026-11', 25)).toBe('2026-11-25');
  });

  it('moves to the next banking day after a weekend', () => {
    // Saturday 5 December 2026.
    expect(runDay('SE', '2026-12', 5)).toBe('2026-12-07');
  });

  it('follows the country’s own holidays', () => {
    // Friday 7 May 2027 is the Danish banks' day off after Ascension, an ordinary day in Sweden.
    expect(runDay('DK', '2027-05', 7)).toBe('2027-05-10');
    expect(runDay('SE', '2027-05', 7)).toBe('2027-05-07');
    // 6 June, Sweden's National Day, a Saturday in 2026 anyway; 6 June 2025 a Friday holiday.
    expect(runDay('SE', '2025-06', 6)).toBe('2025-06-09');
    expect(runDay('NO', '2025-06', 6)).toBe('2025-06-06');
  });

  it('is tried again on the next banking day, over Christmas too', () => {
    expect(retryDay('SE', '2026-11-25')).toBe('2026-11-26');
    expect(retryDay('SE', '2026-11-27')).toBe('2026-11-30');
    expect(retryDay('SE', '2026-12-23')).toBe('2026-12-28');
  });

  it('runs at seven in the morning local time, summer and winter', () => {
    expect(runAt('SE', '2026-11-25')).toBe(Date.parse('2026-11-25T06:00:00Z'));
    expect(runAt('SE', '2026-06-05')).toBe(Date.parse('2026-06-05T05:00:00Z'));
    expect(runAt('FI', '2026-11-25')).toBe(Date.parse('2026-11-25T05:00:00Z'));
  });

  it('counts months across the year end', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});

describe('a plan’s next run', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');

  it('is this month’s day while it is ahead, else next month’s', () => {
    expect(nextRun('SE', 25, now)).toEqual({
      month: '2026-11',
      day: '2026-11-25',
      at: Date.parse('2026-11-25T06:00:00Z'),
    });
    expect(nextRun('SE', 5, now)).toMatchObject({ month: '2026-12', day: '2026-12-07' });
    // On the day itself, once the run time has come, the next is a month later.
    expect(nextRun('SE', 25, Date.parse('2026-11-25T06:00:00Z'))).toMatchObject({ month: '2026-12' });
    expect(nextRun('SE', 25, Date.parse('2026-11-25T05:59:59Z'))).toMatchObject({ month: '2026-11' });
  });

  it('leaves out a month the customer skipped and the months already run', () => {
    expect(nextRun('SE', 5, now, { skipMonth: '2026-12' })).toMatchObject({ day: '2027-01-05' });
    expect(nextRun('SE', 25, now, { doneThrough: '2026-11' })).toMatchObject({ day: '2026-12-28' });
  });
});

describe('the plan’s rules', () => {
  it('takes one to four funds, each once, on a day 1–28', () => {
    expect(checkPlan({ dayOfMonth: 5, items: [item(1, 500)] }, 'SEK')).toEqual({ ok: true });
    expect(checkPlan({ dayOfMonth: 28, items: [1, 2, 3, 4].map((i) => item(i, 100)) }, 'SEK ')).toEqual({
      ok: true,
    });
    expect(checkPlan({ dayOfMonth: 29, items: [item(1, 500)] }, 'SEK')).toEqual({
      ok: false,
      code: 'SAVINGS_PLAN_DAY_INVALID',
      field: 'body.day_of_month',
    });
    expect(checkPlan({ dayOfMonth: 0, items: [item(1, 500)] }, 'SEK')).toMatchObject({ ok: false });
    expect(checkPlan({ dayOfMonth: 5, items: [] }, 'SEK')).toMatchObject({ code: 'MANDATORY_FIELD_MISSING' });
    expect(
      checkPlan({ dayOfMonth: 5, items: [1, 2, 3, 4, 5].map((i) => item(i, 100)) }, 'SEK'),
    ).toMatchObject({ code: 'SAVINGS_PLAN_TOO_MANY_ITEMS', field: 'body.items' });
    expect(checkPlan({ dayOfMonth: 5, items: [item(1, 100), item(1, 200)] }, 'SEK')).toEqual({
      ok: false,
      code: 'SAVINGS_PLAN_DUPLICATE_INSTRUMENT',
      field: 'body.items.1.instrument_id',
    });
  });

  it('takes amounts in the account’s currency, in öre, at least the minimum', () => {
    const one = (value: number | string, currency = 'SEK') =>
      checkPlan({ dayOfMonth: 5, items: [item(1, value, currency)] }, 'SEK');
    expect(one(100)).toEqual({ ok: true });
    expect(one('250.50')).toEqual({ ok: true });
    expect(one(99.99)).toMatchObject({
      code: 'SAVINGS_PLAN_AMOUNT_TOO_SMALL',
      field: 'body.items.0.amount.value',
    });
    expect(one(100.001)).toMatchObject({ code: 'INPUT_ERROR' });
    expect(one(-5)).toMatchObject({ code: 'INPUT_ERROR' });
    expect(one('abc')).toMatchObject({ code: 'INPUT_ERROR' });
    expect(one(500, 'EUR')).toMatchObject({
      code: 'ORDER_ACCOUNT_CURRENCY_MISMATCH',
      field: 'body.items.0.amount.currency',
    });
    expect(checkPlan({ dayOfMonth: 5, items: [item(1, 10, 'EUR')] }, 'EUR')).toEqual({ ok: true });
  });

  it('adds up the monthly total exactly', () => {
    expect(planTotal([item(1, '0.1'), item(2, '0.2')]).toString()).toBe('0.3');
  });
});

describe('percentile by amount', () => {
  it('has no figure with fewer than five customers behind it', () => {
    expect(PERCENTILE_MIN_CUSTOMERS).toBe(5);
    expect(percentileOf(300, [100, 200, 300, 400])).toBeNull();
    expect(percentileOf(300, [])).toBeNull();
  });

  it('is the share of customers who save less a month', () => {
    const totals = [100, 200, 300, 400, 500];
    expect(percentileOf(350, totals)).toBe(60);
    expect(percentileOf(300, totals)).toBe(40);
    expect(percentileOf(100, totals)).toBe(0);
    expect(percentileOf(1000, totals)).toBe(100);
    expect(percentileOf('250.5', ['100', '200.25', '300', '400', '500', '600'])).toBe(33);
  });
});

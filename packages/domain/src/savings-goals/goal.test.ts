import { describe, expect, it } from 'vitest';
import { addMonths } from '../calendar/dates';
import { savingsGoalProgress, savingsGoalRefusals, wholeMonthsBetween } from './goal';

const progress = (targetAmount: string, value: string, targetDate: string, today = '2026-11-26') =>
  savingsGoalProgress({ targetAmount, value, targetDate, today });

describe('months', () => {
  it('adds months, keeping the day where the month has it', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-26', 2)).toBe('2027-01-26');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('counts the monthly days after today on or before the date', () => {
    expect(wholeMonthsBetween('2026-11-26', '2027-11-26')).toBe(12);
    expect(wholeMonthsBetween('2026-11-26', '2027-11-25')).toBe(11);
    expect(wholeMonthsBetween('2026-11-26', '2026-12-25')).toBe(0);
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-11-26', '2026-11-26')).toBe(0);
    expect(wholeMonthsBetween('2026-11-26', '2026-10-01')).toBe(0);
  });
});

describe('the monthly saving needed', () => {
  it('is what is missing over the months left, rounded up to whole units', () => {
    // 100 000 − 40 000.50 = 59 999.50 over 12 months = 4 999.958… → 5 000.
    const p = progress('100000', '40000.50', '2027-11-26');
    expect(p.status).toBe('IN_PROGRESS');
    expect(p.remaining.toFixed()).toBe('59999.5');
    expect(p.monthlySaving?.months).toBe(12);
    expect(p.monthlySaving?.amount.toFixed()).toBe('5000');
    // Saved every month it gets there; one unit less a month it would not.
    expect(p.monthlySaving!.amount.times(12).plus('40000.50').gte('100000')).toBe(true);
    expect(p.monthlySaving!.amount.minus(1).times(12).plus('40000.50').lt('100000')).toBe(true);
  });

  it('rounds an exact division to itself, not one unit more', () => {
    expect(progress('1200', '0', '2027-11-26').monthlySaving?.amount.toFixed()).toBe('100');
    // Any part of a unit rounds up.
    expect(progress('1200.01', '0', '2027-11-26').monthlySaving?.amount.toFixed()).toBe('101');
  });

  it('asks for all that is missing when the date is less than a month away, or today', () => {
    expect(progress('1000', '250', '2026-12-10').monthlySaving?.months).toBe(1);
    expect(progress('1000', '250', '2026-12-10').monthlySaving?.amount.toFixed()).toBe('750');
    const today = progress('1000', '250.25', '2026-11-26');
    expect(today.status).toBe('IN_PROGRESS');
    expect(today.monthlySaving?.amount.toFixed()).toBe('750');
  });

  it('is zero once the target is reached, whatever the date', () => {
    for (const date of ['2027-11-26', '2026-11-26', '2026-01-01']) {
      const p = progress('1000', '1000', date);
      expect(p.status).toBe('REACHED');
      expect(p.remaining.toFixed()).toBe('0');
      expect(p.monthlySaving?.months).toBe(0);
      expect(p.monthlySaving?.amount.toFixed()).toBe('0');
    }
    expect(progress('1000', '1500', '2027-01-01').percent.toFixed()).toBe('150');
  });

  it('is none after the date when the target was not reached', () => {
    const p = progress('1000', '999.99', '2026-11-25');
    expect(p.status).toBe('PAST_DUE');
    expect(p.monthlySaving).toBeNull();
    expect(p.remaining.toFixed()).toBe('0.01');
  });
});

describe('progress and milestones', () => {
  it('floors the percent so that 100 % means there', () => {
    expect(progress('3', '1', '2027-01-01').percent.toFixed()).toBe('33.33');
    expect(progress('100000', '99999.99', '2027-01-01').percent.toFixed()).toBe('99.99');
    expect(progress('1000', '-50', '2027-01-01').percent.toFixed()).toBe('-5');
  });

  it('passes 25, 50 and 75 % at their exact shares of the target', () => {
    const at = (value: string) =>
      progress('10000.01', value, '2027-01-01').milestones.map((m) => [m.percent, m.reached]);
    // 25 % of 10 000.01 is 2 500.0025: 2 500.00 is not there yet, 2 500.01 is.
    expect(at('2500.00')).toEqual([
      [25, false],
      [50, false],
      [75, false],
    ]);
    expect(at('2500.01')).toEqual([
      [25, true],
      [50, false],
      [75, false],
    ]);
    expect(at('7500.01')).toEqual([
      [25, true],
      [50, true],
      [75, true],
    ]);
    expect(progress('10000', '0', '2027-01-01').milestones.map((m) => m.amount.toFixed())).toEqual([
      '2500',
      '5000',
      '7500',
    ]);
  });
});

describe('what a goal may be', () => {
  const base = {
    name: 'Sommarhus',
    targetAmount: '250000',
    targetDate: '2030-06-01',
    today: '2026-11-26',
    accountCount: 1,
  };

  it('takes a sensible goal', () => {
    expect(savingsGoalRefusals(base)).toEqual([]);
    expect(savingsGoalRefusals({ ...base, targetAmount: '0.01', targetDate: '2026-11-27' })).toEqual([]);
  });

  it('refuses each broken rule on its field', () => {
    expect(savingsGoalRefusals({ ...base, name: '   ', accountCount: 0 })).toEqual([
      { code: 'SAVINGS_GOAL_NAME_LENGTH', field: 'name' },
      { code: 'SAVINGS_GOAL_ACCOUNTS_REQUIRED', field: 'account_ids' },
    ]);
    expect(savingsGoalRefusals({ ...base, name: 'x'.repeat(61) })[0]?.code).toBe('SAVINGS_GOAL_NAME_LENGTH');
    expect(savingsGoalRefusals({ ...base, name: 'å'.repeat(60) })).toEqual([]);
    for (const targetAmount of ['0', '-100'])
      expect(savingsGoalRefusals({ ...base, targetAmount })[0]?.code).toBe(
        'SAVINGS_GOAL_TARGET_NOT_POSITIVE',
      );
    for (const targetAmount of ['100.001', '1000000000000.01'])
      expect(savingsGoalRefusals({ ...base, targetAmount })[0]?.code).toBe('SAVINGS_GOAL_TARGET_FORMAT');
  });

  it('wants a date after today, and not fifty years away', () => {
    for (const targetDate of ['2026-11-26', '2026-11-25', '2020-01-01'])
      expect(savingsGoalRefusals({ ...base, targetDate })).toEqual([
        { code: 'SAVINGS_GOAL_DATE_NOT_FUTURE', field: 'target_date' },
      ]);
    expect(savingsGoalRefusals({ ...base, targetDate: '2076-11-26' })).toEqual([]);
    expect(savingsGoalRefusals({ ...base, targetDate: '2076-11-27' })[0]?.code).toBe(
      'SAVINGS_GOAL_DATE_TOO_FAR',
    );
  });

  it('lets an edit keep a date that has passed', () => {
    expect(savingsGoalRefusals({ ...base, targetDate: '2026-01-01', dateChanged: false })).toEqual([]);
  });
});

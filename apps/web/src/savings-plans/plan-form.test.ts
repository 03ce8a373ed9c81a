import { describe, expect, it } from 'vitest';
import { canAddFund, checkForm, parseAmount, problemOf, type PlanForm } from './plan-form';

const form = (over: Partial<PlanForm> = {}): PlanForm => ({
  accid: 10001,
  day: '25',
  items: [{ instrumentId: 1, name: 'A', kind: 'FUND', amount: '500' }],
  ...over,
});

describe('the plan form', () => {
  it('reads amounts written with a decimal comma and spaces', () => {
    expect(parseAmount('1 250,50')).toBe('1250.50');
    expect(parseAmount('500')).toBe('500');
    expect(parseAmount('12,345')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('-5')).toBeUndefined();
  });

  it('sends the plan when the domain’s rules pass', () => {
    expect(checkForm(form(), 'SEK')).toEqual({
      ok: true,
      body: {
        accid: 10001,
        day_of_month: 25,
        items: [{ instrument_id: 1, amount: { value: 500, currency: 'SEK' } }],
      },
    });
  });

  it('names the field of the first thing wrong', () => {
    expect(checkForm(form({ day: '31' }), 'SEK')).toEqual({
      ok: false,
      problem: { field: 'day', code: 'SAVINGS_PLAN_DAY_INVALID' },
    });
    expect(checkForm(form({ items: [] }), 'SEK')).toMatchObject({
      problem: { field: 'funds', code: 'noFunds' },
    });
    expect(
      checkForm(
        form({
          items: [
            { instrumentId: 1, name: 'A', kind: 'FUND', amount: '500' },
            { instrumentId: 2, name: 'B', kind: 'SHARE', amount: 'x' },
          ],
        }),
        'SEK',
      ),
    ).toMatchObject({ problem: { field: 'amount', index: 1, code: 'amount' } });
    expect(
      checkForm(form({ items: [{ instrumentId: 1, name: 'A', kind: 'FUND', amount: '50' }] }), 'SEK'),
    ).toMatchObject({
      problem: { field: 'amount', index: 0, code: 'SAVINGS_PLAN_AMOUNT_TOO_SMALL' },
    });
    expect(checkForm(form({ accid: undefined }), 'SEK')).toMatchObject({ problem: { field: 'account' } });
  });

  it('reads the server’s field names', () => {
    expect(problemOf('NOT_A_FUND', 'body.items.2.instrument_id')).toEqual({
      field: 'amount',
      index: 2,
      code: 'NOT_A_FUND',
    });
    expect(problemOf('INPUT_ERROR', 'body.day_of_month')).toEqual({ field: 'day', code: 'INPUT_ERROR' });
    expect(problemOf('ACCOUNT_IS_BLOCKED', undefined)).toEqual({
      field: 'funds',
      code: 'ACCOUNT_IS_BLOCKED',
    });
  });

  it('takes at most four funds or shares', () => {
    const four = [1, 2, 3, 4].map((instrumentId) => ({
      instrumentId,
      name: '',
      kind: 'SHARE' as const,
      amount: '100',
    }));
    expect(canAddFund(form({ items: four }))).toBe(false);
    expect(canAddFund(form())).toBe(true);
  });
});

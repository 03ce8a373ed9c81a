import { describe, expect, it } from 'vitest';
import { intradayEligibility } from '../credits/intraday-limit';
import { requestActions } from '../fund-orders/request-actions';
import { checkBuyer } from '../trading/exchange-order';
import { isDeathDateValid, isEstate, representativeProblem } from './estates';

describe('estates', () => {
  it('takes a day of death that is a real day between birth and today', () => {
    expect(isDeathDateValid('2026-11-10', '1950-03-01', '2026-11-20')).toBe(true);
    expect(isDeathDateValid('2026-11-20', '1950-03-01', '2026-11-20')).toBe(true);
    expect(isDeathDateValid('1950-03-01', '1950-03-01', '2026-11-20')).toBe(true);
    expect(isDeathDateValid('2026-11-21', '1950-03-01', '2026-11-20')).toBe(false);
    expect(isDeathDateValid('1950-02-28', '1950-03-01', '2026-11-20')).toBe(false);
    expect(isDeathDateValid('2026-02-30', '1950-03-01', '2026-11-20')).toBe(false);
    expect(isDeathDateValid('10.11.2026', '1950-03-01', '2026-11-20')).toBe(false);
  });

  it('is represented by a living person other than the deceased', () => {
    expect(representativeProblem(7, { id: 8, personType: 'NAT' })).toBeUndefined();
    expect(representativeProblem(7, { id: 7, personType: 'NAT' })).toBe('REPRESENTATIVE_INVALID');
    expect(representativeProblem(7, { id: 9, personType: 'EST' })).toBe('REPRESENTATIVE_INVALID');
    expect(representativeProblem(7, { id: 9, personType: 'JUR' })).toBe('REPRESENTATIVE_INVALID');
  });

  it('sells but never buys: shares, funds and the intraday limit', () => {
    const estate = { birthDate: '1950-03-01', personType: 'EST' };
    expect(isEstate(estate)).toBe(true);
    expect(isEstate({ personType: 'NAT' })).toBe(false);
    expect(checkBuyer('BUY', { today: '2026-11-20', customer: { ...estate, segment: 'RETAIL' } })?.code).toBe(
      'ACCOUNT_IS_BLOCKED_FOR_BUYING',
    );
    expect(
      checkBuyer('SELL', { today: '2026-11-20', customer: { ...estate, segment: 'RETAIL' } }),
    ).toBeUndefined();
    expect(
      requestActions({
        today: '2026-11-20',
        customer: { ...estate, isPartner: false },
        account: { isBlocked: false, accountCode: 'ISK', atyid: 6 },
        instrument: { isIndexFund: false },
        tradedToday: new Set(),
      }).map((a) => [a.side, a.isAllowed, a.isAllowed ? null : a.code]),
    ).toEqual([
      ['BUY', false, 'ACCOUNT_IS_BLOCKED_FOR_BUYING'],
      ['SELL', true, null],
    ]);
    expect(
      intradayEligibility({
        country: 'SE',
        account: { type: 'ISK', currency: 'SEK', isBlocked: false },
        customer: { ...estate, kyc: { riskLevel: 'LOW', dueOn: '2029-01-01' } },
        cash: '1000',
        ownCapital: '25000',
        today: '2026-11-20',
      }),
    ).toMatchObject({ eligible: false, reason: 'BUYING_BLOCKED' });
  });
});

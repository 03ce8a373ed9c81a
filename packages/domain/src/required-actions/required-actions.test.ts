import { describe, expect, it } from 'vitest';
import { requestAction } from '../fund-orders/request-actions';
import { checkExchangeOrder } from '../trading/exchange-order';
import { validOperations } from '../trading/valid-operations';
import {
  CURRENT_TERMS,
  fallsDueOn,
  kycAction,
  kycBlocksBuying,
  requiredActions,
  type RequiredActionFacts,
} from './actions';
import { isValidLei, leiCheckDigits, normalizeLei } from './lei';

describe('LEI (ISO 17442)', () => {
  it('takes real LEIs and refuses a changed character or check digit', () => {
    // GLEIF's own LEI and a Swedish bank's.
    expect(isValidLei('506700GE1G29325QX363')).toBe(true);
    expect(isValidLei('F3JS33DEI6XQ4ZBPTN86')).toBe(true);
    expect(isValidLei('506700GE1G29325QX364')).toBe(false);
    expect(isValidLei('506700GE1G29325QY363')).toBe(false);
    expect(isValidLei('506700GE1G29325QX36')).toBe(false);
    expect(isValidLei('506700ge1g29325qx363')).toBe(false);
    expect(isValidLei(normalizeLei(' 506700ge1g29325qx363 '))).toBe(true);
    expect(isValidLei('506700GE1G29325QX3AB')).toBe(false);
  });

  it('computes the check digits an issuer appends', () => {
    expect(leiCheckDigits('506700GE1G29325QX3')).toBe('63');
    expect(leiCheckDigits('F3JS33DEI6XQ4ZBPTN')).toBe('86');
    const prefix = '5493001KJTIIGC8Y1R';
    expect(isValidLei(prefix + leiCheckDigits(prefix))).toBe(true);
  });
});

const facts = (over: Partial<RequiredActionFacts> = {}): RequiredActionFacts => ({
  personType: 'NAT',
  kyc: { riskLevel: 'LOW', dueOn: '2027-06-30' },
  lei: null,
  termsVersion: CURRENT_TERMS.version,
  ...over,
});

describe('ANSWER_KYC', () => {
  const kyc = { riskLevel: 'LOW', dueOn: '2027-06-30' };
  it('is done until 30 days before the due day, pending from then, overdue and blocking after it', () => {
    expect(kycAction(kyc, '2027-05-30')).toMatchObject({
      status: 'DONE',
      overdue: false,
      blocksBuying: false,
    });
    expect(kycAction(kyc, '2027-05-31')).toMatchObject({
      status: 'PENDING',
      overdue: false,
      blocksBuying: false,
    });
    expect(kycAction(kyc, '2027-06-30')).toMatchObject({
      status: 'PENDING',
      overdue: false,
      blocksBuying: false,
    });
    expect(kycAction(kyc, '2027-07-01')).toMatchObject({
      status: 'PENDING',
      overdue: true,
      blocksBuying: true,
    });
    expect(kycBlocksBuying(kyc, '2027-07-01')).toBe(true);
  });

  it('fails (and blocks) with high-risk answers, and asks without blocking when never answered', () => {
    expect(kycAction({ riskLevel: 'HIGH', dueOn: '2027-11-27' }, '2026-11-27')).toMatchObject({
      status: 'FAILED',
      blocksBuying: true,
    });
    expect(kycAction(null, '2026-11-27')).toMatchObject({
      status: 'PENDING',
      dueOn: null,
      blocksBuying: false,
    });
    expect(kycBlocksBuying(null, '2030-01-01')).toBe(false);
  });

  it('falls due when its notice window opens and when it turns overdue', () => {
    expect(fallsDueOn('2027-06-30', '2027-05-31')).toBe(true);
    expect(fallsDueOn('2027-06-30', '2027-07-01')).toBe(true);
    expect(fallsDueOn('2027-06-30', '2027-06-01')).toBe(false);
  });
});

describe('the list of required actions', () => {
  it('asks a company for its LEI, then again a year after it was given', () => {
    expect(requiredActions(facts(), '2026-11-27').map((a) => a.type)).toEqual(['ANSWER_KYC', 'ACCEPT_TERMS']);
    const company = requiredActions(facts({ personType: 'JUR' }), '2026-11-27');
    expect(company[1]).toMatchObject({
      type: 'PROVIDE_LEI',
      status: 'PENDING',
      dueOn: null,
      blocksBuying: false,
      blocksExchangeTrading: true,
    });
    const given = facts({ personType: 'JUR', lei: { givenOn: '2026-01-15' } });
    expect(requiredActions(given, '2026-11-27')[1]).toMatchObject({ status: 'DONE', dueOn: '2027-01-15' });
    expect(requiredActions(given, '2027-01-16')[1]).toMatchObject({ status: 'PENDING', overdue: true });
    expect(requiredActions(given, '2027-01-16')[1]).toMatchObject({
      blocksBuying: false,
      blocksExchangeTrading: false,
    });
  });

  it('asks for the current terms until accepted', () => {
    expect(requiredActions(facts({ termsVersion: null }), '2026-11-27')[1]).toMatchObject({
      type: 'ACCEPT_TERMS',
      status: 'PENDING',
      dueOn: CURRENT_TERMS.effectiveOn,
    });
    expect(requiredActions(facts(), '2026-11-27')[1]).toMatchObject({ status: 'DONE', dueOn: null });
  });
});

describe('buying with overdue KYC answers', () => {
  const overdue = { riskLevel: 'LOW', dueOn: '2026-10-01' };
  const today = '2026-11-27';
  it('refuses a fund buy with KYC_ANSWER_INVALID and lets a sell through', () => {
    const f = {
      today,
      customer: { birthDate: '1980-01-01', isPartner: false, kyc: overdue },
      account: { isBlocked: false, accountCode: 'ISK', atyid: 1 },
      instrument: { isIndexFund: false },
      tradedToday: new Set<'BUY' | 'SELL'>(),
    };
    expect(requestAction('BUY', f)).toMatchObject({ isAllowed: false, code: 'KYC_ANSWER_INVALID' });
    expect(requestAction('SELL', f)).toMatchObject({ isAllowed: true });
    expect(requestAction('BUY', { ...f, customer: { ...f.customer, kyc: null } })).toMatchObject({
      isAllowed: true,
    });
  });

  it('refuses a share buy and says so in the valid operations; a sell goes on', () => {
    const account = { accid: 1, is_blocked: false, account_code: 'ISK', atyid: 1 };
    const customer = { birthDate: '1980-01-01', segment: 'RETAIL', kyc: overdue };
    const order = { orderType: 'LIMIT' as const, price: '100', volume: 10 };
    const base = { today, phase: 'OPEN' as const, lotSize: 1, last: 100, customer, account };
    expect(checkExchangeOrder({ ...order, side: 'BUY' }, base)?.code).toBe('KYC_ANSWER_INVALID');
    expect(checkExchangeOrder({ ...order, side: 'SELL' }, base)).toBeUndefined();
    const ops = validOperations({ today, customer, account, phase: 'OPEN', availableVolume: 5 });
    expect(ops.operations).toEqual([
      { side: 'BUY', isAllowed: false, code: 'KYC_ANSWER_INVALID' },
      { side: 'SELL', isAllowed: true, code: null },
    ]);
  });
});

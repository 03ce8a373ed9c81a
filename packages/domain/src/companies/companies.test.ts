import { describe, expect, it } from 'vitest';
import {
  beneficialOwnerProblems,
  companyRefusal,
  normalizeBeneficialOwners,
  parseOrgNumber,
  type RegisteredCompany,
} from './index';

describe('company registration numbers', () => {
  it('reads each country’s numbers in their written form', () => {
    expect(parseOrgNumber('SE', '5560125790')).toEqual({ ok: true, orgNumber: '556012-5790' });
    expect(parseOrgNumber('SE', ' 16556012-5790 ')).toEqual({ ok: true, orgNumber: '556012-5790' });
    expect(parseOrgNumber('NO', '923 609 016')).toEqual({ ok: true, orgNumber: '923609016' });
    expect(parseOrgNumber('DK', 'DK10150817')).toEqual({ ok: true, orgNumber: '10150817' });
    expect(parseOrgNumber('FI', '01120389')).toEqual({ ok: true, orgNumber: '0112038-9' });
  });

  it('refuses a wrong check digit and a wrong form', () => {
    expect(parseOrgNumber('SE', '556012-5791')).toEqual({ ok: false, problem: 'ORG_NUMBER_CHECK_DIGIT' });
    // A personnummer (third digit a month's 0 or 1) is not an organisation's number.
    expect(parseOrgNumber('SE', '710417-2387')).toEqual({ ok: false, problem: 'ORG_NUMBER_FORMAT' });
    expect(parseOrgNumber('NO', '923609017')).toEqual({ ok: false, problem: 'ORG_NUMBER_CHECK_DIGIT' });
    expect(parseOrgNumber('NO', '123609016')).toEqual({ ok: false, problem: 'ORG_NUMBER_FORMAT' });
    expect(parseOrgNumber('DK', '10150818')).toEqual({ ok: false, problem: 'ORG_NUMBER_CHECK_DIGIT' });
    expect(parseOrgNumber('DK', '01234567')).toEqual({ ok: false, problem: 'ORG_NUMBER_FORMAT' });
    expect(parseOrgNumber('FI', '0112038-8')).toEqual({ ok: false, problem: 'ORG_NUMBER_CHECK_DIGIT' });
    expect(parseOrgNumber('FI', '112038-9')).toEqual({ ok: false, problem: 'ORG_NUMBER_FORMAT' });
  });
});

const company = (over: Partial<RegisteredCompany> = {}): RegisteredCompany => ({
  orgNumber: '556677-8899',
  name: 'Lindqvist Konsult AB',
  legalForm: 'AB',
  status: 'ACTIVE',
  registeredOn: '2015-03-02',
  address: { street: 'Västmannagatan 14', postalCode: '113 25', city: 'Stockholm' },
  signatories: [
    { nationalId: '197104172387', name: 'Karin Lindqvist', role: 'CHAIR', signsAlone: true },
    { nationalId: '198803141236', name: 'Erik Holm', role: 'BOARD_MEMBER', signsAlone: false },
  ],
  ...over,
});

describe('who may open a company account online', () => {
  it('takes a person who signs alone for an active company of an accepted form', () => {
    expect(companyRefusal(company(), '197104172387')).toBeNull();
  });

  it('refuses joint signatories, others, closed companies and sole traders', () => {
    expect(companyRefusal(company(), '198803141236')).toBe('COMPANY_SIGNATORY_REQUIRED');
    expect(companyRefusal(company(), '199208115569')).toBe('COMPANY_SIGNATORY_REQUIRED');
    expect(companyRefusal(company({ status: 'LIQUIDATION' }), '197104172387')).toBe('COMPANY_NOT_ACTIVE');
    expect(companyRefusal(company({ legalForm: 'EF' }), '197104172387')).toBe('COMPANY_FORM_NOT_SUPPORTED');
  });
});

describe('beneficial owners', () => {
  const owner = (share: string, over = {}) => ({
    name: 'Karin Lindqvist',
    birthDate: '1971-04-17',
    share,
    pep: false,
    ...over,
  });
  const today = '2026-11-27';

  it('takes up to three owners above 25 % holding at most 100 % together, or none said', () => {
    expect(beneficialOwnerProblems([owner('60'), owner('40')], false, today)).toEqual([]);
    expect(beneficialOwnerProblems([owner('33.33'), owner('33.33'), owner('33.34')], false, today)).toEqual(
      [],
    );
    expect(beneficialOwnerProblems([], true, today)).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(
      beneficialOwnerProblems(
        [owner('25'), owner('50', { name: ' ', birthDate: '2027-01-01' }), owner('100.001')],
        false,
        today,
      ),
    ).toEqual([
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.0.share' },
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.1.name' },
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.1.birthDate' },
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.2.share' },
    ]);
    expect(beneficialOwnerProblems([owner('60'), owner('40.01')], false, today)).toEqual([
      { code: 'BENEFICIAL_OWNERS_OVER_100', field: 'beneficialOwners' },
    ]);
  });

  it('wants owners or "none above 25 %", never both or neither', () => {
    const unclear = [{ code: 'BENEFICIAL_OWNERS_UNCLEAR', field: 'beneficialOwners' }];
    expect(beneficialOwnerProblems([], false, today)).toEqual(unclear);
    expect(beneficialOwnerProblems([owner('50')], true, today)).toEqual(unclear);
    expect(
      beneficialOwnerProblems([owner('26'), owner('26'), owner('26'), owner('26')], false, today),
    ).toEqual(unclear);
  });

  it('stores names trimmed and shares with two decimals', () => {
    expect(normalizeBeneficialOwners([owner('50.5', { name: '  Erik Holm ' })])).toEqual([
      { name: 'Erik Holm', birthDate: '1971-04-17', share: '50.50', pep: false },
    ]);
  });
});

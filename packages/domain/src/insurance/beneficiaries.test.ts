import { describe, expect, it } from 'vitest';
import { beneficiaryProblems, normalizeBeneficiaries } from './beneficiaries';

const TODAY = '2026-11-20';
const b = (share: string, name = 'Anna', birthDate = '2010-03-10') => ({ name, birthDate, share });

describe('beneficiary designations', () => {
  it('takes the standard clause without names, and named people whose shares add up to exactly 100', () => {
    expect(beneficiaryProblems('STANDARD', [], TODAY)).toEqual([]);
    expect(beneficiaryProblems('NAMED', [b('100')], TODAY)).toEqual([]);
    expect(beneficiaryProblems('NAMED', [b('33.33'), b('33.33'), b('33.34')], TODAY)).toEqual([]);
  });

  it('refuses shares that miss 100 by a hundredth, exactly (no floating point)', () => {
    expect(beneficiaryProblems('NAMED', [b('33.33'), b('33.33'), b('33.33')], TODAY)).toEqual([
      { code: 'BENEFICIARY_SHARES_NOT_100', field: 'beneficiaries' },
    ]);
    expect(beneficiaryProblems('NAMED', [b('0.1'), b('0.2'), b('99.7')], TODAY)).toEqual([]);
    expect(beneficiaryProblems('NAMED', [b('60'), b('40.01')], TODAY)[0]!.code).toBe(
      'BENEFICIARY_SHARES_NOT_100',
    );
  });

  it('names each bad field: empty name, impossible or future birth date, share out of range or too precise', () => {
    expect(
      beneficiaryProblems(
        'NAMED',
        [b('50', ' '), b('25', 'Erik', '2010-02-30'), b('25.001', 'Sara', '2027-01-01')],
        TODAY,
      ).map((p) => p.field),
    ).toEqual([
      'beneficiaries.0.name',
      'beneficiaries.1.birthDate',
      'beneficiaries.2.birthDate',
      'beneficiaries.2.share',
    ]);
    expect(beneficiaryProblems('NAMED', [b('0'), b('100')], TODAY).map((p) => p.field)).toEqual([
      'beneficiaries.0.share',
    ]);
    expect(beneficiaryProblems('NAMED', [], TODAY)).toEqual([
      { code: 'BENEFICIARY_INVALID', field: 'beneficiaries' },
    ]);
    expect(beneficiaryProblems('STANDARD', [b('100')], TODAY)).toEqual([
      { code: 'BENEFICIARY_INVALID', field: 'beneficiaries' },
    ]);
    expect(
      beneficiaryProblems(
        'NAMED',
        Array.from({ length: 11 }, () => b('10')),
        TODAY,
      )[0]!.field,
    ).toBe('beneficiaries');
  });

  it('stores trimmed names and two-decimal shares', () => {
    expect(normalizeBeneficiaries([b('50', '  Anna  '), b('50.5')])).toEqual([
      { name: 'Anna', birthDate: '2010-03-10', share: '50.00' },
      { name: 'Anna', birthDate: '2010-03-10', share: '50.50' },
    ]);
  });
});

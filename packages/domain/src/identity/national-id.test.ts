import { describe, expect, it } from 'vitest';
import { parseNationalId } from './national-id';

describe('parseNationalId', () => {
  it('reads a Swedish personnummer with or without the hyphen, and a samordningsnummer', () => {
    expect(parseNationalId('SE', '197104172387')).toEqual({
      ok: true,
      nationalId: '197104172387',
      birthDate: '1971-04-17',
    });
    expect(parseNationalId('SE', '19710417-2387')).toMatchObject({ ok: true, nationalId: '197104172387' });
    expect(parseNationalId('SE', '201206072389')).toMatchObject({ ok: true, birthDate: '2012-06-07' });
    expect(parseNationalId('SE', '197104172388')).toEqual({ ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' });
    expect(parseNationalId('SE', '197113172387')).toEqual({ ok: false, problem: 'NATIONAL_ID_DATE' });
    expect(parseNationalId('SE', '7104172387')).toEqual({ ok: false, problem: 'NATIONAL_ID_FORMAT' });
  });

  it('reads a Norwegian fødselsnummer by both control digits and the century of its individual number', () => {
    expect(parseNationalId('NO', '09088618170')).toEqual({
      ok: true,
      nationalId: '09088618170',
      birthDate: '1986-08-09',
    });
    expect(parseNationalId('NO', '01011051460')).toMatchObject({ ok: true, birthDate: '2010-01-01' });
    // A D-number: the day plus 40.
    expect(parseNationalId('NO', '49088618164')).toMatchObject({ ok: true, birthDate: '1986-08-09' });
    expect(parseNationalId('NO', '09088618171')).toEqual({ ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' });
    expect(parseNationalId('NO', '09088618160')).toEqual({ ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' });
    expect(parseNationalId('NO', '32088618170')).toEqual({ ok: false, problem: 'NATIONAL_ID_DATE' });
    expect(parseNationalId('NO', '0908861817')).toEqual({ ok: false, problem: 'NATIONAL_ID_FORMAT' });
  });

  it('reads a Danish CPR number, the century from its seventh digit', () => {
    expect(parseNationalId('DK', '230279-2148')).toEqual({
      ok: true,
      nationalId: '230279-2148',
      birthDate: '1979-02-23',
    });
    expect(parseNationalId('DK', '1503114321')).toEqual({
      ok: true,
      nationalId: '150311-4321',
      birthDate: '2011-03-15',
    });
    expect(parseNationalId('DK', '150311-5321')).toMatchObject({ ok: true, birthDate: '2011-03-15' });
    expect(parseNationalId('DK', '150361-5321')).toMatchObject({ ok: true, birthDate: '1861-03-15' });
    expect(parseNationalId('DK', '300279-2148')).toEqual({ ok: false, problem: 'NATIONAL_ID_DATE' });
    expect(parseNationalId('DK', '230279-214')).toEqual({ ok: false, problem: 'NATIONAL_ID_FORMAT' });
  });

  it('reads a Finnish henkilötunnus by its century sign and modulo-31 check character', () => {
    expect(parseNationalId('FI', '231190-457N')).toEqual({
      ok: true,
      nationalId: '231190-457N',
      birthDate: '1990-11-23',
    });
    expect(parseNationalId('FI', '070612a4565')).toEqual({
      ok: true,
      nationalId: '070612A4565',
      birthDate: '2012-06-07',
    });
    expect(parseNationalId('FI', '150385Y1230')).toMatchObject({ ok: true, birthDate: '1985-03-15' });
    expect(parseNationalId('FI', '231190-457M')).toEqual({ ok: false, problem: 'NATIONAL_ID_CHECK_DIGIT' });
    expect(parseNationalId('FI', '290223-1234')).toEqual({ ok: false, problem: 'NATIONAL_ID_DATE' });
    expect(parseNationalId('FI', '231190*457N')).toEqual({ ok: false, problem: 'NATIONAL_ID_FORMAT' });
  });

  it('refuses anything too long to be an id before reading it', () => {
    expect(parseNationalId('SE', '1'.repeat(40))).toEqual({ ok: false, problem: 'NATIONAL_ID_FORMAT' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  inSignupDowntime,
  parseDailyWindowUtc,
  isMinorOn,
  isValidEmail,
  nextSignupStep,
  normalizeMobile,
  normalizePostalCode,
  productAccountFor,
  signupGroupOf,
  SIGNUP_FORM_STEPS,
  tinProblem,
  townOfPostalCode,
} from './index';
import { ageOn } from '../calendar/dates';
import { NORDIC_POSTAL_AREAS } from './nordic-postal-codes';

describe('sign-up steps', () => {
  it('run in the spec order in five groups closed by the milestones', () => {
    expect(SIGNUP_FORM_STEPS[0]).toBe('CONTACT_INFO');
    expect(nextSignupStep('CONTACT_DETAILS')).toBe('MILESTONE_ONE');
    expect(nextSignupStep('MARKETING_CONSENT')).toBeNull();
    expect(signupGroupOf('CONTACT_INFO')).toBe(1);
    expect(signupGroupOf('MILESTONE_ONE')).toBe(1);
    expect(signupGroupOf('NAME_DETAILS')).toBe(2);
    expect(signupGroupOf('KYC')).toBe(4);
    expect(signupGroupOf('ACCOUNT_PICKER')).toBe(5);
  });

  it('count a minor to the day of the 18th birthday', () => {
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(isMinorOn('2008-11-27', '2026-11-26')).toBe(true);
    expect(isMinorOn('2008-11-27', '2026-11-27')).toBe(false);
  });

  it('close sign-up in the nightly window 01:00–01:30 UTC only', () => {
    expect(inSignupDowntime(Date.parse('2026-11-27T00:59:59Z'))).toBe(false);
    expect(inSignupDowntime(Date.parse('2026-11-27T01:00:00Z'))).toBe(true);
    expect(inSignupDowntime(Date.parse('2026-11-27T01:29:59Z'))).toBe(true);
    expect(inSignupDowntime(Date.parse('2026-11-27T01:30:00Z'))).toBe(false);
  });

  it('move the window or switch it off by the server setting', () => {
    const window = parseDailyWindowUtc('23:30-24:00');
    expect(window).toEqual({ fromMinute: 1410, toMinute: 1440 });
    expect(inSignupDowntime(Date.parse('2026-11-27T23:45:00Z'), window)).toBe(true);
    expect(inSignupDowntime(Date.parse('2026-11-27T01:10:00Z'), window)).toBe(false);
    expect(parseDailyWindowUtc('off')).toBeNull();
    expect(inSignupDowntime(Date.parse('2026-11-27T01:10:00Z'), null)).toBe(false);
    for (const bad of ['', '1:00-1:30', '01:30-01:00', '01:00-01:00', '25:00-26:00', '01:00-24:30', 'on'])
      expect(parseDailyWindowUtc(bad)).toBeUndefined();
  });
});

describe('contact info', () => {
  it('takes ordinary email addresses and refuses malformed ones', () => {
    for (const ok of ['anna@example.se', 'a.b+c@sub.example.co.uk', "o'neil@x.io"])
      expect(isValidEmail(ok)).toBe(true);
    for (const bad of [
      '',
      'anna',
      'anna@',
      '@x.se',
      'anna@x',
      'an..na@x.se',
      'anna@-x.se',
      'anna@x.s',
      'a b@x.se',
      `${'a'.repeat(65)}@x.se`,
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('reads mobile numbers by each country’s plan, national or international', () => {
    expect(normalizeMobile('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(normalizeMobile('+46 70 123 45 67', 'NO')).toBe('+46701234567');
    expect(normalizeMobile('08-123 456 78', 'SE')).toBeNull(); // a Stockholm landline
    expect(normalizeMobile('412 34 567', 'NO')).toBe('+4741234567');
    expect(normalizeMobile('212 34 567', 'NO')).toBeNull();
    expect(normalizeMobile('0047 912 34 567', 'SE')).toBe('+4791234567');
    expect(normalizeMobile('20 12 34 56', 'DK')).toBe('+4520123456');
    expect(normalizeMobile('10 12 34 56', 'DK')).toBeNull();
    expect(normalizeMobile('040 123 4567', 'FI')).toBe('+358401234567');
    expect(normalizeMobile('+358 50 123 4567', 'SE')).toBe('+358501234567');
    expect(normalizeMobile('+1 212 555 0100', 'SE')).toBeNull();
    expect(normalizeMobile('abc', 'SE')).toBeNull();
  });
});

describe('postal codes', () => {
  it('are checked for each country’s form and written its way', () => {
    expect(normalizePostalCode('SE', '11325')).toBe('113 25');
    expect(normalizePostalCode('SE', '113 25')).toBe('113 25');
    expect(normalizePostalCode('SE', '01325')).toBeNull();
    expect(normalizePostalCode('SE', '1132')).toBeNull();
    expect(normalizePostalCode('NO', '0358')).toBe('0358');
    expect(normalizePostalCode('NO', '03580')).toBeNull();
    expect(normalizePostalCode('DK', '8000')).toBe('8000');
    expect(normalizePostalCode('FI', '00100')).toBe('00100');
    expect(normalizePostalCode('FI', '0010A')).toBeNull();
  });

  it('name the town from the bundled list, the narrowest area first', () => {
    expect(townOfPostalCode('SE', '113 25')).toBe('Stockholm');
    expect(townOfPostalCode('SE', '41319')).toBe('Göteborg');
    expect(townOfPostalCode('NO', '0358')).toBe('Oslo');
    expect(townOfPostalCode('NO', '5003')).toBe('Bergen');
    expect(townOfPostalCode('DK', '8000')).toBe('Aarhus C');
    expect(townOfPostalCode('DK', '2100')).toBe('København Ø');
    expect(townOfPostalCode('FI', '00100')).toBe('Helsinki');
    expect(townOfPostalCode('FI', '02700')).toBe('Kauniainen');
    expect(townOfPostalCode('SE', '99999')).toBeNull();
    expect(townOfPostalCode('SE', 'x')).toBeNull();
  });

  it('hold a few hundred areas, each a well-formed range with a town', () => {
    const all = Object.values(NORDIC_POSTAL_AREAS).flat();
    expect(all.length).toBeGreaterThan(250);
    for (const [from, to, town] of all) {
      expect(from).toBeLessThanOrEqual(to);
      expect(town.trim()).toBe(town);
      expect(town.length).toBeGreaterThan(1);
    }
  });
});

describe('tax identification numbers', () => {
  it('want the national id for the home country, a valid number for another Nordic one, a form elsewhere', () => {
    const home = { country: 'SE' as const, nationalId: '197104172387' };
    expect(tinProblem('SE', '197104172387', home)).toBeNull();
    expect(tinProblem('SE', '710417-2387', home)).toBeNull();
    expect(tinProblem('SE', '199001012384', home)).toBe('TIN_NOT_NATIONAL_ID');
    expect(tinProblem('SE', ' ', home)).toBe('TIN_REQUIRED');
    expect(tinProblem('NO', '09088618170', home)).toBeNull();
    expect(tinProblem('NO', '09088618171', home)).toBe('TIN_INVALID');
    expect(tinProblem('FI', '131052-308T', home)).toBeNull();
    expect(tinProblem('DK', '010190-1234', home)).toBeNull();
    expect(tinProblem('DK', '320190-1234', home)).toBe('TIN_INVALID');
    expect(tinProblem('US', '123-45-6789', home)).toBeNull();
    // The eID writes a Danish CPR with its hyphen; the person may leave it out.
    expect(tinProblem('DK', '1204861234', { country: 'DK', nationalId: '120486-1234' })).toBeNull();
    expect(tinProblem('FI', '150385-1230', { country: 'FI', nationalId: '150385-1230' })).toBeNull();
    expect(tinProblem('US', '12345', home)).toBe('TIN_INVALID');
    expect(tinProblem('DE', '12345678901', home)).toBeNull();
    expect(tinProblem('DE', 'ab', home)).toBe('TIN_INVALID');
  });
});

describe('account types', () => {
  it('open the demo data’s products of each country', () => {
    expect(productAccountFor('SE', 'PrivateBasic')).toMatchObject({ type: 'ISK', atyid: 6, currency: 'SEK' });
    expect(productAccountFor('SE', 'PrivateBasicODD')).toMatchObject({ type: 'AF', atyid: 1 });
    expect(productAccountFor('NO', 'PrivateBasic')).toMatchObject({ accountCode: 'ASK', currency: 'NOK' });
    expect(productAccountFor('DK', 'PrivateBasicODD')).toMatchObject({ accountCode: 'DEP', currency: 'DKK' });
    expect(productAccountFor('FI', 'PrivateBasic')).toMatchObject({ accountCode: 'OST', currency: 'EUR' });
    expect(productAccountFor('FI', 'PrivateBasicODD')).toMatchObject({ accountCode: 'AOT' });
  });
});

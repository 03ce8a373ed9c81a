import type { CountryCode } from '../countries';
import { luhnValid } from '../banking/account-number';

/**
 * Company registration numbers as each country's register writes them:
 * - Sweden, organisationsnummer (Bolagsverket, Skatteverket SKV 709): ten digits, the third at
 *   least 2 (so it is never a person's birth month), Luhn over all ten; written NNNNNN-NNNN. The
 *   twelve-digit form with the prefix 16 is taken too.
 * - Norway, organisasjonsnummer (Brønnøysundregistrene): nine digits starting 8 or 9, modulus 11
 *   with weights 3 2 7 6 5 4 3 2; a remainder giving check 10 is never issued.
 * - Denmark, CVR-nummer (Erhvervsstyrelsen): eight digits, not starting 0, weights 2 7 6 5 4 3 2 1
 *   summing to a multiple of 11.
 * - Finland, Y-tunnus (PRH / Verohallinto): seven digits, a hyphen and a check digit, modulus 11
 *   with weights 7 9 10 5 8 4 2; remainder 0 gives 0, remainder 1 is never issued, else 11 − r.
 */

export type OrgNumberProblem = 'ORG_NUMBER_FORMAT' | 'ORG_NUMBER_CHECK_DIGIT';

export type ParsedOrgNumber = { ok: true; orgNumber: string } | { ok: false; problem: OrgNumberProblem };

const fail = (problem: OrgNumberProblem): ParsedOrgNumber => ({ ok: false, problem });

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);
}

function swedish(text: string): ParsedOrgNumber {
  const digits = text.replace(/^(16)?(\d{6})-?(\d{4})$/, '$2$3');
  if (!/^\d{10}$/.test(digits) || Number(digits[2]) < 2) return fail('ORG_NUMBER_FORMAT');
  if (!luhnValid(digits)) return fail('ORG_NUMBER_CHECK_DIGIT');
  return { ok: true, orgNumber: `${digits.slice(0, 6)}-${digits.slice(6)}` };
}

function norwegian(text: string): ParsedOrgNumber {
  const digits = text.replace(/\s/g, '');
  if (!/^[89]\d{8}$/.test(digits)) return fail('ORG_NUMBER_FORMAT');
  const r = weightedSum(digits, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const check = r === 0 ? 0 : 11 - r;
  if (check === 10 || check !== Number(digits[8])) return fail('ORG_NUMBER_CHECK_DIGIT');
  return { ok: true, orgNumber: digits };
}

function danish(text: string): ParsedOrgNumber {
  const digits = text.replace(/^DK/i, '').replace(/\s/g, '');
  if (!/^[1-9]\d{7}$/.test(digits)) return fail('ORG_NUMBER_FORMAT');
  if (weightedSum(digits, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 !== 0) return fail('ORG_NUMBER_CHECK_DIGIT');
  return { ok: true, orgNumber: digits };
}

function finnish(text: string): ParsedOrgNumber {
  const m = /^(\d{7})-?(\d)$/.exec(text);
  if (!m) return fail('ORG_NUMBER_FORMAT');
  const r = weightedSum(m[1]!, [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (r === 1 || (r === 0 ? 0 : 11 - r) !== Number(m[2])) return fail('ORG_NUMBER_CHECK_DIGIT');
  return { ok: true, orgNumber: `${m[1]}-${m[2]}` };
}

/** Reads a registration number of the country, spaces around it ignored, in its written form. */
export function parseOrgNumber(country: CountryCode, text: string): ParsedOrgNumber {
  const input = text.trim();
  switch (country) {
    case 'SE':
      return swedish(input);
    case 'NO':
      return norwegian(input);
    case 'DK':
      return danish(input);
    case 'FI':
      return finnish(input);
  }
}

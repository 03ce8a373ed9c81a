import { createHash } from 'node:crypto';
import { ibanValid, luhnCheckDigit, parseBankAccount, type CountryCode } from '@broker/domain';

/**
 * The banks of the simulated payment provider's country pages, and the person's own account at
 * each: a real-looking number that passes the country's checks, the same every time for the same
 * person and bank (the simulated bank "knows" its customer).
 */

export interface SimBank {
  id: string;
  name: string;
  /** SE clearing / DK registration number, or the leading digits of a NO account or FI BBAN. */
  prefix: string;
}

export const SIM_BANKS: Record<CountryCode, readonly SimBank[]> = {
  SE: [
    { id: 'swedbank', name: 'Swedbank', prefix: '8327-9' },
    { id: 'handelsbanken', name: 'Handelsbanken', prefix: '6789' },
    { id: 'seb', name: 'SEB', prefix: '5212' },
    { id: 'nordea', name: 'Nordea', prefix: '3000' },
    { id: 'danske', name: 'Danske Bank', prefix: '1200' },
  ],
  NO: [
    { id: 'dnb', name: 'DNB', prefix: '1206' },
    { id: 'nordea', name: 'Nordea', prefix: '6003' },
    { id: 'sparebank1', name: 'SpareBank 1', prefix: '4200' },
    { id: 'handelsbanken', name: 'Handelsbanken', prefix: '9049' },
  ],
  DK: [
    { id: 'danske', name: 'Danske Bank', prefix: '3001' },
    { id: 'nordea', name: 'Nordea', prefix: '2191' },
    { id: 'jyske', name: 'Jyske Bank', prefix: '7321' },
    { id: 'nykredit', name: 'Nykredit Bank', prefix: '5470' },
  ],
  FI: [
    { id: 'op', name: 'OP', prefix: '5000' },
    { id: 'nordea', name: 'Nordea', prefix: '1012' },
    { id: 'danske', name: 'Danske Bank', prefix: '8000' },
    { id: 'aktia', name: 'Aktia', prefix: '4055' },
  ],
};

export interface SimAccount {
  country: CountryCode;
  /** SE clearing / DK registration number as written; '' for NO and FI. */
  clearing: string;
  accountNumber: string;
  display: string;
  bank: string;
}

function digitsFrom(seed: string, n: number): string {
  let out = '';
  for (let i = 0; out.length < n; i++) {
    out += createHash('sha256').update(`${seed}:${i}`).digest('hex').replace(/\D/g, '');
  }
  return out.slice(0, n);
}

/** The IBAN of a Finnish BBAN: check digits 98 − (BBAN + "FI00" as digits) mod 97. */
function finnishIban(bban: string): string {
  let remainder = 0;
  for (const d of `${bban}151800`) remainder = (remainder * 10 + Number(d)) % 97;
  const iban = `FI${String(98 - remainder).padStart(2, '0')}${bban}`;
  if (!ibanValid(iban)) throw new Error('unreachable');
  return iban;
}

function candidate(
  country: CountryCode,
  bank: SimBank,
  digits: string,
): { clearing: string; account: string } {
  switch (country) {
    case 'SE': {
      // Each bank's number shape (domain banking/account-number.ts): Swedbank up to ten digits with
      // a Luhn digit, Handelsbanken nine, the others seven (checked with the clearing number).
      const length = bank.id === 'swedbank' ? 10 : bank.id === 'handelsbanken' ? 9 : 7;
      const body = digits.slice(0, length - 1);
      return {
        clearing: bank.prefix,
        account: bank.id === 'swedbank' ? body + luhnCheckDigit(body) : body + digits[length],
      };
    }
    case 'NO':
      return { clearing: '', account: bank.prefix + digits.slice(0, 7) };
    case 'DK':
      return { clearing: bank.prefix, account: digits.slice(0, 10) };
    case 'FI': {
      const body = bank.prefix + digits.slice(0, 9);
      return { clearing: '', account: finnishIban(body + luhnCheckDigit(body)) };
    }
  }
}

/** The person's account at the bank: the first candidate from their own digits that the country's rules accept. */
export function personalAccount(country: CountryCode, bank: SimBank, personId: string): SimAccount {
  for (let attempt = 0; ; attempt++) {
    const { clearing, account } = candidate(
      country,
      bank,
      digitsFrom(`${personId}:${bank.id}:${attempt}`, 16),
    );
    const parsed = parseBankAccount(country, account, clearing);
    if (parsed.ok) {
      return { country, clearing, accountNumber: account, display: parsed.value.display, bank: bank.name };
    }
  }
}

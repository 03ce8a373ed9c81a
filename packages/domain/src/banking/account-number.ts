import type { CountryCode } from '../countries';

/**
 * A customer's own bank account in their country (issue 15: "validated account number per
 * country"), checked before it is stored, so that a withdrawal never goes to a number no bank has:
 *
 * - SE: clearing number and account number, by the banks' own rules as Bankgirot publishes them
 *   ("Bankernas kontonummer"): the clearing number names the bank and its type; type 1 accounts are
 *   7 digits with a modulus-11 check over the clearing number's last 3 digits (comment 1) or all 4
 *   (comment 2) and the account; type 2 accounts are checked alone: 10 digits modulus 10
 *   (comment 1), Handelsbanken's 9 digits modulus 11 (comment 2), or Swedbank's and Plusgirot's up
 *   to 10 digits modulus 10 (comment 3; Swedbank's clearing numbers 8xxx-x carry a fifth check
 *   digit, modulus 10 over the four).
 * - NO: 11 digits, the last a modulus-11 check digit with weights 5 4 3 2 7 6 5 4 3 2 (a remainder
 *   giving 10 is no valid number).
 * - DK: registration number (4 digits) and account number (up to 10 digits). Danish banks no longer
 *   share one check-digit rule, so only the form is checked; the account is verified by the first
 *   payment from it, as every country's is here.
 * - FI: IBAN (FI + 2 check digits + 14 digits), ISO 13616 modulus 97, and the national account
 *   number's own check digit (Luhn over the 13 digits before it).
 */

export type BankAccountError =
  /** Not the shape of an account number of the country (length, characters). */
  | 'BANK_ACCOUNT_FORMAT'
  /** The check digit does not match: a mistyped number. */
  | 'BANK_ACCOUNT_CHECK_DIGIT'
  /** No Swedish bank has this clearing number. */
  | 'CLEARING_NUMBER_UNKNOWN';

export interface BankAccountNumber {
  country: CountryCode;
  /** SE clearing number (4 digits: Swedbank's fifth is checked and dropped) or DK registration number; none for NO and FI. */
  clearing: string | null;
  /** The account number (FI: the IBAN), digits only. */
  account: string;
  /** As a customer reads it: "8327-9 123 456 789-0", "1234.56.78903", "5301 0012345678", "FI21 1234 5600 0007 85". */
  display: string;
  /** The bank, where the number tells it (SE clearing numbers). */
  bank: string | null;
}

/** Which part of the number a refusal is about: the clearing (registration) number or the account. */
export type BankAccountPart = 'clearing' | 'account';

export type BankAccountResult =
  { ok: true; value: BankAccountNumber } | { ok: false; error: BankAccountError; part: BankAccountPart };

const fail = (error: BankAccountError, part: BankAccountPart = 'account'): BankAccountResult => ({
  ok: false,
  error,
  part,
});
const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');
const onlyDigits = (text: string) => /^\d+$/.test(text);

/** Modulus 10 (Luhn): doubling every second digit from the right, the check digit included last. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Modulus 11 with weights 1, 2, 3, … 10, 1, … from the right: the sum must divide by 11. */
function mod11Valid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 10) + 1);
  return sum % 11 === 0;
}

interface ClearingRange {
  from: number;
  to: number;
  bank: string;
  type: 1 | 2;
  comment: 1 | 2 | 3;
}

/** Swedish clearing number ranges (Bankgirot, "Bankernas kontonummer"), the commonest banks. */
const SE_CLEARING: readonly ClearingRange[] = [
  { from: 1100, to: 1199, bank: 'Nordea', type: 1, comment: 1 },
  { from: 1200, to: 1399, bank: 'Danske Bank', type: 1, comment: 1 },
  { from: 1400, to: 2099, bank: 'Nordea', type: 1, comment: 1 },
  { from: 2300, to: 2399, bank: 'Ålandsbanken', type: 1, comment: 2 },
  { from: 2400, to: 2499, bank: 'Danske Bank', type: 1, comment: 1 },
  { from: 3000, to: 3299, bank: 'Nordea', type: 1, comment: 1 },
  { from: 3300, to: 3300, bank: 'Nordea', type: 2, comment: 1 },
  { from: 3301, to: 3399, bank: 'Nordea', type: 1, comment: 1 },
  { from: 3400, to: 3409, bank: 'Länsförsäkringar Bank', type: 1, comment: 1 },
  { from: 3410, to: 3781, bank: 'Nordea', type: 1, comment: 1 },
  { from: 3782, to: 3782, bank: 'Nordea', type: 2, comment: 1 },
  { from: 3783, to: 3999, bank: 'Nordea', type: 1, comment: 1 },
  { from: 4000, to: 4999, bank: 'Nordea', type: 1, comment: 2 },
  { from: 5000, to: 5999, bank: 'SEB', type: 1, comment: 1 },
  { from: 6000, to: 6999, bank: 'Handelsbanken', type: 2, comment: 2 },
  { from: 7000, to: 7999, bank: 'Swedbank', type: 1, comment: 1 },
  { from: 8000, to: 8999, bank: 'Swedbank', type: 2, comment: 3 },
  { from: 9020, to: 9029, bank: 'Länsförsäkringar Bank', type: 1, comment: 2 },
  { from: 9040, to: 9049, bank: 'Citibank', type: 1, comment: 2 },
  { from: 9060, to: 9069, bank: 'Länsförsäkringar Bank', type: 1, comment: 1 },
  { from: 9070, to: 9079, bank: 'Multitude Bank', type: 1, comment: 1 },
  { from: 9100, to: 9109, bank: 'Nordnet Bank', type: 1, comment: 2 },
  { from: 9120, to: 9124, bank: 'SEB', type: 1, comment: 1 },
  { from: 9130, to: 9149, bank: 'SEB', type: 1, comment: 1 },
  { from: 9150, to: 9169, bank: 'Skandiabanken', type: 1, comment: 2 },
  { from: 9170, to: 9179, bank: 'Ikano Bank', type: 1, comment: 1 },
  { from: 9180, to: 9189, bank: 'Danske Bank', type: 2, comment: 1 },
  { from: 9190, to: 9199, bank: 'DNB Bank', type: 1, comment: 2 },
  { from: 9230, to: 9239, bank: 'Marginalen Bank', type: 1, comment: 1 },
  { from: 9250, to: 9259, bank: 'SBAB', type: 1, comment: 1 },
  { from: 9260, to: 9269, bank: 'DNB Bank', type: 1, comment: 2 },
  { from: 9270, to: 9279, bank: 'ICA Banken', type: 1, comment: 1 },
  { from: 9280, to: 9289, bank: 'Resurs Bank', type: 1, comment: 1 },
  { from: 9300, to: 9349, bank: 'Swedbank', type: 2, comment: 1 },
  { from: 9390, to: 9399, bank: 'Landshypotek', type: 1, comment: 2 },
  { from: 9400, to: 9449, bank: 'Forex Bank', type: 1, comment: 1 },
  { from: 9460, to: 9469, bank: 'Santander Consumer Bank', type: 1, comment: 1 },
  { from: 9470, to: 9479, bank: 'BNP Paribas', type: 1, comment: 2 },
  { from: 9500, to: 9549, bank: 'Plusgirot', type: 2, comment: 3 },
  { from: 9550, to: 9569, bank: 'Avanza Bank', type: 1, comment: 2 },
  { from: 9570, to: 9579, bank: 'Sparbanken Syd', type: 2, comment: 1 },
  { from: 9580, to: 9589, bank: 'Aion Bank', type: 1, comment: 1 },
  { from: 9590, to: 9599, bank: 'Erik Penser', type: 1, comment: 2 },
  { from: 9630, to: 9639, bank: 'Lån & Spar Bank', type: 1, comment: 1 },
  { from: 9640, to: 9649, bank: 'Nordax Bank', type: 1, comment: 2 },
  { from: 9650, to: 9659, bank: 'MedMera Bank', type: 1, comment: 2 },
  { from: 9660, to: 9669, bank: 'Svea Bank', type: 1, comment: 2 },
  { from: 9670, to: 9679, bank: 'JAK Medlemsbank', type: 1, comment: 2 },
  { from: 9680, to: 9689, bank: 'Bluestep Finans', type: 1, comment: 1 },
  { from: 9700, to: 9709, bank: 'Ekobanken', type: 1, comment: 2 },
  { from: 9750, to: 9759, bank: 'Northmill Bank', type: 1, comment: 2 },
  { from: 9780, to: 9789, bank: 'Klarna Bank', type: 1, comment: 2 },
  { from: 9880, to: 9889, bank: 'Riksgälden', type: 1, comment: 2 },
  { from: 9890, to: 9899, bank: 'Riksgälden', type: 2, comment: 1 },
  { from: 9960, to: 9969, bank: 'Plusgirot', type: 2, comment: 3 },
];

function swedish(clearingText: string, accountText: string): BankAccountResult {
  const clearing = digitsOf(clearingText);
  const digits = digitsOf(accountText);
  if (
    !onlyDigits(clearing) ||
    (clearing.length !== 4 && !(clearing.length === 5 && clearing.startsWith('8')))
  ) {
    return fail('BANK_ACCOUNT_FORMAT', 'clearing');
  }
  if (!onlyDigits(digits)) return fail('BANK_ACCOUNT_FORMAT');
  const four = clearing.slice(0, 4);
  const range = SE_CLEARING.find((r) => Number(four) >= r.from && Number(four) <= r.to);
  if (!range) return fail('CLEARING_NUMBER_UNKNOWN', 'clearing');
  // Swedbank's fifth digit checks its four; once checked, the four name the account ("8327-9" and
  // "8327" are one account).
  if (clearing.length === 5 && !luhnValid(clearing)) return fail('BANK_ACCOUNT_CHECK_DIGIT', 'clearing');
  let account = digits;
  let valid: boolean;
  let display: string;
  if (range.type === 1) {
    if (account.length !== 7) return fail('BANK_ACCOUNT_FORMAT');
    valid = mod11Valid((range.comment === 1 ? four.slice(1) : four) + account);
    display = `${four}-${account}`;
  } else if (range.comment === 1) {
    if (account.length !== 10) return fail('BANK_ACCOUNT_FORMAT');
    valid = luhnValid(account);
    display = `${four}-${account}`;
  } else if (range.comment === 2) {
    if (account.length !== 9) return fail('BANK_ACCOUNT_FORMAT');
    valid = mod11Valid(account);
    display = `${four}-${account}`;
  } else {
    // Up to ten digits, written with or without leading zeros: kept as ten.
    if (account.length < 2 || account.length > 10) return fail('BANK_ACCOUNT_FORMAT');
    valid = luhnValid(account);
    account = account.padStart(10, '0');
    display = `${clearing.length === 5 ? `${four}-${clearing[4]}` : four} ${account.replace(/^0+/, '')}`;
  }
  if (!valid) return fail('BANK_ACCOUNT_CHECK_DIGIT');
  return { ok: true, value: { country: 'SE', clearing: four, account, display, bank: range.bank } };
}

function norwegian(accountText: string): BankAccountResult {
  const account = digitsOf(accountText);
  if (account.length !== 11 || !onlyDigits(account)) return fail('BANK_ACCOUNT_FORMAT');
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(account[i]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  if (check === 10 || check !== Number(account[10])) return fail('BANK_ACCOUNT_CHECK_DIGIT');
  const display = `${account.slice(0, 4)}.${account.slice(4, 6)}.${account.slice(6)}`;
  return { ok: true, value: { country: 'NO', clearing: null, account, display, bank: null } };
}

function danish(regText: string, accountText: string): BankAccountResult {
  const reg = digitsOf(regText);
  const account = digitsOf(accountText);
  if (!/^\d{4}$/.test(reg)) return fail('BANK_ACCOUNT_FORMAT', 'clearing');
  if (!/^\d{1,10}$/.test(account)) return fail('BANK_ACCOUNT_FORMAT');
  const padded = account.padStart(10, '0');
  return {
    ok: true,
    value: { country: 'DK', clearing: reg, account: padded, display: `${reg} ${padded}`, bank: null },
  };
}

/** ISO 13616: letters to numbers (A = 10), the first four characters moved to the end, modulus 97 is 1. */
export function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const n = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of n) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

function finnish(ibanText: string): BankAccountResult {
  const iban = ibanText.replace(/\s/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(iban)) return fail('BANK_ACCOUNT_FORMAT');
  if (!ibanValid(iban) || !luhnValid(iban.slice(4))) return fail('BANK_ACCOUNT_CHECK_DIGIT');
  const display = iban.replace(/(.{4})/g, '$1 ').trim();
  return { ok: true, value: { country: 'FI', clearing: null, account: iban, display, bank: null } };
}

/**
 * Checks a customer's bank account number of `country`. `clearing` is the Swedish clearing or the
 * Danish registration number (left out for Norway and Finland, whose numbers hold it).
 */
export function parseBankAccount(country: CountryCode, account: string, clearing = ''): BankAccountResult {
  switch (country) {
    case 'SE':
      return swedish(clearing, account);
    case 'NO':
      return norwegian(account);
    case 'DK':
      return danish(clearing, account);
    case 'FI':
      return finnish(account);
  }
}

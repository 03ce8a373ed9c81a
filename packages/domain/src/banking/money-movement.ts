import { COUNTRY_FACTS, type CountryCode, type Currency } from '../countries';
import { addTradingDays, isBankingDay, localTimeToUtc, nextTradingDay } from '../calendar';
import { localDayAt } from '../fund-orders/schedule';
import { luhnValid } from './account-number';

/**
 * The rules of money in and out (issue 15; ../shared/FACTS.md "Nordnet", "Trustly"). Amounts are
 * in the account's currency, whole öre/cents.
 */

/** What one instant bank payment may bring in: the smallest worth a payment, the largest the simulated provider takes. */
export const INSTANT_DEPOSIT_LIMITS: Record<Currency, { min: number; max: number }> = {
  SEK: { min: 10, max: 250_000 },
  NOK: { min: 10, max: 250_000 },
  DKK: { min: 10, max: 200_000 },
  EUR: { min: 1, max: 25_000 },
  USD: { min: 1, max: 25_000 },
};

/** A bank account verified by a payment from it may receive withdrawals after this long (FACTS: ≈2 days). */
export const WITHDRAWAL_DELAY_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The daily withdrawal limit per customer (all accounts, one banking day): what it is until the
 * customer changes it, and the most it can be raised to. A raise takes effect after
 * WITHDRAWAL_LIMIT_RAISE_DELAY_MS (someone who took over a login cannot empty the accounts at once)
 * and can be cancelled until then; a lowering takes effect at once.
 */
export const WITHDRAWAL_LIMITS: Record<Currency, { standard: number; max: number }> = {
  SEK: { standard: 100_000, max: 1_000_000 },
  NOK: { standard: 100_000, max: 1_000_000 },
  DKK: { standard: 75_000, max: 750_000 },
  EUR: { standard: 10_000, max: 100_000 },
  USD: { standard: 10_000, max: 100_000 },
};
export const WITHDRAWAL_LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * A withdrawal requested before the cut-off (local time) of a banking day is sent that day, later
 * ones the next banking day (FACTS: Nordnet "before 13:00 same day"); it is paid into the
 * customer's bank this many banking days after it was sent (the "banking-days offset").
 */
export const WITHDRAWAL_CUTOFF = '13:00';
export const WITHDRAWAL_PAID_OFFSET_DAYS = 0;
/** When the receiving bank's confirmation arrives on the paid day, local time. */
export const WITHDRAWAL_PAID_AT = '17:00';

/** Ordinary bank transfers to an account's reference are credited the next banking day at this local time. */
export const TRANSFER_CREDIT_AT = '09:00';

/** The statuses a deposit moves through. */
/** REFUSED: paid from an account in someone else's name; the provider stopped it, nothing moved. */
export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'CANCELLED', 'REFUSED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'SENT', 'PAID', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The Luhn check digit that makes `digits` + it valid. */
export function luhnCheckDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(digits + d)) return String(d);
  throw new Error('unreachable');
}

/**
 * The check digit of a Finnish reference number (viitenumero, Finance Finland's standard for
 * domestic payments): the digits weighted 7, 3, 1, 7, 3, 1… from the right, and the digit that takes
 * their sum up to the next ten.
 */
export function finnishReferenceCheckDigit(digits: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * weights[i % 3]!;
  return String((10 - (sum % 10)) % 10);
}

/** The check digit of a country's payment references: Finland's 7-3-1, elsewhere Luhn's modulus 10. */
const referenceCheckDigit = (country: CountryCode, digits: string) =>
  country === 'FI' ? finnishReferenceCheckDigit(digits) : luhnCheckDigit(digits);

/**
 * An account's own reference for ordinary bank transfers in its country's form: the account number
 * and a check digit, so a mistyped reference is caught and the money returned instead of landing on
 * someone else's account. Sweden's OCR numbers, Norway's KID and Denmark's payment ids check with
 * Luhn's modulus 10; a Finnish bank takes a reference only with its 7-3-1 check digit.
 */
export function depositReference(country: CountryCode, accno: string): string {
  const digits = accno.replace(/\D/g, '');
  return digits + referenceCheckDigit(country, digits);
}

/**
 * The account number a reference names, by the rule of the country it was paid in, or null when it
 * is not one of ours (not digits, or a wrong check digit). A Finnish reference is 4 to 20 digits.
 */
export function accnoOfReference(country: CountryCode, reference: string): string | null {
  const digits = reference.replace(/[\s-]/g, '');
  const length = country === 'FI' ? /^\d{4,20}$/ : /^\d{2,30}$/;
  if (!length.test(digits)) return null;
  const accno = digits.slice(0, -1);
  return referenceCheckDigit(country, accno) === digits.slice(-1) ? accno : null;
}

export interface WithdrawalTimes {
  /** The banking day it is sent on (local). */
  sendDay: string;
  /** Its cut-off on that day: when it is sent. */
  sendAt: number;
  /** When the customer's bank has it. */
  paidAt: number;
}

/**
 * When a withdrawal requested at `requestedAt` is sent and paid in `country`: at the cut-off of the
 * same banking day when requested before it, else of the next banking day; paid
 * WITHDRAWAL_PAID_OFFSET_DAYS banking days later, at WITHDRAWAL_PAID_AT.
 */
export function withdrawalTimes(country: CountryCode, requestedAt: number): WithdrawalTimes {
  const zone = COUNTRY_FACTS[country].timeZone;
  const today = localDayAt(zone, requestedAt);
  const sendDay =
    isBankingDay(country, today) && requestedAt < localTimeToUtc(today, WITHDRAWAL_CUTOFF, zone)
      ? today
      : nextTradingDay(country, today);
  const paidDay = addTradingDays(country, sendDay, WITHDRAWAL_PAID_OFFSET_DAYS);
  return {
    sendDay,
    sendAt: localTimeToUtc(sendDay, WITHDRAWAL_CUTOFF, zone),
    paidAt: localTimeToUtc(paidDay, WITHDRAWAL_PAID_AT, zone),
  };
}

/**
 * The client-funds accounts ordinary transfers are paid into, one per country, at a bank there
 * (each passes its country's checks: banking/account-number.ts). The account's deposit reference
 * tells whose money it is.
 */
export const CLIENT_FUNDS_ACCOUNTS: Record<CountryCode, { bank: string; display: string }> = {
  SE: { bank: 'Handelsbanken', display: '6789-835202631' },
  NO: { bank: 'Nordea', display: '6003.09.40450' },
  DK: { bank: 'Nordea', display: '2191 9955049685' },
  FI: { bank: 'Nordea', display: 'FI20 1012 9955 0496 84' },
};

/** The country whose client-funds account this is (as written in CLIENT_FUNDS_ACCOUNTS), if any. */
export function clientFundsCountry(account: string): CountryCode | undefined {
  const digits = (text: string) => text.replace(/[^\dA-Z]/gi, '').toUpperCase();
  const found = Object.entries(CLIENT_FUNDS_ACCOUNTS).find(([, a]) => digits(a.display) === digits(account));
  return found?.[0] as CountryCode | undefined;
}

/** When an ordinary transfer that arrived at `at` is credited: the next banking day's TRANSFER_CREDIT_AT. */
export function transferCreditAt(country: CountryCode, at: number): number {
  const zone = COUNTRY_FACTS[country].timeZone;
  return localTimeToUtc(nextTradingDay(country, localDayAt(zone, at)), TRANSFER_CREDIT_AT, zone);
}

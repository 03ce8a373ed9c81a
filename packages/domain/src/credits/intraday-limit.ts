import { COUNTRY_FACTS, type CountryCode, type Currency } from '../countries';
import { Decimal, type DecimalLike } from '../money';
import { addDays } from '../calendar/dates';
import { isMinorCustomerOn } from '../fund-orders/limits';
import { isTradingDay } from '../calendar/trading-days';
import { tradingSession } from '../calendar/exchange-hours';
import { localTimeToUtc } from '../calendar/timezone';
import { localDayAt } from '../fund-orders/schedule';
import { kycBlocksBuying, type KycStanding } from '../required-actions/actions';
import { isEstate } from '../estates/estates';

/**
 * The intraday limit (spec 001 §7.4 "Credits: Intraday-limit activation by country"; Nordnet's
 * "intradagslimit"): a fee- and interest-free credit that raises an account's trading power for
 * share buys during one trading day, by an amount based on the account's own capital. It must be
 * paid back (the shares sold or money moved in) before the exchange closes; an account still below
 * zero after the close is overdrawn. The numbers are our own rules (docs/decisions.md
 * "Intraday limit (spec 001 §7.4)").
 */

export interface IntradayLimitRule {
  /** The account currency the maximum is in (the country's). */
  currency: Currency;
  /** Whole currency units. */
  maximum: number;
  /** The account types (accounts.type) that may have it: ordinary depots and ISK/ASK-type accounts. */
  accountTypes: readonly string[];
}

/** The limit is the account's own capital times this, capped at the country's maximum. */
export const INTRADAY_OWN_CAPITAL_SHARE = 1;

export const INTRADAY_LIMIT_RULES: Readonly<Record<CountryCode, IntradayLimitRule>> = {
  // Not KF (kapitalförsäkring: the insurer owns the holdings and cannot be lent against for a day),
  // nor pension accounts; Netfonds accounts are not ours (checked by provider on the server).
  SE: { currency: 'SEK', maximum: 1_000_000, accountTypes: ['ISK', 'AF'] },
  NO: { currency: 'NOK', maximum: 1_000_000, accountTypes: ['ASK', 'Aksjekonto'] },
  DK: { currency: 'DKK', maximum: 1_000_000, accountTypes: ['Aktiesparekonto', 'Depot'] },
  FI: { currency: 'EUR', maximum: 100_000, accountTypes: ['AOT', 'OST'] },
};

/** Why an account may not have the limit; the first that applies is named. */
export const INTRADAY_INELIGIBILITY = [
  'ACCOUNT_TYPE',
  'ACCOUNT_CURRENCY',
  'ACCOUNT_BLOCKED',
  'MINOR',
  'BUYING_BLOCKED',
  'NEGATIVE_CASH',
  'NO_OWN_CAPITAL',
] as const;
export type IntradayIneligibility = (typeof INTRADAY_INELIGIBILITY)[number];

/** Refusal codes of the activation and deactivation calls (422 unless said otherwise). */
export const INTRADAY_LIMIT_ERROR_CODES = [
  'INTRADAY_LIMIT_WRONG_COUNTRY',
  'INTRADAY_LIMIT_NOT_ELIGIBLE',
  'INTRADAY_LIMIT_RISK_NOT_ACCEPTED',
  'INTRADAY_LIMIT_IN_USE',
  'INTRADAY_LIMIT_NOT_ACTIVE',
] as const;

/** own capital × share, capped at the country's maximum, rounded down to whole units; never below 0. */
export function intradayLimitAmount(country: CountryCode, ownCapital: DecimalLike): Decimal {
  const rule = INTRADAY_LIMIT_RULES[country];
  const raw = new Decimal(ownCapital).times(INTRADAY_OWN_CAPITAL_SHARE);
  const capped = Decimal.min(raw, rule.maximum);
  return Decimal.max(capped.toDecimalPlaces(0, Decimal.ROUND_DOWN), 0);
}

export interface IntradayAccountFacts {
  country: CountryCode;
  account: { type: string; currency: string; isBlocked: boolean };
  customer: { birthDate: string; personType?: string; kyc: KycStanding | null };
  /** The account's cash (its ledger's sum) and own capital (cash + listed holdings' value). */
  cash: DecimalLike;
  ownCapital: DecimalLike;
  /** The country's calendar day. */
  today: string;
}

export type IntradayEligibility =
  { eligible: true; limit: Decimal } | { eligible: false; reason: IntradayIneligibility; limit: Decimal };

/** Whether an account may have the limit today, and the limit it would get. */
export function intradayEligibility(f: IntradayAccountFacts): IntradayEligibility {
  const rule = INTRADAY_LIMIT_RULES[f.country];
  const limit = intradayLimitAmount(f.country, Decimal.max(f.ownCapital, 0));
  const no = (reason: IntradayIneligibility): IntradayEligibility => ({ eligible: false, reason, limit });
  if (!rule.accountTypes.includes(f.account.type)) return no('ACCOUNT_TYPE');
  if (f.account.currency.trim() !== rule.currency) return no('ACCOUNT_CURRENCY');
  if (f.account.isBlocked) return no('ACCOUNT_BLOCKED');
  // Credit is for adults: a minor's account is run by guardians and may not borrow.
  if (isMinorCustomerOn(f.customer, f.today)) return no('MINOR');
  if (kycBlocksBuying(f.customer.kyc, f.today) || isEstate(f.customer)) return no('BUYING_BLOCKED');
  if (new Decimal(f.cash).isNegative()) return no('NEGATIVE_CASH');
  if (limit.lte(0)) return no('NO_OWN_CAPITAL');
  return { eligible: true, limit };
}

/**
 * How much of an active limit is in use: what the account's buys (booked or reserved) take beyond
 * its own cash, at most the limit.
 */
export function intradayLimitUsed(cash: DecimalLike, reserved: DecimalLike, limit: DecimalLike): Decimal {
  const beyond = new Decimal(reserved).minus(cash);
  return Decimal.min(Decimal.max(beyond, 0), limit);
}

export interface IntradayWindow {
  /** The trading day an activation now is for. */
  day: string;
  /** When that day's limit ends: the exchange's close (UTC ms). */
  closesAt: number;
}

/**
 * The trading day an activation at `now` is for, as share order entry names the day an order is
 * for (domain `orderDay`): today while the country's exchange still trades today (before the open
 * too), else the next trading day. Under the simulator's always-open clock every day trades all day
 * and ends at local midnight, as that clock's trading day does.
 */
export function intradayWindow(country: CountryCode, now: number, alwaysOpen = false): IntradayWindow {
  const zone = COUNTRY_FACTS[country].timeZone;
  const today = localDayAt(zone, now);
  if (alwaysOpen) return { day: today, closesAt: localTimeToUtc(addDays(today, 1), '00:00', zone) };
  const session = tradingSession(country, today);
  if (session && now < session.closeAt) return { day: today, closesAt: session.closeAt };
  let day = addDays(today, 1);
  while (!isTradingDay(country, day)) day = addDays(day, 1);
  return { day, closesAt: tradingSession(country, day)!.closeAt };
}

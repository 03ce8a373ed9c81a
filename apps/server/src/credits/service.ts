import { and, eq, isNull } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  Decimal,
  intradayEligibility,
  intradayLimitUsed,
  intradayWindow,
  money,
  type CountryCode,
  type IntradayIneligibility,
} from '@broker/domain';
import type { CallReply, getIntradayLimit } from '@broker/contract';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { accounts, customers, intradayLimits } from '../db/schema';
import { HttpError } from '../http/api-error';
import { cashBalance, listAccounts, type AccountRow } from '../accounts/queries';
import { reservedCash } from '../accounts/reservations';
import { ownedAccounts } from '../accounts/owned-accounts';
import { summarizeAccount } from '../accounts/valuation';
import { readKycStanding } from '../required-actions/kyc-standing';
import { scheduleJob } from '../platform/schedule';

type Status = CallReply<typeof getIntradayLimit>;
type AccountStatus = Status['accounts'][number];

/** The job that ends a country's trading day's limits after its close (close-job.ts). */
export const CLOSE_JOB_KIND = 'credits.intraday-close';
export const closeJobRef = (country: CountryCode, day: string) => `${country}:${day}`;

/**
 * The trading day an activation now is for. Under the simulator's always-open clock every day
 * trades until local midnight, as share order entry's day then is (market/clock.ts).
 */
export function windowNow(deps: Pick<Deps, 'config' | 'time'>, country: CountryCode) {
  const sim = deps.config.simulator;
  return intradayWindow(country, deps.time.now(), sim.enabled && sim.clock === 'always-open');
}

async function customerOf(db: Db | Tx, customerId: number) {
  const [c] = await db
    .select({ country: customers.country, birthDate: customers.birthDate, personType: customers.personType })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { country: c!.country.trim() as CountryCode, birthDate: c!.birthDate, personType: c!.personType };
}

function wrongCountry(country: CountryCode): HttpError {
  return new HttpError(
    422,
    'INTRADAY_LIMIT_WRONG_COUNTRY',
    `The intraday limit of ${country} is for customers of ${country}`,
    [{ code: 'INTRADAY_LIMIT_WRONG_COUNTRY', field: 'path.countryCode' }],
  );
}

/** The activations of the day not ended, by account. */
async function activeOn(db: Db | Tx, customerId: number, day: string) {
  const rows = await db
    .select()
    .from(intradayLimits)
    .where(
      and(
        eq(intradayLimits.customerId, customerId),
        eq(intradayLimits.tradingDay, day),
        isNull(intradayLimits.deactivatedAt),
      ),
    );
  return new Map(rows.map((r) => [r.accid, r]));
}

interface Assessed {
  account: AccountRow;
  eligible: boolean;
  reason: IntradayIneligibility | null;
  /** The limit an activation now would give (own capital based). */
  offered: Decimal;
  cash: Decimal;
  reserved: Decimal;
}

async function assess(
  deps: Deps,
  customer: { country: CountryCode; birthDate: string; personType: string },
  kyc: Awaited<ReturnType<typeof readKycStanding>>,
  today: string,
  account: AccountRow,
): Promise<Assessed> {
  const s = await summarizeAccount(deps.db, account);
  const e = intradayEligibility({
    country: customer.country,
    account: { type: account.type, currency: account.currency, isBlocked: account.isBlocked },
    customer: { birthDate: customer.birthDate, personType: customer.personType, kyc },
    cash: s.cash,
    ownCapital: s.ownCapital,
    today,
  });
  return {
    account,
    eligible: e.eligible,
    reason: e.eligible ? null : e.reason,
    offered: e.limit,
    cash: s.cash,
    reserved: s.reservedFundOrders.plus(s.reservedExchangeOrders),
  };
}

/** Each account of the customer in the country, as the status call answers it. */
export async function intradayStatus(deps: Deps, customerId: number, country: CountryCode): Promise<Status> {
  const customer = await customerOf(deps.db, customerId);
  if (customer.country !== country) throw wrongCountry(country);
  const window = windowNow(deps, country);
  const today = localToday(country, deps.time.now());
  const [owned, kyc, active] = await Promise.all([
    listAccounts(deps.db, customerId),
    readKycStanding(deps.db, customerId),
    activeOn(deps.db, customerId, window.day),
  ]);
  const out: AccountStatus[] = [];
  for (const account of owned) {
    const a = await assess(deps, customer, kyc, today, account);
    const row = active.get(account.accid);
    const currency = account.currency.trim();
    const limit = row ? new Decimal(row.limitAmount) : a.offered;
    const power = a.cash.minus(a.reserved).plus(row ? limit : 0);
    out.push({
      accid: account.accid,
      accno: account.accno,
      alias: account.alias,
      type: account.type,
      eligible: a.eligible,
      reason: a.reason,
      limit: money(limit, currency),
      active: row !== undefined,
      used: money(row ? intradayLimitUsed(a.cash, a.reserved, limit) : 0, currency),
      trading_power: money(power, currency),
      activated_at: row ? row.activatedAt.getTime() : null,
    });
  }
  return { country, trading_day: window.day, closes_at: window.closesAt, accounts: out };
}

const localToday = (country: CountryCode, now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COUNTRY_FACTS[country].timeZone }).format(now);

/**
 * Activates the limit on the accounts for the current trading day. Another customer's account is a
 * 404 before anything else; then the country, the risk confirmation and each account's eligibility;
 * all or nothing. An account already active keeps its limit (the limit is fixed at activation).
 */
export async function activateIntradayLimit(
  deps: Deps,
  customerId: number,
  country: CountryCode,
  body: { accountIds: number[]; acceptedRisk: boolean },
): Promise<Status> {
  const ids = [...new Set(body.accountIds)];
  await ownedAccounts(deps.db, customerId, ids);
  const customer = await customerOf(deps.db, customerId);
  if (customer.country !== country) throw wrongCountry(country);
  if (body.acceptedRisk !== true) {
    throw new HttpError(
      422,
      'INTRADAY_LIMIT_RISK_NOT_ACCEPTED',
      'The risk of buying on credit must be accepted',
      [{ code: 'INTRADAY_LIMIT_RISK_NOT_ACCEPTED', field: 'body.acceptedRisk' }],
    );
  }
  const window = windowNow(deps, country);
  const now = deps.time.now();
  const today = localToday(country, now);
  // Assessed before the transaction: valuing the holdings reads through the pool (PGlite has one
  // connection, held by an open transaction).
  const [owned, kyc, activeBefore] = await Promise.all([
    listAccounts(deps.db, customerId),
    readKycStanding(deps.db, customerId),
    activeOn(deps.db, customerId, window.day),
  ]);
  const toActivate: Assessed[] = [];
  const refused: { code: string; field: string }[] = [];
  for (const account of owned.filter((a) => ids.includes(a.accid))) {
    if (activeBefore.has(account.accid)) continue;
    const a = await assess(deps, customer, kyc, today, account);
    if (a.eligible) toActivate.push(a);
    else
      refused.push({ code: a.reason!, field: `body.accountIds.${body.accountIds.indexOf(account.accid)}` });
  }
  if (refused.length > 0) {
    throw new HttpError(
      422,
      'INTRADAY_LIMIT_NOT_ELIGIBLE',
      'An account may not have the intraday limit',
      refused,
    );
  }
  if (toActivate.length > 0) {
    await deps.db.transaction(async (tx) => {
      // The customer's row lock makes concurrent activations one after the other; an account
      // activated meanwhile keeps the limit it got (the partial unique index says so).
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      for (const a of toActivate) {
        await tx
          .insert(intradayLimits)
          .values({
            customerId,
            accid: a.account.accid,
            country,
            tradingDay: window.day,
            limitAmount: a.offered.toFixed(2),
            currency: a.account.currency.trim(),
            activatedAt: new Date(now),
          })
          .onConflictDoNothing();
      }
      await scheduleJob(
        tx,
        { kind: CLOSE_JOB_KIND, ref: closeJobRef(country, window.day), dueAt: new Date(window.closesAt) },
        now,
      );
    });
  }
  return intradayStatus(deps, customerId, country);
}

/** Ends an account's limit for the day, while its buys take none of it. */
export async function deactivateIntradayLimit(
  deps: Deps,
  customerId: number,
  country: CountryCode,
  accid: number,
): Promise<Status> {
  await ownedAccounts(deps.db, customerId, [accid]);
  const customer = await customerOf(deps.db, customerId);
  if (customer.country !== country) throw wrongCountry(country);
  const window = windowNow(deps, country);
  await deps.db.transaction(async (tx) => {
    // The account's row lock is the one share order entry takes: no buy slips in between.
    await tx.select({ id: accounts.accid }).from(accounts).where(eq(accounts.accid, accid)).for('update');
    const [row] = await tx
      .select()
      .from(intradayLimits)
      .where(
        and(
          eq(intradayLimits.accid, accid),
          eq(intradayLimits.tradingDay, window.day),
          isNull(intradayLimits.deactivatedAt),
        ),
      )
      .for('update');
    if (!row) {
      throw new HttpError(422, 'INTRADAY_LIMIT_NOT_ACTIVE', `Account ${accid} has no intraday limit active`, [
        { code: 'INTRADAY_LIMIT_NOT_ACTIVE', field: 'path.accid' },
      ]);
    }
    const [cash, reserved] = await Promise.all([cashBalance(tx, accid), reservedCash(tx, accid)]);
    const used = intradayLimitUsed(cash, reserved.fundOrders.plus(reserved.exchangeOrders), row.limitAmount);
    if (used.gt(0)) {
      throw new HttpError(
        422,
        'INTRADAY_LIMIT_IN_USE',
        'The limit is in use: sell, cancel buys or move money in first',
        [{ code: 'INTRADAY_LIMIT_IN_USE', field: 'path.accid' }],
      );
    }
    await tx
      .update(intradayLimits)
      .set({ deactivatedAt: new Date(deps.time.now()), endedBy: 'CUSTOMER' })
      .where(eq(intradayLimits.id, row.id));
  });
  return intradayStatus(deps, customerId, country);
}

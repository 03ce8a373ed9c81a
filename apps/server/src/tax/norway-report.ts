import type { z } from 'zod';
import type { CallReply, NationalTaxReportQuerySchema, getNorwegianTaxReport } from '@broker/contract';
import {
  Decimal,
  NO_SHIELD_RATE_PERCENT,
  bookedCost,
  isTaxWrapper,
  norwegianAskYear,
  norwegianCapitalTax,
  norwegianShares,
  norwegianShareTax,
  type NorwayEvent,
} from '@broker/domain';
import type { Db } from '../db/database';
import { ownedAccounts } from '../accounts/owned-accounts';
import { idList } from '../transactions/filter';
import { requireTaxCountry } from './country';
import { moveReplays, type MoveIn } from './move-replay';
import {
  firstOfSplit,
  loadCorrections,
  moveKey,
  moveOf,
  poolKey,
  splitOf,
  type LedgerRow,
} from './realisations';
import { cashFlowRows, ledgerRows } from './ledger-rows';
import { interestFundIds } from './interest-funds';
import { byTradeDate, compareBooked } from './trade-order';

type Reply = CallReply<typeof getNorwegianTaxReport>;
const zero = new Decimal(0);
const sum = <T>(of: readonly T[], pick: (t: T) => Decimal) => of.reduce((s, t) => s.plus(pick(t)), zero);

/**
 * A Norwegian customer's year (issue 13): ordinary accounts' shares replayed first in, first out
 * from their first purchase, each lot earning the shield of every year it was held at 31 December
 * (a year whose rate is not set yet earns none); each ASK's withdrawals beyond its deposits. The
 * customer's corrected acquisition costs count; excluded sales are listed but not summed. A
 * broker's own statement (Netfonds' yearly statement) asks for the booked figures instead:
 * `customerCorrections: false` leaves the customer's corrections out.
 */
export async function norwegianReport(
  db: Db,
  customerId: number,
  q: z.output<typeof NationalTaxReportQuerySchema>,
  today: string,
  { customerCorrections = true }: { customerCorrections?: boolean } = {},
): Promise<Reply> {
  await requireTaxCountry(db, customerId, 'NO', 'The Norwegian tax report');
  const accounts = await ownedAccounts(db, customerId, idList(q.accids), 'ALL');
  const accountOf = new Map(accounts.map((a) => [a.accid, a]));
  const ordinary = accounts.filter((a) => !isTaxWrapper('NO', a.type)).map((a) => a.accid);
  const wrappers = accounts.filter((a) => isTaxWrapper('NO', a.type)).map((a) => a.accid);
  const yearEnd = `${q.year}-12-31`;

  const rows = await ledgerRows(
    db,
    ordinary,
    ['BUY', 'TRANSFER_IN', 'SELL', 'DIVIDEND', 'CORPORATE_ACTION'],
    yearEnd,
  );
  const corrections = customerCorrections
    ? await loadCorrections(
        db,
        rows.map((r) => Number(r.id)),
      )
    : { excluded: new Set<number>(), costs: new Map<number, Decimal>() };
  // The years whose 31 December has passed and whose rate is set: the ones that earn a shield.
  // Every finished year closes the lots' year (their dividends meet that year's shield); a finished
  // year whose rate is not in the table earns no shield, rather than carrying its dividends on.
  const finished = (year: number) => `${year}-12-31` < today;
  const rates: Record<number, string> = {};
  for (let y = 1990; finished(y) && y <= q.year; y++) rates[y] = NO_SHIELD_RATE_PERCENT[y] ?? '0';

  // Interest funds (Skatteetaten: under 20 % shares) are ordinary income: no shield, no gross-up.
  const interestFunds = await interestFundIds(
    db,
    rows.map((r) => Number(r.instrument_id)),
  );

  const sales: Reply['sales'] = [];
  let interestResult = zero;
  const dividends: Reply['dividends'] = [];
  const exact = { gains: zero, losses: zero, shield: zero, taxable: zero };
  const dividendTotals = { amount: zero, shield: zero };
  // First in, first out over the person's shares of one kind on all their ordinary accounts.
  const pools = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    const key = poolKey('NO', accountOf.get(Number(r.accid))!, Number(r.instrument_id));
    pools.set(key, [...(pools.get(key) ?? []), r]);
  }
  // Each holding's events first; a move's arriving lots are filled in when its holding is replayed.
  const built = new Map<string, { events: NorwayEvent[]; ins: Map<string, MoveIn> }>();
  type Replayed = Extract<ReturnType<typeof norwegianShares>, { ok: true }>;
  let outcomeOf: (key: string) => Replayed = () => {
    throw new Error('replayed before every holding was read');
  };
  const later: (() => void)[] = [];
  for (const [key, holding] of pools) {
    holding.sort((a, b) => compareBooked(a.trade_date, Number(a.id), b.trade_date, Number(b.id)));
    const first = holding[0]!;
    const accountOfRow = (id: string) =>
      accountOf.get(Number(holding.find((r) => String(r.id) === id)!.accid))!;
    const dividendAccounts = new Set<number>();
    const interest = interestFunds.has(Number(first.instrument_id));
    const events: NorwayEvent[] = [];
    let year = Number(first.trade_date.slice(0, 4));
    const closeYearsUntil = (next: number) => {
      for (; year < next; year++) if (!interest && finished(year)) events.push({ kind: 'YEAR_END', year });
    };
    let dividendsOfYear = zero;
    const splits = new Set<string>();
    const moveIns = new Map<string, MoveIn>();
    const movesOut = new Map<string, Extract<NorwayEvent, { kind: 'MOVE_OUT' }>>();
    for (const r of holding) {
      closeYearsUntil(Number(r.trade_date.slice(0, 4)));
      const id = String(r.id);
      const split = splitOf(r);
      const move = moveOf(r);
      if (split) {
        if (firstOfSplit(splits, r, split)) events.push({ kind: 'SPLIT', id, date: r.trade_date, ...split });
      } else if (move) {
        // Once per holding, however many of its accounts the move was booked on.
        const mkey = moveKey(r, move);
        if (move.role === 'FROM') {
          // Shares leaving (a merger, rights used) go with their whole cost, over every account.
          const seen = movesOut.get(mkey);
          const leaving = new Decimal(r.quantity).negated();
          if (seen) {
            if (!leaving.isZero()) seen.shares = new Decimal(seen.shares ?? 0).plus(leaving);
            continue;
          }
          const event: Extract<NorwayEvent, { kind: 'MOVE_OUT' }> = {
            kind: 'MOVE_OUT',
            id: mkey,
            date: r.trade_date,
            costShare: move.costShare,
            ...(leaving.isZero() ? {} : { shares: leaving }),
          };
          movesOut.set(mkey, event);
          events.push(event);
        } else {
          const seen = moveIns.get(mkey);
          if (seen) {
            seen.shares = seen.shares.plus(r.quantity);
            seen.paid = seen.paid.minus(r.amount);
            continue;
          }
          moveIns.set(mkey, {
            source: poolKey('NO', accountOf.get(Number(r.accid))!, move.counterpart),
            action: move.action,
            date: r.trade_date,
            shares: new Decimal(r.quantity),
            paid: new Decimal(r.amount).negated(),
          });
          events.push({ kind: 'MOVE_IN', id: mkey, date: r.trade_date, lots: [] });
        }
      } else if (r.type === 'CORPORATE_ACTION') {
        continue; // no other action changes a cost yet
      } else if (r.type === 'SELL') {
        events.push({ kind: 'SELL', id, date: r.trade_date, quantity: r.quantity, proceeds: r.amount });
      } else if (r.type === 'DIVIDEND') {
        events.push({ kind: 'DIVIDEND', id, date: r.trade_date, amount: r.amount });
        if (!r.trade_date.startsWith(`${q.year}-`)) continue;
        // An interest fund's distribution is ordinary income with its gains and losses.
        if (interest) interestResult = interestResult.plus(r.amount);
        else {
          dividendsOfYear = dividendsOfYear.plus(r.amount);
          dividendAccounts.add(Number(r.accid));
        }
      } else {
        const cost = corrections.costs.get(Number(r.id)) ?? bookedCost(r);
        events.push({ kind: 'BUY', id, date: r.trade_date, quantity: r.quantity, cost });
      }
    }
    closeYearsUntil(q.year + 1);
    built.set(key, { events, ins: moveIns });
    // The report's lines once every holding's events are there to replay.
    later.push(() => {
      const outcome = outcomeOf(key);
      for (const s of outcome.sales.filter((x) => x.date.startsWith(`${q.year}-`))) {
        const excluded = corrections.excluded.has(Number(s.id));
        if (!excluded && interest) interestResult = interestResult.plus(s.gain);
        if (!excluded && !interest) {
          exact.gains = s.gain.gt(0) ? exact.gains.plus(s.gain) : exact.gains;
          exact.losses = s.gain.lt(0) ? exact.losses.plus(s.gain) : exact.losses;
          exact.shield = exact.shield.plus(s.shieldUsed);
          exact.taxable = exact.taxable.plus(s.taxableGain);
        }
        sales.push({
          transaction_id: Number(s.id),
          accid: accountOfRow(s.id).accid,
          account_number: accountOfRow(s.id).accno,
          instrument_name: first.name,
          isin: first.isin,
          trade_date: s.date,
          quantity: s.quantity.toNumber(),
          proceeds: s.proceeds.toNumber(),
          cost: s.cost.toNumber(),
          gain: s.gain.toNumber(),
          shield_used: s.shieldUsed.toNumber(),
          taxable: s.taxableGain.toNumber(),
          kind: interest ? 'INTEREST_FUND' : 'SHARE',
          excluded,
        });
      }
      if (!dividendsOfYear.isZero()) {
        const shield = outcome.years.find((y) => y.year === q.year)?.shieldUsed ?? zero;
        dividendTotals.amount = dividendTotals.amount.plus(dividendsOfYear);
        dividendTotals.shield = dividendTotals.shield.plus(shield);
        dividends.push({
          accid: [...dividendAccounts][0]!,
          account_number: [...dividendAccounts].map((a) => accountOf.get(a)!.accno).join(', '),
          instrument_name: first.name,
          isin: first.isin,
          amount: dividendsOfYear.toNumber(),
          shield_used: shield.toNumber(),
          taxable: dividendsOfYear.minus(shield).toNumber(),
        });
      }
    });
  }
  outcomeOf = moveReplays(built, (key, events) => {
    const outcome = norwegianShares(events, rates);
    if (!outcome.ok) throw new Error(`holding ${key}: ${outcome.code} at ${outcome.at}`);
    return outcome;
  }).outcomeOf;
  for (const report of later) report();

  const movements = await cashFlowRows(db, wrappers, yearEnd);
  const askAccounts = wrappers.map((accid) => {
    const own = movements
      .filter((m) => Number(m.accid) === accid)
      .map((m) => ({
        date: m.trade_date,
        kind: m.type as 'DEPOSIT' | 'WITHDRAWAL',
        amount: new Decimal(m.amount).abs(),
      }));
    return { accid, year: norwegianAskYear(own, q.year) };
  });
  const taxableWithdrawals = sum(askAccounts, (a) => a.year.taxableWithdrawals);
  const taxableDividends = dividendTotals.amount.minus(dividendTotals.shield);
  const taxableIncome = exact.taxable.plus(taxableDividends).plus(taxableWithdrawals);
  const rate = finished(q.year) ? NO_SHIELD_RATE_PERCENT[q.year] : undefined;

  return {
    year: q.year,
    currency: 'NOK',
    shield_rate_percent: rate === undefined ? null : Number(rate),
    sales: sales.sort(byTradeDate),
    dividends: dividends.sort((a, b) => a.instrument_name.localeCompare(b.instrument_name, 'nb')),
    ask_accounts: askAccounts.map(({ accid, year }) => ({
      accid,
      account_number: accountOf.get(accid)!.accno,
      deposits_at_start: year.depositsAtStart.toNumber(),
      deposits: year.deposits.toNumber(),
      withdrawals: year.withdrawals.toNumber(),
      taxable_withdrawals: year.taxableWithdrawals.toNumber(),
      deposits_at_end: year.depositsAtEnd.toNumber(),
    })),
    totals: {
      gains: exact.gains.toNumber(),
      losses: exact.losses.toNumber(),
      shield_used: exact.shield.toNumber(),
      taxable_sales: exact.taxable.toNumber(),
      dividends: dividendTotals.amount.toNumber(),
      dividend_shield_used: dividendTotals.shield.toNumber(),
      taxable_dividends: taxableDividends.toNumber(),
      taxable_withdrawals: taxableWithdrawals.toNumber(),
      taxable_income: taxableIncome.toNumber(),
      interest_fund_result: interestResult.toNumber(),
      tax: norwegianShareTax(taxableIncome).plus(norwegianCapitalTax(interestResult)).toNumber(),
    },
  };
}

import { COUNTRY_FACTS, Decimal, type CountryCode, type Currency } from '@broker/domain';
import { dividendAmounts, issuerCountryOf, withholdingRate } from '@broker/domain';
import { addTradingDays, isBankingDay, isTradingDay, tradingDayOnOrAfter } from '@broker/domain';
import { isDealingDay } from '@broker/domain';
import { instrumentById, type FundDef, type InstrumentDef, type ShareDef } from './catalog';
import type { DemoAccountDef } from './customers';
import { addYears, daysBetween } from '@broker/domain';
import type { DailySeries } from './history';
import { streamFor, type Rng } from './random';
import type { CashLedgerRow, PositionRow, TransactionRow } from './rows';
import { localTimeToUtc } from '@broker/domain';

/**
 * Plays an account's trading plan day by day over the two years before the seed day, at the
 * generated prices, and books every deposit, trade and dividend as a transaction with its cash
 * ledger row. Cash is checked before every purchase, so the balance is never negative.
 */

export const TRANSACTION_YEARS = 2;

// Enough digits that running averages never round before the single rounding at the end.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** Brokerage on shares: a rate with a minimum, higher for foreign shares. */
const COMMISSION = { home: 0.001, foreign: 0.0025 };
const MIN_COMMISSION: Record<Currency, number> = { SEK: 1, NOK: 29, DKK: 29, EUR: 3, USD: 3 };

export interface AccountContext {
  seed: string;
  asOf: string;
  country: CountryCode;
  currency: Currency;
  series: ReadonlyMap<number, DailySeries>;
  /** SEK per unit of a currency on a day: the day's fixing (seed/fx-history.ts). */
  sekPerUnitOn: (currency: string, day: string) => string;
  /** The next free transaction id; ledger rows share the id of their transaction. */
  nextId: number;
  /** The dividends paid before the seed day, by share: the same rows the corporate events hold. */
  dividends: ReadonlyMap<number, readonly SeedDividend[]>;
}

/** A dividend of the corporate events: holders at the start of `exDay` are paid on `payDay`. */
export interface SeedDividend {
  exDay: string;
  payDay: string;
  /** Instrument currency. */
  perShare: string;
}

export interface AccountHistory {
  transactions: TransactionRow[];
  ledger: CashLedgerRow[];
  positions: PositionRow[];
  nextId: number;
}

interface Holding {
  qty: Dec;
  /** Average acquisition price, instrument currency. */
  acqPrice: Dec;
  /** Acquisition value, account currency. */
  acqValueAcc: Dec;
}

const round2 = (v: Dec) => v.toDecimalPlaces(2, D.ROUND_HALF_UP);
const floor6 = (v: Dec) => v.toDecimalPlaces(6, D.ROUND_DOWN);

class AccountBook {
  readonly transactions: TransactionRow[] = [];
  readonly ledger: CashLedgerRow[] = [];
  readonly holdings = new Map<number, Holding>();
  cash: Dec = new D(0);
  private eventsToday = 0;
  private today = '';

  constructor(
    private readonly account: DemoAccountDef,
    private readonly ctx: AccountContext,
  ) {}

  /** One unit of `currency` in the account currency at the day's fixing. */
  private fx(currency: string, day: string): Dec {
    if (currency === this.ctx.currency) return new D(1);
    return new D(this.ctx.sekPerUnitOn(currency, day)).dividedBy(
      this.ctx.sekPerUnitOn(this.ctx.currency, day),
    );
  }

  /** Deposits before the market opens, trades during the day, a few minutes apart, in local time. */
  private instant(day: string, kind: 'deposit' | 'dividend' | 'trade'): Date {
    if (day !== this.today) {
      this.today = day;
      this.eventsToday = 0;
    }
    const n = this.eventsToday++;
    const minutes = kind === 'deposit' ? 7 * 60 + n : kind === 'dividend' ? 8 * 60 + n : 10 * 60 + 11 * n;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return new Date(localTimeToUtc(day, time, COUNTRY_FACTS[this.ctx.country].timeZone));
  }

  private book(
    row: Omit<TransactionRow, 'id' | 'accid' | 'currency' | 'createdAt' | 'relatedId' | 'detail'>,
    at: Date,
    relatedId: number | null = null,
  ): number {
    const id = this.ctx.nextId++;
    const amount = new D(row.amount);
    this.cash = this.cash.plus(amount);
    if (this.cash.isNegative())
      throw new Error(`account ${this.account.accid} would go below zero on ${row.tradeDate}`);
    this.transactions.push({
      id,
      accid: this.account.accid,
      currency: this.ctx.currency,
      createdAt: at,
      relatedId,
      detail: null,
      ...row,
    });
    this.ledger.push({
      id,
      accid: this.account.accid,
      amount: row.amount,
      currency: this.ctx.currency,
      kind: row.type,
      transactionId: id,
      bookedAt: at,
    });
    return id;
  }

  deposit(day: string, amount: number): void {
    const value = round2(new D(amount)).toFixed(2);
    this.book(
      {
        type: 'DEPOSIT',
        instrumentId: null,
        tradeDate: day,
        settleDate: day,
        quantity: null,
        price: null,
        amount: value,
        fee: '0.00',
      },
      this.instant(day, 'deposit'),
    );
  }

  /** The holding a dividend is paid on: what is held as its ex-day begins. */
  held(instrumentId: number): Dec {
    return this.holdings.get(instrumentId)?.qty ?? new D(0);
  }

  /**
   * A dividend on `quantity` shares held at the ex-day, paid in the account currency with the
   * foreign tax withheld as its own row linked to it, as the corporate-event job books one.
   */
  dividend(day: string, share: ShareDef, perShare: Dec, quantity: Dec): void {
    if (quantity.isZero()) return;
    const rate = withholdingRate(issuerCountryOf(share.isin), this.ctx.country);
    const { gross, withholding } = dividendAmounts(
      quantity.toString(),
      perShare.toString(),
      this.fx(share.currency, day).toString(),
      rate,
    );
    if (gross.isZero()) return;
    const at = this.instant(day, 'dividend');
    const row = {
      instrumentId: share.instrumentId,
      tradeDate: day,
      settleDate: day,
      quantity: quantity.toFixed(6),
      price: perShare.toFixed(6),
      fee: '0.00',
    };
    const dividendId = this.book({ ...row, type: 'DIVIDEND', amount: gross.toFixed(2) }, at);
    if (withholding.isZero()) return;
    this.book({ ...row, type: 'WITHHOLDING_TAX', amount: withholding.negated().toFixed(2) }, at, dividendId);
  }

  private commission(def: InstrumentDef, gross: Dec): Dec {
    const foreign = def.currency !== this.ctx.currency;
    const rate = foreign ? COMMISSION.foreign : COMMISSION.home;
    return D.max(round2(gross.times(rate)), new D(MIN_COMMISSION[this.ctx.currency]));
  }

  private settleDay(def: InstrumentDef, day: string): string {
    return addTradingDays(def.calendar, day, 2);
  }

  /** Buys whole shares for at most `budget` (account currency, fee included); false when not even one fits. */
  buyShares(day: string, share: ShareDef, price: Dec, budget: Dec): boolean {
    const fx = this.fx(share.currency, day);
    const spend = D.min(budget, this.cash);
    let qty = spend.dividedBy(price.times(fx).times(1 + COMMISSION.foreign)).floor();
    let gross = round2(qty.times(price).times(fx));
    let fee = this.commission(share, gross);
    while (qty.gt(0) && gross.plus(fee).gt(spend)) {
      qty = qty.minus(1);
      gross = round2(qty.times(price).times(fx));
      fee = this.commission(share, gross);
    }
    if (qty.lte(0)) return false;
    this.addToHolding(share.instrumentId, qty, price, qty.times(price).times(fx));
    this.book(
      {
        type: 'BUY',
        instrumentId: share.instrumentId,
        tradeDate: day,
        settleDate: this.settleDay(share, day),
        quantity: qty.toFixed(6),
        price: price.toFixed(6),
        amount: gross.plus(fee).negated().toFixed(2),
        fee: fee.toFixed(2),
      },
      this.instant(day, 'trade'),
    );
    return true;
  }

  /** Buys a fund for an amount (fee included in it, as the order flow shows), in units rounded down to 6 decimals. */
  buyFund(day: string, fund: FundDef, nav: Dec, amount: Dec): boolean {
    const value = round2(D.min(amount, this.cash));
    if (value.lt(fund.minInvestment) || value.lte(0)) return false;
    const fx = this.fx(fund.currency, day);
    const fee = round2(value.times(fund.buyFee).dividedBy(100));
    const units = floor6(value.minus(fee).dividedBy(nav.times(fx)));
    if (units.lte(0)) return false;
    this.addToHolding(fund.instrumentId, units, nav, units.times(nav).times(fx));
    this.book(
      {
        type: 'BUY',
        instrumentId: fund.instrumentId,
        tradeDate: day,
        settleDate: this.settleDay(fund, day),
        quantity: units.toFixed(6),
        price: nav.toFixed(6),
        amount: value.negated().toFixed(2),
        fee: fee.toFixed(2),
      },
      this.instant(day, 'trade'),
    );
    return true;
  }

  sell(day: string, def: InstrumentDef, price: Dec, qty: Dec): boolean {
    const holding = this.holdings.get(def.instrumentId);
    if (!holding || qty.lte(0) || qty.gt(holding.qty)) return false;
    const fx = this.fx(def.currency, day);
    const gross = round2(qty.times(price).times(fx));
    const fee =
      def.kind === 'fund' ? round2(gross.times(def.sellFee).dividedBy(100)) : this.commission(def, gross);
    if (gross.lte(fee)) return false;
    holding.acqValueAcc = holding.acqValueAcc.minus(holding.acqValueAcc.times(qty).dividedBy(holding.qty));
    holding.qty = holding.qty.minus(qty);
    if (holding.qty.isZero()) this.holdings.delete(def.instrumentId);
    this.book(
      {
        type: 'SELL',
        instrumentId: def.instrumentId,
        tradeDate: day,
        settleDate: this.settleDay(def, day),
        quantity: qty.toFixed(6),
        price: price.toFixed(6),
        amount: gross.minus(fee).toFixed(2),
        fee: fee.toFixed(2),
      },
      this.instant(day, 'trade'),
    );
    return true;
  }

  private addToHolding(instrumentId: number, qty: Dec, price: Dec, valueAcc: Dec): void {
    const h = this.holdings.get(instrumentId) ?? { qty: new D(0), acqPrice: new D(0), acqValueAcc: new D(0) };
    const newQty = h.qty.plus(qty);
    h.acqPrice = h.qty.times(h.acqPrice).plus(qty.times(price)).dividedBy(newQty);
    h.acqValueAcc = h.acqValueAcc.plus(valueAcc);
    h.qty = newQty;
    this.holdings.set(instrumentId, h);
  }

  positions(): PositionRow[] {
    return [...this.holdings.entries()]
      .sort(([a], [b]) => a - b)
      .map(([instrumentId, h]) => ({
        accid: this.account.accid,
        instrumentId,
        qty: h.qty.toFixed(6),
        acqPrice: h.acqPrice.toDecimalPlaces(6, D.ROUND_HALF_UP).toFixed(6),
        acqValueAcc: round2(h.acqValueAcc).toFixed(2),
      }));
  }
}

function barOf(ctx: AccountContext, instrumentId: number, day: string) {
  const s = ctx.series.get(instrumentId);
  const i = s?.dayIndex.get(day);
  if (!s || i === undefined) return undefined;
  return {
    open: s.open[i] ?? 0,
    high: s.high[i] ?? 0,
    low: s.low[i] ?? 0,
    close: s.close[i] ?? 0,
    decimals: s.decimals,
  };
}

/** A price the share actually traded at that day: somewhere between its low and high. */
function sharePrice(ctx: AccountContext, share: ShareDef, day: string, rng: Rng): Dec | undefined {
  const bar = barOf(ctx, share.instrumentId, day);
  if (!bar) return undefined;
  const p = bar.low + rng.next() * (bar.high - bar.low);
  return new D(p.toFixed(bar.decimals));
}

function fundNav(ctx: AccountContext, fund: FundDef, day: string): Dec | undefined {
  const bar = barOf(ctx, fund.instrumentId, day);
  return bar ? new D(bar.close.toFixed(bar.decimals)) : undefined;
}

function canTrade(def: InstrumentDef, side: 'BUY' | 'SELL', day: string): boolean {
  if (def.kind === 'fund')
    return isDealingDay(def.calendar, side === 'BUY' ? def.buyFrequency : def.sellFrequency, day);
  return isTradingDay(def.calendar, day);
}

export function simulateAccount(account: DemoAccountDef, ctx: AccountContext): AccountHistory {
  const book = new AccountBook(account, ctx);
  const rng = streamFor(ctx.seed, 'account', account.accid);
  const plan = account.plan;
  const start = tradingDayOnOrAfter(ctx.country, addYears(ctx.asOf, -TRANSACTION_YEARS));
  const days = daysBetween(start, ctx.asOf).filter((d) => d < ctx.asOf);
  const core = new Set(plan.core.map((c) => c.instrumentId));
  const pendingCore = [...plan.core];
  const universe = [...new Set([...plan.universe, ...core])].map(instrumentById);
  const dividendShares = universe.filter((d): d is ShareDef => d.kind === 'share' && d.dividendYield > 0);
  const dailyTradeChance = plan.tradesPerMonth / 21;
  let depositedMonth = start.slice(0, 7);
  // Holdings as each dividend went ex, until it is paid.
  const entitled = new Map<SeedDividend, Dec>();

  book.deposit(start, plan.initialDeposit);
  for (const day of days) {
    const banking = isBankingDay(ctx.country, day);
    // Payday savings: the first banking day on or after the 25th.
    if (
      banking &&
      plan.monthlyDeposit > 0 &&
      day.slice(0, 7) !== depositedMonth &&
      Number(day.slice(8)) >= 25
    ) {
      depositedMonth = day.slice(0, 7);
      book.deposit(day, plan.monthlyDeposit);
    }

    // Dividends before the day's trades: paid ones first, then the holdings going ex today.
    for (const share of dividendShares) {
      for (const d of ctx.dividends.get(share.instrumentId) ?? []) {
        if (d.payDay === day) book.dividend(day, share, new D(d.perShare), entitled.get(d) ?? new D(0));
        if (d.exDay === day) entitled.set(d, book.held(share.instrumentId));
      }
    }

    // The first deposit lands before anything is bought; investing starts the next day.
    if (day === start) continue;
    const next = pendingCore[0];
    if (next) {
      const def = instrumentById(next.instrumentId);
      if (canTrade(def, 'BUY', day)) {
        pendingCore.shift();
        buy(book, ctx, def, day, new D(next.amount), rng);
      }
      continue;
    }

    if (!banking || !rng.chance(dailyTradeChance)) continue;
    const def = rng.pick(universe);
    const held = book.holdings.get(def.instrumentId);
    const wantsSell = rng.chance(0.3);
    const fraction = rng.uniform(0.2, 0.6);
    const sellAll = rng.chance(0.4);
    const budgetShare = rng.uniform(0.04, 0.15);
    if (held && wantsSell && !plan.buyOnly) {
      if (!canTrade(def, 'SELL', day)) continue;
      const all = sellAll && !core.has(def.instrumentId);
      const qty = all
        ? held.qty
        : def.kind === 'fund'
          ? floor6(held.qty.times(fraction))
          : held.qty.times(fraction).floor();
      const price =
        def.kind === 'fund'
          ? fundNav(ctx, def, day)
          : def.kind === 'share'
            ? sharePrice(ctx, def, day, rng)
            : undefined;
      if (price) book.sell(day, def, price, qty);
    } else if (canTrade(def, 'BUY', day) && !(def.kind === 'fund' && !def.activeForBuy)) {
      buy(book, ctx, def, day, round2(book.cash.times(budgetShare)), rng);
    }
  }
  return {
    transactions: book.transactions,
    ledger: book.ledger,
    positions: book.positions(),
    nextId: ctx.nextId,
  };
}

function buy(
  book: AccountBook,
  ctx: AccountContext,
  def: InstrumentDef,
  day: string,
  amount: Dec,
  rng: Rng,
): void {
  if (def.kind === 'share') {
    const price = sharePrice(ctx, def, day, rng);
    if (price) book.buyShares(day, def, price, amount);
  } else if (def.kind === 'fund') {
    const nav = fundNav(ctx, def, day);
    if (nav) book.buyFund(day, def, nav, amount);
  }
}

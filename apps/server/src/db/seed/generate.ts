import { COUNTRY_FACTS, luhnCheckDigit, type Currency } from '@broker/domain';
import { CATALOG, FX_SEK_PER_UNIT, type InstrumentDef } from './catalog';
import { fixingHistory, fixingLookup } from './fx-history';
import { birthDateOf, DEMO_CUSTOMERS, DEMO_PASSWORD } from './customers';
import { addDays, addYears, dayNumber } from '@broker/domain';
import { dailyBarRows, generateDailySeries, type DailySeries } from './history';
import { corporateEventRows, splitEventRow } from './events';
import { fundamentalsRows, type FundamentalsData } from './fundamentals';
import { fundFactsRows } from './fund-facts';
import { curatedListRows, type CuratedListData } from './curated-lists';
import { indexMinuteBarsForDay, minuteBarsForDay, type DayBar } from './intraday';
import { simulateAccount, TRANSACTION_YEARS, type SeedDividend } from './portfolio';
import { demoKycRows } from './kyc';
import type {
  AccountRow,
  CashLedgerRow,
  CorporateEventRow,
  ConsentRow,
  CrmTaskRow,
  CustomerApprovalRow,
  CustomerRow,
  DailyBarRow,
  FxFixingRow,
  FxRateRow,
  FundFactsRow,
  IndexConstituentRow,
  InstrumentRow,
  KycAnswerRow,
  MarketRow,
  MinuteBarRow,
  PositionRow,
  TradableRow,
  TransactionRow,
  UserSeedRow,
} from './rows';
import { tradingSession } from '@broker/domain';

/**
 * A Swedish personnummer for a demo customer given none (the minor, whose birth date follows the
 * seed's day): the birth date, a serial number and the Luhn digit over the ten digits.
 */
function personnummerOf(birthDate: string): string {
  const digits = birthDate.replace(/-/g, '') + '123';
  return digits + luhnCheckDigit(digits.slice(2));
}

export interface DemoOptions {
  /** Any string; the same seed and options give byte-identical data. */
  seed?: string;
  /** The last history day, 'yyyy-MM-dd'. Bars include it when it is a trading day. */
  asOf: string;
  /** Years of daily bars before `asOf`. */
  historyYears?: number;
  /** Trading days, counting back from `asOf`, that get 1-minute bars for every share. */
  minuteDays?: number;
}

export interface DemoData extends CuratedListData, FundamentalsData {
  markets: MarketRow[];
  instruments: InstrumentRow[];
  tradables: TradableRow[];
  indexConstituents: IndexConstituentRow[];
  fxRates: FxRateRow[];
  fxFixings: FxFixingRow[];
  dailyBars: DailyBarRow[];
  minuteBars: MinuteBarRow[];
  customers: CustomerRow[];
  customerApprovals: CustomerApprovalRow[];
  kycAnswers: KycAnswerRow[];
  consents: ConsentRow[];
  crmTasks: CrmTaskRow[];
  users: UserSeedRow[];
  accounts: AccountRow[];
  transactions: TransactionRow[];
  cashLedger: CashLedgerRow[];
  positions: PositionRow[];
  corporateEvents: CorporateEventRow[];
  fundFacts: FundFactsRow[];
}

export const DEFAULT_SEED = 'nordic-broker';

export function resolveOptions(options: DemoOptions): Required<DemoOptions> {
  const resolved = {
    seed: options.seed ?? DEFAULT_SEED,
    asOf: options.asOf,
    historyYears: options.historyYears ?? 10,
    minuteDays: options.minuteDays ?? 5,
  };
  dayNumber(resolved.asOf); // throws on a malformed day
  if (!Number.isInteger(resolved.historyYears) || resolved.historyYears < 1)
    throw new Error('historyYears must be a whole number of at least 1');
  if (!Number.isInteger(resolved.minuteDays) || resolved.minuteDays < 0)
    throw new Error('minuteDays must be a whole number, 0 or more');
  return resolved;
}

function instrumentRow(def: InstrumentDef): InstrumentRow {
  const fund = def.kind === 'fund' ? def : undefined;
  return {
    instrumentId: def.instrumentId,
    isin: def.isin,
    name: def.name,
    symbol: def.symbol,
    groupType: def.kind === 'share' ? 'EQ' : def.kind === 'fund' ? 'FND' : 'IDX',
    instrumentType: def.kind === 'share' ? 'ESH' : def.kind === 'fund' ? 'FND' : 'IND',
    currency: def.currency,
    marketId: def.marketId,
    sector: def.kind === 'share' ? def.sector : fund ? fund.category : null,
    mifid2Category: def.mifid2Category,
    risk: def.risk,
    sfdrArticle: fund ? fund.sfdrArticle : null,
    fundType: fund ? fund.fundType : null,
    buyFee: fund ? fund.buyFee : null,
    sellFee: fund ? fund.sellFee : null,
    prospectusUrl: fund ? fund.prospectusUrl : null,
    buyFrequency: fund ? fund.buyFrequency : null,
    sellFrequency: fund ? fund.sellFrequency : null,
    minInvestment: fund ? fund.minInvestment : null,
    isIndexFund: fund ? fund.isIndexFund : false,
    activeForBuy: fund ? fund.activeForBuy : true,
    activeForSell: fund ? fund.activeForSell : true,
  };
}

/** Day i of a daily series as one bar. */
function dayBar(s: DailySeries, i: number): DayBar {
  return {
    open: s.open[i] ?? 0,
    high: s.high[i] ?? 0,
    low: s.low[i] ?? 0,
    close: s.close[i] ?? 0,
    volume: s.volume[i] ?? 0,
  };
}

/** The last `minuteDays` days in one-minute bars: every share's, then every index's from its members'. */
function minuteBarRows(
  seed: string,
  series: ReturnType<typeof generateDailySeries>,
  asOf: string,
  minuteDays: number,
): MinuteBarRow[] {
  const rows: MinuteBarRow[] = [];
  if (minuteDays === 0) return rows;
  const shareDays = new Map<string, MinuteBarRow[]>();
  const memberBars = (instrumentId: number, day: string) => shareDays.get(`${instrumentId} ${day}`) ?? [];
  for (const share of CATALOG.shares) {
    const s = series.get(share.instrumentId);
    if (!s) continue;
    const last = s.days.length - 1;
    for (let i = Math.max(0, last - minuteDays + 1); i <= last; i++) {
      const day = s.days[i] as string;
      const session = tradingSession(share.calendar, day);
      if (!session || day > asOf) continue;
      const bars = minuteBarsForDay({
        seed,
        instrumentId: share.instrumentId,
        day,
        decimals: s.decimals,
        bar: dayBar(s, i),
        openAt: session.openAt,
        closeAt: session.closeAt,
      });
      shareDays.set(`${share.instrumentId} ${day}`, bars);
      rows.push(...bars);
    }
  }
  for (const index of CATALOG.indices) {
    const s = series.get(index.instrumentId);
    if (!s) continue;
    const last = s.days.length - 1;
    for (let i = Math.max(0, last - minuteDays + 1); i <= last; i++) {
      const day = s.days[i] as string;
      if (day > asOf) continue;
      const members = index.constituents.map((c) => ({
        weight: Number(c.weight),
        bars: memberBars(c.instrumentId, day),
      }));
      rows.push(
        ...indexMinuteBarsForDay({
          instrumentId: index.instrumentId,
          decimals: s.decimals,
          bar: dayBar(s, i),
          members,
        }),
      );
    }
  }
  return rows;
}

/**
 * The whole demo data set as plain rows, one array per table. Pure: no I/O, no clock, no
 * Math.random; the same options give the same rows.
 */
export function generateDemoData(options: DemoOptions): DemoData {
  const { seed, asOf, historyYears, minuteDays } = resolveOptions(options);
  const historyFrom = addDays(addYears(asOf, -historyYears), 1);
  // Prices are generated for the transaction window even when the stored history is shorter, so
  // the trades are the same whatever historyYears is; the suffix property keeps both in agreement.
  const seriesFrom = addDays(addYears(asOf, -Math.max(historyYears, TRANSACTION_YEARS + 1)), 1);
  const series = generateDailySeries(CATALOG, { seed, asOf, from: seriesFrom });

  const markets: MarketRow[] = CATALOG.markets.map((m) => ({ ...m }));
  const instruments = CATALOG.all.map(instrumentRow);
  const tradables: TradableRow[] = CATALOG.all.map((def, i) => ({
    id: i + 1,
    instrumentId: def.instrumentId,
    marketId: def.marketId,
    identifier: def.identifier,
    lotSize: 1,
    displayOrder: 0,
  }));
  const indexConstituents: IndexConstituentRow[] = CATALOG.indices.flatMap((idx) =>
    idx.constituents.map((c) => ({
      indexId: idx.instrumentId,
      instrumentId: c.instrumentId,
      weight: c.weight,
    })),
  );
  const fxRates: FxRateRow[] = Object.entries(FX_SEK_PER_UNIT).map(([currency, sekPerUnit]) => ({
    currency,
    sekPerUnit,
  }));
  // A fixing for every banking day the prices have, so every trade and dividend has its day's rate.
  const fxFixings: FxFixingRow[] = fixingHistory(seed, FX_SEK_PER_UNIT, seriesFrom, asOf);
  const sekPerUnitOn = fixingLookup(fxFixings, FX_SEK_PER_UNIT);

  // The account histories are paid the dividends of these same events (the ones due before today).
  // (over the whole generated series, so the trades stay the same whatever history is stored).
  const allEvents = corporateEventRows(CATALOG, series, seriesFrom, asOf);
  const dividends = seedDividends(allEvents, asOf);
  const corporateEvents = allEvents.filter((e) => e.day >= historyFrom).map((e, i) => ({ ...e, id: i + 1 }));

  // Customers and accounts exist a week before their first deposit.
  const createdAt = new Date(`${addDays(addYears(asOf, -TRANSACTION_YEARS), -7)}T10:00:00.000Z`);
  const customers: CustomerRow[] = [];
  const customerApprovals: CustomerApprovalRow[] = [];
  // Knowledge tests were passed two months before the seed day and are valid for a year.
  const approvedAt = new Date(`${addDays(asOf, -60)}T10:00:00.000Z`);
  const approvalExpiresAt = new Date(`${addDays(addYears(asOf, 1), -60)}T10:00:00.000Z`);
  const users: UserSeedRow[] = [];
  const accounts: AccountRow[] = [];
  const transactions: TransactionRow[] = [];
  const cashLedger: CashLedgerRow[] = [];
  const positions: PositionRow[] = [];
  let nextId = 1;
  for (const c of DEMO_CUSTOMERS) {
    const currency: Currency = COUNTRY_FACTS[c.country].currency;
    customers.push({
      id: c.id,
      customerNo: c.customerNo,
      firstName: c.firstName,
      lastName: c.lastName,
      country: c.country,
      segment: c.segment,
      tier: c.tier,
      birthDate: birthDateOf(c, asOf),
      nationalId: c.address?.nationalId ?? (c.country === 'SE' ? personnummerOf(birthDateOf(c, asOf)) : null),
      street: c.address?.street ?? null,
      postalCode: c.address?.postalCode ?? null,
      city: c.address?.city ?? null,
      isPartner: c.isPartner,
      lang: c.lang,
      courtageClass: 'MINI',
      personType: 'NAT',
      createdAt,
    });
    for (const category of c.approvals ?? []) {
      customerApprovals.push({
        customerId: c.id,
        mifid2Category: category,
        approvedAt,
        expiresAt: approvalExpiresAt,
      });
    }
    users.push({ id: c.id, customerId: c.id, username: c.username, password: DEMO_PASSWORD, createdAt });
    for (const a of c.accounts) {
      accounts.push({
        accid: a.accid,
        customerId: c.id,
        accno: a.accno,
        alias: a.alias,
        type: a.type,
        currency,
        isBlocked: a.isBlocked,
        accountCode: a.accountCode,
        atyid: a.atyid,
        isDefault: a.isDefault,
        provider: a.provider ?? 'NORDBROKER',
        createdAt,
      });
      const history = simulateAccount(a, {
        seed,
        asOf,
        country: c.country,
        currency,
        series,
        sekPerUnitOn,
        nextId,
        dividends,
      });
      nextId = history.nextId;
      transactions.push(...history.transactions);
      cashLedger.push(...history.ledger);
      positions.push(...history.positions);
    }
  }

  // The demo's split: of the share most demo accounts hold, so a customer sees it happen.
  const holders = new Map<number, number>();
  for (const p of positions) holders.set(p.instrumentId, (holders.get(p.instrumentId) ?? 0) + 1);
  const splitShare = CATALOG.shares
    .filter((s) => holders.has(s.instrumentId))
    .sort(
      (a, b) =>
        holders.get(b.instrumentId)! - holders.get(a.instrumentId)! || a.instrumentId - b.instrumentId,
    )[0];
  if (splitShare) {
    const split = splitEventRow(splitShare, asOf, corporateEvents.length + 1);
    // Dividends announced for after it are per new share: half as much for 2 for 1.
    for (const e of corporateEvents) {
      if (e.instrumentId !== split.instrumentId || e.day < split.day || e.dividendAmount === null) continue;
      e.dividendAmount = ((Number(e.dividendAmount) * split.splitFrom!) / split.splitTo!).toFixed(2);
    }
    corporateEvents.push(split);
  }

  return {
    markets,
    instruments,
    tradables,
    indexConstituents,
    fxRates,
    fxFixings,
    dailyBars: dailyBarRows(series, historyFrom),
    minuteBars: minuteBarRows(seed, series, asOf, minuteDays),
    customers,
    customerApprovals,
    ...demoKycRows(DEMO_CUSTOMERS, asOf),
    users,
    accounts,
    transactions,
    cashLedger,
    positions,
    corporateEvents,
    ...curatedListRows(seed, asOf, positions, accounts),
    ...fundamentalsRows(CATALOG, seed, asOf),
    fundFacts: fundFactsRows(CATALOG, seed, asOf),
  };
}

/** The dividends paid before the seed day, by share, for the account histories. */
function seedDividends(events: readonly CorporateEventRow[], asOf: string): Map<number, SeedDividend[]> {
  const byShare = new Map<number, SeedDividend[]>();
  for (const e of events) {
    if (e.payDay === null || e.payDay >= asOf || e.dividendAmount === null) continue;
    const list = byShare.get(e.instrumentId) ?? [];
    list.push({ exDay: e.day, payDay: e.payDay, perShare: e.dividendAmount });
    byShare.set(e.instrumentId, list);
  }
  return byShare;
}

import {
  COUNTRIES,
  Decimal,
  LIVE_ALLOCATION_STATUSES,
  type CountryCode,
  type KycStanding,
  type OrderSide,
} from '@broker/domain';
import { decodeKyc, latestKycSql } from '../required-actions/kyc-standing';
import { reservedCashSql } from '../accounts/reservations';
import type { FxTable } from '../instruments/fx';
import { literal, literalList, timestampLiteral } from '../db/sql-text';
import type { PreparedStatement, Row, StatementBatches } from '../db/statement-batch';

/**
 * What the checks of one fund order read, in two statements sent together: the lock of the
 * customer's and the account's rows, then every fact in one SELECT. The SELECT is a statement of its
 * own, after the lock: in READ COMMITTED it takes its snapshot once the lock is granted, so it sees
 * every order committed by whoever held the lock before (a subquery of the locking statement could
 * read a snapshot from before the wait, and two orders could then spend the same cash).
 */

export interface LockedCustomer {
  country: CountryCode;
  birthDate: string;
  /** NAT, JUR, EST: only a natural person can be a minor. */
  personType: string;
  isPartner: boolean;
  /** The KYC answers in force (null: never answered): overdue or high risk refuses buys. */
  kyc: KycStanding | null;
}

export interface LockedAccount {
  accid: number;
  accno: string;
  /** char(3): may carry padding. */
  currency: string;
  isBlocked: boolean;
  accountCode: string;
  atyid: number;
}

/** The instrument's columns the checks, the schedule and the reply read. */
export interface OrderInstrument {
  instrumentId: number;
  name: string;
  groupType: string;
  currency: string;
  mifid2Category: number;
  minInvestment: string | null;
  isIndexFund: boolean;
  activeForBuy: boolean;
  activeForSell: boolean;
  buyFrequency: string | null;
  sellFrequency: string | null;
}

/** An order placed earlier with the same Idempotency-Key. */
export interface StoredPlacement {
  id: number;
  accid: number;
  requestHash: string;
  reply: unknown;
}

export interface OrderFacts {
  /** The customer's segment; undefined when the customer does not exist. */
  segment?: string;
  /** Undefined when the account is not this customer's (nothing was locked then). */
  locked?: { customer: LockedCustomer; account: LockedAccount };
  instrument?: OrderInstrument;
  /** Only when an Idempotency-Key was given and an order with it exists. */
  stored?: StoredPlacement;
  /** Buys of a fund: the account's cash, its reservations, the approval, today's index-fund buys. */
  cash: Decimal;
  reserved: Decimal;
  hasValidApproval: boolean;
  indexFundBoughtToday: Decimal;
  /** Sells of a fund: units held, units of active sells, the last NAV. */
  held: Decimal;
  reservedUnits: Decimal;
  lastNav: Decimal;
  /** Funds: sides of today's orders and live requests on this account and instrument. */
  tradedToday: Set<OrderSide>;
  fx: FxTable;
}

export interface OrderFactsQuery {
  customerId: number;
  accid: number;
  instrumentId: number;
  side: OrderSide;
  now: number;
  /** Start of today in each country: the statement picks the customer's (read under the lock). */
  startOfDay: Record<CountryCode, number>;
  idempotencyKey?: string;
}

const SIDES: readonly OrderSide[] = ['BUY', 'SELL'];

/** Orders that count for today's limits and the same-day rules: not cancelled or rejected. */
const COUNTING_STATES = ['PLACED', 'EXECUTED', 'SETTLED'];

/**
 * The facts, a prepared statement: $1 customer, $2 account, $3 instrument, $4 side, $5 now, $6… the
 * start of today in each of COUNTRIES (the customer's country is read under the lock, in the same
 * round trip, so the statement picks it), then the Idempotency-Key (null: none). CASE runs only the
 * subqueries the order needs; a missing instrument reads nothing.
 */
const KEY_ARG = 6 + COUNTRIES.length;

/** Funds: whether an order or a live request of this side was made on the account and instrument today. */
const tradedSince = (side: OrderSide) => `case when x.fund then
      exists (select 1 from fund_orders where accid = $2::int and instrument_id = $3::int
        and side = ${literal(side)} and state in (${literalList(COUNTING_STATES)}) and created_at >= d.since)
      or exists (select 1 from allocation_requests where accid = $2::int and instrument_id = $3::int
        and side = ${literal(side)} and status in (${literalList(LIVE_ALLOCATION_STATUSES)})
        and created_at >= d.since) end`;
const FACTS = `select c.segment,
    i.instrument_id as "instrumentId", i.name, i.group_type as "groupType", i.currency,
    i.mifid2_category as "mifid2Category", i.min_investment::text as "minInvestment",
    i.is_index_fund as "isIndexFund", i.active_for_buy as "activeForBuy",
    i.active_for_sell as "activeForSell", i.buy_frequency as "buyFrequency",
    i.sell_frequency as "sellFrequency",
    (select json_build_object('id', o.id, 'accid', o.accid, 'requestHash', o.request_hash, 'reply', o.reply)
      from fund_orders o where o.customer_id = $1::int and o.idempotency_key = $${KEY_ARG}::text) as stored,
    (select json_object_agg(trim(currency), sek_per_unit::text) from fx_rates) as fx,
    case when x.buy then
      (select coalesce(sum(amount), 0)::text from cash_ledger where accid = $2::int) end as cash,
    case when x.buy then
      ${reservedCashSql('$2::int')}::text end as reserved,
    case when x.buy then exists (select 1 from customer_approvals where customer_id = $1::int
      and mifid2_category = i.mifid2_category and expires_at > $5::timestamptz) end as "hasValidApproval",
    case when x.buy and i.is_index_fund then
      (select coalesce(sum(o.amount), 0)::text from fund_orders o
        join instruments oi on oi.instrument_id = o.instrument_id
        where o.customer_id = $1::int and o.side = 'BUY' and oi.is_index_fund
          and o.state in (${literalList(COUNTING_STATES)}) and o.created_at >= d.since) end as "indexFundBoughtToday",
    case when x.sell then
      (select qty::text from positions where accid = $2::int and instrument_id = $3::int) end as held,
    case when x.sell then
      (select coalesce(sum(reserved_units), 0)::text from fund_orders
        where accid = $2::int and instrument_id = $3::int) end as "reservedUnits",
    case when x.sell then
      (select close::text from daily_bars where instrument_id = $3::int order by day desc limit 1) end as "lastNav",
    ${tradedSince('BUY')} as "tradedBUY",
    ${tradedSince('SELL')} as "tradedSELL"
  from customers c
  cross join lateral (select case c.country
    ${COUNTRIES.map((country, n) => `when ${literal(country)} then $${6 + n}::timestamptz`).join(' ')} end as since) d
  left join instruments i on i.instrument_id = $3::int
  cross join lateral (select coalesce(i.group_type = 'FND', false) as fund,
    coalesce(i.group_type = 'FND', false) and $4::text = 'BUY' as buy,
    coalesce(i.group_type = 'FND', false) and $4::text = 'SELL' as sell) x
  where c.id = $1::int`;

/** The lock of the customer's and the account's rows, with what the checks read of them: $1 customer, $2 account. */
const LOCK = `select c.country, c.birth_date::text as "birthDate", c.person_type as "personType", c.is_partner as "isPartner",
    ${latestKycSql('c.id')} as kyc,
    a.accid, a.accno, a.currency, a.is_blocked as "isBlocked", a.account_code as "accountCode", a.atyid
  from customers c join accounts a on a.customer_id = c.id
  where c.id = $1::int and a.accid = $2::int and a.provider = 'NORDBROKER'
  for update of c, a`;

/**
 * The lock (customer, then account, the order every placement and allocation request takes them in;
 * execution and settlement lock only the account) and the facts.
 */
export function orderFactsStatements(
  q: OrderFactsQuery,
): [lock: PreparedStatement, facts: PreparedStatement] {
  const lock = { name: 'fund_order_lock', text: LOCK, args: [literal(q.customerId), literal(q.accid)] };
  const args = [
    literal(q.customerId),
    literal(q.accid),
    literal(q.instrumentId),
    literal(q.side),
    timestampLiteral(q.now),
    ...COUNTRIES.map((country) => timestampLiteral(q.startOfDay[country])),
    literal(q.idempotencyKey ?? null),
  ];
  return [lock, { name: 'fund_order_facts', text: FACTS, args }];
}

const decimal = (value: unknown) => new Decimal((value as string | null) ?? 0);

/** The rows of orderFactsStatements as facts. */
export function decodeOrderFacts([lockRows, factRows]: Row[][]): OrderFacts {
  const l = lockRows?.[0];
  const f = factRows?.[0] ?? {};
  const fx = (f.fx ?? {}) as Record<string, string>;
  return {
    segment: (f.segment as string | undefined) ?? undefined,
    locked: l && {
      customer: {
        country: l.country as CountryCode,
        birthDate: l.birthDate as string,
        personType: l.personType as string,
        isPartner: l.isPartner as boolean,
        kyc: decodeKyc(l.kyc),
      },
      account: {
        accid: l.accid as number,
        accno: l.accno as string,
        currency: l.currency as string,
        isBlocked: l.isBlocked as boolean,
        accountCode: l.accountCode as string,
        atyid: l.atyid as number,
      },
    },
    instrument:
      f.instrumentId === null || f.instrumentId === undefined
        ? undefined
        : {
            instrumentId: f.instrumentId as number,
            name: f.name as string,
            groupType: f.groupType as string,
            currency: f.currency as string,
            mifid2Category: f.mifid2Category as number,
            minInvestment: f.minInvestment as string | null,
            isIndexFund: f.isIndexFund as boolean,
            activeForBuy: f.activeForBuy as boolean,
            activeForSell: f.activeForSell as boolean,
            buyFrequency: f.buyFrequency as string | null,
            sellFrequency: f.sellFrequency as string | null,
          },
    stored: (f.stored as StoredPlacement | null) ?? undefined,
    cash: decimal(f.cash),
    reserved: decimal(f.reserved),
    hasValidApproval: f.hasValidApproval === true,
    indexFundBoughtToday: decimal(f.indexFundBoughtToday),
    held: decimal(f.held),
    reservedUnits: decimal(f.reservedUnits),
    lastNav: decimal(f.lastNav),
    tradedToday: new Set(SIDES.filter((side) => f[`traded${side}`] === true)),
    fx: new Map(Object.entries(fx).map(([currency, rate]) => [currency, new Decimal(rate)])),
  };
}

/** Locks the customer and the account, then reads the facts: one round trip on node-postgres. */
export async function lockAndReadOrderFacts(
  batches: StatementBatches,
  q: OrderFactsQuery,
): Promise<OrderFacts> {
  return decodeOrderFacts(await batches.run(orderFactsStatements(q)));
}

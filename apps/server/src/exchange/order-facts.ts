import {
  Decimal,
  effectiveCourtageClass,
  type CourtageClass,
  type CustomerSegment,
  type CustomerTier,
  type KycStanding,
} from '@broker/domain';
import { decodeKyc, latestKycSql } from '../required-actions/kyc-standing';
import { reservedCashSql, reservedVolumeSql } from '../accounts/reservations';
import { literal } from '../db/sql-text';
import { decodeOpenLimits, openIntradayLimitsSql, type OpenLimit } from '../credits/active-limit';
import type { PreparedStatement, Row, StatementBatches } from '../db/statement-batch';

/**
 * What order entry reads, in two statements sent together (as for fund orders, docs/decisions.md
 * "Fund order placement: statements per order"): the lock of the customer's and the account's rows,
 * then every fact in one SELECT. The SELECT is a statement of its own after the lock, so in READ
 * COMMITTED it sees every order committed by whoever held the lock before. Without `lock` (the
 * preview) it is the SELECT alone.
 */

export interface ShareFacts {
  /** kyc: the KYC answers in force (null: never answered); overdue or high risk refuses buys. */
  customer: {
    segment: string;
    birthDate: string;
    personType: string;
    /** Whether the customer has given an LEI (a legal person trades with one only). */
    hasLei: boolean;
    courtageClass: string;
    kyc: KycStanding | null;
  };
  account: {
    accid: number;
    accno: string;
    /** char(3): may carry padding. */
    currency: string;
    isBlocked: boolean;
    accountCode: string;
    atyid: number;
  };
  /** Undefined when no order book has that market and identifier. */
  share:
    | {
        instrumentId: number;
        name: string;
        lotSize: number;
        groupType: string;
        currency: string;
        timeZone: string;
        country: string;
      }
    | undefined;
  cash: Decimal;
  /** Cash held by the account's active fund and share buys. */
  reserved: Decimal;
  /** Shares of the instrument held, and offered by the account's active sells. */
  held: Decimal;
  reservedVolume: number;
  /** The account's intraday limits not ended (credits area); the order's day picks the one in force. */
  intradayLimits: OpenLimit[];
  /** An order of this customer with the Idempotency-Key, if one exists. */
  earlierId: number | undefined;
}

// Only our accounts take orders: a Netfonds account answers ACCOUNT_NOT_FOUND like a missing one.
const LOCK = `select c.id from customers c join accounts a on a.customer_id = c.id
  where c.id = $1 and a.accid = $2 and a.provider = 'NORDBROKER' for update of c, a`;

const FACTS = `select c.segment, c.tier, c.birth_date::text as birth_date, c.person_type, c.courtage_class,
    exists (select 1 from customer_leis cl where cl.customer_id = c.id) as has_lei,
    ${latestKycSql('c.id')} as kyc,
    a.accid, a.accno, a.currency, a.is_blocked, a.account_code, a.atyid,
    s.instrument_id, s.name, s.lot_size, s.group_type, s.share_currency, s.time_zone, s.country,
    (select coalesce(sum(l.amount), 0) from cash_ledger l where l.accid = a.accid)::text as cash,
    ${reservedCashSql('a.accid')}::text as reserved,
    (select p.qty from positions p where p.accid = a.accid and p.instrument_id = s.instrument_id)::text as held,
    case when s.instrument_id is null then 0
      else ${reservedVolumeSql('a.accid', 's.instrument_id')} end::int as reserved_volume,
    (select o.id from exchange_orders o where o.customer_id = c.id and o.idempotency_key = $5) as earlier_id,
    ${openIntradayLimitsSql('a.accid')} as intraday
  from customers c
  join accounts a on a.customer_id = c.id
  left join lateral (
    select t.instrument_id, i.name, t.lot_size, i.group_type, i.currency as share_currency,
      m.time_zone, m.country
    from tradables t
    join instruments i on i.instrument_id = t.instrument_id
    join markets m on m.market_id = t.market_id
    where t.market_id = $3 and t.identifier = $4
  ) s on true
  where c.id = $1 and a.accid = $2 and a.provider = 'NORDBROKER'`;

export interface FactsQuery {
  customerId: number;
  accid: number;
  marketId: number;
  identifier: string;
  /** The Idempotency-Key of a placement; none for a preview or a check. */
  key?: string | undefined;
}

function toFacts(r: Row): ShareFacts {
  const text = (k: string) => String(r[k]);
  return {
    customer: {
      segment: text('segment'),
      birthDate: text('birth_date'),
      personType: text('person_type'),
      hasLei: r.has_lei === true,
      // The class the customer's orders are charged by: their tier's, or the one they chose.
      courtageClass: effectiveCourtageClass(
        text('segment') as CustomerSegment,
        r.tier === null || r.tier === undefined ? null : (text('tier') as CustomerTier),
        text('courtage_class') as CourtageClass,
      ),
      kyc: decodeKyc(r.kyc),
    },
    account: {
      accid: Number(r.accid),
      accno: text('accno'),
      currency: text('currency'),
      isBlocked: r.is_blocked === true || r.is_blocked === 't',
      accountCode: text('account_code'),
      atyid: Number(r.atyid),
    },
    share:
      r.instrument_id === null || r.instrument_id === undefined
        ? undefined
        : {
            instrumentId: Number(r.instrument_id),
            name: text('name'),
            lotSize: Number(r.lot_size),
            groupType: text('group_type'),
            currency: text('share_currency').trim(),
            timeZone: text('time_zone'),
            country: text('country'),
          },
    cash: new Decimal(text('cash')),
    reserved: new Decimal(text('reserved')),
    held: new Decimal((r.held as string | null) ?? 0),
    reservedVolume: Number(r.reserved_volume ?? 0),
    intradayLimits: decodeOpenLimits(r.intraday),
    earlierId: r.earlier_id === null || r.earlier_id === undefined ? undefined : Number(r.earlier_id),
  };
}

/**
 * Locks (with `lock`) and reads. Undefined when the account is not the customer's: nothing was
 * locked or read then.
 */
export async function readShareFacts(
  batches: StatementBatches,
  q: FactsQuery,
  lock: boolean,
): Promise<ShareFacts | undefined> {
  const args = [
    literal(q.customerId),
    literal(q.accid),
    literal(q.marketId),
    literal(q.identifier),
    literal(q.key ?? null),
  ];
  const facts: PreparedStatement = { name: 'exchange_order_facts', text: FACTS, args };
  const statements: PreparedStatement[] = lock
    ? [{ name: 'exchange_order_lock', text: LOCK, args: args.slice(0, 2) }, facts]
    : [facts];
  const results = await batches.run(statements);
  const rows = results[results.length - 1] ?? [];
  return rows[0] ? toFacts(rows[0]) : undefined;
}

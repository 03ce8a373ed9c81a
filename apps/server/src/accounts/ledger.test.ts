import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  Decimal,
  bookedCost,
  CORPORATE_MOVE_ACTIONS,
  holdingEffect,
  realise,
  type CorporateMoveAction,
  type HoldingEvent,
  type TransactionType,
} from '@broker/domain';
import { moveReplays, type MoveIn } from '../tax/move-replay';
import { accounts, cashLedger, customers, positions, transactions } from '../db/schema';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import {
  bookCash,
  bookCorporateMove,
  bookDividend,
  bookSplit,
  bookTrade,
  bookTransferIn,
  reverseBooking,
} from './ledger';
import { HOLDING_EFFECT } from './holding-effect-sql';

/**
 * The ledger's invariants over random histories (issue 13): every booking the ledger knows —
 * deposits, withdrawals, fees, interest, yearly tax, buys, sells, dividends with withholding tax,
 * transfers in, splits, spin-offs and mergers, and reversals — run on a fresh account, and afterwards each position equals
 * the sum of its transactions, the account's cash equals its ledger and what the history says, and
 * for each share realised plus unrealised result equals its total return, all to the öre.
 */

type Op =
  | { op: 'cash'; type: 'DEPOSIT' | 'WITHDRAWAL' | 'FEE' | 'INTEREST' | 'YEARLY_TAX'; cents: number }
  | { op: 'buy'; share: number; qty: number; priceCents: number; feeCents: number }
  | { op: 'sell'; share: number; part: number; priceCents: number; feeCents: number }
  | { op: 'dividend'; share: number; perShareCents: number; withheldPercent: number }
  /** `rate`: the account currency per unit of the price's (a share bought abroad). */
  | { op: 'transfer'; share: number; qty: number; priceCents: number; rate: string }
  | { op: 'split'; share: number; from: number; to: number }
  /**
   * A corporate action from one share to another: a spin-off (`costPermille` of the cost), a
   * merger, rights received, or a subscription with `part` of the rights at `priceCents` a share.
   */
  | {
      op: 'move';
      share: number;
      into: number;
      action: CorporateMoveAction;
      costPermille: number;
      part: number;
      priceCents: number;
      from: number;
      to: number;
    }
  | { op: 'reverse'; pick: number };

const SHARES = 3;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('cash' as const),
    type: fc.constantFrom('DEPOSIT', 'WITHDRAWAL', 'FEE', 'INTEREST', 'YEARLY_TAX'),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
  }),
  fc.record({
    op: fc.constant('buy' as const),
    share: fc.nat(SHARES - 1),
    qty: fc.integer({ min: 1, max: 300 }),
    priceCents: fc.integer({ min: 1, max: 90_000 }),
    feeCents: fc.integer({ min: 0, max: 9_900 }),
  }),
  fc.record({
    op: fc.constant('sell' as const),
    share: fc.nat(SHARES - 1),
    part: fc.double({ min: 0.01, max: 1, noNaN: true }),
    priceCents: fc.integer({ min: 1, max: 90_000 }),
    feeCents: fc.integer({ min: 0, max: 9_900 }),
  }),
  fc.record({
    op: fc.constant('dividend' as const),
    share: fc.nat(SHARES - 1),
    perShareCents: fc.integer({ min: 1, max: 2_000 }),
    withheldPercent: fc.constantFrom(0, 15, 25, 30),
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    share: fc.nat(SHARES - 1),
    qty: fc.integer({ min: 1, max: 200 }),
    priceCents: fc.integer({ min: 0, max: 90_000 }),
    rate: fc.constantFrom('1', '10.9312', '0.0917'),
  }),
  fc.record({
    op: fc.constant('split' as const),
    share: fc.nat(SHARES - 1),
    from: fc.constantFrom(1, 2, 3),
    to: fc.constantFrom(1, 2, 3, 10),
  }),
  fc.record({
    op: fc.constant('move' as const),
    share: fc.nat(SHARES - 1),
    into: fc.nat(SHARES - 1),
    action: fc.constantFrom(...CORPORATE_MOVE_ACTIONS),
    costPermille: fc.integer({ min: 1, max: 999 }),
    part: fc.constantFrom(0.25, 0.5, 1),
    priceCents: fc.integer({ min: 1, max: 20_000 }),
    from: fc.constantFrom(1, 2, 4),
    to: fc.constantFrom(1, 2, 3),
  }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
);

const cents = (n: number) => new Decimal(n).dividedBy(100);
const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe.each(DB_KINDS)('ledger invariants over random histories (%s)', (kind) => {
  let t: TestApp;
  let customerId: number;
  let shares: number[];
  let nextAccid = 90_000;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [c] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    customerId = c!.id;
    const rows = await queryRows<{ instrument_id: number }>(
      t.database.db,
      sql`select instrument_id from instruments where trim(currency) = 'SEK' and group_type = 'EQ'
          order by instrument_id limit ${SHARES}`,
    );
    shares = rows.map((r) => Number(r.instrument_id));
    expect(shares).toHaveLength(SHARES);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh SEK account of its own for each history. */
  async function newAccount(): Promise<number> {
    const accid = nextAccid++;
    await t.database.db.insert(accounts).values({
      accid,
      customerId,
      accno: `LEDGER-${accid}`,
      alias: 'ledger test',
      type: 'AF',
      currency: 'SEK',
      accountCode: 'AF',
      atyid: 1,
    });
    return accid;
  }

  /** Runs one history; answers the account and the cash it should hold. */
  async function run(ops: Op[]) {
    const accid = await newAccount();
    const db = t.database.db;
    let cash = new Decimal(0);
    const held = new Map<number, Decimal>();
    const reversible: number[] = [];
    const reversed = new Set<number>();
    const base = { accid, currency: 'SEK' };
    let day = 0;
    for (const o of ops) {
      day++;
      const tradeDay = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      const at = new Date(`${tradeDay}T10:00:00Z`);
      const b = { ...base, tradeDay, at };
      const share = 'share' in o ? shares[o.share]! : 0;
      const qty = held.get(share) ?? new Decimal(0);
      await db.transaction(async (tx) => {
        switch (o.op) {
          case 'cash': {
            const sign = {
              DEPOSIT: 1,
              WITHDRAWAL: -1,
              FEE: -1,
              YEARLY_TAX: -1,
              INTEREST: o.cents % 2 ? -1 : 1,
            }[o.type];
            const amount = cents(o.cents).times(sign);
            if (amount.isNegative() && cash.plus(amount).isNegative()) return; // no overdraft
            reversible.push(await bookCash(tx, { ...b, type: o.type, amount }));
            cash = cash.plus(amount);
            return;
          }
          case 'buy': {
            const price = cents(o.priceCents);
            const fee = cents(o.feeCents);
            const amount = round2(price.times(o.qty)).plus(fee).negated();
            if (cash.plus(amount).isNegative()) {
              const deposit = amount.negated();
              reversible.push(await bookCash(tx, { ...b, type: 'DEPOSIT', amount: deposit }));
              cash = cash.plus(deposit);
            }
            await bookTrade(tx, {
              ...b,
              side: 'BUY',
              instrumentId: share,
              settleDay: tradeDay,
              quantity: new Decimal(o.qty),
              price,
              amount,
              fee,
              acquisitionValue: amount.negated(),
            });
            cash = cash.plus(amount);
            held.set(share, qty.plus(o.qty));
            return;
          }
          case 'sell': {
            if (qty.isZero()) return;
            const quantity = Decimal.max(
              qty.times(o.part).toDecimalPlaces(6, Decimal.ROUND_DOWN),
              '0.000001',
            );
            const price = cents(o.priceCents);
            const fee = cents(o.feeCents);
            const amount = round2(price.times(quantity)).minus(fee);
            await bookTrade(tx, {
              ...b,
              side: 'SELL',
              instrumentId: share,
              settleDay: tradeDay,
              quantity,
              price,
              amount,
              fee,
            });
            cash = cash.plus(amount);
            held.set(share, qty.minus(quantity));
            return;
          }
          case 'dividend': {
            const gross = round2(qty.times(cents(o.perShareCents)));
            if (!gross.gt(0)) return;
            const withholding = round2(gross.times(o.withheldPercent).dividedBy(100));
            const ids = await bookDividend(tx, {
              ...b,
              instrumentId: share,
              quantity: qty,
              perShare: cents(o.perShareCents),
              gross,
              withholding,
            });
            reversible.push(ids.dividendId);
            if (ids.withholdingId !== null) reversible.push(ids.withholdingId);
            cash = cash.plus(gross).minus(withholding);
            return;
          }
          case 'transfer': {
            const price = cents(o.priceCents);
            await bookTransferIn(tx, {
              ...b,
              instrumentId: share,
              quantity: new Decimal(o.qty),
              price,
              acquisitionValue: round2(price.times(o.qty).times(o.rate)),
            });
            held.set(share, qty.plus(o.qty));
            return;
          }
          case 'split': {
            const after = qty.times(o.to).dividedBy(o.from);
            if (o.from === o.to || qty.isZero() || !after.equals(after.toDecimalPlaces(6))) return;
            expect(await bookSplit(tx, { ...b, instrumentId: share, from: o.from, to: o.to })).not.toBeNull();
            held.set(share, after);
            return;
          }
          case 'move': {
            const into = shares[o.into]!;
            const subscription = o.action === 'SUBSCRIPTION';
            const used = subscription ? qty.times(o.part).toDecimalPlaces(6, Decimal.ROUND_DOWN) : qty;
            const received = used.times(o.to).dividedBy(o.from);
            if (into === share || used.isZero() || !received.equals(received.toDecimalPlaces(6))) return;
            const payment = round2(received.times(cents(o.priceCents)));
            if (subscription && !payment.gt(0)) return;
            if (subscription && cash.lt(payment)) {
              reversible.push(await bookCash(tx, { ...b, type: 'DEPOSIT', amount: payment }));
              cash = cash.plus(payment);
            }
            const moved = await bookCorporateMove(tx, {
              ...b,
              action: o.action,
              from: share,
              to: into,
              ratio: { from: o.from, to: o.to },
              costShare: new Decimal(o.costPermille).dividedBy(1000),
              used,
              payment,
              price: cents(o.priceCents),
            });
            expect(moved).not.toBeNull();
            if (o.action === 'MERGER' || subscription) held.set(share, qty.minus(used));
            held.set(into, (held.get(into) ?? new Decimal(0)).plus(received));
            if (subscription) cash = cash.minus(payment);
            return;
          }
          case 'reverse': {
            const open = reversible.filter((id) => !reversed.has(id));
            if (open.length === 0) return;
            const id = open[o.pick % open.length]!;
            const [row] = await tx
              .select({ amount: transactions.amount, type: transactions.type })
              .from(transactions)
              .where(sql`${transactions.id} = ${id}`);
            // A dividend takes its withholding tax with it, unless that was reversed on its own.
            const linked = await queryRows<{ id: number; amount: string }>(
              tx,
              sql`select w.id, w.amount::text as amount from transactions w where w.related_id = ${id}
                  and w.type = 'WITHHOLDING_TAX'
                  and not exists (select 1 from transactions r where r.related_id = w.id
                                  and r.type = 'REVERSAL')`,
            );
            const effect = [row!.amount, ...linked.map((l) => l.amount)].reduce(
              (s, a) => s.minus(a),
              new Decimal(0),
            );
            if (cash.plus(effect).isNegative()) return; // taking back a deposit already spent
            await reverseBooking(tx, { accid, transactionId: id, tradeDay, at });
            reversed.add(id);
            for (const w of linked) reversed.add(Number(w.id));
            cash = cash.plus(effect);
            return;
          }
        }
      });
    }
    return { accid, cash, held, reversed: [...reversed] };
  }

  async function checkInvariants(accid: number, cash: Decimal, held: Map<number, Decimal>) {
    const db = t.database.db;
    const rows = await db
      .select()
      .from(transactions)
      .where(sql`${transactions.accid} = ${accid}`)
      .orderBy(transactions.tradeDate, transactions.id);
    const ledger = await db
      .select({ amount: cashLedger.amount, transactionId: cashLedger.transactionId })
      .from(cashLedger)
      .where(sql`${cashLedger.accid} = ${accid}`);
    const sum = (values: (string | Decimal)[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

    // The account's cash: its ledger, the sum of its transactions and the history's own count.
    expect(sum(ledger.map((l) => l.amount)).toFixed(2)).toBe(cash.toFixed(2));
    expect(sum(rows.map((r) => r.amount)).toFixed(2)).toBe(cash.toFixed(2));
    expect(ledger.every((l) => l.transactionId !== null)).toBe(true);

    // Each position: the sum of its transactions, by the domain's rule and by the SQL's.
    const stored = await db
      .select()
      .from(positions)
      .where(sql`${positions.accid} = ${accid}`);
    const bySql = await queryRows<{ instrument_id: number; quantity: string }>(
      db,
      sql`select t.instrument_id, sum(${HOLDING_EFFECT})::text as quantity from transactions t
          where t.accid = ${accid} and t.instrument_id is not null group by t.instrument_id`,
    );
    for (const id of shares) {
      const fromRows = sum(
        rows
          .filter((r) => r.instrumentId === id)
          .map((r) => holdingEffect(r.type as TransactionType, r.quantity)),
      );
      const position = stored.find((p) => p.instrumentId === id);
      const expected = held.get(id) ?? new Decimal(0);
      expect(fromRows.toFixed(6), `share ${id}: transactions`).toBe(expected.toFixed(6));
      expect(new Decimal(position?.qty ?? 0).toFixed(6), `share ${id}: position`).toBe(expected.toFixed(6));
      const sqlQty = bySql.find((r) => Number(r.instrument_id) === id)?.quantity ?? '0';
      expect(new Decimal(sqlQty).toFixed(6), `share ${id}: SQL`).toBe(expected.toFixed(6));
    }

    // Each share's events; a spin-off or a merger sends lots from one share's replay to another's.
    const eventsOf = (id: number): HoldingEvent[] =>
      rows
        .filter((r) => r.instrumentId === id)
        .flatMap((r): HoldingEvent[] => {
          const base = { id: String(r.id), date: r.tradeDate };
          if (r.type === 'BUY')
            return [
              {
                ...base,
                kind: 'BUY',
                quantity: r.quantity!,
                amount: new Decimal(r.amount).negated(),
                fees: 0,
              },
            ];
          if (r.type === 'TRANSFER_IN')
            return [
              {
                ...base,
                kind: 'BUY',
                quantity: r.quantity!,
                amount: bookedCost({ ...r, quantity: r.quantity! }),
                fees: 0,
              },
            ];
          if (r.type === 'SELL')
            return [
              {
                ...base,
                kind: 'SELL',
                quantity: r.quantity!,
                amount: new Decimal(r.amount).plus(r.fee),
                fees: r.fee,
              },
            ];
          if (r.type === 'CORPORATE_ACTION') {
            const d = r.detail as {
              action: string;
              from: number;
              to: number;
              role?: string;
              costShare?: string;
            };
            if (d.action === 'SPLIT') return [{ ...base, kind: 'SPLIT', from: d.from, to: d.to }];
            if (d.role === 'FROM') {
              const leaving = new Decimal(r.quantity!).negated();
              return [
                {
                  ...base,
                  id: `m${r.id}`,
                  kind: 'MOVE_OUT',
                  costShare: d.costShare!,
                  ...(leaving.isZero() ? {} : { shares: leaving }),
                },
              ];
            }
            const source = rows.find((x) => x.id === r.relatedId)!;
            ins.get(id)!.set(`m${source.id}`, {
              source: String(source.instrumentId),
              action: d.action,
              date: r.tradeDate,
              shares: new Decimal(r.quantity!),
              paid: new Decimal(r.amount).negated(),
            });
            return [{ ...base, id: `m${source.id}`, kind: 'MOVE_IN', lots: [] }];
          }
          return [];
        });
    // The moves' lots, from the giving share's replay up to the move (rights can come back as shares).
    const ins = new Map(shares.map((id) => [id, new Map<string, MoveIn>()]));
    const pools = new Map(shares.map((id) => [String(id), { events: eventsOf(id), ins: ins.get(id)! }]));
    const { outcomeOf: replayed } = moveReplays(pools, (key, events) => {
      const outcome = realise(events, 'AVERAGE');
      if (!outcome.ok) throw new Error(`share ${key}: ${outcome.code}`);
      return outcome;
    });
    const outcomeOf = (id: number) => replayed(String(id));

    // Realised + unrealised = total return, at a mark price, to the öre: per share while no cost
    // moved between shares, and over all of them always.
    const moves = rows.some((r) => (r.detail as { role?: string } | null)?.role !== undefined);
    let totalReturn = new Decimal(0);
    let totalResult = new Decimal(0);
    for (const id of shares) {
      const events = eventsOf(id);
      const outcome = outcomeOf(id);
      const position = stored.find((p) => p.instrumentId === id);
      const expected = held.get(id) ?? new Decimal(0);
      const realised = sum(outcome.realisations.map((s) => s.result));
      const paid = sum(events.map((e) => (e.kind === 'BUY' ? new Decimal(e.amount) : new Decimal(0))));
      const received = sum(
        events.map((e) => (e.kind === 'SELL' ? new Decimal(e.amount).minus(e.fees) : new Decimal(0))),
      );
      const value = round2(expected.times('123.45'));
      const acquisitionValue = new Decimal(position?.acqValueAcc ?? 0);
      expect(acquisitionValue.toFixed(2), `share ${id}: acquisition value`).toBe(
        outcome.holding.cost.toFixed(2),
      );
      const unrealised = value.minus(acquisitionValue);
      const result = realised.plus(unrealised);
      const totalOfShare = received.plus(value).minus(paid);
      if (!moves) expect(result.toFixed(2), `share ${id}: return`).toBe(totalOfShare.toFixed(2));
      totalResult = totalResult.plus(result);
      totalReturn = totalReturn.plus(totalOfShare);
    }
    // Subscription prices were paid for shares too (the new share's corporate-action row's cash).
    totalReturn = totalReturn.plus(
      sum(rows.filter((r) => r.type === 'CORPORATE_ACTION').map((r) => r.amount)),
    );
    expect(totalResult.toFixed(2), 'all shares: return').toBe(totalReturn.toFixed(2));
  }

  it('keeps positions, cash and returns equal to the transactions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const { accid, cash, held } = await run(ops);
        await checkInvariants(accid, cash, held);
      }),
      {
        seed: 13,
        // Enough histories that every kind of corporate move is booked (12 booked only four).
        numRuns: Number(process.env.LEDGER_RUNS ?? 40),
        endOnFailure: true,
        examples: [
          // Rights received for a share and used for more of that same share: the two holdings
          // feed each other, which only a replay up to each move can follow.
          [
            [
              { op: 'buy', share: 0, qty: 10, priceCents: 10_000, feeCents: 100 },
              {
                op: 'move',
                share: 0,
                into: 1,
                action: 'RIGHTS',
                costPermille: 1,
                part: 1,
                priceCents: 1,
                from: 1,
                to: 1,
              },
              { op: 'sell', share: 1, part: 0.5, priceCents: 300, feeCents: 0 },
              {
                op: 'move',
                share: 1,
                into: 0,
                action: 'SUBSCRIPTION',
                costPermille: 1,
                part: 1,
                priceCents: 5_000,
                from: 2,
                to: 1,
              },
              {
                op: 'move',
                share: 0,
                into: 2,
                action: 'SPIN_OFF',
                costPermille: 333,
                part: 1,
                priceCents: 1,
                from: 1,
                to: 1,
              },
              {
                op: 'move',
                share: 2,
                into: 1,
                action: 'MERGER',
                costPermille: 1,
                part: 1,
                priceCents: 1,
                from: 1,
                to: 2,
              },
            ],
          ],
          // Half an öre to round: 2 shares cost 0.03, one is sold; the sale takes 0.02 of the cost
          // (rounded once, half up) and the holding keeps 0.01, as the tax reports cost it.
          [
            [
              { op: 'buy', share: 0, qty: 2, priceCents: 1, feeCents: 1 },
              { op: 'sell', share: 0, part: 0.5, priceCents: 1, feeCents: 0 },
              { op: 'split', share: 0, from: 1, to: 3 },
            ],
          ],
        ],
      },
    );
  }, 180_000);

  it('reverses a booking once, with its withholding tax, and refuses what it cannot reverse', async () => {
    const history = await run([
      { op: 'cash', type: 'DEPOSIT', cents: 10_000_000 },
      { op: 'buy', share: 0, qty: 10, priceCents: 10_000, feeCents: 100 },
      { op: 'dividend', share: 0, perShareCents: 500, withheldPercent: 30 },
    ]);
    const db = t.database.db;
    const [dividend] = await db
      .select()
      .from(transactions)
      .where(sql`${transactions.accid} = ${history.accid} and ${transactions.type} = 'DIVIDEND'`);
    const at = new Date('2025-03-01T10:00:00Z');
    const reverse = (transactionId: number, accid = history.accid) =>
      db.transaction((tx) => reverseBooking(tx, { accid, transactionId, tradeDay: '2025-03-01', at }));
    const ids = await reverse(dividend!.id);
    expect(ids).toHaveLength(2); // the dividend and its withholding tax
    // 10 × 5.00 = 50.00 credited, 15.00 withheld: both taken back.
    await checkInvariants(history.accid, history.cash.minus('35.00'), history.held);

    const count = async () =>
      (
        await db
          .select()
          .from(transactions)
          .where(sql`${transactions.accid} = ${history.accid}`)
      ).length;
    const before = await count();
    await expect(reverse(dividend!.id)).rejects.toThrow(/already reversed/); // once only
    const [buy] = await db
      .select()
      .from(transactions)
      .where(sql`${transactions.accid} = ${history.accid} and ${transactions.type} = 'BUY'`);
    await expect(reverse(buy!.id)).rejects.toThrow(/not reversed/); // a trade is corrected by a trade
    await expect(reverse(dividend!.id, 10001)).rejects.toThrow(/no transaction/); // another account's row
    expect(await count()).toBe(before);
  });
});

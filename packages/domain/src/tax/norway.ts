import { Decimal } from '../money';
import { spreadShares, splitShares } from './realised';

/**
 * Norway's shielding deduction (skjermingsfradrag) for a personal shareholder's shares on an
 * ordinary account (FACTS.md; Skatteetaten, "Skjermingsfradrag"): shares owned at 31 December earn
 * a shield of (cost + shield left unused from earlier years) × that year's shield rate. The shield is
 * used first against the year's dividends on the share; what is left is carried forward. On a sale,
 * the gain is reduced by the shares' unused shield, but never below zero: a shield cannot make or
 * grow a loss, and on a sale at a loss it is lost. Shares sell first in, first out, each purchase a
 * lot of its own. The taxable amount is then grossed up (× 1.72) and taxed at 22 % (37.84 %).
 * Amounts in NOK, exact decimals; shields rounded to the øre per lot and year.
 */

/**
 * Skjermingsrente after tax, percent, by income year (FACTS.md: 3.2 % for 2023, 3.9 % for 2024;
 * Skatteetaten set 3.6 % for 2025 in January 2026). Set after the year ends: a year not here yet
 * has no shield to give.
 */
export const NO_SHIELD_RATE_PERCENT: Record<number, string> = { 2023: '3.2', 2024: '3.9', 2025: '3.6' };
/** Oppjusteringsfaktor and the ordinary income tax rate (FACTS.md: 1.72 × 22 % = 37.84 %). */
export const NO_GROSS_UP_FACTOR = '1.72';
export const NO_INCOME_TAX_RATE = '0.22';

export type NorwayEvent =
  | { kind: 'BUY'; id: string; date: string; quantity: Decimal.Value; cost: Decimal.Value }
  | { kind: 'SELL'; id: string; date: string; quantity: Decimal.Value; proceeds: Decimal.Value }
  /** A dividend on the shares held that day: `amount` in all, shared over the lots by quantity. */
  | { kind: 'DIVIDEND'; id: string; date: string; amount: Decimal.Value }
  /** 31 December of `year`: the shares held earn that year's shield. */
  | { kind: 'YEAR_END'; year: number }
  /** A split or reverse split: `to` new shares for every `from`; each lot keeps its cost and shield. */
  | { kind: 'SPLIT'; id: string; date: string; from: number; to: number }
  /**
   * Cost leaving for another share (as realised.ts's MOVE_OUT): without `shares` a demerger
   * (fisjon) takes `costShare` of each lot's cost and of its unused shield and leaves the shares
   * (rights received: none of it); with `shares`, that many leave with their whole cost, shield and
   * the year's dividends, earliest first (a merger, rights used). What left is the outcome's `moved`.
   */
  | { kind: 'MOVE_OUT'; id: string; date: string; costShare: Decimal.Value; shares?: Decimal.Value }
  /** Lots arriving from another share, with their acquisition dates, costs and unused shields. */
  | {
      kind: 'MOVE_IN';
      id: string;
      date: string;
      lots: readonly {
        acquired: string;
        quantity: Decimal.Value;
        cost: Decimal.Value;
        unusedShield: Decimal.Value;
        /** The year's dividends received on the shares before they moved (a merger's). */
        dividends?: Decimal.Value;
      }[];
    };

export interface NorwegianLot {
  acquired: string;
  quantity: Decimal;
  cost: Decimal;
  unusedShield: Decimal;
  /** Dividends received on the lot this year, which the year's shield covers first. */
  dividends: Decimal;
}

export interface NorwegianSale {
  id: string;
  date: string;
  quantity: Decimal;
  proceeds: Decimal;
  cost: Decimal;
  gain: Decimal;
  shieldUsed: Decimal;
  taxableGain: Decimal;
}

export interface NorwegianYear {
  year: number;
  dividends: Decimal;
  /** The year's shield used against its dividends. */
  shieldUsed: Decimal;
  taxableDividends: Decimal;
}

export type NorwayOutcome =
  | {
      ok: true;
      sales: NorwegianSale[];
      years: NorwegianYear[];
      lots: NorwegianLot[];
      /** Each MOVE_OUT's lots as they left: the shares they were on, the cost and shield that went. */
      moved: Map<string, NorwegianLot[]>;
    }
  | { ok: false; code: 'SALE_EXCEEDS_HOLDING' | 'SHIELD_RATE_NOT_KNOWN'; at: string };

const ore = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const zero = new Decimal(0);

/**
 * Takes shares out of the lots, first in first out: a lot used up gives its whole cost, unused
 * shield and the year's dividends; a lot used in part its share of each, to the øre. Undefined
 * when the lots hold fewer shares.
 */
function takeLots(
  lots: readonly NorwegianLot[],
  quantity: Decimal,
): { used: NorwegianLot[]; kept: NorwegianLot[] } | undefined {
  const held = lots.reduce((s, l) => s.plus(l.quantity), zero);
  if (quantity.gt(held)) return undefined;
  let left = quantity;
  const used: NorwegianLot[] = [];
  const kept: NorwegianLot[] = [];
  for (const lot of lots) {
    if (left.isZero()) {
      kept.push(lot);
      continue;
    }
    const take = Decimal.min(left, lot.quantity);
    const whole = take.eq(lot.quantity);
    const part = (v: Decimal) => (whole ? v : ore(v.times(take).dividedBy(lot.quantity)));
    const taken = {
      acquired: lot.acquired,
      quantity: take,
      cost: part(lot.cost),
      unusedShield: part(lot.unusedShield),
      dividends: part(lot.dividends),
    };
    used.push(taken);
    left = left.minus(take);
    if (!whole) {
      kept.push({
        acquired: lot.acquired,
        quantity: lot.quantity.minus(take),
        cost: lot.cost.minus(taken.cost),
        unusedShield: lot.unusedShield.minus(taken.unusedShield),
        dividends: lot.dividends.minus(taken.dividends),
      });
    }
  }
  return { used, kept };
}

/** Replays one share's events on an ordinary account. */
export function norwegianShares(
  events: readonly NorwayEvent[],
  rates: Record<number, string> = NO_SHIELD_RATE_PERCENT,
): NorwayOutcome {
  let lots: NorwegianLot[] = [];
  const moved = new Map<string, NorwegianLot[]>();
  const sales: NorwegianSale[] = [];
  const years: NorwegianYear[] = [];
  // Dividends on shares sold before the year ended: no shield of that year covers them.
  let dividendsOfSold = zero;
  for (const e of events) {
    if (e.kind === 'BUY') {
      lots.push({
        acquired: e.date,
        quantity: new Decimal(e.quantity),
        cost: new Decimal(e.cost),
        unusedShield: zero,
        dividends: zero,
      });
    } else if (e.kind === 'SPLIT') {
      const held = lots.reduce((s, l) => s.plus(l.quantity), zero);
      lots = spreadShares(lots, splitShares(held, e.from, e.to));
    } else if (e.kind === 'MOVE_OUT') {
      if (e.shares !== undefined) {
        const taken = takeLots(lots, new Decimal(e.shares));
        if (!taken) return { ok: false, code: 'SALE_EXCEEDS_HOLDING', at: e.id };
        moved.set(e.id, taken.used);
        lots = taken.kept;
        continue;
      }
      const share = new Decimal(e.costShare);
      const part = (v: Decimal) => (share.eq(1) ? v : ore(v.times(share)));
      const out = lots.map((l) => ({
        acquired: l.acquired,
        quantity: l.quantity,
        cost: part(l.cost),
        unusedShield: part(l.unusedShield),
        // The year's dividends stay with the shares they were paid on.
        dividends: zero,
      }));
      moved.set(e.id, out);
      lots = lots.map((l, i) => ({
        ...l,
        cost: l.cost.minus(out[i]!.cost),
        unusedShield: l.unusedShield.minus(out[i]!.unusedShield),
      }));
    } else if (e.kind === 'MOVE_IN') {
      const arriving = e.lots.map((l) => ({
        acquired: l.acquired,
        quantity: new Decimal(l.quantity),
        cost: new Decimal(l.cost),
        unusedShield: new Decimal(l.unusedShield),
        // The year's shield of the lots meets the dividends they brought with them.
        dividends: new Decimal(l.dividends ?? 0),
      }));
      // First in, first out by acquisition date: the arriving lots keep theirs (a stable sort).
      lots = [...lots, ...arriving].sort((a, b) =>
        a.acquired < b.acquired ? -1 : a.acquired > b.acquired ? 1 : 0,
      );
    } else if (e.kind === 'DIVIDEND') {
      // Each lot its share to the øre, the last one the rest, so the lots add up to the dividend.
      const held = lots.reduce((s, l) => s.plus(l.quantity), zero);
      let left = new Decimal(e.amount);
      lots = lots.map((l, i) => {
        const share =
          i === lots.length - 1 ? left : ore(new Decimal(e.amount).times(l.quantity).dividedBy(held));
        left = left.minus(share);
        return { ...l, dividends: l.dividends.plus(share) };
      });
      if (lots.length === 0) dividendsOfSold = dividendsOfSold.plus(e.amount);
    } else if (e.kind === 'YEAR_END') {
      const rate = rates[e.year];
      if (rate === undefined) return { ok: false, code: 'SHIELD_RATE_NOT_KNOWN', at: String(e.year) };
      let dividends = dividendsOfSold;
      let shieldUsed = zero;
      dividendsOfSold = zero;
      lots = lots.map((l) => {
        const shield = ore(l.cost.plus(l.unusedShield).times(rate).dividedBy(100));
        const used = Decimal.min(shield, l.dividends);
        dividends = dividends.plus(l.dividends);
        shieldUsed = shieldUsed.plus(used);
        return { ...l, unusedShield: l.unusedShield.plus(shield).minus(used), dividends: zero };
      });
      years.push({ year: e.year, dividends, shieldUsed, taxableDividends: dividends.minus(shieldUsed) });
    } else {
      const taken = takeLots(lots, new Decimal(e.quantity));
      if (!taken) return { ok: false, code: 'SALE_EXCEEDS_HOLDING', at: e.id };
      const proceeds = new Decimal(e.proceeds);
      const cost = taken.used.reduce((s, l) => s.plus(l.cost), zero);
      const shield = taken.used.reduce((s, l) => s.plus(l.unusedShield), zero);
      dividendsOfSold = taken.used.reduce((s, l) => s.plus(l.dividends), dividendsOfSold);
      lots = taken.kept;
      const gain = proceeds.minus(cost);
      const shieldUsed = gain.gt(0) ? Decimal.min(shield, gain) : zero;
      sales.push({
        id: e.id,
        date: e.date,
        quantity: new Decimal(e.quantity),
        proceeds,
        cost,
        gain,
        shieldUsed,
        taxableGain: gain.minus(shieldUsed),
      });
    }
  }
  return { ok: true, sales, years, lots, moved };
}

/** The tax on a taxable gain or dividend: grossed up by 1.72, at 22 %, to the øre. */
export function norwegianShareTax(taxable: Decimal.Value): Decimal {
  return ore(new Decimal(taxable).times(NO_GROSS_UP_FACTOR).times(NO_INCOME_TAX_RATE));
}

/** A movement of cash into or out of an aksjesparekonto (ASK). */
export interface AskMovement {
  date: string;
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  amount: Decimal.Value;
}

export interface AskYear {
  year: number;
  /** Innskudd: what was paid in and not yet taken out tax-free, at the start and end of the year. */
  depositsAtStart: Decimal;
  deposits: Decimal;
  withdrawals: Decimal;
  /** Withdrawals beyond the innskudd: share income, grossed up and taxed like a gain. */
  taxableWithdrawals: Decimal;
  depositsAtEnd: Decimal;
}

/**
 * A year of an ASK (Skatteetaten, "Aksjesparekonto"): withdrawals are tax-free while they do not
 * exceed what was deposited (innskuddet); what is taken out beyond it is taxable. Movements in date
 * order; the amounts are positive.
 */
export function norwegianAskYear(movements: readonly AskMovement[], year: number): AskYear {
  let innskudd = zero;
  let depositsAtStart = zero;
  let deposits = zero;
  let withdrawals = zero;
  let taxable = zero;
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  for (const m of movements) {
    if (m.date > end) break;
    const amount = new Decimal(m.amount);
    const inYear = m.date >= start;
    if (m.kind === 'DEPOSIT') {
      innskudd = innskudd.plus(amount);
      if (inYear) deposits = deposits.plus(amount);
    } else {
      const free = Decimal.min(innskudd, amount);
      innskudd = innskudd.minus(free);
      if (inYear) {
        withdrawals = withdrawals.plus(amount);
        taxable = taxable.plus(amount.minus(free));
      }
    }
    if (m.date < start) depositsAtStart = innskudd;
  }
  return {
    year,
    depositsAtStart,
    deposits,
    withdrawals,
    taxableWithdrawals: taxable,
    depositsAtEnd: innskudd,
  };
}

/** Interest funds' gains and losses are ordinary capital income: 22 %, no gross-up, to the øre. */
export function norwegianCapitalTax(amount: Decimal.Value): Decimal {
  return ore(new Decimal(amount).times(NO_INCOME_TAX_RATE));
}

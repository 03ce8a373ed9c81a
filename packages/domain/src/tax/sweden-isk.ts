import { Decimal } from '../money';

/**
 * Sweden's investeringssparkonto (ISK) and kapitalförsäkring are not taxed on sales (no K4 rows):
 * they pay a yearly standard tax (schablonskatt) on a capital base instead (FACTS.md, from
 * Skatteverket):
 * - kapitalunderlag = (the account's value at the start of each of the four quarters + deposits
 *   during the year + securities transferred in) / 4;
 * - from 2025 a tax-free level (skattefri grundnivå) is taken off the capital base first (per person,
 *   over all the person's ISK and KF accounts);
 * - schablonränta = the government bond rate (statslåneräntan) of 30 November the year before + 1
 *   percentage point, at least 1.25 %; schablonintäkt = capital base × schablonränta, taxed at 30 %.
 */

export interface IskYear {
  /** Statslåneräntan on 30 November of the year before, percent; null while not yet known here. */
  governmentBondRate: string | null;
  /** Skattefri grundnivå, SEK. */
  taxFreeLevel: string;
}

/**
 * One row per tax year, from FACTS.md's Skatteverket figures: 2025 schablonränta 2.96 % (so the
 * bond rate was 1.96 %) with a 150 000 kr tax-free level; 300 000 kr from 2026. The 2026 bond rate
 * is not in FACTS.md yet: a 2026 statement is refused until it is added here.
 */
export const SE_ISK_YEARS: Record<number, IskYear> = {
  2025: { governmentBondRate: '1.96', taxFreeLevel: '150000' },
  2026: { governmentBondRate: null, taxFreeLevel: '300000' },
};

export const ISK_TAX_RATE = '0.30';
export const ISK_RATE_FLOOR_PERCENT = '1.25';

export interface IskInput {
  year: number;
  /** Values at the start of the four quarters (1 Jan, 1 Apr, 1 Jul, 1 Oct), SEK. */
  quarterStartValues: readonly [Decimal.Value, Decimal.Value, Decimal.Value, Decimal.Value];
  /** Cash deposited during the year, SEK. */
  deposits: Decimal.Value;
  /** Market value of securities transferred in during the year, SEK. */
  transfersIn: Decimal.Value;
  /** The part of the tax-free level used by this account (the person's other accounts share it). */
  taxFreeUsed?: Decimal.Value;
}

export interface IskStatement {
  year: number;
  capitalBase: Decimal;
  taxFree: Decimal;
  taxableBase: Decimal;
  /** Schablonränta, percent. */
  ratePercent: Decimal;
  standardIncome: Decimal;
  tax: Decimal;
}

export type IskOutcome = { ok: true; statement: IskStatement } | { ok: false; code: 'TAX_YEAR_NOT_KNOWN' };

const ore = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The account's yearly standard tax statement; the amounts rounded to the öre where shown. */
export function iskStatement(input: IskInput): IskOutcome {
  const year = SE_ISK_YEARS[input.year];
  if (!year?.governmentBondRate) return { ok: false, code: 'TAX_YEAR_NOT_KNOWN' };
  const sumOfQuarters = input.quarterStartValues.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));
  const capitalBase = ore(sumOfQuarters.plus(input.deposits).plus(input.transfersIn).dividedBy(4));
  const taxFree = Decimal.min(
    capitalBase,
    input.taxFreeUsed === undefined ? new Decimal(year.taxFreeLevel) : new Decimal(input.taxFreeUsed),
  );
  const taxableBase = capitalBase.minus(taxFree);
  const ratePercent = Decimal.max(new Decimal(year.governmentBondRate).plus(1), ISK_RATE_FLOOR_PERCENT);
  const standardIncome = ore(taxableBase.times(ratePercent).dividedBy(100));
  const tax = ore(standardIncome.times(ISK_TAX_RATE));
  return {
    ok: true,
    statement: { year: input.year, capitalBase, taxFree, taxableBase, ratePercent, standardIncome, tax },
  };
}

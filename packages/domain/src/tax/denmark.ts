import { Decimal } from '../money';

/**
 * Denmark (FACTS.md "Transactions and tax"):
 * - Share income (aktieindkomst) of a personal shareholder: realised gains and losses on shares,
 *   average cost (gennemsnitsmetoden), plus dividends; taxed 27 % up to the year's limit
 *   (progressionsgrænse, per person) and 42 % above it. A negative year gives no tax and is
 *   carried forward (listed shares' losses only offset share income).
 * - Aktiesparekonto: not taxed sale by sale but marked to market every year (lagerbeskatning) at
 *   17 %: the return is the value at the year's end − its value at the start − deposits +
 *   withdrawals. A negative return is carried forward on the account against later years' returns.
 * Amounts in DKK, exact decimals, rounded to the øre where shown.
 */

export interface DanishShareIncomeYear {
  /** Progressionsgrænse for aktieindkomst, DKK, per person. */
  limit: string;
  /** Værdigrænse for indskud på aktiesparekonto, DKK. */
  askDepositCap: string;
}

/**
 * One row per income year. Sources: Skatteministeriet, "Beløbsgrænser i skattelovgivningen der
 * reguleres efter personskattelovens § 20" (2024: 61 000 and 135 900); skat.dk "Aktieindkomst"
 * (2025: 67 500); Skatteministeriet's 2026 figures (progressionsgrænse 79 400, aktiesparekonto
 * 174 200; 2025: 166 200).
 */
export const DK_TAX_YEARS: Record<number, DanishShareIncomeYear> = {
  2024: { limit: '61000', askDepositCap: '135900' },
  2025: { limit: '67500', askDepositCap: '166200' },
  2026: { limit: '79400', askDepositCap: '174200' },
};

export const DK_SHARE_INCOME_LOW_RATE = '0.27';
export const DK_SHARE_INCOME_HIGH_RATE = '0.42';
export const DK_ASK_RATE = '0.17';

const ore = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const zero = new Decimal(0);

export interface DanishShareIncomeTax {
  income: Decimal;
  /** Earlier years' negative share income used against this year's (positive amount). */
  lossUsed: Decimal;
  /** The part taxed at 27 % and the part above the limit taxed at 42 %. */
  lowPart: Decimal;
  highPart: Decimal;
  tax: Decimal;
  /** Negative share income left to carry into the next year (positive amount). */
  lossCarriedForward: Decimal;
}

export type DanishTaxOutcome<T> = { ok: true; value: T } | { ok: false; code: 'TAX_YEAR_NOT_KNOWN' };

/**
 * The tax on one year's share income of a single person (no spouse's unused limit): earlier years'
 * losses are used first, and a negative year adds to them.
 */
export function danishShareIncomeTax(
  year: number,
  income: Decimal.Value,
  lossBroughtForward: Decimal.Value = 0,
): DanishTaxOutcome<DanishShareIncomeTax> {
  const constants = DK_TAX_YEARS[year];
  if (!constants) return { ok: false, code: 'TAX_YEAR_NOT_KNOWN' };
  const total = new Decimal(income);
  const brought = new Decimal(lossBroughtForward);
  if (total.lte(0)) {
    return {
      ok: true,
      value: {
        income: total,
        lossUsed: zero,
        lowPart: zero,
        highPart: zero,
        tax: zero,
        lossCarriedForward: brought.plus(total.negated()),
      },
    };
  }
  const lossUsed = Decimal.min(brought, total);
  const taxable = total.minus(lossUsed);
  const lowPart = Decimal.min(taxable, constants.limit);
  const highPart = taxable.minus(lowPart);
  const tax = ore(lowPart.times(DK_SHARE_INCOME_LOW_RATE).plus(highPart.times(DK_SHARE_INCOME_HIGH_RATE)));
  return {
    ok: true,
    value: { income: total, lossUsed, lowPart, highPart, tax, lossCarriedForward: brought.minus(lossUsed) },
  };
}

export interface AktiesparekontoInput {
  /** The account's value (cash and holdings) at the start and the end of the year. */
  startValue: Decimal.Value;
  endValue: Decimal.Value;
  deposits: Decimal.Value;
  withdrawals: Decimal.Value;
  /** Negative returns of earlier years not yet used (positive amount). */
  lossBroughtForward: Decimal.Value;
}

export interface AktiesparekontoYear {
  /** end − start − deposits + withdrawals. */
  return: Decimal;
  /** The earlier years' loss used against this year's return. */
  lossUsed: Decimal;
  taxable: Decimal;
  tax: Decimal;
  lossCarriedForward: Decimal;
}

/** One year of an aktiesparekonto: its return marked to market and the 17 % tax on it. */
export function aktiesparekontoYear(input: AktiesparekontoInput): AktiesparekontoYear {
  const result = new Decimal(input.endValue)
    .minus(input.startValue)
    .minus(input.deposits)
    .plus(input.withdrawals);
  const brought = new Decimal(input.lossBroughtForward);
  if (result.lte(0)) {
    return {
      return: result,
      lossUsed: zero,
      taxable: zero,
      tax: zero,
      lossCarriedForward: brought.plus(result.negated()),
    };
  }
  const lossUsed = Decimal.min(brought, result);
  const taxable = result.minus(lossUsed);
  return {
    return: result,
    lossUsed,
    taxable,
    tax: ore(taxable.times(DK_ASK_RATE)),
    lossCarriedForward: brought.minus(lossUsed),
  };
}

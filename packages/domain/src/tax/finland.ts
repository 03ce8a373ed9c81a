import { Decimal } from '../money';
import type { Realisation } from './realised';

/**
 * Finland's form 9A (Vero, "Luovutusvoiton verotus"; FACTS.md): shares sell first in, first out,
 * and each part of a sale bought at one time is a disposal of its own. Its deduction is the larger
 * of the actual cost (what the part cost, fees included, plus its share of the sale's fees) and the
 * deemed acquisition cost (hankintameno-olettama): 20 % of its sale price, or 40 % once the shares
 * were held ten years or more; with the deemed cost no fees are deducted. The larger deduction is
 * chosen for the customer, disposal by disposal.
 */

/**
 * Gains are tax-free in a year whose disposals' sale prices add up to at most this many euros
 * (Tuloverolaki 48 §; FACTS.md "disposals ≤ €1,000/yr tax-free").
 */
export const FI_SMALL_DISPOSALS_EUR = '1000';

/** Deemed acquisition cost rates (Tuloverolaki 46 §; FACTS.md). */
export const FI_DEEMED_COST_RATE = { underTenYears: '0.20', tenYearsOrMore: '0.40' } as const;

export interface FinnishDisposal {
  /** The sale's id and the part's purchase date: one row of form 9A each. */
  saleId: string;
  acquired: string;
  sold: string;
  quantity: Decimal;
  /** The part's share of the gross sale price. */
  amount: Decimal;
  /** Its cost with fees, and its share of the sale's fees. */
  actualCost: Decimal;
  deemedCost: Decimal;
  usesDeemedCost: boolean;
  result: Decimal;
}

/** Whether `to` is ten whole years or more after `from` (plain dates). */
export function heldTenYears(from: string, to: string): boolean {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const tenth = `${String(y + 10).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return to >= tenth;
}

const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The 9A disposals of one FIFO sale: its gross price and fees split over its lots to the cent. */
export function finnishDisposals(sale: Realisation): FinnishDisposal[] {
  let amountLeft = sale.amount;
  let feesLeft = sale.fees;
  return sale.lots.map((lot, n) => {
    const last = n === sale.lots.length - 1;
    // The last part takes what is left, so the parts add up to the sale exactly.
    const amount = last ? amountLeft : cents(sale.amount.times(lot.quantity).dividedBy(sale.quantity));
    const fees = last ? feesLeft : cents(sale.fees.times(lot.quantity).dividedBy(sale.quantity));
    amountLeft = amountLeft.minus(amount);
    feesLeft = feesLeft.minus(fees);
    const rate = heldTenYears(lot.acquired, sale.date)
      ? FI_DEEMED_COST_RATE.tenYearsOrMore
      : FI_DEEMED_COST_RATE.underTenYears;
    const deemedCost = cents(amount.times(rate));
    const actualCost = lot.cost.plus(fees);
    const usesDeemedCost = deemedCost.gt(actualCost);
    return {
      saleId: sale.id,
      acquired: lot.acquired,
      sold: sale.date,
      quantity: lot.quantity,
      amount,
      actualCost,
      deemedCost,
      usesDeemedCost,
      result: amount.minus(usesDeemedCost ? deemedCost : actualCost),
    };
  });
}

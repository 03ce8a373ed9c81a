import { sum, type Money } from '@broker/domain';

/**
 * Own capital summed per currency. Amounts in different currencies are never added together:
 * without an exchange rate that would be a wrong number. The main currency comes first.
 */
export function ownCapitalTotals(amounts: readonly Money[], mainCurrency: string): Money[] {
  const byCurrency = new Map<string, number[]>();
  for (const amount of amounts) {
    const values = byCurrency.get(amount.currency) ?? [];
    values.push(amount.value);
    byCurrency.set(amount.currency, values);
  }
  return [...byCurrency.entries()]
    .map(([currency, values]) => ({ currency, value: sum(values).toDecimalPlaces(2).toNumber() }))
    .sort((a, b) => {
      if (a.currency === mainCurrency) return -1;
      if (b.currency === mainCurrency) return 1;
      return a.currency.localeCompare(b.currency);
    });
}

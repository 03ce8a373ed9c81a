import type { CountryCode } from '../countries';

/**
 * The account types whose sales are not taxed one by one: the account is taxed as a whole instead
 * (FACTS.md "Transactions and tax"): Sweden's investeringssparkonto and kapitalförsäkring (a yearly
 * standard income), Norway's aksjesparekonto (tax on withdrawals beyond deposits), Denmark's
 * aktiesparekonto (17 % yearly on the gain marked to market), Finland's osakesäästötili (tax on
 * withdrawals' share of the gain). Their sales still get a result, shown but not reported.
 */
export const TAX_WRAPPER_ACCOUNT_TYPES: Record<CountryCode, readonly string[]> = {
  SE: ['ISK', 'KF'],
  NO: ['ASK'],
  DK: ['Aktiesparekonto'],
  FI: ['OST'],
};

export function isTaxWrapper(country: CountryCode, accountType: string): boolean {
  return TAX_WRAPPER_ACCOUNT_TYPES[country].includes(accountType);
}

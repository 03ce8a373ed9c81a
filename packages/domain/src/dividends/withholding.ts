import { Decimal } from '../money';
import type { CountryCode } from '../countries';

/**
 * Foreign withholding tax on a share's dividend, by the issuer's country (its ISIN prefix) and the
 * customer's country of tax residence (docs/decisions.md "Dividends paid for real"):
 * - At home nothing is withheld here: a resident's dividend is taxed in the yearly return (Sweden's
 *   30 % preliminary tax on ordinary accounts and Finland's 25.5 % prepayment are the home tax
 *   area's, not a foreign withholding).
 * - Abroad within the Nordics the Nordic tax convention (Lag 1996:1512, art. 10) caps source tax on
 *   portfolio dividends at 15 %, granted at source when the broker documents the holder's residence
 *   (Vero: "Tax treaty benefits at source on dividends paid to nominee-registered shares"; Norway
 *   applies the treaty rate at source since 2019), as a broker that knows its customers' residence
 *   does.
 * - Denmark withholds its 27 % dividend tax (kildeskatteloven § 65) on nominee holdings and refunds
 *   the part above the treaty's 15 % on a claim, so 27 % is what leaves the payment.
 * - Issuers outside the Nordics: the statutory rate of the source country where it is known (US 15 %
 *   with a W-8BEN, the form every account opening collects); unknown countries withhold nothing
 *   here rather than a guessed figure.
 */
const TREATY_RATE_AT_SOURCE: Record<string, string> = {
  SE: '0.15',
  NO: '0.15',
  FI: '0.15',
  DK: '0.27',
  US: '0.15',
};

/** The share of a dividend withheld at source, as an exact decimal (0.15 for 15 %). */
export function withholdingRate(issuerCountry: string, residence: CountryCode): Decimal {
  if (issuerCountry === residence) return new Decimal(0);
  return new Decimal(TREATY_RATE_AT_SOURCE[issuerCountry] ?? 0);
}

/** The issuer's country as its ISIN names it (ISO 6166: the first two letters). */
export function issuerCountryOf(isin: string): string {
  return isin.slice(0, 2).toUpperCase();
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export interface DividendAmounts {
  /** Paid on the holding, account currency, to the öre. */
  gross: Decimal;
  /** Withheld from it, account currency, to the öre. */
  withholding: Decimal;
  net: Decimal;
}

/**
 * What a holding receives: `quantity` shares × `perShare` (instrument currency) × `fx` (account
 * currency per unit of the instrument's), rounded to the öre once; the withholding is taken from
 * that gross and rounded once, so gross − withholding is the net to the öre.
 */
export function dividendAmounts(
  quantity: Decimal.Value,
  perShare: Decimal.Value,
  fx: Decimal.Value,
  rate: Decimal.Value,
): DividendAmounts {
  const gross = round2(new Decimal(quantity).times(perShare).times(fx));
  const withholding = round2(gross.times(rate));
  return { gross, withholding, net: gross.minus(withholding) };
}

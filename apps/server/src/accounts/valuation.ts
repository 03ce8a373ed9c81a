import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { convert, referenceFx } from '../instruments/fx';
import { type AccountRow, cashBalance, listPositions } from './queries';
import { reservedCash } from './reservations';

export interface ValuedPosition {
  instrumentId: number;
  name: string;
  symbol: string;
  currency: string;
  groupType: 'EQ' | 'FND' | 'IDX';
  qty: Decimal;
  acqPrice: Decimal;
  acqValueAcc: Decimal;
  last: Decimal;
  morning: Decimal;
  marketValue: Decimal;
  marketValueAcc: Decimal;
}

/** Values every holding of an account at the latest price, in its own and in the account currency. */
export async function valuePositions(
  db: Db,
  account: Pick<AccountRow, 'accid' | 'currency'>,
): Promise<ValuedPosition[]> {
  const [rows, fx] = await Promise.all([listPositions(db, account.accid), referenceFx(db)]);
  const accountCurrency = account.currency.trim();
  return rows.map((r) => {
    const currency = r.currency.trim();
    const qty = new Decimal(r.qty);
    const acqPrice = new Decimal(r.acqPrice);
    // Without any price yet the holding is shown at what it cost rather than at zero.
    const last = r.last === null ? acqPrice : new Decimal(r.last);
    const marketValue = qty.times(last);
    return {
      instrumentId: r.instrumentId,
      name: r.name,
      symbol: r.symbol,
      currency,
      groupType: r.groupType as ValuedPosition['groupType'],
      qty,
      acqPrice,
      acqValueAcc: new Decimal(r.acqValueAcc),
      last,
      // With a single day of prices the morning price is that day's close.
      morning: r.previousClose === null ? last : new Decimal(r.previousClose),
      marketValue,
      marketValueAcc: convert(fx, marketValue, currency, accountCurrency),
    };
  });
}

export interface AccountSummary {
  cash: Decimal;
  reservedFundOrders: Decimal;
  reservedExchangeOrders: Decimal;
  tradingPower: Decimal;
  marketValue: Decimal;
  ownCapital: Decimal;
}

/** Cash, reservations and holdings of one account; trading power is cash less the active buys. */
export async function summarizeAccount(
  db: Db,
  account: Pick<AccountRow, 'accid' | 'currency'>,
): Promise<AccountSummary> {
  const [cash, reserved, valued] = await Promise.all([
    cashBalance(db, account.accid),
    reservedCash(db, account.accid),
    valuePositions(db, account),
  ]);
  const marketValue = valued.reduce((acc, p) => acc.plus(p.marketValueAcc), new Decimal(0));
  return {
    cash,
    reservedFundOrders: reserved.fundOrders,
    reservedExchangeOrders: reserved.exchangeOrders,
    tradingPower: cash.minus(reserved.fundOrders).minus(reserved.exchangeOrders),
    marketValue,
    ownCapital: cash.plus(marketValue),
  };
}

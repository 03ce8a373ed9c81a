import type { AccountInfoSchema, AccountSchema, PositionSchema } from '@broker/contract';
import { money } from '@broker/domain';
import type { z } from 'zod';
import type { AccountRow } from './queries';
import type { AccountSummary, ValuedPosition } from './valuation';

/** An account as the accounts list has it (also the reply of a rename). */
export const accountReply = (a: AccountRow): z.infer<typeof AccountSchema> => ({
  accid: a.accid,
  accno: a.accno,
  alias: a.alias,
  type: a.type,
  symbol: a.currency.trim(),
  is_blocked: a.isBlocked,
  account_code: a.accountCode,
  atyid: a.atyid,
  default: a.isDefault,
});

/** Account info as the contract has it; amounts rounded once here, to the currency's 2 decimals. */
export function infoReply(account: AccountRow, s: AccountSummary): z.infer<typeof AccountInfoSchema> {
  const currency = account.currency.trim();
  return {
    accid: account.accid,
    account_currency: currency,
    account_sum: money(s.cash, currency),
    trading_power: money(s.tradingPower, currency),
    own_capital: money(s.ownCapital, currency),
    full_marketvalue: money(s.marketValue, currency),
    reserved: {
      fund_orders: money(s.reservedFundOrders, currency),
      exchange_orders: money(s.reservedExchangeOrders, currency),
    },
  };
}

/** The instrument of a valued holding, as the holdings' replies name it. */
export function instrumentOf(p: ValuedPosition) {
  return {
    instrument_id: p.instrumentId,
    name: p.name,
    symbol: p.symbol,
    currency: p.currency,
    instrument_group_type: p.groupType,
  };
}

/** A holding as the contract has it; prices keep 4 decimals, amounts 2. */
export function positionReply(account: AccountRow, p: ValuedPosition): z.infer<typeof PositionSchema> {
  const currency = account.currency.trim();
  return {
    accid: account.accid,
    accno: account.accno,
    instrument: {
      ...instrumentOf(p),
      ...(p.groupType === 'FND' ? { last_nav: p.last.toNumber() } : {}),
    },
    qty: p.qty.toNumber(),
    acq_price: money(p.acqPrice, p.currency, 4),
    acq_value_acc: money(p.acqValueAcc, currency),
    last_price: money(p.last, p.currency, 4),
    morning_price: money(p.morning, p.currency, 4),
    market_value: money(p.marketValue, p.currency),
    market_value_acc: money(p.marketValueAcc, currency),
  };
}

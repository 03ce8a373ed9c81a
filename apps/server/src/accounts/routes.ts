import { getAccountInfo, getAccountPositions, getAccounts } from '@broker/contract';
import { money } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { listAccounts, ownedAccount } from './queries';
import { summarizeAccount, valuePositions } from './valuation';

export const accountRoutes = [
  defineRoute(getAccounts, async ({ deps, access }) => {
    const rows = await listAccounts(deps.db, access.customerId);
    return rows.map((a) => ({
      accid: a.accid,
      accno: a.accno,
      alias: a.alias,
      type: a.type,
      symbol: a.currency.trim(),
      is_blocked: a.isBlocked,
      account_code: a.accountCode,
      atyid: a.atyid,
      default: a.isDefault,
    }));
  }),

  defineRoute(getAccountInfo, async ({ deps, access, params }) => {
    const account = await ownedAccount(deps.db, access.customerId, params.accid);
    const currency = account.currency.trim();
    const s = await summarizeAccount(deps.db, account);
    return {
      accid: account.accid,
      account_currency: currency,
      account_sum: money(s.cash, currency),
      trading_power: money(s.tradingPower, currency),
      own_capital: money(s.ownCapital, currency),
      full_marketvalue: money(s.marketValue, currency),
      reserved: { fund_orders: money(s.reservedFundOrders, currency) },
    };
  }),

  defineRoute(getAccountPositions, async ({ deps, access, params }) => {
    const account = await ownedAccount(deps.db, access.customerId, params.accid);
    const currency = account.currency.trim();
    const valued = await valuePositions(deps.db, account);
    return valued.map((p) => ({
      accid: account.accid,
      accno: account.accno,
      instrument: {
        instrument_id: p.instrumentId,
        name: p.name,
        symbol: p.symbol,
        currency: p.currency,
        instrument_group_type: p.groupType,
        ...(p.groupType === 'FND' ? { last_nav: p.last.toNumber() } : {}),
      },
      qty: p.qty.toNumber(),
      acq_price: money(p.acqPrice, p.currency, 4),
      acq_value_acc: money(p.acqValueAcc, currency),
      last_price: money(p.last, p.currency, 4),
      morning_price: money(p.morning, p.currency, 4),
      market_value: money(p.marketValue, p.currency),
      market_value_acc: money(p.marketValueAcc, currency),
    }));
  }),
];

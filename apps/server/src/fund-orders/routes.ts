import {
  IDEMPOTENCY_KEY_HEADER,
  cancelAllocationRequest as cancelAllocationRequestCall,
  cancelFundOrder as cancelFundOrderCall,
  createFundAllocationRequest,
  getAllocationRequests,
  getInstrumentWithPositions,
  getRequestActions,
  getRequestActionsV2,
  getCustomerSuitability,
  getFundOrders,
  getInstrumentSuitability,
  getTradingInfo,
  placeFundOrder as placeFundOrderCall,
} from '@broker/contract';
import {
  COUNTRIES,
  COUNTRY_FACTS,
  Decimal,
  availableHoldings,
  fundCountry,
  minimumInvestment,
  money,
  needsKnowledgeTest,
  nextDealingCutoff,
} from '@broker/domain';
import { appropriatenessRoutes } from '../appropriateness/routes';
import { convert, referenceFx } from '../instruments/fx';
import { instrumentFacts } from '../instruments/facts';
import { instrumentReply } from '../instruments/routes';
import {
  cancelAllocationRequest,
  createAllocationRequest,
  listAllocationRequests,
} from './allocation-requests';
import { requestActionsByInstrument, requestActionsByOrderBook } from './request-actions';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound } from '../http/api-error';
import { fundOrderReply } from './replies';
import { findInstrument, hasValidApproval, listApprovals, listOrders, reservedUnits } from './queries';
import { cancelFundOrder, frequencyOf, placeFundOrder, publishOrder } from './service';
import { requireFundFlow } from './segment';

/** The allocation requests list answers the latest requests (private banking sends few). */
const LIST_LIMIT = 500;

/** The currencies accounts are held in: one per country (the rates table also has USD and CAD). */
const ACCOUNT_CURRENCIES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => COUNTRY_FACTS[c].currency));

export const fundOrderRoutes = [
  defineRoute(placeFundOrderCall, async ({ deps, access, body, headers }) => {
    // The customer's segment (USER_NOT_ALLOWED_TO_PLACE_ORDER) is checked inside, under the lock.
    const result = await placeFundOrder(deps, access.customerId, headers[IDEMPOTENCY_KEY_HEADER], body);
    if (result.created) {
      deps.accountReads.invalidate(result.accid);
      if (result.order) publishOrder(deps, access.customerId, result.order);
    }
    return result.reply;
  }),

  defineRoute(getFundOrders, async ({ deps, access, query }) => {
    const now = deps.time.now();
    const rows = await listOrders(deps.db, access.customerId, query.limit, query.before);
    return rows.map((r) => fundOrderReply(r.order, { accno: r.accno, name: r.name }, now));
  }),

  defineRoute(cancelFundOrderCall, ({ deps, access, params }) =>
    cancelFundOrder(deps, access.customerId, params.order_id),
  ),

  defineRoute(getTradingInfo, async ({ deps, params }) => {
    const instrument = (await instrumentFacts(deps.db, params.instrument_id))?.instrument;
    if (!instrument) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${params.instrument_id} was not found`);
    if (instrument.groupType !== 'FND')
      throw new HttpError(422, 'NOT_A_FUND', `Instrument ${params.instrument_id} is not a fund`);
    const now = deps.time.now();
    const country = fundCountry(instrument.currency);
    const fx = await referenceFx(deps.db);
    const min = minimumInvestment(
      instrument.minInvestment
        ? { value: instrument.minInvestment, currency: instrument.currency.trim() }
        : null,
    );
    return {
      buyFrequency: frequencyOf(instrument, 'BUY'),
      sellFrequency: frequencyOf(instrument, 'SELL'),
      nextBuyAt: nextDealingCutoff(country, frequencyOf(instrument, 'BUY'), now).at,
      nextSellAt: nextDealingCutoff(country, frequencyOf(instrument, 'SELL'), now).at,
      minInvestment: money(min.value, min.currency),
      minInvestmentByCurrency: [...fx.keys()]
        .filter((currency) => ACCOUNT_CURRENCIES.has(currency))
        .map((currency) => ({
          value: convert(fx, min.value, min.currency, currency)
            .toDecimalPlaces(2, Decimal.ROUND_UP)
            .toNumber(),
          currency,
        })),
    };
  }),

  defineRoute(getInstrumentSuitability, async ({ deps, access, params }) => {
    const instrument = await findInstrument(deps.db, params.instrument_id);
    if (!instrument) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${params.instrument_id} was not found`);
    const eligible =
      !needsKnowledgeTest(instrument.mifid2Category) ||
      (await hasValidApproval(deps.db, access.customerId, instrument.mifid2Category, deps.time.now()));
    return { eligible };
  }),

  // 204 without a body when the customer has no approvals: spec 000 §4 has the client treat that
  // reply as an error (customer-support notice), so it is a real answer of this call.
  defineRoute(getCustomerSuitability, async ({ deps, access, reply }) => {
    const rows = await listApprovals(deps.db, access.customerId);
    if (rows.length === 0) {
      await reply.code(204).send();
      return reply as never;
    }
    return {
      expiration_timestamps: Object.fromEntries(
        rows.map((r) => [String(r.mifid2Category), r.expiresAt.getTime()]),
      ),
    };
  }),

  defineRoute(getRequestActions, ({ deps, access, query }) =>
    requestActionsByInstrument(deps, access.customerId, query),
  ),

  defineRoute(getRequestActionsV2, ({ deps, access, query }) =>
    requestActionsByOrderBook(deps, access.customerId, query),
  ),

  defineRoute(createFundAllocationRequest, async ({ deps, access, body }) => {
    await requireFundFlow(deps, access.customerId, 'REQUEST');
    return createAllocationRequest(deps, access.customerId, body);
  }),

  defineRoute(getAllocationRequests, ({ deps, access }) =>
    listAllocationRequests(deps, access.customerId, LIST_LIMIT),
  ),

  defineRoute(cancelAllocationRequestCall, ({ deps, access, params }) =>
    cancelAllocationRequest(deps, access.customerId, params.id),
  ),

  // The sell form's view of one instrument on several accounts: every account must be the
  // customer's own (the first that is not answers 404), each gets an entry even without a holding.
  defineRoute(getInstrumentWithPositions, async ({ deps, access, params, query }) => {
    const accids = [...new Set(query.accids.split(',').map(Number))];
    const owned = [];
    for (const accid of accids) owned.push(await deps.accountReads.ownedAccount(access.customerId, accid));
    const instrument = await instrumentReply(deps.db, params.instrument_id);
    const fx = await referenceFx(deps.db);
    const positions = [];
    for (const account of owned) {
      const currency = account.currency.trim();
      const held = (await deps.accountReads.positions(account)).find(
        (p) => p.instrument.instrument_id === instrument.instrument_id,
      );
      const activeSell = await reservedUnits(deps.db, account.accid, instrument.instrument_id);
      const lastNav = instrument.last_price;
      positions.push({
        accid: account.accid,
        accno: account.accno,
        qty: held?.qty ?? 0,
        market_value_acc: held?.market_value_acc ?? money(0, currency),
        last_nav: lastNav,
        active_sell_units: activeSell.toNumber(),
        available_holdings: money(
          availableHoldings({
            units: held?.qty ?? 0,
            activeSellUnits: activeSell,
            lastNav: lastNav ?? 0,
            exchangeRate: convert(fx, new Decimal(1), instrument.currency, currency),
          }),
          currency,
        ),
      });
    }
    return { instrument, positions };
  }),

  // The knowledge test belongs to the order flow ("Get qualified"); registered with it.
  ...appropriatenessRoutes,
];

import {
  IDEMPOTENCY_KEY_HEADER,
  cancelFundOrder as cancelFundOrderCall,
  getCustomerSuitability,
  getFundOrders,
  getInstrumentSuitability,
  getTradingInfo,
  placeFundOrder as placeFundOrderCall,
} from '@broker/contract';
import { fundCountry, minimumInvestment, money, needsKnowledgeTest, nextDealingCutoff } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound } from '../http/api-error';
import { fundOrderReply } from './replies';
import { findInstrument, hasValidApproval, listApprovals, listOrders } from './queries';
import { cancelFundOrder, frequencyOf, placeFundOrder, publishOrder } from './service';

/** The list answers the latest orders; older ones are history the orders page does not page through yet. */
const LIST_LIMIT = 500;

export const fundOrderRoutes = [
  defineRoute(placeFundOrderCall, async ({ deps, access, body, headers }) => {
    const result = await placeFundOrder(deps, access.customerId, headers[IDEMPOTENCY_KEY_HEADER], body);
    if (result.created) {
      deps.accountReads.invalidate(result.accid);
      if (result.order) publishOrder(deps, access.customerId, result.order);
    }
    return result.reply;
  }),

  defineRoute(getFundOrders, async ({ deps, access }) => {
    const now = deps.time.now();
    const rows = await listOrders(deps.db, access.customerId, LIST_LIMIT);
    return rows.map((r) => fundOrderReply(r.order, { accno: r.accno, name: r.name }, now));
  }),

  defineRoute(cancelFundOrderCall, ({ deps, access, params }) =>
    cancelFundOrder(deps, access.customerId, params.order_id),
  ),

  defineRoute(getTradingInfo, async ({ deps, params }) => {
    const instrument = await findInstrument(deps.db, params.instrument_id);
    if (!instrument) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${params.instrument_id} was not found`);
    if (instrument.groupType !== 'FND')
      throw new HttpError(422, 'NOT_A_FUND', `Instrument ${params.instrument_id} is not a fund`);
    const now = deps.time.now();
    const country = fundCountry(instrument.currency);
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
];

export * from './call';
export * from './common';
export * from './auth';
export * from './auth-passkeys';
export * from './auth-api-keys';
export * from './auth-sessions';
export * from './accounts';
export * from './instruments';
export * from './instrument-data';
export * from './screener';
export * from './health';
export * from './market-data';
export * from './chart';
export * from './fund-orders';
export * from './exchange-orders';
export * from './allocation-requests';
export * from './appropriateness';
export * from './curated-lists';
export * from './watchlists';
export * from './notes';
export * from './crm';
export * from './tiers';
export * from './community';
export * from './transactions';
export * from './tax';
export * from './netfonds';
export * from './holdings';
export * from './banking';
export * from './savings-goals';
export * from './savings-plans';
export * from './eid';
export * from './notifications';
export * from './required-actions';
export * from './signup';
export * from './personalization';
export * from './credits';
export * from './account-access';
export * from './desk';
export * from './desk-estates';
export * from './estates';
export * from './insurance';
export * from './companies';
export * from './search';
export * from './content';
export * from './news';
export * from './key-figure-series';
export * from './indicators';
export * from './fund-facts';

import * as auth from './auth';
import * as authPasskeys from './auth-passkeys';
import * as authApiKeys from './auth-api-keys';
import * as authSessions from './auth-sessions';
import * as accounts from './accounts';
import * as instruments from './instruments';
import * as instrumentData from './instrument-data';
import * as screener from './screener';
import * as health from './health';
import * as marketData from './market-data';
import * as chart from './chart';
import * as fundOrders from './fund-orders';
import * as exchangeOrders from './exchange-orders';
import * as allocationRequests from './allocation-requests';
import * as appropriateness from './appropriateness';
import * as curatedLists from './curated-lists';
import * as watchlists from './watchlists';
import * as notes from './notes';
import * as tiers from './tiers';
import * as personalization from './personalization';
import * as community from './community';
import * as transactionsArea from './transactions';
import * as tax from './tax';
import * as netfonds from './netfonds';
import * as holdings from './holdings';
import * as banking from './banking';
import * as savingsGoals from './savings-goals';
import * as savingsPlans from './savings-plans';
import * as eid from './eid';
import * as notifications from './notifications';
import * as requiredActions from './required-actions';
import * as signup from './signup';
import * as crm from './crm';
import * as credits from './credits';
import * as accountAccess from './account-access';
import * as insurance from './insurance';
import * as companies from './companies';
import * as estates from './estates';
import * as search from './search';
import * as content from './content';
import * as newsArea from './news';
import * as keyFigureSeries from './key-figure-series';
import * as indicators from './indicators';
import * as fundFacts from './fund-facts';
import type { CallDef } from './call';

function callsOf(mod: Record<string, unknown>): CallDef[] {
  return Object.values(mod).filter(
    (v): v is CallDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v,
  );
}

/** Every call of the catalogue; the server registers a route for each. */
export const CALLS: readonly CallDef[] = [
  health,
  auth,
  authPasskeys,
  authApiKeys,
  authSessions,
  accounts,
  instruments,
  instrumentData,
  screener,
  marketData,
  chart,
  fundOrders,
  exchangeOrders,
  allocationRequests,
  appropriateness,
  curatedLists,
  watchlists,
  notes,
  tiers,
  community,
  transactionsArea,
  tax,
  netfonds,
  holdings,
  banking,
  savingsGoals,
  savingsPlans,
  eid,
  notifications,
  requiredActions,
  signup,
  crm,
  personalization,
  credits,
  accountAccess,
  insurance,
  companies,
  estates,
  search,
  content,
  newsArea,
  keyFigureSeries,
  indicators,
  fundFacts,
].flatMap(callsOf);
export * from './live';

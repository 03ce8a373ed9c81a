import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { accounts as accountsTable, users } from '../db/schema';
import { Decimal, luhnValid, parseBankAccount, tickBand, type CountryCode } from '@broker/domain';
import { CATALOG, fundId } from '../db/seed/catalog';
import type { Database } from '../db/database';
import { notify } from '../notifications/notify';
import { openCrmTask } from '../crm/tasks';
import { login, loginForApi } from '../testing/test-app';
import { createSoftAuthenticator } from '../auth/soft-authenticator';
import type { Hints } from './generate';
import type { Caller } from './harness';

/** Thursday 19 Nov 2026, 10:00 in Stockholm: before the day's fund cut-off, so orders stay cancellable. */
export const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');

export const FUND = fundId('Sveaholm Sverige Aktiefond');

export async function callerOf(app: FastifyInstance, database: Database, username: string): Promise<Caller> {
  const { cookie, jwt } = await loginForApi(app, username);
  const [row] = await database.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, username));
  return { username, customerId: row!.customerId, cookie, jwt };
}

type Json = Record<string, unknown>;

/** A small client for setting up a customer's data through the API itself. */
export function api(app: FastifyInstance, caller: Caller) {
  const headers = { 'client-id': 'NEXT', 'x-nnx-access-token': caller.jwt };
  let key = 0;
  const call = async (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
    extra: Json = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...headers, ...(extra as Record<string, string>) },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300)
      throw new Error(`${caller.username} ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : (res.json() as unknown);
  };
  return {
    call,
    get: (url: string) => call('GET', url),
    placeBuy: async (accid: number, instrumentId: number, value: number, currency: string) =>
      (
        (await call(
          'POST',
          '/api/2/fund_orders',
          { instrument_id: instrumentId, accid, orderside: 'BUY', amount: { value, currency } },
          {
            'idempotency-key': `fixture-${caller.username}-${Date.now()}-${++key}`,
          },
        )) as { fund_order: { order_id: number } }
      ).fund_order.order_id,
  };
}

/** The real ids one customer owns, kept current as the tests delete and cancel things. */
export interface Owned {
  accid: number;
  accno: string;
  currency: string;
  accids: number[];
  orderId?: number;
  /** A share order resting on the market. */
  exchangeOrderId?: number;
  watchlistId?: number;
  attemptId?: string;
  requestId?: number;
  /** A sale (a realisation event) and a purchase of the customer's, from the seeded ledger. */
  saleId?: number;
  purchaseId?: number;
  /** A holding of the customer's (`accid-instrumentId`) and a purchase among its lots. */
  positionId?: string;
  positionLotId?: number;
  /** The customer's Netfonds account, if they have one (demo-no). */
  netfondsAccid?: number;
  netfondsAccno?: string;
  /** One of the customer's accounts at another bank, its own number (unlike any other customer's). */
  bankAccountId?: number;
  bankAccount?: { clearing: string; account: string };
  /** A deposit the customer started (pending at the simulated bank). */
  depositId?: number;
  /** The bank account the customer's bank confirmed (the seed's), and a withdrawal to it not yet sent. */
  verifiedBankAccountId?: number;
  withdrawalId?: number;
  /** One of the customer's savings goals. */
  savingsGoalId?: number;
  /** One of the customer's notes on an instrument. */
  noteId?: number;
  /** One of the customer's saved screens. */
  savedScreenId?: number;
  /** A monthly savings plan of the customer's (not for private banking, whose buys the bank places). */
  savingsPlanId?: number;
  /** A notification of the customer's (written as an area with an event writes one). */
  notificationId?: number;
  /** One of the customer's passkeys, API keys, and a live session besides the caller's own (issue 16). */
  passkeyId?: number;
  apiKeyId?: number;
  spareSessionId?: number;
  /** The customer's KYC answers in force (every demo customer has some). */
  kycResultId?: number;
  /** An open CRM task of the customer's and a file on it. */
  crmTaskId?: number;
  attachmentId?: number;
  /** An authorization in force the customer gave: VIEW on their account to AUTHORIZATION_GRANTEE. */
  authorizationId?: number;
  /** The customer's KF account (demo-se) and a beneficiary designation on it (spec 001 §7.5). */
  kfAccid?: number;
  designationId?: number;
}

/** Whom the fixtures let view an account: a demo customer no test acts as (db/seed/customers.ts). */
export const AUTHORIZATION_GRANTEE = { customerNo: '1004903', birthDate: '1995-01-12' };

/** Public ids every customer may use: instruments, order books, lists, news. */
export interface PublicIds {
  fund: number;
  share: number;
  tradable: string;
  /** The share's order book, its currency, and a buy limit that rests (5 % under the last price). */
  shareBook: { marketId: number; identifier: string; currency: string; restingPrice: number };
  orderBookId: number;
  listId: number;
  listSlug: string;
  newsId: number;
  sourceId: number;
  mifid2Category: number;
}

export async function publicIds(app: FastifyInstance, caller: Caller): Promise<PublicIds> {
  const a = api(app, caller);
  const share = CATALOG.shares[0]!.instrumentId;
  const shareInfo = (await a.get(`/api/2/instruments/${share}`)) as {
    tradables: { market_id: number; identifier: string }[];
    currency: string;
    last_price: number;
  };
  const fundInfo = (await a.get(`/api/2/instruments/${FUND}`)) as { tradables: { identifier: string }[] };
  const sections = (await a.get('/api/2/curated-lists/sections')) as {
    sections: { lists: { id: number; slug: string }[] }[];
  };
  const list = sections.sections.flatMap((s) => s.lists)[0]!;
  const [news] = (await a.get('/api/2/news?limit=1')) as { news_id: number; source_id: number }[];
  const sources = (await a.get('/api/2/news_sources')) as { source_id: number }[];
  const questionnaires = (await a.get('/api/2/appropriateness/questionnaires')) as {
    mifid2Category: number;
  }[];
  const t = shareInfo.tradables[0]!;
  const under = new Decimal(shareInfo.last_price).times(0.95);
  const tick = tickBand(under).tick;
  return {
    fund: FUND,
    share,
    tradable: `${t.market_id}:${t.identifier}`,
    shareBook: {
      marketId: t.market_id,
      identifier: t.identifier,
      currency: shareInfo.currency,
      restingPrice: under.dividedBy(tick).floor().times(tick).toNumber(),
    },
    orderBookId: Number(fundInfo.tradables[0]?.identifier ?? t.identifier),
    listId: list.id,
    listSlug: list.slug,
    // The test seed may have no news yet: an unknown id still exercises the route (404).
    newsId: news?.news_id ?? 1,
    sourceId: news?.source_id ?? sources[0]?.source_id ?? 1,
    mifid2Category: questionnaires[0]!.mifid2Category,
  };
}

/**
 * Makes sure the customer has a live (cancellable) fund order when `order` is set, a watchlist
 * with an item, and an open knowledge-test attempt; creates what a test has used up.
 */
export async function ensureOwned(
  app: FastifyInstance,
  caller: Caller,
  pub: PublicIds,
  owned: Owned | undefined,
  opts: { order: boolean; request?: boolean },
): Promise<Owned> {
  const a = api(app, caller);
  const accounts = (await a.get('/api/2/accounts')) as {
    accid: number;
    accno: string;
    symbol: string;
    default: boolean;
    is_blocked: boolean;
    account_code: string;
    atyid: number;
  }[];
  const usable = accounts.filter((x) => !x.is_blocked && x.account_code !== 'BLSE' && x.atyid !== 123);
  const acc = usable.find((x) => x.default) ?? usable[0]!;
  const o: Owned = owned ?? {
    accid: acc.accid,
    accno: acc.accno,
    currency: acc.symbol,
    accids: accounts.map((x) => x.accid),
  };

  if (opts.order) {
    const orders = (await a.get('/api/2/fund_orders/v2')) as { order_id: number; cancellable: boolean }[];
    if (!orders.some((x) => x.order_id === o.orderId && x.cancellable))
      o.orderId = await a.placeBuy(o.accid, pub.fund, 1000, o.currency);
  }
  if (opts.order) {
    const shareOrders = (await a.get(`/api/2/accounts/${o.accid}/orders`)) as {
      order_id: number;
      modifiable: boolean;
    }[];
    if (!shareOrders.some((x) => x.order_id === o.exchangeOrderId && x.modifiable)) {
      const placed = (await a.call(
        'POST',
        `/api/2/accounts/${o.accid}/orders`,
        {
          market_id: pub.shareBook.marketId,
          identifier: pub.shareBook.identifier,
          side: 'BUY',
          price: pub.shareBook.restingPrice,
          volume: 1,
          currency: pub.shareBook.currency,
          order_type: 'LIMIT',
        },
        { 'idempotency-key': `fixture-share-${caller.username}-${Date.now()}` },
      )) as { order_id: number };
      o.exchangeOrderId = placed.order_id;
    }
  }
  if (opts.request) {
    const requests = (await a.get('/api/2/allocation-requests')) as { id: number; cancellable: boolean }[];
    if (!requests.some((x) => x.id === o.requestId && x.cancellable)) {
      o.requestId = (
        (await a.call('POST', '/api/2/allocation-requests/fund', {
          accountNumber: o.accno,
          onPremInstrumentId: pub.fund,
          side: 'BUY',
          amount: { value: 1000, currency: o.currency },
        })) as { id: number }
      ).id;
    }
  }
  if (!opts.request) {
    const plans = (await a.get('/api/2/periodic-plans')) as { id: number }[];
    if (!plans.some((p) => p.id === o.savingsPlanId)) {
      o.savingsPlanId = (
        (await a.call('POST', '/api/2/periodic-plans', {
          accid: o.accid,
          day_of_month: 5,
          items: [{ instrument_id: pub.fund, amount: { value: 500, currency: o.currency } }],
        })) as { id: number }
      ).id;
    }
  }
  const banks = (await a.get('/api/2/external-bank-accounts')) as { id: number }[];
  if (!banks.some((b) => b.id === o.bankAccountId)) {
    const number = fixtureBankAccount(countryOfCaller(caller), caller.customerId);
    const made = (await a.call('POST', '/api/2/external-bank-accounts', {
      ...(number.clearing ? { clearing_number: number.clearing } : {}),
      account_number: number.account,
    })) as { id: number };
    o.bankAccountId = made.id;
    o.bankAccount = number;
  }
  if (o.depositId === undefined) {
    const started = (await a.call('POST', '/api/2/deposits/instant', { accid: o.accid, amount: 100 })) as {
      deposit: { id: number };
    };
    o.depositId = started.deposit.id;
  }
  if (o.verifiedBankAccountId === undefined) {
    const verified = (await a.get('/api/2/external-bank-accounts/verified')) as { id: number }[];
    o.verifiedBankAccountId = verified[0]?.id;
  }
  const withdrawals = (await a.get('/api/2/withdrawals')) as { id: number; cancellable: boolean }[];
  if (
    o.verifiedBankAccountId !== undefined &&
    !withdrawals.some((w) => w.id === o.withdrawalId && w.cancellable)
  ) {
    o.withdrawalId = (
      (await a.call('POST', '/api/2/withdrawals', {
        accid: o.accid,
        bank_account_id: o.verifiedBankAccountId,
        amount: 10,
      })) as { id: number }
    ).id;
  }
  if (o.notificationId === undefined) {
    const id = await app.deps.db.transaction((tx) =>
      notify(
        tx,
        caller.customerId,
        'DEPOSIT_ARRIVED',
        { accid: o.accid, amount: { value: 100, currency: o.currency } },
        Date.now(),
      ),
    );
    o.notificationId = id ?? undefined;
  }
  await ensureSecurityOwned(app, caller, o);
  await ensureCrmOwned(app, caller, o);
  await ensureInsuranceOwned(app, caller, o);
  if (o.kycResultId === undefined) {
    o.kycResultId = ((await a.get('/api/2/required-actions/v1/results/latest')) as { id: number }).id;
  }
  const goals = (await a.get('/api/2/savings-goals')) as { id: number }[];
  if (!goals.some((g) => g.id === o.savingsGoalId)) {
    const made = (await a.call('POST', '/api/2/savings-goals', {
      name: 'Fixture goal',
      target_amount: 250_000,
      target_date: '2030-06-30',
      account_ids: [o.accid],
    })) as { id: number };
    o.savingsGoalId = made.id;
  }
  const { notes } = (await a.get('/nnxapi/personalization/v1/notes')) as { notes: { id: number }[] };
  if (!notes.some((n) => n.id === o.noteId)) {
    const made = (await a.call('POST', '/nnxapi/personalization/v1/notes', {
      instrumentId: pub.share,
      text: 'Fixture note',
    })) as { id: number };
    o.noteId = made.id;
  }
  const { screens } = (await a.get('/api/2/screener/saved')) as { screens: { id: number }[] };
  if (!screens.some((s) => s.id === o.savedScreenId)) {
    const made = (await a.call('POST', '/api/2/screener/saved', {
      name: 'Fixture screen',
      type: 'SHARES',
      criteria: { filters: [{ field: 'PE', max: 15 }] },
    })) as { id: number };
    o.savedScreenId = made.id;
  }
  const { authorizations } = (await a.get('/nnxapi/customer/v1/authorizations')) as {
    authorizations: { id: number }[];
  };
  if (!authorizations.some((g) => g.id === o.authorizationId)) {
    const made = (await a.call('POST', '/nnxapi/customer/v1/authorizations', {
      accid: o.accid,
      ...AUTHORIZATION_GRANTEE,
      permission: 'VIEW',
    })) as { id: number };
    o.authorizationId = made.id;
  }
  const lists = (await a.get('/api/2/watchlists/mine')) as { id: number; items: unknown[] }[];
  const mine = lists.find((l) => l.id === o.watchlistId);
  if (!mine || mine.items.length === 0) {
    if (!mine && lists.length >= 20) await a.call('DELETE', `/api/2/watchlists/${lists[0]!.id}`);
    const id =
      mine?.id ?? ((await a.call('POST', '/api/2/watchlists', { name: 'Fixture' })) as { id: number }).id;
    await a.call('POST', `/api/2/watchlists/${id}/items`, { instrument_id: pub.share });
    o.watchlistId = id;
  }
  if (o.netfondsAccid === undefined) {
    const [netfonds] = (await a.get('/api/2/netfonds/accounts')) as {
      accid: number;
      account_number: string;
    }[];
    o.netfondsAccid = netfonds?.accid;
    o.netfondsAccno = netfonds?.account_number;
  }
  if (o.saleId === undefined || o.purchaseId === undefined) {
    const first = async (type: string) =>
      (
        (await a.get(`/api/2/transactions?types=${type}&limit=1`)) as {
          transactions: { transaction_id: number }[];
        }
      ).transactions[0]?.transaction_id;
    o.saleId = await first('SELL');
    o.purchaseId = await first('BUY');
  }
  if (o.positionId === undefined) {
    const [position] = (await a.get('/api/2/holdings/positions')) as { position_id: string }[];
    if (position) {
      const detail = (await a.get(`/api/2/holdings/positions/${position.position_id}`)) as {
        lots: { transaction_id: number; editable: boolean }[];
      };
      o.positionId = position.position_id;
      o.positionLotId = detail.lots.find((l) => l.editable)?.transaction_id;
    }
  }
  // A test that examined the attempt (used it up) clears attemptId.
  if (!o.attemptId) {
    o.attemptId = (
      (await a.call('POST', `/api/2/appropriateness/${pub.mifid2Category}/start`)) as { attemptId: string }
    ).attemptId;
  }
  return o;
}

/** The calls on one Netfonds account: their `accid` is a Netfonds account, not one of ours. */
export const NETFONDS_ACCOUNT_CALLS = [
  'getNetfondsTransactions',
  'getNetfondsPositions',
  'getNetfondsAvailablePdfs',
  'getNetfondsCostAndCharges',
] as const;

/**
 * Valid values for the fields the catalogue names, for one customer. Lazy (`map` reads `owned` at
 * generation time), so a fixture recreated between calls is picked up.
 */
export function hintsFor(pub: PublicIds, owned: () => Owned, username: string, countryCode: string): Hints {
  const lazy = <T>(f: () => T) => fc.constant(0).map(f);
  return {
    accid: lazy(() => owned().accid),
    accids: lazy(() => String(owned().accid)),
    accountIds: lazy(() => String(owned().accid)),
    accountNumber: lazy(() => owned().accno),
    instrument_id: fc.constantFrom(pub.fund, pub.share),
    instrumentId: fc.constantFrom(pub.fund, pub.share),
    onPremInstrumentId: fc.constant(pub.fund),
    tradingOrderBookId: fc.constant(pub.orderBookId),
    'addWatchlistItem.instrument_id': fc.constant(pub.fund),
    'removeWatchlistItem.instrument_id': fc.constant(pub.share),
    instrument_ids: fc.constant(`${pub.fund},${pub.share}`),
    instrumentIds: fc.constant(`${pub.fund},${pub.share}`),
    compare: fc.constant(String(pub.fund)),
    tradable: fc.constant(pub.tradable),
    order_id: lazy(() => owned().orderId ?? 1),
    'modifyExchangeOrder.order_id': lazy(() => owned().exchangeOrderId ?? 1),
    'cancelExchangeOrder.order_id': lazy(() => owned().exchangeOrderId ?? 1),
    market_id: fc.constant(pub.shareBook.marketId),
    identifier: fc.constant(pub.shareBook.identifier),
    currency: fc.constant(pub.shareBook.currency),
    price: fc.constant(pub.shareBook.restingPrice),
    volume: fc.constant(1),
    order_type: fc.constant('LIMIT'),
    valid_until: fc.constant('2026-11-26'),
    days: fc.constant(2),
    'getExchangeOrders.limit': fc.constant(50),
    'getExchangeOrders.before': fc.constant(2_147_483_647),
    'getTransactions.types': fc.constantFrom('BUY', 'DEPOSIT,DIVIDEND'),
    'getTransactions.limit': fc.constant(50),
    'getTransactions.offset': fc.constant(0),
    'getRealisationEvent.transaction_id': lazy(() => owned().saleId ?? 1),
    'excludeRealisationEvent.transaction_id': lazy(() => owned().saleId ?? 1),
    'restoreRealisationEvent.transaction_id': lazy(() => owned().saleId ?? 1),
    'updateAcquisitionCost.transaction_id': lazy(() => owned().purchaseId ?? 1),
    'getRealisationEvents.user_edited': fc.constantFrom('true', 'false'),
    'getRealisationEvents.year': fc.constantFrom(2025, 2026),
    'getK4Report.year': fc.constantFrom(2025, 2026),
    'get9AReport.year': fc.constantFrom(2025, 2026),
    'get9AReport.instruments': fc.constant(`${pub.fund},${pub.share}`),
    'getNorwegianTaxReport.year': fc.constantFrom(2024, 2025, 2026),
    'getDanishTaxReport.year': fc.constantFrom(2024, 2025, 2026),
    'getIskStatement.year': fc.constant(2025),
    'getTransactionSummary.types': fc.constantFrom('BUY', 'DEPOSIT,DIVIDEND'),
    'updateAcquisitionCost.acquisition_cost': fc.constantFrom(100, 2500.5, null),
    position_id: lazy(() => owned().positionId ?? '1-1'),
    'updatePositionAcquisitionCost.transaction_id': lazy(() => owned().positionLotId ?? 1),
    'updatePositionAcquisitionCost.acquisition_cost': fc.constantFrom(100, 2500.5, null),
    'cancelAllocationRequest.id': lazy(() => owned().requestId ?? 1),
    'cancelAllocationRequestV2.id': lazy(() => owned().requestId ?? 1),
    plan_id: lazy(() => owned().savingsPlanId ?? 1),
    'getSavingsPlanPercentile.amount': fc.constantFrom('500', '250.50'),
    'getSavingsPlanPercentile.currency': fc.constant('SEK'),
    ...Object.fromEntries(
      NETFONDS_ACCOUNT_CALLS.map((id) => [`${id}.accid`, lazy(() => owned().netfondsAccid ?? 1)]),
    ),
    'getNetfondsTransactions.types': fc.constantFrom('BUY', 'DEPOSIT,DIVIDEND'),
    'getNetfondsTransactions.limit': fc.constant(200),
    'getTopMovers.limit': fc.constant(5),
    'getNetfondsTransactions.offset': fc.constant(0),
    'getNetfondsCostAndCharges.year': fc.constantFrom(2025, 2026),
    'getExternalBankAccount.id': lazy(() => owned().bankAccountId ?? 1),
    'deleteExternalBankAccount.id': lazy(() => owned().bankAccountId ?? 1),
    'getExternalBankAccountByNumber.account_number': lazy(() => owned().bankAccount?.account ?? '1'),
    'getExternalBankAccountByNumber.clearing_number': lazy(() => owned().bankAccount?.clearing ?? ''),
    'createExternalBankAccount.account_number': lazy(() => owned().bankAccount?.account ?? '1'),
    'createExternalBankAccount.clearing_number': lazy(() => owned().bankAccount?.clearing ?? ''),
    'getDeposit.id': lazy(() => owned().depositId ?? 1),
    'cancelWithdrawal.id': lazy(() => owned().withdrawalId ?? 1),
    'requestWithdrawal.bank_account_id': lazy(() => owned().verifiedBankAccountId ?? 1),
    'requestWithdrawal.amount': fc.constantFrom(10, 25.5),
    'setWithdrawalLimit.daily_limit': fc.constantFrom(50_000, 150_000),
    'createInstantDeposit.amount': fc.constantFrom(100, 2500.5),
    'createExpressDeposit.amount': fc.constantFrom(100, 2500.5),
    'createExpressDeposit.bank_account_id': lazy(() => owned().verifiedBankAccountId ?? 1),
    'markNotificationRead.id': lazy(() => owned().notificationId ?? 1),
    'deleteLunaEnrollment.id': lazy(() => owned().passkeyId ?? 1),
    'revokeMyApiKey.id': lazy(() => owned().apiKeyId ?? 1),
    'endMySession.id': lazy(() => owned().spareSessionId ?? 1),
    'getSavingsGoal.id': lazy(() => owned().savingsGoalId ?? 1),
    'updateSavingsGoal.id': lazy(() => owned().savingsGoalId ?? 1),
    'deleteSavingsGoal.id': lazy(() => owned().savingsGoalId ?? 1),
    noteId: lazy(() => owned().noteId ?? 1),
    screen_id: lazy(() => owned().savedScreenId ?? 1),
    taskId: lazy(() => owned().crmTaskId ?? 1),
    attachmentId: lazy(() => owned().attachmentId ?? 1),
    'createAttachmentToken.fileName': fc.constantFrom('kontoutdrag.pdf', 'Lönebesked mars.png'),
    'createAttachmentToken.contentType': fc.constantFrom('application/pdf', 'image/png', 'image/jpeg'),
    authorizationId: lazy(() => owned().authorizationId ?? 1),
    designationId: lazy(() => owned().designationId ?? 1),
    'getBeneficiaries.accid': lazy(() => owned().kfAccid ?? owned().accid),
    'listInsuranceDocuments.accid': lazy(() => owned().kfAccid ?? owned().accid),
    'createScriveLink.accid': lazy(() => owned().kfAccid ?? owned().accid),
    'createScriveLink.clause': fc.constantFrom('STANDARD', 'NAMED'),
    'createScriveLink.beneficiaries': fc.constantFrom(
      [],
      [
        { name: 'Anna Lindqvist', birthDate: '2010-03-10', share: '60' },
        { name: 'Erik Lindqvist', birthDate: '2012-05-01', share: '40' },
      ],
    ),
    'createAuthorization.customerNo': fc.constant(AUTHORIZATION_GRANTEE.customerNo),
    'createAuthorization.birthDate': fc.constant(AUTHORIZATION_GRANTEE.birthDate),
    'getKycResult.id': lazy(() => owned().kycResultId ?? 1),
    account_ids: lazy(() => [owned().accid]),
    // The intraday limit's activation names accounts as a JSON list (credits area).
    'activateIntradayLimit.accountIds': lazy(() => [owned().accid]),
    target_amount: fc.constantFrom(250_000, 1_000_000.5),
    target_date: fc.constantFrom('2030-06-30', '2027-01-31'),
    'renameWatchlist.id': lazy(() => owned().watchlistId ?? 1),
    'deleteWatchlist.id': lazy(() => owned().watchlistId ?? 1),
    'addWatchlistItem.id': lazy(() => owned().watchlistId ?? 1),
    'removeWatchlistItem.id': lazy(() => owned().watchlistId ?? 1),
    'postCuratedListFeedback.id': fc.constant(pub.listId),
    idOrSlug: fc.constantFrom(pub.listSlug, String(pub.listId)),
    copyFromCuratedList: fc.constantFrom(pub.listId, pub.listSlug),
    news_id: fc.constant(pub.newsId),
    source_id: fc.constant(pub.sourceId),
    mifid2Category: fc.constant(pub.mifid2Category),
    attemptId: lazy(() => owned().attemptId ?? 'none'),
    fromDate: fc.constant('2026-01-02'),
    toDate: fc.constant('2026-11-20'),
    from: fc.constant('2026-06-01'),
    to: fc.constant('2026-11-20'),
    technicalAnalysis: fc.constantFrom('sma-14', 'bollinger-20-2,macd-12-26-9'),
    topics: fc.constantFrom('funds', 'index-funds,funds'),
    excludeTopics: fc.constant('dividends'),
    query: fc.constantFrom('Nord', 'SE00'),
    orderType: fc.constant('FUND'),
    orderside: fc.constant('BUY'),
    side: fc.constant('BUY'),
    amount: lazy(() => ({ value: 500, currency: owned().currency })),
    'idempotency-key': fc.uuid(),
    authenticationProvider: fc.constant('BASIC'),
    countryCode: fc.constant(countryCode),
    basic: fc.constant({ username, password: 'demo1234' }),
    name: fc.constantFrom('Fuzzed list', 'Nordic picks'),
    rating: fc.integer({ min: 1, max: 5 }),
  };
}

/** The demo customers' countries, by username. */
function countryOfCaller(caller: Caller): CountryCode {
  const code = /demo-(se|no|dk|fi)/.exec(caller.username)?.[1];
  return (code?.toUpperCase() ?? 'SE') as CountryCode;
}

/**
 * A valid account number of the country that is the customer's alone: the first number from one
 * derived from the customer's id that the country's rules accept.
 */
export function fixtureBankAccount(
  country: CountryCode,
  customerId: number,
): { clearing: string; account: string } {
  const clearing = country === 'SE' ? '5000' : country === 'DK' ? '5301' : '';
  for (let n = customerId * 100; ; n++) {
    const account =
      country === 'SE'
        ? String(n).padStart(7, '0').slice(-7)
        : country === 'NO'
          ? `8601${String(n).padStart(7, '0').slice(-7)}`
          : country === 'DK'
            ? String(n).padStart(8, '0')
            : finnishIban(String(n).padStart(13, '0').slice(-13));
    if (parseBankAccount(country, account, clearing).ok) return { clearing, account };
  }
}

/** An IBAN for 13 national digits: the Luhn digit, then the ISO 13616 check digits. */
function finnishIban(digits: string): string {
  for (let d = 0; d <= 9; d++) {
    if (!luhnValid(digits + d)) continue;
    const bban = digits + d;
    const check = 98 - Number(BigInt(`${bban}151800`) % 97n);
    return `FI${String(check).padStart(2, '0')}${bban}`;
  }
  return 'FI00';
}

/** A passkey, an API key and a second live session of the caller's, made again when a test used them up. */
async function ensureSecurityOwned(app: FastifyInstance, caller: Caller, o: Owned): Promise<void> {
  const headers = { cookie: caller.cookie };
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers })).json() as { id: number; current?: boolean }[];
  const auth = '/nnxapi/authentication/v2';
  if (!(await get(`${auth}/luna/enrollments`)).some((e) => e.id === o.passkeyId)) {
    const started = await app.inject({
      method: 'POST',
      url: `${auth}/luna/start`,
      headers,
      payload: { ceremony: 'REGISTRATION', name: 'Fixture passkey' },
    });
    const { challengeId, options } = started.json() as {
      challengeId: string;
      options: { challenge: string; user: { id: string } };
    };
    const made = createSoftAuthenticator().register(options);
    const finished = await app.inject({
      method: 'POST',
      url: `${auth}/luna/poll`,
      headers,
      payload: { challengeId, registrationResponse: made.response },
    });
    if (finished.statusCode !== 200)
      throw new Error(`passkey fixture: ${finished.statusCode} ${finished.body}`);
    o.passkeyId = (finished.json() as { enrollment: { id: number } }).enrollment.id;
  }
  if (!(await get(`${auth}/my-api-keys`)).some((k) => k.id === o.apiKeyId)) {
    const made = await app.inject({
      method: 'POST',
      url: `${auth}/my-api-keys`,
      headers,
      payload: { name: 'Fixture key' },
    });
    o.apiKeyId = (made.json() as { apiKey: { id: number } }).apiKey.id;
  }
  const live = await get(`${auth}/sessions`);
  if (!live.some((s) => s.id === o.spareSessionId && !s.current)) {
    await login(app, caller.username);
    const again = await get(`${auth}/sessions`);
    o.spareSessionId = again.filter((s) => !s.current).sort((x, y) => y.id - x.id)[0]?.id;
  }
}

/**
 * A beneficiary designation on the customer's KF account, if they have one (made through the
 * simulated signing service, so the app must listen); any status will do for reads and 404s.
 */
async function ensureInsuranceOwned(app: FastifyInstance, caller: Caller, o: Owned): Promise<void> {
  if (o.kfAccid === undefined) {
    const [kf] = await app.deps.db
      .select({ accid: accountsTable.accid })
      .from(accountsTable)
      .where(and(eq(accountsTable.customerId, caller.customerId), eq(accountsTable.type, 'KF')));
    if (!kf) return;
    o.kfAccid = kf.accid;
  }
  if (o.designationId !== undefined) return;
  const a = api(app, caller);
  const made = (await a.call('POST', '/nnxapi/crm/v1/scrive/links', {
    accid: o.kfAccid,
    clause: 'STANDARD',
    beneficiaries: [],
  })) as { id: number };
  o.designationId = made.id;
}

/** An open CRM task with one file, kept open (a submit by the fuzz closes it: then a new one). */
async function ensureCrmOwned(app: FastifyInstance, caller: Caller, o: Owned): Promise<void> {
  const a = api(app, caller);
  const { tasks } = (await a.get('/nnxapi/crm/v1/tasks?status=OPEN')) as {
    tasks: { id: number; attachments: { id: number }[] }[];
  };
  const open = tasks.find((x) => x.id === o.crmTaskId && x.attachments.some((f) => f.id === o.attachmentId));
  if (open) return;
  const taskId = await app.deps.db.transaction((tx) =>
    openCrmTask(tx, caller.customerId, 'PROVIDE_ID_DOCUMENT', Date.now()),
  );
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
  const { uploadPath } = (await a.call('POST', '/nnxapi/crm/v1/attachments/tokens', {
    taskId,
    fileName: 'pass.pdf',
    contentType: 'application/pdf',
    size: pdf.length,
  })) as { uploadPath: string };
  const sent = await app.inject({
    method: 'PUT',
    url: uploadPath,
    headers: { 'content-type': 'application/pdf' },
    payload: pdf,
  });
  o.crmTaskId = taskId;
  o.attachmentId = (sent.json() as { id: number }).id;
}

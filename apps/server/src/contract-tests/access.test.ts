import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type CallDef } from '@broker/contract';
import { CATALOGUE_DB_KIND, listenLocally, startTestApp, type TestApp } from '../testing/test-app';
import { validReqArb, type Req } from './generate';
import {
  NETFONDS_ACCOUNT_CALLS,
  THURSDAY_10,
  callerOf,
  ensureOwned,
  hintsFor,
  publicIds,
  type Owned,
  type PublicIds,
} from './fixtures';
import { customerState, errorCodeOf, fuzzSettings, send, urlOf, type Caller } from './harness';
import { fieldsOf, getAt, setAt, type Field } from './schema-walk';

/**
 * Access test generated from the catalogue (issue 11): every input that names something a customer
 * owns is sent by one customer with another customer's ids, alone and mixed into lists with the
 * caller's own, and must answer 404 and change nothing for either of them.
 */

type IdKind =
  | 'account'
  | 'accountList'
  | 'accountNumber'
  | 'fundOrder'
  | 'exchangeOrder'
  | 'allocationRequest'
  | 'watchlist'
  | 'bankAccount'
  | 'bankAccountNumber'
  | 'deposit'
  | 'withdrawal'
  | 'savingsGoal'
  | 'note'
  /** A saved screen of the screener. */
  | 'savedScreen'
  | 'savingsPlan'
  | 'notification'
  | 'passkey'
  | 'apiKey'
  | 'session'
  /** One answering of the KYC questionnaire (required actions' results). */
  | 'kycResult'
  /** A CRM task, and a file on one. */
  | 'crmTask'
  | 'attachment'
  | 'attempt'
  | 'sale'
  | 'purchase'
  /** A holding: `accid-instrumentId`. */
  | 'position'
  /** A Netfonds account: the caller's own accounts with us are as foreign to those calls as another's. */
  | 'netfondsAccount'
  /** An authorization an owner gave on one of their accounts. */
  | 'authorization'
  /** A KF account's beneficiary designation (signing link). */
  | 'designation'
  /** Shared by every customer (instruments, order books, lists, news, questions): nothing to protect. */
  | 'public';

/**
 * Which input names which kind of id: `callId.field` first (for a generic name such as `id`), then
 * the field name. A new call with an id-looking input that this table does not classify fails the
 * first test below, so no route slips through unchecked.
 */
const ID_KINDS: Record<string, IdKind> = {
  accid: 'account',
  accids: 'accountList',
  accountIds: 'accountList',
  accountNumber: 'accountNumber',
  order_id: 'fundOrder',
  'modifyExchangeOrder.order_id': 'exchangeOrder',
  'cancelExchangeOrder.order_id': 'exchangeOrder',
  market_id: 'public',
  attemptId: 'attempt',
  'getRealisationEvent.transaction_id': 'sale',
  'excludeRealisationEvent.transaction_id': 'sale',
  'restoreRealisationEvent.transaction_id': 'sale',
  'updateAcquisitionCost.transaction_id': 'purchase',
  position_id: 'position',
  // A purchase among the position's lots: another customer's is not one.
  'updatePositionAcquisitionCost.transaction_id': 'purchase',
  ...Object.fromEntries(NETFONDS_ACCOUNT_CALLS.map((id) => [`${id}.accid`, 'netfondsAccount' as const])),
  'cancelAllocationRequest.id': 'allocationRequest',
  'cancelAllocationRequestV2.id': 'allocationRequest',
  plan_id: 'savingsPlan',
  'getExternalBankAccount.id': 'bankAccount',
  'deleteExternalBankAccount.id': 'bankAccount',
  'getExternalBankAccountByNumber.account_number': 'bankAccountNumber',
  'getDeposit.id': 'deposit',
  'cancelWithdrawal.id': 'withdrawal',
  'requestWithdrawal.bank_account_id': 'bankAccount',
  'createExpressDeposit.bank_account_id': 'bankAccount',
  // Naming a number when adding one's own account, or its clearing number, reveals no one's.
  'createExternalBankAccount.account_number': 'public',
  clearing_number: 'public',
  'markNotificationRead.id': 'notification',
  'deleteLunaEnrollment.id': 'passkey',
  'revokeMyApiKey.id': 'apiKey',
  'endMySession.id': 'session',
  // A ceremony's handle: 144 random bits handed to whoever started it, not a customer's record to
  // look up; finishing another customer's enrolment with it answers 404 (passkeys.test.ts).
  challengeId: 'public',
  'getSavingsGoal.id': 'savingsGoal',
  'updateSavingsGoal.id': 'savingsGoal',
  'deleteSavingsGoal.id': 'savingsGoal',
  noteId: 'note',
  screen_id: 'savedScreen',
  authorizationId: 'authorization',
  designationId: 'designation',
  instrumentIds: 'public',
  // A company's registration number is public (the registers are open); whether the caller may
  // act for it is the register's answer, tested in companies/companies.test.ts.
  orgNumber: 'public',
  'getKycResult.id': 'kycResult',
  taskId: 'crmTask',
  attachmentId: 'attachment',
  // A goal's accounts: the list as a whole names nothing; each of its items is an account.
  account_ids: 'public',
  'account_ids[]': 'account',
  'renameWatchlist.id': 'watchlist',
  'deleteWatchlist.id': 'watchlist',
  'addWatchlistItem.id': 'watchlist',
  'removeWatchlistItem.id': 'watchlist',
  'postCuratedListFeedback.id': 'public',
  instrument_id: 'public',
  instrumentId: 'public',
  onPremInstrumentId: 'public',
  tradingOrderBookId: 'public',
  instrument_ids: 'public',
  news_id: 'public',
  source_id: 'public',
  questionId: 'public',
  optionId: 'public',
  // The KYC questionnaire's answers: its questions' option ids, the same for everyone.
  optionIds: 'public',
  'optionIds[]': 'public',
  // Onboarding cases (auth 'prospect'): a customer's cookie is 401 on every prospect call whatever
  // the ids, so this suite's customers cannot reach an ownership check; another prospect's task ids
  // answering 404 are tested in crm/onboarding.test.ts.
  'getOnboardingTask.taskId': 'public',
  'actOnOnboardingTask.taskId': 'public',
  'initializeOnboardingFileUpload.taskId': 'public',
  // The intraday limit's activation: the list as a whole names nothing; each item is an account.
  'activateIntradayLimit.accountIds': 'public',
  'activateIntradayLimit.accountIds[]': 'account',
  // Content (issue 17): pages, FAQ questions, assets and events are the same for everyone.
  entryId: 'public',
  assetId: 'public',
  faqId: 'public',
  eventId: 'public',
  // Indices (issue 17): order books and lists of indices are market data, the same for everyone.
  order_book_id: 'public',
  list_id: 'public',
};

const ID_LOOKING = /id$|ids$|accid|accno|number/i;

const kindOf = (call: CallDef, f: Field): IdKind | undefined =>
  ID_KINDS[`${call.id}.${f.name}`] ?? ID_KINDS[f.name];

/** A customer who may not use a route at all gets the same refusal with anyone's ids: that reveals nothing. */
const SEGMENT_REFUSALS = new Set([
  'USER_NOT_ALLOWED_TO_PLACE_ORDER',
  'ALLOCATION_REQUEST_NOT_ALLOWED',
  // Another country's tax form.
  'TAX_REPORT_NOT_AVAILABLE',
]);

/** A country's own calls are tried by a customer of that country (the others are refused outright). */
const ACTORS_BY_CALL: Record<string, string[]> = {
  get9AReport: ['demo-fi'],
  getNorwegianTaxReport: ['demo-no'],
  getDanishTaxReport: ['demo-dk'],
  ...Object.fromEntries(NETFONDS_ACCOUNT_CALLS.map((id) => [id, ['demo-no']])),
};

interface Customer {
  caller: Caller;
  owned: Owned;
  isPrivateBanking: boolean;
  country: string;
}

describe('the id table', () => {
  it('classifies every id-looking input of every call', () => {
    const unclassified = CALLS.flatMap((call) =>
      fieldsOf(call)
        .filter((f) => ID_LOOKING.test(f.name) && !kindOf(call, f))
        .map((f) => `${call.id} ${f.loc}.${f.path.join('.')}`),
    );
    expect(unclassified, 'add these to ID_KINDS in access.test.ts').toEqual([]);
  });
});

describe.each([CATALOGUE_DB_KIND])('another customer’s ids on %s', (kind) => {
  let t: TestApp;
  let pub: PublicIds;
  const customers: Record<string, Customer> = {};
  const { seed } = fuzzSettings(1);
  const stats = { calls: new Set<string>(), cases: 0 };

  // Only a request with the caller's own ids may use up what a customer owns (an order cancelled,
  // an attempt examined): a cross-customer case is checked to change nothing for either side. So a
  // customer's fixtures are checked again only after such a request, not before every case (which
  // took most of this file's time).
  const stale = new Set<string>();
  // For the same reason a customer's state after a case is the state before the next one: it is
  // read again only after a refresh or a request with own ids.
  const knownState = new Map<string, string>();
  const stateOf = async (username: string): Promise<string> => {
    const known = knownState.get(username);
    if (known !== undefined) return known;
    const state = await customerState(t.database, customers[username]!.caller.customerId);
    knownState.set(username, state);
    return state;
  };
  const refresh = async (username: string) => {
    if (customers[username]?.owned && !stale.delete(username)) return;
    knownState.delete(username);
    const c = customers[username]!;
    c.owned = await ensureOwned(t.app, c.caller, pub, c.owned, {
      // demo-fi and demo-dk are here for their countries' tax reports only: no orders of their own.
      order: !c.isPrivateBanking && c.country !== 'FI' && c.country !== 'DK',
      request: c.isPrivateBanking,
    });
  };

  beforeAll(async () => {
    // No simulator runs here: share orders stay NEW, and order entry does not wait for an exchange.
    t = await startTestApp(kind, { READ_CACHE_MS: '0', TOKEN_TTL_SECONDS: '3600', SIMULATOR: 'off' });
    // Starting a deposit calls the (simulated) payment provider over HTTP.
    await listenLocally(t);
    t.app.deps.time = { now: () => THURSDAY_10 };
    for (const [username, country, pb] of [
      ['demo-se', 'SE', false],
      ['demo-no', 'NO', false],
      ['demo-pb', 'SE', true],
      ['demo-fi', 'FI', false],
      ['demo-dk', 'DK', false],
    ] as const) {
      const caller = await callerOf(t.app, t.database, username);
      pub ??= await publicIds(t.app, caller);
      customers[username] = { caller, owned: undefined as unknown as Owned, isPrivateBanking: pb, country };
      await refresh(username);
    }
  });
  afterAll(async () => {
    console.log(
      `access test on ${kind}: ${stats.calls.size} calls with customer ids, ${stats.cases} cross-customer cases`,
    );
    await t?.close();
  });

  /** The values of another customer's ids for one input, alone and (lists) mixed with the caller's own. */
  function foreignValues(k: IdKind, f: Field, me: Customer, other: Customer): unknown[] {
    const num = (v: number) => (f.loc === 'body' ? v : String(v));
    switch (k) {
      case 'account':
        return other.owned.accids.map(num);
      case 'accountList':
        return other.owned.accids.flatMap((a) => [
          `${a}`,
          `${me.owned.accid},${a}`,
          `${a},${me.owned.accid}`,
        ]);
      case 'accountNumber':
        return [other.owned.accno];
      case 'fundOrder':
        return other.owned.orderId ? [num(other.owned.orderId)] : [];
      case 'exchangeOrder':
        return other.owned.exchangeOrderId ? [num(other.owned.exchangeOrderId)] : [];
      case 'allocationRequest':
        return other.owned.requestId ? [num(other.owned.requestId)] : [];
      case 'watchlist':
        return other.owned.watchlistId ? [num(other.owned.watchlistId)] : [];
      case 'bankAccount':
        return other.owned.bankAccountId ? [num(other.owned.bankAccountId)] : [];
      case 'withdrawal':
        return other.owned.withdrawalId ? [num(other.owned.withdrawalId)] : [];
      case 'deposit':
        return other.owned.depositId ? [num(other.owned.depositId)] : [];
      case 'bankAccountNumber':
        return other.owned.bankAccount ? [other.owned.bankAccount.account] : [];
      case 'savingsGoal':
        return other.owned.savingsGoalId ? [num(other.owned.savingsGoalId)] : [];
      case 'note':
        return other.owned.noteId ? [num(other.owned.noteId)] : [];
      case 'savedScreen':
        return other.owned.savedScreenId ? [num(other.owned.savedScreenId)] : [];
      case 'authorization':
        return other.owned.authorizationId ? [num(other.owned.authorizationId)] : [];
      case 'designation':
        return other.owned.designationId ? [num(other.owned.designationId)] : [];
      case 'savingsPlan':
        return other.owned.savingsPlanId ? [num(other.owned.savingsPlanId)] : [];
      case 'notification':
        return other.owned.notificationId ? [num(other.owned.notificationId)] : [];
      case 'passkey':
        return other.owned.passkeyId ? [num(other.owned.passkeyId)] : [];
      case 'apiKey':
        return other.owned.apiKeyId ? [num(other.owned.apiKeyId)] : [];
      case 'session':
        return other.owned.spareSessionId ? [num(other.owned.spareSessionId)] : [];
      case 'kycResult':
        return other.owned.kycResultId ? [num(other.owned.kycResultId)] : [];
      case 'crmTask':
        return other.owned.crmTaskId ? [num(other.owned.crmTaskId)] : [];
      case 'attachment':
        return other.owned.attachmentId ? [num(other.owned.attachmentId)] : [];
      case 'attempt':
        return other.owned.attemptId ? [other.owned.attemptId] : [];
      case 'sale':
        return other.owned.saleId ? [num(other.owned.saleId)] : [];
      case 'purchase':
        return other.owned.purchaseId ? [num(other.owned.purchaseId)] : [];
      case 'position':
        return other.owned.positionId ? [other.owned.positionId] : [];
      case 'netfondsAccount':
        return [
          ...(other.owned.netfondsAccid ? [other.owned.netfondsAccid] : []),
          ...other.owned.accids,
          ...me.owned.accids,
        ].map(num);
      case 'public':
        return [];
    }
  }

  const owns = (c: Customer, k: IdKind): boolean =>
    k === 'fundOrder'
      ? c.owned.orderId !== undefined
      : k === 'exchangeOrder'
        ? c.owned.exchangeOrderId !== undefined
        : k === 'allocationRequest'
          ? c.owned.requestId !== undefined
          : k === 'sale'
            ? c.owned.saleId !== undefined
            : k === 'purchase'
              ? c.owned.purchaseId !== undefined
              : k === 'position'
                ? c.owned.positionId !== undefined
                : k === 'savingsPlan'
                  ? c.owned.savingsPlanId !== undefined
                  : k === 'netfondsAccount'
                    ? c.owned.netfondsAccid !== undefined
                    : k === 'designation'
                      ? c.owned.designationId !== undefined
                      : true;

  const privateCalls = CALLS.filter((call) =>
    fieldsOf(call).some((f) => {
      const k = kindOf(call, f);
      return k !== undefined && k !== 'public';
    }),
  );

  it('finds the calls that take a customer’s ids', () => {
    // The catalogue has at least these; the list grows by itself with new routes.
    expect(privateCalls.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'getAccountInfo',
        'cancelFundOrder',
        'getBuySellDots',
        'renameWatchlist',
        'examineKnowledgeTest',
      ]),
    );
  });

  it.each(privateCalls.map((c) => [c.id, c] as const))(
    '%s answers 404 to another customer’s ids and changes nothing',
    async (_id, call) => {
      let notFound = 0;
      for (const actor of ACTORS_BY_CALL[call.id] ?? ['demo-se', 'demo-pb']) {
        const me = customers[actor]!;
        await refresh(actor);
        const base: Req = fc.sample(
          validReqArb(
            call,
            hintsFor(pub, () => me.owned, actor, me.country),
          ),
          { seed, numRuns: 1 },
        )[0]!;
        let refusedBySegment = false;
        for (const other of Object.keys(customers).filter((u) => u !== actor)) {
          const them = customers[other]!;
          await refresh(other);
          for (const f of fieldsOf(call)) {
            const k = kindOf(call, f);
            if (!k || k === 'public' || getAt(base[f.loc], f.path) === undefined) continue;
            for (const value of foreignValues(k, f, me, them)) {
              const req = { ...base, [f.loc]: setAt(base[f.loc], f.path, value) } as Req;
              const before = [await stateOf(actor), await stateOf(other)];
              const res = await send(t.app, call, req, me.caller);
              const after = [
                await customerState(t.database, me.caller.customerId),
                await customerState(t.database, them.caller.customerId),
              ];
              knownState.set(actor, after[0]!);
              knownState.set(other, after[1]!);
              stats.cases++;
              const what = `${actor} with ${other}'s ${f.loc}.${f.path.join('.')}=${JSON.stringify(value)}: ${call.method} ${urlOf(call, req)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
              const code = errorCodeOf(res);
              expect(after, `state changed: ${what}`).toEqual(before);
              if (code && SEGMENT_REFUSALS.has(code)) {
                refusedBySegment = true;
                continue;
              }
              expect(res.statusCode, what).toBe(404);
              expect(code, what).toBeDefined();
              notFound++;
            }
          }
        }
        // The same request with the caller's own ids is not a 404 (the 404 above is about ownership,
        // not a broken request), and a segment refusal above must be the caller's refusal for the route.
        await refresh(actor);
        // Only where the caller owns something of each kind the call names (demo-pb has no fund
        // orders, demo-se no allocation requests).
        const privateKinds = fieldsOf(call)
          .map((f) => kindOf(call, f))
          .filter((k) => k && k !== 'public');
        if (!privateKinds.every((k) => owns(me, k!))) continue;
        const own = fc.sample(
          validReqArb(
            call,
            hintsFor(pub, () => me.owned, actor, me.country),
          ),
          { seed, numRuns: 1 },
        )[0]!;
        stale.add(actor);
        knownState.delete(actor);
        const res = await send(t.app, call, own, me.caller);
        const what = `${actor} with own ids: ${call.method} ${urlOf(call, own)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).not.toBe(404);
        if (refusedBySegment) expect(SEGMENT_REFUSALS.has(errorCodeOf(res) ?? ''), what).toBe(true);
        if (call.id === 'examineKnowledgeTest') me.owned.attemptId = undefined;
      }
      stats.calls.add(call.id);
      expect(notFound, 'no cross-customer case reached the ownership check').toBeGreaterThan(0);
    },
  );

  // A Netfonds account is the caller's own, but not one of ours: every call on our accounts must
  // answer for it as for a missing one, and change nothing. Tax is about the person and takes it
  // (docs/decisions.md "Netfonds accounts").
  const ourAccountCalls = CALLS.filter(
    (call) =>
      !call.path.startsWith('/tax/') &&
      fieldsOf(call).some((f) => ['account', 'accountList', 'accountNumber'].includes(kindOf(call, f) ?? '')),
  );
  it.each(ourAccountCalls.map((c) => [c.id, c] as const))(
    '%s answers 404 to the caller’s own Netfonds account and changes nothing',
    async (_id, call) => {
      const me = customers['demo-no']!;
      await refresh('demo-no');
      const { netfondsAccid, netfondsAccno, accid } = me.owned;
      expect(netfondsAccid).toBeDefined();
      const base: Req = fc.sample(
        validReqArb(
          call,
          hintsFor(pub, () => me.owned, 'demo-no', 'NO'),
        ),
        {
          seed,
          numRuns: 1,
        },
      )[0]!;
      let tried = 0;
      let refused = 0;
      for (const f of fieldsOf(call)) {
        const k = kindOf(call, f);
        if (getAt(base[f.loc], f.path) === undefined) continue;
        const num = (v: number) => (f.loc === 'body' ? v : String(v));
        const values =
          k === 'account'
            ? [num(netfondsAccid!)]
            : k === 'accountList'
              ? [`${netfondsAccid}`, `${accid},${netfondsAccid}`]
              : k === 'accountNumber'
                ? [netfondsAccno!]
                : [];
        for (const value of values) {
          const req = { ...base, [f.loc]: setAt(base[f.loc], f.path, value) } as Req;
          const before = await stateOf('demo-no');
          const res = await send(t.app, call, req, me.caller);
          const what = `demo-no with its Netfonds account in ${f.loc}.${f.path.join('.')}=${JSON.stringify(value)}: ${call.method} ${urlOf(call, req)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          const after = await customerState(t.database, me.caller.customerId);
          knownState.set('demo-no', after);
          expect(after, `state changed: ${what}`).toEqual(before);
          const code = errorCodeOf(res);
          // A customer who may not use the route at all (allocation requests) is refused whatever
          // the account: that reveals nothing either.
          if (code && SEGMENT_REFUSALS.has(code)) {
            refused++;
            continue;
          }
          expect(res.statusCode, what).toBe(404);
          tried++;
        }
      }
      expect(tried + refused, 'no case reached the account check').toBeGreaterThan(0);
    },
  );
});

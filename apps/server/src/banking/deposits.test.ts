import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, listenLocally, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { notificationSecret } from '../platform/payment-provider-secrets';
import { SIGNATURE_HEADER, signWebhook } from '../platform/webhook-signature';
import { sendDueNotifications } from '../bank-simulator/notifications';
import { depositReference, finnishReferenceCheckDigit, luhnCheckDigit } from '@broker/domain';
import { runDueJobs } from '../platform/schedule';
import { jobHandlers } from '../job-handlers';

interface Deposit {
  id: number;
  accid: number;
  amount: number;
  status: string;
  bank_account: string | null;
  transaction_id: number | null;
}

/**
 * Instant deposits over real HTTP: our server starts the payment at the simulated provider it
 * serves, the payer decides on the provider's page, the provider's signed notification comes back
 * to our webhook.
 */
describe.each(DB_KINDS)('instant deposits on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  const headers: Record<string, Record<string, string>> = {};
  const accids: Record<string, number> = {};
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers[who], host: new URL(origin).host },
      ...(payload ? { payload } : {}),
    });
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const balance = async (accid: number) =>
    (
      await queryRows<{ s: string }>(
        t.database.db,
        sql`select coalesce(sum(amount), 0)::text as s from cash_ledger where accid = ${accid}`,
      )
    )[0]!.s;

  /** Follows the payer through the provider's page: picks the bank, then an account (the first, or the one named). */
  async function approveAtBank(url: string, bank: string, account?: string) {
    const page = await (await fetch(`${url}?bank=${bank}`)).text();
    const options = [...page.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1]!);
    const chosen = account ?? options[0]!;
    expect(options).toContain(chosen);
    const res = await fetch(`${url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank, account: chosen.replace(/&amp;/g, '&') }).toString(),
      redirect: 'manual',
    });
    return { res, options, chosen };
  }

  const start = async (who: string, amount: number) => {
    const res = await call(who, 'POST', '/api/2/deposits/instant', { accid: accids[who], amount });
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json() as { deposit: Deposit; redirect_url: string };
    // A path on this same site: never an address taken from the request's Host header.
    expect(started.redirect_url).toMatch(/^\/bank-sim\/pay\/[0-9a-f]{32}$/);
    return { ...started, redirect_url: `${origin}${started.redirect_url}` };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    origin = await listenLocally(t);
    for (const who of ['demo-se', 'demo-no', 'demo-fi']) {
      headers[who] = (await loginForApi(t.app, who)).headers;
      const accounts = (await call(who, 'GET', '/api/2/accounts')).json() as { accid: number }[];
      accids[who] = accounts[0]!.accid;
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('credits the account at once when the payer approves at the bank, and verifies the account paid from', async () => {
    const before = await balance(accids['demo-se']!);
    const { deposit, redirect_url } = await start('demo-se', 1000.5);
    expect(deposit).toMatchObject({ status: 'PENDING', amount: 1000.5, transaction_id: null });
    const choose = await (await fetch(redirect_url)).text();
    expect(choose).toContain('Välj din bank');

    const { res, chosen } = await approveAtBank(redirect_url, 'swedbank');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/deposits/${deposit.id}`);
    // The notification was taken before the payer was sent back.
    const done = (await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit;
    expect(done).toMatchObject({ status: 'CREDITED', bank_account: chosen });
    expect(await balance(accids['demo-se']!)).toBe((Number(before) + 1000.5).toFixed(2));
    const [txn] = await queryRows<{ type: string; amount: string }>(
      t.database.db,
      sql`select type, amount::text from transactions where id = ${done.transaction_id}`,
    );
    expect(txn).toEqual({ type: 'DEPOSIT', amount: '1000.50' });
    const bankAccounts = (await call('demo-se', 'GET', '/api/2/external-bank-accounts')).json() as {
      display: string;
      status: string;
      verified_at: number;
      withdrawals_from: number;
    }[];
    const verified = bankAccounts.find((a) => a.display === chosen)!;
    expect(verified.status).toBe('VERIFIED');
    expect(verified.withdrawals_from - verified.verified_at).toBe(2 * 24 * 3600_000);
    const external = (await call('demo-se', 'GET', '/api/2/external-transactions')).json() as {
      items: { id: string; kind: string; amount: number; bank_account: string }[];
    };
    expect(external.items.find((x) => x.id === `D${deposit.id}`)).toMatchObject({
      kind: 'DEPOSIT',
      amount: 1000.5,
      bank_account: chosen,
    });
    // Deciding again changes nothing.
    const again = await approveAtBank(redirect_url, 'swedbank').catch(() => undefined);
    expect(again?.res.status ?? 303).not.toBe(500);
    expect(await balance(accids['demo-se']!)).toBe((Number(before) + 1000.5).toFixed(2));
  });

  it('takes an express deposit from a confirmed account at its bank, and tells the connections, access and delay', async () => {
    const banks = (await call('demo-se', 'GET', '/api/2/external-bank-accounts/verified')).json() as {
      id: number;
      display: string;
      bank: string;
      withdrawals_from: number;
    }[];
    const from = banks[0]!;
    const res = await call('demo-se', 'POST', '/api/2/deposits/express', {
      accid: accids['demo-se'],
      amount: 250,
      bank_account_id: from.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { deposit, redirect_url } = res.json() as { deposit: Deposit; redirect_url: string };
    // The provider's page opens at the account's bank, that account first and chosen.
    const bankId = /\?bank=([a-z-]+)$/.exec(redirect_url)![1]!;
    const page = await (await fetch(`${origin}${redirect_url}`)).text();
    expect(/name="account" value="([^"]+)" checked/.exec(page)?.[1]).toBe(from.display);
    const before = await balance(accids['demo-se']!);
    await approveAtBank(`${origin}${redirect_url.replace(/\?.*$/, '')}`, bankId, from.display);
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).status).toBe(
      'CREDITED',
    );
    expect(await balance(accids['demo-se']!)).toBe((Number(before) + 250).toFixed(2));

    const connections = (await call('demo-se', 'GET', '/api/2/bank-connections')).json() as {
      bank: string;
      accounts: { id: number }[];
      last_deposit_at: number | null;
    }[];
    const connection = connections.find((c) => c.accounts.some((a) => a.id === from.id))!;
    expect(connection.bank).toBe(from.bank);
    expect(connection.last_deposit_at).not.toBeNull();
    const delay = (await call('demo-se', 'GET', '/api/2/withdrawals/delay')).json() as {
      delay_hours: number;
      bank_accounts: { id: number; withdrawals_from: number }[];
    };
    expect(delay.delay_hours).toBe(48);
    expect(delay.bank_accounts.find((a) => a.id === from.id)!.withdrawals_from).toBe(from.withdrawals_from);
    const access = (await call('demo-se', 'GET', '/api/2/account-access')).json() as {
      accid: number;
      deposit: boolean;
      withdraw: boolean;
      reason: string | null;
    }[];
    expect(access.find((a) => a.accid === accids['demo-se'])).toMatchObject({ deposit: true });

    // An account the bank has not confirmed, or another customer's, is refused and starts nothing.
    const deposits = await count('deposits');
    const added = await call('demo-se', 'POST', '/api/2/external-bank-accounts', {
      clearing_number: '8327-9',
      account_number: '9876543217',
    });
    expect(added.statusCode, added.body).toBe(201);
    const unconfirmed = await call('demo-se', 'POST', '/api/2/deposits/express', {
      accid: accids['demo-se'],
      amount: 250,
      bank_account_id: (added.json() as { id: number }).id,
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toMatchObject({ code: 'BANK_ACCOUNT_NOT_VERIFIED' });
    const theirs = (await call('demo-no', 'GET', '/api/2/external-bank-accounts/verified')).json() as {
      id: number;
    }[];
    expect(theirs.length).toBeGreaterThan(0);
    const foreign = await call('demo-se', 'POST', '/api/2/deposits/express', {
      accid: accids['demo-se'],
      amount: 250,
      bank_account_id: theirs[0]!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await count('deposits')).toBe(deposits);
  });

  it('verifies an account the customer added when the payment comes from it', async () => {
    const added = await call('demo-se', 'POST', '/api/2/external-bank-accounts', {
      clearing_number: '8327-9',
      account_number: '123 456 789-7',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { redirect_url, deposit } = await start('demo-se', 250);
    const { res } = await approveAtBank(redirect_url, 'swedbank', '8327-9 1234567897');
    expect(res.status).toBe(303);
    const account = (
      await call('demo-se', 'GET', `/api/2/external-bank-accounts/${(added.json() as { id: number }).id}`)
    ).json() as {
      status: string;
    };
    expect(account.status).toBe('VERIFIED');
    expect(
      ((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).bank_account,
    ).toBe('8327-9 1234567897');
  });

  it('books nothing when the payer cancels', async () => {
    const before = await count('transactions');
    const { deposit, redirect_url } = await start('demo-se', 300);
    const res = await fetch(`${redirect_url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).status).toBe(
      'CANCELLED',
    );
    expect(await count('transactions')).toBe(before);
    // The provider's page now says it is over.
    expect(await (await fetch(redirect_url)).text()).toContain('Betalningen är avbruten');
  });

  it('stops a payment from an account in someone else’s name: nothing moves, and a resend gets the same answer', async () => {
    const before = await balance(accids['demo-se']!);
    const bankAccounts = await count('external_bank_accounts');
    const { deposit, redirect_url } = await start('demo-se', 300);
    // At the bank, someone else logs in and pays from their own account.
    const page = await (await fetch(`${redirect_url}?bank=swedbank`)).text();
    expect(page).toContain('data-testid="bank-sim-other-person"');
    const other = await (await fetch(`${redirect_url}?bank=swedbank&login=OTHER`)).text();
    expect(other).toContain('Tolvan Tolvansson');
    const account = /name="account" value="([^"]+)"/.exec(other)![1]!;
    const res = await fetch(`${redirect_url}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bank: 'swedbank', account, login: 'OTHER' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/deposits/${deposit.id}`);
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).status).toBe(
      'REFUSED',
    );
    expect(await balance(accids['demo-se']!)).toBe(before);
    expect(await count('external_bank_accounts')).toBe(bankAccounts);
    const [payment] = await queryRows<{ status: string; body: string }>(
      t.database.db,
      sql`select p.status, n.body from sim_bank_payments p join sim_bank_notifications n on n.payment_id = p.id
          where p.merchant_reference = ${`D${deposit.id}`}`,
    );
    expect(payment!.status).toBe('REJECTED');
    expect(JSON.parse(payment!.body).payer.holder_id).toBe('191212121212');
    expect(await (await fetch(redirect_url)).text()).toContain('Inga pengar drogs');
    const resent = await fetch(`${origin}/api/hooks/bank-payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(await notificationSecret(t.database.db), payment!.body, Date.now()),
      },
      body: payment!.body,
    });
    expect(await resent.json()).toEqual({ status: 'REFUSED', accepted: false });
    expect(await balance(accids['demo-se']!)).toBe(before);
  });

  it('refuses forged, altered, expired and unknown notifications, and takes a replay once', async () => {
    const { deposit, redirect_url } = await start('demo-se', 400);
    await approveAtBank(redirect_url, 'handelsbanken');
    const [sent] = await queryRows<{ body: string }>(
      t.database.db,
      sql`select n.body from sim_bank_notifications n join sim_bank_payments p on p.id = n.payment_id
          where p.merchant_reference = ${`D${deposit.id}`}`,
    );
    const secret = await notificationSecret(t.database.db);
    const post = (body: string, signature: string) =>
      fetch(`${origin}/api/hooks/bank-payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      });
    const state = async () => [
      await count('transactions'),
      await count('bank_notifications'),
      await balance(accids['demo-se']!),
    ];
    const before = await state();

    const replay = await post(sent!.body, signWebhook(secret, sent!.body, Date.now()));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'ALREADY_RECEIVED', accepted: true });

    const altered = sent!.body.replace('"400.00"', '"4000.00"');
    const forged = await post(altered, signWebhook(secret, sent!.body, Date.now()));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const wrongKey = await post(sent!.body, signWebhook(new Uint8Array(32), sent!.body, Date.now()));
    expect(((await wrongKey.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await post(sent!.body, '');
    expect(unsigned.status).toBe(401);
    const expired = await post(sent!.body, signWebhook(secret, sent!.body, Date.now() - 10 * 60_000));
    expect(((await expired.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_EXPIRED');
    // Signed correctly but about a payment we never started.
    const unknown = JSON.stringify({
      ...JSON.parse(sent!.body),
      notification_id: 'n-x',
      payment_id: 'f'.repeat(32),
    });
    const res = await post(unknown, signWebhook(secret, unknown, Date.now()));
    expect(res.status).toBe(422);
    // A transfer that does not say which of our accounts it was paid to is not one we can read.
    const nowhere = JSON.stringify({
      notification_id: 'n-t',
      type: 'TRANSFER_RECEIVED',
      transfer_id: 't-1',
      reference: '123',
      amount: '10.00',
      currency: 'SEK',
      payer: { country: 'SE', clearing: '8327-9', account_number: '1234567897' },
    });
    const unread = await post(nowhere, signWebhook(secret, nowhere, Date.now()));
    expect(unread.status).toBe(400);
    expect(await unread.json()).toMatchObject({ code: 'INPUT_ERROR' });
    // A second notification (another id) about a payment already credited credits nothing.
    const second = JSON.stringify({ ...JSON.parse(sent!.body), notification_id: 'n-2' });
    expect(await (await post(second, signWebhook(secret, second, Date.now()))).json()).toEqual({
      status: 'NO_CHANGE',
      accepted: true,
    });
    const after = await state();
    expect([after[0], after[2]]).toEqual([before[0], before[2]]);
    expect(after[1]).toBe(Number(before[1]) + 1);
  });

  it('is credited by the provider’s retry when our server missed the first notification', async () => {
    const { deposit, redirect_url } = await start('demo-se', 500);
    const paymentId = redirect_url.split('/').pop()!;
    // Our server "down": the provider's first send goes nowhere.
    await t.database.db.execute(
      sql`update sim_bank_payments set notification_url = 'http://127.0.0.1:9/hooks' where id = ${paymentId}`,
    );
    await approveAtBank(redirect_url, 'seb');
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).status).toBe(
      'PENDING',
    );
    const [queued] = await queryRows<{ attempts: number; due: boolean }>(
      t.database.db,
      sql`select attempts, next_attempt_at > now() + interval '4 minutes' as due from sim_bank_notifications where payment_id = ${paymentId}`,
    );
    expect(queued).toEqual({ attempts: 1, due: true });
    // Back up; the retry falls due.
    await t.database.db.execute(
      sql`update sim_bank_notifications set url = ${`${origin}/api/hooks/bank-payments`}, next_attempt_at = now() - interval '1 second' where payment_id = ${paymentId}`,
    );
    expect(await sendDueNotifications(t.database.db, Date.now())).toEqual({ sent: 1, failed: 0 });
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${deposit.id}`)).json() as Deposit).status).toBe(
      'CREDITED',
    );
  });

  it('refuses bad amounts, others’ accounts and deposits, and an unreachable provider, starting nothing', async () => {
    const before = await count('deposits');
    const bad = async (body: object, status: number, code: string) => {
      const res = await call('demo-se', 'POST', '/api/2/deposits/instant', body);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { code: string }).code).toBe(code);
    };
    await bad({ accid: accids['demo-se'], amount: 5 }, 422, 'DEPOSIT_AMOUNT_OUT_OF_RANGE');
    await bad({ accid: accids['demo-se'], amount: 250_000.01 }, 422, 'DEPOSIT_AMOUNT_OUT_OF_RANGE');
    await bad({ accid: accids['demo-se'], amount: 100.123 }, 422, 'AMOUNT_PRECISION');
    await bad({ accid: accids['demo-no'], amount: 100 }, 404, 'ACCOUNT_NOT_FOUND');
    const config = t.app.deps.config;
    const provider = config.bankProviderUrl;
    config.bankProviderUrl = 'http://127.0.0.1:9';
    try {
      await bad({ accid: accids['demo-se'], amount: 100 }, 502, 'BANK_PROVIDER_UNAVAILABLE');
    } finally {
      config.bankProviderUrl = provider;
    }
    expect(await count('deposits')).toBe(before);
    const mine = (await call('demo-se', 'GET', '/api/2/deposits')).json() as Deposit[];
    const other = await call('demo-no', 'GET', `/api/2/deposits/${mine[0]!.id}`);
    expect(other.statusCode).toBe(404);
    expect((other.json() as { code: string }).code).toBe('DEPOSIT_NOT_FOUND');
  });

  it('credits an ordinary transfer to the account’s reference on the next banking day, and returns one to no account', async () => {
    const accid = accids['demo-se']!;
    const details = (
      await call('demo-se', 'GET', `/api/2/deposits/transfer-details?accid=${accid}`)
    ).json() as {
      reference: string;
      account: string;
      credited_at: number;
    };
    const [row] = await queryRows<{ accno: string }>(
      t.database.db,
      sql`select accno from accounts where accid = ${accid}`,
    );
    expect(details.reference).toBe(depositReference('SE', row!.accno));
    expect(details.account).toBe('6789-835202631');
    const transfer = (fields: Record<string, string>) =>
      fetch(`${origin}/bank-sim/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          country: 'SE',
          lang: 'sv',
          to: details.account,
          amount: '777,50',
          ...fields,
        }).toString(),
      });
    const before = await balance(accid);
    const deposits = await count('deposits');
    // A mistyped account of one's own is caught by the bank.
    const bad = await transfer({
      reference: details.reference,
      from_clearing: '8327-9',
      from_account: '1234567898',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('aria-invalid="true"');
    const sent = await transfer({
      reference: details.reference,
      from_clearing: '8327-9',
      from_account: '1234567897',
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Överföringen är skickad');
    const [pending] = await queryRows<{ id: number; status: string; amount: string }>(
      t.database.db,
      sql`select id, status, amount::text from deposits where method = 'TRANSFER' and accid = ${accid} order by id desc limit 1`,
    );
    expect(pending).toMatchObject({ status: 'PENDING', amount: '777.50' });
    expect(await balance(accid)).toBe(before);
    // A reference with a wrong check digit names no account: nothing is booked.
    const wrong = details.reference.slice(0, -1) + String((Number(details.reference.at(-1)) + 1) % 10);
    const refused = await transfer({ reference: wrong, from_clearing: '8327-9', from_account: '1234567897' });
    // The bank refuses it when typed, as one does for a receiver that takes OCR numbers.
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Referensen stämmer inte');
    expect(await count('deposits')).toBe(deposits + 1);

    const handlers = jobHandlers(t.app.deps);
    expect((await runDueJobs(t.database.db, handlers, details.credited_at - 60_000)).done).toBe(0);
    expect((await runDueJobs(t.database.db, handlers, details.credited_at + 60_000)).done).toBe(1);
    expect(((await call('demo-se', 'GET', `/api/2/deposits/${pending!.id}`)).json() as Deposit).status).toBe(
      'CREDITED',
    );
    expect(await balance(accid)).toBe((Number(before) + 777.5).toFixed(2));
    expect((await runDueJobs(t.database.db, handlers, details.credited_at + 24 * 3600_000)).done).toBe(0);
  });

  it('takes a Finnish transfer by its 7-3-1 reference, and returns one with a Luhn digit', async () => {
    const accid = accids['demo-fi']!;
    const details = (
      await call('demo-fi', 'GET', `/api/2/deposits/transfer-details?accid=${accid}`)
    ).json() as { reference: string; account: string };
    const [row] = await queryRows<{ accno: string }>(
      t.database.db,
      sql`select accno from accounts where accid = ${accid}`,
    );
    expect(details.reference).toBe(row!.accno + finnishReferenceCheckDigit(row!.accno));
    expect(details.account).toBe('FI20 1012 9955 0496 84');
    const transfer = (reference: string) =>
      fetch(`${origin}/bank-sim/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          country: 'FI',
          lang: 'fi',
          to: details.account,
          amount: '250,00',
          reference,
          from_account: 'FI21 1234 5600 0007 85',
        }).toString(),
      });
    const pending = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from deposits where method = 'TRANSFER' and accid = ${accid}`,
        )
      )[0]!.n;
    const before = await pending();
    // The same account number with a Luhn check digit, as a Swedish OCR would carry: not a Finnish reference.
    const luhn = row!.accno + luhnCheckDigit(row!.accno);
    expect(luhn).not.toBe(details.reference);
    // A Finnish bank refuses it when typed; one that did not would find it returned by us: nothing booked.
    expect((await transfer(luhn)).status).toBe(422);
    const secret = await notificationSecret(t.database.db);
    const unchecked = JSON.stringify({
      notification_id: `n-fi-${luhn}`,
      type: 'TRANSFER_RECEIVED',
      transfer_id: `t-fi-${luhn}`,
      to_account: details.account,
      reference: luhn,
      amount: '250.00',
      currency: 'EUR',
      payer: { country: 'FI', clearing: '', account_number: 'FI2112345600000785' },
    });
    const returned = await fetch(`${origin}/api/hooks/bank-payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(secret, unchecked, Date.now()),
      },
      body: unchecked,
    });
    expect(await returned.json()).toMatchObject({ status: 'RETURNED' });
    expect(await pending()).toBe(before);
    expect((await transfer(details.reference)).status).toBe(200);
    expect(await pending()).toBe(before + 1);
  });

  it('gives the provider our own addresses, whatever Host header the request came with', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/2/deposits/instant',
      headers: { ...headers['demo-se'], host: 'attacker.example:8443' },
      payload: { accid: accids['demo-se'], amount: 100 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const paymentId = (res.json() as { redirect_url: string }).redirect_url.split('/').pop()!;
    const [payment] = await queryRows<{ notification_url: string; success_url: string }>(
      t.database.db,
      sql`select notification_url, success_url from sim_bank_payments where id = ${paymentId}`,
    );
    expect(payment!.notification_url).toBe(`${origin}/api/hooks/bank-payments`);
    expect(payment!.success_url).toMatch(/^\/deposits\/\d+$/);
  });
});

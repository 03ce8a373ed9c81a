import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface BankAccount {
  id: number;
  country: string;
  clearing_number: string | null;
  account_number: string;
  display: string;
  bank: string | null;
  status: string;
  withdrawals_from: number | null;
}

describe.each(DB_KINDS)('external bank accounts on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const rows = () =>
    queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from external_bank_accounts`);

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    for (const who of ['demo-se', 'demo-no', 'demo-dk', 'demo-fi'])
      headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  it('adds a Swedish account written the usual way, finds it by id and by number, and lists it', async () => {
    const res = await call('demo-se', 'POST', '/api/2/external-bank-accounts', {
      clearing_number: '8327-9',
      account_number: '123 456 789-7',
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as BankAccount;
    expect(added).toMatchObject({
      country: 'SE',
      clearing_number: '8327',
      account_number: '1234567897',
      display: '8327-9 1234567897',
      bank: 'Swedbank',
      status: 'UNVERIFIED',
      withdrawals_from: null,
    });
    expect((await call('demo-se', 'GET', `/api/2/external-bank-accounts/${added.id}`)).json()).toEqual(added);
    const byNumber = await call(
      'demo-se',
      'GET',
      '/api/2/external-bank-accounts/by-account-number?clearing_number=83279&account_number=1234567897',
    );
    expect(byNumber.json()).toEqual(added);
    // Swedbank's clearing number with or without its check digit is one account.
    const byFour = await call(
      'demo-se',
      'GET',
      '/api/2/external-bank-accounts/by-account-number?clearing_number=8327&account_number=123456789-7',
    );
    expect(byFour.json()).toEqual(added);
    const list = (await call('demo-se', 'GET', '/api/2/external-bank-accounts')).json() as BankAccount[];
    expect(list.map((a) => a.id)).toContain(added.id);
  });

  it('takes each country’s own numbers', async () => {
    const add = (who: string, body: object) => call(who, 'POST', '/api/2/external-bank-accounts', body);
    expect((await add('demo-no', { account_number: '8601.11.17947' })).json()).toMatchObject({
      country: 'NO',
      clearing_number: null,
      display: '8601.11.17947',
    });
    expect(
      (await add('demo-dk', { clearing_number: '5301', account_number: '12345678' })).json(),
    ).toMatchObject({
      country: 'DK',
      display: '5301 0012345678',
    });
    expect((await add('demo-fi', { account_number: 'FI21 1234 5600 0007 85' })).json()).toMatchObject({
      country: 'FI',
      account_number: 'FI2112345600000785',
    });
  });

  it('refuses a mistyped, malformed, unknown-bank or repeated number with its code, and stores nothing', async () => {
    const before = await rows();
    const refused = async (who: string, body: object, status: number, code: string, field?: string) => {
      const res = await call(who, 'POST', '/api/2/external-bank-accounts', body);
      expect(res.statusCode, res.body).toBe(status);
      const error = res.json() as { code: string; message: string; fields?: { field: string }[] };
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(0);
      if (field) expect(error.fields?.map((f) => f.field)).toEqual([field]);
    };
    await refused(
      'demo-se',
      { clearing_number: '8327-9', account_number: '1234567898' },
      422,
      'BANK_ACCOUNT_CHECK_DIGIT',
      'account_number',
    );
    await refused(
      'demo-se',
      { clearing_number: '0999', account_number: '1234560' },
      422,
      'CLEARING_NUMBER_UNKNOWN',
      'clearing_number',
    );
    await refused('demo-se', { account_number: '1234560' }, 422, 'BANK_ACCOUNT_FORMAT', 'clearing_number');
    await refused(
      'demo-se',
      { clearing_number: '5000', account_number: '123' },
      422,
      'BANK_ACCOUNT_FORMAT',
      'account_number',
    );
    // A Norwegian number is no Swedish one: the customer's own country's rules apply.
    await refused('demo-se', { account_number: '86011117947' }, 422, 'BANK_ACCOUNT_FORMAT');
    await refused('demo-no', { account_number: '8601.11.17948' }, 422, 'BANK_ACCOUNT_CHECK_DIGIT');
    await refused(
      'demo-se',
      { clearing_number: '83279', account_number: '1234567897' },
      409,
      'BANK_ACCOUNT_EXISTS',
    );
    // The same account with the clearing number's four digits and the account written otherwise.
    await refused(
      'demo-se',
      { clearing_number: '8327', account_number: '123456789-7' },
      409,
      'BANK_ACCOUNT_EXISTS',
    );
    expect(await rows()).toEqual(before);
  });

  it('keeps each customer’s accounts their own, and removes one', async () => {
    const [mine] = (await call('demo-se', 'GET', '/api/2/external-bank-accounts')).json() as BankAccount[];
    // Another customer asks for it by id, by number, or removes it: as if it did not exist.
    expect((await call('demo-no', 'GET', `/api/2/external-bank-accounts/${mine!.id}`)).statusCode).toBe(404);
    expect((await call('demo-no', 'DELETE', `/api/2/external-bank-accounts/${mine!.id}`)).statusCode).toBe(
      404,
    );
    const foreign = await call(
      'demo-no',
      'GET',
      `/api/2/external-bank-accounts/by-account-number?account_number=${mine!.account_number}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as { code: string }).code).toBe('BANK_ACCOUNT_NOT_FOUND');

    const left = await call('demo-se', 'DELETE', `/api/2/external-bank-accounts/${mine!.id}`);
    expect(left.statusCode).toBe(200);
    expect((left.json() as BankAccount[]).map((a) => a.id)).not.toContain(mine!.id);
    expect((await call('demo-se', 'GET', `/api/2/external-bank-accounts/${mine!.id}`)).statusCode).toBe(404);
    // Removed, it can be added again.
    const again = await call('demo-se', 'POST', '/api/2/external-bank-accounts', {
      clearing_number: mine!.clearing_number,
      account_number: mine!.account_number,
    });
    expect(again.statusCode).toBe(201);
  });
});

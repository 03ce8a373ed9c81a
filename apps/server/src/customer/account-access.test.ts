import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTHORIZATIONS_PER_ACCOUNT_MAX } from '@broker/domain';
import { accountAuthorizations, accounts, customers, marketingConsents } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const BASE = '/nnxapi/customer/v1';
// The demo customers' numbers and birth dates (db/seed/customers.ts).
const SE = { customerNo: '1004217', birthDate: '1971-04-17' };
const NO = { customerNo: '1004385', birthDate: '1986-08-09' };

interface Grant {
  id: number;
  accid: number;
  accno: string;
  alias: string;
  permission: string;
  grantee: { customerNo: string; firstName: string; lastName: string };
  grantedAt: number;
}

describe.each(DB_KINDS)('account alias and authorizations on %s', (kind) => {
  let t: TestApp;
  const now = Date.parse('2026-11-20T10:00:00Z');
  const headers: Record<string, Record<string, string>> = {};
  const accidsOf: Record<string, { ours: number[]; netfonds: number[] }> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const aliasOf = async (accid: number) =>
    (
      await t.database.db.select({ alias: accounts.alias }).from(accounts).where(eq(accounts.accid, accid))
    )[0]!.alias;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    for (const who of ['demo-se', 'demo-no', 'demo-dk']) {
      headers[who] = (await loginForApi(t.app, who)).headers;
      const [c] = await t.database.db
        .select({ id: customers.id })
        .from(customers)
        .innerJoin(accounts, eq(accounts.customerId, customers.id))
        .where(
          eq(
            customers.customerNo,
            { 'demo-se': SE, 'demo-no': NO, 'demo-dk': { customerNo: '1004512' } }[who]!.customerNo,
          ),
        );
      const rows = await t.database.db
        .select({ accid: accounts.accid, provider: accounts.provider })
        .from(accounts)
        .where(eq(accounts.customerId, c!.id));
      accidsOf[who] = {
        ours: rows.filter((r) => r.provider === 'NORDBROKER').map((r) => r.accid),
        netfonds: rows.filter((r) => r.provider === 'NETFONDS').map((r) => r.accid),
      };
    }
  });
  afterAll(async () => t?.close());

  describe('account alias', () => {
    it('renames one of the customer’s accounts, trimmed, and lists it so', async () => {
      const accid = accidsOf['demo-se']!.ours[0]!;
      const res = await call('demo-se', 'PUT', `${BASE}/accounts/${accid}/alias`, {
        alias: '  Barnens sparande  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ accid, alias: 'Barnens sparande' });
      const listed = (await call('demo-se', 'GET', '/api/2/accounts')).json() as {
        accid: number;
        alias: string;
      }[];
      expect(listed.find((a) => a.accid === accid)?.alias).toBe('Barnens sparande');
      // Forty characters as the customer counts them, an emoji being one.
      const forty = '🌲'.repeat(40);
      expect(
        (await call('demo-se', 'PUT', `${BASE}/accounts/${accid}/alias`, { alias: forty })).statusCode,
      ).toBe(200);
      expect(await aliasOf(accid)).toBe(forty);
    });

    it.each([
      ['', 'ACCOUNT_ALIAS_LENGTH'],
      ['    ', 'ACCOUNT_ALIAS_LENGTH'],
      ['x'.repeat(41), 'ACCOUNT_ALIAS_LENGTH'],
      ['Spar\u0007konto', 'ACCOUNT_ALIAS_CHARACTERS'],
      ['Spar\nkonto', 'ACCOUNT_ALIAS_CHARACTERS'],
      ['Spar\u202ekonto', 'ACCOUNT_ALIAS_CHARACTERS'],
    ])('refuses the alias %j with 422 %s and changes nothing', async (alias, code) => {
      const accid = accidsOf['demo-se']!.ours[0]!;
      const before = await aliasOf(accid);
      const res = await call('demo-se', 'PUT', `${BASE}/accounts/${accid}/alias`, { alias });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code, fields: [{ code, field: 'alias' }] });
      expect(await aliasOf(accid)).toBe(before);
    });

    it('answers 404 for another customer’s account and for a Netfonds account, even with a bad alias', async () => {
      const foreign = accidsOf['demo-no']!.ours[0]!;
      const before = await aliasOf(foreign);
      for (const alias of ['Mitt nu', '']) {
        const res = await call('demo-se', 'PUT', `${BASE}/accounts/${foreign}/alias`, { alias });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
      }
      expect(await aliasOf(foreign)).toBe(before);
      const netfonds = accidsOf['demo-no']!.netfonds[0]!;
      expect(
        (await call('demo-no', 'PUT', `${BASE}/accounts/${netfonds}/alias`, { alias: 'x' })).statusCode,
      ).toBe(404);
    });
  });

  describe('authorizations with VIEW', () => {
    let grant: Grant;
    let accid: number;

    it('grants VIEW to a person named by customer number and birth date, and lists it', async () => {
      accid = accidsOf['demo-se']!.ours[0]!;
      const res = await call('demo-se', 'POST', `${BASE}/authorizations`, {
        accid,
        ...NO,
        permission: 'VIEW',
      });
      expect(res.statusCode, res.body).toBe(201);
      grant = res.json() as Grant;
      expect(grant).toMatchObject({
        accid,
        permission: 'VIEW',
        grantee: { customerNo: NO.customerNo, firstName: 'Magnus', lastName: 'Haugland' },
        grantedAt: now,
      });
      const list = (await call('demo-se', 'GET', `${BASE}/authorizations`)).json() as {
        authorizations: Grant[];
      };
      expect(list.authorizations).toEqual([grant]);
      // The grantee gave none.
      expect((await call('demo-no', 'GET', `${BASE}/authorizations`)).json()).toEqual({ authorizations: [] });
    });

    it('refuses an unknown number, a wrong birth date and oneself alike, revealing nothing', async () => {
      const bodies = [
        { customerNo: NO.customerNo, birthDate: '1986-08-10' },
        { customerNo: '9999999', birthDate: NO.birthDate },
        SE,
      ];
      const answers = [];
      for (const who of bodies) {
        const res = await call('demo-se', 'POST', `${BASE}/authorizations`, {
          accid,
          ...who,
          permission: 'VIEW',
        });
        expect(res.statusCode).toBe(404);
        answers.push(res.body);
      }
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0]!)).toMatchObject({ code: 'AUTHORIZATION_GRANTEE_NOT_FOUND' });
    });

    it('refuses a second grant to the same person, bad input, and another customer’s account', async () => {
      const again = await call('demo-se', 'POST', `${BASE}/authorizations`, {
        accid,
        ...NO,
        permission: 'VIEW',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'AUTHORIZATION_EXISTS' });
      for (const bad of [
        { accid, ...NO, permission: 'TRADE' },
        { accid, customerNo: 'abc', birthDate: NO.birthDate, permission: 'VIEW' },
        { accid, customerNo: NO.customerNo, birthDate: '1986-02-30', permission: 'VIEW' },
      ]) {
        const res = await call('demo-se', 'POST', `${BASE}/authorizations`, bad);
        expect(res.statusCode, res.body).toBe(400);
      }
      const foreign = await call('demo-dk', 'POST', `${BASE}/authorizations`, {
        accid,
        ...NO,
        permission: 'VIEW',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
      const rows = await t.database.db
        .select()
        .from(accountAuthorizations)
        .where(eq(accountAuthorizations.accid, accid));
      expect(rows).toHaveLength(1);
    });

    it('lets the grantee list and read the account, through this area only', async () => {
      const listed = (await call('demo-no', 'GET', `${BASE}/authorized-accounts?permission=VIEW`)).json() as {
        accounts: { accid: number; owner: { firstName: string }; alias: string; permission: string }[];
      };
      expect(listed.accounts).toEqual([
        expect.objectContaining({
          accid,
          owner: { firstName: 'Karin' },
          alias: grant.alias,
          permission: 'VIEW',
        }),
      ]);
      expect((await call('demo-no', 'GET', `${BASE}/authorized-accounts`)).json()).toEqual(listed);
      // Nothing was authorized to the owner.
      expect((await call('demo-se', 'GET', `${BASE}/authorized-accounts`)).json()).toEqual({ accounts: [] });

      const info = await call('demo-no', 'GET', `${BASE}/authorized-accounts/${accid}/info`);
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toEqual((await call('demo-se', 'GET', `/api/2/accounts/${accid}/info`)).json());
      const positions = await call('demo-no', 'GET', `${BASE}/authorized-accounts/${accid}/positions`);
      expect(positions.statusCode).toBe(200);
      expect(positions.json()).toEqual(
        (await call('demo-se', 'GET', `/api/2/accounts/${accid}/positions`)).json(),
      );
      // The owner reads their own through the same calls.
      expect((await call('demo-se', 'GET', `${BASE}/authorized-accounts/${accid}/info`)).statusCode).toBe(
        200,
      );

      // The owner's other areas still answer the grantee 404, and nothing is the grantee's to change.
      for (const url of [`/api/2/accounts/${accid}/info`, `/api/2/accounts/${accid}/positions`]) {
        expect((await call('demo-no', 'GET', url)).statusCode).toBe(404);
      }
      expect(
        (await call('demo-no', 'PUT', `${BASE}/accounts/${accid}/alias`, { alias: 'Mitt' })).statusCode,
      ).toBe(404);
      expect((await call('demo-no', 'DELETE', `${BASE}/authorizations/${grant.id}`)).statusCode).toBe(404);
      // A third customer sees nothing.
      expect((await call('demo-dk', 'GET', `${BASE}/authorized-accounts/${accid}/info`)).statusCode).toBe(
        404,
      );
      expect(
        (await call('demo-dk', 'GET', `${BASE}/authorized-accounts/${accid}/positions`)).statusCode,
      ).toBe(404);
      expect((await call('demo-dk', 'DELETE', `${BASE}/authorizations/${grant.id}`)).statusCode).toBe(404);
    });

    it('a revoke takes the view away at once, and keeps the row as a record', async () => {
      const res = await call('demo-se', 'DELETE', `${BASE}/authorizations/${grant.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: grant.id });
      for (const url of [
        `${BASE}/authorized-accounts/${accid}/info`,
        `${BASE}/authorized-accounts/${accid}/positions`,
      ]) {
        const after = await call('demo-no', 'GET', url);
        expect(after.statusCode).toBe(404);
        expect(after.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
      }
      expect((await call('demo-no', 'GET', `${BASE}/authorized-accounts`)).json()).toEqual({ accounts: [] });
      expect((await call('demo-se', 'GET', `${BASE}/authorizations`)).json()).toEqual({ authorizations: [] });
      const again = await call('demo-se', 'DELETE', `${BASE}/authorizations/${grant.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: 'AUTHORIZATION_NOT_FOUND' });
      const [row] = await t.database.db
        .select()
        .from(accountAuthorizations)
        .where(eq(accountAuthorizations.id, grant.id));
      expect(row?.revokedAt?.getTime()).toBe(now);
      // It may be given again.
      const regrant = await call('demo-se', 'POST', `${BASE}/authorizations`, {
        accid,
        ...NO,
        permission: 'VIEW',
      });
      expect(regrant.statusCode).toBe(201);
      await call('demo-se', 'DELETE', `${BASE}/authorizations/${(regrant.json() as Grant).id}`);
    });

    it(`keeps at most ${AUTHORIZATIONS_PER_ACCOUNT_MAX} in force on one account`, async () => {
      const target = accidsOf['demo-dk']!.ours[0]!;
      const people = Array.from({ length: AUTHORIZATIONS_PER_ACCOUNT_MAX + 1 }, (_, i) => ({
        customerNo: `77000${String(i).padStart(2, '0')}`,
        birthDate: '1980-01-01',
      }));
      await t.database.db.insert(customers).values(
        people.map((p, i) => ({
          ...p,
          firstName: `Test${i}`,
          lastName: 'Person',
          country: 'DK',
          lang: 'da',
        })),
      );
      for (const p of people.slice(0, AUTHORIZATIONS_PER_ACCOUNT_MAX)) {
        const res = await call('demo-dk', 'POST', `${BASE}/authorizations`, {
          accid: target,
          ...p,
          permission: 'VIEW',
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const over = await call('demo-dk', 'POST', `${BASE}/authorizations`, {
        accid: target,
        ...people.at(-1)!,
        permission: 'VIEW',
      });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({ code: 'AUTHORIZATION_LIMIT_REACHED' });
      const active = await t.database.db
        .select()
        .from(accountAuthorizations)
        .where(and(eq(accountAuthorizations.accid, target)));
      expect(active).toHaveLength(AUTHORIZATIONS_PER_ACCOUNT_MAX);
    });
  });
});

describe.each(DB_KINDS)('marketing consent on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-20T10:00:00Z');
  let headers: Record<string, string>;
  const URL = '/nnxapi/customer/v1/marketing-consent';

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    headers = (await loginForApi(t.app, 'demo-se')).headers;
  });
  afterAll(async () => t?.close());

  it('is withdrawn and given again by the customer, each change kept as a record', async () => {
    const get = async () => (await t.app.inject({ method: 'GET', url: URL, headers })).json();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: URL, headers, payload });
    // A demo customer was never asked: no consent.
    expect(await get()).toEqual({ email: false, sms: false, updatedAt: null });
    const given = await put({ email: true, sms: false });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ email: true, sms: false, updatedAt: now });
    now += 60_000;
    // The same answer again changes nothing and adds no record.
    expect((await put({ email: true, sms: false })).json()).toEqual({
      email: true,
      sms: false,
      updatedAt: now - 60_000,
    });
    expect((await put({ email: false, sms: false })).json()).toEqual({
      email: false,
      sms: false,
      updatedAt: now,
    });
    expect(await get()).toEqual({ email: false, sms: false, updatedAt: now });
    const [c] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerNo, SE.customerNo));
    const log = await t.database.db
      .select({ email: marketingConsents.email, source: marketingConsents.source })
      .from(marketingConsents)
      .where(eq(marketingConsents.customerId, c!.id))
      .orderBy(marketingConsents.id);
    expect(log).toEqual([
      { email: true, source: 'SETTINGS' },
      { email: false, source: 'SETTINGS' },
    ]);
    const bad = await put({ email: 'yes', sms: false });
    expect(bad.statusCode).toBe(400);
    expect(await get()).toEqual({ email: false, sms: false, updatedAt: now });
  });
});

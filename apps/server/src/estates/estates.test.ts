import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, and } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@broker/domain';
import { ESTATE_VALUATION_PDF_PATH } from '@broker/contract';
import { accounts, apiKeys, customers, estates, sessions, users } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import { accountValuesAt } from '../tax/account-value';
import { pdfToText } from '../testing/pdf-text';
import { DB_KINDS, accessToken, apiHeaders, login, startTestApp, type TestApp } from '../testing/test-app';

const DESK = '/deskapi/v1';
const AUTH = '/nnxapi/authentication/v2';
const VALUATION = '/nnxapi/customer/v1/estate/valuation';
/** Friday 20 Nov 2026, 11:00 in Stockholm. */
const NOW = Date.parse('2026-11-20T10:00:00Z');
const DIED_ON = '2026-11-10';

describe.each(DB_KINDS)('estates on %s', (kind) => {
  let t: TestApp;
  let deskCookie = '';
  let seNo = '';
  let partnerNo = '';
  let seId = 0;

  const desk = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = deskCookie) =>
    t.app.inject({ method, url: `${DESK}${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const api = async (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(await accessToken(t.app, cookie)) });
  const basicLogin = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: `${AUTH}/sessions`,
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'SE',
        basic: { username, password: DEMO_PASSWORD },
      },
    });
  const customerNoOf = async (username: string) =>
    (
      await t.database.db
        .select({ no: customers.customerNo, id: customers.id })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.username, username))
    )[0]!;
  const personTypeOf = async (id: number) =>
    (await t.database.db.select({ p: customers.personType }).from(customers).where(eq(customers.id, id)))[0]!
      .p;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.deps.time = { now: () => NOW };
    const res = await t.app.inject({
      method: 'POST',
      url: `${DESK}/sessions`,
      payload: { username: 'desk-compliance', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    deskCookie = `nnx_desk_session=${res.cookies.find((c) => c.name === 'nnx_desk_session')!.value}`;
    const se = await customerNoOf('demo-se');
    seNo = se.no;
    seId = se.id;
    partnerNo = (await customerNoOf('demo-partner')).no;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a customer to the desk, and to the desk only', async () => {
    const res = await desk('GET', `/customers/${seNo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customerNo: seNo, personType: 'NAT', estate: null });
    expect((await desk('GET', '/customers/999999999')).json().code).toBe('CUSTOMER_NOT_FOUND');
    const customerCookie = await login(t.app, 'demo-partner');
    expect((await desk('GET', `/customers/${seNo}`, undefined, customerCookie)).statusCode).toBe(401);
  });

  it('refuses a day of death that cannot be, and changes nothing', async () => {
    for (const diedOn of ['2026-02-30', '2026-11-21', '1900-01-01', '10-11-2026']) {
      const res = await desk('POST', `/customers/${seNo}/estate`, { diedOn });
      expect(res.statusCode, `${diedOn}: ${res.body}`).toBe(422);
      expect(res.json().fields).toEqual([{ code: 'DEATH_DATE_INVALID', field: 'body.diedOn' }]);
    }
    expect(await personTypeOf(seId)).toBe('NAT');
    expect(await t.database.db.select().from(estates)).toEqual([]);
  });

  it('makes the customer an estate: its logins, sessions and keys end', async () => {
    const cookie = await login(t.app, 'demo-se');
    const created = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authentication/v2/my-api-keys',
      headers: { cookie },
      payload: { name: 'Spreadsheet' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const res = await desk('POST', `/customers/${seNo}/estate`, { diedOn: DIED_ON });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ personType: 'EST', estate: { diedOn: DIED_ON, representatives: [] } });

    const seUsers = t.database.db.select({ id: users.id }).from(users).where(eq(users.customerId, seId));
    const live = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), eq(sessions.userId, (await seUsers)[0]!.id)));
    expect(live).toEqual([]);
    const keys = await t.database.db
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(eq(apiKeys.userId, (await seUsers)[0]!.id));
    expect(keys.length).toBe(1);
    expect(keys.every((k) => k.revokedAt !== null)).toBe(true);
    const state = await t.app.inject({ method: 'GET', url: `${AUTH}/sessions/verify`, headers: { cookie } });
    expect(state.json()).toMatchObject({ loggedIn: false });
    const again = await basicLogin('demo-se');
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('LOGIN_OF_ESTATE');
    // A death is registered once.
    const twice = await desk('POST', `/customers/${seNo}/estate`, { diedOn: DIED_ON });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().code).toBe('NOT_A_PERSON');
  });

  it('names representatives: a living person, once', async () => {
    const self = await desk('POST', `/customers/${seNo}/estate/representatives`, {
      representativeCustomerNo: seNo,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('REPRESENTATIVE_INVALID');
    const nobody = await desk('POST', `/customers/${seNo}/estate/representatives`, {
      representativeCustomerNo: '999999999',
    });
    expect(nobody.json().code).toBe('REPRESENTATIVE_INVALID');
    const notEstate = await desk('POST', `/customers/${partnerNo}/estate/representatives`, {
      representativeCustomerNo: seNo,
    });
    expect(notEstate.statusCode).toBe(409);
    expect(notEstate.json().code).toBe('NOT_AN_ESTATE');

    const named = await desk('POST', `/customers/${seNo}/estate/representatives`, {
      representativeCustomerNo: partnerNo,
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().estate.representatives).toMatchObject([{ customerNo: partnerNo }]);
    const twice = await desk('POST', `/customers/${seNo}/estate/representatives`, {
      representativeCustomerNo: partnerNo,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REPRESENTATIVE_ALREADY');
  });

  it('lets the representative act for the estate: sell only, and the valuation on the day of death', async () => {
    const partner = await login(t.app, 'demo-partner');
    expect((await api(partner, VALUATION)).json().code).toBe('NOT_AN_ESTATE');
    const list = await api(partner, '/nnxapi/customer/v1/companies');
    const estate = (
      list.json() as { companies: { customerNo: string; personType: string; diedOn: string }[] }
    ).companies.find((c) => c.customerNo === seNo);
    expect(estate).toMatchObject({ personType: 'EST', diedOn: DIED_ON, orgNumber: '' });

    const switched = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${seNo}/session`,
      headers: { cookie: partner },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const cookie = `nnx_session=${switched.cookies.find((c) => c.name === 'nnx_session')!.value}`;
    const state = await t.app.inject({ method: 'GET', url: `${AUTH}/sessions/verify`, headers: { cookie } });
    expect(state.json()).toMatchObject({ loggedIn: true, customer: { personType: 'EST' } });

    const own = await t.database.db
      .select({ accid: accounts.accid, currency: accounts.currency })
      .from(accounts)
      .where(eq(accounts.customerId, seId));
    const share = instrumentById(shareId('NORV B'));
    const ops = await api(
      cookie,
      `/api/2/trading/valid-order-book-operations?tradingOrderBookId=${share.identifier}&accids=${own[0]!.accid}`,
    );
    expect(ops.statusCode, ops.body).toBe(200);
    const operations = (ops.json() as { accounts: { operations: { side: string; code: string | null }[] }[] })
      .accounts[0]!.operations;
    expect(operations.find((o) => o.side === 'BUY')?.code).toBe('ACCOUNT_IS_BLOCKED_FOR_BUYING');
    expect(operations.find((o) => o.side === 'SELL')?.code).not.toBe('ACCOUNT_IS_BLOCKED_FOR_BUYING');

    const valuation = await api(cookie, VALUATION);
    expect(valuation.statusCode, valuation.body).toBe(200);
    const v = valuation.json() as {
      diedOn: string;
      accounts: {
        accid: number;
        total: { value: number };
        holdings: {
          quantity: number;
          price: { value: number; currency: string } | null;
          priceDay: string | null;
          value: { value: number } | null;
        }[];
      }[];
    };
    expect(v.diedOn).toBe(DIED_ON);
    expect(v.accounts.length).toBe(own.length);
    expect(v.accounts.some((a) => a.holdings.length > 0)).toBe(true);
    // A holding is its quantity at its last close on or before the day.
    const held = v.accounts.flatMap((a) => a.holdings);
    const norv = held.find((h) => h.price?.currency === 'SEK' && h.value !== null)!;
    expect(norv.value!.value).toBeCloseTo(norv.quantity * norv.price!.value, 2);
    expect(norv.priceDay! <= DIED_ON).toBe(true);
    // Each account's total is what the tax statements read as its value at the end of that day.
    for (const a of v.accounts) {
      const currency = own.find((o) => o.accid === a.accid)!.currency.trim();
      const [value] = await accountValuesAt(t.database.db, a.accid, currency, [DIED_ON]);
      expect(a.total.value).toBe(value!.toNumber());
    }

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${ESTATE_VALUATION_PDF_PATH}?lang=sv`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain('Värdeintyg per dödsdagen');
    expect(text).toContain('2026-11-10');
  });

  it('ends a mandate: the representative’s acting session ends and the estate is no longer theirs', async () => {
    const partner = await login(t.app, 'demo-partner');
    const switched = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${seNo}/session`,
      headers: { cookie: partner },
    });
    const acting = `nnx_session=${switched.cookies.find((c) => c.name === 'nnx_session')!.value}`;
    const verify = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: `${AUTH}/sessions/verify`, headers: { cookie } })).json();
    expect(await verify(acting)).toMatchObject({ loggedIn: true, customer: { personType: 'EST' } });

    const stranger = await desk('DELETE', `/customers/${seNo}/estate/representatives/${seNo}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('REPRESENTATIVE_NOT_FOUND');
    const notEstate = await desk('DELETE', `/customers/${partnerNo}/estate/representatives/${seNo}`);
    expect(notEstate.statusCode).toBe(409);
    expect(notEstate.json().code).toBe('NOT_AN_ESTATE');
    expect(await verify(acting)).toMatchObject({ loggedIn: true });
    const customerCookie = await desk(
      'DELETE',
      `/customers/${seNo}/estate/representatives/${partnerNo}`,
      undefined,
      partner,
    );
    expect(customerCookie.statusCode).toBe(401);

    const ended = await desk('DELETE', `/customers/${seNo}/estate/representatives/${partnerNo}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().estate.representatives).toEqual([]);
    expect((await verify(acting)).loggedIn).toBe(false);
    const again = await desk('DELETE', `/customers/${seNo}/estate/representatives/${partnerNo}`);
    expect(again.json().code).toBe('REPRESENTATIVE_NOT_FOUND');

    const own = await login(t.app, 'demo-partner');
    const list = (await api(own, '/nnxapi/customer/v1/companies')).json() as {
      companies: { customerNo: string }[];
    };
    expect(list.companies.map((c) => c.customerNo)).not.toContain(seNo);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${seNo}/session`,
      headers: { cookie: own },
    });
    expect(refused.statusCode).toBe(404);
    // Named again from new papers, the person represents the estate anew.
    const renamed = await desk('POST', `/customers/${seNo}/estate/representatives`, {
      representativeCustomerNo: partnerNo,
    });
    expect(renamed.statusCode, renamed.body).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leiCheckDigits } from '@broker/domain';
import { accounts, companyOpenings, companyRepresentatives, customerLeis, customers } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import {
  DB_KINDS,
  accessToken,
  apiHeaders,
  listenLocally,
  login,
  startTestApp,
  type TestApp,
} from '../testing/test-app';

const BASE = '/nnxapi/customer/v1/companies';
const AUTH = '/nnxapi/authentication/v2';
// Test companies of the simulated register (company-register-sim/test-companies.ts).
const KARINS = '556677-8899';
const JOINT = '969876-5436';
const WOUND_UP = '556012-5790';
const FOUNDATION = '716420-1233';
const JOHANS = '559012-3450';

const owner = { name: 'Karin Lindqvist', birthDate: '1971-04-17', share: '100', pep: false };

describe.each(DB_KINDS)('company accounts on %s', (kind) => {
  let t: TestApp;
  const now = Date.parse('2026-11-20T10:00:00Z');
  const cookies: Record<string, string> = {};
  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: apiHeaders(await accessToken(t.app, cookies[who]!)),
      ...(payload ? { payload } : {}),
    });
  const companyCount = async () =>
    (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.personType, 'JUR')))
      .length;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    await listenLocally(t);
    for (const who of ['demo-se', 'demo-no']) cookies[who] = await login(t.app, who);
  });
  afterAll(async () => t?.close());

  it('looks a company up in the register and says whether the customer may open its account', async () => {
    const mine = await call('demo-se', 'GET', `${BASE}/lookup?orgNumber=5566778899`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      company: { orgNumber: KARINS, name: 'Lindqvist Konsult AB', legalForm: 'AB', status: 'ACTIVE' },
      role: 'CHAIR',
      refusal: null,
    });
    expect(mine.json().company).not.toHaveProperty('signatories');
    const refusal = async (orgNumber: string) =>
      (await call('demo-se', 'GET', `${BASE}/lookup?orgNumber=${orgNumber}`)).json().refusal;
    expect(await refusal(JOINT)).toBe('COMPANY_SIGNATORY_REQUIRED');
    expect(await refusal(JOHANS)).toBe('COMPANY_SIGNATORY_REQUIRED');
    expect(await refusal(WOUND_UP)).toBe('COMPANY_NOT_ACTIVE');
    expect(await refusal(FOUNDATION)).toBe('COMPANY_FORM_NOT_SUPPORTED');

    const unknown = await call('demo-se', 'GET', `${BASE}/lookup?orgNumber=556677-8881`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' });
    const bad = await call('demo-se', 'GET', `${BASE}/lookup?orgNumber=556677-8898`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'ORG_NUMBER_INVALID', fields: [{ field: 'query.orgNumber' }] });
    // A Norwegian customer's number is read by Norway's rules: a Swedish number is not one.
    const foreign = await call('demo-no', 'GET', `${BASE}/lookup?orgNumber=${KARINS}`);
    expect(foreign.json()).toMatchObject({ code: 'ORG_NUMBER_INVALID' });
  });

  it('refuses bad owners, a PEP owner, a bad LEI and a company the customer may not sign for, making nothing', async () => {
    const open = (body: object) =>
      call('demo-se', 'POST', BASE, {
        orgNumber: KARINS,
        beneficialOwners: [owner],
        noneAbove25: false,
        lei: null,
        ...body,
      });
    const owners = await open({
      beneficialOwners: [
        { ...owner, share: '25' },
        { ...owner, birthDate: '1971-02-30' },
      ],
    });
    expect(owners.statusCode).toBe(400);
    expect(owners.json().fields).toEqual([
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.0.share' },
      { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.1.birthDate' },
    ]);
    expect((await open({ noneAbove25: true })).json()).toMatchObject({ code: 'BENEFICIAL_OWNERS_UNCLEAR' });
    const pep = await open({ beneficialOwners: [{ ...owner, pep: true }] });
    expect(pep.statusCode).toBe(422);
    expect(pep.json()).toMatchObject({ code: 'BENEFICIAL_OWNER_PEP' });
    const lei = await open({ lei: '506700GE1G29325QX364' });
    expect(lei.statusCode).toBe(400);
    expect(lei.json()).toMatchObject({ code: 'LEI_INVALID', fields: [{ field: 'body.lei' }] });
    const joint = await open({ orgNumber: JOINT });
    expect(joint.statusCode).toBe(422);
    expect(joint.json()).toMatchObject({ code: 'COMPANY_SIGNATORY_REQUIRED' });
    const other = await call('demo-no', 'POST', BASE, {
      orgNumber: '987654325',
      beneficialOwners: [],
      noneAbove25: false,
      lei: null,
    });
    expect(other.json()).toMatchObject({ code: 'BENEFICIAL_OWNERS_UNCLEAR' });
    expect(await companyCount()).toBe(0);
  });

  it('opens the account: a company customer with its account, LEI, representative and the record', async () => {
    const lei = `5493001KJTIIGC8Y1R${leiCheckDigits('5493001KJTIIGC8Y1R')}`;
    const res = await call('demo-se', 'POST', BASE, {
      orgNumber: '5566778899',
      beneficialOwners: [{ ...owner, share: '60', name: '  Karin Lindqvist ' }],
      noneAbove25: false,
      lei: lei.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const opened = res.json();
    expect(opened).toMatchObject({
      company: { name: 'Lindqvist Konsult AB', orgNumber: KARINS, since: now },
      accno: expect.stringMatching(/^\d{8}$/),
    });
    const [company] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.customerNo, opened.company.customerNo));
    expect(company).toMatchObject({
      personType: 'JUR',
      nationalId: KARINS,
      firstName: 'Lindqvist Konsult AB',
      lastName: '',
      country: 'SE',
      birthDate: '2015-03-02',
      city: 'Stockholm',
    });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.accid, opened.accid));
    expect(account).toMatchObject({ customerId: company!.id, type: 'AF', currency: 'SEK', isDefault: true });
    expect(
      await t.database.db.select().from(customerLeis).where(eq(customerLeis.customerId, company!.id)),
    ).toEqual([expect.objectContaining({ lei, givenOn: '2026-11-20' })]);
    expect(
      await t.database.db
        .select({ role: companyRepresentatives.role })
        .from(companyRepresentatives)
        .where(eq(companyRepresentatives.companyCustomerId, company!.id)),
    ).toEqual([{ role: 'CHAIR' }]);
    const [record] = await t.database.db
      .select()
      .from(companyOpenings)
      .where(eq(companyOpenings.companyCustomerId, company!.id));
    expect(record!.beneficialOwners).toEqual([
      { name: 'Karin Lindqvist', birthDate: '1971-04-17', share: '60.00', pep: false },
    ]);

    // Once a customer, the company is not opened twice.
    const again = await call('demo-se', 'POST', BASE, {
      orgNumber: KARINS,
      beneficialOwners: [],
      noneAbove25: true,
      lei: null,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COMPANY_ALREADY_CUSTOMER' });
    expect((await call('demo-se', 'GET', `${BASE}/lookup?orgNumber=${KARINS}`)).json().refusal).toBe(
      'COMPANY_ALREADY_CUSTOMER',
    );
    expect(await companyCount()).toBe(1);
  });

  it('switches the login to the company and back, for its representative only', async () => {
    const list = (await call('demo-se', 'GET', BASE)).json();
    expect(list).toEqual({
      companies: [
        {
          customerNo: expect.any(String),
          name: 'Lindqvist Konsult AB',
          orgNumber: KARINS,
          since: now,
          personType: 'JUR',
          diedOn: null,
        },
      ],
      actingPerson: null,
    });
    const companyNo = list.companies[0].customerNo as string;
    expect((await call('demo-no', 'GET', BASE)).json()).toEqual({ companies: [], actingPerson: null });

    const stranger = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${companyNo}/session`,
      headers: { cookie: cookies['demo-no']! },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'REPRESENTED_COMPANY_NOT_FOUND' });
    const notActing = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/return`,
      headers: { cookie: cookies['demo-se']! },
    });
    expect(notActing.statusCode).toBe(409);

    const personCookie = cookies['demo-se']!;
    const act = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${companyNo}/session`,
      headers: { cookie: personCookie },
    });
    expect(act.statusCode, act.body).toBe(200);
    const companyCookie = `nnx_session=${act.cookies.find((c) => c.name === 'nnx_session')!.value}`;
    // The person's own session ended with the switch.
    const old = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authorization/v1/tokens',
      headers: { cookie: personCookie },
    });
    expect(old.statusCode).toBe(401);
    const verified = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/sessions/verify`,
      headers: { cookie: companyCookie },
    });
    expect(verified.json()).toMatchObject({ loggedIn: true, customer: { name: 'Lindqvist Konsult AB' } });
    cookies.company = companyCookie;
    const listed = (await call('company', 'GET', BASE)).json();
    expect(listed).toEqual({ companies: [], actingPerson: { firstName: 'Karin', lastName: 'Lindqvist' } });
    const own = (await call('company', 'GET', '/api/2/accounts')).json() as { accountNumber: string }[];
    expect(own).toHaveLength(1);
    // Passkeys and API keys stay personal: none is made for the company's login.
    for (const [url, payload] of [
      [`${AUTH}/my-api-keys`, { name: 'company script' }],
      [`${AUTH}/luna/start`, { ceremony: 'REGISTRATION', name: 'company key' }],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: companyCookie },
        payload,
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PERSONAL_CREDENTIAL_ONLY' });
    }
    const keys = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/my-api-keys`,
      headers: { cookie: companyCookie },
    });
    expect(keys.json()).toEqual([]);

    const back = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/return`,
      headers: { cookie: companyCookie },
    });
    expect(back.statusCode, back.body).toBe(200);
    cookies['demo-se'] = `nnx_session=${back.cookies.find((c) => c.name === 'nnx_session')!.value}`;
    const person = await t.app.inject({
      method: 'GET',
      url: `${AUTH}/sessions/verify`,
      headers: { cookie: cookies['demo-se'] },
    });
    expect(person.json()).toMatchObject({ loggedIn: true, customer: { name: 'Karin Lindqvist' } });
    const dead = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authorization/v1/tokens',
      headers: { cookie: companyCookie },
    });
    expect(dead.statusCode).toBe(401);
  });

  it('a company without an LEI trades on no exchange, and is asked for it first', async () => {
    const opened = await call('demo-no', 'POST', BASE, {
      orgNumber: '987 654 325',
      beneficialOwners: [],
      noneAbove25: true,
      lei: null,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const act = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/companies/${opened.json().company.customerNo}/session`,
      headers: { cookie: cookies['demo-no']! },
    });
    cookies.haugland = `nnx_session=${act.cookies.find((c) => c.name === 'nnx_session')!.value}`;
    const actions = (await call('haugland', 'GET', '/api/2/required-actions/v2/actions')).json() as {
      type: string;
      status: string;
      blocks_buying: boolean;
      blocks_exchange_trading: boolean;
    }[];
    // No LEI: no exchange trade on either side, while funds can still be bought.
    expect(actions.find((a) => a.type === 'PROVIDE_LEI')).toMatchObject({
      status: 'PENDING',
      blocks_buying: false,
      blocks_exchange_trading: true,
    });
    // The company's KYC asks about the company, in the representative's language.
    const questionnaire = (
      await call('haugland', 'GET', '/api/2/required-actions/v1/questionnaires/cdd')
    ).json() as {
      pages: { questions: { id: string; text: string }[] }[];
    };
    const occupation = questionnaire.pages.flatMap((p) => p.questions).find((q) => q.id === 'occupation');
    expect(occupation?.text).toBe('Hva driver selskapet hovedsakelig med?');
    const share = instrumentById(shareId('NORV B'));
    const res = await call(
      'haugland',
      'GET',
      `/api/2/trading/valid-order-book-operations?tradingOrderBookId=${share.identifier}&accids=${opened.json().accid}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const operations = (res.json() as { accounts: { operations: { side: string; code: string | null }[] }[] })
      .accounts[0]!.operations;
    expect(operations.map((o) => `${o.side}:${o.code}`)).toEqual(['BUY:LEI_MISSING', 'SELL:LEI_MISSING']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cddPages } from '@broker/domain';
import type { SignupStepSubmit } from '@broker/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  accounts,
  customers,
  kycAnswers,
  marketingConsents,
  notifications,
  prospects,
  signupApplications,
  users,
} from '../db/schema';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { outcomeForPerson, type IdentifiedPerson } from '../auth/identified-person';
import { createSession } from '../auth/sessions';
import { ABANDONED_AFTER_DAYS, removeAbandonedSignups } from './abandoned-job';

/** Valid personnummer (Luhn) of adults and of a minor, all born on real days. */
const ADULT: IdentifiedPerson = {
  country: 'SE',
  nationalId: '199001012384',
  firstName: 'Anna Maria',
  lastName: 'Nyström',
  birthDate: '1990-01-01',
  provider: 'SE_BANKID',
};

/** A fresh Swedish person with a valid personnummer of the given birth day and serial. */
function person(birth: string, serial: string, firstName = 'Test Person'): IdentifiedPerson {
  const nine = birth.replace(/-/g, '').slice(2) + serial;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  const check = (10 - (sum % 10)) % 10;
  return { ...ADULT, firstName, nationalId: `${birth.slice(0, 2)}${nine}${check}`, birthDate: birth };
}

const LOW_RISK_ANSWERS = (pageId: string) => {
  const page = cddPages('SE').find((p) => p.id === pageId)!;
  return page.questions.map((q) => ({
    questionId: q.id,
    optionIds: [q.id === 'pep' ? 'NO' : q.options[0]!.id],
  }));
};

function validSteps(nationalId: string, givenName = 'Maria'): SignupStepSubmit[] {
  return [
    { step: 'CONTACT_INFO', data: { email: 'Anna@Example.se', mobile: '070-123 45 67' } },
    { step: 'CONTACT_DETAILS', data: { preferredLang: 'sv' } },
    { step: 'MILESTONE_ONE', data: {} },
    { step: 'NAME_DETAILS', data: { givenName } },
    { step: 'BIRTH_DETAILS', data: { birthCountry: 'SE', birthTown: 'Uppsala' } },
    { step: 'ADDRESS_DETAILS', data: { street: 'Storgatan 1', postalCode: '11325', town: 'Stockholm' } },
    { step: 'MILESTONE_TWO', data: {} },
    { step: 'RESIDENCY', data: { residenceCountry: 'SE' } },
    { step: 'CITIZENSHIP', data: { citizenships: ['SE'] } },
    { step: 'US_TAX', data: { usPerson: false } },
    { step: 'TAX_INFO', data: { taxResidences: [{ country: 'SE', tin: nationalId }] } },
    { step: 'MILESTONE_THREE', data: {} },
    ...cddPages('SE').map((p): SignupStepSubmit => ({
      step: 'KYC',
      data: { pageId: p.id, answers: LOW_RISK_ANSWERS(p.id) },
    })),
    { step: 'MILESTONE_FOUR', data: {} },
    { step: 'ACCOUNT_PICKER', data: { accountTypes: ['PrivateBasic', 'PrivateBasicODD'] } },
    { step: 'ACCOUNT_ALIAS', data: { aliases: [{ accountType: 'PrivateBasic', alias: '  Mitt ISK ' }] } },
    { step: 'MARKETING_CONSENT', data: { email: true, sms: false } },
  ];
}

describe.each(DB_KINDS)('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function identify(p: IdentifiedPerson): Promise<string> {
    const outcome = await outcomeForPerson(t.database.db, p);
    if (outcome.kind !== 'prospect') throw new Error('not a prospect');
    const { token } = await createSession(
      t.database.db,
      { prospectId: outcome.prospectId },
      3_600_000,
      undefined,
    );
    return `nnx_session=${token}`;
  }
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const intent = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/nnxapi/customer/v1/become-customer-intent', headers: { cookie } });
  const submit = (cookie: string, body: SignupStepSubmit) =>
    t.app.inject({ method: 'POST', url: '/nnxapi/signup/v1/steps', headers: { cookie }, payload: body });
  const routing = async (cookie: string) => (await get(cookie, '/nnxapi/customer/v1/routing-status')).json();

  async function walk(cookie: string, steps: SignupStepSubmit[]) {
    for (const s of steps) {
      const res = await submit(cookie, s);
      expect(res.statusCode, `${s.step}: ${res.body}`).toBe(200);
    }
  }
  const count = async (table: typeof customers | typeof accounts | typeof users | typeof kycAnswers) =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

  it('routes a visitor, an identified person, and answers 401 to sign-up calls without a prospect session', async () => {
    expect(await routing('')).toEqual({ status: 'ONBOARDING_UNIDENTIFIED', currentStep: null });
    expect((await intent('')).statusCode).toBe(401);
    expect((await get('', '/nnxapi/signup/v1/initial')).statusCode).toBe(401);
    const cookie = await identify(person('1985-03-04', '123'));
    expect((await routing(cookie)).status).toBe('ONBOARDING_INTENT');
    const opened = (await intent(cookie)).json();
    expect(opened).toMatchObject({ routing: 'ONBOARDING', status: 'OPEN', currentStep: 'CONTACT_INFO' });
    // A second intent returns the same application.
    expect((await intent(cookie)).json().currentStep).toBe('CONTACT_INFO');
  });

  it('refuses bad input at every step with a 400, a code and the field, and keeps nothing', async () => {
    const p = person('1980-05-06', '234', 'Erik Johan');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Johan');
    const bad: [SignupStepSubmit, { code: string; field: string }[]][] = [
      [
        { step: 'CONTACT_INFO', data: { email: 'anna@', mobile: '08-123 456 78' } },
        [
          { code: 'EMAIL_INVALID', field: 'email' },
          { code: 'MOBILE_INVALID', field: 'mobile' },
        ],
      ],
      [
        { step: 'NAME_DETAILS', data: { givenName: 'Karl' } },
        [{ code: 'GIVEN_NAME_NOT_IN_EID', field: 'givenName' }],
      ],
      [
        { step: 'BIRTH_DETAILS', data: { birthCountry: 'SE', birthTown: '  ' } },
        [{ code: 'TOWN_REQUIRED', field: 'birthTown' }],
      ],
      [
        { step: 'ADDRESS_DETAILS', data: { street: '', postalCode: '0132', town: '' } },
        [
          { code: 'STREET_REQUIRED', field: 'street' },
          { code: 'POSTAL_CODE_INVALID', field: 'postalCode' },
          { code: 'TOWN_REQUIRED', field: 'town' },
        ],
      ],
      [
        { step: 'RESIDENCY', data: { residenceCountry: 'NO' } },
        [{ code: 'NOT_RESIDENT_IN_SITE_COUNTRY', field: 'residenceCountry' }],
      ],
      [
        { step: 'CITIZENSHIP', data: { citizenships: [] } },
        [{ code: 'CITIZENSHIP_REQUIRED', field: 'citizenships' }],
      ],
      [
        {
          step: 'TAX_INFO',
          data: {
            taxResidences: [
              { country: 'SE', tin: '197104172387' },
              { country: 'NO', tin: '12345678901' },
            ],
          },
        },
        [
          { code: 'TIN_NOT_NATIONAL_ID', field: 'taxResidences.0.tin' },
          { code: 'TIN_INVALID', field: 'taxResidences.1.tin' },
        ],
      ],
      [
        { step: 'TAX_INFO', data: { taxResidences: [{ country: 'DK', tin: '0101901234' }] } },
        [{ code: 'HOME_TAX_RESIDENCE_REQUIRED', field: 'taxResidences' }],
      ],
      [
        { step: 'KYC', data: { pageId: 'nope', answers: [] } },
        [{ code: 'UNKNOWN_CDD_PAGE', field: 'pageId' }],
      ],
      [
        { step: 'KYC', data: { pageId: cddPages('SE')[0]!.id, answers: [] } },
        cddPages('SE')[0]!.questions.map((q) => ({ code: 'ANSWER_MISSING', field: `answers.${q.id}` })),
      ],
      [
        { step: 'ACCOUNT_PICKER', data: { accountTypes: ['CompanyBasicODD'] } },
        [{ code: 'ACCOUNT_TYPE_NOT_FOR_PERSON', field: 'accountTypes' }],
      ],
      [
        {
          step: 'ACCOUNT_ALIAS',
          data: {
            aliases: [
              { accountType: 'PrivateBasic', alias: ' ' },
              { accountType: 'PrivateBasicODD', alias: 'x' },
            ],
          },
        },
        [
          { code: 'ALIAS_LENGTH', field: 'aliases.0.alias' },
          { code: 'ACCOUNT_TYPE_NOT_CHOSEN', field: 'aliases.1.accountType' },
        ],
      ],
    ];
    for (const s of steps) {
      if (s.step === 'ACCOUNT_ALIAS') {
        // The alias step wants only the chosen types: choose one here.
        await walk(cookie, [{ step: 'ACCOUNT_PICKER', data: { accountTypes: ['PrivateBasic'] } }]);
      }
      for (const [input, fields] of bad.filter(([b]) => b.step === s.step)) {
        const before = (
          await t.database.db
            .select()
            .from(signupApplications)
            .where(eq(signupApplications.prospectId, await prospectId(p)))
        ).at(0);
        const res = await submit(cookie, input);
        expect(res.statusCode, `${input.step}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'SIGNUP_INPUT_INVALID', fields });
        const after = (
          await t.database.db
            .select()
            .from(signupApplications)
            .where(eq(signupApplications.prospectId, await prospectId(p)))
        ).at(0);
        expect(after).toEqual(before);
      }
      if (s.step === 'MARKETING_CONSENT') break;
      await walk(cookie, [s]);
    }
    // A US citizen cannot say they are no US person.
    await walk(cookie, [{ step: 'CITIZENSHIP', data: { citizenships: ['SE', 'US'] } }]);
    const us = await submit(cookie, { step: 'US_TAX', data: { usPerson: false } });
    expect(us.json()).toMatchObject({
      code: 'SIGNUP_INPUT_INVALID',
      fields: [{ code: 'US_CITIZEN_IS_US_PERSON', field: 'usPerson' }],
    });
  });

  async function prospectId(p: IdentifiedPerson): Promise<number> {
    const [row] = await t.database.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.nationalId, p.nationalId));
    return row!.id;
  }

  it('takes steps in order and resumes at the step reached after a new eID login', async () => {
    const p = person('1975-07-08', '345');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Test');
    const early = await submit(cookie, steps[5]!);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SIGNUP_STEP_NOT_REACHED');
    await walk(cookie, steps.slice(0, 5));
    // Leaves; a new identification later opens a new session.
    const again = await identify(p);
    expect(await routing(again)).toEqual({ status: 'ONBOARDING_OPEN_CASE', currentStep: 'ADDRESS_DETAILS' });
    const state = (await get(again, '/nnxapi/signup/v1/initial')).json();
    expect(state.currentStep).toBe('ADDRESS_DETAILS');
    expect(state.saved.CONTACT_INFO).toEqual({ email: 'anna@example.se', mobile: '+46701234567' });
    expect(state.steps.filter((s: { done: boolean }) => s.done)).toHaveLength(5);
    // An earlier step may be changed without losing the place.
    await walk(again, [{ step: 'CONTACT_DETAILS', data: { preferredLang: 'en' } }]);
    expect((await get(again, '/nnxapi/signup/v1/initial')).json().currentStep).toBe('ADDRESS_DETAILS');
  });

  it('asks a later step again when an earlier change contradicts it, and keeps the rest', async () => {
    const p = person('1982-03-09', '456');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Test');
    await walk(cookie, steps.slice(0, 12));
    expect((await get(cookie, '/nnxapi/signup/v1/initial')).json().currentStep).toBe('KYC');
    // A US citizenship added now contradicts the "no" to US_TAX: back to that step, its answer gone.
    const changed = await submit(cookie, { step: 'CITIZENSHIP', data: { citizenships: ['SE', 'US'] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().currentStep).toBe('US_TAX');
    const state = (await get(cookie, '/nnxapi/signup/v1/initial')).json();
    expect(state.saved.US_TAX).toBeUndefined();
    expect(state.saved.TAX_INFO).toEqual({ taxResidences: [{ country: 'SE', tin: p.nationalId }] });
    const skipped = await submit(cookie, steps[10]!);
    expect(skipped.json().code).toBe('SIGNUP_STEP_NOT_REACHED');
    const no = await submit(cookie, { step: 'US_TAX', data: { usPerson: false } });
    expect(no.json().fields).toEqual([{ code: 'US_CITIZEN_IS_US_PERSON', field: 'usPerson' }]);
    // A change nothing later contradicts keeps the place.
    await walk(cookie, [{ step: 'BIRTH_DETAILS', data: { birthCountry: 'SE', birthTown: 'Lund' } }]);
    expect((await get(cookie, '/nnxapi/signup/v1/initial')).json().currentStep).toBe('US_TAX');
  });

  it('offers the postal code’s town and the step’s choices', async () => {
    const cookie = await identify(person('1970-01-02', '456', 'Lars Olof'));
    const hit = await get(cookie, '/nnxapi/signup/v1/address-autocomplete?postalCode=41319');
    expect(hit.json()).toEqual({ postalCode: '413 19', town: 'Göteborg' });
    const miss = await get(cookie, '/nnxapi/signup/v1/address-autocomplete?postalCode=abc');
    expect(miss.json()).toEqual({ postalCode: null, town: null });
    const names = (await get(cookie, '/nnxapi/signup/v1/steps/NAME_DETAILS/related-data')).json();
    expect(names.givenNames).toEqual(['Lars', 'Olof']);
    const picker = (await get(cookie, '/nnxapi/signup/v1/steps/ACCOUNT_PICKER/related-data')).json();
    expect(
      picker.accountTypes.map((a: { productType: string; openable: boolean }) => [a.productType, a.openable]),
    ).toEqual([
      ['ISK', true],
      ['AF', true],
      ['AF', false],
    ]);
    const kyc = (await get(cookie, '/nnxapi/signup/v1/steps/KYC/related-data')).json();
    expect(kyc.cddPages.length).toBe(cddPages('SE').length);
  });

  it('routes a minor to MINOR and keeps their application closed', async () => {
    const cookie = await identify(person('2012-02-03', '567'));
    expect((await routing(cookie)).status).toBe('MINOR');
    expect((await intent(cookie)).json()).toMatchObject({
      routing: 'MINOR',
      status: 'MINOR',
      reason: 'MINOR',
    });
    const res = await submit(cookie, validSteps('x')[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SIGNUP_NOT_OPEN');
  });

  it('refuses a US person and sends them to manual support', async () => {
    const p = person('1966-06-07', '678');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Test');
    await walk(cookie, steps.slice(0, 9));
    const res = await submit(cookie, { step: 'US_TAX', data: { usPerson: true } });
    expect(res.json()).toMatchObject({ routing: 'MANUAL_SUPPORT', status: 'REFUSED', reason: 'US_PERSON' });
    expect((await submit(cookie, steps[10]!)).json().code).toBe('SIGNUP_NOT_OPEN');
  });

  it('sends a high KYC risk to manual review with the case kept open, and makes no customer', async () => {
    const p = person('1960-09-10', '789');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Test');
    const kycSteps = steps.filter((s) => s.step === 'KYC');
    const customersBefore = await count(customers);
    await walk(cookie, steps.slice(0, 12));
    await walk(cookie, kycSteps.slice(0, -1));
    const pending = (await get(cookie, '/nnxapi/signup/v1/initial')).json();
    expect(pending.kyc.riskStatus).toBe('PENDING');
    expect(pending.currentStep).toBe('KYC');
    // The PEP question: politically exposed is high risk whatever else.
    const pages = cddPages('SE');
    const pepPage = pages.find((pg) => pg.questions.some((q) => q.id === 'pep'))!;
    await walk(cookie, [
      {
        step: 'KYC',
        data: {
          pageId: pepPage.id,
          answers: LOW_RISK_ANSWERS(pepPage.id).map((a) =>
            a.questionId === 'pep' ? { ...a, optionIds: ['YES_SELF'] } : a,
          ),
        },
      },
    ]);
    if (pepPage.id !== pages.at(-1)!.id) await walk(cookie, [kycSteps.at(-1)!]);
    const state = (await get(cookie, '/nnxapi/signup/v1/initial')).json();
    expect(state).toMatchObject({
      routing: 'MANUAL_SUPPORT',
      status: 'MANUAL_REVIEW',
      reason: 'HIGH_RISK',
      currentStep: 'KYC',
    });
    expect(state.kyc.riskStatus).toBe('MANUAL_REVIEW');
    expect(await count(customers)).toBe(customersBefore);
  });

  it('completes in one transaction: exactly one customer, user, accounts and KYC row, and a customer session', async () => {
    const p = person('1990-01-01', '238', 'Anna Maria');
    const cookie = await identify(p);
    await intent(cookie);
    const before = {
      customers: await count(customers),
      accounts: await count(accounts),
      users: await count(users),
      kyc: await count(kycAnswers),
    };
    const steps = validSteps(p.nationalId);
    await walk(cookie, steps.slice(0, -1));
    const res = await submit(cookie, steps.at(-1)!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ routing: 'LOGIN', status: 'DONE' });
    expect(await count(customers)).toBe(before.customers + 1);
    expect(await count(users)).toBe(before.users + 1);
    expect(await count(accounts)).toBe(before.accounts + 2);
    expect(await count(kycAnswers)).toBe(before.kyc + 1);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.nationalId, p.nationalId));
    expect(customer).toMatchObject({
      firstName: 'Maria',
      lastName: 'Nyström',
      country: 'SE',
      segment: 'RETAIL',
      personType: 'NAT',
      lang: 'sv',
      postalCode: '113 25',
      city: 'Stockholm',
    });
    const own = await t.database.db.select().from(accounts).where(eq(accounts.customerId, customer!.id));
    expect(own.map((a) => [a.type, a.alias, a.currency, a.isDefault])).toEqual([
      ['ISK', 'Mitt ISK', 'SEK', true],
      ['AF', 'Aktie- och fondkonto', 'SEK', false],
    ]);
    expect(own.every((a) => /^\d{8}$/.test(a.accno))).toBe(true);
    // Each new account is told as a notification, pointing to the deposit.
    const told = await t.database.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.customerId, customer!.id));
    expect(told.map((n) => [n.kind, (n.params as { accno?: string }).accno])).toEqual(
      own.map((a) => ['ACCOUNT_OPENED', a.accno]),
    );
    const [kyc] = await t.database.db
      .select()
      .from(kycAnswers)
      .where(eq(kycAnswers.customerId, customer!.id));
    expect(kyc).toMatchObject({ source: 'SIGNUP', riskLevel: 'LOW' });
    // The last step's marketing consent starts the customer's consent record.
    expect(
      await t.database.db
        .select()
        .from(marketingConsents)
        .where(eq(marketingConsents.customerId, customer!.id)),
    ).toEqual([expect.objectContaining({ email: true, sms: false, source: 'SIGNUP' })]);
    const [prospect] = await t.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.nationalId, p.nationalId));
    expect(prospect!.customerId).toBe(customer!.id);

    // The reply carries the customer's session cookie; the prospect's is revoked.
    const setCookie = String(res.headers['set-cookie']);
    const token = /nnx_session=([^;]+)/.exec(setCookie)![1]!;
    const verify = await get(`nnx_session=${token}`, '/nnxapi/authentication/v2/sessions/verify');
    expect(verify.json()).toMatchObject({
      loggedIn: true,
      customer: { name: 'Maria Nyström', countryCode: 'SE' },
    });
    expect((await get(cookie, '/nnxapi/signup/v1/initial')).statusCode).toBe(401);
    // The password login cannot be used for an eID-only user.
    const [user] = await t.database.db.select().from(users).where(eq(users.customerId, customer!.id));
    expect(user!.username).toBe(`eid-${customer!.customerNo}`);
    // Identified again, the person is the customer now.
    expect((await outcomeForPerson(t.database.db, p)).kind).toBe('customer');
  });

  it('leaves nothing behind when the last step fails inside the transaction', async () => {
    const p = person('1991-02-02', '349');
    const cookie = await identify(p);
    await intent(cookie);
    const steps = validSteps(p.nationalId, 'Test');
    await walk(cookie, steps.slice(0, -1));
    const before = {
      customers: await count(customers),
      accounts: await count(accounts),
      users: await count(users),
      kyc: await count(kycAnswers),
    };
    // A competing row takes the username the completion will want, so its user insert fails.
    const [next] = await t.database.db
      .select({ n: sql<string>`(coalesce(max(customer_no::bigint), 1000000) + 1)::text` })
      .from(customers)
      .where(sql`customer_no ~ '^[0-9]{1,15}$'`);
    const [anyCustomer] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    await t.database.db
      .insert(users)
      .values({ customerId: anyCustomer!.id, username: `eid-${next!.n}`, passwordHash: 'x' });
    const res = await submit(cookie, steps.at(-1)!);
    expect(res.statusCode).toBe(500);
    expect(await count(customers)).toBe(before.customers);
    expect(await count(accounts)).toBe(before.accounts);
    expect(await count(users)).toBe(before.users + 1);
    expect(await count(kycAnswers)).toBe(before.kyc);
    const state = (await get(cookie, '/nnxapi/signup/v1/initial')).json();
    expect(state).toMatchObject({ status: 'OPEN', currentStep: 'MARKETING_CONSENT' });
    await t.database.db.delete(users).where(eq(users.username, `eid-${next!.n}`));
  });

  it('shows a prospect their own application only', async () => {
    const a = person('1982-03-03', '451');
    const b = person('1983-04-04', '562');
    const cookieA = await identify(a);
    const cookieB = await identify(b);
    await intent(cookieA);
    await walk(cookieA, validSteps(a.nationalId, 'Test').slice(0, 1));
    const seenByB = (await intent(cookieB)).json();
    expect(seenByB.currentStep).toBe('CONTACT_INFO');
    expect(seenByB.saved).toEqual({});
    expect(seenByB.person.birthDate).toBe('1983-04-04');
    // A's TIN is not B's.
    await walk(cookieB, validSteps(b.nationalId, 'Test').slice(0, 10));
    const res = await submit(cookieB, {
      step: 'TAX_INFO',
      data: { taxResidences: [{ country: 'SE', tin: a.nationalId }] },
    });
    expect(res.json().fields).toEqual([{ code: 'TIN_NOT_NATIONAL_ID', field: 'taxResidences.0.tin' }]);
  });

  it('closes in the nightly window by the server clock', async () => {
    const config = loadConfig({
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      VALIDATE_REPLIES: 'true',
      SIMULATOR: 'off',
    });
    const night = await buildApp({
      config,
      database: t.database,
      logger: false,
      time: { now: () => Date.parse('2026-11-27T01:10:00Z') },
    });
    try {
      const cookie = await identify(person('1979-11-11', '673'));
      const route = await night.inject({
        method: 'GET',
        url: '/nnxapi/customer/v1/routing-status',
        headers: { cookie },
      });
      expect(route.json().status).toBe('ONBOARDING_NIGHTLY_DOWNTIME');
      const res = await night.inject({
        method: 'POST',
        url: '/nnxapi/customer/v1/become-customer-intent',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('SIGNUP_NIGHTLY_DOWNTIME');
    } finally {
      await night.close();
    }
  });

  it('tells an identity that is a customer already to log in', async () => {
    const [demo] = await t.database.db.select().from(customers).where(eq(customers.customerNo, '1004217'));
    const p = { ...ADULT, nationalId: '199505050000' };
    const cookie = await identify(p);
    // The person became a customer elsewhere since the eID login (EXISTING).
    await t.database.db.update(customers).set({ nationalId: p.nationalId }).where(eq(customers.id, demo!.id));
    try {
      expect((await routing(cookie)).status).toBe('LOGIN');
      expect((await intent(cookie)).json().code).toBe('SIGNUP_EXISTING_CUSTOMER');
    } finally {
      await t.database.db
        .update(customers)
        .set({ nationalId: demo!.nationalId })
        .where(eq(customers.id, demo!.id));
    }
  });

  it('removes a sign-up given up 90 days ago, and keeps customers, cases in review and the recently seen', async () => {
    const p = person('1969-12-24', '567', 'Test');
    const cookie = await identify(p);
    await intent(cookie);
    await walk(cookie, validSteps(p.nationalId, 'Test').slice(0, 4));
    const prospectOf = async () =>
      (await t.database.db.select().from(prospects).where(eq(prospects.nationalId, p.nationalId)))[0];
    const before = await prospectOf();
    const statusesOf = async () =>
      (
        await t.database.db
          .select({ status: signupApplications.status, customerId: prospects.customerId })
          .from(prospects)
          .leftJoin(signupApplications, eq(signupApplications.prospectId, prospects.id))
      ).map((r) => (r.customerId !== null ? 'CUSTOMER' : (r.status ?? 'NO_APPLICATION')));
    const kept = (await statusesOf()).filter((s) => s === 'CUSTOMER' || s === 'MANUAL_REVIEW');
    expect(kept).toContain('CUSTOMER');
    expect(kept).toContain('MANUAL_REVIEW');

    const DAY = 86_400_000;
    expect(
      await removeAbandonedSignups(t.database.db, Date.now() + (ABANDONED_AFTER_DAYS - 1) * DAY),
    ).toEqual([]);
    const removed = await removeAbandonedSignups(
      t.database.db,
      Date.now() + (ABANDONED_AFTER_DAYS + 1) * DAY,
    );
    expect(removed).toContain(before!.id);
    expect(await prospectOf()).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(signupApplications)
        .where(eq(signupApplications.prospectId, before!.id)),
    ).toEqual([]);
    expect((await get(cookie, '/nnxapi/signup/v1/initial')).statusCode).toBe(401);
    expect((await statusesOf()).sort()).toEqual(kept.sort());

    // Identified again, the person starts over.
    const again = await identify(p);
    expect((await routing(again)).status).toBe('ONBOARDING_INTENT');
  });
});

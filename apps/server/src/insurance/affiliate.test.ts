import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SignupStepSubmit } from '@broker/contract';
import { affiliateReferrals, customers } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { outcomeForPerson, type IdentifiedPerson } from '../auth/identified-person';
import { person, stepsToKyc } from '../testing/onboarding-applicants';
import { createSession } from '../auth/sessions';

/**
 * Affiliate (spec 001 §7.5): a sign-up that came with a customer's referral code (?ref=) keeps it on
 * the application, and the completion records the referral with the new customer; the referrer's
 * count goes up. A code nobody has, or a second code, is not kept.
 */

/** The whole sign-up of a low-risk applicant: the shared steps to KYC, then the account steps. */
const steps = (nationalId: string): SignupStepSubmit[] => [
  ...stepsToKyc(nationalId, 'NO'),
  { step: 'MILESTONE_FOUR', data: {} },
  { step: 'ACCOUNT_PICKER', data: { accountTypes: ['PrivateBasic'] } },
  { step: 'ACCOUNT_ALIAS', data: { aliases: [] } },
  { step: 'MARKETING_CONSENT', data: { email: false, sms: false } },
];

describe.each(DB_KINDS)('affiliate referrals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
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
  const keep = (cookie: string, code: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/nnxapi/crm/v1/affiliate/referral',
      headers: { cookie },
      payload: { code },
    });

  it('records who referred a new customer, once, and counts them for the referrer', async () => {
    const se = await loginForApi(t.app, 'demo-se');
    const no = await loginForApi(t.app, 'demo-no');
    const affiliate = () =>
      t.app.inject({ method: 'GET', url: '/nnxapi/crm/v1/affiliate', headers: se.headers });
    const { code } = (await affiliate()).json() as { code: string };
    const other = (
      (
        await t.app.inject({ method: 'GET', url: '/nnxapi/crm/v1/affiliate', headers: no.headers })
      ).json() as {
        code: string;
      }
    ).code;

    const p = person('1988-04-12', '123');
    const cookie = await identify(p);
    // Before the intent there is no application to keep it on.
    expect((await keep(cookie, code)).json()).toEqual({ kept: false });
    await t.app.inject({
      method: 'POST',
      url: '/nnxapi/customer/v1/become-customer-intent',
      headers: { cookie },
    });
    expect((await keep(cookie, 'ZZZZZZZZ')).json()).toEqual({ kept: false });
    expect((await keep(cookie, 'not a code!')).json()).toEqual({ kept: false });
    expect((await keep(cookie, code.toLowerCase())).json()).toEqual({ kept: true });
    // A second link does not take the referral from the first.
    expect((await keep(cookie, other)).json()).toEqual({ kept: false });
    // Customers cannot call it: it is the prospect's.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/nnxapi/crm/v1/affiliate/referral',
          headers: { cookie: se.cookie },
          payload: { code },
        })
      ).statusCode,
    ).toBe(401);

    for (const s of steps(p.nationalId)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/nnxapi/signup/v1/steps',
        headers: { cookie },
        payload: s,
      });
      expect(res.statusCode, `${s.step}: ${res.body}`).toBe(200);
    }
    const [made] = await t.database.db.select().from(customers).where(eq(customers.nationalId, p.nationalId));
    const referrals = await t.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referredCustomerId, made!.id));
    expect(referrals.map((r) => r.code)).toEqual([code]);
    expect((await affiliate()).json()).toMatchObject({ code, referredCustomers: 1 });
  });
});

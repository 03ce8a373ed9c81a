import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, prospects } from '../db/schema';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { outcomeForPerson, type IdentifiedPerson } from './identified-person';
import { createSession } from './sessions';

const NEW_PERSON: IdentifiedPerson = {
  country: 'SE',
  nationalId: '199001012384',
  firstName: 'Ny',
  lastName: 'Kund',
  birthDate: '1990-01-01',
  provider: 'SE_BANKID',
};

describe.each(DB_KINDS)('a person an eID identified, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('is the customer with that national id in that country', async () => {
    const [customer] = await t.database.db
      .select({ nationalId: customers.nationalId, country: customers.country })
      .from(customers)
      .where(eq(customers.customerNo, '1004217'));
    const outcome = await outcomeForPerson(t.database.db, {
      ...NEW_PERSON,
      nationalId: customer!.nationalId!,
    });
    expect(outcome.kind).toBe('customer');
    // The same number in another country is another person.
    const elsewhere = await outcomeForPerson(t.database.db, {
      ...NEW_PERSON,
      country: 'NO',
      nationalId: customer!.nationalId!,
    });
    expect(elsewhere.kind).toBe('prospect');
  });

  it('is kept as one prospect however often they come back, and their session is not a customer session', async () => {
    const first = await outcomeForPerson(t.database.db, NEW_PERSON);
    const again = await outcomeForPerson(t.database.db, { ...NEW_PERSON, lastName: 'Kundsson' });
    expect(first.kind).toBe('prospect');
    expect(again).toEqual(first);
    const [row] = await t.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.nationalId, NEW_PERSON.nationalId));
    expect(row!.lastName).toBe('Kundsson');

    const { token } = await createSession(
      t.database.db,
      { prospectId: first.kind === 'prospect' ? first.prospectId : 0 },
      60_000,
      undefined,
    );
    const cookies = { nnx_session: token };
    const verify = await t.app.inject({
      method: 'GET',
      url: '/nnxapi/authentication/v2/sessions/verify',
      cookies,
    });
    expect(verify.json()).toMatchObject({
      loggedIn: false,
      prospect: { firstName: 'Ny', lastName: 'Kundsson', countryCode: 'SE' },
    });
    const tokenCall = await t.app.inject({ method: 'POST', url: '/nnxapi/authorization/v1/tokens', cookies });
    expect(tokenCall.statusCode).toBe(401);
  });
});

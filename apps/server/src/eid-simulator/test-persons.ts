import type { CountryCode } from '@broker/domain';
import { DEMO_CUSTOMERS } from '../db/seed/customers';

/**
 * The people the simulated eIDs know, as a test environment's list of test persons: the demo
 * customers (from the seed definitions, so a demo customer logs in as themself) and a few people
 * who are not customers, a minor among them in each country. The demo minor is left out: their
 * birth date moves with the seed day, so their number is not a constant.
 */

export interface TestPerson {
  country: CountryCode;
  nationalId: string;
  givenName: string;
  surname: string;
  /** A demo customer's username, for the list; new people have none. */
  demo?: string;
}

const NEW_PEOPLE: TestPerson[] = [
  { country: 'SE', nationalId: '198803141236', givenName: 'Erik', surname: 'Holm' },
  { country: 'SE', nationalId: '199208115569', givenName: 'Lina', surname: 'Ström' },
  { country: 'SE', nationalId: '201206072389', givenName: 'Alva', surname: 'Berg' },
  // Identified at login and sent to sign-up, never signing up (e2e/eid-login.e2e.ts): Erik signs
  // up in e2e/signup.e2e.ts, which may run first on the same server.
  { country: 'SE', nationalId: '199005214565', givenName: 'Oskar', surname: 'Nyberg' },
  // Signs up with high-risk answers and goes on as an onboarding case (e2e/onboarding-case.e2e.ts).
  { country: 'SE', nationalId: '197904234486', givenName: 'Nora', surname: 'Lund' },
  { country: 'NO', nationalId: '15039234537', givenName: 'Ingrid', surname: 'Solberg' },
  { country: 'NO', nationalId: '01011051460', givenName: 'Sander', surname: 'Lie' },
  { country: 'DK', nationalId: '120486-1234', givenName: 'Rasmus', surname: 'Holm' },
  { country: 'DK', nationalId: '150311-4321', givenName: 'Freja', surname: 'Dahl' },
  { country: 'FI', nationalId: '150385-1230', givenName: 'Aino', surname: 'Korhonen' },
  { country: 'FI', nationalId: '070612A4565', givenName: 'Eino', surname: 'Mäkinen' },
];

export const TEST_PERSONS: readonly TestPerson[] = [
  ...DEMO_CUSTOMERS.flatMap((c) =>
    c.address
      ? [
          {
            country: c.country,
            nationalId: c.address.nationalId,
            givenName: c.firstName,
            surname: c.lastName,
            demo: c.username,
          },
        ]
      : [],
  ),
  ...NEW_PEOPLE,
];

export function testPersonsOf(country: CountryCode): TestPerson[] {
  return TEST_PERSONS.filter((p) => p.country === country);
}

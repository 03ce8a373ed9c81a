import { describe, expect, it } from 'vitest';
import { PRIVATE_BANKING_TIERS } from '@broker/domain';
import { COUNTRY_FACTS } from '@broker/domain';
import { CATALOG } from './catalog';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@broker/domain';
import { DROPPED_ACCOUNT_CODE, DROPPED_ATYID } from './customers';
import { addYears, ageOn, isSwedishPersonnummer } from '@broker/domain';
import { generateDemoData } from './generate';

const AS_OF = '2026-11-20';
const data = generateDemoData({ seed: 'customers-test', asOf: AS_OF, historyYears: 1, minuteDays: 0 });
const customer = (username: string) => {
  const user = data.users.find((u) => u.username === username)!;
  const c = data.customers.find((x) => x.id === user.customerId)!;
  // Ours: a Netfonds account is not one of the customer's accounts here (see the test for it).
  const accounts = data.accounts.filter((a) => a.customerId === c.id && a.provider === 'NORDBROKER');
  const positions = data.positions.filter((p) => accounts.some((a) => a.accid === p.accid));
  return { c, accounts, positions };
};
const dropped = (a: { accountCode: string; atyid: number }) =>
  a.accountCode === DROPPED_ACCOUNT_CODE || a.atyid === DROPPED_ATYID;

describe('demo customers', () => {
  it('log in as demo-* with one shared password', () => {
    const usernames = DEMO_LOGINS.map((l) => l.username);
    expect(usernames).toEqual([
      'demo-se',
      'demo-no',
      'demo-dk',
      'demo-fi',
      'demo-minor',
      'demo-partner',
      'demo-empty',
      'demo-pb',
      'demo-kyc',
      'demo-edd',
      'demo-desk',
    ]);
    expect(DEMO_PASSWORD).toBe('demo1234');
    expect(data.users.map((u) => u.username)).toEqual(usernames);
    // The login page offers each login with its country; the seed must agree.
    for (const login of DEMO_LOGINS) {
      const user = data.users.find((u) => u.username === login.username)!;
      expect(data.customers.find((c) => c.id === user.customerId)?.country).toBe(login.countryCode);
    }
    expect(data.users.every((u) => u.password === 'demo1234')).toBe(true);
  });

  it.each([
    ['demo-se', 'SE', ['ISK', 'KF', 'AF']],
    ['demo-no', 'NO', ['ASK', 'Aksjekonto']],
    ['demo-dk', 'DK', ['Aktiesparekonto', 'Depot']],
    ['demo-fi', 'FI', ['AOT', 'OST']],
  ] as const)(
    '%s has 2-4 accounts of %s types: a blocked one, a dropped one and usable ones',
    (username, country, types) => {
      const { c, accounts, positions } = customer(username);
      expect(c.country).toBe(country);
      expect(c.lang).toBe(COUNTRY_FACTS[country].lang);
      expect(accounts.length).toBeGreaterThanOrEqual(2);
      expect(accounts.length).toBeLessThanOrEqual(4);
      expect(accounts.every((a) => a.currency === COUNTRY_FACTS[country].currency)).toBe(true);
      expect(new Set(accounts.map((a) => a.type))).toEqual(new Set(types));
      expect(accounts.filter((a) => a.isBlocked)).toHaveLength(1);
      expect(accounts.filter((a) => dropped(a) && !a.isBlocked)).toHaveLength(1);
      expect(accounts.filter((a) => !a.isBlocked && !dropped(a)).length).toBeGreaterThanOrEqual(1);
      expect(accounts.filter((a) => a.isDefault)).toHaveLength(1);
      const kinds = new Set(positions.map((p) => CATALOG.byId.get(p.instrumentId)!.kind));
      expect(kinds).toEqual(new Set(['share', 'fund']));
    },
  );

  it('gives demo-no, and no one else, a Netfonds account with a history and holdings', () => {
    const netfonds = data.accounts.filter((a) => a.provider === 'NETFONDS');
    const user = data.users.find((u) => u.username === 'demo-no')!;
    expect(netfonds.map((a) => a.customerId)).toEqual([user.customerId]);
    const accid = netfonds[0]!.accid;
    expect(netfonds[0]!.currency).toBe('NOK');
    const types = new Set(data.transactions.filter((t) => t.accid === accid).map((t) => t.type));
    expect([...types]).toEqual(expect.arrayContaining(['DEPOSIT', 'BUY', 'SELL']));
    expect(data.positions.filter((p) => p.accid === accid).length).toBeGreaterThan(0);
  });

  it('has a minor who is fifteen on the seed day, whatever the day', () => {
    for (const asOf of [AS_OF, '2024-02-29', '2030-01-01']) {
      const { c } = customer('demo-minor');
      const birth =
        asOf === AS_OF
          ? c.birthDate
          : generateDemoData({ asOf, historyYears: 1, minuteDays: 0 }).customers.find((x) => x.id === c.id)!
              .birthDate;
      expect(ageOn(birth, asOf)).toBe(15);
    }
    const { accounts, positions } = customer('demo-minor');
    expect(accounts).toHaveLength(1);
    expect(positions.map((p) => CATALOG.byId.get(p.instrumentId)!.kind)).toEqual(['fund']);
    const cash = data.cashLedger
      .filter((l) => l.accid === accounts[0]!.accid)
      .reduce((a, l) => a + Number(l.amount), 0);
    expect(cash).toBeGreaterThan(0);
    expect(cash).toBeLessThan(20_000);
  });

  it('has a partner customer without index funds', () => {
    const { c, accounts, positions } = customer('demo-partner');
    expect(c.isPartner).toBe(true);
    expect(c.country).toBe('SE');
    expect(accounts.length).toBeGreaterThanOrEqual(1);
    expect(accounts.length).toBeLessThanOrEqual(2);
    expect(positions.some((p) => CATALOG.byId.get(p.instrumentId)?.kind === 'fund')).toBe(true);
    for (const p of positions) {
      const def = CATALOG.byId.get(p.instrumentId)!;
      expect(def.kind === 'fund' && def.isIndexFund).toBe(false);
    }
    expect(data.customers.filter((x) => x.isPartner)).toHaveLength(1);
  });

  it('gives the adult Swedish filers a valid personnummer of their birth date and a postal address', () => {
    const filers = data.customers.filter((x) => x.country === 'SE' && ageOn(x.birthDate, AS_OF) >= 18);
    expect(filers.length).toBeGreaterThanOrEqual(3);
    for (const c of filers) {
      expect(isSwedishPersonnummer(c.nationalId ?? ''), `${c.firstName}: ${c.nationalId}`).toBe(true);
      expect(c.nationalId!.slice(0, 8)).toBe(c.birthDate.replaceAll('-', ''));
      expect([c.street, c.postalCode, c.city].every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    }
  });

  it('has a customer without accounts', () => {
    const { accounts } = customer('demo-empty');
    expect(accounts).toEqual([]);
  });

  it('segments mostly retail, one private-banking GOLD, one active trader', () => {
    const segments = data.customers.map((c) => `${c.segment}/${c.tier ?? ''}`);
    expect(segments.filter((s) => s === 'PRIVATE_BANKING/GOLD')).toHaveLength(1);
    expect(customer('demo-pb').c).toMatchObject({ segment: 'PRIVATE_BANKING', tier: 'GOLD', country: 'SE' });
    // The customer of the order scenarios places orders, so it is not in private banking.
    expect(customer('demo-se').c.segment).toBe('RETAIL');
    expect(segments.filter((s) => s === 'ACTIVE_TRADER/')).toHaveLength(1);
    expect(segments.filter((s) => s === 'RETAIL/').length).toBeGreaterThan(data.customers.length / 2);
    for (const c of data.customers.filter((x) => x.segment !== 'PRIVATE_BANKING')) expect(c.tier).toBeNull();
    const minorId = customer('demo-minor').c.id;
    for (const c of data.customers.filter((x) => x.id !== minorId))
      expect(ageOn(c.birthDate, AS_OF)).toBeGreaterThanOrEqual(18);
  });

  it('has a private-banking customer with cash and fund holdings on usable accounts, to buy and sell', () => {
    const { accounts, positions } = customer('demo-pb');
    expect(accounts.length).toBeGreaterThanOrEqual(1);
    expect(accounts.every((a) => !a.isBlocked && !dropped(a) && a.currency === 'SEK')).toBe(true);
    const funds = positions.filter((p) => CATALOG.byId.get(p.instrumentId)!.kind === 'fund');
    expect(new Set(funds.map((p) => p.instrumentId)).size).toBeGreaterThanOrEqual(2);
    for (const a of accounts) {
      const cash = data.cashLedger
        .filter((l) => l.accid === a.accid)
        .reduce((x, l) => x + Number(l.amount), 0);
      expect(cash).toBeGreaterThan(10_000);
    }
  });

  it('gives every customer KYC answers in force, but demo-kyc’s are overdue with cash to buy for', () => {
    expect(data.kycAnswers.map((k) => k.customerId)).toEqual(data.customers.map((c) => c.id));
    const edd = customer('demo-edd').c.id;
    const desk = customer('demo-desk').c.id;
    const pep = (id: number) => id === edd || id === desk;
    for (const k of data.kycAnswers) {
      expect(k).toMatchObject({ source: 'SEED', riskLevel: pep(k.customerId) ? 'HIGH' : 'LOW' });
      expect(k.answeredAt.getTime()).toBeLessThan(Date.parse(AS_OF));
      if (k.customerId === customer('demo-kyc').c.id) expect(k.dueOn < AS_OF).toBe(true);
      // HIGH risk is due again after a year (and waits for a review meanwhile).
      else if (pep(k.customerId)) expect(k.dueOn > AS_OF).toBe(true);
      else expect(k.dueOn > addYears(AS_OF, 2)).toBe(true);
    }
    const { c, accounts } = customer('demo-kyc');
    expect(c).toMatchObject({ country: 'SE', lang: 'sv', segment: 'RETAIL' });
    expect(accounts.map((a) => a.type)).toEqual(['ISK']);
    const cash = data.cashLedger
      .filter((l) => l.accid === accounts[0]!.accid)
      .reduce((x, l) => x + Number(l.amount), 0);
    expect(cash).toBeGreaterThan(10_000);
  });

  it('opens demo-edd’s and demo-desk’s source-of-funds tasks with their high-risk answers, and no one else’s', () => {
    expect(data.crmTasks).toEqual(
      ['demo-edd', 'demo-desk'].map((username) =>
        expect.objectContaining({
          customerId: customer(username).c.id,
          type: 'PROVIDE_SOURCE_OF_FUNDS',
          status: 'OPEN',
          kycAnswerId: customer(username).c.id,
        }),
      ),
    );
  });

  it('gives a tier to private banking only (employees would have their country’s)', () => {
    for (const c of data.customers) {
      if (c.segment === 'PRIVATE_BANKING') expect(PRIVATE_BANKING_TIERS).toContain(c.tier);
      else if (c.segment === 'EMPLOYEE') expect(c.tier).toBe(`EMPLOYEE_${c.country}`);
      else expect(c.tier).toBeNull();
    }
  });

  it('numbers accounts uniquely with 8-digit account numbers', () => {
    expect(new Set(data.accounts.map((a) => a.accid)).size).toBe(data.accounts.length);
    expect(new Set(data.accounts.map((a) => a.accno)).size).toBe(data.accounts.length);
    expect(data.accounts.every((a) => /^\d{8}$/.test(a.accno))).toBe(true);
    expect(new Set(data.customers.map((c) => c.customerNo)).size).toBe(data.customers.length);
  });
});

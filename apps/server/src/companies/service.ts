import { and, eq, isNull } from 'drizzle-orm';
import {
  beneficialOwnerProblems,
  companyRefusal,
  COUNTRY_FACTS,
  isValidLei,
  localDayAt,
  normalizeBeneficialOwners,
  normalizeLei,
  parseOrgNumber,
  productAccountFor,
  type CompanyRefusal,
  type CountryCode,
  type RegisteredCompany,
} from '@broker/domain';
import type { CallBody, CallReply, lookupCompany, openCompanyAccount } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import type { Deps } from '../deps';
import {
  accounts,
  companyOpenings,
  companyRepresentatives,
  customerLeis,
  customers,
  estates,
  sessions,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { eidOnlyPasswordHash } from '../signup/completion';
import { accountNumber, reserveNumbers } from '../signup/numbering';
import { CompanyRegisterUnavailable, lookUpRegisteredCompany } from './company-register';

/**
 * Company accounts (docs/decisions.md "Company accounts"): a customer who signs for a company alone
 * (by the company register) opens a CompanyBasicODD account for it. The company becomes a customer
 * of its own (JUR, its registration number as its national id), with an eID-only user nobody logs
 * in as directly: its representatives switch their login to it (auth/company-sessions.ts).
 */

interface Person {
  country: CountryCode;
  nationalId: string | null;
  personType: string;
  lang: string;
  today: string;
}

async function person(db: Db | Tx, customerId: number, now: number): Promise<Person> {
  const [c] = await db
    .select({
      country: customers.country,
      nationalId: customers.nationalId,
      personType: customers.personType,
      lang: customers.lang,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const country = c!.country.trim() as CountryCode;
  return { ...c!, country, today: localDayAt(COUNTRY_FACTS[country].timeZone, now) };
}

function orgNumberOf(country: CountryCode, text: string, field: string): string {
  const parsed = parseOrgNumber(country, text);
  if (!parsed.ok) {
    throw new HttpError(422, 'ORG_NUMBER_INVALID', `Not a registration number of a company in ${country}`, [
      { code: 'ORG_NUMBER_INVALID', field },
    ]);
  }
  return parsed.orgNumber;
}

async function registered(
  deps: Pick<Deps, 'config'>,
  self: string | undefined,
  country: CountryCode,
  orgNumber: string,
): Promise<RegisteredCompany> {
  let company: RegisteredCompany | null;
  try {
    company = await lookUpRegisteredCompany(deps, self, country, orgNumber);
  } catch (e) {
    if (e instanceof CompanyRegisterUnavailable) {
      throw new HttpError(503, 'COMPANY_REGISTER_UNAVAILABLE', 'The company register could not be reached');
    }
    throw e;
  }
  if (!company) throw notFound('COMPANY_NOT_FOUND', `The register knows no company ${orgNumber}`);
  return company;
}

async function companyCustomerId(db: Db | Tx, country: CountryCode, orgNumber: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.country, country),
        eq(customers.nationalId, orgNumber),
        eq(customers.personType, 'JUR'),
      ),
    );
  return row?.id;
}

/** The company as the register has it, and whether the customer may open its account online. */
export async function lookUp(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  orgNumberText: string,
  now: number,
): Promise<CallReply<typeof lookupCompany>> {
  const me = await person(deps.db, customerId, now);
  const orgNumber = orgNumberOf(me.country, orgNumberText, 'query.orgNumber');
  const company = await registered(deps, self, me.country, orgNumber);
  const own = company.signatories.find((s) => s.nationalId === me.nationalId);
  const refusal =
    me.personType !== 'NAT' || !me.nationalId
      ? 'COMPANY_SIGNATORY_REQUIRED'
      : (companyRefusal(company, me.nationalId) ??
        ((await companyCustomerId(deps.db, me.country, orgNumber)) ? 'COMPANY_ALREADY_CUSTOMER' : null));
  const { signatories: _signatories, ...facts } = company;
  return { company: facts, role: own?.role ?? null, refusal };
}

const REFUSAL_MESSAGES: Record<CompanyRefusal, string> = {
  COMPANY_NOT_FOUND: 'The register knows no such company',
  COMPANY_ALREADY_CUSTOMER: 'The company is a customer already',
  COMPANY_NOT_ACTIVE: 'The company is being wound up or is dissolved',
  COMPANY_FORM_NOT_SUPPORTED: 'This legal form is opened by our support',
  COMPANY_SIGNATORY_REQUIRED: 'Only a person who signs for the company alone opens its account online',
};

/**
 * Opens the account: checks everything before the transaction (the register is asked outside it),
 * then in one transaction under the numbering lock the company customer, its user, its account,
 * its LEI if given, the representation and the record of the opening. A company that is a customer
 * already answers 409 and nothing is made.
 */
export async function openCompany(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  body: CallBody<typeof openCompanyAccount>,
  now: number,
): Promise<CallReply<typeof openCompanyAccount>> {
  const me = await person(deps.db, customerId, now);
  const orgNumber = orgNumberOf(me.country, body.orgNumber, 'body.orgNumber');
  const problems = beneficialOwnerProblems(body.beneficialOwners, body.noneAbove25, me.today);
  if (problems.length > 0) {
    throw new HttpError(400, problems[0]!.code, 'The beneficial owners are not acceptable', problems);
  }
  const lei = body.lei === null || body.lei.trim() === '' ? null : normalizeLei(body.lei);
  if (lei !== null && !isValidLei(lei)) {
    throw new HttpError(400, 'LEI_INVALID', 'Not a valid LEI (ISO 17442)', [
      { code: 'LEI_INVALID', field: 'body.lei' },
    ]);
  }
  const company = await registered(deps, self, me.country, orgNumber);
  const refusal =
    me.personType !== 'NAT' || !me.nationalId
      ? 'COMPANY_SIGNATORY_REQUIRED'
      : companyRefusal(company, me.nationalId);
  if (refusal) throw new HttpError(422, refusal, REFUSAL_MESSAGES[refusal]);
  if (body.beneficialOwners.some((o) => o.pep)) {
    throw new HttpError(
      422,
      'BENEFICIAL_OWNER_PEP',
      'A politically exposed beneficial owner calls for enhanced due diligence: our support opens the account',
      [{ code: 'BENEFICIAL_OWNER_PEP', field: 'body.beneficialOwners' }],
    );
  }
  const role = company.signatories.find((s) => s.nationalId === me.nationalId)!.role;
  const owners = normalizeBeneficialOwners(body.beneficialOwners);
  const passwordHash = await eidOnlyPasswordHash();
  const at = new Date(now);

  return deps.db.transaction(async (tx) => {
    const numbers = await reserveNumbers(tx);
    // Checked under the numbering lock, so two openings of one company cannot both pass.
    if (await companyCustomerId(tx, me.country, orgNumber)) {
      throw new HttpError(409, 'COMPANY_ALREADY_CUSTOMER', `${company.name} is a customer already`);
    }
    const [made] = await tx
      .insert(customers)
      .values({
        customerNo: numbers.customerNo,
        // A legal person has one name; the person-shaped columns take it whole.
        firstName: company.name,
        lastName: '',
        country: me.country,
        segment: 'RETAIL',
        tier: null,
        // The day it was registered: a legal person has no age, and the order rules ask a
        // natural person's only (domain isMinorOn).
        birthDate: company.registeredOn,
        nationalId: orgNumber,
        street: company.address.street,
        postalCode: company.address.postalCode,
        city: company.address.city,
        personType: 'JUR',
        lang: me.lang,
        createdAt: at,
      })
      .returning({ id: customers.id });
    if (!made) throw new Error('customer insert returned nothing');
    await tx
      .insert(users)
      .values({ customerId: made.id, username: `eid-${numbers.customerNo}`, passwordHash, createdAt: at });
    const product = productAccountFor(me.country, 'CompanyBasicODD');
    const accno = accountNumber(numbers, 0);
    await tx.insert(accounts).values({
      accid: numbers.accid,
      customerId: made.id,
      accno,
      alias: product.alias,
      type: product.type,
      currency: product.currency,
      accountCode: product.accountCode,
      atyid: product.atyid,
      isDefault: true,
      createdAt: at,
    });
    if (lei)
      await tx.insert(customerLeis).values({ customerId: made.id, lei, givenAt: at, givenOn: me.today });
    await tx
      .insert(companyRepresentatives)
      .values({ companyCustomerId: made.id, personCustomerId: customerId, role, since: at });
    await tx.insert(companyOpenings).values({
      companyCustomerId: made.id,
      openedByCustomerId: customerId,
      register: company,
      beneficialOwners: owners,
      noneAbove25: body.noneAbove25,
      createdAt: at,
    });
    return {
      company: {
        customerNo: numbers.customerNo,
        name: company.name,
        orgNumber,
        since: now,
        personType: 'JUR' as const,
        diedOn: null,
      },
      accid: numbers.accid,
      accno,
    };
  });
}

/**
 * The companies and estates the customer represents (in force), by name. An estate goes by the
 * deceased's name; its personal identity number is not shown to the representative here.
 */
export async function representedCompanies(db: Db | Tx, customerId: number) {
  const rows = await db
    .select({
      customerNo: customers.customerNo,
      firstName: customers.firstName,
      lastName: customers.lastName,
      personType: customers.personType,
      nationalId: customers.nationalId,
      since: companyRepresentatives.since,
      diedOn: estates.diedOn,
    })
    .from(companyRepresentatives)
    .innerJoin(customers, eq(customers.id, companyRepresentatives.companyCustomerId))
    .leftJoin(estates, eq(estates.customerId, customers.id))
    .where(
      and(eq(companyRepresentatives.personCustomerId, customerId), isNull(companyRepresentatives.endedAt)),
    )
    .orderBy(customers.firstName, customers.lastName);
  return rows.map((r) => {
    const estate = r.personType === 'EST';
    return {
      customerNo: r.customerNo,
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      orgNumber: estate ? '' : (r.nationalId ?? ''),
      since: r.since.getTime(),
      personType: estate ? ('EST' as const) : ('JUR' as const),
      diedOn: estate ? r.diedOn : null,
    };
  });
}

/** Who acts in this session, when it is a company's opened by its representative. */
export async function actingPerson(db: Db | Tx, sessionId: number) {
  if (sessionId === 0) return null;
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.actingUserId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}

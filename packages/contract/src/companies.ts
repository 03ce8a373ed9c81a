import { z } from 'zod';
import { COMPANY_REFUSALS, REGISTER_STATUSES, SIGNATORY_ROLES } from '@broker/domain';
import { defineCall } from './call';

/**
 * Company accounts (spec 001 §3 account type CompanyBasicODD, person type JUR): a customer who may
 * sign for a company alone opens an account for it online; the company becomes a customer of its
 * own with the opener as representative, who switches their login to it and back
 * (docs/decisions.md "Company accounts").
 */

export const CompanyRefusalSchema = z.enum(COMPANY_REFUSALS);

export const RegisteredCompanySchema = z
  .object({
    orgNumber: z.string(),
    name: z.string(),
    legalForm: z.string(),
    status: z.enum(REGISTER_STATUSES),
    registeredOn: z.string(),
    address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  })
  .meta({ id: 'RegisteredCompany' });

export const lookupCompany = defineCall({
  id: 'lookupCompany',
  method: 'GET',
  path: '/nnxapi/customer/v1/companies/lookup',
  auth: 'token',
  summary:
    "Looks a company up in its country's register by registration number and says whether the customer may open an account for it online (422 ORG_NUMBER_INVALID, 404 COMPANY_NOT_FOUND, 503 COMPANY_REGISTER_UNAVAILABLE)",
  tags: ['customer'],
  // The number's rules are the domain's, so a bad one answers 422 with the code the page shows.
  query: z.object({ orgNumber: z.string().max(40) }),
  reply: z.object({
    company: RegisteredCompanySchema,
    /** The customer's role in the register, if any. */
    role: z.enum(SIGNATORY_ROLES).nullable(),
    /** Why the customer may not open an account for it online; null: they may. */
    refusal: CompanyRefusalSchema.nullable(),
  }),
});

export const BeneficialOwnerSchema = z.object({
  name: z.string().max(1000),
  birthDate: z.string().max(40),
  /** Percent, above 25 and at most 100, at most two decimals, e.g. "50" or "33.33". */
  share: z.string().max(40),
  pep: z.boolean(),
});

export const RepresentedCompanySchema = z
  .object({
    customerNo: z.string(),
    /** A company's name; an estate's: the deceased's name. */
    name: z.string(),
    /** A company's registration number; empty for an estate. */
    orgNumber: z.string(),
    /** Epoch ms: since when the customer represents it. */
    since: z.number().int(),
    /** JUR a company, EST the estate of a customer who has died (docs/decisions.md "Estates"). */
    personType: z.enum(['JUR', 'EST']),
    /** An estate's day of death; null for a company. */
    diedOn: z.string().nullable(),
  })
  .meta({ id: 'RepresentedCompany' });

export const openCompanyAccount = defineCall({
  id: 'openCompanyAccount',
  method: 'POST',
  path: '/nnxapi/customer/v1/companies',
  auth: 'token',
  summary:
    'Opens a company account (CompanyBasicODD) for a company the customer signs for alone: the company becomes a customer with the caller as representative (422 COMPANY_* refusals, BENEFICIAL_OWNER_PEP, ORG_NUMBER_INVALID; 400 BENEFICIAL_OWNER_INVALID, BENEFICIAL_OWNERS_OVER_100, BENEFICIAL_OWNERS_UNCLEAR, LEI_INVALID)',
  tags: ['customer'],
  body: z.object({
    orgNumber: z.string().max(40),
    beneficialOwners: z.array(BeneficialOwnerSchema).max(10),
    /** Nobody owns or controls more than 25 %: then no owners are named. */
    noneAbove25: z.boolean(),
    /** The company's LEI if it has one; without it the company is asked for it (PROVIDE_LEI). */
    lei: z.string().max(40).nullable(),
  }),
  status: 201,
  reply: z.object({
    company: RepresentedCompanySchema,
    accid: z.number().int(),
    accno: z.string(),
  }),
});

export const listRepresentedCompanies = defineCall({
  id: 'listRepresentedCompanies',
  method: 'GET',
  path: '/nnxapi/customer/v1/companies',
  auth: 'token',
  summary:
    'The companies and estates the customer represents, and, when the login acts for one, the person acting (to switch back to)',
  tags: ['customer'],
  reply: z.object({
    companies: z.array(RepresentedCompanySchema),
    actingPerson: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  }),
});

export const actForCompany = defineCall({
  id: 'actForCompany',
  method: 'POST',
  path: '/nnxapi/authentication/v2/companies/{customerNo}/session',
  auth: 'session',
  summary:
    'Switches the login to a company the customer represents: a new session cookie for the company, this session ended (404 REPRESENTED_COMPANY_NOT_FOUND)',
  tags: ['authentication'],
  params: z.object({ customerNo: z.string().regex(/^\d{1,12}$/) }),
  reply: z.object({ customerNo: z.string() }),
});

export const stopActingForCompany = defineCall({
  id: 'stopActingForCompany',
  method: 'POST',
  path: '/nnxapi/authentication/v2/companies/return',
  auth: 'session',
  summary:
    'Switches a login that acts for a company back to the person acting: a new session cookie, this session ended (409 NOT_ACTING_FOR_COMPANY)',
  tags: ['authentication'],
  reply: z.object({ customerNo: z.string() }),
});

import { z } from 'zod';
import {
  ISO_COUNTRIES,
  ROUTING_STATUSES,
  SIGNUP_ACCOUNT_TYPES,
  SIGNUP_FORM_STEPS,
  SIGNUP_STATUSES,
} from '@broker/domain';
import { defineCall } from './call';
import { CountryCodeSchema, LangSchema, Text } from './common';

/**
 * Sign-up (issue 16; spec 001 §7.20 and §7.6 routing status, become-customer intent, account
 * alias). A person an eID identified who is not a customer has a prospect session (auth
 * 'prospect'); they state the intent to become a customer, which opens their application, and fill
 * in its steps in order (domain signup/steps.ts). Each step's input is kept, so a new eID login later
 * resumes at the step reached. Bad input is a 400 SIGNUP_INPUT_INVALID whose fields name each
 * problem (domain SIGNUP_FIELD_CODES) and its field (e.g. `mobile`, `taxResidences.1.tin`); a step
 * beyond the one reached 409 SIGNUP_STEP_NOT_REACHED; an application that is not open (manual
 * review, minor, refused, done) 409 SIGNUP_NOT_OPEN; the nightly window 503 SIGNUP_NIGHTLY_DOWNTIME.
 * The last step's submit makes the customer, their user and accounts in one database transaction
 * and replaces the prospect session by the customer's (a new session cookie).
 */

export const IsoCountrySchema = z.enum(ISO_COUNTRIES);
export const SignupFormStepSchema = z.enum(SIGNUP_FORM_STEPS);
export const RoutingStatusSchema = z.enum(ROUTING_STATUSES).meta({ id: 'RoutingStatus' });
export const SignupAccountTypeSchema = z.enum(SIGNUP_ACCOUNT_TYPES);

export const ContactInfoSchema = z.object({
  email: Text.max(254),
  /** Nordic mobile number, national or international form; stored as E.164. */
  mobile: Text.max(40),
});
export const ContactDetailsSchema = z.object({ preferredLang: LangSchema });
/** The given name used, one of the eID's first names. */
export const NameDetailsSchema = z.object({ givenName: Text.max(100) });
/** The birth date is the eID's; the country and town of birth are asked. */
export const BirthDetailsSchema = z.object({ birthCountry: IsoCountrySchema, birthTown: Text.max(100) });
export const AddressDetailsSchema = z.object({
  street: Text.max(100),
  postalCode: Text.max(20),
  town: Text.max(60),
});
export const ResidencySchema = z.object({ residenceCountry: IsoCountrySchema });
export const CitizenshipSchema = z.object({ citizenships: z.array(IsoCountrySchema).max(5) });
/** FATCA: a US citizen, resident or green-card holder. */
export const UsTaxSchema = z.object({ usPerson: z.boolean() });
/** CRS: every country the person is tax resident in, with its TIN. */
export const TaxInfoSchema = z.object({
  taxResidences: z.array(z.object({ country: IsoCountrySchema, tin: Text.max(40) })).max(5),
});
/** One page of the CDD questionnaire (cddPages), its questions' chosen options. */
export const KycPageSchema = z.object({
  pageId: z.string().max(40),
  answers: z
    .array(z.object({ questionId: z.string().max(40), optionIds: z.array(z.string().max(40)).max(20) }))
    .max(20),
});
export const AccountPickerSchema = z.object({ accountTypes: z.array(SignupAccountTypeSchema).max(3) });
export const AccountAliasSchema = z.object({
  aliases: z.array(z.object({ accountType: SignupAccountTypeSchema, alias: Text.max(100) })).max(3),
});
export const MarketingConsentSchema = z.object({ email: z.boolean(), sms: z.boolean() });
const Empty = z.object({});

const step = <S extends string, D extends z.ZodType>(name: S, data: D) =>
  z.object({ step: z.literal(name), data });

/** A step's submit: the step and its input. */
export const SignupStepSubmitSchema = z
  .discriminatedUnion('step', [
    step('CONTACT_INFO', ContactInfoSchema),
    step('CONTACT_DETAILS', ContactDetailsSchema),
    step('MILESTONE_ONE', Empty),
    step('NAME_DETAILS', NameDetailsSchema),
    step('BIRTH_DETAILS', BirthDetailsSchema),
    step('ADDRESS_DETAILS', AddressDetailsSchema),
    step('MILESTONE_TWO', Empty),
    step('RESIDENCY', ResidencySchema),
    step('CITIZENSHIP', CitizenshipSchema),
    step('US_TAX', UsTaxSchema),
    step('TAX_INFO', TaxInfoSchema),
    step('MILESTONE_THREE', Empty),
    step('KYC', KycPageSchema),
    step('MILESTONE_FOUR', Empty),
    step('ACCOUNT_PICKER', AccountPickerSchema),
    step('ACCOUNT_ALIAS', AccountAliasSchema),
    step('MARKETING_CONSENT', MarketingConsentSchema),
  ])
  .meta({ id: 'SignupStepSubmit' });
export type SignupStepSubmit = z.infer<typeof SignupStepSubmitSchema>;

/** What the application holds so far (each step's accepted input, normalized), by step. */
export const SignupSavedSchema = z.object({
  CONTACT_INFO: ContactInfoSchema.optional(),
  CONTACT_DETAILS: ContactDetailsSchema.optional(),
  NAME_DETAILS: NameDetailsSchema.optional(),
  BIRTH_DETAILS: BirthDetailsSchema.optional(),
  ADDRESS_DETAILS: AddressDetailsSchema.optional(),
  RESIDENCY: ResidencySchema.optional(),
  CITIZENSHIP: CitizenshipSchema.optional(),
  US_TAX: UsTaxSchema.optional(),
  TAX_INFO: TaxInfoSchema.optional(),
  /** CDD answers so far, one per question. */
  KYC: z
    .object({ answers: z.array(z.object({ questionId: z.string(), optionIds: z.array(z.string()) })) })
    .optional(),
  ACCOUNT_PICKER: AccountPickerSchema.optional(),
  ACCOUNT_ALIAS: AccountAliasSchema.optional(),
  MARKETING_CONSENT: MarketingConsentSchema.optional(),
});
export type SignupSaved = z.infer<typeof SignupSavedSchema>;

export const SignupStateSchema = z
  .object({
    routing: RoutingStatusSchema,
    /** Null before the intent (no application yet). */
    status: z.enum(SIGNUP_STATUSES).nullable(),
    /** The first step not yet done (where a resume lands); null when none is left or no application. */
    currentStep: SignupFormStepSchema.nullable(),
    steps: z.array(z.object({ step: SignupFormStepSchema, group: z.number().int(), done: z.boolean() })),
    /** As the eID vouched. */
    person: z.object({
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.string(),
      countryCode: CountryCodeSchema,
    }),
    saved: SignupSavedSchema,
    /** The CDD pages answered, and the risk calculation: PENDING until all are, then DONE or MANUAL_REVIEW. */
    kyc: z.object({
      pagesAnswered: z.array(z.string()),
      riskStatus: z.enum(['PENDING', 'DONE', 'MANUAL_REVIEW']),
    }),
    /** Why the application is not open (US_PERSON, HIGH_RISK, MINOR), when it is not. */
    reason: z.enum(['US_PERSON', 'HIGH_RISK', 'MINOR']).nullable(),
  })
  .meta({ id: 'SignupState' });
export type SignupState = z.infer<typeof SignupStateSchema>;

export const getRoutingStatus = defineCall({
  id: 'getRoutingStatus',
  method: 'GET',
  path: '/nnxapi/customer/v1/routing-status',
  auth: 'none',
  summary:
    'Where the caller belongs (spec 001 §7.6): LOGIN for a customer, the sign-up statuses for a person signing up or a visitor',
  tags: ['signup'],
  reply: z.object({ status: RoutingStatusSchema, currentStep: SignupFormStepSchema.nullable() }),
});

export const becomeCustomerIntent = defineCall({
  id: 'becomeCustomerIntent',
  method: 'POST',
  path: '/nnxapi/customer/v1/become-customer-intent',
  auth: 'prospect',
  summary: 'The identified person wants to become a customer: opens (or returns) their sign-up application',
  tags: ['signup'],
  reply: SignupStateSchema,
});

export const getSignupInitial = defineCall({
  id: 'getSignupInitial',
  method: 'GET',
  path: '/nnxapi/signup/v1/initial',
  auth: 'prospect',
  summary: 'The sign-up application as it stands: routing, status, steps done, the current step, saved input',
  tags: ['signup'],
  reply: SignupStateSchema,
});

export const CddPageViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']),
      text: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});

export const getSignupStepData = defineCall({
  id: 'getSignupStepData',
  method: 'GET',
  path: '/nnxapi/signup/v1/steps/{step}/related-data',
  auth: 'prospect',
  summary: "What a step needs: prefills from the eID and the application, and the step's choices",
  tags: ['signup'],
  params: z.object({ step: SignupFormStepSchema }),
  reply: z.object({
    step: SignupFormStepSchema,
    /** NAME_DETAILS: the eID's first names to choose the given name from. */
    givenNames: z.array(z.string()),
    /** The site's country (residency, the home tax residence, the address's country). */
    siteCountry: CountryCodeSchema,
    /** ACCOUNT_PICKER / ACCOUNT_ALIAS: each type, whether sign-up opens it, and the product it opens here. */
    accountTypes: z.array(
      z.object({
        accountType: SignupAccountTypeSchema,
        personType: z.enum(['NAT', 'JUR', 'EST']),
        openable: z.boolean(),
        productType: z.string(),
        defaultAlias: z.string(),
        currency: z.string(),
      }),
    ),
    /** KYC: the CDD question pages in the person's language, in order (start, next, previous). */
    cddPages: z.array(CddPageViewSchema),
  }),
});

export const signupAddressAutoComplete = defineCall({
  id: 'signupAddressAutoComplete',
  method: 'GET',
  path: '/nnxapi/signup/v1/address-autocomplete',
  auth: 'prospect',
  summary: "The town of a postal code of the site's country (bundled list of the main towns' areas)",
  tags: ['signup'],
  query: z.object({ postalCode: z.string().max(20) }),
  reply: z.object({
    /** Written the country's way, or null when it is no postal code of the country. */
    postalCode: z.string().nullable(),
    town: z.string().nullable(),
  }),
});

export const submitSignupStep = defineCall({
  id: 'submitSignupStep',
  method: 'POST',
  path: '/nnxapi/signup/v1/steps',
  auth: 'prospect',
  summary:
    "Submits a step's input; the last (MARKETING_CONSENT) makes the customer and replaces the session cookie by theirs",
  tags: ['signup'],
  body: SignupStepSubmitSchema,
  reply: SignupStateSchema,
});

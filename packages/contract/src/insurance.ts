import { z } from 'zod';
import {
  BENEFICIARIES_MAX,
  BENEFICIARY_CLAUSES,
  BENEFICIARY_NAME_MAX,
  DESIGNATION_STATUSES,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, Text } from './common';

/**
 * A KF account's beneficiary designation signed through a signing link (spec 001 §7.5 "Scrive
 * links"), its insurance documents and the merged document ("Insurance documents; merged
 * documents"), and the customer's referral code ("Affiliate"). The documents themselves are PDFs
 * the browser opens with the session cookie (INSURANCE_DOCUMENT_FILE_PATH, INSURANCE_MERGED_FILE_PATH),
 * not JSON calls. Another customer's account or designation answers 404 like a missing one.
 */

export const NamedBeneficiarySchema = z
  .object({
    name: Text.max(BENEFICIARY_NAME_MAX * 2),
    /** YYYY-MM-DD. */
    birthDate: z.string().max(10),
    /** Percent with at most two decimals ("50", "33.33"); the shares add up to exactly 100. */
    share: z.string().max(10),
  })
  .meta({ id: 'NamedBeneficiary' });

export const BeneficiaryDesignationSchema = z
  .object({
    id: z.number().int(),
    accid: z.number().int(),
    clause: z.enum(BENEFICIARY_CLAUSES),
    beneficiaries: z.array(NamedBeneficiarySchema),
    status: z.enum(DESIGNATION_STATUSES),
    /** Epoch ms. */
    createdAt: z.number().int(),
    expiresAt: z.number().int(),
    signedAt: z.number().int().nullable(),
    signerName: z.string().nullable(),
    /** Hex SHA-256 of the document that was signed (the signature page names it too). */
    documentSha256: z.string(),
    /** The signing link while the designation waits for the signature; null otherwise. */
    signUrl: z.string().nullable(),
  })
  .meta({ id: 'BeneficiaryDesignation' });

export const InsuranceDocumentSchema = z
  .object({
    /** CERTIFICATE, or DESIGNATION-<id> for a signed designation. */
    id: z.string(),
    kind: z.enum(['CERTIFICATE', 'BENEFICIARY_DESIGNATION']),
    /** Epoch ms: when the document was drawn or signed. */
    date: z.number().int(),
    /** Where the browser opens the PDF (session cookie). */
    downloadPath: z.string(),
  })
  .meta({ id: 'InsuranceDocument' });

/** One insurance document of an account as a PDF. */
export const INSURANCE_DOCUMENT_FILE_PATH = '/nnxapi/crm/v1/insurance/{accid}/documents/{documentId}/file';
/** All of an account's insurance documents in one PDF, in the order of the list. */
export const INSURANCE_MERGED_FILE_PATH = '/nnxapi/crm/v1/insurance/{accid}/merged-documents/file';

export const getBeneficiaries = defineCall({
  id: 'getBeneficiaries',
  method: 'GET',
  path: '/nnxapi/crm/v1/insurance/{accid}/beneficiaries',
  accountParam: 'accid',
  auth: 'token',
  summary:
    "A KF account's designation in force (null: the terms' standard clause applies) and its designations, newest first (409 NOT_AN_INSURANCE_ACCOUNT)",
  tags: ['crm'],
  params: z.object({ accid: IdParam }),
  reply: z.object({
    accid: z.number().int(),
    inForce: BeneficiaryDesignationSchema.nullable(),
    designations: z.array(BeneficiaryDesignationSchema),
  }),
});

export const createScriveLink = defineCall({
  id: 'createScriveLink',
  method: 'POST',
  path: '/nnxapi/crm/v1/scrive/links',
  auth: 'token',
  summary:
    'Draws a beneficiary designation for a KF account, starts its signing and answers the signing link; a designation still waiting is cancelled (400 BENEFICIARY_INVALID, BENEFICIARY_SHARES_NOT_100; 409 NOT_AN_INSURANCE_ACCOUNT; 502 SIGNING_SERVICE_UNAVAILABLE)',
  tags: ['crm'],
  body: z.object({
    accid: z.number().int().positive().max(2_147_483_647),
    clause: z.enum(BENEFICIARY_CLAUSES),
    beneficiaries: z.array(NamedBeneficiarySchema).max(BENEFICIARIES_MAX * 2),
  }),
  status: 201,
  reply: BeneficiaryDesignationSchema,
});

export const getScriveLink = defineCall({
  id: 'getScriveLink',
  method: 'GET',
  path: '/nnxapi/crm/v1/scrive/links/{designationId}',
  auth: 'token',
  summary:
    'One designation and its signing state; one still waiting is checked with the signing service (the return from signing)',
  tags: ['crm'],
  params: z.object({ designationId: IdParam }),
  reply: BeneficiaryDesignationSchema,
});

export const cancelScriveLink = defineCall({
  id: 'cancelScriveLink',
  method: 'DELETE',
  path: '/nnxapi/crm/v1/scrive/links/{designationId}',
  auth: 'token',
  summary: 'Withdraws a designation still waiting for its signature (409 DESIGNATION_NOT_PENDING)',
  tags: ['crm'],
  params: z.object({ designationId: IdParam }),
  reply: BeneficiaryDesignationSchema,
});

export const listInsuranceDocuments = defineCall({
  id: 'listInsuranceDocuments',
  method: 'GET',
  path: '/nnxapi/crm/v1/insurance/{accid}/documents',
  accountParam: 'accid',
  auth: 'token',
  summary:
    "A KF account's insurance documents: the insurance certificate, then the signed designations oldest first; and the merged PDF's address (409 NOT_AN_INSURANCE_ACCOUNT)",
  tags: ['crm'],
  params: z.object({ accid: IdParam }),
  reply: z.object({ documents: z.array(InsuranceDocumentSchema), mergedPath: z.string() }),
});

export const getAffiliate = defineCall({
  id: 'getAffiliate',
  method: 'GET',
  path: '/nnxapi/crm/v1/affiliate',
  auth: 'token',
  summary:
    "The customer's referral code, the sign-up link carrying it, and how many became customers with it",
  tags: ['crm'],
  reply: z.object({ code: z.string(), link: z.string(), referredCustomers: z.number().int() }),
});

export const keepSignupReferral = defineCall({
  id: 'keepSignupReferral',
  method: 'PUT',
  path: '/nnxapi/crm/v1/affiliate/referral',
  auth: 'prospect',
  summary:
    "Keeps the referral code of the sign-up link (?ref=) on the person's open application; kept: false when there is no open application or no such code",
  tags: ['crm'],
  body: z.object({ code: z.string().max(40) }),
  reply: z.object({ kept: z.boolean() }),
});

export type BeneficiaryDesignation = z.output<typeof BeneficiaryDesignationSchema>;
export type NamedBeneficiaryInput = z.input<typeof NamedBeneficiarySchema>;
export type InsuranceDocument = z.output<typeof InsuranceDocumentSchema>;

import { z } from 'zod';
import { defineCall } from './call';
import { CountryCodeSchema, IdParam, Text } from './common';

/**
 * The customer's own bank accounts elsewhere (issue 15; spec 001 §7.7 "external bank accounts:
 * list, create, by id, by account number, delete"). Private: another customer's account answers
 * 404 BANK_ACCOUNT_NOT_FOUND like a missing one. A number is checked by its country's rules
 * (domain banking/account-number.ts): 422 BANK_ACCOUNT_FORMAT, BANK_ACCOUNT_CHECK_DIGIT or
 * CLEARING_NUMBER_UNKNOWN; the same account twice is 409 BANK_ACCOUNT_EXISTS.
 */

export const ExternalBankAccountSchema = z
  .object({
    id: z.number().int(),
    country: CountryCodeSchema,
    /** SE clearing or DK registration number; null for NO and FI. */
    clearing_number: z.string().nullable(),
    /** Digits only (FI: the IBAN). */
    account_number: z.string(),
    /** As the customer's bank writes it. */
    display: z.string(),
    bank: z.string().nullable(),
    /** UNVERIFIED until the customer's bank has confirmed the account is theirs. */
    status: z.enum(['UNVERIFIED', 'VERIFIED']),
    /** Epoch ms. */
    created_at: z.number().int(),
    verified_at: z.number().int().nullable(),
    /** Epoch ms from which money may be withdrawn to it (the withdrawal delay); null before verification. */
    withdrawals_from: z.number().int().nullable(),
  })
  .meta({ id: 'ExternalBankAccount' });

/** Digits with the spaces, dots and dashes people write them with; letters for an IBAN. */
const AccountText = Text.trim().min(1).max(40);

export const listExternalBankAccounts = defineCall({
  id: 'listExternalBankAccounts',
  method: 'GET',
  path: '/api/2/external-bank-accounts',
  auth: 'token',
  summary: "The customer's own accounts at other banks, oldest first",
  tags: ['banking'],
  reply: z.array(ExternalBankAccountSchema),
});

export const createExternalBankAccount = defineCall({
  id: 'createExternalBankAccount',
  method: 'POST',
  path: '/api/2/external-bank-accounts',
  auth: 'token',
  summary:
    "Adds an account at another bank in the customer's country, checked by the country's rules (422 BANK_ACCOUNT_FORMAT, BANK_ACCOUNT_CHECK_DIGIT, CLEARING_NUMBER_UNKNOWN; 409 BANK_ACCOUNT_EXISTS)",
  tags: ['banking'],
  body: z.object({
    /** SE clearing number or DK registration number; left out in NO and FI. */
    clearing_number: AccountText.optional(),
    account_number: AccountText,
  }),
  status: 201,
  reply: ExternalBankAccountSchema,
});

export const getExternalBankAccount = defineCall({
  id: 'getExternalBankAccount',
  method: 'GET',
  path: '/api/2/external-bank-accounts/{id}',
  auth: 'token',
  summary: 'One of the customer’s accounts at other banks',
  tags: ['banking'],
  params: z.object({ id: IdParam }),
  reply: ExternalBankAccountSchema,
});

export const getExternalBankAccountByNumber = defineCall({
  id: 'getExternalBankAccountByNumber',
  method: 'GET',
  path: '/api/2/external-bank-accounts/by-account-number',
  auth: 'token',
  summary: "The customer's account at another bank with this number, written in any of the usual ways",
  tags: ['banking'],
  query: z.object({
    clearing_number: AccountText.optional(),
    account_number: AccountText,
  }),
  reply: ExternalBankAccountSchema,
});

export const deleteExternalBankAccount = defineCall({
  id: 'deleteExternalBankAccount',
  method: 'DELETE',
  path: '/api/2/external-bank-accounts/{id}',
  auth: 'token',
  summary: "Removes one of the customer's accounts at other banks; answers the remaining ones",
  tags: ['banking'],
  params: z.object({ id: IdParam }),
  reply: z.array(ExternalBankAccountSchema),
});

import { z } from 'zod';
import { defineCall } from './call';
import { DEPOSIT_STATUSES } from '@broker/domain';
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

/** An amount of money as a number; more decimals than öre/cents is refused by the rule (422 AMOUNT_PRECISION). */
const MoneyAmount = z.number().positive().max(1e12);

export const DepositSchema = z
  .object({
    id: z.number().int(),
    accid: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    /** INSTANT: a bank payment approved on the provider's page; TRANSFER: an ordinary transfer to the account's reference. */
    method: z.enum(['INSTANT', 'TRANSFER']),
    /** PENDING until the provider's notification; CREDITED with its transaction; CANCELLED at the bank; RETURNED (a transfer no account of ours could take). */
    status: z.enum(DEPOSIT_STATUSES),
    /** The account paid from, once the bank has told. */
    bank_account: z.string().nullable(),
    transaction_id: z.number().int().nullable(),
    /** Epoch ms. */
    created_at: z.number().int(),
    completed_at: z.number().int().nullable(),
  })
  .meta({ id: 'Deposit' });

export const createInstantDeposit = defineCall({
  id: 'createInstantDeposit',
  method: 'POST',
  path: '/api/2/deposits/instant',
  auth: 'token',
  summary:
    "Starts a deposit by instant bank payment: answers the provider's page to send the customer to (422 DEPOSIT_AMOUNT_OUT_OF_RANGE, AMOUNT_PRECISION, ACCOUNT_BLOCKED; 502 BANK_PROVIDER_UNAVAILABLE)",
  tags: ['banking'],
  body: z.object({ accid: z.number().int().positive(), amount: MoneyAmount }),
  status: 201,
  reply: z.object({ deposit: DepositSchema, redirect_url: z.string() }),
});

export const listDeposits = defineCall({
  id: 'listDeposits',
  method: 'GET',
  path: '/api/2/deposits',
  auth: 'token',
  summary: "The customer's latest deposits, newest first",
  tags: ['banking'],
  reply: z.array(DepositSchema),
});

export const getDeposit = defineCall({
  id: 'getDeposit',
  method: 'GET',
  path: '/api/2/deposits/{id}',
  auth: 'token',
  summary: 'One deposit and its status (the return page polls it until the bank has answered)',
  tags: ['banking'],
  params: z.object({ id: IdParam }),
  reply: DepositSchema,
});

import { z } from 'zod';
import { defineCall } from './call';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@broker/domain';
import { CountryCodeSchema, IdParam, PlainDate, Text, wholeNumber } from './common';

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
    /** PENDING until the provider's notification; CREDITED with its transaction; CANCELLED at the bank. (A transfer no account of ours can take is returned by the bank and never becomes a deposit.) */
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
  body: z.object({ accid: z.number().int().positive().max(2_147_483_647), amount: MoneyAmount }),
  status: 201,
  reply: z.object({ deposit: DepositSchema, redirect_url: z.string() }),
});

export const createExpressDeposit = defineCall({
  id: 'createExpressDeposit',
  method: 'POST',
  path: '/api/2/deposits/express',
  auth: 'token',
  summary:
    "Spec 001 §7.7 \"express\": an instant deposit from one of the customer's confirmed bank accounts; the provider's page opens at that bank with that account, one approval away (404 BANK_ACCOUNT_NOT_FOUND; 422 BANK_ACCOUNT_NOT_VERIFIED and the instant deposit's refusals)",
  tags: ['banking'],
  body: z.object({
    accid: z.number().int().positive().max(2_147_483_647),
    amount: MoneyAmount,
    bank_account_id: z.number().int().positive().max(2_147_483_647),
  }),
  status: 201,
  reply: z.object({ deposit: DepositSchema, redirect_url: z.string() }),
});

/** A bank the customer has paid from: the accounts there it confirmed, and when money last came. */
export const BankConnectionSchema = z
  .object({
    bank: z.string(),
    country: CountryCodeSchema,
    accounts: z.array(ExternalBankAccountSchema),
    /** Epoch ms of the latest deposit credited from one of them; null if none yet. */
    last_deposit_at: z.number().int().nullable(),
  })
  .meta({ id: 'BankConnection' });

export const listBankConnections = defineCall({
  id: 'listBankConnections',
  method: 'GET',
  path: '/api/2/bank-connections',
  auth: 'token',
  summary:
    'Spec 001 §7.7 "connections": the banks the customer has paid from, each with its confirmed accounts and latest deposit',
  tags: ['banking'],
  reply: z.array(BankConnectionSchema),
});

/** Why money cannot move on an account, or null. */
export const MONEY_ACCESS_REASONS = [
  'ACCOUNT_BLOCKED',
  'NO_VERIFIED_BANK_ACCOUNT',
  'WITHDRAWAL_DELAY',
] as const;

export const AccountAccessSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    deposit: z.boolean(),
    withdraw: z.boolean(),
    /** Why not, when one of them is false (the first reason that holds). */
    reason: z.enum(MONEY_ACCESS_REASONS).nullable(),
    /** With WITHDRAWAL_DELAY: epoch ms from which a withdrawal can be made. */
    withdrawals_from: z.number().int().nullable(),
  })
  .meta({ id: 'AccountAccess' });

export const getAccountAccess = defineCall({
  id: 'getAccountAccess',
  method: 'GET',
  path: '/api/2/account-access',
  auth: 'token',
  summary:
    'Spec 001 §7.7 "account access": for each of the customer\'s accounts, whether money can be deposited to it and withdrawn from it now, and why not',
  tags: ['banking'],
  reply: z.array(AccountAccessSchema),
});

export const getWithdrawalDelay = defineCall({
  id: 'getWithdrawalDelay',
  method: 'GET',
  path: '/api/2/withdrawals/delay',
  auth: 'token',
  summary:
    'Spec 001 §7.7 "withdrawal delay": how long after a bank account is confirmed money can go to it, and when that is for each of the customer\'s confirmed accounts',
  tags: ['banking'],
  reply: z.object({
    delay_hours: z.number().int(),
    bank_accounts: z.array(
      z.object({ id: z.number().int(), display: z.string(), withdrawals_from: z.number().int() }),
    ),
  }),
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

export const WithdrawalSchema = z
  .object({
    id: z.number().int(),
    accid: z.number().int(),
    bank_account_id: z.number().int(),
    /** The account it goes to, as its bank writes it. */
    bank_account: z.string(),
    amount: z.number(),
    currency: z.string(),
    /** REQUESTED (booked, can be cancelled) → SENT (at the cut-off of send_day) → PAID; or CANCELLED. */
    status: z.enum(WITHDRAWAL_STATUSES),
    /** The banking day it is (or was) sent on. */
    send_day: PlainDate,
    /** Epoch ms: when it was paid, or when it will be. */
    paid_at: z.number().int(),
    requested_at: z.number().int(),
    sent_at: z.number().int().nullable(),
    cancelled_at: z.number().int().nullable(),
    cancellable: z.boolean(),
    /** The WITHDRAWAL transaction that took the money from the account. */
    transaction_id: z.number().int(),
  })
  .meta({ id: 'Withdrawal' });

export const requestWithdrawal = defineCall({
  id: 'requestWithdrawal',
  method: 'POST',
  path: '/api/2/withdrawals',
  auth: 'token',
  summary:
    "Takes money out to one of the customer's verified bank accounts: booked at once, sent at the day's cut-off (422 BANK_ACCOUNT_NOT_VERIFIED, WITHDRAWAL_DELAY, WITHDRAWAL_CURRENCY, WITHDRAWAL_EXCEEDS_AVAILABLE, WITHDRAWAL_LIMIT_EXCEEDED, AMOUNT_PRECISION, ACCOUNT_BLOCKED)",
  tags: ['banking'],
  body: z.object({
    accid: z.number().int().positive().max(2_147_483_647),
    bank_account_id: z.number().int().positive().max(2_147_483_647),
    amount: MoneyAmount,
  }),
  status: 201,
  reply: WithdrawalSchema,
});

export const listWithdrawals = defineCall({
  id: 'listWithdrawals',
  method: 'GET',
  path: '/api/2/withdrawals',
  auth: 'token',
  summary: "The customer's latest withdrawals, newest first",
  tags: ['banking'],
  reply: z.array(WithdrawalSchema),
});

export const cancelWithdrawal = defineCall({
  id: 'cancelWithdrawal',
  method: 'DELETE',
  path: '/api/2/withdrawals/{id}',
  auth: 'token',
  summary: 'Cancels a withdrawal not yet sent: its booking is reversed (409 WITHDRAWAL_NOT_CANCELLABLE)',
  tags: ['banking'],
  params: z.object({ id: IdParam }),
  reply: WithdrawalSchema,
});

export const getWithdrawableAmounts = defineCall({
  id: 'getWithdrawableAmounts',
  method: 'GET',
  path: '/api/2/withdrawals/available',
  auth: 'token',
  summary: "What each of the customer's accounts can pay out now: settled cash that no order holds",
  tags: ['banking'],
  reply: z.array(z.object({ accid: z.number().int(), currency: z.string(), available: z.number() })),
});

export const getWithdrawalTimes = defineCall({
  id: 'getWithdrawalTimes',
  method: 'GET',
  path: '/api/2/withdrawals/banking-days-offset',
  auth: 'token',
  summary:
    "When a withdrawal requested now is sent and paid in the customer's country (cut-off, banking days), and the withdrawal delay after a bank account is confirmed",
  tags: ['banking'],
  reply: z.object({
    /** Local time of the daily cut-off. */
    cutoff: z.string(),
    /** Banking days from sending to paid. */
    banking_days_offset: z.number().int(),
    /** How long after its confirmation a bank account may receive withdrawals. */
    withdrawal_delay_ms: z.number().int(),
    send_day: PlainDate,
    send_at: z.number().int(),
    paid_at: z.number().int(),
  }),
});

export const WithdrawalLimitSchema = z
  .object({
    currency: z.string(),
    daily_limit: z.number(),
    /** The most the limit can be raised to. */
    max_limit: z.number(),
    used_today: z.number(),
    remaining_today: z.number(),
    /** A raise waiting for its delay; the customer may cancel it until then. */
    pending: z.object({ daily_limit: z.number(), effective_at: z.number().int() }).nullable(),
  })
  .meta({ id: 'WithdrawalLimit' });

export const getWithdrawalLimit = defineCall({
  id: 'getWithdrawalLimit',
  method: 'GET',
  path: '/api/2/withdrawal-limit',
  auth: 'token',
  summary: "The customer's daily withdrawal limit, what is left of it today, and a raise waiting",
  tags: ['banking'],
  reply: WithdrawalLimitSchema,
});

export const setWithdrawalLimit = defineCall({
  id: 'setWithdrawalLimit',
  method: 'PUT',
  path: '/api/2/withdrawal-limit',
  auth: 'token',
  summary:
    'Changes the daily withdrawal limit: a lower one at once, a higher one after a day, cancellable until then (422 WITHDRAWAL_LIMIT_TOO_HIGH, AMOUNT_PRECISION)',
  tags: ['banking'],
  body: z.object({ daily_limit: MoneyAmount }),
  reply: WithdrawalLimitSchema,
});

export const cancelWithdrawalLimitRaise = defineCall({
  id: 'cancelWithdrawalLimitRaise',
  method: 'DELETE',
  path: '/api/2/withdrawal-limit/raise',
  auth: 'token',
  summary:
    'Cancels a raise of the daily withdrawal limit that has not taken effect (404 WITHDRAWAL_LIMIT_NO_RAISE)',
  tags: ['banking'],
  reply: WithdrawalLimitSchema,
});

export const listVerifiedBankAccounts = defineCall({
  id: 'listVerifiedBankAccounts',
  method: 'GET',
  path: '/api/2/external-bank-accounts/verified',
  auth: 'token',
  summary:
    "The customer's bank accounts that their bank has confirmed: where withdrawals can go (from withdrawals_from)",
  tags: ['banking'],
  reply: z.array(ExternalBankAccountSchema),
});

export const ExternalTransactionSchema = z
  .object({
    /** "D<id>" for a deposit, "W<id>" for a withdrawal. */
    id: z.string(),
    kind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
    accid: z.number().int(),
    /** Signed: money in positive, out negative. */
    amount: z.number(),
    currency: z.string(),
    /** The deposit's or the withdrawal's own status. */
    status: z.string(),
    /** The bank account at the other end, once known. */
    bank_account: z.string().nullable(),
    /** Epoch ms: when it was started. */
    created_at: z.number().int(),
    transaction_id: z.number().int().nullable(),
  })
  .meta({ id: 'ExternalTransaction' });

export const getExternalTransactions = defineCall({
  id: 'getExternalTransactions',
  method: 'GET',
  path: '/api/2/external-transactions',
  auth: 'token',
  summary:
    "Money between the customer's accounts and their banks, deposits and withdrawals together, newest first (spec 001 §7.22: country se, limit 50, offset 0 unless given)",
  tags: ['banking'],
  query: z.object({
    country: z.enum(['se', 'no', 'dk', 'fi']).default('se'),
    limit: wholeNumber(1, 200).default(50),
    offset: wholeNumber(0, 1_000_000_000).default(0),
  }),
  reply: z.object({ total: z.number().int(), items: z.array(ExternalTransactionSchema) }),
});

export const getTransferDetails = defineCall({
  id: 'getTransferDetails',
  method: 'GET',
  path: '/api/2/deposits/transfer-details',
  auth: 'token',
  summary:
    "Where to send an ordinary bank transfer to the account: the client-funds account of the customer's country and the account's own reference, credited the next banking day",
  tags: ['banking'],
  query: z.object({ accid: IdParam }),
  reply: z.object({
    accid: z.number().int(),
    /** The account's deposit reference (OCR): its number and a check digit. */
    reference: z.string(),
    bank: z.string(),
    /** The client-funds account, as its bank writes it. */
    account: z.string(),
    /** Epoch ms: when a transfer arriving now is in the account. */
    credited_at: z.number().int(),
  }),
});

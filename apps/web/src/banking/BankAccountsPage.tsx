import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createExternalBankAccount, deleteExternalBankAccount } from '@broker/contract';
import { COUNTRY_FACTS, localDayAt, type CountryCode } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { BANKING_KEY, bankAccountsQuery, type ExternalBankAccount } from './banking-queries';
import './banking.css';

/** Countries whose account numbers come in two parts: a clearing (SE) or registration (DK) number first. */
const TWO_PARTS: readonly CountryCode[] = ['SE', 'DK'];

/** The refusals the server gives a number, each with its own message; anything else says "try again". */
const REFUSALS = [
  'BANK_ACCOUNT_FORMAT',
  'BANK_ACCOUNT_CHECK_DIGIT',
  'CLEARING_NUMBER_UNKNOWN',
  'BANK_ACCOUNT_EXISTS',
];

/**
 * `/bank-accounts` (issue 15; spec 001 §7.7 "external bank accounts"): the customer's own accounts
 * at other banks, to which money can be withdrawn once their bank has confirmed them, and a form
 * to add one in the customer's country's own way of writing it (checked by the server by the
 * country's rules; a refusal says which rule and puts the focus on the field).
 */
export function BankAccountsPage() {
  const t = useT();
  useDocumentTitle(t('banking.title'));
  return (
    <div className="page banking-page" data-testid="bank-accounts-page">
      <h1>{t('banking.title')}</h1>
      <p className="muted">{t('banking.intro')}</p>
      <AccountList />
      <AddAccount />
    </div>
  );
}

function AccountList() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const accounts = useQuery(bankAccountsQuery(client));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: (a: ExternalBankAccount) => client.call(deleteExternalBankAccount, { params: { id: a.id } }),
    onMutate: () => {
      setProblem(undefined);
      setRemoved('');
    },
    onSuccess: (left, a) => {
      queryClient.setQueryData(bankAccountsQuery(client).queryKey, left);
      // The button pressed is gone with its row: the focus goes to the list's heading, and the
      // removal is announced.
      setRemoved(t('banking.removed', { account: a.display }));
      heading.current?.focus();
    },
    onError: () => setProblem(t('banking.removeFailed')),
  });
  // The day it was added in the customer's own time zone.
  const addedOn = (a: ExternalBankAccount) =>
    formatDay(localDayAt(COUNTRY_FACTS[meta.countryCode].timeZone, a.created_at), meta.locale);
  const status = (a: ExternalBankAccount) =>
    a.status === 'VERIFIED' ? t('banking.status.VERIFIED') : t('banking.status.UNVERIFIED');
  return (
    <section className="card" aria-labelledby="bank-accounts-list">
      <h2 id="bank-accounts-list" ref={heading} tabIndex={-1}>
        {t('banking.list')}
      </h2>
      <p role="status" className="visually-hidden" data-testid="bank-account-removed">
        {removed}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {accounts.isError ? (
        <ErrorState message={t('banking.error')} onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <p className="muted" aria-busy="true">
          {t('banking.loading')}
        </p>
      ) : accounts.data.length === 0 ? (
        <p className="muted" data-testid="bank-accounts-none">
          {t('banking.none')}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="bank-accounts-list" tabIndex={0}>
          <table data-testid="bank-accounts">
            <thead>
              <tr>
                <th scope="col">{t('banking.col.account')}</th>
                <th scope="col">{t('banking.col.bank')}</th>
                <th scope="col">{t('banking.col.status')}</th>
                <th scope="col">{t('banking.col.added')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('banking.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((a) => (
                <tr key={a.id} data-account={a.account_number}>
                  <th scope="row" className="banking-number">
                    {a.display}
                  </th>
                  <td>{a.bank ?? '–'}</td>
                  <td data-testid="bank-account-status">{status(a)}</td>
                  <td>{addedOn(a)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-quiet"
                      onClick={() => remove.mutate(a)}
                      disabled={remove.isPending}
                      aria-label={t('banking.remove.label', { account: a.display })}
                      data-testid="bank-account-remove"
                    >
                      {t('banking.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddAccount() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const country = meta.countryCode;
  const twoParts = TWO_PARTS.includes(country);
  const [clearing, setClearing] = useState('');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<{ field: 'clearing_number' | 'account_number'; message: string } | null>(
    null,
  );
  const [added, setAdded] = useState<string | undefined>(undefined);
  const clearingRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const add = useMutation({
    mutationFn: () =>
      client.call(createExternalBankAccount, {
        body: {
          ...(twoParts ? { clearing_number: clearing.trim() } : {}),
          account_number: account.trim(),
        },
      }),
    onMutate: () => {
      setError(null);
      setAdded(undefined);
    },
    onSuccess: async (made) => {
      setClearing('');
      setAccount('');
      setAdded(t('banking.added', { account: made.display }));
      await queryClient.invalidateQueries({ queryKey: BANKING_KEY });
    },
    onError: (cause) => {
      const code = cause instanceof ApiError ? (cause.fields[0]?.code ?? cause.code) : '';
      const field =
        cause instanceof ApiError && cause.fields[0]?.field === 'clearing_number'
          ? 'clearing_number'
          : 'account_number';
      // A number of the wrong shape is told what shape the country's numbers have.
      const message = !REFUSALS.includes(code)
        ? t('banking.refused.default')
        : code === 'BANK_ACCOUNT_FORMAT'
          ? t(`banking.refused.BANK_ACCOUNT_FORMAT.${country}` as MessageKey)
          : t(`banking.refused.${code}` as MessageKey);
      setError({ field, message });
      (field === 'clearing_number' ? clearingRef : accountRef).current?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || (twoParts && !clearing.trim())) {
      const field = twoParts && !clearing.trim() ? 'clearing_number' : 'account_number';
      setError({
        field,
        message: t(
          field === 'clearing_number'
            ? (`banking.required.clearing.${country}` as MessageKey)
            : 'banking.required',
        ),
      });
      (field === 'clearing_number' ? clearingRef : accountRef).current?.focus();
      return;
    }
    add.mutate();
  };
  const errorId = `${ids}-error`;
  const invalid = (field: 'clearing_number' | 'account_number') => error?.field === field;
  return (
    <section className="card" aria-labelledby="bank-accounts-add">
      <h2 id="bank-accounts-add">{t('banking.add')}</h2>
      <p className="muted">{t(`banking.add.hint.${country}` as MessageKey)}</p>
      <form className="banking-form" onSubmit={submit} noValidate data-testid="bank-account-form">
        {twoParts && (
          <div className="field">
            <label htmlFor={`${ids}-clearing`}>{t(`banking.clearing.${country}` as MessageKey)}</label>
            <input
              ref={clearingRef}
              id={`${ids}-clearing`}
              inputMode="numeric"
              autoComplete="off"
              value={clearing}
              onChange={(event) => setClearing(event.target.value)}
              aria-invalid={invalid('clearing_number') || undefined}
              aria-describedby={invalid('clearing_number') ? errorId : undefined}
              data-testid="bank-account-clearing"
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-account`}>{t(`banking.number.${country}` as MessageKey)}</label>
          <input
            ref={accountRef}
            id={`${ids}-account`}
            inputMode={country === 'FI' ? 'text' : 'numeric'}
            autoComplete="off"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            aria-invalid={invalid('account_number') || undefined}
            aria-describedby={invalid('account_number') ? errorId : undefined}
            data-testid="bank-account-number"
          />
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert" data-testid="bank-account-error">
            {error.message}
          </p>
        )}
        {/* Always there, so that a screen reader announces what comes into it. */}
        <p role="status" data-testid="bank-account-added">
          {added ?? ''}
        </p>
        <button
          type="submit"
          className="button button-primary"
          disabled={add.isPending}
          data-testid="bank-account-submit"
        >
          {t('banking.add.submit')}
        </button>
      </form>
    </section>
  );
}

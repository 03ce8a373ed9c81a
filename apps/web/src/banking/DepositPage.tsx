import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createExpressDeposit, createInstantDeposit, getTransferDetails } from '@broker/contract';
import { INSTANT_DEPOSIT_LIMITS, type Currency } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { parseMoneyInput, tooManyDecimals } from '../ui/money-input';
import { useDocumentTitle } from '../ui/use-document-title';
import { DepositList } from './DepositList';
import { BANKING_KEY, verifiedBankAccountsQuery } from './banking-queries';
import './banking.css';
import { MovableAccountSelect, useMovableAccount } from './MovableAccount';

/** The refusals of a deposit the page words itself; anything else says "try again". */
const REFUSALS = [
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  'AMOUNT_PRECISION',
  'ACCOUNT_BLOCKED',
  'BANK_PROVIDER_UNAVAILABLE',
  'BANK_ACCOUNT_NOT_VERIFIED',
];

/**
 * `/deposit` (issue 15; spec 001 §7.7 "Trustly deposits"): put money into an account through an
 * instant bank payment. The customer picks the account and the amount here, approves the payment
 * at their bank on the payment provider's page, and comes back to /deposits/{id}, where the money
 * is already in the account. From an account their bank has confirmed before, "express" (§7.7)
 * opens the provider's page at that bank with that account.
 */
export function DepositPage() {
  const t = useT();
  useDocumentTitle(t('deposit.title'));
  return (
    <div className="page banking-page" data-testid="deposit-page">
      <h1>{t('deposit.title')}</h1>
      <p className="muted">{t('deposit.intro')}</p>
      <DepositForm />
      <DepositList />
    </div>
  );
}

function DepositForm() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const { meta } = useSession();
  const movable = useMovableAccount();
  const { accounts, account } = movable;
  // Express: from one of the customer's confirmed accounts, straight to it at its bank.
  const banks = useQuery(verifiedBankAccountsQuery(client));
  const [fromId, setFromId] = useState<number | undefined>(undefined);
  const from = banks.data?.find((b) => b.id === fromId);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  /** Whether the error is about the amount typed (not the account or the payment service). */
  const [amountWrong, setAmountWrong] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const currency = (account?.symbol ?? 'SEK') as Currency;
  const limits = INSTANT_DEPOSIT_LIMITS[currency] ?? INSTANT_DEPOSIT_LIMITS.SEK;
  const money = (value: number) => formatMoney({ value, currency }, meta.locale);
  const start = useMutation({
    mutationFn: (amount: number) =>
      from
        ? client.call(createExpressDeposit, {
            body: { accid: account!.accid, amount, bank_account_id: from.id },
          })
        : client.call(createInstantDeposit, { body: { accid: account!.accid, amount } }),
    onMutate: () => setError(undefined),
    // To the payment provider's page; the customer comes back to /deposits/{id}.
    onSuccess: (started) => window.location.assign(started.redirect_url),
    onError: (cause) => {
      const code = cause instanceof ApiError ? cause.code : '';
      const aboutAmount = code === 'DEPOSIT_AMOUNT_OUT_OF_RANGE' || code === 'AMOUNT_PRECISION';
      setAmountWrong(aboutAmount);
      setError(
        REFUSALS.includes(code)
          ? t(`deposit.refused.${code}` as MessageKey, { min: money(limits.min), max: money(limits.max) })
          : t('deposit.refused.default'),
      );
      if (aboutAmount) amountRef.current?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseMoneyInput(amountText);
    if (amount === undefined || amount < limits.min || amount > limits.max) {
      setAmountWrong(true);
      setError(
        amount === undefined
          ? t(tooManyDecimals(amountText) ? 'deposit.refused.AMOUNT_PRECISION' : 'deposit.required')
          : t('deposit.refused.DEPOSIT_AMOUNT_OUT_OF_RANGE', {
              min: money(limits.min),
              max: money(limits.max),
            }),
      );
      amountRef.current?.focus();
      return;
    }
    start.mutate(amount);
  };
  const errorId = `${ids}-error`;
  if (accounts.isError)
    return <ErrorState message={t('deposit.accountsError')} onRetry={() => void accounts.refetch()} />;
  return (
    <>
      <section className="card" aria-labelledby={`${ids}-heading`}>
        <h2 id={`${ids}-heading`}>{t('deposit.instant')}</h2>
        <p className="muted">{t('deposit.instant.hint')}</p>
        <form className="banking-form" onSubmit={submit} noValidate data-testid="deposit-form">
          <div className="field">
            <label htmlFor={`${ids}-account`}>{t('deposit.account')}</label>
            <MovableAccountSelect movable={movable} id={`${ids}-account`} data-testid="deposit-account" />
          </div>
          {banks.data && banks.data.length > 0 && (
            <div className="field">
              <label htmlFor={`${ids}-from`}>{t('deposit.from')}</label>
              <select
                id={`${ids}-from`}
                value={from?.id ?? ''}
                onChange={(event) =>
                  setFromId(event.target.value === '' ? undefined : Number(event.target.value))
                }
                data-testid="deposit-from"
              >
                <option value="">{t('deposit.from.atBank')}</option>
                {banks.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.bank ? `${b.bank} ${b.display}` : b.display}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={`${ids}-amount`}>{t('deposit.amount', { currency })}</label>
            <input
              ref={amountRef}
              id={`${ids}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={(error !== undefined && amountWrong) || undefined}
              aria-describedby={`${ids}-limits${error !== undefined && amountWrong ? ` ${errorId}` : ''}`}
              data-testid="deposit-amount"
            />
            <p id={`${ids}-limits`} className="muted">
              {t('deposit.limits', { min: money(limits.min), max: money(limits.max) })}
            </p>
          </div>
          {error && (
            <p id={errorId} className="field-error" role="alert" data-testid="deposit-error">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="button button-primary"
            disabled={start.isPending || !account}
            data-testid="deposit-submit"
          >
            {t('deposit.toBank')}
          </button>
        </form>
      </section>
      {account && <TransferCard accid={account.accid} />}
    </>
  );
}

/**
 * An ordinary transfer from the customer's internet bank: the client-funds account and this
 * account's own reference, credited the next banking day. The simulated internet bank opens with
 * them filled in.
 */
function TransferCard({ accid }: { accid: number }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const { meta } = useSession();
  const details = useQuery({
    queryKey: [...BANKING_KEY, 'transfer-details', accid],
    queryFn: () => client.call(getTransferDetails, { query: { accid } }),
  });
  if (!details.data) return null;
  const d = details.data;
  const bank = new URLSearchParams({
    country: meta.countryCode,
    lang: meta.lang,
    to: d.account,
    reference: d.reference,
  });
  return (
    <section className="card" aria-labelledby={`${ids}-heading`} data-testid="deposit-transfer">
      <h2 id={`${ids}-heading`}>{t('deposit.transfer')}</h2>
      <p className="muted">
        {t('deposit.transfer.hint', {
          credited: formatDateTime(d.credited_at, meta.locale, displayTimeZone(meta.countryCode)),
        })}
      </p>
      <dl className="banking-details">
        <dt>{t('deposit.transfer.account')}</dt>
        <dd data-testid="deposit-transfer-account">
          {d.bank} {d.account}
        </dd>
        <dt>{t('deposit.transfer.reference')}</dt>
        <dd data-testid="deposit-transfer-reference">{d.reference}</dd>
      </dl>
      <p>
        <a href={`/bank-sim/transfer?${bank.toString()}`}>{t('deposit.transfer.open')}</a>
      </p>
    </section>
  );
}

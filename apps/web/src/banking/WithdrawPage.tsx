import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { requestWithdrawal } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatDay, formatMoney } from '../ui/format';
import { parseMoneyInput, tooManyDecimals } from '../ui/money-input';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  BANKING_KEY,
  verifiedBankAccountsQuery,
  withdrawableQuery,
  withdrawalTimesQuery,
} from './banking-queries';
import { WithdrawalLimitCard } from './WithdrawalLimitCard';
import { WithdrawalList } from './WithdrawalList';
import './banking.css';
import { MovableAccountSelect, useMovableAccount } from './MovableAccount';

type Field = 'account' | 'bank' | 'amount';

/** The refusals of a withdrawal the page words itself, each with the field it is about; anything else says "try again". */
const REFUSALS: Record<string, Field> = {
  BANK_ACCOUNT_NOT_VERIFIED: 'bank',
  WITHDRAWAL_DELAY: 'bank',
  WITHDRAWAL_CURRENCY: 'bank',
  WITHDRAWAL_EXCEEDS_AVAILABLE: 'amount',
  WITHDRAWAL_LIMIT_EXCEEDED: 'amount',
  AMOUNT_PRECISION: 'amount',
  ACCOUNT_BLOCKED: 'account',
};

/**
 * `/withdraw` (issue 15; spec 001 §7.7): money out to one of the customer's own bank accounts that
 * their bank has confirmed. The form says what each account can pay out and when the money is sent
 * and paid; the day's limit can be changed (a raise after a day, cancellable); the latest
 * withdrawals follow their states on the private feed and can be cancelled until sent.
 */
export function WithdrawPage() {
  const t = useT();
  useDocumentTitle(t('withdraw.title'));
  return (
    <div className="page banking-page" data-testid="withdraw-page">
      <h1>{t('withdraw.title')}</h1>
      <p className="muted">{t('withdraw.intro')}</p>
      <WithdrawForm />
      <WithdrawalList />
      <WithdrawalLimitCard />
    </div>
  );
}

function WithdrawForm() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const zone = displayTimeZone(meta.countryCode);
  const movable = useMovableAccount();
  const { accounts, account } = movable;
  const available = useQuery(withdrawableQuery(client));
  const banks = useQuery(verifiedBankAccountsQuery(client));
  const times = useQuery(withdrawalTimesQuery(client));
  const [bankId, setBankId] = useState<number | undefined>(undefined);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<{ message: string; field: Field | undefined } | undefined>(undefined);
  const [done, setDone] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const bankRef = useRef<HTMLSelectElement>(null);
  const refs = { account: accountRef, bank: bankRef, amount: amountRef };
  const bank = banks.data?.find((b) => b.id === bankId) ?? banks.data?.[0];
  const free = available.data?.find((a) => a.accid === account?.accid);
  const money = (value: number) => formatMoney({ value, currency: account?.symbol ?? 'SEK' }, meta.locale);
  const request = useMutation({
    mutationFn: (amount: number) =>
      client.call(requestWithdrawal, { body: { accid: account!.accid, bank_account_id: bank!.id, amount } }),
    onMutate: () => {
      setError(undefined);
      setDone('');
    },
    onSuccess: async (w) => {
      setAmountText('');
      setDone(
        t('withdraw.requested', {
          amount: formatMoney({ value: w.amount, currency: w.currency }, meta.locale),
          to: w.bank_account,
          paid: formatDateTime(w.paid_at, meta.locale, zone),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: BANKING_KEY });
    },
    onError: (cause) => {
      const code = cause instanceof ApiError ? cause.code : '';
      const field = REFUSALS[code];
      setError({
        message: field
          ? t(`withdraw.refused.${code}` as MessageKey, {
              available: free ? money(free.available) : '',
              from: bank?.withdrawals_from ? formatDateTime(bank.withdrawals_from, meta.locale, zone) : '',
            })
          : t('withdraw.refused.default'),
        field,
      });
      // The field the refusal is about takes the focus; a refusal about none leaves it where it is.
      if (field) refs[field].current?.focus();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseMoneyInput(amountText);
    if (amount === undefined || amount <= 0) {
      setError({
        message: t(tooManyDecimals(amountText) ? 'withdraw.refused.AMOUNT_PRECISION' : 'withdraw.required'),
        field: 'amount',
      });
      amountRef.current?.focus();
      return;
    }
    request.mutate(amount);
  };
  if (accounts.isError || banks.isError) {
    return (
      <ErrorState
        message={t('withdraw.loadError')}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: BANKING_KEY })}
      />
    );
  }
  const errorId = `${ids}-error`;
  const invalid = (field: Field) =>
    error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const noBank = banks.data !== undefined && banks.data.length === 0;
  return (
    <section className="card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('withdraw.form')}</h2>
      {noBank ? (
        <p data-testid="withdraw-no-bank">{t('withdraw.noBank')}</p>
      ) : (
        <form className="banking-form" onSubmit={submit} noValidate data-testid="withdraw-form">
          <div className="field">
            <label htmlFor={`${ids}-account`}>{t('withdraw.from')}</label>
            <MovableAccountSelect
              movable={movable}
              ref={accountRef}
              id={`${ids}-account`}
              aria-describedby={`${ids}-available${error?.field === 'account' ? ` ${errorId}` : ''}`}
              aria-invalid={error?.field === 'account' || undefined}
              data-testid="withdraw-account"
            />
            <p id={`${ids}-available`} className="muted" data-testid="withdraw-available">
              {free ? t('withdraw.available', { amount: money(free.available) }) : ''}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-bank`}>{t('withdraw.to')}</label>
            <select
              ref={bankRef}
              id={`${ids}-bank`}
              value={bank?.id ?? ''}
              onChange={(event) => setBankId(Number(event.target.value))}
              {...invalid('bank')}
              data-testid="withdraw-bank"
            >
              {(banks.data ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.bank ? `${b.bank} ${b.display}` : b.display}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-amount`}>
              {t('withdraw.amount', { currency: account?.symbol ?? '' })}
            </label>
            <input
              ref={amountRef}
              id={`${ids}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={error?.field === 'amount' || undefined}
              aria-describedby={`${ids}-when${error?.field === 'amount' ? ` ${errorId}` : ''}`}
              data-testid="withdraw-amount"
            />
            <p id={`${ids}-when`} className="muted">
              {times.data
                ? t('withdraw.when', {
                    cutoff: times.data.cutoff,
                    day: formatDay(times.data.send_day, meta.locale),
                    paid: formatDateTime(times.data.paid_at, meta.locale, zone),
                  })
                : ''}
            </p>
          </div>
          {error && (
            <p id={errorId} className="field-error" role="alert" data-testid="withdraw-error">
              {error.message}
            </p>
          )}
          <p role="status" data-testid="withdraw-done">
            {done}
          </p>
          <button
            type="submit"
            className="button button-primary"
            disabled={request.isPending || !account || !bank}
            data-testid="withdraw-submit"
          >
            {t('withdraw.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

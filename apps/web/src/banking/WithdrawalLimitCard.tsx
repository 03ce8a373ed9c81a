import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { cancelWithdrawalLimitRaise, setWithdrawalLimit } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { parseMoneyInput } from '../ui/money-input';
import { withdrawalLimitQuery } from './banking-queries';

/**
 * The daily withdrawal limit: what it is and what is left today; a new limit (lower at once, higher
 * after a day), and the raise waiting, which the customer can cancel.
 */
export function WithdrawalLimitCard() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const zone = displayTimeZone(meta.countryCode);
  const limit = useQuery(withdrawalLimitQuery(client));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const key = withdrawalLimitQuery(client).queryKey;
  const money = (value: number) =>
    formatMoney({ value, currency: limit.data?.currency ?? 'SEK' }, meta.locale);
  const change = useMutation({
    mutationFn: (daily_limit: number) => client.call(setWithdrawalLimit, { body: { daily_limit } }),
    onMutate: () => {
      setError(undefined);
      setSaid('');
    },
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      setText('');
      setSaid(
        next.pending
          ? t('withdraw.limit.raiseWaits', {
              amount: money(next.pending.daily_limit),
              from: formatDateTime(next.pending.effective_at, meta.locale, zone),
            })
          : t('withdraw.limit.changed', { amount: money(next.daily_limit) }),
      );
    },
    onError: (cause) => {
      setError(
        cause instanceof ApiError && cause.code === 'WITHDRAWAL_LIMIT_TOO_HIGH'
          ? t('withdraw.limit.tooHigh', { max: money(limit.data?.max_limit ?? 0) })
          : t('withdraw.limit.failed'),
      );
      input.current?.focus();
    },
  });
  const [cancelFailed, setCancelFailed] = useState('');
  const cancelRaise = useMutation({
    mutationFn: () => client.call(cancelWithdrawalLimitRaise, {}),
    onMutate: () => {
      setCancelFailed('');
      setSaid('');
    },
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      setSaid(t('withdraw.limit.raiseCancelled'));
      input.current?.focus();
    },
    onError: () => setCancelFailed(t('withdraw.limit.failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseMoneyInput(text);
    if (value === undefined || value <= 0) {
      setError(t('withdraw.limit.required'));
      input.current?.focus();
      return;
    }
    change.mutate(value);
  };
  if (limit.isError)
    return <ErrorState message={t('withdraw.limit.error')} onRetry={() => void limit.refetch()} />;
  const l = limit.data;
  return (
    <section className="card" aria-labelledby={`${ids}-heading`} data-testid="withdrawal-limit">
      <h2 id={`${ids}-heading`}>{t('withdraw.limit.title')}</h2>
      {l && (
        <p data-testid="withdrawal-limit-now">
          {t('withdraw.limit.now', { limit: money(l.daily_limit), left: money(l.remaining_today) })}
        </p>
      )}
      {l?.pending && (
        <p data-testid="withdrawal-limit-pending">
          {t('withdraw.limit.pending', {
            amount: money(l.pending.daily_limit),
            from: formatDateTime(l.pending.effective_at, meta.locale, zone),
          })}{' '}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => cancelRaise.mutate()}
            disabled={cancelRaise.isPending}
            data-testid="withdrawal-limit-cancel"
          >
            {t('withdraw.limit.cancelRaise')}
          </button>
        </p>
      )}
      {cancelFailed && (
        <p className="field-error" role="alert">
          {cancelFailed}
        </p>
      )}
      <form className="banking-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-limit`}>{t('withdraw.limit.new', { currency: l?.currency ?? '' })}</label>
          <input
            ref={input}
            id={`${ids}-limit`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
            data-testid="withdrawal-limit-input"
          />
          <p id={`${ids}-hint`} className="muted">
            {t('withdraw.limit.hint', { max: money(l?.max_limit ?? 0) })}
          </p>
        </div>
        {error && (
          <p id={`${ids}-error`} className="field-error" role="alert" data-testid="withdrawal-limit-error">
            {error}
          </p>
        )}
        <p role="status" data-testid="withdrawal-limit-said">
          {said}
        </p>
        <button
          type="submit"
          className="button"
          disabled={change.isPending}
          data-testid="withdrawal-limit-submit"
        >
          {t('withdraw.limit.submit')}
        </button>
      </form>
    </section>
  );
}

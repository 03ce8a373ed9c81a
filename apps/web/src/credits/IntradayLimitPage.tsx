import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { activateIntradayLimit, deactivateIntradayLimit } from '@broker/contract';
import { INTRADAY_LIMIT_RULES } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import type { Translate } from '../i18n/use-t';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { PageLoading } from '../ui/PageLoading';
import { displayTimeZone, formatDay, formatMoney, formatTime } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  intradayKey,
  intradayLimitQuery,
  type IntradayAccount,
  type IntradayStatus,
} from './credits-queries';
import './credits.css';

const REASONS = new Set([
  'ACCOUNT_TYPE',
  'ACCOUNT_CURRENCY',
  'ACCOUNT_BLOCKED',
  'MINOR',
  'BUYING_BLOCKED',
  'NEGATIVE_CASH',
  'NO_OWN_CAPITAL',
]);

/** A refused activation or deactivation in the customer's language: by its code, else in general. */
export function intradayErrorText(cause: unknown, t: Translate): string {
  if (cause instanceof ApiError) {
    if (cause.code === 'INTRADAY_LIMIT_RISK_NOT_ACCEPTED') return t('credits.intraday.riskRequired');
    if (cause.code === 'INTRADAY_LIMIT_IN_USE') return t('credits.intraday.error.INTRADAY_LIMIT_IN_USE');
    if (cause.code === 'INTRADAY_LIMIT_NOT_ELIGIBLE') {
      const reason = cause.fields[0]?.code;
      return reason && REASONS.has(reason)
        ? t(`credits.intraday.reason.${reason}` as MessageKey)
        : t('credits.intraday.error.INTRADAY_LIMIT_NOT_ELIGIBLE');
    }
  }
  return t('credits.intraday.error');
}

/**
 * `/intraday-limit` (spec 001 §7.4): each account's intraday limit in the customer's country:
 * whether it may have one (or why not), the limit, what is in use, and activation for the trading
 * day with a confirmation of the risk, or deactivation while nothing is used.
 */
export function IntradayLimitPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const country = meta.countryCode;
  useDocumentTitle(t('credits.intraday.title'));
  const status = useQuery(intradayLimitQuery(client, country));
  const rule = INTRADAY_LIMIT_RULES[country];

  const body = () => {
    if (status.isPending) return <PageLoading />;
    if (status.isError) {
      return (
        <ErrorState
          message={t('credits.intraday.loadFailed')}
          onRetry={() => void status.refetch()}
          testId="intraday-error"
        />
      );
    }
    const s = status.data;
    if (s.accounts.length === 0) return <p>{t('credits.intraday.none')}</p>;
    return (
      <>
        <p className="muted" data-testid="intraday-day">
          {t('credits.intraday.day', {
            day: formatDay(s.trading_day, meta.locale),
            time: formatTime(s.closes_at, meta.locale, displayTimeZone(country)),
          })}
        </p>
        <ul className="intraday-accounts">
          {s.accounts.map((a) => (
            <AccountLimit key={a.accid} account={a} />
          ))}
        </ul>
      </>
    );
  };

  return (
    <div className="page narrow-wide intraday-page" data-testid="intraday-page">
      <header className="page-head">
        <h1>{t('credits.intraday.title')}</h1>
      </header>
      <section className="card intraday-intro">
        <p>
          {t('credits.intraday.intro', {
            max: formatMoney({ value: rule.maximum, currency: rule.currency }, meta.locale),
          })}
        </p>
        <p>{t('credits.intraday.payBack')}</p>
      </section>
      {body()}
    </div>
  );
}

function AccountLimit({ account: a }: { account: IntradayAccount }) {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const country = meta.countryCode;
  const [accepted, setAccepted] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const name = `${a.alias} (${a.accno})`;
  const done = (reply: IntradayStatus, text: string) => {
    queryClient.setQueryData(intradayKey(country), reply);
    // Order previews and account figures computed before are stale now.
    void queryClient.invalidateQueries({ queryKey: ['sharePreview'] });
    setProblem('');
    setMessage(text);
  };
  const activate = useMutation({
    mutationFn: () =>
      client.call(activateIntradayLimit, {
        params: { countryCode: country },
        body: { accountIds: [a.accid], acceptedRisk: accepted },
      }),
    onSuccess: (reply) => {
      setAccepted(false);
      done(reply, t('credits.intraday.activated', { account: name }));
    },
    onError: (cause) => {
      setMessage('');
      setProblem(intradayErrorText(cause, t));
    },
  });
  const deactivate = useMutation({
    mutationFn: () =>
      client.call(deactivateIntradayLimit, { params: { countryCode: country, accid: a.accid } }),
    onSuccess: (reply) => done(reply, t('credits.intraday.deactivated', { account: name })),
    onError: (cause) => {
      setMessage('');
      setProblem(intradayErrorText(cause, t));
    },
  });
  const money = (m: { value: number; currency: string }) => formatMoney(m, meta.locale);

  return (
    <li className="card intraday-account" data-testid={`intraday-account-${a.accid}`}>
      <h2 className="section-title" id={`${id}-name`}>
        {name}
      </h2>
      <p className="intraday-state" data-testid={`intraday-state-${a.accid}`}>
        {a.active
          ? t('credits.intraday.active')
          : a.eligible
            ? t('credits.intraday.inactive')
            : t('credits.intraday.notEligible')}
      </p>
      {!a.eligible && !a.active && a.reason && (
        <p className="muted">{t(`credits.intraday.reason.${a.reason}` as MessageKey)}</p>
      )}
      <dl className="intraday-figures">
        <div>
          <dt>{t('credits.intraday.limit')}</dt>
          <dd data-testid={`intraday-limit-${a.accid}`}>{money(a.limit)}</dd>
        </div>
        {a.active && (
          <div>
            <dt>{t('credits.intraday.used')}</dt>
            <dd data-testid={`intraday-used-${a.accid}`}>{money(a.used)}</dd>
          </div>
        )}
        <div>
          <dt>{t('credits.intraday.tradingPower')}</dt>
          <dd data-testid={`intraday-trading-power-${a.accid}`}>{money(a.trading_power)}</dd>
        </div>
      </dl>
      {a.active ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => deactivate.mutate()}
          disabled={deactivate.isPending}
          aria-describedby={`${id}-name`}
          data-testid={`intraday-deactivate-${a.accid}`}
        >
          {t('credits.intraday.deactivate')}
        </button>
      ) : (
        a.eligible && (
          <form
            className="intraday-activate"
            onSubmit={(event) => {
              event.preventDefault();
              if (!accepted) {
                setMessage('');
                setProblem(t('credits.intraday.riskRequired'));
                return;
              }
              activate.mutate();
            }}
          >
            <label className="intraday-risk">
              <input
                type="checkbox"
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                data-testid={`intraday-risk-${a.accid}`}
              />
              <span>{t('credits.intraday.risk')}</span>
            </label>
            <button
              type="submit"
              className="button button-primary"
              disabled={activate.isPending}
              aria-describedby={`${id}-name`}
              data-testid={`intraday-activate-${a.accid}`}
            >
              {activate.isPending ? t('credits.intraday.activating') : t('credits.intraday.activate')}
            </button>
          </form>
        )
      )}
      <p role="status" className="intraday-message" data-testid={`intraday-message-${a.accid}`}>
        {message}
      </p>
      <p role="alert" className="intraday-problem" data-testid={`intraday-problem-${a.accid}`}>
        {problem}
      </p>
    </li>
  );
}

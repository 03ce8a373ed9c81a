import { useQuery } from '@tanstack/react-query';
import type { CallReply, getAccounts } from '@broker/contract';
import { useApiClient } from '../services/services-context';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatMoney, formatTime } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { accountInfoQuery, accountPositionsQuery } from './account-queries';
import { PositionsTable } from './PositionsTable';
import { RenameAccount } from '../authorizations/RenameAccount';
import { Link } from 'react-router';
import { INSURANCE_ACCOUNT_TYPES } from '@broker/domain';
import { insurancePath } from '../insurance/insurance-queries';

type Account = CallReply<typeof getAccounts>[number];

export function AccountCard({ account }: { account: Account }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const info = useQuery(accountInfoQuery(client, account.accid));
  const positions = useQuery(accountPositionsQuery(client, account.accid));
  const titleId = `account-${account.accid}-title`;
  const updatedAt = Math.max(info.dataUpdatedAt, positions.dataUpdatedAt);

  return (
    <article className="card account-card" aria-labelledby={titleId} data-testid={`account-${account.accid}`}>
      <header className="account-head">
        <div>
          <h2 id={titleId} className="account-alias">
            {account.alias}
          </h2>
          <dl className="account-meta">
            <div>
              <dt>{t('account.number')}</dt>
              <dd data-testid="account-number">{account.accno}</dd>
            </div>
            <div>
              <dt>{t('account.type')}</dt>
              <dd data-testid="account-type">{account.type}</dd>
            </div>
          </dl>
          <RenameAccount accid={account.accid} alias={account.alias} />
          {(INSURANCE_ACCOUNT_TYPES as readonly string[]).includes(account.type) && (
            <Link to={insurancePath(account.accid)} data-testid="account-insurance-link">
              {t('insurance.accountLink')}
            </Link>
          )}
        </div>
        {account.is_blocked && (
          <span className="badge badge-blocked" data-testid="account-blocked">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="5" y="11" width="14" height="9" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
            {t('account.blocked')}
          </span>
        )}
      </header>

      {info.isPending ? (
        <div className="figures" role="status">
          {[0, 1, 2].map((i) => (
            <div key={i} className="figure">
              <Skeleton width="5rem" height="0.8rem" />
              <Skeleton width="7rem" height="1.3rem" />
            </div>
          ))}
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : info.isError ? (
        <ErrorState message={t('account.error')} onRetry={() => void info.refetch()} testId="account-error" />
      ) : (
        <dl className="figures">
          <div className="figure">
            <dt>{t('account.cash')}</dt>
            <dd data-testid="account-cash">{formatMoney(info.data.account_sum, meta.locale)}</dd>
          </div>
          <div className="figure">
            <dt>{t('account.tradingPower')}</dt>
            <dd data-testid="account-trading-power">{formatMoney(info.data.trading_power, meta.locale)}</dd>
          </div>
          <div className="figure figure-main">
            <dt>{t('account.ownCapital')}</dt>
            <dd data-testid="account-own-capital">{formatMoney(info.data.own_capital, meta.locale)}</dd>
          </div>
        </dl>
      )}

      <section className="holdings" aria-labelledby={`${titleId}-holdings`}>
        <h3 id={`${titleId}-holdings`} className="section-title">
          {t('positions.title')}
        </h3>
        {positions.isPending ? (
          <div className="positions-loading" role="status">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="2.25rem" />
            ))}
            <span className="visually-hidden">{t('app.loading')}</span>
          </div>
        ) : positions.isError ? (
          <ErrorState
            message={t('positions.error')}
            onRetry={() => void positions.refetch()}
            testId="positions-error"
          />
        ) : (
          <PositionsTable positions={positions.data} accountName={account.alias} locale={meta.locale} />
        )}
      </section>

      {updatedAt > 0 && (
        <p className="account-updated muted">
          {t('account.updatedAt', {
            time: formatTime(updatedAt, meta.locale, displayTimeZone(meta.countryCode)),
          })}
        </p>
      )}
    </article>
  );
}

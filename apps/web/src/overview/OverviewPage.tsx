import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../services/services-context';
import { useT } from '../i18n/use-t';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { accountsQuery } from '../session/accounts-query';
import { AccountCard } from './AccountCard';
import { OwnCapitalSummary } from './OwnCapitalSummary';
import { RequiredActionsBanner } from '../required-actions/RequiredActionsBanner';
import { GetStartedCard } from '../get-started/GetStartedCard';

function OverviewSkeleton() {
  const t = useT();
  return (
    <div className="overview-skeleton" role="status" data-testid="overview-loading">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="card summary-card">
        <Skeleton width="9rem" height="0.9rem" />
        <Skeleton width="14rem" height="2.25rem" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="card account-card">
          <Skeleton width="11rem" height="1.4rem" />
          <Skeleton width="16rem" height="0.9rem" />
          <Skeleton height="6rem" />
        </div>
      ))}
    </div>
  );
}

export function OverviewPage() {
  const t = useT();
  const client = useApiClient();
  const accounts = useQuery(accountsQuery(client));
  useDocumentTitle(t('overview.title'));

  return (
    <div className="page overview">
      <div className="page-head">
        <h1 data-testid="page-title">{t('overview.title')}</h1>
      </div>
      <RequiredActionsBanner />
      <GetStartedCard />

      {accounts.isPending ? (
        <OverviewSkeleton />
      ) : accounts.isError ? (
        <ErrorState
          message={t('overview.error')}
          onRetry={() => void accounts.refetch()}
          testId="overview-error"
        />
      ) : accounts.data.length === 0 ? (
        <section
          className="card empty-state"
          data-testid="overview-empty"
          aria-labelledby="overview-empty-title"
        >
          <svg className="empty-illustration" viewBox="0 0 48 48" aria-hidden="true">
            <rect x="6" y="12" width="36" height="26" rx="4" />
            <path d="M6 20h36M14 30h8" />
          </svg>
          <h2 id="overview-empty-title">{t('overview.emptyTitle')}</h2>
          <p className="muted">{t('overview.emptyText')}</p>
        </section>
      ) : (
        <>
          <OwnCapitalSummary accounts={accounts.data} />
          <div className="accounts">
            {accounts.data.map((account) => (
              <AccountCard key={account.accid} account={account} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

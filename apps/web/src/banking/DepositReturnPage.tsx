import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { DEPOSIT_READS, depositQuery } from './banking-queries';
import './banking.css';

/**
 * `/deposits/{id}`: where the payment provider sends the customer back. The provider has told our
 * server before it redirects, so the answer is usually there at once; while it is not, the page
 * reads the deposit every second and says it is waiting, for a minute; then it says the money comes
 * when the bank answers and offers to look again.
 */
export function DepositReturnPage() {
  const t = useT();
  useDocumentTitle(t('deposit.return.title'));
  const id = parseRouteId(useParams().id);
  return (
    <div className="page banking-page" data-testid="deposit-return-page">
      <h1>{t('deposit.return.title')}</h1>
      {id === undefined ? <p role="alert">{t('deposit.return.notFound')}</p> : <DepositOutcome id={id} />}
      <p className="banking-links">
        <Link to="/deposit">{t('deposit.again')}</Link>{' '}
        <Link to="/transactions">{t('deposit.toTransactions')}</Link>
      </p>
    </div>
  );
}

function DepositOutcome({ id }: { id: number }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const query = depositQuery(client, id);
  const deposit = useQuery(query);
  if (deposit.isError)
    return <ErrorState message={t('deposit.return.error')} onRetry={() => void deposit.refetch()} />;
  const d = deposit.data;
  // Read on every answer (dataUpdatedAt changes with each), so the page notices when reading stops.
  const reads =
    deposit.dataUpdatedAt > 0 ? (queryClient.getQueryState(query.queryKey)?.dataUpdateCount ?? 0) : 0;
  const gaveUp = d?.status === 'PENDING' && reads >= DEPOSIT_READS;
  const text = !d
    ? t('deposit.return.waiting')
    : d.status === 'CREDITED'
      ? t('deposit.return.credited', {
          amount: formatMoney({ value: d.amount, currency: d.currency }, meta.locale),
          from: d.bank_account ?? '',
        })
      : d.status === 'PENDING'
        ? t(gaveUp ? 'deposit.return.slow' : 'deposit.return.waiting')
        : d.status === 'REFUSED'
          ? t('deposit.return.refused')
          : t('deposit.return.cancelled');
  return (
    <div className="card">
      <p role="status" data-testid="deposit-outcome" data-status={d?.status ?? 'LOADING'}>
        {text}
      </p>
      {gaveUp && (
        <button
          type="button"
          className="button"
          disabled={deposit.isFetching}
          onClick={() => void deposit.refetch()}
          data-testid="deposit-check-again"
        >
          {t('deposit.return.checkAgain')}
        </button>
      )}
    </div>
  );
}

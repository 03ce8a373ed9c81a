import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { depositQuery } from './banking-queries';
import './banking.css';

/**
 * `/deposits/{id}`: where the payment provider sends the customer back. The provider has told our
 * server before it redirects, so the answer is usually there at once; while it is not, the page
 * reads the deposit every second and says it is waiting.
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
  const { meta } = useSession();
  const deposit = useQuery(depositQuery(client, id));
  if (deposit.isError)
    return <ErrorState message={t('deposit.return.error')} onRetry={() => void deposit.refetch()} />;
  const d = deposit.data;
  const text = !d
    ? t('deposit.return.waiting')
    : d.status === 'CREDITED'
      ? t('deposit.return.credited', {
          amount: formatMoney({ value: d.amount, currency: d.currency }, meta.locale),
          from: d.bank_account ?? '',
        })
      : d.status === 'PENDING'
        ? t('deposit.return.waiting')
        : t('deposit.return.cancelled');
  return (
    <p role="status" className="card" data-testid="deposit-outcome" data-status={d?.status ?? 'LOADING'}>
      {text}
    </p>
  );
}

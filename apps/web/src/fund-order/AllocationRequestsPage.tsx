import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@broker/client';
import { cancelAllocationRequest } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { ALLOCATION_REQUESTS_KEY, allocationRequestsQuery } from './allocation-request';
import './fund-order.css';

/** `/orders/requests`: the customer's allocation requests with their status; cancellable ones can be cancelled. */
export function AllocationRequestsPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  useDocumentTitle(t('fundOrder.requests.title'));
  const requests = useQuery(allocationRequestsQuery(client));
  const [cancelError, setCancelError] = useState<string | undefined>(undefined);
  const refresh = async () => {
    // The list read is throttled by the client; drop its cache so the refresh is real.
    client.clearCache();
    await queryClient.invalidateQueries({ queryKey: ALLOCATION_REQUESTS_KEY, refetchType: 'all' });
  };
  const cancel = useMutation({
    mutationFn: (id: number) => client.call(cancelAllocationRequest, { params: { id } }),
    onMutate: () => setCancelError(undefined),
    onError: (error) =>
      setCancelError(
        error instanceof ApiError &&
          (error.fields[0]?.code ?? error.code) === 'ALLOCATION_REQUEST_NOT_CANCELLABLE'
          ? t('fundOrder.requests.notCancellable')
          : t('fundOrder.requests.cancelFailed'),
      ),
    onSettled: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['requestActions'] });
    },
  });
  const zone = displayTimeZone(meta.countryCode);

  return (
    <div className="page fund-orders-page" data-testid="allocation-requests-page">
      <header className="page-head fund-orders-head">
        <h1>{t('fundOrder.requests.title')}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void refresh()}
          disabled={requests.isFetching}
        >
          {t('fundOrder.requests.refresh')}
        </button>
      </header>
      {cancelError && (
        <p className="alert alert-error" role="alert" data-testid="allocation-requests-cancel-error">
          {cancelError}
        </p>
      )}
      {requests.isPending ? (
        <PageLoading />
      ) : requests.isError ? (
        <ErrorState
          message={t('fundOrder.requests.error')}
          onRetry={() => void requests.refetch()}
          testId="allocation-requests-error"
        />
      ) : requests.data.length === 0 ? (
        <p className="card section-empty muted" data-testid="allocation-requests-empty">
          {t('fundOrder.requests.empty')}
        </p>
      ) : (
        <div className="card fund-orders-table-wrap">
          <table className="fund-orders-table">
            <thead>
              <tr>
                <th scope="col">{t('fundOrder.request.details.status')}</th>
                <th scope="col">{t('fundOrder.orders.side')}</th>
                <th scope="col">{t('fundOrder.orders.fund')}</th>
                <th scope="col">{t('fundOrder.orders.account')}</th>
                <th scope="col" className="numeric">
                  {t('fundOrder.orders.amount')}
                </th>
                <th scope="col">{t('fundOrder.requests.created')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('fundOrder.orders.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.id} data-testid={`allocation-request-row-${request.id}`}>
                  <td data-testid="request-status">
                    {t(`fundOrder.requestStatus.${request.requestStatus}`)}
                  </td>
                  <td>{t(request.side === 'BUY' ? 'fundOrder.buy' : 'fundOrder.sell')}</td>
                  <td>
                    <Link to={`/instrument/${request.instrument.instrumentId}`}>
                      {request.instrument.longName}
                    </Link>
                  </td>
                  <td>{request.accountNumber}</td>
                  <td className="numeric">
                    {request.amount !== null && formatMoney(request.amount, meta.locale)}
                    {request.percent !== null && `${request.percent} %`}
                  </td>
                  <td>{formatDateTime(request.createdAt, meta.locale, zone)}</td>
                  <td>
                    {request.cancellable && (
                      <button
                        type="button"
                        className="button button-secondary"
                        data-testid="allocation-request-cancel"
                        aria-label={t('fundOrder.requests.cancelFor', { id: request.id })}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(request.id)}
                      >
                        {t('fundOrder.requests.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@broker/client';
import { cancelFundOrder } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { forceRefreshFundOrders, fundOrdersQuery } from './fund-order-queries';
import './fund-order.css';

/** `/orders/funds`: the customer's fund orders with their state; waiting ones can be cancelled. */
export function FundOrdersPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  useDocumentTitle(t('fundOrder.orders.title'));
  const orders = useQuery(fundOrdersQuery(client));
  const [cancelError, setCancelError] = useState<string | undefined>(undefined);
  const cancel = useMutation({
    mutationFn: (orderId: number) => client.call(cancelFundOrder, { params: { order_id: orderId } }),
    onMutate: () => setCancelError(undefined),
    onError: (error) =>
      setCancelError(
        error instanceof ApiError && (error.fields[0]?.code ?? error.code) === 'ORDER_NOT_CANCELLABLE'
          ? t('fundOrder.orders.notCancellable')
          : t('fundOrder.orders.cancelFailed'),
      ),
    onSettled: () => forceRefreshFundOrders(client, queryClient),
  });
  const zone = displayTimeZone(meta.countryCode);

  return (
    <div className="page fund-orders-page" data-testid="fund-orders-page">
      <header className="page-head fund-orders-head">
        <h1>{t('fundOrder.orders.title')}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void forceRefreshFundOrders(client, queryClient)}
          disabled={orders.isFetching}
        >
          {t('fundOrder.orders.refresh')}
        </button>
      </header>
      {cancelError && (
        <p className="alert alert-error" role="alert" data-testid="fund-orders-cancel-error">
          {cancelError}
        </p>
      )}
      {orders.isPending ? (
        <PageLoading />
      ) : orders.isError ? (
        <ErrorState
          message={t('fundOrder.orders.error')}
          onRetry={() => void orders.refetch()}
          testId="fund-orders-error"
        />
      ) : orders.data.length === 0 ? (
        <p className="card section-empty muted" data-testid="fund-orders-empty">
          {t('fundOrder.orders.empty')}
        </p>
      ) : (
        <div className="card fund-orders-table-wrap">
          <table className="fund-orders-table">
            <thead>
              <tr>
                <th scope="col">{t('fundOrder.orders.state')}</th>
                <th scope="col">{t('fundOrder.orders.side')}</th>
                <th scope="col">{t('fundOrder.orders.fund')}</th>
                <th scope="col">{t('fundOrder.orders.account')}</th>
                <th scope="col" className="numeric">
                  {t('fundOrder.orders.amount')}
                </th>
                <th scope="col">{t('fundOrder.orders.stopTime')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('fundOrder.orders.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.order_id} data-testid={`fund-order-row-${order.order_id}`}>
                  <td data-testid="order-state">{t(`fundOrder.state.${order.state}`)}</td>
                  <td>{t(order.order_side === 'BUY' ? 'fundOrder.buy' : 'fundOrder.sell')}</td>
                  <td>
                    <Link to={`/instrument/${order.instrument_id}`}>{order.name}</Link>
                  </td>
                  <td>{order.account_number}</td>
                  <td className="numeric">
                    {formatMoney(order.amount, meta.locale)}
                    {order.percent !== null && <span className="muted"> ({order.percent} %)</span>}
                  </td>
                  <td>{formatDateTime(order.stop_time, meta.locale, zone)}</td>
                  <td>
                    {order.cancellable && (
                      <button
                        type="button"
                        className="button button-secondary"
                        data-testid="fund-order-cancel-order"
                        aria-label={t('fundOrder.orders.cancelFor', { id: order.order_id })}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(order.order_id)}
                      >
                        {t('fundOrder.orders.cancel')}
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

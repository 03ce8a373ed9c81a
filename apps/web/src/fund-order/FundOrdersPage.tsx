import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { cancelFundOrder, type CallReply, type getFundOrders } from '@broker/contract';
import type { FundOrderState } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { forceRefreshFundOrders, fundOrderPagesQuery } from './fund-order-queries';
import { OrdersPageFrame, OrdersTable, type OrderTone, type OrdersTableRow } from './OrdersTable';

type FundOrder = CallReply<typeof getFundOrders>[number];

const ORDER_TONE: Record<FundOrderState, OrderTone> = {
  PLACED: 'pending',
  EXECUTED: 'done',
  SETTLED: 'done',
  CANCELLED: 'neutral',
  REJECTED: 'failed',
};

/** `/orders/funds`: the customer's fund orders with their state; waiting ones can be cancelled. */
export function FundOrdersPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  useDocumentTitle(t('fundOrder.orders.title'));
  // Page by page: a customer with a long history still reaches (and can cancel) every waiting order.
  const pages = useInfiniteQuery(fundOrderPagesQuery(client));
  const orders = {
    isPending: pages.isPending,
    isError: pages.isError,
    data: pages.data?.pages.flat(),
    refetch: () => pages.refetch(),
  };
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
  const toRow = (order: FundOrder): OrdersTableRow => ({
    id: order.order_id,
    state: t(`fundOrder.state.${order.state}`),
    tone: ORDER_TONE[order.state],
    side: order.order_side,
    instrumentId: order.instrument_id,
    name: order.name,
    account: order.account_number,
    amount: order.amount,
    percent: order.percent,
    time: order.stop_time,
    cancellable: order.cancellable,
  });

  return (
    <OrdersPageFrame
      title={t('fundOrder.orders.title')}
      testId="fund-orders-page"
      refreshLabel={t('fundOrder.orders.refresh')}
      onRefresh={() => void forceRefreshFundOrders(client, queryClient)}
      refreshing={pages.isFetching}
      cancelError={cancelError}
      cancelErrorTestId="fund-orders-cancel-error"
    >
      <OrdersTable
        query={orders}
        toRow={toRow}
        labels={{
          state: t('fundOrder.orders.state'),
          time: t('fundOrder.orders.stopTime'),
          empty: t('fundOrder.orders.empty'),
          error: t('fundOrder.orders.error'),
          cancel: t('fundOrder.orders.cancel'),
          cancelFor: (id) => t('fundOrder.orders.cancelFor', { id }),
        }}
        testIds={{
          row: (id) => `fund-order-row-${id}`,
          state: 'order-state',
          cancel: 'fund-order-cancel-order',
          empty: 'fund-orders-empty',
          error: 'fund-orders-error',
        }}
        onCancel={(id) => cancel.mutate(id)}
        cancelling={cancel.isPending}
      />
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-secondary orders-show-older"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="fund-orders-show-older"
        >
          {t('fundOrder.orders.showOlder')}
        </button>
      )}
    </OrdersPageFrame>
  );
}

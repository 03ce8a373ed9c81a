import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { cancelAllocationRequestV2, type CallReply, type getAllocationRequests } from '@broker/contract';
import type { AllocationRequestStatus } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { ALLOCATION_REQUESTS_KEY, allocationRequestsQuery } from './allocation-request';
import { OrdersPageFrame, OrdersTable, type OrderTone, type OrdersTableRow } from './OrdersTable';

type AllocationRequest = CallReply<typeof getAllocationRequests>[number];

const REQUEST_TONE: Record<AllocationRequestStatus, OrderTone> = {
  IN_PROGRESS: 'pending',
  ORDER_APPROVED: 'pending',
  CANCEL_IN_PROGRESS: 'pending',
  ORDER_EXECUTED: 'done',
  CANCELLED: 'neutral',
  REQUEST_REJECTED: 'failed',
  ORDER_REJECTED: 'failed',
};

/** `/orders/requests`: the customer's allocation requests with their status; cancellable ones can be cancelled. */
export function AllocationRequestsPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  useDocumentTitle(t('fundOrder.requests.title'));
  const requests = useQuery(allocationRequestsQuery(client));
  const [cancelError, setCancelError] = useState<string | undefined>(undefined);
  const refresh = async () => {
    // The list read is throttled by the client; drop its cache so the refresh is real.
    client.clearCache();
    await queryClient.invalidateQueries({ queryKey: ALLOCATION_REQUESTS_KEY, refetchType: 'all' });
  };
  const cancel = useMutation({
    // v2's cancel takes a request of any kind (fund or exchange trading), as the list shows them.
    mutationFn: (id: number) => client.call(cancelAllocationRequestV2, { params: { id } }),
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
  const toRow = (request: AllocationRequest): OrdersTableRow => ({
    id: request.id,
    state: t(`fundOrder.requestStatus.${request.requestStatus}`),
    tone: REQUEST_TONE[request.requestStatus],
    side: request.side,
    instrumentId: request.instrument.instrumentId,
    name: request.instrument.longName,
    account: request.accountNumber,
    amount: request.amount,
    percent: request.percent,
    shares:
      request.volume !== null && request.price !== null
        ? { volume: request.volume, price: request.price }
        : undefined,
    time: request.createdAt,
    cancellable: request.cancellable,
  });

  return (
    <OrdersPageFrame
      title={t('fundOrder.requests.title')}
      testId="allocation-requests-page"
      refreshLabel={t('fundOrder.requests.refresh')}
      onRefresh={() => void refresh()}
      refreshing={requests.isFetching}
      cancelError={cancelError}
      cancelErrorTestId="allocation-requests-cancel-error"
    >
      <OrdersTable
        query={requests}
        toRow={toRow}
        labels={{
          state: t('fundOrder.request.details.status'),
          instrument: t('fundOrder.requests.instrument'),
          amount: t('fundOrder.requests.amount'),
          time: t('fundOrder.requests.created'),
          empty: t('fundOrder.requests.empty'),
          error: t('fundOrder.requests.error'),
          cancel: t('fundOrder.requests.cancel'),
          cancelFor: (id) => t('fundOrder.requests.cancelFor', { id }),
        }}
        testIds={{
          row: (id) => `allocation-request-row-${id}`,
          state: 'request-status',
          cancel: 'allocation-request-cancel',
          empty: 'allocation-requests-empty',
          error: 'allocation-requests-error',
        }}
        onCancel={(id) => cancel.mutate(id)}
        cancelling={cancel.isPending}
      />
    </OrdersPageFrame>
  );
}

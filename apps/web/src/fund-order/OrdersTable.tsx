import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Money } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney, formatPrice, formatVolume } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import './fund-order.css';

/** How a state reads at a glance: still open, done, failed, or withdrawn. */
export type OrderTone = 'pending' | 'done' | 'failed' | 'neutral';

/** One row of the fund orders or the allocation requests list, in the shape the table shows. */
export interface OrdersTableRow {
  id: number;
  state: string;
  tone: OrderTone;
  side: 'BUY' | 'SELL';
  instrumentId: number;
  name: string;
  account: string;
  amount: Money | null;
  percent: number | null;
  /** A share request: the shares asked for at the limit price, instead of an amount. */
  shares?: { volume: number; price: Money } | undefined;
  /** Epoch ms of the row's time column (stop time or sent time). */
  time: number;
  cancellable: boolean;
}

/** The test ids of a list, kept per list so the two pages stay addressable as before. */
export interface OrdersTableTestIds {
  row: (id: number) => string;
  state: string;
  cancel: string;
  empty: string;
  error: string;
}

export interface OrdersTableLabels {
  state: string;
  /** The instrument and amount columns' headings, where the list holds more than funds. */
  instrument?: string;
  amount?: string;
  time: string;
  empty: string;
  error: string;
  cancel: string;
  cancelFor: (id: number) => string;
}

/**
 * The list page of fund orders or allocation requests: title with a refresh button, the message of
 * a failed cancel, and the table below.
 */
export function OrdersPageFrame({
  title,
  testId,
  refreshLabel,
  onRefresh,
  refreshing,
  cancelError,
  cancelErrorTestId,
  children,
}: {
  title: string;
  testId: string;
  refreshLabel: string;
  onRefresh: () => void;
  refreshing: boolean;
  cancelError: string | undefined;
  cancelErrorTestId: string;
  children: ReactNode;
}) {
  return (
    <div className="page fund-orders-page" data-testid={testId}>
      <header className="page-head fund-orders-head">
        <h1>{title}</h1>
        <button type="button" className="button button-secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshLabel}
        </button>
      </header>
      {cancelError && (
        <p className="alert alert-error" role="alert" data-testid={cancelErrorTestId}>
          {cancelError}
        </p>
      )}
      {children}
    </div>
  );
}

/** What the table needs of a list's query: one page (useQuery) or pages joined (useInfiniteQuery). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch(): unknown;
}

/**
 * The loading, error, empty and filled states of an orders list, with a state badge per row and a
 * cancel button on the rows that can still be cancelled.
 */
export function OrdersTable<T>({
  query,
  toRow,
  labels,
  testIds,
  onCancel,
  cancelling,
}: {
  query: ListQuery<T>;
  toRow: (item: T) => OrdersTableRow;
  labels: OrdersTableLabels;
  testIds: OrdersTableTestIds;
  onCancel: (id: number) => void;
  cancelling: boolean;
}) {
  const t = useT();
  const { meta } = useSession();
  const zone = displayTimeZone(meta.countryCode);

  if (query.isPending || (!query.isError && query.data === undefined)) return <PageLoading />;
  if (query.isError) {
    return <ErrorState message={labels.error} onRetry={() => void query.refetch()} testId={testIds.error} />;
  }
  const data = query.data ?? [];
  if (data.length === 0) {
    return (
      <p className="card section-empty muted" data-testid={testIds.empty}>
        {labels.empty}
      </p>
    );
  }
  const rows = data.map(toRow);
  return (
    <div className="card fund-orders-table-wrap">
      <table className="fund-orders-table">
        <thead>
          <tr>
            <th scope="col">{labels.state}</th>
            <th scope="col">{t('fundOrder.orders.side')}</th>
            <th scope="col">{labels.instrument ?? t('fundOrder.orders.fund')}</th>
            <th scope="col">{t('fundOrder.orders.account')}</th>
            <th scope="col" className="numeric">
              {labels.amount ?? t('fundOrder.orders.amount')}
            </th>
            <th scope="col">{labels.time}</th>
            <th scope="col">
              <span className="visually-hidden">{t('fundOrder.orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={testIds.row(row.id)}>
              <td>
                <span className={`order-state-badge order-state-${row.tone}`} data-testid={testIds.state}>
                  {row.state}
                </span>
              </td>
              <td>{t(row.side === 'BUY' ? 'fundOrder.buy' : 'fundOrder.sell')}</td>
              <td>
                <Link to={`/instrument/${row.instrumentId}`}>{row.name}</Link>
              </td>
              <td>{row.account}</td>
              <td className="numeric">
                {row.amount !== null && formatMoney(row.amount, meta.locale)}
                {row.percent !== null &&
                  (row.amount !== null ? (
                    <span className="muted"> ({row.percent} %)</span>
                  ) : (
                    `${row.percent} %`
                  ))}
                {row.shares &&
                  `${formatVolume(row.shares.volume, meta.locale)} × ${formatPrice(
                    row.shares.price.value,
                    meta.locale,
                    row.shares.price.currency,
                  )}`}
              </td>
              <td>{formatDateTime(row.time, meta.locale, zone)}</td>
              <td>
                {row.cancellable && (
                  <button
                    type="button"
                    className="button button-secondary"
                    data-testid={testIds.cancel}
                    aria-label={labels.cancelFor(row.id)}
                    disabled={cancelling}
                    onClick={() => onCancel(row.id)}
                  >
                    {labels.cancel}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useId, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { isActiveExchangeOrder, isOrderFlowAccount } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';
import { ErrorState } from '../ui/ErrorState';
import { useDocumentTitle } from '../ui/use-document-title';
import { OrderRow } from './ShareOrders';
import { shareOrderHistoryQuery, type ShareOrder } from './share-order-queries';
import './share-order.css';

const PERIODS = [1, 7, 30, 365] as const;
const STATUSES = ['ALL', 'ACTIVE', 'DONE', 'ENDED'] as const;
type Status = (typeof STATUSES)[number];

function matches(order: ShareOrder, status: Status): boolean {
  if (status === 'ALL') return true;
  if (status === 'ACTIVE') return isActiveExchangeOrder(order.order_state);
  if (status === 'DONE') return order.order_state === 'DONE' || order.traded_volume > 0;
  return !isActiveExchangeOrder(order.order_state) && order.order_state !== 'DONE';
}

/** `/orders/shares`: every share order of the customer's accounts, filtered by account, period and status. */
export function ShareOrdersPage() {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  useDocumentTitle(t('shareOrder.page.title'));
  const accounts = useQuery(accountsQuery(client));
  const trading = (accounts.data ?? []).filter(isOrderFlowAccount);
  const [accid, setAccid] = useState<number | 'ALL'>('ALL');
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const [status, setStatus] = useState<Status>('ALL');
  const chosen = trading.filter((a) => accid === 'ALL' || a.accid === accid);
  const lists = useQueries({ queries: chosen.map((a) => shareOrderHistoryQuery(client, a.accid, days)) });
  const orders = lists
    .flatMap((q) => q.data ?? [])
    .filter((o) => matches(o, status))
    .sort((a, b) => b.order_id - a.order_id);
  const pending = accounts.isPending || lists.some((q) => q.isPending);
  const failed = accounts.isError || lists.some((q) => q.isError);

  return (
    <div className="page share-orders-page" data-testid="share-orders-page">
      <h1>{t('shareOrder.page.title')}</h1>
      <div className="card share-orders-filters">
        <label className="share-order-field">
          <span>{t('shareOrder.account')}</span>
          <select
            id={`${id}-account`}
            value={accid}
            onChange={(e) => setAccid(e.target.value === 'ALL' ? 'ALL' : Number(e.target.value))}
          >
            <option value="ALL">{t('shareOrder.page.allAccounts')}</option>
            {trading.map((a) => (
              <option key={a.accid} value={a.accid}>
                {a.alias} ({a.accno})
              </option>
            ))}
          </select>
        </label>
        <label className="share-order-field">
          <span>{t('shareOrder.page.period')}</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}>
            {PERIODS.map((d) => (
              <option key={d} value={d}>
                {t(`shareOrder.page.period.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="share-order-field">
          <span>{t('shareOrder.page.status')}</span>
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
            data-testid="share-orders-status"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`shareOrder.page.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <section className="card share-orders-list" aria-label={t('shareOrder.page.title')} aria-busy={pending}>
        {failed ? (
          <ErrorState
            message={t('shareOrder.orders.error')}
            onRetry={() => {
              void accounts.refetch();
              lists.forEach((q) => void q.refetch());
            }}
          />
        ) : !pending && orders.length === 0 ? (
          <p className="muted" data-testid="share-orders-page-empty">
            {t('shareOrder.page.empty')}
          </p>
        ) : (
          <ul className="share-order-list">
            {orders.map((order) => (
              <OrderRow key={order.order_id} order={order} accid={order.accid} withName />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { useShareAccounts } from './use-share-accounts';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatPrice, formatVolume } from '../ui/format';
import { parseDecimal, parseVolume, priceText } from './order-form';
import { failureText } from './ShareOrderPanel';
import {
  cancelShareOrder,
  modifyShareOrder,
  shareOrdersKey,
  shareOrdersQuery,
  type ShareOrder,
} from './share-order-queries';

/** The customer's orders in one share today, on every account, with change and cancel while active. */
export function ShareOrders({ instrumentId, name }: { instrumentId: number; name: string }) {
  const t = useT();
  const client = useApiClient();
  const accounts = useShareAccounts();
  const lists = useQueries({
    queries: accounts.available.map((a) => shareOrdersQuery(client, a.accid)),
  });
  const mine = lists
    .flatMap((q) => q.data ?? [])
    .filter((o) => o.instrument_id === instrumentId)
    .sort((a, b) => b.order_id - a.order_id);
  const failed = lists.some((q) => q.isError);
  const title = t('shareOrder.orders.title', { name });

  return (
    <section className="share-orders" aria-label={title} data-testid="share-orders">
      <h3>{title}</h3>
      {failed ? (
        <ErrorState
          message={t('shareOrder.orders.error')}
          onRetry={() => lists.forEach((q) => void q.refetch())}
        />
      ) : mine.length === 0 ? (
        <p className="muted" data-testid="share-orders-empty">
          {t('shareOrder.orders.empty')}
        </p>
      ) : (
        <ul className="share-order-list">
          {mine.map((order) => (
            <OrderRow key={order.order_id} order={order} accid={order.accid} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One order with its state; change and cancel while it is active. `withName` names the share. */
export function OrderRow({
  order,
  accid,
  withName = false,
}: {
  order: ShareOrder;
  accid: number;
  withName?: boolean;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState(order.price ? priceText(order.price.value, meta.locale) : '');
  const [volume, setVolume] = useState(String(order.volume));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
      setEditing(false);
    } catch (error) {
      setProblem(failureText(t, error instanceof ApiError ? error.code : 'default'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: shareOrdersKey(accid) });
      void queryClient.invalidateQueries({ queryKey: ['accounts', accid] });
    }
  };

  const side = order.side === 'BUY' ? t('shareOrder.buy') : t('shareOrder.sell');
  const priceShown = order.price
    ? formatPrice(order.price.value, meta.locale, order.price.currency)
    : t('shareOrder.orders.market');
  return (
    <li
      className="share-order-item"
      data-testid={`share-order-${order.order_id}`}
      data-state={order.order_state}
    >
      <div className="share-order-item-main">
        {withName && (
          <Link className="share-order-item-name" to={`/instrument/${order.instrument_id}`}>
            {order.name}
          </Link>
        )}
        <span className={`share-order-item-side side-${order.side.toLowerCase()}`}>{side}</span>
        <span>
          {formatVolume(order.volume, meta.locale)} × {priceShown}
        </span>
        <span className="muted">
          {t('shareOrder.orders.traded')} {formatVolume(order.traded_volume, meta.locale)}
        </span>
        {order.open_volume !== null && (
          <span className="muted" data-testid="share-order-shown">
            {t('shareOrder.orders.shown', { volume: formatVolume(order.open_volume, meta.locale) })}
          </span>
        )}
        <span className="share-order-state" data-testid="share-order-state">
          {t(`shareOrder.state.${order.order_state}` as MessageKey)}
        </span>
      </div>
      {order.modifiable && !editing && (
        <div className="share-order-item-actions">
          {order.price && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEditing(true)}
              aria-label={t('shareOrder.orders.change', { id: order.order_id })}
            >
              {t('shareOrder.orders.changeShort')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void act(() => cancelShareOrder(client, accid, order.order_id))}
            aria-label={t('shareOrder.orders.cancel', { id: order.order_id })}
            data-testid="share-order-cancel"
          >
            {t('shareOrder.orders.cancelShort')}
          </button>
        </div>
      )}
      {editing && (
        <form
          className="share-order-edit"
          onSubmit={(event) => {
            event.preventDefault();
            const newPrice = parseDecimal(price);
            const newVolume = parseVolume(volume);
            void act(() =>
              modifyShareOrder(client, accid, order.order_id, {
                ...(newPrice !== undefined && newPrice !== order.price?.value ? { price: newPrice } : {}),
                ...(newVolume !== undefined && newVolume !== order.volume ? { volume: newVolume } : {}),
              }),
            );
          }}
        >
          <label>
            <span>{t('shareOrder.orders.price')}</span>
            <input
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              data-testid="share-order-edit-price"
            />
          </label>
          <label>
            <span>{t('shareOrder.orders.volume')}</span>
            <input
              inputMode="numeric"
              value={volume}
              onChange={(e) => setVolume(e.target.value)}
              data-testid="share-order-edit-volume"
            />
          </label>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
            data-testid="share-order-save"
          >
            {t('shareOrder.orders.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
            {t('shareOrder.confirm.back')}
          </button>
        </form>
      )}
      {problem && (
        <p className="share-order-rejection" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

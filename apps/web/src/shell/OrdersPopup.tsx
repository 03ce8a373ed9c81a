import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getFundOrders } from '@broker/contract';
import { isOrderFlowAccount } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { accountsQuery } from '../session/accounts-query';
import { shareOrdersQuery } from '../share-order/share-order-queries';
import { formatMoney, formatPrice, formatVolume } from '../ui/format';

/** How many of the newest orders the popup lists; the lists behind its links have the rest. */
const RECENT_ORDERS = 5;

interface OrdersPopupProps {
  id: string;
  /** The popup's own page; '/' is the list of orders. */
  path: string;
  onClose(): void;
}

/**
 * The orders popup of the main menu: the newest fund orders with their state, and links to the
 * fund orders and requests lists. Its query key sits under the fund order flow's ['fundOrders'], so
 * placing or cancelling an order (which invalidates that key) refreshes it too.
 */
export function OrdersPopup({ id, path, onClose }: OrdersPopupProps) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const ref = useRef<HTMLDivElement>(null);
  const recent = useQuery({
    queryKey: ['fundOrders', 'recent'],
    queryFn: () => client.call(getFundOrders, { query: { limit: RECENT_ORDERS } }),
  });
  // Today's share orders of every account that trades, newest first; the private feed keeps them current.
  const accounts = useQuery(accountsQuery(client));
  const shareLists = useQueries({
    queries: (accounts.data ?? []).filter(isOrderFlowAccount).map((a) => shareOrdersQuery(client, a.accid)),
  });
  const shareOrders = shareLists
    .flatMap((q) => q.data ?? [])
    .sort((a, b) => b.order_id - a.order_id)
    .slice(0, RECENT_ORDERS);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      // The toggle button handles its own clicks; closing here too would reopen the popup.
      if (
        target &&
        !ref.current?.contains(target) &&
        !(target as Element).closest?.('[data-orders-toggle]')
      ) {
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <div
      ref={ref}
      id={id}
      className="orders-popup"
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="orders-popup"
      data-path={path}
    >
      <div className="orders-popup-head">
        <h2 id={`${id}-title`}>{t('header.ordersTitle')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.ordersClose')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {recent.isError ? (
        <p className="field-error" data-testid="orders-popup-error">
          {t('header.ordersError')}
        </p>
      ) : recent.data?.length === 0 ? (
        // Fund orders and share orders are both listed here: "no orders" only when there are neither.
        shareOrders.length === 0 && <p className="orders-popup-empty muted">{t('header.ordersEmpty')}</p>
      ) : (
        <ul className="orders-popup-list" aria-busy={recent.isPending} data-testid="orders-popup-list">
          {recent.data?.map((order) => (
            <li key={order.order_id} data-testid={`orders-popup-order-${order.order_id}`}>
              <Link to={`/instrument/${order.instrument_id}`} onClick={onClose}>
                {order.name}
              </Link>
              <span className="muted">
                {t(order.order_side === 'BUY' ? 'fundOrder.buy' : 'fundOrder.sell')}
                {order.amount ? ` · ${formatMoney(order.amount, meta.locale)}` : ''}
                {` · ${t(`fundOrder.state.${order.state}`)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {shareOrders.length > 0 && (
        <>
          <h3 className="orders-popup-subtitle">{t('header.shareOrdersToday')}</h3>
          <ul className="orders-popup-list" data-testid="orders-popup-share-orders">
            {shareOrders.map((order) => (
              <li key={order.order_id} data-testid={`orders-popup-share-order-${order.order_id}`}>
                <Link to={`/instrument/${order.instrument_id}`} onClick={onClose}>
                  {order.name}
                </Link>
                <span className="muted">
                  {t(order.side === 'BUY' ? 'shareOrder.buy' : 'shareOrder.sell')}
                  {` · ${formatVolume(order.volume, meta.locale)}`}
                  {order.price
                    ? ` × ${formatPrice(order.price.value, meta.locale, order.price.currency)}`
                    : ''}
                  {` · ${t(`shareOrder.state.${order.order_state}`)}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav className="orders-popup-links" aria-label={t('header.ordersTitle')}>
        <Link to="/orders/funds" onClick={onClose} data-testid="orders-popup-funds">
          {t('fundOrder.orders.title')}
        </Link>
        <Link to="/orders/shares" onClick={onClose} data-testid="orders-popup-shares">
          {t('shareOrder.page.title')}
        </Link>
        <Link to="/orders/requests" onClick={onClose} data-testid="orders-popup-requests">
          {t('fundOrder.requests.title')}
        </Link>
      </nav>
    </div>
  );
}

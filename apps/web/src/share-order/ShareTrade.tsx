import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/use-t';
import { LoginLink } from '../session/LoginLink';
import { useSession } from '../session/session-context';
import { useMediaQuery } from '../ui/use-media-query';
import type { Side } from './order-form';
import { ShareOrderPanel, type PickedPrice, type Quote, type ShareBook } from './ShareOrderPanel';
import { ShareOrders } from './ShareOrders';
import './share-order.css';

/** Below this width the order form is a bottom sheet opened from Buy and Sell buttons. */
export const PHONE_QUERY = '(max-width: 760px)';

/**
 * Trading on a share's page: on a desktop the order form beside the quote, on a phone Buy and Sell
 * buttons that open it as a bottom sheet; the customer's orders in the share under it. A visitor
 * is offered the login.
 */
export function ShareTrade({
  book,
  quote,
  picked,
}: {
  book: ShareBook;
  quote: Quote;
  picked?: PickedPrice | undefined;
}) {
  const t = useT();
  const { customer } = useSession();
  const phone = useMediaQuery(PHONE_QUERY);
  const [sheet, setSheet] = useState<Side | undefined>();
  // A price picked in the depth on a phone opens the sheet to use it.
  useEffect(() => {
    if (picked && phone) setSheet((s) => s ?? 'BUY');
  }, [picked, phone]);

  if (!customer) {
    return (
      <section className="card share-trade" aria-labelledby="share-trade-title" data-testid="share-trade">
        <h2 id="share-trade-title" className="section-title">
          {t('shareOrder.title')}
        </h2>
        <LoginLink testId="share-trade-login">{t('shareOrder.loginToTrade')}</LoginLink>
      </section>
    );
  }
  if (!phone) {
    return (
      <section className="card share-trade" aria-labelledby="share-trade-title" data-testid="share-trade">
        <h2 id="share-trade-title" className="section-title">
          {t('shareOrder.title')}
        </h2>
        <ShareOrderPanel book={book} quote={quote} picked={picked} />
        <ShareOrders instrumentId={book.instrumentId} name={book.name} />
      </section>
    );
  }
  return (
    <section className="card share-trade" aria-labelledby="share-trade-title" data-testid="share-trade">
      <h2 id="share-trade-title" className="section-title">
        {t('shareOrder.title')}
      </h2>
      <div className="share-trade-launch">
        <button type="button" className="button button-primary side-buy" onClick={() => setSheet('BUY')}>
          {t('shareOrder.buy')}
        </button>
        <button type="button" className="button button-primary side-sell" onClick={() => setSheet('SELL')}>
          {t('shareOrder.sell')}
        </button>
      </div>
      <ShareOrders instrumentId={book.instrumentId} name={book.name} />
      {sheet && (
        <BottomSheet title={t('shareOrder.open', { name: book.name })} onClose={() => setSheet(undefined)}>
          <ShareOrderPanel book={book} quote={quote} picked={picked} initialSide={sheet} />
        </BottomSheet>
      )}
    </section>
  );
}

function BottomSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    // Tab stays inside the sheet while it is open.
    if (event.key === 'Tab' && sheet.current) {
      const focusable = [
        ...sheet.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select'),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };
  return (
    <div className="bottom-sheet-backdrop" onClick={onClose}>
      <div
        ref={sheet}
        className="bottom-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        data-testid="share-order-sheet"
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="bottom-sheet-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClose}
            aria-label={t('shareOrder.close')}
          >
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}

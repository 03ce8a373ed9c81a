import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';

interface OrdersPopupProps {
  id: string;
  /** The popup's own page; '/' is the list of orders. */
  path: string;
  onClose(): void;
}

/**
 * The orders popup of the main menu. Orders do not exist in the app yet, so its start page is the
 * empty list.
 */
export function OrdersPopup({ id, path, onClose }: OrdersPopupProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

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
      <p className="orders-popup-empty muted">{t('header.ordersEmpty')}</p>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/use-t';

const SECTIONS = [
  { key: 'stopTime', title: 'fundOrder.tradingInfo.stopTime', text: 'fundOrder.tradingInfo.stopTimeText' },
  { key: 'frequency', title: 'fundOrder.tradingInfo.frequency', text: 'fundOrder.tradingInfo.frequencyText' },
  {
    key: 'estimatedTotal',
    title: 'fundOrder.tradingInfo.estimatedTotal',
    text: 'fundOrder.tradingInfo.estimatedTotalText',
  },
] as const;

/**
 * The 'Trading information' drawer (spec 000 §2) with expandable sections: stop time, trading
 * frequency, estimated total amount. Escape and an outside click close it; focus moves into it on
 * opening and back to the opener on closing.
 */
export function TradingInfoDrawer({ onClose }: { onClose(): void }) {
  const t = useT();
  const id = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || drawer.current?.contains(target)) return;
      if (target instanceof Element && target.closest('[data-trading-info-toggle]')) return;
      onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div
      ref={drawer}
      className="fund-order-drawer"
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="trading-info-drawer"
      onKeyDown={onKeyDown}
    >
      <div className="fund-order-drawer-head">
        <h2 id={`${id}-title`}>{t('fundOrder.tradingInfo')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          aria-label={t('fundOrder.tradingInfo.close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {SECTIONS.map((section) => {
        const expanded = open.has(section.key);
        return (
          <section key={section.key} className="fund-order-drawer-section">
            <h3>
              <button
                type="button"
                className="fund-order-drawer-toggle"
                aria-expanded={expanded}
                aria-controls={`${id}-${section.key}`}
                onClick={() => toggle(section.key)}
              >
                {t(section.title)}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <p id={`${id}-${section.key}`} hidden={!expanded}>
              {t(section.text)}
            </p>
          </section>
        );
      })}
    </div>
  );
}

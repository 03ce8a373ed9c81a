import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../i18n/use-t';

/** Spec 000 §2 "Confirm dialog": the order in words, a "don't show again" checkbox, confirm or cancel. */
export function ConfirmDialog({
  text,
  dismissChecked,
  onDismissChange,
  onConfirm,
  onCancel,
  busy,
}: {
  text: string;
  dismissChecked: boolean;
  onDismissChange(checked: boolean): void;
  onConfirm(): void;
  onCancel(): void;
  busy: boolean;
}) {
  const t = useT();
  const id = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmButton.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="fund-order-backdrop">
      <div
        className="fund-order-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-testid="fund-order-confirm"
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{t('fundOrder.confirm.title')}</h2>
        <p id={`${id}-text`}>{text}</p>
        <label className="fund-order-checkbox">
          <input
            type="checkbox"
            checked={dismissChecked}
            onChange={(event) => onDismissChange(event.target.checked)}
          />
          {t('fundOrder.confirm.dontShowAgain')}
        </label>
        <div className="fund-order-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            {t('fundOrder.cancel')}
          </button>
          <button
            ref={confirmButton}
            type="button"
            className="button button-primary"
            onClick={onConfirm}
            disabled={busy}
          >
            {t('fundOrder.confirm.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

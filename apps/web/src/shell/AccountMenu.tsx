import { useEffect, useRef, type FocusEvent } from 'react';
import { useT } from '../i18n/use-t';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitcher } from './LanguageSwitcher';

export const ACCOUNT_MENU_ID = 'account-menu';

interface AccountMenuProps {
  /** The customer's name; the menu is called "Account" when the session names nobody. */
  name: string | undefined;
  open: boolean;
  onToggle(): void;
  onClose(): void;
  onLogout(): void;
}

/**
 * The desktop menu of the main-menu state (spec 001 §4): the customer's name in the header opens
 * a panel with the name, the language switcher, the approved-instruments and fee-conditions settings and Log out. A disclosure: the button says whether
 * the panel is open and which element it is, and the panel follows the button, so Tab goes from
 * the button into it. It closes on Escape (focus back on the button), on a click outside, when
 * focus leaves it and, through the header, on a route change.
 */
export function AccountMenu({ name, open, onToggle, onClose, onLogout }: AccountMenuProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = containerRef.current?.contains(document.activeElement) ?? false;
      onClose();
      if (hadFocus) buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      // The button is inside the container: its own click toggles, which must not be undone here.
      if (target instanceof Node && !containerRef.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);

  // Tabbing past the last control (or Shift+Tab before the button) leaves the menu: close it. A
  // blur to nowhere (a click on plain text, the window losing focus) is not leaving.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !containerRef.current?.contains(next)) onClose();
  };

  return (
    <div className="account-anchor" ref={containerRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        aria-label={name === undefined ? t('header.account') : t('header.accountMenuFor', { name })}
        data-testid="account-menu-button"
        onClick={onToggle}
      >
        <svg className="account-icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        <span className="account-button-name" data-testid="customer-name">
          {name ?? t('header.account')}
        </span>
        <svg className="account-chevron" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <div
          id={ACCOUNT_MENU_ID}
          className="account-menu"
          role="group"
          aria-label={t('header.account')}
          data-testid="account-menu"
        >
          {name !== undefined && (
            <p className="account-menu-who">
              <span className="muted">{t('header.loggedInAs')}</span>
              <strong>{name}</strong>
            </p>
          )}
          <LanguageSwitcher showLabel />
          <AccountLinks className="account-menu-link" />
          <button
            type="button"
            className="button button-secondary account-logout"
            data-testid="logout-button"
            onClick={onLogout}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M16 17l5-5-5-5M21 12H9" />
            </svg>
            {t('header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

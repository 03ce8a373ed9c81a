import { useCallback, useEffect, useReducer } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { INITIAL_MENU_STATE, menuReducer } from './menu-state';
import { OrdersPopup } from './OrdersPopup';

const MENU_ID = 'main-menu';
const ORDERS_POPUP_ID = 'orders-popup';

export function Header() {
  const t = useT();
  const navigate = useNavigate();
  const { status, customer, logout } = useSession();
  const [menu, dispatch] = useReducer(menuReducer, INITIAL_MENU_STATE);
  const loggedIn = status === 'loggedIn';

  const closeOrders = useCallback(() => dispatch({ type: 'close', target: 'ordersPopup' }), []);
  const closeMobileMenu = () => dispatch({ type: 'close', target: 'mobileMenu' });

  // The open mobile menu covers the page; Escape is the expected way out for keyboard users.
  useEffect(() => {
    if (!menu.mobileMenuVisible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close', target: 'mobileMenu' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu.mobileMenuVisible]);

  const onLogout = async () => {
    closeMobileMenu();
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <header className="site-header">
      <div className="header-bar">
        {loggedIn && (
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menu.mobileMenuVisible}
            aria-controls={MENU_ID}
            aria-label={t(menu.mobileMenuVisible ? 'header.menuClose' : 'header.menuOpen')}
            data-testid="mobile-menu-button"
            onClick={() => dispatch({ type: 'toggle', target: 'mobileMenu' })}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {menu.mobileMenuVisible ? (
                <path d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        )}

        <Link to="/" className="brand">
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" />
            <path d="M8 22 L14 14 L18 18 L24 9" />
          </svg>
          <span>{t('app.brand')}</span>
        </Link>

        <div
          id={MENU_ID}
          className={`header-menu${loggedIn ? ' collapsible' : ''}${menu.mobileMenuVisible ? ' open' : ''}`}
        >
          {loggedIn && (
            <nav className="main-nav" aria-label={t('nav.main')}>
              <NavLink
                to="/overview"
                className="nav-link"
                onClick={closeMobileMenu}
                data-testid="nav-overview"
              >
                {t('nav.overview')}
              </NavLink>
            </nav>
          )}
          <div className="header-tools">
            <LanguageSwitcher />
            {loggedIn && customer && (
              <span className="customer-name" data-testid="customer-name">
                <span className="visually-hidden">{t('header.customer', { name: customer.name })}</span>
                <span aria-hidden="true">{customer.name}</span>
              </span>
            )}
            {loggedIn && (
              <button
                type="button"
                className="button button-quiet"
                data-testid="logout-button"
                onClick={onLogout}
              >
                {t('header.logout')}
              </button>
            )}
          </div>
        </div>

        {loggedIn && (
          <div className="orders-anchor">
            <button
              type="button"
              className="button button-quiet orders-toggle"
              aria-expanded={menu.ordersPopup.visible}
              aria-controls={ORDERS_POPUP_ID}
              data-orders-toggle=""
              data-testid="orders-button"
              onClick={() => dispatch({ type: 'toggle', target: 'ordersPopup' })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1zM9 9h6M9 13h6" />
              </svg>
              <span className="orders-label">{t('header.orders')}</span>
            </button>
            {menu.ordersPopup.visible && (
              <OrdersPopup id={ORDERS_POPUP_ID} path={menu.ordersPopup.path} onClose={closeOrders} />
            )}
          </div>
        )}
      </div>
    </header>
  );
}

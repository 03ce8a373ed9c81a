import { useCallback, useEffect, useReducer } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { useMediaQuery } from '../ui/use-media-query';
import { LoginLink } from '../session/LoginLink';
import { AccountMenu } from './AccountMenu';
import { AccountLinks } from './AccountLinks';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitcher } from './LanguageSwitcher';
import { INITIAL_MENU_STATE, menuReducer } from './menu-state';
import { OrdersPopup } from './OrdersPopup';
import { NotificationBell } from '../notifications/NotificationBell';

const MENU_ID = 'main-menu';
const ORDERS_POPUP_ID = 'orders-popup';

/** The small-screen layout; the same breakpoint as the `@media (max-width: 760px)` rules in styles.css. */
export const MOBILE_MEDIA_QUERY = '(max-width: 760px)';

/**
 * The header and the main-menu state of spec 001 §4. Logged in, small screens fold the navigation,
 * the language switcher and Log out into the mobile menu under a menu button; wide screens show
 * the navigation in the bar and put the language switcher and Log out in the account menu (the
 * desktop menu) behind the customer's name. Logged out, the language switcher sits in the bar.
 */
export function Header() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, customer, logout } = useSession();
  const [menu, dispatch] = useReducer(menuReducer, INITIAL_MENU_STATE);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const loggedIn = status === 'loggedIn';
  // A visitor reads the public pages; the header offers the way in (not on the login page itself).
  const visitor = status === 'loggedOut' && location.pathname !== '/login';

  const closeOrders = useCallback(() => dispatch({ type: 'close', target: 'ordersPopup' }), []);
  const closeMobileMenu = () => dispatch({ type: 'close', target: 'mobileMenu' });
  const closeDesktopMenu = useCallback(() => dispatch({ type: 'close', target: 'desktopMenu' }), []);
  const toggleDesktopMenu = useCallback(() => dispatch({ type: 'toggle', target: 'desktopMenu' }), []);

  // A new page closes the menus that led there (links, back and forward alike).
  useEffect(() => {
    dispatch({ type: 'close', target: 'mobileMenu' });
    dispatch({ type: 'close', target: 'desktopMenu' });
  }, [location.key]);

  // Only one of the two menus exists at a time; the one whose layout went away is closed, so it
  // does not reappear open when the window is resized back.
  useEffect(() => {
    dispatch({ type: 'close', target: isMobile ? 'desktopMenu' : 'mobileMenu' });
  }, [isMobile]);

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
    closeDesktopMenu();
    await logout();
    navigate('/login', { replace: true });
  };

  // Logged in on a wide screen, the tools live in the account menu instead of the bar.
  const toolsInBar = !loggedIn || isMobile;

  return (
    <header className="site-header">
      <div className={`header-bar${loggedIn ? ' with-nav-row' : ''}`}>
        {loggedIn && isMobile && (
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

        {status !== 'checking' && <HeaderSearch />}

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
              <NavLink
                to="/discover"
                className="nav-link"
                onClick={closeMobileMenu}
                data-testid="nav-discover"
              >
                {t('discover.nav')}
              </NavLink>
              <NavLink
                to="/screener"
                className="nav-link"
                onClick={closeMobileMenu}
                data-testid="nav-screener"
              >
                {t('screener.nav')}
              </NavLink>
              <NavLink
                to="/watchlists"
                end
                className="nav-link"
                onClick={closeMobileMenu}
                data-testid="nav-watchlists"
              >
                {t('watchlists.nav')}
              </NavLink>
              <NavLink
                to="/community"
                className="nav-link"
                onClick={closeMobileMenu}
                data-testid="nav-community"
              >
                {t('community.nav')}
              </NavLink>
              <NavLink to="/news" end className="nav-link" onClick={closeMobileMenu} data-testid="nav-news">
                {t('newsPage.nav')}
              </NavLink>
            </nav>
          )}
          {loggedIn && isMobile && (
            // The account menu's pages, which a phone has no account menu for.
            <nav className="main-nav account-nav" aria-label={t('header.account')}>
              <AccountLinks className="nav-link" />
            </nav>
          )}
          {visitor && (
            <nav className="main-nav" aria-label={t('nav.main')}>
              <NavLink to="/discover" className="nav-link" data-testid="nav-discover">
                {t('discover.nav')}
              </NavLink>
              <NavLink to="/screener" className="nav-link" data-testid="nav-screener">
                {t('screener.nav')}
              </NavLink>
              <NavLink to="/news" end className="nav-link" data-testid="nav-news">
                {t('newsPage.nav')}
              </NavLink>
            </nav>
          )}
          {toolsInBar && (
            <div className="header-tools">
              <LanguageSwitcher />
              {visitor && (
                <LoginLink className="button button-primary" testId="header-login">
                  {t('header.login')}
                </LoginLink>
              )}
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
          )}
        </div>

        {loggedIn && <NotificationBell />}

        {loggedIn && (
          <div className="orders-anchor">
            <button
              type="button"
              className="button button-quiet orders-toggle"
              aria-expanded={menu.ordersPopup.visible}
              aria-controls={ORDERS_POPUP_ID}
              data-orders-toggle=""
              // The text label is hidden on a phone; the button keeps its name there.
              aria-label={t('header.orders')}
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

        {loggedIn && !isMobile && (
          <AccountMenu
            name={customer?.name}
            open={menu.desktopMenuVisible}
            onToggle={toggleDesktopMenu}
            onClose={closeDesktopMenu}
            onLogout={onLogout}
          />
        )}
      </div>
    </header>
  );
}

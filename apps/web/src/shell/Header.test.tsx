import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const LOGOUT = 'DELETE /nnxapi/authentication/v2/sessions';

const routes: FakeRoutes = {
  'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
  'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
  'GET /api/2/accounts': { status: 200, body: [] },
  'GET /api/2/fund_orders/v2': { status: 200, body: [] },
  [LOGOUT]: { status: 200, body: { loggedIn: false } },
};

/** happy-dom's viewport; its media queries follow it. */
function setViewportWidth(width: number) {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height: 800 });
}

async function renderLoggedIn(path = '/overview') {
  const fetchFn = fakeFetch(routes);
  renderApp(fetchFn, path);
  await screen.findByTestId('page-title');
  return fetchFn;
}

const accountButton = () => screen.getByTestId('account-menu-button');
const accountMenu = () => screen.queryByTestId('account-menu');

describe('header on a wide screen', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(1280);
  });
  afterEach(cleanup);

  it('shows the navigation, the orders button and the customer name as a button, nothing else', async () => {
    await renderLoggedIn();
    expect(screen.getByTestId('nav-overview')).toBeTruthy();
    expect(screen.getByTestId('orders-button')).toBeTruthy();
    expect(accountButton().textContent).toBe('Test Customer');
    expect(accountButton().getAttribute('aria-label')).toBe('Account menu for Test Customer');
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('language-switcher')).toBeNull();
    expect(screen.queryByTestId('logout-button')).toBeNull();
    expect(screen.queryByTestId('mobile-menu-button')).toBeNull();
  });

  it('opens the account menu with the name, the language switcher, approved instruments and Log out; the button closes it again', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());

    const menu = accountMenu();
    expect(menu).not.toBeNull();
    expect(accountButton().getAttribute('aria-expanded')).toBe('true');
    expect(accountButton().getAttribute('aria-controls')).toBe(menu?.id);
    expect(within(menu as HTMLElement).getByText('Test Customer')).toBeTruthy();
    expect(within(menu as HTMLElement).getByText('Logged in as')).toBeTruthy();
    expect(within(menu as HTMLElement).getByLabelText('Language')).toBe(
      screen.getByTestId('language-switcher'),
    );
    expect(
      within(menu as HTMLElement)
        .getByRole('link', { name: 'Approved instruments' })
        .getAttribute('href'),
    ).toBe('/settings/approved-instruments');
    expect(within(menu as HTMLElement).getByTestId('logout-button').textContent).toBe('Log out');

    fireEvent.click(accountButton());
    expect(accountMenu()).toBeNull();
    expect(accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    const logout = screen.getByTestId('logout-button');
    logout.focus();
    expect(document.activeElement).toBe(logout);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(accountMenu()).toBeNull();
    expect(document.activeElement).toBe(accountButton());
  });

  it('closes on a click outside it, not on a click inside it', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    fireEvent.pointerDown(screen.getByText('Logged in as'));
    expect(accountMenu()).not.toBeNull();

    fireEvent.pointerDown(screen.getByTestId('page-title'));
    expect(accountMenu()).toBeNull();
  });

  it('closes when the focus moves out of it', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    fireEvent.blur(screen.getByTestId('logout-button'), {
      relatedTarget: screen.getByTestId('orders-button'),
    });
    expect(accountMenu()).toBeNull();
  });

  it('closes when the route changes', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    expect(accountMenu()).not.toBeNull();
    // A click (no pointerdown) on the brand link: only the navigation can close the menu.
    fireEvent.click(screen.getByRole('link', { name: 'Nordbroker' }));
    await waitFor(() => expect(accountMenu()).toBeNull());
  });

  it('switches the language from the account menu', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'sv' } });
    expect(screen.getByTestId('page-title').textContent).toBe('Översikt');
    expect(within(accountMenu() as HTMLElement).getByTestId('logout-button').textContent).toBe('Logga ut');
  });

  it('logs out through the API and goes to the login page', async () => {
    const fetchFn = await renderLoggedIn();
    fireEvent.click(accountButton());
    fireEvent.click(screen.getByTestId('logout-button'));

    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(fetchFn.calls).toContain(LOGOUT);
    expect(screen.queryByTestId('account-menu-button')).toBeNull();
    expect(screen.queryByTestId('session-ended')).toBeNull();
    // Logged out, the language switcher is back in the bar.
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
  });

  it('toggles the orders popup, which opens at its start page /', async () => {
    await renderLoggedIn();
    const orders = screen.getByTestId('orders-button');
    expect(orders.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(orders);
    const popup = screen.getByTestId('orders-popup');
    expect(popup.getAttribute('data-path')).toBe('/');
    expect(orders.getAttribute('aria-expanded')).toBe('true');
    expect(orders.getAttribute('aria-controls')).toBe(popup.id);
    expect(await within(popup).findByText('No orders yet')).toBeTruthy();
    expect(within(popup).getByTestId('orders-popup-funds').getAttribute('href')).toBe('/orders/funds');
    expect(within(popup).getByTestId('orders-popup-requests').getAttribute('href')).toBe('/orders/requests');

    fireEvent.click(orders);
    expect(screen.queryByTestId('orders-popup')).toBeNull();
    expect(orders.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(orders);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('orders-popup')).toBeNull();
  });

  it('lists the newest orders in the popup, each linking its instrument', async () => {
    const recent = [
      {
        order_id: 72,
        order_side: 'BUY',
        instrument_id: 501,
        name: 'Nordic Index Fund',
        state: 'PLACED',
        amount: { value: 1000, currency: 'SEK' },
      },
      {
        order_id: 71,
        order_side: 'SELL',
        instrument_id: 502,
        name: 'Global Fund',
        state: 'SETTLED',
        amount: { value: 250.5, currency: 'SEK' },
      },
    ];
    const fetchFn = fakeFetch({ ...routes, 'GET /api/2/fund_orders/v2': { status: 200, body: recent } });
    renderApp(fetchFn, '/overview');
    await screen.findByTestId('page-title');
    fireEvent.click(screen.getByTestId('orders-button'));
    const first = await screen.findByTestId('orders-popup-order-72');
    expect(first.textContent).toContain('Nordic Index Fund');
    expect(first.textContent).toContain('Buy');
    expect(first.textContent).toContain('Waiting');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/instrument/501');
    expect(screen.getByTestId('orders-popup-order-71').textContent).toContain('Sell');
    expect(screen.queryByText('No orders yet')).toBeNull();
  });

  it('keeps the orders popup and the account menu from staying open together', async () => {
    await renderLoggedIn();
    fireEvent.click(accountButton());
    const orders = screen.getByTestId('orders-button');
    fireEvent.pointerDown(orders);
    fireEvent.click(orders);
    expect(accountMenu()).toBeNull();
    expect(screen.getByTestId('orders-popup')).toBeTruthy();

    fireEvent.pointerDown(accountButton());
    fireEvent.click(accountButton());
    expect(screen.queryByTestId('orders-popup')).toBeNull();
    expect(accountMenu()).not.toBeNull();
  });
});

describe('header on a small screen', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(500);
  });
  afterEach(() => {
    cleanup();
    setViewportWidth(1024);
  });

  it('toggles the mobile menu, which holds the navigation, the language switcher and Log out', async () => {
    await renderLoggedIn();
    expect(screen.queryByTestId('account-menu-button')).toBeNull();
    const toggle = screen.getByTestId('mobile-menu-button');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(panel.classList.contains('open')).toBe(false);
    expect(within(panel).getByTestId('nav-overview')).toBeTruthy();
    expect(within(panel).getByTestId('language-switcher')).toBeTruthy();
    expect(within(panel).getByTestId('logout-button')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(panel.classList.contains('open')).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('open')).toBe(false);

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.classList.contains('open')).toBe(false);
  });

  it('changes layout with the window size, closing the menu of the layout that went away', async () => {
    setViewportWidth(1280);
    await renderLoggedIn();
    fireEvent.click(accountButton());
    expect(accountMenu()).not.toBeNull();

    act(() => setViewportWidth(500));
    const toggle = await screen.findByTestId('mobile-menu-button');
    expect(screen.queryByTestId('account-menu-button')).toBeNull();
    fireEvent.click(toggle);
    expect(document.getElementById('main-menu')?.classList.contains('open')).toBe(true);

    act(() => setViewportWidth(1280));
    expect((await screen.findByTestId('account-menu-button')).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('mobile-menu-button')).toBeNull();
    expect(accountMenu()).toBeNull();
    expect(document.getElementById('main-menu')?.classList.contains('open')).toBe(false);
  });
});

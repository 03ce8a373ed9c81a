import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { DISMISS_CONFIRMATION_KEY, LAST_ACCID_KEY, SELL_TOGGLE_KEY } from './preferences';

const sek = (value: number) => ({ value, currency: 'SEK' });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const account = (accid: number, alias: string, over: Record<string, unknown> = {}) => ({
  accid,
  accno: `1234-${accid}`,
  alias,
  type: 'ISK',
  symbol: 'SEK',
  is_blocked: false,
  account_code: 'ISK',
  atyid: 1,
  default: accid === 1,
  ...over,
});

const info = (accid: number, tradingPower: number) => ({
  accid,
  account_currency: 'SEK',
  account_sum: sek(tradingPower + 100),
  trading_power: sek(tradingPower),
  own_capital: sek(5000),
  full_marketvalue: sek(2000),
  reserved: { fund_orders: sek(0) },
});

const FUND_ID = 501;
const fund = {
  instrument_id: FUND_ID,
  isin: 'SE0000000001',
  name: 'Nordic Index Fund',
  symbol: 'NIF',
  instrument_group_type: 'FND',
  instrument_type: 'FUND',
  currency: 'SEK',
  market: { market_id: 1, name: 'Funds', country: 'SE' },
  sector: null,
  mifid2_category: 1,
  risk: 'MEDIUM',
  sfdr_article: 8,
  tradables: [],
  last_price: 150,
  fund_type: 'INDEX',
  buy_fee: 0.5,
  sell_fee: 0.2,
  prospectus_url: 'https://example.com/nif.pdf',
  last_nav: 150,
};

const fundPosition = (accid: number, qty: number) => ({
  accid,
  accno: `1234-${accid}`,
  instrument: {
    instrument_id: FUND_ID,
    name: fund.name,
    symbol: 'NIF',
    currency: 'SEK',
    instrument_group_type: 'FND',
    last_nav: 150,
  },
  qty,
  acq_price: sek(100),
  acq_value_acc: sek(qty * 100),
  last_price: sek(150),
  morning_price: sek(150),
  market_value: sek(qty * 150),
  market_value_acc: sek(qty * 150),
});

// Mon 2 June 2025 13:00 in Stockholm.
const STOP = Date.UTC(2025, 5, 2, 11, 0);

const placedReply = (side: 'BUY' | 'SELL'): FakeReply => ({
  status: 201,
  body: {
    fund_order: {
      order_id: 77,
      account_number: '1234-1',
      volume: side === 'BUY' ? 0 : 10,
      amount: { value: side === 'BUY' ? 500 : 1500 },
      percent: side === 'BUY' ? null : 50,
      name: fund.name,
    },
  },
});

const ALLOWED_BOTH = [
  { side: 'BUY', isAllowed: true, reason: null },
  { side: 'SELL', isAllowed: true, reason: null },
];

function routes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/accounts': {
      status: 200,
      body: [account(1, 'Savings'), account(2, 'Pension'), account(3, 'Blocked', { is_blocked: true })],
    },
    'GET /api/2/accounts/1/info': { status: 200, body: info(1, 1000) },
    'GET /api/2/accounts/2/info': { status: 200, body: info(2, 50_000) },
    'GET /api/2/accounts/1/positions': { status: 200, body: [] },
    'GET /api/2/accounts/2/positions': { status: 200, body: [fundPosition(2, 20)] },
    [`GET /api/2/instruments/${FUND_ID}`]: { status: 200, body: fund },
    [`GET /api/2/instruments/${FUND_ID}/trading-info`]: {
      status: 200,
      body: {
        buyFrequency: 'DAILY',
        sellFrequency: 'DAILY',
        nextBuyAt: STOP,
        nextSellAt: STOP,
        minInvestment: sek(100),
      },
    },
    [`GET /api/2/instruments/validation/suitability/${FUND_ID}`]: { status: 200, body: { eligible: true } },
    'GET /api/2/fund_orders/v2': { status: 200, body: [] },
    'POST /api/2/fund_orders': placedReply('BUY'),
    'GET /api/2/request-actions': { status: 200, body: ALLOWED_BOTH },
    ...over,
  };
}

/** The app over a fake API that records what it was sent. */
function start(path: string, over: FakeRoutes = {}) {
  const fake = fakeFetch(routes(over));
  const seen: { url: string; init: RequestInit }[] = [];
  const net = Object.assign(
    async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return fake(url, init);
    },
    { calls: fake.calls },
  );
  renderApp(net, path);
  const posts = () =>
    seen
      .filter(({ url, init }) => init.method === 'POST' && url.endsWith('/api/2/fund_orders'))
      .map(({ init }) => ({
        key: (init.headers as Record<string, string>)['idempotency-key'],
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      }));
  return {
    net,
    posts,
    orderListCalls: () => net.calls.filter((c) => c === 'GET /api/2/fund_orders/v2').length,
  };
}

const execute = () => screen.getByTestId('fund-order-execute') as HTMLButtonElement;

describe('fund order screen: buy', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('compares the amount with a foreign-currency minimum at the order book rate', async () => {
    start(`/fund-order/${FUND_ID}/buy?accid=2`, {
      [`GET /api/2/instruments/${FUND_ID}/trading-info`]: {
        status: 200,
        body: {
          buyFrequency: 'DAILY',
          sellFrequency: 'DAILY',
          nextBuyAt: STOP,
          nextSellAt: STOP,
          minInvestment: { value: 1000, currency: 'EUR' },
          minInvestmentByCurrency: [
            { value: 11460.5, currency: 'SEK' },
            { value: 1000, currency: 'EUR' },
          ],
        },
      },
    });
    const input = (await screen.findByTestId('fund-order-buy-amount')) as HTMLInputElement;
    await screen.findByTestId('fund-order-trading-power');
    // 1 000 SEK is not 1 000 EUR.
    fireEvent.change(input, { target: { value: '1000' } });
    expect(screen.getByTestId('fund-order-message').textContent).toBe('Minimum allowed amount is 1,000 EUR');
    fireEvent.change(input, { target: { value: '11461' } });
    expect(screen.queryByTestId('fund-order-message')).toBeNull();
  });

  it('preselects the query account, shows the summary, messages, fee and total, and places the order', async () => {
    const { posts, orderListCalls } = start(`/fund-order/${FUND_ID}/buy?accid=1`);
    const card = await screen.findByTestId('fund-order-card');
    expect(within(card).getByRole('heading', { name: 'Buy order' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // Blocked accounts are not offered.
    const select = screen.getByTestId('fund-order-account') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2']);
    expect(select.value).toBe('1');
    expect(plain((await screen.findByTestId('fund-order-trading-power')).textContent)).toBe('SEK 1,000.00');
    expect(plain(screen.getByTestId('fund-order-cash').textContent)).toBe('SEK 1,100.00');
    expect(plain(screen.getByTestId('fund-order-holdings').textContent)).toBe('SEK 0.00');
    expect(screen.getByTestId('fund-order-help').textContent).toBe('Minimum investment 100 SEK');
    expect(screen.getByTestId('fund-order-stop-time').textContent).toBe('13:00');
    expect(screen.getByTestId('fund-order-frequency').textContent).toBe('Daily');
    expect(screen.getByRole('link', { name: 'Fact sheet' }).getAttribute('href')).toBe(
      `${fund.prospectus_url}?lang=en`,
    );
    expect(screen.queryByTestId('fund-order-quality-link')).toBeNull();

    const input = screen.getByTestId('fund-order-buy-amount') as HTMLInputElement;
    expect(execute().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '50' } });
    expect(screen.getByTestId('fund-order-message').textContent).toBe('Minimum allowed amount is 100 SEK');
    expect(execute().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '1001' } });
    expect(screen.getByTestId('fund-order-message').textContent).toBe('Not enough money');
    expect(execute().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '500' } });
    expect(screen.queryByTestId('fund-order-message')).toBeNull();
    expect(plain(screen.getByTestId('fund-order-fee').textContent)).toBe('SEK 2.50');
    expect(plain(screen.getByTestId('fund-order-total').textContent)).toBe('SEK 500.00');
    expect(screen.getByTestId('fund-order-cost-link').getAttribute('href')).toBe(
      `/cost-info/${FUND_ID}?total=500&accid=1&currency=SEK`,
    );

    const before = orderListCalls();
    fireEvent.click(execute());
    const dialog = screen.getByTestId('fund-order-confirm');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const success = await screen.findByTestId('fund-order-success');
    expect(within(success).getByRole('heading', { name: 'Your order is received' })).toBeTruthy();
    expect(screen.getByTestId('fund-order-process-time').textContent).toBe(
      'The order is processed within 1 to 5 workdays. You can cancel it before the stop time.',
    );
    expect(screen.getByTestId('detail-order-id').textContent).toBe('77');
    expect(within(success).getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe(
      '/orders/funds',
    );
    expect(screen.queryByTestId('fund-order-confirm')).toBeNull();
    expect(localStorage.getItem(DISMISS_CONFIRMATION_KEY)).toBe('true');
    expect(localStorage.getItem(LAST_ACCID_KEY)).toBe('1');

    const [post] = posts();
    expect(post?.body).toEqual({
      instrument_id: FUND_ID,
      accid: 1,
      orderside: 'BUY',
      amount: { value: 500, currency: 'SEK' },
    });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(orderListCalls()).toBeGreaterThan(before));

    // 'Another order' resets; with "don't show again" stored the next order executes directly,
    // with a fresh key.
    fireEvent.click(within(success).getByRole('button', { name: 'Another order' }));
    const again = screen.getByTestId('fund-order-buy-amount') as HTMLInputElement;
    expect(again.value).toBe('');
    fireEvent.change(again, { target: { value: '200' } });
    fireEvent.click(execute());
    expect(screen.queryByTestId('fund-order-confirm')).toBeNull();
    await screen.findByTestId('fund-order-success');
    const keys = posts().map((p) => p.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the failure screen with the catalogue message, logs the code, and retries back to the form', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      'POST /api/2/fund_orders': {
        status: 422,
        body: { code: 'BUSINESS_RULE', message: 'no', fields: [{ code: 'FUND_NOT_ACTIVE_FOR_BUY' }] },
      },
    });
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    await waitFor(() => expect(execute().disabled).toBe(false));
    fireEvent.click(execute());
    const failure = await screen.findByTestId('fund-order-failure');
    expect(
      within(failure).getByRole('heading', { name: 'Your order was rejected by the marketplace' }),
    ).toBeTruthy();
    expect(screen.getByTestId('fund-order-failure-message').textContent).toBe(
      'The fund is closed for purchase.',
    );
    expect(within(failure).getByRole('link', { name: 'View orders' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Fund order failed: FUND_NOT_ACTIVE_FOR_BUY');

    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect((screen.getByTestId('fund-order-buy-amount') as HTMLInputElement).value).toBe('500');
  });

  it('shows no message for an unknown code and logs UNKNOWN_REASON without one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      'POST /api/2/fund_orders': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    await waitFor(() => expect(execute().disabled).toBe(false));
    fireEvent.click(execute());
    await screen.findByTestId('fund-order-failure');
    expect(screen.queryByTestId('fund-order-failure-message')).toBeNull();
    expect(log).toHaveBeenCalledWith('Fund order failed: UNKNOWN_REASON');
  });

  it('retries a network failure with the same Idempotency-Key', async () => {
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
    let attempts = 0;
    const { posts } = start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      'POST /api/2/fund_orders': () => {
        if (++attempts === 1) throw new TypeError('Failed to fetch');
        return placedReply('BUY');
      },
    });
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    await waitFor(() => expect(execute().disabled).toBe(false));
    fireEvent.click(execute());
    await screen.findByTestId('fund-order-success');
    const keys = posts().map((p) => p.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('preselects the stored account without a query accid and writes it to the address', async () => {
    localStorage.setItem(LAST_ACCID_KEY, '2');
    start(`/fund-order/${FUND_ID}/buy`);
    const select = (await screen.findByTestId('fund-order-account')) as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(plain((await screen.findByTestId('fund-order-holdings')).textContent)).toBe('SEK 3,000.00');
  });

  it('preselects nothing with two accounts and no hint; the execute button stays disabled', async () => {
    start(`/fund-order/${FUND_ID}/buy`);
    const select = (await screen.findByTestId('fund-order-account')) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(screen.getByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    expect(execute().disabled).toBe(true);
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(execute().disabled).toBe(false));
    expect(localStorage.getItem(LAST_ACCID_KEY)).toBe('2');
  });

  it("replaces the form with 'Not qualified' and a 'Get qualified' link when not eligible", async () => {
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      [`GET /api/2/instruments/validation/suitability/${FUND_ID}`]: {
        status: 200,
        body: { eligible: false },
      },
    });
    const warning = await screen.findByTestId('fund-order-not-qualified');
    expect(within(warning).getByText('Not qualified')).toBeTruthy();
    expect(within(warning).getByRole('link', { name: 'Get qualified' }).getAttribute('href')).toBe(
      `/appropriateness/1?instrumentId=${FUND_ID}`,
    );
    expect(screen.queryByTestId('fund-order-buy-amount')).toBeNull();
  });

  it("no longer shows 'Not qualified' after the knowledge test is passed", async () => {
    let eligible = false;
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      [`GET /api/2/instruments/validation/suitability/${FUND_ID}`]: () => ({
        status: 200,
        body: { eligible },
      }),
      'GET /api/2/appropriateness/questionnaires': {
        status: 200,
        body: [{ mifid2Category: 1, title: 'Funds', questionCount: 1, requiredCorrect: 1, expiresAt: null }],
      },
      'POST /api/2/appropriateness/1/start': {
        status: 201,
        body: {
          attemptId: 'a1',
          mifid2Category: 1,
          title: 'Funds',
          lang: 'en',
          requiredCorrect: 1,
          validUntil: Date.now() + 3_600_000,
          questions: [{ id: 'q1', text: 'Risk?', options: [{ id: 'a', text: 'Yes' }] }],
        },
      },
      'POST /api/2/appropriateness/1/examine': () => {
        eligible = true;
        return {
          status: 200,
          body: {
            attemptId: 'a1',
            mifid2Category: 1,
            passed: true,
            correct: 1,
            total: 1,
            requiredCorrect: 1,
            wrongQuestionIds: [],
            expiresAt: Date.now() + 1e10,
          },
        };
      },
    });
    const warning = await screen.findByTestId('fund-order-not-qualified');
    fireEvent.click(within(warning).getByRole('link', { name: 'Get qualified' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const passed = await screen.findByTestId('appropriateness-passed');
    fireEvent.click(within(passed).getByRole('link', { name: 'Back to the fund' }));
    expect(await screen.findByTestId('fund-order-buy-amount')).toBeTruthy();
    expect(screen.queryByTestId('fund-order-not-qualified')).toBeNull();
  });

  it("shows 'Renew your knowledge test' when the approval expires within a month, and the support notice on 204", async () => {
    const alternative = { ...fund, mifid2_category: 2 };
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      [`GET /api/2/instruments/${FUND_ID}`]: { status: 200, body: alternative },
      'GET /api/2/customer/suitability': {
        status: 200,
        body: { expiration_timestamps: { '2': Date.now() + 10 * 86_400_000 } },
      },
    });
    expect(await screen.findByText('Renew your knowledge test')).toBeTruthy();
    cleanup();
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      [`GET /api/2/instruments/${FUND_ID}`]: { status: 200, body: alternative },
      'GET /api/2/customer/suitability': { status: 204 },
    });
    expect(await screen.findByTestId('fund-order-suitability-error')).toBeTruthy();
  });

  it('opens the trading information drawer with its sections and closes it with Escape', async () => {
    start(`/fund-order/${FUND_ID}/buy?accid=1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Trading information' }));
    const drawer = screen.getByTestId('trading-info-drawer');
    const section = within(drawer).getByRole('button', { name: /Stop time/ });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('button', { name: /Trading frequency/ })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Estimated total amount/ })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByTestId('trading-info-drawer')).toBeNull();
  });
});

describe('fund order screen: request actions', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the chosen account and fund, keeps the button disabled while loading, then enables it', async () => {
    let release: (() => void) | undefined;
    const seenUrls: string[] = [];
    const fake = fakeFetch(
      routes({
        'GET /api/2/request-actions': () =>
          new Promise<FakeReply>((resolve) => {
            release = () => resolve({ status: 200, body: ALLOWED_BOTH });
          }),
      }),
    );
    renderApp(
      Object.assign(
        async (url: string, init: RequestInit) => {
          seenUrls.push(url);
          return fake(url, init);
        },
        { calls: fake.calls },
      ),
      `/fund-order/${FUND_ID}/buy?accid=1`,
    );
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    await waitFor(() => expect(release).toBeDefined());
    const url = new URL(seenUrls.find((u) => u.includes('/api/2/request-actions')) ?? '', 'http://x');
    expect(url.searchParams.get('accountNumber')).toBe('1234-1');
    expect(url.searchParams.get('onPremInstrumentId')).toBe(String(FUND_ID));
    expect(url.searchParams.get('orderType')).toBe('FUND');
    expect(execute().disabled).toBe(true);
    release?.();
    await waitFor(() => expect(execute().disabled).toBe(false));
    expect(screen.queryByTestId('fund-order-request-action')).toBeNull();
  });

  it.each([
    [
      'SOLD_ALREADY',
      'BUY',
      'You cannot buy this instrument today. Buying and selling the same instrument on the same day is not allowed.',
    ],
    [
      'REQUESTS_CLOSED',
      'BUY',
      'You cannot use this account for this instrument. Please choose another account.',
    ],
    [
      'NOT_AUTHORIZED_TO_BUY',
      'BUY',
      'You cannot use this account for this instrument. Please choose another account.',
    ],
    [null, 'BUY', "You can't use this account to trade this instrument"],
  ])('refuses the side for %s with its text and a disabled button', async (reason, side, text) => {
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      'GET /api/2/request-actions': {
        status: 200,
        body: [
          { side, isAllowed: false, reason },
          { side: 'SELL', isAllowed: true, reason: null },
        ],
      },
    });
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    expect((await screen.findByTestId('fund-order-request-action')).textContent).toBe(text);
    expect(execute().disabled).toBe(true);
  });

  it.each([
    ['CUSTOMER_IS_MINOR', 'Minors cannot place fund orders.'],
    ['SUPERFUND_NOT_ALLOWED', 'Index funds are restricted for partner customers.'],
  ])('says why no account works for %s', async (code, why) => {
    start(`/fund-order/${FUND_ID}/buy?accid=1`, {
      'GET /api/2/request-actions': {
        status: 200,
        body: [
          { side: 'BUY', isAllowed: false, reason: 'NOT_AUTHORIZED_TO_BUY', code },
          { side: 'SELL', isAllowed: true, reason: null, code: null },
        ],
      },
    });
    expect((await screen.findByTestId('fund-order-request-action-why')).textContent).toBe(why);
    expect(execute().disabled).toBe(true);
  });

  it('refuses a sell with BOUGHT_ALREADY', async () => {
    start(`/fund-order/${FUND_ID}/sell?accid=2`, {
      'GET /api/2/request-actions': {
        status: 200,
        body: [
          { side: 'BUY', isAllowed: true, reason: null },
          { side: 'SELL', isAllowed: false, reason: 'BOUGHT_ALREADY' },
        ],
      },
    });
    expect((await screen.findByTestId('fund-order-request-action')).textContent).toBe(
      'You cannot sell this instrument today. Buying and selling the same instrument on the same day is not allowed.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sell Half' }));
    expect(execute().disabled).toBe(true);
  });
});

describe('fund order screen: sell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers only accounts holding the fund, links percent and amount, and sends the percent', async () => {
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
    const { posts } = start(`/fund-order/${FUND_ID}/sell?accid=1`, {
      'POST /api/2/fund_orders': placedReply('SELL'),
      'GET /api/2/fund_orders/v2': {
        status: 200,
        body: [
          {
            order_id: 5,
            accid: 2,
            account_number: '1234-2',
            order_side: 'SELL',
            instrument_id: FUND_ID,
            name: fund.name,
            state: 'PLACED',
            amount: sek(300),
            percent: 10,
            volume: 2,
            nav: null,
            fee: null,
            created_at: 0,
            stop_time: STOP,
            trade_day: '2025-06-02',
            settle_day: '2025-06-04',
            cancellable: true,
            reject_code: null,
            order_referrer: null,
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sell order' })).toBeTruthy();
    const select = screen.getByTestId('fund-order-account') as HTMLSelectElement;
    // Account 1 holds nothing, so the query accid does not count and nothing is preselected.
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['2']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '2' } });
    // (20 − 2 units in an active sell) × 150.
    expect(plain((await screen.findByTestId('fund-order-holdings')).textContent)).toBe('SEK 2,700.00');

    // Percent is the default mode.
    expect(screen.getByTestId('fund-order-mode-PERCENT').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('fund-order-help').textContent).toBe('You can choose 0.01 to 100%');
    fireEvent.click(screen.getByRole('button', { name: 'Sell Half' }));
    expect((screen.getByTestId('fund-order-sell-percent') as HTMLInputElement).value).toBe('50');
    expect(plain(screen.getByTestId('fund-order-corresponds').textContent)).toBe(
      'Corresponds to SEK 1,350.00',
    );
    // Fee = 50 × 2700 × 0.2 / 10000 = 2.70; total = 1350 + 2.70.
    expect(plain(screen.getByTestId('fund-order-fee').textContent)).toBe('SEK 2.70');
    expect(plain(screen.getByTestId('fund-order-total').textContent)).toBe('SEK 1,352.70');

    fireEvent.change(screen.getByTestId('fund-order-sell-percent'), { target: { value: '101' } });
    expect(screen.getByTestId('fund-order-message').textContent).toBe('Incorrect value');
    expect(execute().disabled).toBe(true);

    // Amount mode is remembered; the amount drives the percent.
    fireEvent.click(screen.getByTestId('fund-order-mode-AMOUNT'));
    expect(localStorage.getItem(SELL_TOGGLE_KEY)).toBe('AMOUNT');
    const amount = screen.getByTestId('fund-order-sell-amount') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '3000' } });
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '900' } });
    expect(screen.getByTestId('fund-order-corresponds').textContent).toBe('Corresponds to 33.33 %');
    fireEvent.click(screen.getByRole('button', { name: 'Sell Everything' }));
    expect(amount.value).toBe('2700');

    fireEvent.click(execute());
    await screen.findByTestId('fund-order-success');
    expect(posts()[0]?.body).toEqual({ instrument_id: FUND_ID, accid: 2, orderside: 'SELL', percent: 100 });
  });

  it('starts in the stored toggle mode', async () => {
    localStorage.setItem(SELL_TOGGLE_KEY, 'AMOUNT');
    start(`/fund-order/${FUND_ID}/sell?accid=2`);
    expect(await screen.findByTestId('fund-order-sell-amount')).toBeTruthy();
  });
});

describe('fund orders list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the orders and cancels a waiting one', async () => {
    const order = {
      order_id: 5,
      accid: 2,
      account_number: '1234-2',
      order_side: 'BUY',
      instrument_id: FUND_ID,
      name: fund.name,
      state: 'PLACED',
      amount: sek(300),
      percent: null,
      volume: 0,
      nav: null,
      fee: null,
      created_at: 0,
      stop_time: STOP,
      trade_day: '2025-06-02',
      settle_day: '2025-06-04',
      cancellable: true,
      reject_code: null,
      order_referrer: null,
    };
    let cancelled = false;
    start('/orders/funds', {
      'GET /api/2/fund_orders/v2': () => ({
        status: 200,
        body: [cancelled ? { ...order, state: 'CANCELLED', cancellable: false } : order],
      }),
      'DELETE /api/2/fund_orders/5': () => {
        cancelled = true;
        return { status: 200, body: { ...order, state: 'CANCELLED', cancellable: false } };
      },
    });
    const row = await screen.findByTestId('fund-order-row-5');
    expect(within(row).getByTestId('order-state').textContent).toBe('Waiting');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel order 5' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('fund-order-row-5')).getByTestId('order-state').textContent).toBe(
        'Cancelled',
      ),
    );
    expect(within(screen.getByTestId('fund-order-row-5')).queryByRole('button')).toBeNull();
  });
});

const allocation = (over: Record<string, unknown> = {}) => ({
  id: 9,
  requestStatus: 'IN_PROGRESS',
  accountNumber: '1234-1',
  amount: sek(500),
  percent: null,
  instrument: { longName: 'Nordic Index Fund A', instrumentId: FUND_ID },
  side: 'BUY',
  orderType: 'FUND',
  tradingOrderBookId: null,
  volume: null,
  tradedVolume: null,
  price: null,
  accid: 1,
  createdAt: STOP,
  updatedAt: STOP,
  orderId: null,
  rejectCode: null,
  cancellable: true,
  ...over,
});

/** The session of a customer in the given segment (spec 000 §3); private banking has a tier. */
function sessionOf(segment: string): FakeRoutes {
  const reply = sessionReply('en', 'SE', 'en');
  const body = reply.body as { customer: Record<string, unknown> };
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': {
      status: 200,
      body: {
        ...body,
        customer: { ...body.customer, segment, tier: segment === 'PRIVATE_BANKING' ? 'GOLD' : null },
      },
    },
  };
}

describe('fund order screen: allocation requests of a private-banking customer', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function startRequest(reply: FakeReply | (() => FakeReply), path = `/fund-order/${FUND_ID}/buy?accid=1`) {
    const bodies: unknown[] = [];
    const started = start(path, {
      ...sessionOf('PRIVATE_BANKING'),
      'POST /api/2/allocation-requests/fund': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return typeof reply === 'function' ? reply() : reply;
      },
    });
    return { ...started, bodies };
  }

  async function send() {
    expect(await screen.findByTestId('fund-order-request-mode')).toBeTruthy();
    fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
    await waitFor(() => expect(execute().disabled).toBe(false));
    fireEvent.click(execute());
  }

  it('sends a request instead of an order and shows the request success screen', async () => {
    const { bodies, posts } = startRequest({ status: 201, body: allocation() });
    await send();
    const success = await screen.findByTestId('fund-order-success');
    expect(within(success).getByRole('heading', { name: 'Your request has been received' })).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'View requests' }).getAttribute('href')).toBe(
      '/orders/requests',
    );
    expect(screen.getByTestId('detail-request-id').textContent).toBe('9');
    expect(screen.getByTestId('detail-request-status').textContent).toBe('In progress');
    expect(bodies).toEqual([
      {
        accountNumber: '1234-1',
        onPremInstrumentId: FUND_ID,
        side: 'BUY',
        amount: { value: 500, currency: 'SEK' },
      },
    ]);
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(success).getByRole('button', { name: 'New request' }));
    expect((screen.getByTestId('fund-order-buy-amount') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['REQUEST_REJECTED', 'Request was rejected'],
    ['ORDER_REJECTED', 'Order was rejected'],
  ])('shows Request failed for a %s reply', async (status, text) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    startRequest({ status: 201, body: allocation({ requestStatus: status, cancellable: false }) });
    await send();
    const failure = await screen.findByTestId('fund-order-failure');
    expect(within(failure).getByRole('heading', { name: 'Request failed' })).toBeTruthy();
    expect(screen.getByTestId('fund-order-failure-message').textContent).toBe(text);
    expect(within(failure).getByRole('link', { name: 'View requests' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith(`Fund order failed: ${status}`);
  });

  it('sends a sell request for a percent of the holding', async () => {
    const { bodies, posts } = startRequest(
      { status: 201, body: allocation({ side: 'SELL', amount: null, percent: 50 }) },
      `/fund-order/${FUND_ID}/sell?accid=2`,
    );
    expect(await screen.findByTestId('fund-order-request-mode')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Sell Half' }));
    await waitFor(() => expect(execute().disabled).toBe(false));
    fireEvent.click(execute());
    const success = await screen.findByTestId('fund-order-success');
    expect(within(success).getByRole('heading', { name: 'Your request has been received' })).toBeTruthy();
    expect(screen.getByTestId('detail-percent').textContent).toBe('50 %');
    expect(bodies).toEqual([
      { accountNumber: '1234-2', onPremInstrumentId: FUND_ID, side: 'SELL', percent: 50 },
    ]);
    expect(posts()).toHaveLength(0);
  });

  it('explains a refusal of the request by segment', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRequest({
      status: 403,
      body: {
        code: 'ALLOCATION_REQUEST_NOT_ALLOWED',
        message: 'no',
        fields: [{ code: 'ALLOCATION_REQUEST_NOT_ALLOWED' }],
      },
    });
    await send();
    const failure = await screen.findByTestId('fund-order-failure');
    expect(within(failure).getByRole('heading', { name: 'Request failed' })).toBeTruthy();
    expect(screen.getByTestId('fund-order-failure-message').textContent).toBe(
      'Requests are for private banking customers. Place an order instead.',
    );
  });

  it('turns a transport error into ALLOCATION_REQUEST_FAILED', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRequest(() => {
      throw new TypeError('Failed to fetch');
    });
    await send();
    const failure = await screen.findByTestId('fund-order-failure');
    expect(within(failure).getByRole('heading', { name: 'Request failed' })).toBeTruthy();
    expect(screen.getByTestId('fund-order-failure-message').textContent).toBe(
      'Something went wrong, please try again',
    );
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('fund-order-buy-amount')).toBeTruthy();
  });
});

describe('fund order screen: customers outside private banking', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(DISMISS_CONFIRMATION_KEY, 'true');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['RETAIL', 'ACTIVE_TRADER', 'EMPLOYEE'])(
    'places an order for a %s customer, whatever the address asks',
    async (segment) => {
      const { posts, net } = start(`/fund-order/${FUND_ID}/buy?accid=1&mode=request`, sessionOf(segment));
      fireEvent.change(await screen.findByTestId('fund-order-buy-amount'), { target: { value: '500' } });
      await waitFor(() => expect(execute().disabled).toBe(false));
      expect(screen.queryByTestId('fund-order-request-mode')).toBeNull();
      fireEvent.click(execute());
      const success = await screen.findByTestId('fund-order-success');
      expect(within(success).getByRole('heading', { name: 'Your order is received' })).toBeTruthy();
      expect(posts()).toHaveLength(1);
      expect(net.calls).not.toContain('POST /api/2/allocation-requests/fund');
    },
  );
});

describe('allocation requests list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the requests with their status and cancels a cancellable one', async () => {
    let cancelled = false;
    start('/orders/requests', {
      'GET /api/2/allocation-requests': () => ({
        status: 200,
        body: [
          cancelled ? allocation({ requestStatus: 'CANCELLED', cancellable: false }) : allocation(),
          allocation({ id: 8, requestStatus: 'ORDER_EXECUTED', cancellable: false }),
          // A share at a limit (exchange trading): shares at the price instead of an amount.
          allocation({
            id: 7,
            orderType: 'EXCHANGE_TRADING',
            instrument: { longName: 'Norrvik Industrier B', instrumentId: 1001 },
            tradingOrderBookId: 5001,
            amount: null,
            volume: 20,
            tradedVolume: 0,
            price: { value: 245.5, currency: 'SEK' },
            orderId: 31,
            requestStatus: 'ORDER_APPROVED',
          }),
        ],
      }),
      'DELETE /api/2/v2/allocation-requests/9': () => {
        cancelled = true;
        return { status: 200, body: allocation({ requestStatus: 'CANCELLED', cancellable: false }) };
      },
    });
    const row = await screen.findByTestId('allocation-request-row-9');
    expect(within(row).getByTestId('request-status').textContent).toBe('In progress');
    expect(
      within(screen.getByTestId('allocation-request-row-8')).getByTestId('request-status').textContent,
    ).toBe('Order executed');
    expect(within(screen.getByTestId('allocation-request-row-8')).queryByRole('button')).toBeNull();
    const share = screen.getByTestId('allocation-request-row-7');
    expect(share.textContent).toContain('Norrvik Industrier B');
    expect(share.textContent).toMatch(/20 × SEK\s?245\.50/);
    expect(within(share).getByRole('button', { name: 'Cancel request 7' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel request 9' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('allocation-request-row-9')).getByTestId('request-status').textContent,
      ).toBe('Cancelled'),
    );
    expect(within(screen.getByTestId('allocation-request-row-9')).queryByRole('button')).toBeNull();
  });
});

describe('fund order screen on a phone', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a side panel without the cancel button; closing goes to the community feed from Shareville', async () => {
    start(`/fund-order/${FUND_ID}/buy?accid=1&redirectOrigin=shareville`);
    expect(await screen.findByTestId('fund-order-loading')).toBeTruthy();
    const panel = await screen.findByTestId('fund-order-panel');
    expect(within(panel).getByRole('heading', { name: 'Buy order' })).toBeTruthy();
    expect(screen.queryByTestId('fund-order-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('fund-order-close'));
    expect(await screen.findByTestId('community-page')).toBeTruthy();
    expect(screen.queryByTestId('fund-order-panel')).toBeNull();
  });
});

describe('fund order screen, logged out', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders nothing of the order flow and sends the visitor to the login', async () => {
    start(`/fund-order/${FUND_ID}/buy`, {
      'GET /nnxapi/authentication/v2/sessions/verify': { status: 200, body: { loggedIn: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Logga in|Log in/ })).toBeTruthy();
    expect(screen.queryByTestId('fund-order-card')).toBeNull();
  });
});

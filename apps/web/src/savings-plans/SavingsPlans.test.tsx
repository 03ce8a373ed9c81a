import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const sek = (value: number) => ({ value, currency: 'SEK' });
const account = {
  accid: 1,
  accno: '1234-1',
  alias: 'Savings',
  type: 'ISK',
  symbol: 'SEK',
  is_blocked: false,
  account_code: 'ISK',
  atyid: 1,
  default: true,
};

const plan = {
  id: 7,
  accid: 1,
  account_number: '1234-1',
  status: 'ACTIVE',
  day_of_month: 25,
  items: [
    { instrument_id: 11, name: 'Global Fund', kind: 'FUND', amount: sek(300) },
    { instrument_id: 21, name: 'Norrvik B', kind: 'SHARE', amount: sek(200) },
  ],
  monthly_amount: sek(500),
  next_run: { month: '2026-11', day: '2026-11-27', at: Date.parse('2026-11-27T06:00:00Z') },
  skipped_month: null,
  created_at: 0,
  updated_at: 0,
  history: [
    {
      month: '2026-11',
      status: 'RETRY_PENDING',
      first_day: '2026-11-26',
      last_day: '2026-11-26',
      retry_day: '2026-11-27',
      attempts: 1,
      orders: [],
      updated_at: 0,
    },
    {
      month: '2026-10',
      status: 'SKIPPED_NO_CASH',
      first_day: '2026-10-26',
      last_day: '2026-10-27',
      retry_day: null,
      attempts: 2,
      orders: [],
      updated_at: 0,
    },
    {
      month: '2026-09',
      status: 'PARTLY_BOUGHT',
      first_day: '2026-09-25',
      last_day: '2026-09-25',
      retry_day: null,
      attempts: 1,
      orders: [
        {
          instrument_id: 11,
          name: 'Global Fund',
          kind: 'FUND',
          amount: sek(300),
          order_id: 5,
          reject_code: null,
          volume: null,
        },
        {
          instrument_id: 12,
          name: 'Closed Fund',
          kind: 'FUND',
          amount: sek(200),
          order_id: null,
          reject_code: 'FUND_NOT_ACTIVE_FOR_BUY',
          volume: null,
        },
        {
          instrument_id: 21,
          name: 'Norrvik B',
          kind: 'SHARE',
          amount: sek(200),
          order_id: 9,
          reject_code: null,
          volume: 4,
        },
      ],
      updated_at: 0,
    },
    {
      month: '2026-08',
      status: 'FAILED',
      first_day: '2026-08-25',
      last_day: '2026-08-25',
      retry_day: null,
      attempts: 1,
      orders: [
        {
          instrument_id: 21,
          name: 'Norrvik B',
          kind: 'SHARE',
          amount: sek(200),
          order_id: null,
          reject_code: 'SAVINGS_PLAN_BELOW_ONE_SHARE',
          volume: null,
        },
      ],
      updated_at: 0,
    },
  ],
};

function start(over: FakeRoutes = {}) {
  const bodies: { key: string; body: unknown }[] = [];
  const record = (key: string, reply: { status: number; body: unknown }) => (init: RequestInit) => {
    bodies.push({ key, body: JSON.parse(String(init.body)) });
    return reply;
  };
  const fetchFn = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/accounts': { status: 200, body: [account] },
    'GET /api/2/periodic-plans': { status: 200, body: [plan] },
    'GET /api/2/periodic-plans/percentile': {
      status: 200,
      body: { amount: sek(500), percentile: 62, min_customers: 5 },
    },
    'PUT /api/2/periodic-plans/7': record('PUT', {
      status: 422,
      body: {
        code: 'NOT_A_FUND',
        message: 'no',
        fields: [{ code: 'NOT_A_FUND', field: 'body.items.0.instrument_id' }],
      },
    }),
    ...over,
  });
  renderApp(fetchFn, '/savings-plans');
  return { fetchFn, bodies };
}

describe('the monthly savings page', () => {
  afterEach(cleanup);

  it('lists a plan with its next buy, history and where its amount stands', async () => {
    start();
    const card = await screen.findByTestId('savings-plan');
    expect(within(card).getByTestId('savings-plan-next').textContent).toBe('Next buy: Nov 27, 2026');
    expect(within(card).getByTestId('savings-plan-status').textContent).toBe('Active');
    const history = within(card).getByTestId('savings-plan-history');
    expect(history.textContent).toContain('Not enough cash on Nov 26, 2026: we try again on Nov 27, 2026');
    expect(history.textContent).toContain('Skipped: not enough cash on Oct 26, 2026 nor on Oct 27, 2026');
    expect(history.textContent).toContain('Partly bought on Sep 25, 2026');
    expect(history.textContent).toContain('Closed Fund: not bought');
    expect(history.textContent).toContain('Norrvik B: buy order for 4 shares');
    // Each line ordered is named, a fund's with its amount.
    expect(history.textContent).toMatch(/Global Fund: buy order for SEK\s300\.00/);
    expect(history.textContent).toContain(
      'Norrvik B: not bought (the amount does not pay for one share with the brokerage fee)',
    );
    expect(within(card).getByRole('rowheader', { name: /Norrvik B/ }).textContent).toContain(
      '(share: whole shares, with the brokerage fee)',
    );
    expect(
      await within(card).findByText('SEK 500.00 a month is more than 62% of our customers save.'),
    ).toBeTruthy();
  });

  it('changes a plan in the form, and puts a refusal by the fund it is about', async () => {
    const { bodies } = start();
    const card = await screen.findByTestId('savings-plan');
    fireEvent.click(within(card).getByTestId('savings-plan-change'));
    expect(await screen.findByRole('heading', { name: 'Change the plan on day 25' })).toBeTruthy();
    const amount = screen.getByTestId('savings-plan-amount-11') as HTMLInputElement;
    expect(amount.value).toBe('300');
    // The share's amount is described by how a share is bought; the fund's is not.
    const share = screen.getByTestId('savings-plan-amount-21');
    const hint = screen.getByTestId('savings-plan-share-hint-21');
    expect(share.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.textContent).toContain('in whole shares');
    expect(amount.getAttribute('aria-describedby')).toBeNull();
    expect((screen.getByTestId('savings-plan-day') as HTMLInputElement).value).toBe('25');
    fireEvent.change(amount, { target: { value: '1 000,50' } });
    fireEvent.click(screen.getByTestId('savings-plan-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toEqual({
      accid: 1,
      day_of_month: 25,
      items: [
        { instrument_id: 11, amount: { value: 1000.5, currency: 'SEK' } },
        { instrument_id: 21, amount: { value: 200, currency: 'SEK' } },
      ],
    });
    const error = await screen.findByTestId('savings-plan-error');
    expect(error.textContent).toBe('The instrument is not a fund.');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });
});

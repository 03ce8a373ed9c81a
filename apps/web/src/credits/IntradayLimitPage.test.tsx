import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const URL = '/nnxapi/credits/v1/intraday-limit/SE';
const SEK = (value: number) => ({ value, currency: 'SEK' });
const account = (over: object) => ({
  accid: 10001,
  accno: '12345678',
  alias: 'ISK',
  type: 'ISK',
  eligible: true,
  reason: null,
  limit: SEK(25000),
  active: false,
  used: SEK(0),
  trading_power: SEK(1000),
  activated_at: null,
  ...over,
});
const status = (accounts: object[]) => ({
  status: 200,
  body: { country: 'SE', trading_day: '2026-11-23', closes_at: Date.parse('2026-11-23T16:30:00Z'), accounts },
});

function start(over: FakeRoutes = {}) {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    [`GET ${URL}`]: status([
      account({}),
      account({ accid: 10003, alias: 'KF', type: 'KF', eligible: false, reason: 'ACCOUNT_TYPE' }),
    ]),
    ...over,
  });
  renderApp(fake, '/intraday-limit');
  return fake;
}

describe('intraday limit page', () => {
  afterEach(cleanup);

  it('shows each account’s limit or why not, and activates only with the risk confirmed', async () => {
    let sent: unknown;
    const fake = start({
      [`POST ${URL}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return status([account({ active: true, activated_at: 1, trading_power: SEK(26000) })]);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Intraday limit' })).toBeTruthy();
    expect((await screen.findByTestId('intraday-limit-10001')).textContent).toMatch(/25,000/);
    expect(screen.getByText('This account type cannot have the limit.')).toBeTruthy();
    expect(screen.queryByTestId('intraday-activate-10003')).toBeNull();

    fireEvent.click(screen.getByTestId('intraday-activate-10001'));
    expect((await screen.findByTestId('intraday-problem-10001')).textContent).toBe('Confirm the risk first.');
    expect(fake.calls).not.toContain(`POST ${URL}`);

    fireEvent.click(screen.getByTestId('intraday-risk-10001'));
    fireEvent.click(screen.getByTestId('intraday-activate-10001'));
    expect(await screen.findByText('The intraday limit is active on ISK (12345678).')).toBeTruthy();
    expect(sent).toEqual({ accountIds: [10001], acceptedRisk: true });
    expect(screen.getByTestId('intraday-trading-power-10001').textContent).toMatch(/26,000/);
  });

  it('says why a deactivation was refused', async () => {
    start({
      [`GET ${URL}`]: status([account({ active: true, used: SEK(400) })]),
      [`DELETE ${URL}/accounts/10001`]: {
        status: 422,
        body: {
          code: 'INTRADAY_LIMIT_IN_USE',
          message: 'in use',
          fields: [{ code: 'INTRADAY_LIMIT_IN_USE' }],
        },
      },
    });
    fireEvent.click(await screen.findByTestId('intraday-deactivate-10001'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/The limit is in use/);
  });
});

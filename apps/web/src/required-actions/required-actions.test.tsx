import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const action = (type: string, blocks: { buying?: boolean; exchange?: boolean } = {}) => ({
  type,
  status: 'PENDING',
  due_on: null,
  overdue: false,
  blocks_buying: blocks.buying ?? false,
  blocks_exchange_trading: blocks.exchange ?? false,
  link: '/required-actions',
});

function routes(actions: unknown[]): FakeRoutes {
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/accounts': { status: 200, body: [] },
    'GET /api/2/required-actions/v2/actions': { status: 200, body: actions },
  };
}

/**
 * A company without an LEI may not trade on an exchange, on either side, but may still buy funds:
 * its action says so, and not that buying is blocked (which the overdue KYC's says).
 */
describe('required actions that block', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('says a missing LEI stops exchange trading both ways, not buying', async () => {
    renderApp(fakeFetch(routes([action('PROVIDE_LEI', { exchange: true })])), '/required-actions');
    const lei = await screen.findByTestId('required-action-PROVIDE_LEI', {}, { timeout: 10_000 });
    expect(
      within(lei).getByText(
        'Until the LEI is given, the company cannot buy or sell shares on an exchange. Funds can still be bought and sold.',
      ),
    ).toBeTruthy();
    expect(within(lei).queryByText(/you cannot buy shares or funds/)).toBeNull();
  });

  it('says an overdue KYC blocks buying', async () => {
    renderApp(fakeFetch(routes([action('ANSWER_KYC', { buying: true })])), '/required-actions');
    const kyc = await screen.findByTestId('required-action-ANSWER_KYC', {}, { timeout: 10_000 });
    expect(
      within(kyc).getByText(
        'Until this is done you cannot buy shares or funds. You can still sell and withdraw money.',
      ),
    ).toBeTruthy();
  });
});

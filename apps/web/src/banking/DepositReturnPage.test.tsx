import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, sessionReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { DEPOSIT_READS } from './banking-queries';

const deposit = (status: string) => ({
  id: 7,
  accid: 1,
  amount: 500,
  currency: 'SEK',
  method: 'INSTANT',
  status,
  bank_account: status === 'CREDITED' ? 'Swedbank 8327-9, 123 456 789-7' : null,
  transaction_id: status === 'CREDITED' ? 99 : null,
  created_at: Date.now(),
  completed_at: null,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the deposit return page', () => {
  it('reads a pending deposit for a minute, then says the money comes when the bank answers and looks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'PENDING';
    let reads = 0;
    const fake = fakeFetch({
      'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
      'GET /api/2/deposits/7': () => {
        reads++;
        return { status: 200, body: deposit(status) };
      },
    });
    renderApp(fake, '/deposits/7');
    const outcome = await screen.findByTestId('deposit-outcome');
    await waitFor(() => expect(outcome.dataset.status).toBe('PENDING'));
    expect(outcome.textContent).toMatch(/Waiting/);
    // A second between reads: the minute's reads, and no more however long the page stays open.
    while (reads < DEPOSIT_READS) await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toBe(DEPOSIT_READS);
    await waitFor(() => expect(outcome.textContent).toMatch(/has not answered yet/));

    status = 'CREDITED';
    fireEvent.click(screen.getByTestId('deposit-check-again'));
    await waitFor(() => expect(screen.getByTestId('deposit-outcome').dataset.status).toBe('CREDITED'));
    expect(reads).toBe(DEPOSIT_READS + 1);
    expect(screen.queryByTestId('deposit-check-again')).toBeNull();
  });
});

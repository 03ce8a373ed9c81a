import { describe, expect, it, vi } from 'vitest';
import { ApiError, TokenManager, createApiClient } from '@broker/client';
import { createFundOrderSender, placeWithRetry, type FundOrderBody, type SendFundOrder } from './place-order';

const body: FundOrderBody = {
  instrument_id: 1,
  accid: 2,
  orderside: 'BUY',
  amount: { value: 500, currency: 'SEK' },
};
const placed = {
  fund_order: {
    order_id: 9,
    account_number: '1',
    volume: 0,
    amount: { value: 500 },
    percent: null,
    name: 'F',
  },
};
const networkError = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' });

describe('placing with an idempotency key', () => {
  it('retries a network failure with the SAME key', async () => {
    const send = vi.fn<SendFundOrder>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce(placed);
    await expect(placeWithRetry(send, body, 'key-1')).resolves.toEqual(placed);
    expect(send.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1']);
  });

  it('does not retry a refusal, and gives up after the retries', async () => {
    const refused = new ApiError({
      status: 422,
      code: 'X',
      message: 'm',
      fields: [{ code: 'VOLUME_IS_ZERO' }],
    });
    const send = vi.fn<SendFundOrder>().mockRejectedValue(refused);
    await expect(placeWithRetry(send, body, 'k')).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);

    const offline = vi.fn<SendFundOrder>().mockRejectedValue(networkError());
    await expect(placeWithRetry(offline, body, 'k', 2)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(offline).toHaveBeenCalledTimes(3);
  });

  it('sends the Idempotency-Key, client id and access token; reads fields[0].code on refusal', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetchFn = async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      if (url.endsWith('/tokens')) return new Response(JSON.stringify({ jwt: 'jwt-1' }), { status: 200 });
      return new Response(
        JSON.stringify({ code: 'BUSINESS', message: 'no', fields: [{ code: 'NOT_ENOUGH_TRADING_POWER' }] }),
        {
          status: 422,
        },
      );
    };
    const client = createApiClient({ fetch: fetchFn, tokens: new TokenManager({ fetch: fetchFn }) });
    const send = createFundOrderSender(client);
    const error = await send(body, 'abc').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'NOT_ENOUGH_TRADING_POWER' });
    const order = requests.find((r) => r.url === '/api/2/fund_orders');
    const headers = order?.init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe('abc');
    expect(headers['x-nnx-access-token']).toBe('jwt-1');
    expect(headers['client-id']).toBe('NEXT');
    expect(order?.init.method).toBe('POST');
    expect(JSON.parse(String(order?.init.body))).toEqual(body);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createToken, getAccounts } from '@broker/contract';
import type * as Contract from '@broker/contract';
import { createApiClient } from './http-client';
import { TokenManager } from './token-manager';
import { fakeFetch, json } from './testing/fake-fetch';

// The header names and the client id belong to the contract the server checks them against; the
// client must take them from there rather than keep copies that could drift apart.
vi.mock('@broker/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof Contract>()),
  CLIENT_ID: 'CONTRACT-ID',
  CLIENT_ID_HEADER: 'x-contract-client',
  ACCESS_TOKEN_HEADER: 'x-contract-token',
}));

describe('headers from @broker/contract', () => {
  it('names the client id and the access token headers as the contract does', async () => {
    const net = fakeFetch((request) =>
      request.path === createToken.path ? json(200, { jwt: 'jwt-1' }) : json(200, []),
    );
    const tokens = new TokenManager({ fetch: net.fetch });
    const client = createApiClient({ fetch: net.fetch, tokens });
    await client.call(getAccounts);

    const [tokenRequest, accountsRequest] = net.requests;
    expect(tokenRequest?.headers['x-contract-client']).toBe('CONTRACT-ID');
    expect(accountsRequest?.headers['x-contract-client']).toBe('CONTRACT-ID');
    expect(accountsRequest?.headers['x-contract-token']).toBe('jwt-1');
    expect(accountsRequest?.headers['client-id']).toBeUndefined();
    expect(accountsRequest?.headers['x-nnx-access-token']).toBeUndefined();
  });
});

import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { ownAddress } from '../platform/own-address';
import { EidUnavailable, httpBankIdApi, type BankIdApi } from './bankid-api';
import { httpSignicatClient, type SignicatClient } from './signicat-client';

/**
 * Where our server reaches the eID parties: the simulated ones it serves itself (eid-simulator/),
 * over HTTP on its own address, as it would reach real ones. A real integration returns its own
 * implementations of the two interfaces here.
 */

function self(request: FastifyRequest): string {
  const address = ownAddress(request.server);
  if (!address) throw new EidUnavailable('this server does not listen yet');
  return address;
}

export function bankIdApi(deps: Deps, request: FastifyRequest): BankIdApi {
  return httpBankIdApi(deps, `${self(request)}/eid-sim/bankid`);
}

export function signicatClient(deps: Deps, request: FastifyRequest): SignicatClient {
  return httpSignicatClient(deps, {
    // The browser is sent here: a path on this site unless it has a public address.
    authorizeUrl: `${deps.config.publicUrl ?? ''}/eid-sim/signicat/oidc/authorize`,
    tokenUrl: () => `${self(request)}/eid-sim/signicat/oidc/token`,
    issuer: 'urn:nordbroker:eid-sim:signicat',
    clientId: 'nordbroker',
  });
}

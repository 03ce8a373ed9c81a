import type { Deps } from '../deps';
import { bankIdRpKey } from './eid-secrets';

/**
 * The BankID RP API as our server uses it (v6.0: auth, collect, cancel). `httpBankIdApi` speaks it
 * over HTTP to the simulated BankID server this server serves (eid-simulator/); a real integration
 * implements the same interface against BankID's own API with the client certificate.
 */

export interface BankIdAuthAnswer {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

export interface BankIdCollectAnswer {
  orderRef: string;
  status: 'pending' | 'complete' | 'failed';
  hintCode?: string;
  completionData?: { user: { personalNumber: string; name: string; givenName: string; surname: string } };
}

export interface BankIdApi {
  auth(endUserIp: string): Promise<BankIdAuthAnswer>;
  /** undefined: the BankID server knows no such order (any more). */
  collect(orderRef: string): Promise<BankIdCollectAnswer | undefined>;
  cancel(orderRef: string): Promise<void>;
}

export class EidUnavailable extends Error {}

export function httpBankIdApi(deps: Pick<Deps, 'db'>, base: string): BankIdApi {
  const post = async (path: string, body: unknown) => {
    try {
      return await fetch(`${base}/rp/v6.0/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await bankIdRpKey(deps.db)}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new EidUnavailable(e instanceof Error ? e.message : String(e));
    }
  };
  return {
    async auth(endUserIp) {
      const res = await post('auth', { endUserIp });
      if (res.status !== 200) throw new EidUnavailable(`BankID auth: HTTP ${res.status}`);
      return (await res.json()) as BankIdAuthAnswer;
    },
    async collect(orderRef) {
      const res = await post('collect', { orderRef });
      if (res.status === 400) return undefined;
      if (res.status !== 200) throw new EidUnavailable(`BankID collect: HTTP ${res.status}`);
      return (await res.json()) as BankIdCollectAnswer;
    },
    async cancel(orderRef) {
      const res = await post('cancel', { orderRef });
      if (res.status !== 200 && res.status !== 400)
        throw new EidUnavailable(`BankID cancel: HTTP ${res.status}`);
    },
  };
}

import type { Deps } from '../deps';
import { merchantKey } from '../platform/payment-provider-secrets';

/**
 * Our side of the instant bank-payment provider's API: create a payment and learn where to send the
 * customer. The provider is the simulated one this server serves (bank-simulator/) unless
 * BANK_PROVIDER_URL names another; only this file talks to it.
 */

export interface ProviderPayment {
  paymentId: string;
  url: string;
}

export interface PaymentRequest {
  merchantReference: string;
  amount: string;
  currency: string;
  country: string;
  locale: string;
  endUserId: string;
  endUserName: string;
  /** The customer's national id: the provider reports the paying account's holder, we compare. */
  endUserNationalId: string | null;
  notificationUrl: string;
  returnUrl: string;
  /** An express payment: the bank the payer pays from, so the provider's page opens there. */
  preselectedBank?: string | null;
  suggestedAccounts: { clearing: string; account_number: string; display: string; bank: string | null }[];
}

export class ProviderUnavailable extends Error {}

export async function createProviderPayment(
  deps: Pick<Deps, 'db' | 'config'>,
  self: string | undefined,
  req: PaymentRequest,
): Promise<ProviderPayment> {
  const base = deps.config.bankProviderUrl ?? (self && `${self}/bank-sim`);
  if (!base) throw new ProviderUnavailable('no payment provider: this server does not listen yet');
  let res: Response;
  try {
    res = await fetch(`${base}/api/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await merchantKey(deps.db)}` },
      body: JSON.stringify({
        merchant_reference: req.merchantReference,
        amount: req.amount,
        currency: req.currency,
        country: req.country,
        locale: req.locale,
        end_user_id: req.endUserId,
        end_user_name: req.endUserName,
        ...(req.endUserNationalId ? { end_user_national_id: req.endUserNationalId } : {}),
        notification_url: req.notificationUrl,
        success_url: req.returnUrl,
        fail_url: req.returnUrl,
        suggested_accounts: req.suggestedAccounts,
        ...(req.preselectedBank ? { preselected_bank: req.preselectedBank } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    throw new ProviderUnavailable(e instanceof Error ? e.message : String(e));
  }
  if (res.status !== 201)
    throw new ProviderUnavailable(`HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const body = (await res.json()) as { payment_id?: unknown; url?: unknown };
  if (typeof body.payment_id !== 'string' || typeof body.url !== 'string') {
    throw new ProviderUnavailable('the provider answered without a payment');
  }
  return { paymentId: body.payment_id, url: body.url };
}

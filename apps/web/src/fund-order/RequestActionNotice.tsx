import type { RequestActionReason } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { failureMessageKey } from './failure';
import { KycFixLink } from '../required-actions/KycFixLink';

/**
 * Codes whose catalogue text says why the customer, the account or the fund rules the side out:
 * 'choose another account' alone would send a minor or a partner looking for an account that
 * cannot exist.
 */
const WHY_CODES = new Set([
  'CUSTOMER_IS_MINOR',
  'SUPERFUND_NOT_ALLOWED',
  'ACCOUNT_IS_BLOCKED',
  'INVALID_ACCOUNT_TYPE',
  'KYC_ANSWER_INVALID',
]);

/** Spec 000 §8 "Per-account request-action reasons": the text for a refused side. */
export function requestActionMessageKey(reason: RequestActionReason | null): MessageKey {
  switch (reason) {
    case 'SOLD_ALREADY':
      return 'fundOrder.requestAction.SOLD_ALREADY';
    case 'BOUGHT_ALREADY':
      return 'fundOrder.requestAction.BOUGHT_ALREADY';
    case 'REQUESTS_CLOSED':
    case 'NOT_AUTHORIZED_TO_BUY':
    case 'NOT_AUTHORIZED_TO_SELL':
      return 'fundOrder.requestAction.chooseAnother';
    default:
      return 'fundOrder.requestAction.default';
  }
}

/** The account may not trade the fund on this side today; the execute button is disabled. */
export function RequestActionNotice({
  reason,
  code,
}: {
  reason: RequestActionReason | null;
  code?: string | null | undefined;
}) {
  const t = useT();
  const why = code && WHY_CODES.has(code) ? failureMessageKey(code) : undefined;
  // Overdue KYC answers rule out buying on every account: another account is no way out.
  const kyc = code === 'KYC_ANSWER_INVALID';
  return (
    <div className="alert alert-error fund-order-notice" role="alert" data-testid="fund-order-request-action">
      {!kyc && <p>{t(requestActionMessageKey(reason))}</p>}
      {why && <p data-testid="fund-order-request-action-why">{t(why)}</p>}
      <KycFixLink code={code} />
    </div>
  );
}

import type { RequestActionReason } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';

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
export function RequestActionNotice({ reason }: { reason: RequestActionReason | null }) {
  const t = useT();
  return (
    <div className="alert alert-error fund-order-notice" role="alert" data-testid="fund-order-request-action">
      <p>{t(requestActionMessageKey(reason))}</p>
    </div>
  );
}

import { Link } from 'react-router';
import { ORDER_PROCESSING_WORKDAYS } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { requestFailureMessageKey } from './allocation-request';
import { failureMessageKey } from './failure';
import { KycFixLink } from '../required-actions/KycFixLink';
import { ALLOCATION_REQUESTS_PATH, FUND_ORDERS_PATH } from './links';

export interface OrderDetail {
  label: string;
  value: string;
  testId: string;
}

/** An order, or an allocation request (spec 000 §2 "request variants"). */
export type ResultVariant = 'order' | 'request';

function ViewListLink({ variant }: { variant: ResultVariant }) {
  const t = useT();
  return variant === 'request' ? (
    <Link to={ALLOCATION_REQUESTS_PATH} className="button button-secondary">
      {t('fundOrder.viewRequests')}
    </Link>
  ) : (
    <Link to={FUND_ORDERS_PATH} className="button button-secondary">
      {t('fundOrder.viewOrders')}
    </Link>
  );
}

/** Spec 000 §2 "Success screen": the title, the process-time text, the details and two buttons. */
export function OrderSuccess({
  details,
  onAnother,
  variant = 'order',
}: {
  details: readonly OrderDetail[];
  onAnother(): void;
  variant?: ResultVariant;
}) {
  const t = useT();
  const request = variant === 'request';
  return (
    <div className="fund-order-result" data-testid="fund-order-success">
      <h2 className="fund-order-result-title">
        {t(request ? 'fundOrder.request.success.title' : 'fundOrder.success.title')}
      </h2>
      <p data-testid="fund-order-process-time">
        {request
          ? t('fundOrder.request.success.text')
          : t('fundOrder.success.processTime', {
              min: ORDER_PROCESSING_WORKDAYS.min,
              max: ORDER_PROCESSING_WORKDAYS.max,
            })}
      </p>
      <dl className="fund-order-details">
        {details.map((d) => (
          <div key={d.testId}>
            <dt>{d.label}</dt>
            <dd data-testid={d.testId}>{d.value}</dd>
          </div>
        ))}
      </dl>
      <div className="fund-order-actions">
        <ViewListLink variant={variant} />
        <button type="button" className="button button-primary" onClick={onAnother}>
          {t(request ? 'fundOrder.newRequest' : 'fundOrder.anotherOrder')}
        </button>
      </div>
    </div>
  );
}

/** Spec 000 §2 "Failure screen": the title, the catalogue message for the code (none if unknown), two buttons. */
export function OrderFailure({
  code,
  onRetry,
  variant = 'order',
}: {
  code: string | undefined;
  onRetry(): void;
  variant?: ResultVariant;
}) {
  const t = useT();
  const request = variant === 'request';
  const key: MessageKey | undefined = request ? requestFailureMessageKey(code) : failureMessageKey(code);
  return (
    <div className="fund-order-result fund-order-result-failure" data-testid="fund-order-failure">
      <h2 className="fund-order-result-title">
        {t(request ? 'fundOrder.request.failure.title' : 'fundOrder.failure.title')}
      </h2>
      {key && <p data-testid="fund-order-failure-message">{t(key)}</p>}
      <KycFixLink code={code} />
      <div className="fund-order-actions">
        <ViewListLink variant={variant} />
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('fundOrder.retry')}
        </button>
      </div>
    </div>
  );
}

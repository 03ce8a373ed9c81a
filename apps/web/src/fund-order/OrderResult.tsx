import { Link } from 'react-router';
import { ORDER_PROCESSING_WORKDAYS } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { failureMessageKey } from './failure';
import { FUND_ORDERS_PATH } from './links';

export interface OrderDetail {
  label: string;
  value: string;
  testId: string;
}

/** Spec 000 §2 "Success screen": the title, the process-time text, the details and two buttons. */
export function OrderSuccess({ details, onAnother }: { details: readonly OrderDetail[]; onAnother(): void }) {
  const t = useT();
  return (
    <div className="fund-order-result" data-testid="fund-order-success">
      <h2 className="fund-order-result-title">{t('fundOrder.success.title')}</h2>
      <p data-testid="fund-order-process-time">
        {t('fundOrder.success.processTime', {
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
        <Link to={FUND_ORDERS_PATH} className="button button-secondary">
          {t('fundOrder.viewOrders')}
        </Link>
        <button type="button" className="button button-primary" onClick={onAnother}>
          {t('fundOrder.anotherOrder')}
        </button>
      </div>
    </div>
  );
}

/** Spec 000 §2 "Failure screen": the title, the catalogue message for the code (none if unknown), two buttons. */
export function OrderFailure({ code, onRetry }: { code: string | undefined; onRetry(): void }) {
  const t = useT();
  const key = failureMessageKey(code);
  return (
    <div className="fund-order-result fund-order-result-failure" data-testid="fund-order-failure">
      <h2 className="fund-order-result-title">{t('fundOrder.failure.title')}</h2>
      {key && <p data-testid="fund-order-failure-message">{t(key)}</p>}
      <div className="fund-order-actions">
        <Link to={FUND_ORDERS_PATH} className="button button-secondary">
          {t('fundOrder.viewOrders')}
        </Link>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('fundOrder.retry')}
        </button>
      </div>
    </div>
  );
}

import type { OrderbookStatus } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { tradingStatusView } from './trading-status';

export function TradingStatusBadge({
  status,
  testId,
}: {
  status: { orderbook_status: OrderbookStatus; halted?: boolean };
  testId?: string;
}) {
  const t = useT();
  const view = tradingStatusView(status);
  return (
    <span
      className={`status-badge status-${view.tone}`}
      data-testid={testId}
      data-status={status.orderbook_status}
    >
      <span className="status-dot" aria-hidden="true" />
      {t(view.key)}
    </span>
  );
}

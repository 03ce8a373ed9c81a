import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { platformStatusQuery } from './content-queries';
import './content.css';

const COMPONENT_NAMES: Record<string, MessageKey> = {
  DATABASE: 'content.status.DATABASE',
  MARKET_FEED: 'content.status.MARKET_FEED',
  JOB_SCHEDULE: 'content.status.JOB_SCHEDULE',
  LIVE_SOCKET: 'content.status.LIVE_SOCKET',
};
const LEVELS: Record<string, MessageKey> = {
  OPERATIONAL: 'content.status.OPERATIONAL',
  DEGRADED: 'content.status.DEGRADED',
  OUTAGE: 'content.status.OUTAGE',
};
const REASONS: Record<string, MessageKey> = {
  MARKETS_CLOSED: 'content.status.reason.MARKETS_CLOSED',
  NO_PRICES: 'content.status.reason.NO_PRICES',
  NO_TICKS: 'content.status.reason.NO_TICKS',
  JOBS_OVERDUE: 'content.status.reason.JOBS_OVERDUE',
  JOBS_FAILING: 'content.status.reason.JOBS_FAILING',
  SLOW: 'content.status.reason.SLOW',
  UNREACHABLE: 'content.status.reason.UNREACHABLE',
  FAN_OUT_DOWN: 'content.status.reason.FAN_OUT_DOWN',
};
const OVERALL: Record<string, MessageKey> = {
  OPERATIONAL: 'content.status.overall.OPERATIONAL',
  DEGRADED: 'content.status.overall.DEGRADED',
  OUTAGE: 'content.status.overall.OUTAGE',
};

/** The platform's status, read again every 30 s; a level is said in words, not by colour alone. */
export function StatusPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const status = useQuery(platformStatusQuery(client));
  useDocumentTitle(t('content.status.title'));
  return (
    <div className="page content-page" data-testid="status-page">
      <h1>{t('content.status.title')}</h1>
      {status.isPending ? (
        <div role="status">
          <Skeleton height="10rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : status.isError ? (
        <ErrorState message={t('content.status.unreachable')} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <p className={`card status-overall level-${status.data.status}`} data-testid="status-overall">
            {t(OVERALL[status.data.status]!)}
          </p>
          <table className="card status-table">
            <caption className="visually-hidden">{t('content.status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.status.component')}</th>
                <th scope="col">{t('content.status.state')}</th>
              </tr>
            </thead>
            <tbody>
              {status.data.components.map((c) => (
                <tr key={c.id} data-testid={`status-${c.id}`}>
                  <th scope="row">{t(COMPONENT_NAMES[c.id]!)}</th>
                  <td>
                    <span className={`status-badge level-${c.status}`}>{t(LEVELS[c.status]!)}</span>
                    {c.reason && REASONS[c.reason] && <span className="muted"> {t(REASONS[c.reason]!)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted">
            {t('content.status.checkedAt', {
              time: formatDateTime(status.data.checkedAt, meta.locale, displayTimeZone(meta.countryCode)),
            })}
          </p>
        </>
      )}
    </div>
  );
}

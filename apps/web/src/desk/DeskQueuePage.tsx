import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { deskItemPath, deskQueueQuery } from './desk-queries';

/** `/desk`: what waits for a reviewer, the longest waiting first; each row opens its item. */
export function DeskQueuePage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const ids = useId();
  useDocumentTitle(t('desk.queue.title'));
  const queue = useQuery(deskQueueQuery(client));
  return (
    <section className="page desk-queue" aria-labelledby={`${ids}-title`} data-testid="desk-queue">
      <h1 id={`${ids}-title`}>{t('desk.queue.title')}</h1>
      <p className="muted">{t('desk.queue.intro')}</p>
      {queue.isPending ? (
        <p role="status">{t('desk.queue.loading')}</p>
      ) : queue.isError ? (
        <ErrorState message={t('desk.queue.error')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p data-testid="desk-queue-empty">{t('desk.queue.empty')}</p>
      ) : (
        <table className="table desk-table">
          <thead>
            <tr>
              <th scope="col">{t('desk.col.type')}</th>
              <th scope="col">{t('desk.col.who')}</th>
              <th scope="col">{t('desk.col.submitted')}</th>
              <th scope="col" className="num">
                {t('desk.col.files')}
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.data.map((item) => (
              <tr
                key={`${item.kind}-${item.id}`}
                data-testid={item.customer ? `desk-item-${item.customer.customerNo}` : `desk-case-${item.id}`}
              >
                <td>
                  <Link to={deskItemPath(item)} data-testid="desk-item-link">
                    {t(`desk.type.${item.type}` as MessageKey)}
                  </Link>
                </td>
                <td>
                  {item.customer
                    ? t('desk.customer', { name: item.customer.name, number: item.customer.customerNo })
                    : t('desk.applicant', { name: item.applicant?.name ?? '' })}
                </td>
                <td>
                  {formatDateTime(
                    item.submittedAt,
                    meta.locale,
                    displayTimeZone((item.customer ?? item.applicant)?.country ?? ''),
                  )}
                </td>
                <td className="num">{item.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

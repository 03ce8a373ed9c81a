import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { confirmUnsubscribe } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { eventsKey, unsubscribeQuery } from './content-queries';
import './content.css';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The page an email's unsubscribe link opens. Opening it changes nothing (mail scanners open
 * links); the reader confirms with a button, and confirming again is harmless.
 */
export function UnsubscribePage() {
  const t = useT();
  const { token = '' } = useParams();
  useDocumentTitle(t('content.unsubscribe.title'));
  return (
    <div className="page narrow content-page" data-testid="unsubscribe-page">
      <h1>{t('content.unsubscribe.title')}</h1>
      {TOKEN.test(token) ? <Unsubscribe token={token} /> : <p>{t('content.unsubscribe.invalid')}</p>}
      <p>
        <Link to="/events">{t('content.events.title')}</Link>
      </p>
    </div>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const state = useQuery(unsubscribeQuery(client, token));
  const confirm = useMutation({
    mutationFn: () => client.call(confirmUnsubscribe, { params: { token } }),
    onSuccess: async (reply) => {
      queryClient.setQueryData(unsubscribeQuery(client, token).queryKey, reply);
      await queryClient.invalidateQueries({ queryKey: eventsKey });
    },
  });
  if (state.isPending)
    return (
      <div role="status">
        <Skeleton height="4rem" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  if (state.isError)
    return isNotFound(state.error) ? (
      <p>{t('content.unsubscribe.invalid')}</p>
    ) : (
      <ErrorState message={t('content.loadFailed')} onRetry={() => void state.refetch()} />
    );
  const { kind, title, unsubscribed } = state.data;
  return (
    <div className="card content-body">
      <p role="status" data-testid="unsubscribe-state">
        {unsubscribed
          ? t(kind === 'EVENT' ? 'content.unsubscribe.doneEvent' : 'content.unsubscribe.doneNewsletter', {
              title,
            })
          : t(kind === 'EVENT' ? 'content.unsubscribe.askEvent' : 'content.unsubscribe.askNewsletter', {
              title,
            })}
      </p>
      {!unsubscribed && (
        <button
          type="button"
          className="button button-primary"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {t('content.unsubscribe.confirm')}
        </button>
      )}
      {confirm.isError && <p className="field-error">{t('content.unsubscribe.failed')}</p>}
    </div>
  );
}

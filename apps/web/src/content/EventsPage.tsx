import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '@broker/client';
import { registerForEvent, type ContentEvent } from '@broker/contract';
import { LOCALE_BY_LANG } from '@broker/domain';
import { LANGUAGE_NAMES } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { LoginLink } from '../session/LoginLink';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { eventsKey, eventsQuery } from './content-queries';
import './content.css';

/** Coming webinars and investor evenings; a logged-in customer takes a seat with one button. */
export function EventsPage() {
  const t = useT();
  const client = useApiClient();
  const events = useQuery(eventsQuery(client));
  useDocumentTitle(t('content.events.title'));
  return (
    <div className="page content-page" data-testid="events-page">
      <h1>{t('content.events.title')}</h1>
      {events.isPending ? (
        <div role="status">
          <Skeleton height="10rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : events.isError ? (
        <ErrorState message={t('content.loadFailed')} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <p>{t('content.events.none')}</p>
      ) : (
        <ul className="event-list">
          {events.data.events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCard({ event }: { event: ContentEvent }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { status, meta } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: () => client.call(registerForEvent, { params: { eventId: event.id } }),
    onSuccess: async (reply) => {
      setToken(reply.unsubscribeToken);
      await queryClient.invalidateQueries({ queryKey: eventsKey });
    },
  });
  const titleId = `event-${event.id}`;
  const refusal =
    register.error instanceof ApiError &&
    (register.error.code === 'EVENT_FULL' || register.error.code === 'EVENT_CLOSED')
      ? t(register.error.code === 'EVENT_FULL' ? 'content.events.full' : 'content.events.closed')
      : register.isError
        ? t('content.events.failed')
        : '';
  return (
    <li className="card event-card" aria-labelledby={titleId} data-testid={`event-${event.id}`}>
      <h2 id={titleId} lang={LOCALE_BY_LANG[event.lang]}>
        {event.title}
      </h2>
      <p className="muted">
        {t(event.kind === 'WEBINAR' ? 'content.events.webinar' : 'content.events.evening')} ·{' '}
        {formatDateTime(event.startsAt, meta.locale, displayTimeZone(meta.countryCode))} ·{' '}
        {event.location ?? t('content.events.online')} ·{' '}
        {t('content.events.language', { language: LANGUAGE_NAMES[event.lang] })}
      </p>
      <p lang={LOCALE_BY_LANG[event.lang]}>{event.description}</p>
      <p>
        {event.seatsLeft === 0
          ? t('content.events.noSeats')
          : t('content.events.seatsLeft', { count: event.seatsLeft })}
      </p>
      {event.registered ? (
        <p role="status" className="event-registered">
          {t('content.events.registered')}{' '}
          {token && <Link to={`/events/unsubscribe/${token}`}>{t('content.events.cancelSeat')}</Link>}
        </p>
      ) : status === 'loggedIn' ? (
        <button
          type="button"
          className="button button-primary"
          disabled={register.isPending || event.seatsLeft === 0}
          onClick={() => register.mutate()}
          aria-describedby={titleId}
        >
          {t('content.events.register')}
        </button>
      ) : (
        <LoginLink>{t('content.events.loginToRegister')}</LoginLink>
      )}
      <p role="status" className="field-error">
        {refusal}
      </p>
    </li>
  );
}

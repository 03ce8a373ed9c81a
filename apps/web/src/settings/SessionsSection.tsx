import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endMySession, endOtherSessions, updateMySessionSettings } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { sessionSettingsQuery, sessionsQuery, type MySession } from './security-queries';
import { describeUserAgent } from './user-agent';

export function SessionsSection({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(client));
  const heading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState(false);
  const endOthers = useMutation({
    mutationFn: () => client.call(endOtherSessions, {}),
    onMutate: () => setProblem(false),
    onSuccess: (left) => {
      queryClient.setQueryData(sessionsQuery(client).queryKey, left);
      announce(t('sessions.endedOthers'));
      heading.current?.focus();
    },
    onError: () => setProblem(true),
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="card security-section" aria-labelledby="security-sessions" data-testid="sessions">
      <h2 id="security-sessions" ref={heading} tabIndex={-1}>
        {t('sessions.title')}
      </h2>
      {sessions.isError ? (
        <ErrorState message={t('sessions.error')} onRetry={() => void sessions.refetch()} />
      ) : sessions.isPending ? (
        <p className="muted" aria-busy="true">
          {t('sessions.loading')}
        </p>
      ) : (
        <ul className="security-list" data-testid="session-list">
          {sessions.data.map((s) => (
            <SessionItem
              key={s.id}
              session={s}
              announce={announce}
              onEnded={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {t('sessions.endFailed')}
        </p>
      )}
      {others > 0 && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => endOthers.mutate()}
          disabled={endOthers.isPending}
          data-testid="sessions-end-others"
        >
          {t('sessions.endOthers')}
        </button>
      )}
      <SessionLength announce={announce} />
    </section>
  );
}

function SessionItem({
  session,
  announce,
  onEnded,
}: {
  session: MySession;
  announce: (text: string) => void;
  onEnded: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [problem, setProblem] = useState(false);
  const when = (ms: number) => formatDateTime(ms, meta.locale, displayTimeZone(meta.countryCode));
  const agent = describeUserAgent(session.userAgent);
  const device = agent ? t('sessions.device', agent) : t('sessions.unknownDevice');
  const end = useMutation({
    mutationFn: () => client.call(endMySession, { params: { id: session.id } }),
    onMutate: () => setProblem(false),
    onSuccess: (left) => {
      queryClient.setQueryData(sessionsQuery(client).queryKey, left);
      announce(t('sessions.ended'));
      onEnded();
    },
    onError: () => setProblem(true),
  });
  return (
    <li
      className="security-item"
      data-testid="session"
      data-current={session.current}
      data-session-id={session.id}
    >
      <div>
        <p className="security-item-name">
          {device}
          {session.current && <span className="security-badge">{t('sessions.current')}</span>}
        </p>
        <p className="muted security-item-facts">
          <span>{t('sessions.since', { date: when(session.createdAt) })}</span>
          <span>{t('sessions.until', { date: when(session.expiresAt) })}</span>
        </p>
        {problem && (
          <p className="field-error" role="alert">
            {t('sessions.endFailed')}
          </p>
        )}
      </div>
      {!session.current && (
        <button
          type="button"
          className="button button-quiet"
          onClick={() => end.mutate()}
          disabled={end.isPending}
          aria-label={t('sessions.end.label', { device })}
          data-testid="session-end"
        >
          {t('sessions.end')}
        </button>
      )}
    </li>
  );
}

function SessionLength({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settings = useQuery(sessionSettingsQuery(client));
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState(false);
  const length = (minutes: number) =>
    minutes < 60 || minutes % 60 !== 0
      ? t('sessions.length.minutes', { minutes })
      : t('sessions.length.hours', { hours: minutes / 60 });
  const save = useMutation({
    mutationFn: (sessionMinutes: number) =>
      client.call(updateMySessionSettings, { body: { sessionMinutes } }),
    onMutate: () => setProblem(false),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionSettingsQuery(client).queryKey, saved);
      announce(t('sessions.length.saved', { length: length(saved.sessionMinutes) }));
    },
    onError: () => setProblem(true),
  });
  if (!settings.data) return null;
  const value = chosen ?? settings.data.sessionMinutes;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(value);
  };
  return (
    <form className="security-form" onSubmit={onSubmit} data-testid="session-length-form">
      <div className="field">
        <label htmlFor={`${ids}-length`}>{t('sessions.length')}</label>
        <select
          id={`${ids}-length`}
          value={value}
          onChange={(event) => setChosen(Number(event.target.value))}
          aria-describedby={`${ids}-hint`}
          data-testid="session-length"
        >
          {settings.data.choices.map((m) => (
            <option key={m} value={m}>
              {length(m)}
            </option>
          ))}
        </select>
        <p id={`${ids}-hint`} className="muted field-hint">
          {t('sessions.length.hint')}
        </p>
        {problem && (
          <p className="field-error" role="alert">
            {t('sessions.length.failed')}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-secondary"
        disabled={save.isPending}
        data-testid="session-length-save"
      >
        {t('sessions.length.save')}
      </button>
    </form>
  );
}

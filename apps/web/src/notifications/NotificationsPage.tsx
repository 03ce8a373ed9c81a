import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { putNotificationPreferences } from '@broker/contract';
import type { NotificationKind, NotificationStatus } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Pager } from '../ui/Pager';
import { displayTimeZone } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  NOTIFICATIONS_KEY,
  notificationListQuery,
  preferencesQuery,
  unreadCountQuery,
} from './notifications-queries';
import { notificationText, notificationTime } from './notification-text';
import { useMarkRead } from './use-mark-read';
import { MarketingConsentSection } from './MarketingConsentSection';
import './notifications.css';

const PAGE_SIZE = 20;
/** All first: what the page opens with. */
const FILTERS: readonly NotificationStatus[] = ['ALL', 'UNREAD', 'READ'];

/**
 * `/notifications` (issue 16; spec 001 §7.5): every notification, newest first, a page at a time,
 * all, unread or read; each links to where it happened and can be marked read, or all at once. Below,
 * which kinds the customer wants at all (a kind switched off is not written).
 */
export function NotificationsPage() {
  const t = useT();
  useDocumentTitle(t('notifications.title'));
  const [announced, setAnnounced] = useState('');
  return (
    <div className="page notifications-page" data-testid="notifications-page">
      <h1>{t('notifications.title')}</h1>
      {/* Always there, so that a screen reader announces what comes into it. */}
      <p role="status" className="visually-hidden" data-testid="notifications-page-announced">
        {announced}
      </p>
      <NotificationList announce={setAnnounced} />
      <Preferences announce={setAnnounced} />
      <MarketingConsentSection announce={setAnnounced} />
    </div>
  );
}

function NotificationList({ announce }: { announce(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const filterId = useId();
  const [status, setStatus] = useState<NotificationStatus>('ALL');
  const [offset, setOffset] = useState(0);
  const list = useQuery(notificationListQuery(client, queryClient, { limit: PAGE_SIZE, offset, status }));
  const count = useQuery(unreadCountQuery(client));
  const { one, all } = useMarkRead();
  const timeZone = displayTimeZone(meta.countryCode);
  const unread = count.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  // Marking one read removes its button: the keyboard focus moves to its text instead of the page.
  const [focusAfterRead, setFocusAfterRead] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterRead === null) return;
    const item = list.data?.notifications.find((n) => n.id === focusAfterRead);
    if (item && item.read_at === null) return;
    // Under the "unread" filter the notice leaves the list: the list's heading takes the focus then.
    (
      document.getElementById(`${filterId}-link-${focusAfterRead}`) ??
      document.getElementById(`${filterId}-list`)
    )?.focus();
    setFocusAfterRead(null);
  }, [list.data, focusAfterRead, filterId]);

  return (
    <section className="card" aria-labelledby={`${filterId}-list`}>
      <h2 id={`${filterId}-list`} className="visually-hidden" tabIndex={-1}>
        {t('notifications.latest')}
      </h2>
      <div className="notifications-toolbar">
        <fieldset className="notifications-filter">
          <legend>{t('notifications.filter')}</legend>
          {FILTERS.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name={`${filterId}-status`}
                value={s}
                checked={status === s}
                data-testid={`notifications-filter-${s}`}
                onChange={() => {
                  setStatus(s);
                  setOffset(0);
                }}
              />
              {t(`notifications.filter.${s}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button-secondary"
          data-testid="notifications-page-mark-all"
          aria-disabled={unread === 0 || all.isPending}
          onClick={() => {
            if (unread === 0 || all.isPending) return;
            all.mutate(undefined, {
              onSuccess: () => announce(t('notifications.allRead')),
              onError: () => announce(t('notifications.actionError')),
            });
          }}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {list.isError ? (
        <ErrorState message={t('notifications.error')} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p className="muted">{t('notifications.loading')}</p>
      ) : items.length === 0 ? (
        <p className="notifications-empty muted" data-testid="notifications-page-empty">
          {t(
            status === 'UNREAD'
              ? 'notifications.noneUnread'
              : status === 'READ'
                ? 'notifications.noneRead'
                : 'notifications.none',
          )}
        </p>
      ) : (
        <ul className="notifications-list" data-testid="notifications-page-list">
          {items.map((n) => {
            const text = notificationText(n, t, meta.locale);
            return (
              <li
                key={n.id}
                className={n.read_at === null ? 'notification unread' : 'notification'}
                data-testid={`notifications-page-item-${n.id}`}
              >
                <div className="notification-body">
                  <Link to={n.link} id={`${filterId}-link-${n.id}`}>
                    {n.read_at === null && (
                      <span className="visually-hidden">{t('notifications.unread')}: </span>
                    )}
                    {text}
                  </Link>
                  <span className="muted notification-time">
                    {notificationTime(n, meta.locale, timeZone)}
                  </span>
                </div>
                {n.read_at === null && (
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={t('notifications.markRead.label', { text })}
                    data-testid={`notifications-page-read-${n.id}`}
                    onClick={() =>
                      one.mutate(n.id, {
                        onSuccess: () => {
                          announce(t('notifications.markedRead'));
                          setFocusAfterRead(n.id);
                        },
                        onError: () => announce(t('notifications.actionError')),
                      })
                    }
                  >
                    {t('notifications.markRead')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.data && (list.data.total ?? 0) > PAGE_SIZE && (
        <Pager
          offset={offset}
          shown={items.length}
          total={list.data.total ?? 0}
          pageSize={PAGE_SIZE}
          onOffset={setOffset}
          testIdPrefix="notifications-pager"
        />
      )}
    </section>
  );
}

function Preferences({ announce }: { announce(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const prefs = useQuery(preferencesQuery(client));
  const save = useMutation({
    mutationFn: (p: { kind: NotificationKind; enabled: boolean }) =>
      client.call(putNotificationPreferences, { body: { preferences: [p] } }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...NOTIFICATIONS_KEY, 'preferences'], reply);
      announce(t('notifications.preferences.saved'));
    },
    onError: () => announce(t('notifications.preferences.error')),
  });
  return (
    <section className="card" aria-labelledby={`${id}-prefs`}>
      <h2 id={`${id}-prefs`}>{t('notifications.preferences')}</h2>
      <p className="muted" id={`${id}-intro`}>
        {t('notifications.preferences.intro')}
      </p>
      {prefs.isError ? (
        <ErrorState message={t('notifications.error')} onRetry={() => void prefs.refetch()} />
      ) : (
        <fieldset
          className="notifications-preferences"
          aria-describedby={`${id}-intro`}
          data-testid="notifications-preferences"
        >
          <legend className="visually-hidden">{t('notifications.preferences')}</legend>
          {prefs.data?.preferences.map((p) => (
            <label key={p.kind}>
              <input
                type="checkbox"
                checked={p.enabled}
                data-testid={`notifications-pref-${p.kind}`}
                onChange={(e) => save.mutate({ kind: p.kind, enabled: e.target.checked })}
              />
              {t(`notifications.kind.${p.kind}` as MessageKey)}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}

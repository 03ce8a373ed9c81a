import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { displayTimeZone } from '../ui/format';
import { notificationListQuery, unreadCountQuery } from './notifications-queries';
import { notificationText, notificationTime } from './notification-text';
import { useMarkRead } from './use-mark-read';
import './notifications.css';

/** How many of the newest the panel lists; the page has the rest. */
const LATEST = 5;

/**
 * The header's bell (issue 16): the unread count in its name ("Notifications, 3 unread") and on a
 * badge, kept current by the private feed without reloading. It opens a panel of the newest
 * notifications, each a link to where it happened, with "Mark all as read" and a link to the full
 * page. The panel takes the focus when it opens; Escape or a click outside closes it and the focus
 * goes back to the bell.
 */
export function NotificationBell() {
  const t = useT();
  const client = useApiClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = useQuery(unreadCountQuery(client));
  const unread = count.data?.unread ?? 0;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className="notifications-anchor">
      <button
        ref={button}
        type="button"
        className="icon-button notifications-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('notifications.bell', { count: unread })}
        data-notifications-toggle=""
        data-testid="notifications-button"
        data-unread={unread}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M18 16V11a6 6 0 0 0-12 0v5l-2 2h16zM10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span className="notifications-badge" aria-hidden="true" data-testid="notifications-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={id} unread={unread} onClose={close} />}
    </div>
  );
}

function NotificationPanel({
  id,
  unread,
  onClose,
}: {
  id: string;
  unread: number;
  onClose(refocus: boolean): void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useQuery(
    notificationListQuery(client, queryClient, { limit: LATEST, offset: 0, status: 'ALL' }),
  );
  const { one, all } = useMarkRead();
  const [announced, setAnnounced] = useState('');
  const timeZone = displayTimeZone(meta.countryCode);

  // The panel takes the focus as it opens, so a screen reader reads it and Tab walks through it.
  useEffect(() => {
    ref.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // The bell handles its own clicks; closing here too would reopen the panel.
      if (target && !ref.current?.contains(target) && !target.closest?.('[data-notifications-toggle]')) {
        onClose(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  const items = latest.data?.notifications ?? [];
  return (
    <div
      ref={ref}
      id={id}
      className="notifications-panel"
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      data-testid="notifications-panel"
    >
      <div className="notifications-panel-head">
        <h2 id={`${id}-title`}>{t('notifications.title')}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => onClose(true)}
          aria-label={t('notifications.panel.close')}
          data-testid="notifications-close"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <p role="status" className="visually-hidden" data-testid="notifications-announced">
        {announced}
      </p>
      {latest.isError ? (
        <p className="field-error">{t('notifications.error')}</p>
      ) : latest.isPending ? (
        <p className="muted">{t('notifications.loading')}</p>
      ) : items.length === 0 ? (
        <p className="notifications-empty muted">{t('notifications.none')}</p>
      ) : (
        <ul className="notifications-list" data-testid="notifications-panel-list">
          {items.map((n) => (
            <li
              key={n.id}
              className={n.read_at === null ? 'notification unread' : 'notification'}
              data-testid={`notification-${n.id}`}
            >
              <Link
                to={n.link}
                onClick={() => {
                  if (n.read_at === null) one.mutate(n.id);
                  onClose(false);
                }}
              >
                {n.read_at === null && <span className="visually-hidden">{t('notifications.unread')}: </span>}
                {notificationText(n, t, meta.locale)}
              </Link>
              <span className="muted notification-time">{notificationTime(n, meta.locale, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="notifications-panel-links">
        {/* Kept when nothing is unread (marked unavailable), so the focus stays where it was. */}
        <button
          type="button"
          className="button button-quiet"
          data-testid="notifications-mark-all"
          aria-disabled={unread === 0 || all.isPending}
          onClick={() => {
            if (unread === 0 || all.isPending) return;
            all.mutate(undefined, {
              onSuccess: () => setAnnounced(t('notifications.allRead')),
              onError: () => setAnnounced(t('notifications.actionError')),
            });
          }}
        >
          {t('notifications.markAllRead')}
        </button>
        <Link to="/notifications" onClick={() => onClose(false)} data-testid="notifications-all">
          {t('notifications.all')}
        </Link>
      </div>
    </div>
  );
}

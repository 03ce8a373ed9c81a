import {
  getNotificationPreferences,
  getNotificationUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  putNotificationPreferences,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { listFor, markAllRead, markRead, preferencesFor, setPreferences, unreadCount } from './notifications';

export const notificationRoutes = [
  defineRoute(getNotificationUnreadCount, ({ deps, access }) => unreadCount(deps.db, access.customerId)),
  defineRoute(listNotifications, ({ deps, access, query }) => listFor(deps.db, access.customerId, query)),
  defineRoute(markNotificationRead, ({ deps, access, params }) =>
    markRead(deps.db, access.customerId, params.id, deps.time.now()),
  ),
  defineRoute(markAllNotificationsRead, ({ deps, access }) =>
    markAllRead(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(getNotificationPreferences, ({ deps, access }) => preferencesFor(deps.db, access.customerId)),
  defineRoute(putNotificationPreferences, ({ deps, access, body }) =>
    setPreferences(deps.db, access.customerId, body),
  ),
];

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getNotificationPreferences,
  getNotificationUnreadCount,
  listNotifications,
  type CallReply,
} from '@broker/contract';
import type { NotificationStatus } from '@broker/domain';

export type NotificationList = CallReply<typeof listNotifications>;
export type Notification = NotificationList['notifications'][number];

/**
 * Everything about the customer's notifications starts with this key: the private feed's
 * `notification` event (a new one, or one read elsewhere) makes it stale (live/PrivateEvents.tsx).
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const unreadCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'count'],
    queryFn: () => client.call(getNotificationUnreadCount, {}),
  });

let refreshes = 0;

/**
 * A page of notifications. Asked again (the feed said something changed, or the page came back
 * into view), it names the version it already shows: unchanged, the server answers
 * `changed: false` without the items, and the page keeps what it has.
 */
export const notificationListQuery = (
  client: ApiClient,
  queryClient: QueryClient,
  page: { limit: number; offset: number; status: NotificationStatus },
) => {
  const queryKey = [...NOTIFICATIONS_KEY, 'list', page.status, page.limit, page.offset] as const;
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<NotificationList> => {
      const shown = queryClient.getQueryData<NotificationList>(queryKey);
      const reply = await client.call(listNotifications, {
        query: {
          ...page,
          ...(shown ? { version: shown.version } : {}),
          refreshKey: `r${++refreshes}`,
        },
      });
      return reply.changed || !shown ? reply : { ...shown, unread: reply.unread };
    },
  });
};

export const preferencesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'preferences'],
    queryFn: () => client.call(getNotificationPreferences, {}),
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead } from '@broker/contract';
import { useApiClient } from '../services/services-context';
import { NOTIFICATIONS_KEY } from './notifications-queries';

/** Reading one or all: the count and every list are read again (each list asks with its version). */
export function useMarkRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const one = useMutation({
    mutationFn: (id: number) => client.call(markNotificationRead, { params: { id } }),
    onSuccess: refresh,
  });
  const all = useMutation({
    mutationFn: () => client.call(markAllNotificationsRead, {}),
    onSuccess: refresh,
  });
  return { one, all };
}

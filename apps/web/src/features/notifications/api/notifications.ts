import type {
  Notification,
  NotificationsResponse,
  Preferences,
  PreferencesResponse,
  UnreadCount,
} from '@servihogar/shared/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** The bell reads its figure again this often while a page is open (live events hurry it). */
const REFRESH_MS = 60_000;

/** `GET /notifications/unread-count`: the bell's figure. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/notifications/unread-count', { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** `GET /notifications`: a page (1-based) of the caller's notifications, unread first. */
export function useNotifications(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiFetch<NotificationsResponse>(`/notifications?page=${page}&pageSize=${pageSize}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** After a read: the lists and the count are read again. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: notificationKeys.all,
      predicate: (q) => q.queryKey[1] !== 'preferences',
    });
}

/** `POST /notifications/{id}/read`. */
export function useMarkRead() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Notification>(`/notifications/${id}/read`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** `POST /notifications/read-all`: "Marcar todo como leído". */
export function useMarkAllRead() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => apiFetch<UnreadCount>('/notifications/read-all', { method: 'POST' }),
    onSettled: refresh,
  });
}

/** `GET /notifications/preferences`. */
export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiFetch<PreferencesResponse>('/notifications/preferences', { signal }),
  });
}

/** `PUT /notifications/preferences`: every switch and the quiet hours. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) =>
      apiFetch<PreferencesResponse>('/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}

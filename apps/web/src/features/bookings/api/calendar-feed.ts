import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

// Issue 43 §5: the signed-in person's private calendar feed address.

const feedKey = ['bookings', 'feed'] as const;
type Feed = { url: string };

export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => apiFetch<Feed>('/calendar/feed') });

/** A new address; the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Feed>('/calendar/feed/reset', { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}

import type { MyActivity } from '@servihogar/shared/activity';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `GET /activity/mine`: the signed-in professional's own figures. */
export function useMyActivity() {
  return useQuery({
    queryKey: ['activity', 'mine'],
    queryFn: ({ signal }) => apiFetch<MyActivity>('/activity/mine', { signal }),
  });
}

import type { FreeTimes } from '@servihogar/shared/work-calendar';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { calendarKeys } from './keys.ts';

/** `GET /professionals/{id}/free-times`: the next 14 days' free time, by franja. */
export function useFreeTimes(professionalId: string) {
  return useQuery({
    queryKey: calendarKeys.freeTimes(professionalId),
    queryFn: ({ signal }) => apiFetch<FreeTimes>(`/professionals/${professionalId}/free-times`, { signal }),
  });
}

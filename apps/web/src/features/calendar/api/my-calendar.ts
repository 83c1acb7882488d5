import type { WorkCalendar, WorkCalendarInput } from '@servihogar/shared/work-calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { calendarKeys } from './keys.ts';

/** `GET /professionals/me/calendar`: the signed-in professional's calendar. */
export function useMyCalendar() {
  return useQuery({
    queryKey: calendarKeys.mine,
    queryFn: ({ signal }) => apiFetch<WorkCalendar>('/professionals/me/calendar', { signal }),
  });
}

/** `PUT /professionals/me/calendar`: saves the whole calendar; its free times are read again. */
export function useSaveCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendar: WorkCalendarInput) =>
      apiFetch<WorkCalendar>('/professionals/me/calendar', { method: 'PUT', body: calendar }),
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarKeys.mine, saved);
      return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}

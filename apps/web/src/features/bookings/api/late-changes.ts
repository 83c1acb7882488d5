import type { LateChanges } from '@servihogar/shared/bookings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

// Issue 43 §3: the changes to booked times made with less than 24 hours' notice (admins).

/** `GET /bookings/late-changes` (Admin): the latest 100, newest first. */
export const useLateChanges = () =>
  useQuery({
    queryKey: ['bookings', 'late-changes'] as const,
    queryFn: ({ signal }) => apiFetch<LateChanges>('/bookings/late-changes', { signal }),
  });

import type { SolicitudBookings } from '@servihogar/shared/bookings';
import type { VisitRatingBody } from '@servihogar/shared/comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

// Issue 43: a request's booked times, under ['bookings', …] (the live events invalidate by it).

export const bookingKeys = {
  all: ['bookings'] as const,
  of: (solicitudId: string) => ['bookings', 'solicitud', solicitudId] as const,
};

/** `GET /solicitudes/{id}/bookings`: only its two parties. */
export const useSolicitudBookings = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.of(id),
    queryFn: () => apiFetch<SolicitudBookings>(`/solicitudes/${encodeURIComponent(id)}/bookings`),
    enabled,
  });

export type BookingAction =
  | { kind: 'propose'; start: string }
  | { kind: 'accept-proposal' }
  | { kind: 'skip'; seriesId: string; date: string }
  | { kind: 'move'; seriesId: string; date: string; start: string }
  | { kind: 'end'; seriesId: string }
  // Issue 43 §4: the client's "¿Llegó a trabajar?" for one past visit of a series, then its rating.
  | { kind: 'arrival'; bookingId: string; arrived: boolean }
  | { kind: 'rating'; bookingId: string; body: VisitRatingBody };

const requestOf = (id: string, a: BookingAction): [string, object | undefined] => {
  const series = (s: string) => `/series/${encodeURIComponent(s)}`;
  const visit = (b: string) => `/bookings/${encodeURIComponent(b)}`;
  switch (a.kind) {
    case 'propose':
      return [`/solicitudes/${encodeURIComponent(id)}/propose`, { start: a.start }];
    case 'accept-proposal':
      return [`/solicitudes/${encodeURIComponent(id)}/accept-proposal`, undefined];
    case 'skip':
      return [`${series(a.seriesId)}/skip`, { date: a.date }];
    case 'move':
      return [`${series(a.seriesId)}/move`, { date: a.date, start: a.start }];
    case 'end':
      return [`${series(a.seriesId)}/end`, undefined];
    case 'arrival':
      return [`${visit(a.bookingId)}/arrival`, { arrived: a.arrived }];
    case 'rating':
      return [`${visit(a.bookingId)}/rating`, a.body];
  }
};

/** One change to the request's time; its bookings and the lists are read again after it. */
export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) => {
      const [path, body] = requestOf(id, action);
      return apiFetch(path, { method: 'POST', body });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.of(id) }),
        queryClient.invalidateQueries({ queryKey: ['solicitudes'] }),
      ]),
  });
}

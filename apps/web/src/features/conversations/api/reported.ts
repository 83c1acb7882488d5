import type { ReportedConversation, ReportedConversations } from '@servihogar/shared/conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { conversationKeys } from './keys.ts';

/** `GET /solicitudes/reported` (admins): the conversations with a report, and no others. */
export const useReportedConversations = () =>
  useQuery({
    queryKey: conversationKeys.reported,
    queryFn: ({ signal }) => apiFetch<ReportedConversations>('/solicitudes/reported', { signal }),
  });

/** `GET /solicitudes/reported/{id}` (admins): one of them whole; idle without an id. */
export const useReportedConversation = (solicitudId: string | null) =>
  useQuery({
    queryKey: conversationKeys.reportedOne(solicitudId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ReportedConversation>(`/solicitudes/reported/${solicitudId}`, { signal }),
    enabled: solicitudId !== null,
  });

/** `POST /solicitudes/mensajes/{mensajeId}/hide` (admins), with the reason. */
export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mensajeId, reason }: { mensajeId: string; reason: string }) =>
      apiFetch(`/solicitudes/mensajes/${mensajeId}/hide`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.reported }),
  });
}

import type {
  GuaranteeAnswerBody,
  GuaranteeClaim,
  GuaranteeClaimBody,
  GuaranteeDecision,
  GuaranteeDecisionBody,
  GuaranteeQueue,
  MyGuaranteeClaims,
} from '@servihogar/shared/guarantee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { usePrivateFile } from '@/lib/private-file.ts';

// Guarantee claims (decision 0066): the caller's claims (as client or professional), the admins' queue.

const keys = {
  all: ['garantias'] as const,
  mine: ['garantias', 'mine'] as const,
  queue: (decision?: GuaranteeDecision) => ['garantias', 'queue', decision ?? 'todas'] as const,
};

/** `GET /garantias/mine`: read once for every row of a list. */
export function useMyClaims() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => apiFetch<MyGuaranteeClaims>('/garantias/mine', { signal }),
  });
}

/** The claims of one solicitud, newest first. */
export const claimsOf = (data: MyGuaranteeClaims | undefined, solicitudId: string): GuaranteeClaim[] =>
  data?.claims.filter((c) => c.solicitudId === solicitudId) ?? [];

/**
 * `POST /solicitudes/{id}/garantia` (the client, JSON) or `…/garantia/fotos` (multipart, with up to 3
 * photos): the claim's code.
 */
export function useFileClaim(solicitudId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fotos = [], ...body }: GuaranteeClaimBody & { fotos?: File[] }) => {
      const base = `/solicitudes/${solicitudId}/garantia`;
      if (fotos.length === 0) return apiFetch<{ codigo: string }>(base, { method: 'POST', body });
      const form = new FormData();
      form.append('motivo', body.motivo);
      form.append('descripcion', body.descripcion);
      for (const foto of fotos) form.append('fotos', foto);
      return apiFetch<{ codigo: string }>(`${base}/fotos`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A claim's private photo (its client, its professional, admins), shown from a blob URL. */
export const useClaimPhoto = (path: string) => usePrivateFile(['garantia-fotos', path], path);

/** `POST /garantias/{codigo}/respuesta` (the professional, once). */
export function useAnswerClaim(codigo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuaranteeAnswerBody) =>
      apiFetch<GuaranteeClaim>(`/garantias/${codigo}/respuesta`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `GET /garantias` (admin): the queue, or only the claims decided one way. */
export function useClaimQueue(decision?: GuaranteeDecision) {
  return useQuery({
    queryKey: keys.queue(decision),
    queryFn: ({ signal }) =>
      apiFetch<GuaranteeQueue>(decision ? `/garantias?decision=${decision}` : '/garantias', { signal }),
  });
}

/** `POST /garantias/{codigo}/decision` (admin); the queue is read again. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codigo, body }: { codigo: string; body: GuaranteeDecisionBody }) =>
      apiFetch<GuaranteeClaim>(`/garantias/${codigo}/decision`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

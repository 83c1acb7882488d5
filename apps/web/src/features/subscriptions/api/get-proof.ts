import { msg } from '@servihogar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorFrom, renewSession, sessionHeaders } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

function send(path: string, signal: AbortSignal): Promise<Response> {
  return fetch(path, { headers: sessionHeaders(), credentials: 'include', signal }).catch(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);
    },
  );
}

/**
 * A payment proof is private: an <img src> cannot send the Bearer token, so the image is fetched
 * here (renewing an expired token once, like apiFetch) and shown from a blob URL.
 */
async function fetchProof(path: string, signal: AbortSignal): Promise<Blob> {
  let res = await send(path, signal);
  if (res.status === 403 && (await renewSession())) res = await send(path, signal);
  if (!res.ok) throw apiErrorFrom(res.status, await res.text().catch(() => ''));
  return res.blob();
}

/** `GET /subscriptions/{id}/proof` (the uploader or an admin); idle without a path. */
export function useProof(path: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.proof(path),
    queryFn: ({ signal }) => fetchProof(path!, signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // Images can be large: drop them as soon as the dialog closes.
    gcTime: 0,
  });
}

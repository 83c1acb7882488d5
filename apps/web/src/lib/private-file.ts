import * as msg from '@servihogar/shared/messages';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorFrom, renewSession, sessionHeaders } from './api-client.ts';

function send(path: string, signal?: AbortSignal): Promise<Response> {
  return fetch(path, { headers: sessionHeaders(), credentials: 'include', signal }).catch(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);
    },
  );
}

/**
 * A private file (payment proof, verification document): an <img src> cannot send the Bearer
 * token, so it is fetched here (renewing an expired token once, like apiFetch) and shown from a
 * blob URL.
 */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  let res = await send(path, signal);
  if (res.status === 403 && (await renewSession())) res = await send(path, signal);
  if (!res.ok) throw apiErrorFrom(res.status, await res.text().catch(() => ''));
  return res.blob();
}

/** The query of a private file under `queryKey`, idle without a path. */
export function usePrivateFile(queryKey: QueryKey, path: string | null) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPrivateFile(path!, signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // Images can be large: drop them as soon as the dialog closes.
    gcTime: 0,
  });
}

import * as msg from '@servihogar/shared/messages';
import { ApiError, apiErrorFrom, renewSession, sessionHeaders } from './api-client.ts';

function send(path: string, signal: AbortSignal): Promise<Response> {
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
export async function fetchPrivateFile(path: string, signal: AbortSignal): Promise<Blob> {
  let res = await send(path, signal);
  if (res.status === 403 && (await renewSession())) res = await send(path, signal);
  if (!res.ok) throw apiErrorFrom(res.status, await res.text().catch(() => ''));
  return res.blob();
}

import * as msg from '@servihogar/shared/messages';
import { ApiError, apiErrorFrom, parseJsonText, renewSession, sessionHeaders } from './api-client.ts';

/** Share of the body sent so far, 0 to 1. */
export type OnProgress = (fraction: number) => void;

type Sent = { status: number; text: string };

// fetch cannot report upload progress; XMLHttpRequest can (upload.onprogress).
function send(method: string, path: string, body: FormData, onProgress?: OnProgress): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    for (const [key, value] of sessionHeaders()) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse));
    xhr.onabort = xhr.onerror;
    xhr.send(body);
  });
}

/**
 * Sends a multipart body like apiFetch does (cookie, CSRF, Bearer; a 403 renews the session and
 * retries once), reporting the upload progress on the way.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { method = 'PUT', onProgress }: { method?: string; onProgress?: OnProgress } = {},
): Promise<T> {
  let res = await send(method, path, body, onProgress);
  if (res.status === 403) {
    if (!(await renewSession())) throw new ApiError(403, 'SESSION_EXPIRED', msg.session.expired);
    onProgress?.(0);
    res = await send(method, path, body, onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw apiErrorFrom(res.status, res.text);
  onProgress?.(1);
  return parseJsonText(res.text) as T;
}

/** The one-file multipart body the photo endpoints take (field `file`). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

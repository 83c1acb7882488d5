import type { InjectOptions } from 'fastify';

/** `POST url` with `payload` sent as it is, under this content type (JSON unless said). */
export const rawPost = (url: string, payload: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': contentType },
  payload,
});

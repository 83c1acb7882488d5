import type { InjectOptions } from 'fastify';
import { multipartBody } from './multipart.ts';

export type AdForm = Partial<Record<'type' | 'title' | 'linkUrl' | 'startsAt' | 'endsAt', string>>;

export const AD_FORM: AdForm = {
  type: 'banner-horizontal',
  title: 'Ferretería El Tornillo',
  linkUrl: 'https://tornillo.example.com/ofertas',
};

/** A multipart ad form as the staff page sends it; `image` omitted when null. */
export function adRequest(
  method: 'POST' | 'PUT',
  url: string,
  fields: AdForm,
  image: Buffer | null,
  headers: Record<string, string> = {},
): InjectOptions {
  const parts = Object.entries(fields).map(([field, data]) => ({ field, data: data ?? '' }));
  if (image)
    parts.push({ field: 'image', filename: 'ad.png', contentType: 'image/png', data: image } as never);
  const body = multipartBody(parts);
  return { method, url, payload: body.payload, headers: { ...body.headers, ...headers } };
}

import { apiFetch } from '@/lib/api-client.ts';

/** `POST /professionals/contact-email/confirm` (anyone with the link mailed to the new address). */
export const confirmContactEmail = (token: string) =>
  apiFetch<{ message: string; email: string }>('/professionals/contact-email/confirm', {
    method: 'POST',
    body: { token },
  });

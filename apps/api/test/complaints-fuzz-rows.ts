import type { InjectOptions } from 'fastify';
import { COMPLAINT_FORM } from './complaints-matrix-rows.ts';
import { rawPost } from './raw-post.ts';

// Hostile inputs for every complaints route: each must answer a JSON error or a success, never a 500.

export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800',
  '\udfff texto',
  'x'.repeat(10_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%_\\',
  '😀🔥',
  '',
  '   ',
  0,
  -1,
  1e308,
  true,
  null,
  [],
  ['Alta'],
  {},
  { $ne: null },
];

const FORM_FIELDS = [...Object.keys(COMPLAINT_FORM), 'criticidad', 'denunciante', 'contacto', 'anonymous'];
const QUERY_VALUES = ['%00', '%C0', '%E2%82', 'Alta%00', '-1', '1e9', 'NaN', '%27--', 'a'.repeat(5000)];

/** Each request needs `{id}` replaced by an existing complaint's id (or stays a bad id). */
export function complaintsFuzzRequests(id: string): InjectOptions[] {
  const requests: InjectOptions[] = [];
  for (const field of FORM_FIELDS) {
    for (const value of HOSTILE_VALUES) {
      requests.push({
        method: 'POST',
        url: '/api/complaints',
        payload: { ...COMPLAINT_FORM, [field]: value },
      });
      if (field !== 'anonymous') {
        requests.push({ method: 'PUT', url: `/api/complaints/${id}`, payload: { [field]: value } });
      }
    }
  }
  for (const value of HOSTILE_VALUES) {
    requests.push({ method: 'PUT', url: `/api/complaints/${id}`, payload: { estado: value } });
  }
  for (const value of QUERY_VALUES) {
    for (const key of ['ciudad', 'criticidad', 'limit', 'offset']) {
      requests.push({ method: 'GET', url: `/api/complaints?${key}=${value}` });
    }
    for (const key of ['search', 'estado', 'criticidad']) {
      requests.push({ method: 'GET', url: `/api/complaints/admin?${key}=${value}` });
    }
    requests.push({ method: 'PUT', url: `/api/complaints/${value}`, payload: { estado: 'Cerrado' } });
    requests.push({ method: 'DELETE', url: `/api/complaints/${value}` });
  }
  for (const payload of ['no es json', '[]', 'null', '{"titulo":']) {
    requests.push(rawPost('/api/complaints', payload));
  }
  return requests;
}

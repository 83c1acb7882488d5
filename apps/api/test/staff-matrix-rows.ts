import { randomUUID } from 'node:crypto';
import { AD_FORM, adRequest } from './ads.ts';
import type { TestApp } from './build-test-app.ts';
import { insertAd, insertCategory } from './factories.ts';
import { all, type Row as MatrixRow, plainRow, staff } from './matrix.ts';
import { multipartBody } from './multipart.ts';

// The endpoints of the "Staff tools" issue (#12) for the authorization matrix: everything the
// redactores run is theirs and the admins'; the public ad calls answer anyone.

type Context = { t: TestApp; png: Buffer };
type Row = MatrixRow<Context>;

const newAd = async (c: Context) => (await insertAd(c.t.db, { link: 'https://example.com' })).id;
const pendingCategory = async (c: Context) =>
  (await insertCategory(c.t.db, { type: `Oficio ${randomUUID().slice(0, 8)}`, status: 'pendiente' })).slug;

export const STAFF_ROWS: Row[] = [
  plainRow('GET /api/advertisement', all(200)),
  plainRow('GET /api/advertisements', all(200)),
  plainRow('GET /api/advertisements/manage', staff(200)),
  {
    endpoint: 'POST /api/advertisements',
    request: (c) => adRequest('POST', '/api/advertisements', AD_FORM, c.png),
    expected: staff(201),
  },
  {
    endpoint: 'PUT /api/advertisements/{id}',
    request: async (c) => adRequest('PUT', `/api/advertisements/${await newAd(c)}`, AD_FORM, c.png),
    expected: staff(200),
  },
  {
    endpoint: 'DELETE /api/advertisements/{id}',
    request: async (c) => ({ method: 'DELETE', url: `/api/advertisements/${await newAd(c)}` }),
    expected: staff(204),
  },
  {
    endpoint: 'POST /api/advertisements/{id}/pause',
    request: async (c) => ({ method: 'POST', url: `/api/advertisements/${await newAd(c)}/pause` }),
    expected: staff(200),
  },
  {
    endpoint: 'POST /api/advertisements/{id}/resume',
    request: async (c) => ({ method: 'POST', url: `/api/advertisements/${await newAd(c)}/resume` }),
    expected: staff(200),
  },
  {
    endpoint: 'GET /api/advertisements/{id}/click',
    request: async (c) => ({ method: 'GET', url: `/api/advertisements/${await newAd(c)}/click` }),
    expected: all(302),
  },
  {
    endpoint: 'POST /api/advertisements/impressions',
    request: async (c) => ({
      method: 'POST',
      url: '/api/advertisements/impressions',
      payload: { views: { [await newAd(c)]: 2 } },
    }),
    expected: all(204),
  },
  plainRow('GET /categories/manage', staff(200)),
  {
    endpoint: 'PUT /categories/{slug}',
    request: () => {
      const body = multipartBody([{ field: 'description', data: 'Arreglos de caños y pérdidas' }]);
      return { method: 'PUT', url: '/categories/plomero', payload: body.payload, headers: body.headers };
    },
    expected: staff(200),
  },
  {
    endpoint: 'POST /categories/{slug}/approve',
    request: async (c) => ({ method: 'POST', url: `/categories/${await pendingCategory(c)}/approve` }),
    expected: staff(200),
  },
  {
    endpoint: 'POST /categories/{slug}/rename',
    request: async (c) => ({
      method: 'POST',
      url: `/categories/${await pendingCategory(c)}/rename`,
      payload: { type: `Renombrada ${randomUUID().slice(0, 8)}` },
    }),
    expected: staff(200),
  },
  {
    endpoint: 'POST /categories/{slug}/merge',
    request: async (c) => ({
      method: 'POST',
      url: `/categories/${await pendingCategory(c)}/merge`,
      payload: { into: 'plomero' },
    }),
    expected: staff(200),
  },
  {
    endpoint: 'DELETE /categories/{slug}',
    request: async (c) => ({ method: 'DELETE', url: `/categories/${await pendingCategory(c)}` }),
    expected: staff(204),
  },
];

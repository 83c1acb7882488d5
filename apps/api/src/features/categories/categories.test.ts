import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertCategory } from '../../../test/factories.ts';

describe('GET /categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('has the 12 fixed categories in every database, in their order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      FIXED_CATEGORIES.map((c) => ({ type: c.label, slug: c.slug, description: null, img: null })),
    );
  });

  it('lists server-created categories after the fixed ones, by name', async () => {
    await insertCategory(t.db, { slug: 'jardinero', type: 'Jardinero', description: 'Cuida jardines' });
    await insertCategory(t.db, { slug: 'cocinero', type: 'Cocinero', img: '/uploads/categories/c.webp' });
    const body = (await t.app.inject({ method: 'GET', url: '/categories' })).json();
    expect(body).toHaveLength(FIXED_CATEGORIES.length + 2);
    expect(body.slice(-2)).toEqual([
      { type: 'Cocinero', slug: 'cocinero', description: null, img: '/uploads/categories/c.webp' },
      { type: 'Jardinero', slug: 'jardinero', description: 'Cuida jardines', img: null },
    ]);
  });
});

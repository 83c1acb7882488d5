import { FIXED_CATEGORIES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertCategory } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/validation.ts';

describe('GET /categories and POST /category/add', () => {
  const t = testAppOfSuite();

  it('has the 12 fixed categories in every database, in their order', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      FIXED_CATEGORIES.map((c) => ({ type: c.label, slug: c.slug, description: null, img: null })),
    );
  });

  it('lists server-created categories after the fixed ones, by name', async () => {
    await insertCategory(t().db, { slug: 'jardinero', type: 'Jardinero', description: 'Cuida jardines' });
    await insertCategory(t().db, { slug: 'cocinero', type: 'Cocinero', img: '/uploads/categories/c.webp' });
    const body = (await t().app.inject({ method: 'GET', url: '/categories' })).json();
    expect(body).toHaveLength(FIXED_CATEGORIES.length + 2);
    expect(body.slice(-2)).toEqual([
      { type: 'Cocinero', slug: 'cocinero', description: null, img: '/uploads/categories/c.webp' },
      { type: 'Jardinero', slug: 'jardinero', description: 'Cuida jardines', img: null },
    ]);
  });

  describe('POST /category/add', () => {
    let client: SignedIn;
    beforeAll(async () => {
      client = await signInAs(t(), 'Cliente');
    });
    const add = (payload: object, session: SignedIn | null = client) =>
      t().app.inject({ method: 'POST', url: '/category/add', payload, headers: session?.auth ?? {} });

    it('creates a category for any signed-in user; anonymous gets 401', async () => {
      expect((await add({ type: 'Tapicería' }, null)).statusCode).toBe(401);
      const res = await add({ type: '  Tapicería ', description: 'Sillones y sillas' });
      expect(res.statusCode).toBe(201);
      const category = { type: 'Tapicería', slug: 'tapiceria', description: 'Sillones y sillas', img: null };
      expect(res.json()).toEqual({ category: { ...category, status: 'pendiente' } });
      // Pending: not public until a redactor or admin approves it.
      const list = (await t().app.inject({ url: '/categories' })).json();
      expect(list).not.toContainEqual(category);
    });

    it('does not create a name twice, ignoring case and accents', async () => {
      const before = (await t().app.inject({ url: '/categories' })).json().length;
      for (const type of ['TAPICERIA', 'tapicería', 'Tapiceria!']) {
        const res = await add({ type, description: 'otra' });
        expect(res.statusCode).toBe(200);
        expect(res.json().category).toMatchObject({
          type: 'Tapicería',
          slug: 'tapiceria',
          description: 'Sillones y sillas',
        });
      }
      const fixed = await add({ type: 'niñera' });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().category).toMatchObject({ type: 'Niñera', slug: 'ninera' });
      expect((await t().app.inject({ url: '/categories' })).json()).toHaveLength(before);
    });

    it.each([
      ['', msg.category.nameRequired],
      ['   ', msg.category.nameRequired],
      ['¡¡!!', msg.category.nameRequired],
      ['Otros', msg.category.reservedName],
      ['ab', msg.category.nameLength],
      ['x'.repeat(41), msg.category.nameLength],
      ['Plomería\u202Eevil', msg.category.nameChars],
      ['Gas\u0007ista', msg.category.nameChars],
      ['Zero\u200Bwidth', msg.category.nameChars],
    ])('refuses the name %j', async (type, message) => {
      const res = await add({ type });
      expectFieldErrors(res, { type: message });
    });
  });
});

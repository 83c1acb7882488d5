import { CATEGORY_CREATE_PER_DAY } from '@servihogar/shared/categories';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { professionalServices } from '../../db/tables/professionals.table.ts';

let clock = NOW;

describe('category moderation', () => {
  const t = testAppOfSuite({ now: () => clock });
  let client: SignedIn;
  let redactor: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    client = await signInAs(t(), 'Cliente');
    redactor = await signInAs(t(), 'Redactor');
    admin = await signInAs(t(), 'Admin');
  });

  const propose = (type: string, session = client) =>
    t().app.inject({ method: 'POST', url: '/category/add', payload: { type }, headers: session.auth });
  const publicSlugs = async () =>
    (await t().app.inject({ url: '/categories' })).json().map((c: { slug: string }) => c.slug);
  const staff = (method: 'POST' | 'DELETE', url: string, payload?: object, session = redactor) =>
    t().app.inject({ method, url, ...(payload ? { payload } : {}), headers: session.auth });
  /** `PUT /categories/{slug}` by the redactor, with this multipart body. */
  const editCategory = (slug: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    t().app.inject({
      method: 'PUT',
      url: `/categories/${slug}`,
      payload: body.payload,
      headers: { ...body.headers, ...redactor.auth },
    });
  const servicesOf = async (professionalId: string) =>
    (
      await t()
        .db.select({ slug: professionalServices.categorySlug })
        .from(professionalServices)
        .where(eq(professionalServices.professionalId, professionalId))
    )
      .map((r) => r.slug)
      .sort();
  const actionsOn = async (slug: string) =>
    (await t().db.select().from(auditLog).where(eq(auditLog.targetId, slug))).map((e) => e.action);

  it('keeps a new category out of the public list until it is approved', async () => {
    expect((await propose('Jardinería')).statusCode).toBe(201);
    expect(await publicSlugs()).not.toContain('jardineria');
    const managed = (await t().app.inject({ url: '/categories/manage', headers: redactor.auth })).json();
    expect(managed[0]).toMatchObject({
      slug: 'jardineria',
      status: 'pendiente',
      fixed: false,
      professionals: 0,
    });

    const res = await staff('POST', '/categories/jardineria/approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({ slug: 'jardineria', status: 'aprobada' });
    expect(await publicSlugs()).toContain('jardineria');
    expect(await actionsOn('jardineria')).toEqual(['category.approve']);
  });

  it("shows staff the proposer's display name, and the e-mail only to admins", async () => {
    const account = await createAccount(t().db, { roles: ['Cliente'], nombre: 'Carla', apellido: 'Quiroga' });
    expect((await propose('Herrería artística', await signIn(t().app, account))).statusCode).toBe(201);
    const slug = 'herreria-artistica';
    const listed = async (session: SignedIn) =>
      (await t().app.inject({ url: '/categories/manage', headers: session.auth }))
        .json()
        .find((c: { slug: string }) => c.slug === slug);
    const seenByRedactor = await listed(redactor);
    expect(seenByRedactor.createdBy).toBe('Carla Q.');
    expect(JSON.stringify(seenByRedactor)).not.toContain(account.email);
    expect(await listed(admin)).toMatchObject({ createdBy: 'Carla Q.', createdByEmail: account.email });
    // The moderation answers too.
    const renamed = await staff('POST', `/categories/${slug}/rename`, { type: 'Herrería fina' });
    expect(renamed.json().category.createdBy).toBe('Carla Q.');
    expect(renamed.body).not.toContain(account.email);
    const approved = await staff('POST', '/categories/herreria-fina/approve', undefined, admin);
    expect(approved.json().category.createdByEmail).toBe(account.email);
  });

  it('lists no one under a pending category until it is approved', async () => {
    expect((await propose('Vitrales')).statusCode).toBe(201);
    const pro = await insertProfessional(t().db, { services: ['vitrales'] });
    const listed = async () =>
      (await t().app.inject({ url: '/professionals?servicio=vitrales' }))
        .json()
        .professionals.map((p: { _id: string }) => p._id);
    expect(await listed()).toEqual([]);

    expect((await staff('POST', '/categories/vitrales/approve')).statusCode).toBe(200);
    expect(await listed()).toEqual([pro.id]);
  });

  it('renames a pending category, its professionals following the new slug', async () => {
    await propose('Tapiseria');
    const pro = await insertProfessional(t().db, { services: ['tapiseria'] });
    const res = await staff('POST', '/categories/tapiseria/rename', { type: 'Tapicería' });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({ type: 'Tapicería', slug: 'tapiceria', professionals: 1 });
    expect(await servicesOf(pro.id)).toEqual(['tapiceria']);
    const taken = await staff('POST', '/categories/tapiceria/rename', { type: 'Plomero' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.type).toBe(msg.category.nameTaken);
    const bad = await staff('POST', '/categories/tapiceria/rename', { type: 'a\u202Eb' });
    expect(bad.statusCode).toBe(400);
    expect((await staff('POST', '/categories/plomero/rename', { type: 'Plomería' })).statusCode).toBe(409);
  });

  it('merges a category into another, moving its professionals once each', async () => {
    await propose('Plomeria y cloacas');
    const onlyNew = await insertProfessional(t().db, { services: ['plomeria-y-cloacas'] });
    const both = await insertProfessional(t().db, { services: ['plomeria-y-cloacas', 'plomero'] });
    const res = await staff('POST', '/categories/plomeria-y-cloacas/merge', { into: 'plomero' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toMatchObject({ slug: 'plomero', fixed: true });
    expect(await servicesOf(onlyNew.id)).toEqual(['plomero']);
    expect(await servicesOf(both.id)).toEqual(['plomero']);
    const managed = (await t().app.inject({ url: '/categories/manage', headers: admin.auth })).json();
    expect(managed.map((c: { slug: string }) => c.slug)).not.toContain('plomeria-y-cloacas');
    expect(await actionsOn('plomeria-y-cloacas')).toEqual(['category.merge']);
    expect((await staff('POST', '/categories/plomero/merge', { into: 'plomero' })).statusCode).toBe(400);
    expect((await staff('POST', '/categories/gasista/merge', { into: 'plomero' })).statusCode).toBe(409);
    expect((await staff('POST', '/categories/no-existe/merge', { into: 'plomero' })).statusCode).toBe(404);
  });

  it('rejects a category: gone, its professionals lose only that service; fixed ones stay', async () => {
    await propose('SELECT * FROM users');
    const pro = await insertProfessional(t().db, { services: ['select-from-users', 'pintor'] });
    expect((await staff('DELETE', '/categories/select-from-users')).statusCode).toBe(204);
    expect(await servicesOf(pro.id)).toEqual(['pintor']);
    expect(await actionsOn('select-from-users')).toEqual(['category.reject']);
    expect((await staff('DELETE', '/categories/pintor')).statusCode).toBe(409);
    expect(await publicSlugs()).toContain('pintor');
  });

  it('edits a fixed category’s description and image, shown publicly', async () => {
    const png = await solidImage('png', 2000, 1500);
    const body = multipartBody([
      { field: 'description', data: 'Instalaciones y reparaciones de gas' },
      { field: 'image', filename: 'g.png', contentType: 'image/png', data: png },
    ]);
    const res = await editCategory('gasista', body);
    expect(res.statusCode).toBe(200);
    const category = res.json().category;
    expect(category.img).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    const listed = (await t().app.inject({ url: '/categories' }))
      .json()
      .find((c: { slug: string }) => c.slug === 'gasista');
    expect(listed).toEqual({
      type: 'Gasista',
      slug: 'gasista',
      description: 'Instalaciones y reparaciones de gas',
      img: category.img,
    });
    const long = multipartBody([{ field: 'description', data: 'x'.repeat(501) }]);
    const tooLong = await editCategory('gasista', long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.description).toBe(msg.category.descriptionTooLong);
    expect(await actionsOn('gasista')).toEqual(['category.edit']);
  });

  it('throttles new names per account, not the reuse of existing ones', async () => {
    const account = await createAccount(t().db, { roles: ['Cliente'] });
    const proposer = await signIn(t().app, account);
    for (let i = 0; i < CATEGORY_CREATE_PER_DAY; i++) {
      expect((await propose(`Oficio número ${i}`, proposer)).statusCode).toBe(201);
    }
    const refused = await propose('Oficio de más', proposer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().fields.type).toBe(msg.category.throttled);
    expect((await propose('Oficio número 0', proposer)).statusCode).toBe(200);
    expect((await propose('Oficio de otro', client)).statusCode).toBe(201);
    clock = new Date(NOW.getTime() + 25 * 3_600_000);
    try {
      expect((await propose('Oficio de más', await signIn(t().app, account))).statusCode).toBe(201);
    } finally {
      clock = NOW;
    }
  });

  it('tells a professional whose only service is pending, through its private view', async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    await propose('Afilador', admin);
    const pro = await insertProfessional(t().db, {
      accountId: account.id,
      email: account.email,
      services: ['afilador'],
    });
    const session = await signIn(t().app, account);
    const res = await t().app.inject({ url: `/professionals/edit/${pro.id}`, headers: session.auth });
    expect(res.json().pendingCategories).toEqual(['Afilador']);
    // Its public profile does not show the pending name until it is approved.
    const shown = async () => (await t().app.inject({ url: `/professionals/${pro.id}` })).json().servicio;
    expect(await shown()).toEqual([]);
    await staff('POST', '/categories/afilador/approve');
    expect((await shown()).map((s: { tipo: string }) => s.tipo)).toEqual(['Afilador']);
  });
});

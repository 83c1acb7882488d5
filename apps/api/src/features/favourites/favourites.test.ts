import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional, lifecycleFields } from '../../../test/factories.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

describe('favourites', () => {
  const t = testAppOfSuite({ now: () => clock });
  let ana: SignedIn;
  let beto: SignedIn;
  let provider: SignedIn;
  let admin: SignedIn;
  let clock = NOW;

  const list = (who: SignedIn) => t().app.inject({ method: 'GET', url: '/favourites', headers: who.auth });
  const save = (who: SignedIn | null, id: string) =>
    t().app.inject({ method: 'PUT', url: `/favourites/${id}`, headers: who?.auth ?? {} });
  const remove = (who: SignedIn, id: string) =>
    t().app.inject({ method: 'DELETE', url: `/favourites/${id}`, headers: who.auth });
  const savedIds = async (who: SignedIn) =>
    (await list(who)).json().favourites.map((f: { professional: { _id: string } }) => f.professional._id);

  beforeAll(async () => {
    const accounts = await Promise.all([
      createAccount(t().db, { roles: ['Cliente'] }),
      createAccount(t().db, { roles: ['Cliente'] }),
      createAccount(t().db, { roles: ['Prestador'] }),
      createAccount(t().db, { roles: ['Admin'] }),
    ]);
    [ana, beto, provider, admin] = (await Promise.all(accounts.map((a) => signIn(t().app, a)))) as [
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
    ];
  });

  it('saves a listed professional once, lists it newest first with its services, and removes it', async () => {
    const first = await insertProfessional(t().db, { now: NOW, services: ['plomero', 'gasista'] });
    const second = await insertProfessional(t().db, { now: NOW });
    expect((await save(ana, first.id)).json()).toEqual({ professionalId: first.id, saved: true });
    // Saving twice is harmless and does not duplicate it.
    expect((await save(ana, first.id)).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 1000);
    expect((await save(ana, second.id)).statusCode).toBe(200);
    clock = NOW;

    const res = await list(ana);
    expect(res.statusCode).toBe(200);
    const favourites = res.json().favourites;
    expect(favourites.map((f: { professional: { _id: string } }) => f.professional._id)).toEqual([
      second.id,
      first.id,
    ]);
    const saved = favourites.find((f: { professional: { _id: string } }) => f.professional._id === first.id);
    expect(saved).toMatchObject({
      disponible: true,
      professional: {
        nombre: first.nombre,
        apellido: first.apellido,
        servicios: ['Plomero', 'Gasista'],
        alt: 'plomero',
      },
    });
    // Never contact data.
    expect(JSON.stringify(favourites)).not.toContain(first.email);
    expect(JSON.stringify(favourites)).not.toContain(first.numeroContacto);

    expect((await remove(ana, first.id)).json()).toEqual({ professionalId: first.id, saved: false });
    expect(await savedIds(ana)).toEqual([second.id]);
    // Removing again is harmless.
    expect((await remove(ana, first.id)).statusCode).toBe(200);
    await remove(ana, second.id);
  });

  it('keeps an unlisted professional saved, shown as unavailable without its services', async () => {
    const pro = await insertProfessional(t().db, { now: NOW });
    await save(ana, pro.id);
    await t()
      .db.update(professionals)
      .set(lifecycleFields('overdue', NOW))
      .where(eq(professionals.id, pro.id));
    const [entry] = (await list(ana)).json().favourites;
    expect(entry).toMatchObject({
      disponible: false,
      professional: { _id: pro.id, nombre: pro.nombre, servicios: [], alt: null, calificacion: 0 },
    });
    // It cannot be saved anew while unlisted, but removing it works.
    expect((await save(beto, pro.id)).statusCode).toBe(404);
    await remove(ana, pro.id);
    expect(await savedIds(ana)).toEqual([]);
  });

  it('refuses unknown and unlisted professionals and malformed ids', async () => {
    const pending = await insertProfessional(t().db, { now: NOW, state: 'pending' });
    expect((await save(ana, pending.id)).statusCode).toBe(404);
    expect((await save(ana, '6f1c2b1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await save(ana, 'no-es-un-id')).statusCode).toBe(400);
  });

  it("keeps each client's list its own: another client neither sees nor removes it", async () => {
    const pro = await insertProfessional(t().db, { now: NOW });
    await save(ana, pro.id);
    expect(await savedIds(beto)).toEqual([]);
    // Beto's delete of the same professional touches only Beto's list.
    expect((await remove(beto, pro.id)).statusCode).toBe(200);
    expect(await savedIds(ana)).toEqual([pro.id]);
    await remove(ana, pro.id);
  });

  it('is for clients only: anonymous 401, providers and admins 403', async () => {
    const pro = await insertProfessional(t().db, { now: NOW });
    expect((await save(null, pro.id)).statusCode).toBe(401);
    const refused = await save(provider, pro.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(msg.favourites.onlyClients);
    expect((await save(admin, pro.id)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(403);
  });

  it('drops the favourite when the professional is deleted', async () => {
    const pro = await insertProfessional(t().db, { now: NOW });
    await save(ana, pro.id);
    await t().db.delete(professionals).where(eq(professionals.id, pro.id));
    expect(await savedIds(ana)).toEqual([]);
  });
});

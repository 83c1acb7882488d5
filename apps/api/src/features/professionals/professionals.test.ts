import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertComment, insertProfessional, type LifecycleState } from '../../../test/factories.ts';

const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe('professionals (public)', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const listed = [
      { nombre: 'Carla', calificacion: 3, createdAt: minutesAgo(30), services: ['plomero'] },
      {
        nombre: 'Ana',
        calificacion: 5,
        createdAt: minutesAgo(10),
        services: ['ninera', 'limpieza-domestica'],
      },
      {
        nombre: 'Bruno',
        calificacion: 4,
        createdAt: minutesAgo(20),
        services: ['ninera'],
        state: 'paid' as const,
      },
    ];
    for (const p of listed) {
      ids[p.nombre] = (await insertProfessional(t().db, { now: NOW, apellido: 'Gomez', ...p })).id;
    }
    const hidden: LifecycleState[] = [
      'pending',
      'trialExpired',
      'freeSuspended',
      'overdue',
      'paidButSuspended',
    ];
    for (const state of hidden) {
      ids[state] = (
        await insertProfessional(t().db, { now: NOW, state, nombre: 'Aaron', calificacion: 5 })
      ).id;
    }
  });

  const list = async (query = '') => {
    const res = await t().app.inject({ method: 'GET', url: `/professionals${query}` });
    return { res, names: (res.json().professionals ?? []).map((p: { nombre: string }) => p.nombre) };
  };

  it('lists only listed professionals, by name by default', async () => {
    const { res, names } = await list();
    expect(res.statusCode).toBe(200);
    expect(names).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('gives public fields only: never phone, e-mail or dni', async () => {
    const { res } = await list();
    const [ana] = res.json().professionals;
    expect(Object.keys(ana).sort()).toEqual(
      [
        '_id',
        'apellido',
        'calificacion',
        'ciudad',
        'createdAt',
        'foto',
        // Added for the cards' thumbnails (issue 15); the spec's fields are all still there.
        'fotoMiniatura',
        'identidadVerificada',
        'instagram',
        'localidad',
        'location',
        'matriculado',
        'nombre',
        'pais',
        'referencias',
        // The response signal on cards (decision 0031): null below 3 requests.
        'respuesta',
        'servicio',
        // 'Trabajo registrado' (issue 32).
        'trabajoRegistrado',
        // "Profesional destacado" and a verified criminal-record certificate (issue 45).
        'destacado',
        'antecedentes',
        'zonaCobertura',
      ].sort(),
    );
    expect(res.body).not.toMatch(/numeroContacto|email|dni|@example\.com|\+54 9/);
    expect(ana).toMatchObject({
      _id: ids.Ana,
      createdAt: minutesAgo(10).toISOString(),
      location: { coordinates: [-65.223, -26.824] },
    });
    expect(ana.servicio.map((s: { tipo: string }) => s.tipo)).toEqual(['Niñera', 'Limpieza Domestica']);
    expect(ana.servicio[0]).toEqual({
      tipo: 'Niñera',
      semanal: false,
      mensual: false,
      personasEnfermas: false,
      personasMayores: false,
      personasDiscapacitadas: false,
    });
  });

  it('sorts by best rating and by newest', async () => {
    await insertProfessional(t().db, {
      now: NOW,
      nombre: 'Dario',
      calificacion: 4,
      createdAt: minutesAgo(40),
    });
    expect((await list('?sort=mejorCalificacion')).names).toEqual(['Ana', 'Bruno', 'Dario', 'Carla']);
    expect((await list('?sort=fechaCercana')).names).toEqual(['Ana', 'Bruno', 'Carla', 'Dario']);
    expect((await list('?sort=todos')).names).toEqual(['Ana', 'Bruno', 'Carla', 'Dario']);
  });

  it('filters by service slug or name', async () => {
    expect((await list('?servicio=ninera')).names).toEqual(['Ana', 'Bruno']);
    expect((await list(`?servicio=${encodeURIComponent('Niñera')}`)).names).toEqual(['Ana', 'Bruno']);
    expect((await list('?servicio=gasista')).names).toEqual([]);
  });

  it('paginates with limit and offset', async () => {
    expect((await list('?limit=2')).names).toEqual(['Ana', 'Bruno']);
    expect((await list('?limit=2&offset=2&sort=todos')).names).toEqual(['Carla', 'Dario']);
    expect((await list('?offset=10')).names).toEqual([]);
  });

  it.each([
    ['sort=mejor', 'sort', msg.finding.invalidSort as string],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
  ])('rejects ?%s with a Spanish message for %s', async (query, field, message = msg.api.invalidQuery) => {
    const res = await t().app.inject({ method: 'GET', url: `/professionals?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it('shows a listed profile with its comments, newest first', async () => {
    await insertComment(t().db, ids.Ana!, {
      descripcion: 'Primera',
      calificacion: 4,
      createdAt: minutesAgo(5),
    });
    await insertComment(t().db, ids.Ana!, {
      descripcion: 'Segunda',
      calificacion: 5,
      createdAt: minutesAgo(1),
    });
    const res = await t().app.inject({ method: 'GET', url: `/professionals/${ids.Ana}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: ids.Ana, nombre: 'Ana', calificacion: 5 });
    expect(body.comentarios).toEqual([
      expect.objectContaining({
        descripcion: 'Segunda',
        calificacionComentario: 5,
        nombrePersona: 'Ana Pérez',
      }),
      expect.objectContaining({ descripcion: 'Primera', calificacionComentario: 4 }),
    ]);
    expect(res.body).not.toMatch(/numeroContacto|email|dni|@example\.com/);
  });

  it('answers 404 for unknown and for unlisted professionals', async () => {
    for (const id of ['7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11', ids.pending, ids.overdue, ids.trialExpired]) {
      const res = await t().app.inject({ method: 'GET', url: `/professionals/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.notFound });
    }
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/professionals/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: msg.api.invalidId,
      fields: { id: msg.api.invalidId },
    });
  });

  it('follows the clock: a trial ends after seven days', async () => {
    const later = await buildTestApp({ now: () => new Date(NOW.getTime() + 6 * DAY_MS) });
    try {
      await insertProfessional(later.db, { now: NOW, nombre: 'Trial' });
      await insertProfessional(later.db, { now: NOW, nombre: 'Pagado', state: 'paid' });
      const names = (await later.app.inject({ url: '/professionals' }))
        .json()
        .professionals.map((p: { nombre: string }) => p.nombre);
      expect(names).toEqual(['Pagado']);
    } finally {
      await later.close();
    }
  });
});

import { SIMILAR_PROFILES_MAX } from '@servihogar/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional, type LifecycleState } from '../../../test/factories.ts';

const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const HIDDEN: LifecycleState[] = ['pending', 'trialExpired', 'freeSuspended', 'overdue', 'paidButSuspended'];
const HERE = '?longitude=-65.2226&latitude=-26.8241';

describe('GET /professionals/{id}/similar and the listing rule everywhere', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const ids: Record<string, string> = {};

  const names = async (url: string) => {
    const res = await t().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().professionals as { nombre: string }[]).map((p) => p.nombre);
  };
  const similar = (name: string, query = '') => names(`/professionals/${ids[name]}/similar${query}`);

  beforeAll(async () => {
    const add = async (nombre: string, input: Parameters<typeof insertProfessional>[1] = {}) => {
      ids[nombre] = (await insertProfessional(t().db, { now: NOW, nombre, apellido: 'Test', ...input })).id;
    };
    await add('Ana', { services: ['plomero', 'gasista'], calificacion: 3, createdAt: minutesAgo(50) });
    await add('Bea', { services: ['plomero'], calificacion: 5, createdAt: minutesAgo(10) });
    await add('Caro', { services: ['gasista'], calificacion: 4, createdAt: minutesAgo(40), state: 'paid' });
    await add('Dani', { services: ['plomero'], calificacion: 4, createdAt: minutesAgo(20) });
    await add('Eva', { services: ['plomero'], calificacion: 1, createdAt: minutesAgo(30) });
    await add('Fede', { services: ['pintor'], calificacion: 5, createdAt: minutesAgo(5) });
    // Best rated, nearest, newest and offering everything: still never shown.
    for (const state of HIDDEN) {
      await add(`Oculto-${state}`, {
        state,
        services: ['plomero', 'gasista', 'pintor'],
        calificacion: 5,
        createdAt: minutesAgo(1),
      });
    }
  });

  it('answers up to 3 listed professionals sharing a service, best rated first, never itself', async () => {
    expect(await similar('Ana')).toEqual(['Bea', 'Caro', 'Dani']);
    expect(SIMILAR_PROFILES_MAX).toBe(3);
    expect(await similar('Bea')).toEqual(['Dani', 'Ana', 'Eva']);
    expect(await similar('Caro')).toEqual(['Ana']);
    expect(await similar('Fede')).toEqual([]);
  });

  it('narrows to the page’s service when given one', async () => {
    expect(await similar('Ana', '?servicio=gasista')).toEqual(['Caro']);
    expect(await similar('Ana', `?servicio=${encodeURIComponent('Plomero')}`)).toEqual([
      'Bea',
      'Dani',
      'Eva',
    ]);
    expect(await similar('Ana', '?servicio=pintor')).toEqual([]);
  });

  it('answers public fields only', async () => {
    const res = await t().app.inject({ method: 'GET', url: `/professionals/${ids.Ana}/similar` });
    expect(res.body).not.toMatch(/numeroContacto|email|dni|edad|@example\.com|\+54 9/);
  });

  it('answers 404 for unlisted and unknown professionals, 400 for a malformed id', async () => {
    for (const id of [ids['Oculto-pending'], ids['Oculto-overdue'], '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11']) {
      const res = await t().app.inject({ method: 'GET', url: `/professionals/${id}/similar` });
      expect(res.statusCode).toBe(404);
    }
    const res = await t().app.inject({ method: 'GET', url: '/professionals/nope/similar' });
    expect(res.statusCode).toBe(400);
  });

  it('hides pending, suspended, trial-expired and overdue professionals from lists, nearby and similar', async () => {
    const hidden = (list: string[]) => list.filter((n) => n.startsWith('Oculto'));
    for (const sort of ['todos', 'mejorCalificacion', 'fechaCercana']) {
      expect(hidden(await names(`/professionals?sort=${sort}`))).toEqual([]);
      expect(hidden(await names(`/professionals?sort=${sort}&servicio=plomero`))).toEqual([]);
    }
    expect(hidden(await names(`/professionals/nearby${HERE}`))).toEqual([]);
    for (const name of ['Ana', 'Bea', 'Caro', 'Fede']) expect(hidden(await similar(name))).toEqual([]);
    expect((await names(`/professionals/nearby${HERE}`)).sort()).toEqual(
      ['Ana', 'Bea', 'Caro', 'Dani', 'Eva', 'Fede'].sort(),
    );
  });

  it('sorts a service’s list in the three orders', async () => {
    const list = (sort: string) => names(`/professionals?servicio=plomero&sort=${sort}`);
    expect(await list('todos')).toEqual(['Ana', 'Bea', 'Dani', 'Eva']);
    expect(await list('mejorCalificacion')).toEqual(['Bea', 'Dani', 'Ana', 'Eva']);
    expect(await list('fechaCercana')).toEqual(['Bea', 'Dani', 'Eva', 'Ana']);
  });
});

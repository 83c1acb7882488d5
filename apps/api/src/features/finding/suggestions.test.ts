import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';

// Issue 27: GET /professionals/sugerencias, through HTTP.

describe('search suggestions', () => {
  const t = testAppOfSuite({ now: () => NOW });
  beforeAll(async () => {
    await insertProfessional(t().db, {
      now: NOW,
      nombre: 'Elena',
      apellido: 'Voltio',
      calificacion: 5,
      services: ['electricista'],
    });
  });
  const suggest = async (q: string) => {
    const res = await t().app.inject({ url: `/professionals/sugerencias?${new URLSearchParams({ q })}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sugerencias: { tipo: string; texto: string; slug?: string | null; id?: string }[] }>()
      .sugerencias;
  };

  it('suggests services as typed, with typos and synonyms, then professionals', async () => {
    expect(await suggest('elec')).toEqual([
      { tipo: 'servicio', texto: 'Electricista', slug: 'electricista' },
      { tipo: 'profesional', texto: 'Elena Voltio', id: expect.any(String), slug: 'electricista' },
    ]);
    expect((await suggest('electrisista'))[0]).toMatchObject({ texto: 'Electricista' });
    expect(await suggest('mucama')).toEqual([
      { tipo: 'servicio', texto: 'Limpieza Domestica', slug: 'limpieza-domestica' },
    ]);
    expect((await suggest('voltio'))[0]).toMatchObject({ tipo: 'profesional', texto: 'Elena Voltio' });
  });

  it('suggests the best rated first, equal ratings by name (the rating index order)', async () => {
    for (const nombre of ['Zulma', 'Mario', 'Carla'])
      await insertProfessional(t().db, {
        now: NOW,
        nombre,
        apellido: 'Enchufe',
        calificacion: 4,
        services: ['electricista'],
      });
    const people = (await suggest('elec')).filter((s) => s.tipo === 'profesional').map((s) => s.texto);
    expect(people).toEqual(['Elena Voltio', 'Carla Enchufe', 'Mario Enchufe', 'Zulma Enchufe']);
  });

  it.each(['', '%', '_', '🔧', "'; select 1; --"])('answers %j with nothing, never a pattern', async (q) => {
    expect(await suggest(q)).toEqual([]);
  });

  it('rejects a text longer than 200 characters in Spanish', async () => {
    const res = await t().app.inject({ url: `/professionals/sugerencias?q=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ q: msg.finding.searchTooLong });
  });
});

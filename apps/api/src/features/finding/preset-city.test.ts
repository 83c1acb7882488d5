import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { pageReader } from '../../../test/page-reader.ts';

// Issue 44 items 2 and 5, through HTTP: a city says how many more the localities around it hold
// (and widens to them), and filters that leave no one say what each one's removal would give.

type Body = {
  professionals: { nombre: string }[];
  total?: number;
  enLocalidadesCercanas?: number;
  localidadesCercanas?: { ciudad: string }[];
  sinFiltro?: { filtro: string; total: number }[];
};

const SMT = { ciudad: 'San Miguel de Tucumán', latitude: -26.8241, longitude: -65.2226 };
const YERBA_BUENA = { ciudad: 'Yerba Buena', latitude: -26.8167, longitude: -65.3167 };
const CONCEPCION = { ciudad: 'Concepción', latitude: -27.3433, longitude: -65.5925 };

describe('a preset city and filters that leave no one', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const list = pageReader<Body>(() => t().app, '/professionals');
  const names = (body: Body) => body.professionals.map((p) => p.nombre);
  beforeAll(async () => {
    const niñera = { now: NOW, services: ['ninera'] };
    await insertProfessional(t().db, { ...niñera, ...SMT, nombre: 'Ana', calificacion: 5 });
    await insertProfessional(t().db, {
      ...niñera,
      ...SMT,
      nombre: 'Bruno',
      calificacion: 3,
      identityVerified: true,
    });
    await insertProfessional(t().db, {
      ...niñera,
      ...YERBA_BUENA,
      nombre: 'Sofía',
      calificacion: 5,
      identityVerified: true,
    });
    await insertProfessional(t().db, { ...niñera, ...CONCEPCION, nombre: 'Zoe', calificacion: 5 });
  });
  const niñeras = { servicio: 'ninera', sort: 'mejorCalificacion' };

  it('says how many more the localities around the city hold, and widens to them (not to Concepción)', async () => {
    const inCity = await list({ ...niñeras, ciudad: 'San Miguel de Tucumán' });
    expect(names(inCity)).toEqual(['Ana', 'Bruno']);
    expect(inCity).toMatchObject({ total: 2, enLocalidadesCercanas: 1 });
    const widened = await list({ ...niñeras, ciudad: 'san miguel de tucuman', cercanas: 'true' });
    expect(names(widened)).toEqual(['Ana', 'Sofía', 'Bruno']);
    expect(widened.total).toBe(3);
    expect(widened.enLocalidadesCercanas).toBeUndefined();
    // Aguilares is around Concepción, with no niñera.
    expect((await list({ ...niñeras, ciudad: 'Concepción' })).enLocalidadesCercanas).toBe(0);
  });

  it('never leaves a city with no one without the nearest matches', async () => {
    const empty = await list({ servicio: 'ninera', ciudad: 'Alderetes' });
    expect(empty.total).toBe(0);
    expect(empty.enLocalidadesCercanas).toBe(2);
    expect(empty.localidadesCercanas?.[0]?.ciudad).toBe('San Miguel de Tucumán');
  });

  it('counts what each filter alone would give when together they leave no one', async () => {
    const body = await list({
      ...niñeras,
      ciudad: 'San Miguel de Tucumán',
      verificados: 'true',
      calificacionMin: '4',
    });
    expect(body.total).toBe(0);
    expect(body.sinFiltro).toEqual([
      { filtro: 'verificados', total: 1 },
      { filtro: 'calificacionMin', total: 1 },
    ]);
    // The widened city's count too; no filter to remove, nothing to say.
    const widened = await list({
      ...niñeras,
      ciudad: 'San Miguel de Tucumán',
      cercanas: 'true',
      verificados: 'true',
      calificacionMin: '4',
    });
    expect(names(widened)).toEqual(['Sofía']);
    expect(widened.sinFiltro).toBeUndefined();
    expect((await list({ servicio: 'carpintero' })).sinFiltro).toBeUndefined();
  });
});

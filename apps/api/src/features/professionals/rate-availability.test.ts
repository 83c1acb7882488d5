import * as msg from '@servihogar/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { professionalEditBody } from '../../../test/professional-body.ts';

// Issue 27: the rate per service and the usual availability a professional gives in Mi Perfil.

describe('rate and availability in Mi Perfil', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let owner: SignedIn;
  let id: string;
  beforeAll(async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    id = (await insertProfessional(t().db, { now: NOW, accountId: account.id, services: ['plomero'] })).id;
    owner = await signIn(t().app, account);
  });
  const save = (payload: object) =>
    t().app.inject({ method: 'PUT', url: `/professionals/edit/${id}`, payload, headers: owner.auth });

  it('saves a rate per service and the usual days and slots, and shows them publicly', async () => {
    const body = professionalEditBody({
      servicio: [
        { tipo: 'plomero', tarifa: { unidad: 'visita', monto: 12000 } },
        { tipo: 'gasista', tarifa: { unidad: 'convenir', monto: 500 } },
      ],
      disponibilidad: { dias: ['lun', 'mar', 'mie', 'jue', 'vie'], franjas: ['manana', 'tarde'] },
    });
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await t().app.inject({ url: `/professionals/${id}` })).json();
    expect(profile.servicio.map((s: { tarifa: unknown }) => s.tarifa)).toEqual(
      expect.arrayContaining([
        { monto: 12000, unidad: 'visita' },
        { monto: null, unidad: 'convenir' },
      ]),
    );
    expect(profile.disponibilidad).toEqual({
      dias: ['lun', 'mar', 'mie', 'jue', 'vie'],
      franjas: ['manana', 'tarde'],
    });
    // An older client's save (no disponibilidad) keeps the stored days.
    expect((await save(professionalEditBody())).statusCode).toBe(200);
    expect((await t().app.inject({ url: `/professionals/${id}` })).json().disponibilidad.dias).toHaveLength(
      5,
    );
  });

  it.each([
    [
      { servicio: [{ tipo: 'plomero', tarifa: { unidad: 'hora' } }] },
      'servicio.0.tarifa.monto',
      msg.finding.rateAmount,
    ],
    [
      { servicio: [{ tipo: 'plomero', tarifa: { unidad: 'hora', monto: 10.5 } }] },
      'servicio.0.tarifa.monto',
      msg.finding.rateAmount,
    ],
    [
      { servicio: [{ tipo: 'plomero', tarifa: { unidad: 'mes', monto: 10 } }] },
      'servicio.0.tarifa.unidad',
      msg.finding.rateUnit,
    ],
    [
      { disponibilidad: { dias: ['lunes'], franjas: [] } },
      'disponibilidad.dias.0',
      msg.finding.availabilityInvalid,
    ],
  ])('rejects %j in Spanish', async (overrides, field, message) => {
    const res = await save(professionalEditBody(overrides as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

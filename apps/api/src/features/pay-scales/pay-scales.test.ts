import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';

// 2026-02-28 21:30 in Tucumán is already 1 March in UTC: the Argentine day decides.
const LATE_FEBRUARY = new Date('2026-03-01T00:30:00.000Z');

describe('pay scales (issue 32, régimen de casas particulares)', () => {
  const t = testAppOfSuite({ now: () => clock });
  let admin: SignedIn;
  let client: SignedIn;
  let clock = LATE_FEBRUARY;

  const add = (body: Record<string, unknown>, who: SignedIn = admin) =>
    t().app.inject({ method: 'POST', url: '/pay-scales', headers: who.auth, payload: body });
  const current = async () =>
    (await t().app.inject({ method: 'GET', url: '/pay-scales/current' })).json().payScales as {
      category: string;
      modality: string;
      hourly: number | null;
      monthly: number | null;
      validFrom: string;
    }[];

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    client = await signInAs(t(), 'Cliente');
  });

  it('shows anyone the row valid today in Argentina, one per category and modality', async () => {
    const january = {
      category: 'tareas_generales',
      modality: 'con_retiro',
      hourly: 3250.1,
      monthly: 398722.14,
      validFrom: '2026-01-01',
      note: 'A verificar con la resolución oficial',
    };
    const created = await add(january);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...january, id: expect.any(String) });
    expect(
      (await add({ ...january, hourly: 3400, monthly: 417000, validFrom: '2026-03-01' })).statusCode,
    ).toBe(201);
    expect(
      (
        await add({
          category: 'asistencia_cuidado',
          modality: 'con_retiro',
          hourly: 3494.25,
          monthly: null,
          validFrom: '2026-01-01',
        })
      ).statusCode,
    ).toBe(201);

    // Still February in Tucumán: January's row.
    expect(await current()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'tareas_generales', hourly: 3250.1, monthly: 398722.14 }),
        expect.objectContaining({ category: 'asistencia_cuidado', hourly: 3494.25, monthly: null }),
      ]),
    );
    expect(await current()).toHaveLength(2);
    // From 1 March (03:00 UTC) the new row applies.
    clock = new Date('2026-03-01T03:00:00.000Z');
    expect((await current()).find((row) => row.category === 'tareas_generales')).toMatchObject({
      hourly: 3400,
      validFrom: '2026-03-01',
    });
    clock = LATE_FEBRUARY;
  });

  it('refuses a bad row with the Spanish messages, and a duplicate with 409', async () => {
    const bad = await add({
      category: 'jardineria',
      modality: 'con_retiro',
      hourly: -3,
      monthly: null,
      validFrom: '2026-13-45',
    });
    expectFieldErrors(
      bad,
      expect.objectContaining({
        hourly: msg.payScales.amountInvalid,
        validFrom: msg.payScales.validFromInvalid,
      }),
    );
    const noAmount = await add({
      category: 'caseros',
      modality: 'con_retiro',
      hourly: null,
      monthly: null,
      validFrom: '2026-01-01',
    });
    expect(noAmount.json().fields).toEqual({ hourly: msg.payScales.amountRequired });
    const cents = await add({
      category: 'caseros',
      modality: 'con_retiro',
      hourly: 10.123,
      monthly: null,
      validFrom: '2026-01-01',
    });
    expect(cents.json().fields).toEqual({ hourly: msg.payScales.amountInvalid });

    const row = {
      category: 'caseros',
      modality: 'sin_retiro',
      hourly: 2000,
      monthly: null,
      validFrom: '2026-02-01',
    };
    expect((await add(row)).statusCode).toBe(201);
    const again = await add(row);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.payScales.duplicate);
  });

  it('lets admins change and remove a row, each audit-logged; others may not', async () => {
    const { id } = (
      await add({
        category: 'supervision',
        modality: 'con_retiro',
        hourly: 3600,
        monthly: null,
        validFrom: '2026-01-01',
      })
    ).json();
    const changed = await t().app.inject({
      method: 'PUT',
      url: `/pay-scales/${id}`,
      headers: admin.auth,
      payload: {
        category: 'supervision',
        modality: 'con_retiro',
        hourly: 3700,
        monthly: 450000,
        validFrom: '2026-01-01',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ hourly: 3700, monthly: 450000 });
    const removed = await t().app.inject({ method: 'DELETE', url: `/pay-scales/${id}`, headers: admin.auth });
    expect(removed.json()).toEqual({ deleted: true });
    expect(
      (await t().app.inject({ method: 'DELETE', url: `/pay-scales/${id}`, headers: admin.auth })).statusCode,
    ).toBe(404);

    const entries = await t().db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'payScale.create',
      'payScale.delete',
      'payScale.update',
    ]);
    const update = entries.find((entry) => entry.action === 'payScale.update')!;
    expect(update.details).toMatchObject({ before: { hourly: 3600 }, after: { hourly: 3700 } });

    expect(
      (
        await add(
          { category: 'caseros', modality: 'con_retiro', hourly: 1, monthly: null, validFrom: '2027-01-01' },
          client,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t().app.inject({ method: 'GET', url: '/pay-scales' })).statusCode).toBe(401);
  });
});

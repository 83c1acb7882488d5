import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAs } from '../../../test/accounts.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { jobsSettled } from '../../../test/jobs-settled.ts';
import { mailAppOfSuite } from '../../../test/mail-app.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { payScales } from '../../db/tables/pay-scales.table.ts';
import { solicitudes } from '../../db/tables/solicitudes.table.ts';

// Issue 46, item 2: the household employer's tools on a client's accepted weekly cleaning request:
// who sees them, the receipt's PDF (its text read back), and June's aguinaldo reminder, once.

let clock = new Date('2026-11-20T15:00:00.000Z');
const { t, smtp } = mailAppOfSuite(() => clock);

const RECEIPT = {
  month: '2026-11',
  category: 'tareas_generales',
  mode: 'por_horas',
  weeklyHours: 12,
  years: 3,
  zonaDesfavorable: false,
  monthsWorked: 6,
  employerCuil: '',
  workerCuil: '27-12345678-0',
  place: 'Yerba Buena',
  paidOn: '2026-12-01',
  includeAguinaldo: false,
};

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('employer tools (issue 46, item 2)', () => {
  let client: SignedIn;
  let clientEmail: string;
  let pro: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let weekly: string;
  let once: string;

  beforeAll(async () => {
    const account = await createAccount(t().db, {
      roles: ['Cliente'],
      nombre: 'Clara',
      apellido: 'Empleadora',
    });
    clientEmail = account.email;
    client = await signIn(t().app, account);
    const proAccount = await createAccount(t().db, { roles: ['Prestador'] });
    pro = await signIn(t().app, proAccount);
    other = await signInAs(t(), 'Cliente');
    admin = await signInAs(t(), 'Admin');
    const cleaner = await insertProfessional(t().db, {
      accountId: proAccount.id,
      nombre: 'Rosa',
      apellido: 'Limpia',
      services: ['limpieza-domestica'],
    });
    await t()
      .db.insert(payScales)
      .values([
        {
          category: 'tareas_generales',
          modality: 'con_retiro',
          hourly: 3250.1,
          monthly: 398722.14,
          validFrom: '2026-01-01',
        },
      ]);
    const base = {
      clientAccountId: account.id,
      professionalId: cleaner.id,
      categorySlug: 'limpieza-domestica',
      answer: 'acepto' as const,
      answeredAt: new Date('2026-04-02T12:00:00Z'),
      start: new Date('2026-04-06T12:00:00Z'),
      durationMinutes: 180,
      zone: 'Yerba Buena',
    };
    const rows = await t()
      .db.insert(solicitudes)
      .values([{ ...base, recurrence: 'semanal' }, base])
      .returning({ id: solicitudes.id });
    [weekly, once] = [rows[0]!.id, rows[1]!.id];
  });

  const get = (id: string, who: SignedIn) =>
    t().app.inject({ method: 'GET', url: `/employer/${id}`, headers: who.auth });
  const receipt = (id: string, who: SignedIn, body: object = RECEIPT) =>
    t().app.inject({ method: 'POST', url: `/employer/${id}/receipt`, headers: who.auth, payload: body });

  it('shows the request’s client the parties, the booked hours and the pay table; anyone else 404', async () => {
    const res = await get(weekly, client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'tareas_generales',
      mode: 'por_horas',
      weeklyHours: 3,
      startMonth: '2026-04',
      employer: { nombre: 'Clara', apellido: 'Empleadora' },
      worker: { nombre: 'Rosa', apellido: 'Limpia' },
      payScales: [{ validFrom: '2026-01-01', hourly: 3250.1 }],
    });
    for (const who of [pro, other, admin]) expect((await get(weekly, who)).statusCode).toBe(404);
    expect((await receipt(weekly, other)).statusCode).toBe(404);
    // A single visit is not employment the régimen's tools are for.
    const single = await get(once, client);
    expect([single.statusCode, single.json().message]).toEqual([404, msg.employer.notAvailable]);
  });

  it('prints the recibo de sueldo with the amounts it computes itself, both parties and the signatures', async () => {
    const res = await receipt(weekly, client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="recibo-2026-11.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Recibo de sueldo',
      'Período: noviembre de 2026',
      'Clara Empleadora',
      'Rosa Limpia',
      'CUIL: 27-12345678-0',
      'Salario básico (12 h semanales)',
      '$ 169.005,20',
      'Antigüedad (3 %)',
      '$ 5.070,16',
      '$ 174.075,36',
      'escala vigente desde el 01/01/2026',
      'Yerba Buena, 01/12/2026',
      'Firma del empleador/a',
      'Firma del trabajador/a',
    ])
      expect(text).toContain(part);
    // With the aguinaldo: a half semester (3 of 6 months) of the best month, 174.075,36.
    const withSac = await pdfText(
      (
        await receipt(weekly, client, {
          ...RECEIPT,
          month: '2026-12',
          includeAguinaldo: true,
          monthsWorked: 3,
        })
      ).rawPayload,
    );
    expect(withSac).toContain('Aguinaldo (SAC) 2.º semestre 2026 (3 de 6 meses)');
    expect(withSac).toContain('$ 43.518,84');
    expect(withSac).toContain('$ 217.594,20');
  });

  it('says which field is wrong: a CUIL, or a mode the table has no rate for', async () => {
    await expectFieldErrors(await receipt(weekly, client, { ...RECEIPT, workerCuil: '27-12345678-5' }), {
      workerCuil: msg.employer.cuilInvalid,
    });
    await expectFieldErrors(await receipt(weekly, client, { ...RECEIPT, mode: 'sin_retiro' }), {
      mode: msg.employer.noScale,
    });
  });

  it('reminds the client of the aguinaldo in June, once, in the bell and by mail', async () => {
    const reminders = () =>
      t()
        .db.select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'aguinaldo'), eq(notifications.solicitudId, weekly)));
    clock = new Date('2026-05-31T12:00:00.000Z');
    await t().app.jobs.runOnce({ sweep: true });
    await jobsSettled(t(), clock);
    expect(await reminders()).toHaveLength(0);
    clock = new Date('2026-06-01T12:00:00.000Z');
    for (let i = 0; i < 2; i += 1) {
      await t().app.jobs.runOnce({ sweep: true });
      await jobsSettled(t(), clock);
    }
    const [told, ...more] = await reminders();
    expect(more).toHaveLength(0);
    expect(told).toMatchObject({
      title: 'Se acerca el aguinaldo de Rosa',
      path: `/dash/misSolicitudes/${weekly}/empleador`,
    });
    expect(told!.body).toContain('primer semestre hasta el 30 de junio de 2026');
    const mail = await smtp().waitForMail(clientEmail, { subject: 'Recordá pagar el aguinaldo de Rosa' });
    expect(mail.text).toContain(`/dash/misSolicitudes/${weekly}/empleador`);
    // The single visit got none.
    expect(await t().db.select().from(notifications).where(eq(notifications.solicitudId, once))).toHaveLength(
      0,
    );
  });
});
